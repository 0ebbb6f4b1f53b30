import { AssistantButton } from '../features/assistant/assistant-button';
import { AutoRequirementsPanel } from '../features/location/auto-requirements-panel';
import { AutoInsurancePage } from '../features/marketing/auto-insurance-page';
import { InsurancePageHeader } from './insurance-page';

export default function InsuranceAutoScreen() {
  return (
    <AutoInsurancePage
      header={<InsurancePageHeader />}
      statePanel={<AutoRequirementsPanel />}
      assistant={<AssistantButton />}
    />
  );
}
