import { passwordRuleMessages } from './password-rules';

/**
 * The password rules' hint, refusal and checklist lines (decision 0055), built from
 * `password-rules.ts`. Their own module: the screens with a new-password field add them in the
 * browser, so the public pages do not download the rules.
 */
export const passwordValidationMessages = {
  en: passwordRuleMessages('en'),
  es: passwordRuleMessages('es'),
};
