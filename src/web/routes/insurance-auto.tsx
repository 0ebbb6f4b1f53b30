import { InsurancePage } from './insurance-page';

export default function InsuranceAutoScreen() {
  return <InsurancePage type="auto" />;
}
