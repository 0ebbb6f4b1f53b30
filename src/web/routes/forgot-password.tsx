import { ForgotPasswordScreen } from '../features/account/forgot-password-screen';

/** /auth/forgot-password: 'Forgot password?' from either sign-in door. */
export default function ForgotPasswordRoute() {
  return <ForgotPasswordScreen />;
}
