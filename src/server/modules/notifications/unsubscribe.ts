import { eq } from 'drizzle-orm';
import {
  kindsByRole,
  type NotificationKind,
  notificationKinds,
  type UnsubscribeResult,
} from '../../../shared/contracts/notifications';
import { derivedKey, hmac, sameMac } from '../../crypto/server-secret';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { isUuid } from '../../lib/ids';
import { channelChoice, setChoice } from './preferences';

/**
 * The token of a notification mail's unsubscribe link (RFC 8058): `<user id>.<kind>.<HMAC>`,
 * signed with a key derived from the server secret (decision 0037) for this purpose only. It is
 * the whole authority of the one-click POST, which needs no sign-in; it names one person and
 * one kind, and does not expire (a mail read a year later still unsubscribes).
 */
export async function unsubscribeToken(db: Db, userId: string, kind: NotificationKind) {
  const key = await derivedKey(db, 'unsubscribe');
  const body = `${userId}.${kind}`;
  return `${body}.${hmac(key, body)}`;
}

const invalid = () => new HttpError(400, 'unsubscribeTokenInvalid');

export async function readUnsubscribeToken(db: Db, token: string) {
  const [userId, kind, mac] = token.split('.');
  if (!userId || !kind || !mac || !isUuid(userId)) throw invalid();
  if (!(notificationKinds as readonly string[]).includes(kind)) throw invalid();
  const key = await derivedKey(db, 'unsubscribe');
  if (!sameMac(mac, hmac(key, `${userId}.${kind}`))) throw invalid();
  const [user] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  // A deleted account: nothing left to turn off (reads as an invalid link).
  if (!user || user.role === 'admin') throw invalid();
  const role = user.role;
  if (!(kindsByRole[role] as readonly string[]).includes(kind)) throw invalid();
  return { user: { id: user.id, role }, kind: kind as NotificationKind };
}

/** Turns e-mail for the token's kind off (`on: false`) or back on (the undo). */
export async function applyUnsubscribe(
  db: Db,
  token: string,
  on: boolean,
): Promise<UnsubscribeResult> {
  const { user, kind } = await readUnsubscribeToken(db, token);
  const current = await channelChoice(db, user, kind);
  await setChoice(db, user.id, kind, { email: on, push: current.push });
  return { kind, email: on };
}
