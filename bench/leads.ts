/**
 * Lead delivery benchmark (issue 10): `npm run bench:leads`.
 *
 * Two app instances (separate processes) on one throwaway PostgreSQL database; 50 verified TX
 * auto agents, each with a live socket on one of the instances; 200 consumers each consent
 * ('Match me with up to 3 agents') through the instances in turn, 10 at a time. Reports the time
 * from sending the consent to the `lead.created` event on the agent's socket (p50, p99, max), and
 * checks in the database that no request ever reached more than 3 agents and that every lead
 * reached its agent's socket exactly once.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server on
 * which the throwaway database is created and dropped.
 */
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type WebSocket from 'ws';
import { apiClient } from '../src/server/test-support/api-test-client';
import {
  consumerWithRequest,
  openLive,
  reviewer,
  verifiedAgent,
} from '../src/server/test-support/leads';
import { createTestDatabase } from '../src/server/test-support/test-app';
import type { LiveEvent } from '../src/shared/contracts/live';
import { percentile, startInstance, stopChildren } from './support';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const agentCount = 50;
const consentCount = 200;
const concurrency = 10;
const children: ChildProcess[] = [];

async function main(): Promise<void> {
  const test = await createTestDatabase('postgres', adminUrl);
  if (!test.databaseUrl) throw new Error('no database url');
  try {
    const urls = [
      await startInstance(test.databaseUrl, children, {
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        // Every simulated consumer comes from 127.0.0.1 (decision 0030's per-IP limit).
        CONSENT_RATE_LIMIT_PER_HOUR: '100000',
        QUOTE_SAVE_RATE_LIMIT_PER_MINUTE: '100000',
        SAVED_QUOTES_PER_CONSUMER: '100000',
      }),
      await startInstance(test.databaseUrl, children, {
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        // Every simulated consumer comes from 127.0.0.1 (decision 0030's per-IP limit).
        CONSENT_RATE_LIMIT_PER_HOUR: '100000',
        QUOTE_SAVE_RATE_LIMIT_PER_MINUTE: '100000',
        SAVED_QUOTES_PER_CONSUMER: '100000',
      }),
    ];
    const clients = urls.map((url) => apiClient(url));
    const db = test.database.db;
    const admin = await reviewer(db);

    console.log(`seeding ${agentCount} verified agents and ${consentCount} consumers...`);
    const received = new Map<string, { at: number; count: number }>();
    const sockets: WebSocket[] = [];
    for (let index = 0; index < agentCount; index++) {
      const client = clients[index % 2] ?? apiClient(urls[0] ?? '');
      const agent = await verifiedAgent(db, client, admin.id, { states: ['TX'] });
      const live = await openLive(urls[index % 2] ?? '', agent.cookie);
      live.socket.on('message', (data) => {
        const frame = JSON.parse(data.toString()) as LiveEvent;
        if (frame.type !== 'event' || frame.kind !== 'lead.created' || !frame.leadId) return;
        const seen = received.get(frame.leadId);
        received.set(frame.leadId, {
          at: seen?.at ?? performance.now(),
          count: (seen?.count ?? 0) + 1,
        });
      });
      sockets.push(live.socket);
    }
    const consumers: Array<Awaited<ReturnType<typeof consumerWithRequest>>> = [];
    for (let index = 0; index < consentCount; index++) {
      consumers.push(await consumerWithRequest(db, clients[index % 2] ?? apiClient(urls[0] ?? '')));
    }

    console.log(
      `consenting ${consentCount} requests over 2 instances, ${concurrency} at a time...`,
    );
    const sentAt = new Map<string, number>();
    let next = 0;
    const startedAll = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < consumers.length) {
          const index = next++;
          const consumer = consumers[index];
          const client = clients[index % 2];
          if (!consumer || !client) continue;
          sentAt.set(consumer.quote.id, performance.now());
          const response = await client.call('POST', `/api/quotes/${consumer.quote.id}/consents`, {
            cookie: consumer.cookie,
            body: { mode: 'auto' },
          });
          if (response.status !== 200) throw new Error(`consent answered ${response.status}`);
        }
      }),
    );
    const consentSeconds = (performance.now() - startedAll) / 1000;

    const leadRows = (await db.execute(sql`select id, quote_id from leads`)) as unknown as {
      rows: Array<{ id: string; quote_id: string }>;
    };
    const deadline = Date.now() + 5000;
    while (received.size < leadRows.rows.length && Date.now() < deadline) await sleep(20);

    const latencies: number[] = [];
    let missing = 0;
    let doubled = 0;
    for (const row of leadRows.rows) {
      const event = received.get(row.id);
      const start = sentAt.get(row.quote_id);
      if (!event || start === undefined) {
        missing++;
        continue;
      }
      if (event.count > 1) doubled++;
      latencies.push(event.at - start);
    }
    latencies.sort((a, b) => a - b);
    const perRequest = (await db.execute(
      sql`select max(n)::int as most, min(n)::int as least from (select count(*) as n from leads group by quote_id) counts`,
    )) as unknown as { rows: Array<{ most: number; least: number }> };
    const counts = perRequest.rows[0];

    console.log('\nbench:leads (two instances, one PostgreSQL)');
    console.log(
      `  agents: ${agentCount} (sockets split over both instances), requests: ${consentCount}`,
    );
    console.log(
      `  leads created: ${leadRows.rows.length}; consents took ${consentSeconds.toFixed(2)} s in all`,
    );
    console.log(
      `  consent -> lead event on the agent's socket: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${(latencies.at(-1) ?? 0).toFixed(1)} ms`,
    );
    console.log(
      `  agents per request: at most ${counts?.most}, at least ${counts?.least} (limit 3)`,
    );
    console.log(`  events missing: ${missing}, delivered twice: ${doubled}`);
    for (const socket of sockets) socket.close();
    const ok =
      (counts?.most ?? 99) <= 3 &&
      missing === 0 &&
      doubled === 0 &&
      percentile(latencies, 99) < 1000;
    console.log(ok ? '  PASS' : '  FAIL');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await stopChildren(children);
    await test.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
});
