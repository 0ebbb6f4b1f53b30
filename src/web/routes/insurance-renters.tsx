import { InsurancePage } from './insurance-page';

export default function InsuranceRentersScreen() {
  return <InsurancePage type="renters" />;
}
