import { CancelEmailChangeScreen } from '../features/account/cancel-email-change-screen';

/** /auth/cancel-email-change: "this was not me", from the notice sent to the current address. */
export default function CancelEmailChangeRoute() {
  return <CancelEmailChangeScreen />;
}
