import { AuthScreen } from '../features/auth/auth-screen';

/** /agent/auth (agent mode) and /consumer/auth (consumer mode). */
export default function AuthRoute() {
  return <AuthScreen />;
}
