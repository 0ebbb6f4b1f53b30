import { SignInLinkScreen } from '../features/auth/sign-in-link-screen';

/** /auth/sign-in-link: opened from a one-time sign-in link printed by `npm run admin:create`. */
export default function SignInLinkRoute() {
  return <SignInLinkScreen />;
}
