import { ConfirmEmailChangeScreen } from '../features/account/confirm-email-change-screen';

/** /auth/confirm-email-change: opened from the e-mail sent to a new address. */
export default function ConfirmEmailChangeRoute() {
  return <ConfirmEmailChangeScreen />;
}
