/**
 * Password rules shared by browser and server (decision 0007).
 * Consumers: at least 8 characters and not a common password.
 * Agents: the stricter set, which is also the live guidance of the strength meter.
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

/** The 7 rules of the live guidance, in display order. Each id is also an i18n key. */
export const agentPasswordRules = [
  { id: 'minLength', test: (p: string) => p.length >= 10 },
  { id: 'uppercase', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lowercase', test: (p: string) => /[a-z]/.test(p) },
  { id: 'digit', test: (p: string) => /[0-9]/.test(p) },
  { id: 'special', test: (p: string) => [...p].some((c) => specialCharacters.includes(c)) },
  { id: 'notCommon', test: (p: string) => !isCommonPassword(p) },
  { id: 'noPattern', test: (p: string) => !hasSequence(p) && !hasTripleRepeat(p) },
] as const;

export type AgentPasswordRuleId = (typeof agentPasswordRules)[number]['id'];

export function unmetAgentPasswordRules(password: string): AgentPasswordRuleId[] {
  return agentPasswordRules.filter((rule) => !rule.test(password)).map((rule) => rule.id);
}

/** (7 - unmet rules) / 7, as a whole percent. */
export function passwordStrengthPercent(password: string): number {
  const total = agentPasswordRules.length;
  return Math.round(((total - unmetAgentPasswordRules(password).length) / total) * 100);
}

export type PasswordStrengthLabel = 'veryWeak' | 'weak' | 'moderate' | 'strong' | 'veryStrong';

export function passwordStrengthLabel(percent: number): PasswordStrengthLabel {
  if (percent < 30) return 'veryWeak';
  if (percent < 50) return 'weak';
  if (percent < 70) return 'moderate';
  if (percent < 90) return 'strong';
  return 'veryStrong';
}
