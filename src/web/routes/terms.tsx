import { LegalPage } from '../features/legal/legal-page';
import { MarketingFooter } from '../features/marketing/marketing-footer';
import { InsurancePageHeader } from './insurance-page';

export default function TermsScreen() {
  return (
    <LegalPage document="terms" header={<InsurancePageHeader />} footer={<MarketingFooter />} />
  );
}
