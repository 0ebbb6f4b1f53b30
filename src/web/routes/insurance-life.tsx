import { AssistantButton } from '../features/assistant/assistant-button';
import { LifeInsurancePage } from '../features/marketing/life-insurance-page';
import { InsurancePageHeader } from './insurance-page';

export default function InsuranceLifeScreen() {
  return <LifeInsurancePage header={<InsurancePageHeader />} assistant={<AssistantButton />} />;
}
