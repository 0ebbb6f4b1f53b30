import { eq } from 'drizzle-orm';
import type { AccountSession, SessionPlace } from '../../../shared/contracts/account';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import type { SessionStore } from '../../plugins/session';
import { locateIp } from '../geo';
import { describeUserAgent } from './user-agent';

/** A rough place for an address from the offline IP data (decision 0014); never an error. */
async function placeOf(ip: string | null): Promise<SessionPlace> {
  if (!ip) return { kind: 'unknown' };
  try {
    const outcome = await locateIp(ip);
    if (outcome.kind === 'found') {
      return { kind: 'city', city: outcome.result.city, state: outcome.result.state };
    }
    if (outcome.kind === 'outside-us') return { kind: 'country', country: outcome.country };
    if (outcome.kind === 'non-public') return { kind: 'local' };
    return { kind: 'unknown' };
  } catch {
    return { kind: 'unknown' };
  }
}

/** The account's signed-in devices, most recently active first, the caller's own marked. */
export async function listDevices(
  db: Db,
  store: SessionStore,
  userId: string,
  currentTokenHash: string,
): Promise<AccountSession[]> {
  const rows = await store.listForUser(userId);
  const pushed = await db
    .select({ tokenHash: pushSubscriptions.sessionTokenHash })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  const pushSessions = new Set(pushed.map((row) => row.tokenHash));
  const places = new Map<string | null, Promise<SessionPlace>>();
  return Promise.all(
    rows.map(async (row) => {
      let place = places.get(row.ip);
      if (!place) {
        place = placeOf(row.ip);
        places.set(row.ip, place);
      }
      return {
        id: row.id,
        ...describeUserAgent(row.userAgent),
        place: await place,
        createdAt: row.createdAt.toISOString(),
        lastActiveAt: row.lastSeenAt.toISOString(),
        current: row.tokenHash === currentTokenHash,
        push: pushSessions.has(row.tokenHash),
      };
    }),
  );
}
