/**
 * Messaging benchmark (issue 11): `npm run bench:messages`.
 *
 * Two app instances (separate processes) on one throwaway PostgreSQL database; 1,000
 * conversations, each member with a live socket (2,000 sockets, split over the instances).
 * Messages are sent with POST /api/messages at 200 a second, then at 1,000 a second, each
 * conversation with at most one message in flight (so the first 'conversation.changed' event
 * on the other member's socket after a send belongs to it). Reports send -> other member's socket
 * p50 and p99 per rate, then reads every conversation back and counts lost, duplicated and
 * out-of-order messages (all must be 0).
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
 * BENCH_CONVERSATIONS (default 1000); BENCH_SECONDS per rate (default 10).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { sampleAutoQuoteInput } from '../src/server/db/factories';
import {
  consents,
  conversations,
  leads,
  savedQuotes,
  sessions,
  users,
} from '../src/server/db/schema';
import { apiClient } from '../src/server/modules/auth/api-test-client';
import { hashPassword } from '../src/server/modules/auth/password-hashing';
import { hashSessionToken } from '../src/server/plugins/session';
import { createTestDatabase } from '../src/server/test-support/test-app';
import type { ConversationPage } from '../src/shared/contracts/messages';
import { quoteInputSchema } from '../src/shared/contracts/quotes';
import { estimateQuote } from '../src/shared/estimates';
import { percentile, startInstance, stopChildren } from './support';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const conversationCount = Number(process.env.BENCH_CONVERSATIONS ?? 1000);
const secondsPerRate = Number(process.env.BENCH_SECONDS ?? 10);
const rates = [200, 1000];
const children: ChildProcess[] = [];

interface Pair {
  conversationId: string;
  cookies: [string, string];
  /** Per member: when the message in flight towards them was sent. */
  inFlight: [number | null, number | null];
  sent: number;
}

async function main(): Promise<void> {
  const test = await createTestDatabase('postgres', adminUrl);
  if (!test.databaseUrl) throw new Error('no database url');
  const db = test.database.db;
  try {
    console.log(`seeding ${conversationCount} conversations (${conversationCount * 2} users)...`);
    const passwordHash = await hashPassword(randomBytes(16).toString('hex'));
    const now = new Date();
    const later = new Date(now.getTime() + 11 * 60 * 60 * 1000);
    const input = quoteInputSchema.parse(sampleAutoQuoteInput());
    const result = estimateQuote(input, now);
    const pairs: Pair[] = [];
    for (let start = 0; start < conversationCount; start += 250) {
      const size = Math.min(250, conversationCount - start);
      const people = Array.from({ length: size * 2 }, (_, index) => ({
        email: `bench${start}-${index}-${randomBytes(3).toString('hex')}@example.com`,
        username: 'Bench Person',
        passwordHash,
        role: (index % 2 === 0 ? 'consumer' : 'agent') as 'consumer' | 'agent',
        firstName: 'Bench',
        lastName: 'Person',
        emailConfirmedAt: now,
      }));
      const rows = await db.insert(users).values(people).returning({ id: users.id });
      const tokens = rows.map(() => randomBytes(32).toString('base64url'));
      await db.insert(sessions).values(
        rows.map((row, index) => ({
          tokenHash: hashSessionToken(tokens[index] ?? ''),
          userId: row.id,
          idleExpiresAt: later,
          absoluteExpiresAt: later,
        })),
      );
      for (let index = 0; index < size; index++) {
        const consumer = rows[index * 2];
        const agent = rows[index * 2 + 1];
        if (!consumer || !agent) continue;
        const [quote] = await db
          .insert(savedQuotes)
          .values({
            userId: consumer.id,
            type: 'auto',
            state: 'TX',
            zip: '78701',
            input,
            result,
            engineVersion: result.engineVersion,
          })
          .returning({ id: savedQuotes.id });
        const [consent] = await db
          .insert(consents)
          .values({
            consumerId: consumer.id,
            quoteId: quote?.id ?? '',
            line: 'auto',
            state: 'TX',
            mode: 'picked',
            scope: ['name'],
            wording: 'bench',
            language: 'en',
          })
          .returning({ id: consents.id });
        await db.insert(leads).values({
          consentId: consent?.id ?? '',
          quoteId: quote?.id ?? '',
          consumerId: consumer.id,
          agentId: agent.id,
          mode: 'picked',
          status: 'accepted',
        });
        const [conversation] = await db
          .insert(conversations)
          .values({ consumerId: consumer.id, agentId: agent.id })
          .returning({ id: conversations.id });
        pairs.push({
          conversationId: conversation?.id ?? '',
          cookies: [`lion_session=${tokens[index * 2]}`, `lion_session=${tokens[index * 2 + 1]}`],
          inFlight: [null, null],
          sent: 0,
        });
      }
    }

    const urls = [
      await startInstance(test.databaseUrl, children, {
        DB_POOL_MAX: '20',
        // The load is the benchmark's, not an abuser's (decision 0030).
        MESSAGE_RATE_LIMIT_PER_MINUTE: '100000000',
      }),
      await startInstance(test.databaseUrl, children, {
        DB_POOL_MAX: '20',
        // The load is the benchmark's, not an abuser's (decision 0030).
        MESSAGE_RATE_LIMIT_PER_MINUTE: '100000000',
      }),
    ];
    const clients = urls.map((url) => apiClient(url));
    const byConversation = new Map(pairs.map((pair) => [pair.conversationId, pair]));
    const latencies: number[] = [];
    const eventIds = new Set<number>();
    let duplicateEvents = 0;
    console.log(`opening ${pairs.length * 2} sockets over 2 instances...`);
    const sockets: WebSocket[] = [];
    let opened = 0;
    await Promise.all(
      pairs.flatMap((pair, pairIndex) =>
        pair.cookies.map(async (cookie, member) => {
          const url = urls[(pairIndex + member) % 2] ?? '';
          const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/live`, {
            headers: { Cookie: cookie, Origin: url },
          });
          sockets.push(socket);
          await new Promise<void>((resolve, reject) => {
            socket.once('open', () => resolve());
            socket.once('error', reject);
          });
          socket.send(JSON.stringify({ type: 'hello', lastEventId: null }));
          socket.on('message', (data) => {
            const frame = JSON.parse(data.toString()) as {
              type: string;
              id?: number;
              conversationId?: string;
            };
            if (frame.type !== 'event' || !frame.conversationId || frame.id === undefined) return;
            if (eventIds.has(frame.id)) duplicateEvents++;
            eventIds.add(frame.id);
            const target = byConversation.get(frame.conversationId);
            const started = target?.inFlight[member];
            if (target && started != null) {
              latencies.push(performance.now() - started);
              target.inFlight[member] = null;
            }
          });
          opened++;
        }),
      ),
    );
    console.log(`${opened} sockets open`);

    let acknowledged = 0;
    let failed = 0;
    const results: string[] = [];
    for (const rate of rates) {
      latencies.length = 0;
      const total = rate * secondsPerRate;
      const started = performance.now();
      const pending: Promise<void>[] = [];
      for (let index = 0; index < total; index++) {
        const due = started + (index * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 1) await sleep(wait);
        const pair = pairs[index % pairs.length];
        if (!pair) continue;
        const from = index % 2;
        const to = 1 - from;
        if (pair.inFlight[to] !== null) continue;
        pair.inFlight[to] = performance.now();
        const client = clients[index % 2];
        if (!client) continue;
        pending.push(
          client
            .call('POST', '/api/messages', {
              cookie: pair.cookies[from],
              body: {
                conversationId: pair.conversationId,
                clientId: randomUUID(),
                body: `m${index}`,
              },
            })
            .then((response) => {
              if (response.status === 201) {
                acknowledged++;
                pair.sent++;
              } else failed++;
              return response.arrayBuffer();
            })
            .then(() => undefined),
        );
      }
      await Promise.all(pending);
      await sleep(1000);
      const seconds = (performance.now() - started) / 1000;
      const sorted = [...latencies].sort((a, b) => a - b);
      results.push(
        `  ${rate}/s for ${secondsPerRate} s (${total} attempted, took ${seconds.toFixed(1)} s): send -> other socket p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms (${sorted.length} timed)`,
      );
    }

    let lost = 0;
    let duplicated = 0;
    let outOfOrder = 0;
    for (const pair of pairs) {
      const page = await clients[0]?.json<ConversationPage>(
        'GET',
        `/api/messages/conversations/${pair.conversationId}?since=0`,
        { cookie: pair.cookies[0] },
      );
      const seqs = page?.body.messages.map((message) => message.seq) ?? [];
      if (page?.body.reset) continue;
      const unique = new Set(seqs);
      duplicated += seqs.length - unique.size;
      lost += Math.max(0, pair.sent - unique.size);
      seqs.forEach((seq, index) => {
        if (seq !== index + 1) outOfOrder++;
      });
    }
    console.log('\nbench:messages (two instances, one PostgreSQL)');
    console.log(`  conversations: ${pairs.length}, sockets: ${opened}`);
    for (const line of results) console.log(line);
    console.log(`  acknowledged sends: ${acknowledged}, refused: ${failed}`);
    console.log(
      `  lost: ${lost}, duplicated: ${duplicated}, out of order: ${outOfOrder}, events twice on a socket: ${duplicateEvents}`,
    );
    for (const socket of sockets) socket.terminate();
    process.exitCode = lost + duplicated + outOfOrder + duplicateEvents === 0 ? 0 : 1;
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
