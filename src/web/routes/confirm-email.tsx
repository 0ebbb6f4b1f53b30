import { ConfirmEmailScreen } from '../features/auth/confirm-email-screen';

/** /auth/confirm-email: opened from the work e-mail confirmation message. */
export default function ConfirmEmailRoute() {
  return <ConfirmEmailScreen />;
}
