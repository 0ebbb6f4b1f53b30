import type { Language } from './languages';
/**
 * Password rules shared by browser and server (decisions 0007, 0055): one rule set per role,
 * stated once here. The server's check, the form's hint, its checklist and the error all come
 * from `passwordRules` and `passwordRuleTexts`.
 * Consumers: at least 8 characters and not a common password.
 * Agents and admins: the stricter set of 7 rules.
 */

export const specialCharacters = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?`~';

/** About 47 of the most common passwords; compared case-insensitively. */
export const commonPasswords: ReadonlySet<string> = new Set([
  'password',
  'password1',
  'password123',
  'passw0rd',
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '12345',
  '111111',
  '000000',
  '123123',
  '654321',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'abc123',
  'letmein',
  'welcome',
  'welcome1',
  'admin',
  'admin123',
  'administrator',
  'iloveyou',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'master',
  'sunshine',
  'princess',
  'shadow',
  'superman',
  'trustno1',
  'login',
  'starwars',
  'whatever',
  'freedom',
  'hello123',
  'changeme',
  'insurance',
  'insurance1',
  'agent123',
  'p@ssw0rd',
  'password!',
]);

const keyboardRows = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1234567890'];
const alphabet = 'abcdefghijklmnopqrstuvwxyz';
const digits = '0123456789';

/** True when the password contains 3 consecutive characters of a run (abc, 321, qwe) in either direction. */
export function hasSequence(password: string): boolean {
  const lower = password.toLowerCase();
  const runs = [alphabet, digits, ...keyboardRows];
  for (let i = 0; i + 3 <= lower.length; i++) {
    const chunk = lower.slice(i, i + 3);
    const reversed = [...chunk].reverse().join('');
    if (runs.some((run) => run.includes(chunk) || run.includes(reversed))) return true;
  }
  return false;
}

export function hasTripleRepeat(password: string): boolean {
  return /(.)\1\1/.test(password);
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** Whose rules: consumers have theirs; agents and admins share the stricter set. */
export type PasswordRole = 'consumer' | 'agent';
export const passwordRoleOf = (role: string): PasswordRole =>
  role === 'consumer' ? 'consumer' : 'agent';

export const passwordMinimumLength: Record<PasswordRole, number> = { consumer: 8, agent: 10 };

export type PasswordRuleId =
  | 'minLength'
  | 'uppercase'
  | 'lowercase'
  | 'digit'
  | 'special'
  | 'notCommon'
  | 'noPattern';

const ruleTests: Record<PasswordRuleId, (password: string, role: PasswordRole) => boolean> = {
  minLength: (p, role) => p.length >= passwordMinimumLength[role],
  uppercase: (p) => /[A-Z]/.test(p),
  lowercase: (p) => /[a-z]/.test(p),
  digit: (p) => /[0-9]/.test(p),
  special: (p) => [...p].some((c) => specialCharacters.includes(c)),
  notCommon: (p) => !isCommonPassword(p),
  noPattern: (p) => !hasSequence(p) && !hasTripleRepeat(p),
};

/** The rules of each role, in the order the hint and the checklist state them. */
export const passwordRules: Record<PasswordRole, readonly PasswordRuleId[]> = {
  consumer: ['minLength', 'notCommon'],
  agent: ['minLength', 'uppercase', 'lowercase', 'digit', 'special', 'notCommon', 'noPattern'],
};

export function unmetPasswordRules(role: PasswordRole, password: string): PasswordRuleId[] {
  return passwordRules[role].filter((id) => !ruleTests[id](password, role));
}

/** Each rule in words; `{{count}}` is the role's minimum length. */
export const passwordRuleTexts = {
  en: {
    minLength: 'at least {{count}} characters',
    uppercase: 'an uppercase letter',
    lowercase: 'a lowercase letter',
    digit: 'a number',
    special: 'a special character, such as ! @ # $ %',
    notCommon: 'not a common password',
    noPattern: 'no sequence (abc, 123, qwe) and no character 3 times in a row',
    refused: 'This password does not follow the rules.',
  },
  es: {
    minLength: 'al menos {{count}} caracteres',
    uppercase: 'una letra mayúscula',
    lowercase: 'una letra minúscula',
    digit: 'un número',
    special: 'un carácter especial, como ! @ # $ %',
    notCommon: 'que no sea una contraseña común',
    noPattern: 'sin secuencias (abc, 123, qwe) ni un carácter 3 veces seguidas',
    refused: 'Esta contraseña no cumple las reglas.',
  },
} as const satisfies Record<Language, Record<PasswordRuleId | 'refused', string>>;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One rule of a role in words, capitalised: 'At least 8 characters'. */
export function passwordRuleText(role: PasswordRole, id: PasswordRuleId, language: Language) {
  return capitalize(
    passwordRuleTexts[language][id].replace('{{count}}', String(passwordMinimumLength[role])),
  );
}

/** The role's whole rule in one sentence: 'At least 8 characters; not a common password.' */
export function passwordRulesStatement(role: PasswordRole, language: Language): string {
  const parts = passwordRules[role].map((id, index) => {
    const text = passwordRuleText(role, id, language);
    return index === 0 ? text : text.charAt(0).toLowerCase() + text.slice(1);
  });
  return `${parts.join('; ')}.`;
}

type RuleMessageKey = `passwordRule_${PasswordRole}_${PasswordRuleId}`;

/**
 * The rule texts as validation messages (namespace `validation`): `passwordRulesConsumer` and
 * `passwordRulesAgent` are the hints, `passwordRefusedConsumer|Agent` the error (the refusal,
 * then the same sentence), `passwordRule_<role>_<rule>` the checklist's lines.
 */
export function passwordRuleMessages(language: Language) {
  const lines = {} as Record<RuleMessageKey, string>;
  for (const role of ['consumer', 'agent'] as const) {
    for (const id of passwordRules[role]) {
      lines[`passwordRule_${role}_${id}`] = passwordRuleText(role, id, language);
    }
  }
  const refused = passwordRuleTexts[language].refused;
  return {
    passwordRulesConsumer: passwordRulesStatement('consumer', language),
    passwordRulesAgent: passwordRulesStatement('agent', language),
    passwordRefusedConsumer: `${refused} ${passwordRulesStatement('consumer', language)}`,
    passwordRefusedAgent: `${refused} ${passwordRulesStatement('agent', language)}`,
    ...lines,
  };
}

export type AgentPasswordRuleId = PasswordRuleId;

export function unmetAgentPasswordRules(password: string): PasswordRuleId[] {
  return unmetPasswordRules('agent', password);
}

/** (rules - unmet rules) / rules of the role (agents by default: 7), as a whole percent. */
export function passwordStrengthPercent(password: string, role: PasswordRole = 'agent'): number {
  const total = passwordRules[role].length;
  return Math.round(((total - unmetPasswordRules(role, password).length) / total) * 100);
}

export type PasswordStrengthLabel = 'veryWeak' | 'weak' | 'moderate' | 'strong' | 'veryStrong';

export function passwordStrengthLabel(percent: number): PasswordStrengthLabel {
  if (percent < 30) return 'veryWeak';
  if (percent < 50) return 'weak';
  if (percent < 70) return 'moderate';
  if (percent < 90) return 'strong';
  return 'veryStrong';
}
