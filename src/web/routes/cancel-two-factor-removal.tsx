import { CancelTwoFactorRemovalScreen } from '../features/account/cancel-two-factor-removal-screen';

/** /auth/cancel-two-factor-removal: opened from the lost-second-factor e-mail. */
export default function CancelTwoFactorRemovalRoute() {
  return <CancelTwoFactorRemovalScreen />;
}
