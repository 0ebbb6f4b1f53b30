import { lazy } from 'react';
import { AssistantButton } from '../features/assistant/assistant-button';
import { AutoInsurancePage } from '../features/marketing/auto-insurance-page';
import { WhenVisible } from '../features/marketing/when-visible';
import { InsurancePageHeader } from './insurance-page';

const AutoRequirementsPanel = lazy(() =>
  import('../features/location/auto-requirements-panel').then((module) => ({
    default: module.AutoRequirementsPanel,
  })),
);

export default function InsuranceAutoScreen() {
  return (
    <AutoInsurancePage
      header={<InsurancePageHeader />}
      statePanel={
        <WhenVisible minHeight={420}>
          <AutoRequirementsPanel />
        </WhenVisible>
      }
      assistant={<AssistantButton />}
    />
  );
}
