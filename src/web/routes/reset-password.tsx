import { ResetPasswordScreen } from '../features/account/reset-password-screen';

/** /auth/reset-password: opened from the password reset e-mail. */
export default function ResetPasswordRoute() {
  return <ResetPasswordScreen />;
}
