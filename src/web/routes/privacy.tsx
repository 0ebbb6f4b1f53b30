import { LegalPage } from '../features/legal/legal-page';
import { MarketingFooter } from '../features/marketing/marketing-footer';
import { InsurancePageHeader } from './insurance-page';

export default function PrivacyScreen() {
  return (
    <LegalPage document="privacy" header={<InsurancePageHeader />} footer={<MarketingFooter />} />
  );
}
