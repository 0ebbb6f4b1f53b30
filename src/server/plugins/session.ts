import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicUser } from '../../shared/contracts/auth';
import { sessionAbsoluteLifetimeMs, sessionIdleLifetimeMs } from '../../shared/inactivity';
import type { Role } from '../../shared/roles';
import { type Config, isHttpsOrigin } from '../config';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { HttpError, unauthorized } from '../http-error';
import { publicUserColumns, toPublicUser } from './public-user';
import { type CachedSession, SessionCache } from './session-cache';
import { SessionInvalidation } from './session-invalidation';

export const sessionCookieName = 'lion_session';

/** 32 random bytes in base64url: exactly 43 characters of [A-Za-z0-9_-]. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The last-active time of a session is written at most this often (not once per request). */
export const lastSeenWriteIntervalMs = 5 * 60 * 1000;
const maxUserAgentLength = 512;

/** The client a session was started from, shown in the list of signed-in devices. */
export interface SessionClient {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** A session as its owner's device list shows it: `id` is the first 32 hex digits of its hash. */
export interface SessionListRow {
  id: string;
  tokenHash: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** The public id of a session: half of its token's SHA-256, which opens nothing. */
export function sessionPublicId(tokenHash: string): string {
  return tokenHash.slice(0, 32);
}

export interface NewSession {
  token: string;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
}

/**
 * Sessions in the database (only the token's SHA-256 is stored), read through a cache that is
 * invalidated across instances (decision 0009). Every deadline is compared with this process's
 * clock, in SQL as a parameter and in the cache alike.
 */
export class SessionStore {
  readonly cache = new SessionCache();
  private readonly invalidation: SessionInvalidation;
  private readonly findLive;

  /** Called with the token hash of every session that ends, on every instance (live sockets). */
  readonly endedListeners = new Set<(tokenHash: string) => void>();

  constructor(
    private readonly database: Database,
    private readonly onError: (error: unknown) => void,
  ) {
    this.invalidation = new SessionInvalidation(database, this.cache, onError, (tokenHash) => {
      for (const listener of this.endedListeners) listener(tokenHash);
    });
    this.findLive = database.db
      .select({
        ...publicUserColumns,
        idleExpiresAt: sessions.idleExpiresAt,
        absoluteExpiresAt: sessions.absoluteExpiresAt,
        lastSeenAt: sessions.lastSeenAt,
        secondFactorAt: sessions.secondFactorAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          gt(sessions.idleExpiresAt, sql.placeholder('now')),
          gt(sessions.absoluteExpiresAt, sql.placeholder('now')),
          // A suspended account has no live session, whichever door made it (issue 31).
          isNull(users.suspendedAt),
        ),
      )
      .limit(1)
      .prepare('find_live_session');
  }

  /**
   * SHA-256 of recently seen tokens: the digest was a measurable share of a cached role-check.
   * Bounded; the tokens are already in this process's memory while their requests run.
   */
  private readonly recentHashes = new Map<string, string>();

  private hashOf(token: string): string {
    let tokenHash = this.recentHashes.get(token);
    if (tokenHash === undefined) {
      tokenHash = hashSessionToken(token);
      if (this.recentHashes.size >= 50_000) this.recentHashes.clear();
      this.recentHashes.set(token, tokenHash);
    }
    return tokenHash;
  }

  start(): Promise<void> {
    return this.invalidation.start();
  }

  stop(): Promise<void> {
    return this.invalidation.stop();
  }

  /** The live session of a cookie token, or null (unknown, malformed, expired, logged out). */
  async find(token: string | undefined): Promise<CachedSession | null> {
    if (!token || !tokenPattern.test(token)) return null;
    const tokenHash = this.hashOf(token);
    const now = Date.now();
    // A cached session counts only while this instance holds the invalidation lease (0009).
    const cached = this.cache.get(tokenHash, now);
    if (cached && this.invalidation.canTrustCache(now)) return this.touch(cached, now);
    const generation = this.cache.generation;
    const [row] = await this.findLive.execute({ tokenHash, now: new Date(now) });
    if (!row) return null;
    const session = this.cache.set(
      {
        tokenHash,
        user: toPublicUser(row),
        idleExpiresAt: row.idleExpiresAt,
        absoluteExpiresAt: row.absoluteExpiresAt,
        lastSeenAt: row.lastSeenAt,
        secondFactorAt: row.secondFactorAt,
      },
      generation,
      now,
    );
    return this.touch(session, now);
  }

  /**
   * Writes the session's last activity when the stored one is more than five minutes old: one
   * write per session per five minutes (per instance), never one per request. Not awaited.
   */
  private touch(session: CachedSession, now: number): CachedSession {
    const lastSeenAt = session.lastSeenAt?.getTime() ?? now;
    if (now - lastSeenAt < lastSeenWriteIntervalMs) return session;
    session.lastSeenAt = new Date(now);
    this.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, session.tokenHash))
      .then(
        () => {},
        (error: unknown) => this.onError(error),
      );
    return session;
  }

  /**
   * A new random token for the user; the token the caller held before (if any) is deleted.
   * `secondFactor`: the sign-in passed the account's second factor (decision 0075).
   */
  async create(
    userId: string,
    role: Role,
    previousToken?: string,
    client: SessionClient = {},
    secondFactor = false,
  ): Promise<NewSession> {
    if (previousToken) await this.delete(previousToken);
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    const absoluteExpiresAt = new Date(now + sessionAbsoluteLifetimeMs);
    const idleExpiresAt = new Date(Math.min(now + sessionIdleLifetimeMs(role), +absoluteExpiresAt));
    await this.database.db.insert(sessions).values({
      tokenHash: hashSessionToken(token),
      userId,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      idleExpiresAt,
      absoluteExpiresAt,
      userAgent: client.userAgent?.slice(0, maxUserAgentLength) || null,
      ip: client.ip || null,
      secondFactorAt: secondFactor ? new Date(now) : null,
    });
    return { token, idleExpiresAt, absoluteExpiresAt };
  }

  /**
   * Marks whether sessions passed the second factor: one session (it just enrolled) or all of a
   * user's (`false` when two-factor is turned off). Every instance drops its cached copies.
   */
  async setSecondFactor(
    userId: string,
    which: { tokenHash: string } | 'all',
    passed: boolean,
  ): Promise<void> {
    await this.database.db
      .update(sessions)
      .set({ secondFactorAt: passed ? new Date() : null })
      .where(
        and(
          eq(sessions.userId, userId),
          which === 'all' ? undefined : eq(sessions.tokenHash, which.tokenHash),
        ),
      );
    await this.userChanged(userId);
  }

  /** Moves the idle deadline of a live session forward (never past its absolute deadline). */
  async refresh(session: CachedSession): Promise<CachedSession | null> {
    const now = Date.now();
    const idleExpiresAt = new Date(
      Math.min(now + sessionIdleLifetimeMs(session.user.role), +session.absoluteExpiresAt),
    );
    const [row] = await this.database.db
      .update(sessions)
      .set({ idleExpiresAt, lastSeenAt: new Date(now) })
      .where(
        and(
          eq(sessions.tokenHash, session.tokenHash),
          gt(sessions.idleExpiresAt, new Date(now)),
          gt(sessions.absoluteExpiresAt, new Date(now)),
        ),
      )
      .returning({ tokenHash: sessions.tokenHash });
    this.cache.invalidateSession(session.tokenHash);
    if (!row) return null;
    return { ...session, idleExpiresAt };
  }

  /** Deletes the session on the server and tells every instance before resolving. */
  async delete(token: string): Promise<{ userId: string } | null> {
    if (!tokenPattern.test(token)) return null;
    const tokenHash = hashSessionToken(token);
    this.recentHashes.delete(token);
    const [row] = await this.database.db
      .delete(sessions)
      .where(eq(sessions.tokenHash, tokenHash))
      .returning({ userId: sessions.userId });
    this.cache.invalidateSession(tokenHash);
    await this.invalidation.publish({ kind: 'session', tokenHash });
    return row ?? null;
  }

  /** The user's live sessions, most recently active first (the device list). */
  async listForUser(userId: string): Promise<SessionListRow[]> {
    const now = new Date();
    const rows = await this.database.db
      .select({
        tokenHash: sessions.tokenHash,
        userAgent: sessions.userAgent,
        ip: sessions.ip,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          gt(sessions.idleExpiresAt, now),
          gt(sessions.absoluteExpiresAt, now),
        ),
      )
      .orderBy(sql`${sessions.lastSeenAt} desc`, sessions.tokenHash);
    return rows.map((row) => ({ ...row, id: sessionPublicId(row.tokenHash) }));
  }

  /**
   * Ends sessions of one user: the one whose public id is `id`, or all but `exceptTokenHash`
   * (all when it is absent). The owner is in the `where`, so another user's id ends nothing.
   * Every instance is told before this resolves (caches and live sockets). Answers how many ended.
   */
  async endForUser(
    userId: string,
    which: { id: string } | { exceptTokenHash?: string },
  ): Promise<string[]> {
    const condition =
      'id' in which
        ? sql`left(${sessions.tokenHash}, 32) = ${which.id}`
        : which.exceptTokenHash
          ? ne(sessions.tokenHash, which.exceptTokenHash)
          : undefined;
    const rows = await this.database.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), condition))
      .returning({ tokenHash: sessions.tokenHash });
    const ended = rows.map((row) => row.tokenHash);
    await this.announceEnded(ended);
    return ended;
  }

  /**
   * Tells every instance that these sessions ended (their rows are already gone, for instance
   * with a deleted account): caches drop them and their live sockets close, as at a logout.
   */
  async announceEnded(tokenHashes: readonly string[]): Promise<void> {
    for (const tokenHash of tokenHashes) this.cache.invalidateSession(tokenHash);
    await Promise.all(
      tokenHashes.map((tokenHash) => this.invalidation.publish({ kind: 'session', tokenHash })),
    );
  }

  /** For modules that change what a session shows about its user (name, role, company). */
  async userChanged(userId: string): Promise<void> {
    this.cache.invalidateUser(userId);
    await this.invalidation.publish({ kind: 'user', userId });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    isHttpsOrigin: boolean;
  }
  interface FastifyRequest {
    sessionLookup: Promise<CachedSession | null> | null;
  }
}

export async function registerSessions(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
): Promise<void> {
  const store = new SessionStore(database, (error) =>
    app.log.warn({ err: error }, 'session invalidation channel'),
  );
  await store.start();
  app.decorate('sessions', store);
  app.decorate('isHttpsOrigin', isHttpsOrigin(config));
  app.decorateRequest('sessionLookup', null);

  // Expired rows are deleted by the cleanup job (src/server/jobs/cleanup.ts).
  app.addHook('onClose', async () => {
    await store.stop();
  });
}

/** The caller's live session, looked up once per request. */
export function currentSession(request: FastifyRequest): Promise<CachedSession | null> {
  request.sessionLookup ??= request.server.sessions.find(request.cookies[sessionCookieName]);
  return request.sessionLookup;
}

export async function requireSession(request: FastifyRequest): Promise<CachedSession> {
  const session = await currentSession(request);
  if (!session) throw unauthorized();
  return session;
}

export async function requireUser(request: FastifyRequest): Promise<PublicUser> {
  return (await requireSession(request)).user;
}

/** Requests whose admin passed the two-factor check: the guard and the handler ask once. */
const adminTwoFactorChecked = new WeakSet<FastifyRequest>();

/**
 * The caller, who must hold one of `roles`: signed out 401, any other role 403 (`roleRequired`);
 * an admin's session must also have passed the second factor (decision 0075). Routes check this before the body
 * with `roleGuard`; their handlers call it again for the user (the session is looked up once).
 */
export async function requireRole<R extends Role>(
  request: FastifyRequest,
  ...roles: [R, ...R[]]
): Promise<PublicUser & { role: R }> {
  const session = await requireSession(request);
  const { user } = session;
  if (!(roles as Role[]).includes(user.role)) {
    throw new HttpError(403, 'roleRequired', {}, { role: roles.join(' / ') });
  }
  if (user.role === 'admin' && !adminTwoFactorChecked.has(request)) {
    await request.server.requireAdminTwoFactor(session);
    adminTwoFactorChecked.add(request);
  }
  return user as PublicUser & { role: R };
}

/**
 * The one role guard of every route that serves some roles only: spread into the route's options
 * (`{ ...roleGuard('consumer'), schema }`). It runs in `onRequest`, before the body is read or
 * validated, so a signed-out caller gets 401 and another role 403 whatever they sent.
 */
export function roleGuard(...roles: [Role, ...Role[]]): {
  onRequest: (request: FastifyRequest) => Promise<void>;
} {
  return {
    onRequest: async (request) => {
      await requireRole(request, ...roles);
    },
  };
}

export function setSessionCookie(reply: FastifyReply, session: NewSession): void {
  reply.setCookie(sessionCookieName, session.token, {
    httpOnly: true,
    // Lax keeps the cookie off cross-site POSTs; the origin check covers the rest.
    sameSite: 'lax',
    path: '/',
    secure: reply.server.isHttpsOrigin,
    expires: session.absoluteExpiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: reply.server.isHttpsOrigin,
  });
}
