import { InsurancePage } from './insurance-page';

export default function InsuranceHomeScreen() {
  return <InsurancePage type="home" />;
}
