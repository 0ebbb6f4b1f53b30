/** Public entry of the auth feature: what other features use. */

export { loginConsumer } from './auth-api';
export { ConsumerRegistrationForm } from './consumer-registration-form';
export { postTokenOnce, readLinkToken } from './link-api';
export { type Door, doorOf, forgotPasswordPathOf, signInPathOf } from './link-page-role';
export { LinkResult } from './link-result';
export { LoginForm } from './login-form';
export { PasswordStrengthMeter, usePasswordRulesHint } from './password-strength-meter';
export { quoteIntentFromSearch } from './quote-intent';
export { useLinkToken } from './use-link-token';
