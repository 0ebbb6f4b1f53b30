import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { brandName } from '../../../shared/brand';
import { recoveryCodeAlphabet } from '../../../shared/contracts/two-factor';
import { derivedKey, hmac, sameMac } from '../../crypto/server-secret';
import type { Db } from '../../db/client';
import { twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema';
import { HttpError } from '../../http-error';
import { enforceActionLimits } from '../../plugins/abuse-limits';

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
const periodSeconds = 30;
/** One step either side of now is accepted, for clocks a little apart. */
const acceptedWindow = 1;
export const recoveryCodeCount = 10;
const pendingLifetimeMs = 5 * 60 * 1000;
const minuteMs = 60 * 1000;
/** Code checks (enable, disable, new recovery codes, sign-in) per account per 15 minutes. */
export const maxCodeChecksPer15Minutes = 10;

function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: brandName,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: periodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** AES-256-GCM under a key derived from the server secret: `v1.<iv>.<tag>.<ciphertext>`. */
async function encryptSecret(db: Db, plain: string): Promise<string> {
  const key = await derivedKey(db, 'two-factor-secret');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

async function decryptSecret(db: Db, stored: string): Promise<string> {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unreadable two-factor secret');
  const key = await derivedKey(db, 'two-factor-secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

export const hashRecoveryCode = (normalized: string) =>
  createHash('sha256').update(normalized).digest('hex');

/** `ABCDE-23456`: ten characters of the look-alike-free alphabet (50 bits). */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += recoveryCodeAlphabet[randomInt(recoveryCodeAlphabet.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** At most `maxCodeChecksPer15Minutes` code checks per account, shared by every instance. */
export async function limitCodeChecks(db: Db, userId: string): Promise<void> {
  await enforceActionLimits(
    db,
    [{ key: `two-factor-checks:${userId}`, max: maxCodeChecksPer15Minutes }],
    15 * minuteMs,
    'tooManyActions',
  );
}

export async function limitSetups(db: Db, userId: string): Promise<void> {
  await enforceActionLimits(
    db,
    [{ key: `two-factor-setups:${userId}`, max: 10 }],
    15 * minuteMs,
    'tooManyActions',
  );
}

export async function isTwoFactorEnabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactorSecrets.userId })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)));
  return Boolean(row);
}

export async function twoFactorStatus(db: Db, userId: string) {
  const [row] = await db
    .select({
      enabledAt: twoFactorSecrets.enabledAt,
      codesLeft: sql<number>`(select count(*)::int from ${twoFactorRecoveryCodes} where ${twoFactorRecoveryCodes.userId} = ${userId} and ${twoFactorRecoveryCodes.usedAt} is null)`,
    })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)));
  return {
    enabled: Boolean(row),
    enabledAt: row?.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: row ? Number(row.codesLeft) : 0,
  };
}

/**
 * A new pending secret (replacing an earlier pending one): the otpauth URI, its QR code and the
 * secret for typing in. Refused while two-factor sign-in is on.
 */
export async function startSetup(db: Db, user: { id: string; email: string }) {
  if (await isTwoFactorEnabled(db, user.id)) throw new HttpError(409, 'twoFactorAlreadyEnabled');
  const secret = new Secret({ size: 20 }).base32;
  const secretCiphertext = await encryptSecret(db, secret);
  await db
    .insert(twoFactorSecrets)
    .values({ userId: user.id, secretCiphertext })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secretCiphertext, lastUsedStep: null, createdAt: new Date() },
      setWhere: isNull(twoFactorSecrets.enabledAt),
    });
  const otpauthUri = totpFor(secret, user.email).toString();
  const svg = await QRCode.toString(otpauthUri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return { otpauthUri, secret, qrCode };
}

/**
 * Checks a TOTP code against the account's secret (confirmed, or pending for `enable`) and
 * takes its time step, in one conditional UPDATE: a code accepted once is refused after, even
 * by another instance at the same moment.
 */
export async function takeTotpCode(
  db: Db,
  userId: string,
  code: string,
  state: 'enabled' | 'pending',
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(twoFactorSecrets)
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        state === 'enabled'
          ? isNotNull(twoFactorSecrets.enabledAt)
          : isNull(twoFactorSecrets.enabledAt),
      ),
    );
  if (!row) return false;
  const now = Date.now();
  const secret = await decryptSecret(db, row.secretCiphertext);
  const delta = totpFor(secret, '').validate({
    token: code,
    timestamp: now,
    window: acceptedWindow,
  });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / periodSeconds) + delta;
  const taken = await db
    .update(twoFactorSecrets)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId });
  return taken.length === 1;
}

/** Marks a recovery code used; false when it is unknown or was used before. */
export async function takeRecoveryCode(db: Db, userId: string, normalized: string) {
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(normalized)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length === 1;
}

/** Ten new codes replace every earlier one; the caller shows them once. */
export async function replaceRecoveryCodes(db: Pick<Db, 'insert' | 'delete'>, userId: string) {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db
    .insert(twoFactorRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code.replace('-', '')) })));
  return codes;
}

/** Confirms the pending secret with a code from the app; answers the ten recovery codes. */
export async function enableTwoFactor(db: Db, userId: string, code: string): Promise<string[]> {
  const [pending] = await db
    .select({ userId: twoFactorSecrets.userId, enabledAt: twoFactorSecrets.enabledAt })
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, userId));
  if (pending?.enabledAt) throw new HttpError(409, 'twoFactorAlreadyEnabled');
  if (!pending) throw new HttpError(409, 'twoFactorNotPending');
  if (!(await takeTotpCode(db, userId, code, 'pending'))) {
    throw new HttpError(400, 'twoFactorCodeWrong');
  }
  return db.transaction(async (tx) => {
    await tx
      .update(twoFactorSecrets)
      .set({ enabledAt: new Date() })
      .where(eq(twoFactorSecrets.userId, userId));
    return replaceRecoveryCodes(tx, userId);
  });
}

/** A code from the app or a recovery code, whichever the text looks like. */
export async function takeAnyCode(db: Db, userId: string, text: string): Promise<boolean> {
  const compact = text.replace(/[\s-]+/g, '').toUpperCase();
  if (/^\d{6}$/.test(compact)) return takeTotpCode(db, userId, compact, 'enabled');
  if (/^[A-HJ-NP-Z2-9]{10}$/.test(compact)) return takeRecoveryCode(db, userId, compact);
  return false;
}

export async function disableTwoFactor(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  });
}

/**
 * The password step's proof for the code step: `<user id>.<expiry ms>.<HMAC>`, signed with a key
 * derived from the server secret, valid five minutes (decision 0038).
 */
export async function signPendingToken(db: Db, userId: string) {
  const expiresAt = Date.now() + pendingLifetimeMs;
  const key = await derivedKey(db, 'two-factor-pending');
  const payload = `${userId}.${expiresAt}`;
  return { pendingToken: `${payload}.${hmac(key, payload)}`, expiresAt: new Date(expiresAt) };
}

/** The user id of a valid, unexpired pending token; otherwise 401. */
export async function readPendingToken(db: Db, token: string): Promise<string> {
  const match = /^([0-9a-f-]{36})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const expired = new HttpError(401, 'twoFactorPendingExpired');
  if (!match) throw expired;
  const [, userId, expiresAt, mac] = match as unknown as [string, string, string, string];
  const key = await derivedKey(db, 'two-factor-pending');
  if (!sameMac(mac, hmac(key, `${userId}.${expiresAt}`))) throw expired;
  if (Number(expiresAt) <= Date.now()) throw expired;
  return userId;
}
