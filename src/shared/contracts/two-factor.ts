import { z } from 'zod';
import type { ValidationMessageKey } from '../validation-messages';
import { publicUserSchema } from './auth';
import { linkTokenInputSchema } from './licences';

const m = (key: ValidationMessageKey) => ({ message: key });

/** A TOTP code (RFC 6238): six digits, spaces allowed as authenticator apps show them. */
export const totpCodeSchema = z
  .string()
  .max(20, m('twoFactorCodeInvalid'))
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, m('twoFactorCodeInvalid')));

/** Letters and digits without look-alikes (no 0, 1, I, O): 10 characters, 50 bits. */
export const recoveryCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A recovery code as typed: any case, with or without the hyphen and spaces. */
export const recoveryCodeSchema = z
  .string()
  .max(30, m('recoveryCodeInvalid'))
  .transform((code) => code.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-HJ-NP-Z2-9]{10}$/, m('recoveryCodeInvalid')));

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** An administrator on an https deployment must enrol before reviewing. */
  required: z.boolean(),
  /** A lost-second-factor wait runs until then (decision 0074); null when none does. */
  removalDueAt: z.string().nullable(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({
  otpauthUri: z.string(),
  /** The secret in base32, for typing into an app that cannot scan; shown only during set-up. */
  secret: z.string(),
  /** The QR code of `otpauthUri` as an SVG data: URL. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/**
 * Every change of two-factor sign-in asks for the current password, named as the change of
 * password names it (decision 0074), so a stolen session alone changes nothing.
 */
const currentPassword = z.string().min(1, m('currentPasswordRequired')).max(256, m('tooLong'));

export const twoFactorSetupInputSchema = z.object({ currentPassword });

/** Confirming the set-up, and new recovery codes: the password and a code from the app. */
export const twoFactorEnableInputSchema = z.object({ currentPassword, code: totpCodeSchema });

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Turning it off asks for the password and a code (from the app, or a recovery code). */
export const twoFactorDisableInputSchema = z.object({
  currentPassword,
  code: z.string().min(1, m('twoFactorCodeOrRecovery')).max(30, m('twoFactorCodeOrRecovery')),
});

/** The password step's answer when the account has two-factor sign-in on. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  pendingToken: z.string(),
  expiresAt: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

export const signInResponseSchema = z.union([publicUserSchema, twoFactorChallengeSchema]);

export const twoFactorLoginInputSchema = z
  .object({
    pendingToken: z.string().min(1).max(200),
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .refine((input) => (input.code === undefined) !== (input.recoveryCode === undefined), {
    ...m('twoFactorCodeOrRecovery'),
    path: ['code'],
  });

/** "I lost my second factor", from a reset link: the link's token and the new password. */
export const twoFactorLostInputSchema = linkTokenInputSchema.extend({
  password: z.string().min(1, m('passwordRequired')).max(256, m('tooLong')),
});

export const twoFactorLostResponseSchema = z.object({
  message: z.string(),
  role: z.enum(['agent', 'consumer', 'admin']),
  removalDueAt: z.string(),
});
export type TwoFactorLostAnswer = z.infer<typeof twoFactorLostResponseSchema>;
