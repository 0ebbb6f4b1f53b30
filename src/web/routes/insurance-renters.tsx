import { AssistantButton } from '../features/assistant/assistant-button';
import { RentersInsurancePage } from '../features/marketing/renters-insurance-page';
import { InsurancePageHeader } from './insurance-page';

export default function InsuranceRentersScreen() {
  return <RentersInsurancePage header={<InsurancePageHeader />} assistant={<AssistantButton />} />;
}
