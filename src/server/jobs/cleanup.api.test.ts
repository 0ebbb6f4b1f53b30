import { randomBytes } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { linkTokens, liveEvents, mailOutbox, rateLimitCounters, sessions } from '../db/schema';
import { createConsumer } from '../seed/factories';
import { databaseKinds, startTestApp, type TestApp } from '../test-support/test-app';
import { retention, runCleanup } from './cleanup';

const dayMs = 24 * 60 * 60 * 1000;
const quiet = { debug: () => {}, warn: () => {} };
const hex = () => randomBytes(16).toString('hex');

describe.each(databaseKinds)('retention cleanup (%s)', (kind) => {
  let testApp: TestApp;
  let db: Db;
  let userId: string;

  beforeAll(async () => {
    testApp = await startTestApp(kind);
    db = testApp.database.db;
    userId = (await createConsumer(db)).id;
  });
  afterAll(() => testApp?.close());

  async function addSessions(n: number, idleExpiresAt: Date): Promise<string[]> {
    const rows = Array.from({ length: n }, () => ({
      tokenHash: hex(),
      userId,
      idleExpiresAt,
      absoluteExpiresAt: new Date(Math.max(+idleExpiresAt, Date.now()) + dayMs),
    }));
    await db.insert(sessions).values(rows);
    return rows.map((row) => row.tokenHash);
  }

  const countSessions = async (hashes: string[]) =>
    (await db.select({ n: count() }).from(sessions).where(inArray(sessions.tokenHash, hashes)))[0]
      ?.n;

  it('deletes what expired and keeps what is live, in every table', async () => {
    const now = Date.now();
    const expired = await addSessions(3, new Date(now - 1000));
    const live = await addSessions(2, new Date(now + 60_000));

    const deadKey = `test-dead:${hex()}`;
    const liveKey = `test-live:${hex()}`;
    await db.insert(rateLimitCounters).values([
      {
        key: deadKey,
        windowStartedAt: new Date(now - retention.rateLimitCountersMs - 1000),
        hits: 3,
      },
      { key: liveKey, windowStartedAt: new Date(now - 30_000), hits: 3 },
    ]);

    const [oldEvent, newEvent] = await db
      .insert(liveEvents)
      .values([
        {
          userId,
          kind: 'sharing.updated',
          createdAt: new Date(now - retention.liveEventsMs - 1000),
        },
        { userId, kind: 'sharing.updated', createdAt: new Date(now - 60_000) },
      ])
      .returning({ id: liveEvents.id });

    const mail = (status: 'sent' | 'pending' | 'failed', ageMs: number) => ({
      toAddress: 'someone@example.com',
      subject: 's',
      textBody: 't',
      htmlBody: '<p>t</p>',
      status,
      sentAt: status === 'sent' ? new Date(now - ageMs) : null,
      createdAt: new Date(now - ageMs),
    });
    const mails = await db
      .insert(mailOutbox)
      .values([
        mail('sent', retention.sentMailMs + dayMs),
        mail('sent', 5 * dayMs),
        mail('pending', retention.sentMailMs + dayMs),
        mail('failed', retention.sentMailMs + dayMs),
      ])
      .returning({ id: mailOutbox.id });

    const token = (expiresAgoMs: number) => ({
      userId,
      purpose: 'sign_in' as const,
      secretHash: hex(),
      expiresAt: new Date(now - expiresAgoMs),
    });
    const tokens = await db
      .insert(linkTokens)
      .values([
        token(retention.linkTokensPastExpiryMs + dayMs),
        token(dayMs),
        token(-60 * 60 * 1000),
      ])
      .returning({ id: linkTokens.id });

    const counts = await runCleanup(db, quiet, { pauseMs: 0 });

    expect(await countSessions(expired)).toBe(0);
    expect(await countSessions(live)).toBe(2);
    expect(counts.sessions).toBeGreaterThanOrEqual(3);

    const keys = await db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(inArray(rateLimitCounters.key, [deadKey, liveKey]));
    expect(keys.map((row) => row.key)).toEqual([liveKey]);

    const events = await db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(
        inArray(
          liveEvents.id,
          [oldEvent, newEvent].map((row) => row?.id ?? 0),
        ),
      );
    expect(events.map((row) => row.id)).toEqual([newEvent?.id]);

    const mailLeft = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          mails.map((row) => row.id),
        ),
      );
    expect(mailLeft.map((row) => row.id).sort()).toEqual(
      mails
        .slice(1)
        .map((row) => row.id)
        .sort(),
    );

    const tokensLeft = await db
      .select({ id: linkTokens.id })
      .from(linkTokens)
      .where(
        inArray(
          linkTokens.id,
          tokens.map((row) => row.id),
        ),
      );
    expect(tokensLeft.map((row) => row.id).sort()).toEqual(
      tokens
        .slice(1)
        .map((row) => row.id)
        .sort(),
    );

    // The app's own sessions still work after a tick.
    const health = await fetch(`${testApp.baseUrl}/api/health`);
    expect(health.status).toBe(200);
  });

  it('deletes at most batchSize x maxBatches rows per table per tick', async () => {
    const expired = await addSessions(25, new Date(Date.now() - 1000));
    const first = await runCleanup(db, quiet, { batchSize: 10, maxBatches: 2, pauseMs: 0 });
    expect(first.sessions).toBe(20);
    expect(await countSessions(expired)).toBe(5);
    const second = await runCleanup(db, quiet, { batchSize: 10, maxBatches: 2, pauseMs: 0 });
    expect(second.sessions).toBe(5);
    expect(await countSessions(expired)).toBe(0);
  });

  it('two ticks at once (two instances) share the rows without error', async () => {
    const expired = await addSessions(40, new Date(Date.now() - 1000));
    const warnings: unknown[] = [];
    const log = { debug: () => {}, warn: (object: unknown) => warnings.push(object) };
    const [a, b] = await Promise.all([
      runCleanup(db, log, { batchSize: 5, maxBatches: 20, pauseMs: 1 }),
      runCleanup(db, log, { batchSize: 5, maxBatches: 20, pauseMs: 1 }),
    ]);
    expect(warnings).toEqual([]);
    expect((a.sessions ?? 0) + (b.sessions ?? 0)).toBe(40);
    expect(await countSessions(expired)).toBe(0);
  });

  it('a database error is logged per table, never thrown', async () => {
    const warnings: Array<{ table?: string }> = [];
    const broken = {
      execute: () => Promise.reject(new Error('connection terminated')),
    } as unknown as Db;
    const counts = await runCleanup(
      broken,
      { debug: () => {}, warn: (object: { table?: string }) => warnings.push(object) },
      { pauseMs: 0 },
    );
    expect(Object.values(counts)).toEqual([0, 0, 0, 0, 0]);
    expect(warnings.map((item) => item.table)).toEqual([
      'sessions',
      'rateLimitCounters',
      'liveEvents',
      'sentMail',
      'linkTokens',
    ]);
    // The app's database is untouched by the broken one.
    const [row] = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
    expect(row?.n).toBeGreaterThanOrEqual(2);
  });
});
