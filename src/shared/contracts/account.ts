import { z } from 'zod';
import { type Role, roles } from '../roles';
import type { ValidationMessageKey } from '../validation-messages';
import { agentPassword, consumerPassword } from './auth';
import { linkTokenInputSchema } from './licences';

/** The account's own life (issue 18): forgotten password, new password, new e-mail, devices. */
const m = (key: ValidationMessageKey) => ({ message: key });

const email = z.string().trim().toLowerCase().max(254, m('tooLong')).email(m('emailInvalid'));
const currentPassword = z.string().min(1, m('currentPasswordRequired')).max(256, m('tooLong'));
/** The role's rules are applied once the account is known (decision 0007). */
const newPassword = z.string().min(1, m('passwordRequired')).max(256, m('tooLong'));

/** The rules a new password of this role follows: agents' and admins' strict set, consumers' 8+. */
export function passwordSchemaFor(role: Role) {
  return role === 'consumer' ? consumerPassword : agentPassword;
}

export const forgotPasswordInputSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = linkTokenInputSchema.extend({ password: newPassword });
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;
export const passwordResetResponseSchema = z.object({
  message: z.string(),
  role: z.enum(roles),
});

export const changePasswordInputSchema = z.object({ currentPassword, newPassword });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const changeEmailInputSchema = z.object({ currentPassword, newEmail: email });
export type ChangeEmailInput = z.infer<typeof changeEmailInputSchema>;

/** A change of e-mail waiting for its link to be followed. */
export const emailChangeStatusSchema = z.object({
  pending: z.object({ email: z.string(), expiresAt: z.string() }).nullable(),
});
export type EmailChangeStatus = z.infer<typeof emailChangeStatusSchema>;

export const emailChangedResponseSchema = z.object({ message: z.string(), email: z.string() });

/** "This was not me": the change is cancelled; the role tells the page which sign-in to offer. */
export const emailChangeCancelledResponseSchema = passwordResetResponseSchema;

export const browserNames = [
  'Edge',
  'Opera',
  'Samsung Internet',
  'Firefox',
  'Chrome',
  'Safari',
] as const;
export const systemNames = [
  'Windows',
  'macOS',
  'iOS',
  'iPadOS',
  'Android',
  'ChromeOS',
  'Linux',
] as const;

/** Where a session's address is, roughly (offline IP data): a US city, a country, or neither. */
export const sessionPlaceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('city'), city: z.string(), state: z.string() }),
  z.object({ kind: z.literal('country'), country: z.string() }),
  z.object({ kind: z.literal('local') }),
  z.object({ kind: z.literal('unknown') }),
]);
export type SessionPlace = z.infer<typeof sessionPlaceSchema>;

export const accountSessionSchema = z.object({
  id: z.string(),
  browser: z.enum(browserNames).nullable(),
  system: z.enum(systemNames).nullable(),
  place: sessionPlaceSchema,
  createdAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
  /** This device gets browser notifications (a push subscription made in this session). */
  push: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;

export const sessionIdParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/, m('sessionNotFound')),
});

export const signedOutOthersSchema = z.object({ message: z.string(), ended: z.number() });
