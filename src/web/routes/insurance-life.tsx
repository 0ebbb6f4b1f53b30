import { InsurancePage } from './insurance-page';

export default function InsuranceLifeScreen() {
  return <InsurancePage type="life" />;
}
