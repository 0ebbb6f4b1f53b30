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
 * Per second of each rate (decision 0052) it prints the sends made and acknowledged, the
 * send -> 201 and send -> other socket latencies of the messages sent in that second, and beside
 * them, read from each instance's `/metrics` every second, the instance's event-loop delay (p99
 * and max over that second), its garbage-collection pauses and the queries waiting for a pool
 * connection, plus this process's own event-loop delay (it holds every socket and client).
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
 * BENCH_CONVERSATIONS (default 1000); BENCH_SECONDS per rate (default 10); BENCH_RATES (default
 * 200,1000); BENCH_WARMUP_SECONDS (default 5, at the first rate, reported apart); BENCH_INSTANCES (default 2); BENCH_POOL_MAX per instance (default 20); BENCH_CPU_PROF
 * (a directory: each instance writes a V8 CPU profile there when it stops).
 * Everything runs on 127.0.0.1 and stops by itself (a rate waits at most 30 s for its answers).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { hashPassword } from '../src/server/crypto/password-hashing';
import {
  agentLicenceLines,
  agentLicences,
  consents,
  conversations,
  leads,
  savedQuotes,
  sessions,
  users,
} from '../src/server/db/schema';
import { hashSessionToken } from '../src/server/plugins/session';
import { sampleAutoQuoteInput } from '../src/server/seed/factories';
import { apiClient } from '../src/server/test-support/api-test-client';
import { createTestDatabase } from '../src/server/test-support/test-app';
import type { ConversationPage } from '../src/shared/contracts/messages';
import { quoteInputSchema } from '../src/shared/contracts/quotes';
import { estimateQuote } from '../src/shared/estimates';
import { percentile, startInstance, stopChildren } from './support';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const conversationCount = Number(process.env.BENCH_CONVERSATIONS ?? 1000);
const secondsPerRate = Number(process.env.BENCH_SECONDS ?? 10);
const rates = (process.env.BENCH_RATES ?? '200,1000').split(',').map(Number);
/**
 * Seconds at the first rate before the measured rates, reported apart: the instances have just
 * started, and their first thousand requests run on code V8 has not optimised yet (decision 0066).
 */
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const phases = [
  ...(warmupSeconds > 0
    ? [{ rate: rates[0] ?? 200, seconds: warmupSeconds, label: 'warm-up, just started: ' }]
    : []),
  ...rates.map((rate) => ({ rate, seconds: secondsPerRate, label: '' })),
];
const instanceCount = Number(process.env.BENCH_INSTANCES ?? 2);
const poolMax = process.env.BENCH_POOL_MAX ?? '20';
/** How long a rate waits for its last answers before it is reported as it stands. */
const answerLimitMs = 30_000;
const children: ChildProcess[] = [];

interface Pair {
  conversationId: string;
  cookies: [string, string];
  /** Per member: when the message in flight towards them was sent. */
  inFlight: [number | null, number | null];
  /** The sample of the message in flight towards each member. */
  samples: [Sample | null, Sample | null];
  sent: number;
}

/** One send, for the per-second table. */
interface Sample {
  second: number;
  ackMs?: number;
  deliveredMs?: number;
}

interface RuntimeSample {
  at: number;
  loopP99: number;
  loopMax: number;
  gcSeconds: number;
  poolWaiting: number;
  /** POST /api/messages answered so far, by duration bucket (upper bound in seconds). */
  sendBuckets: Array<[number, number]>;
}

/** The figures of an instance's `/metrics` the table prints. */
async function readRuntime(url: string): Promise<RuntimeSample | null> {
  try {
    const text = await (await fetch(`${url}/metrics`)).text();
    const value = (name: string) =>
      Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
    return {
      at: performance.now(),
      loopP99: value('lion_event_loop_delay_p99_seconds') * 1000,
      loopMax: value('lion_event_loop_delay_max_seconds') * 1000,
      gcSeconds: value('lion_gc_pause_seconds_total'),
      poolWaiting: value('lion_db_pool_waiting'),
      sendBuckets: [
        ...text.matchAll(
          /^lion_http_request_duration_seconds_bucket\{route="\/api\/messages",le="([^"]+)"\} (\d+)$/gm,
        ),
      ].map((match) => [Number(match[1]), Number(match[2])]),
    };
  } catch {
    return null;
  }
}

/**
 * The server's own time to answer the sends it answered between two samples: the bucket bound
 * under which 99% of them fell (the histogram's buckets are coarse: 5 ms to 5 s).
 */
function serverP99(before: RuntimeSample | null | undefined, after: RuntimeSample): string {
  // By position: the last bound is +Inf, which Number() reads as NaN (never equal to itself).
  const counts = after.sendBuckets.map(
    ([bound, count], index) => [bound, count - (before?.sendBuckets[index]?.[1] ?? 0)] as const,
  );
  const total = counts.at(-1)?.[1] ?? 0;
  if (total === 0) return '-';
  const bound = counts.find(([, count]) => count >= total * 0.99)?.[0] ?? Number.POSITIVE_INFINITY;
  return `<=${Number.isFinite(bound) ? `${bound * 1000}` : '>5000'} ms`;
}

const fixed = (value: number | undefined, digits = 0) =>
  value === undefined || Number.isNaN(value) ? '-' : value.toFixed(digits);

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
      // Agents write to their consumers while licensed for the request's state and line (0036).
      const agentIds = rows.filter((_, index) => index % 2 === 1).map((row) => row.id);
      await db
        .insert(agentLicences)
        .values(agentIds.map((agentId) => ({ agentId, npn: '1234567', languages: ['en'] })));
      await db.insert(agentLicenceLines).values(
        agentIds.map((agentId) => ({
          agentId,
          state: 'TX',
          line: 'auto' as const,
          status: 'verified' as const,
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
          samples: [null, null],
          sent: 0,
        });
      }
    }

    const urls: string[] = [];
    for (let index = 0; index < instanceCount; index++) {
      urls.push(
        await startInstance(
          test.databaseUrl,
          children,
          {
            DB_POOL_MAX: poolMax,
            // The load is the benchmark's, not an abuser's (decision 0030).
            MESSAGE_RATE_LIMIT_PER_MINUTE: '100000000',
          },
          // BENCH_CPU_PROF=dir: each instance writes a V8 CPU profile there when it stops.
          process.env.BENCH_CPU_PROF
            ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
            : [],
        ),
      );
    }
    // The planner's statistics of the freshly seeded tables, as a database in service has them
    // (autovacuum would gather them within the first minute of the run, mid-measurement).
    await db.execute(sql`analyze`);
    const clients = urls.map((url) => apiClient(url));
    const byConversation = new Map(pairs.map((pair) => [pair.conversationId, pair]));
    const latencies: number[] = [];
    const ownLoop = monitorEventLoopDelay({ resolution: 10 });
    ownLoop.enable();
    const eventIds = new Set<number>();
    let duplicateEvents = 0;
    console.log(`opening ${pairs.length * 2} sockets over ${urls.length} instances...`);
    const sockets: WebSocket[] = [];
    let opened = 0;
    // A hundred at a time: 2,000 hellos at once only measure the pool's connect timeout.
    const openers = pairs.flatMap((pair, pairIndex) =>
      pair.cookies.map((cookie, member) => async () => {
        const url = urls[(pairIndex + member) % urls.length] ?? '';
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
            const ms = performance.now() - started;
            latencies.push(ms);
            const sample = target.samples[member];
            if (sample) sample.deliveredMs = ms;
            target.inFlight[member] = null;
          }
        });
        opened++;
      }),
    );
    for (let start = 0; start < openers.length; start += 100) {
      await Promise.all(openers.slice(start, start + 100).map((open) => open()));
    }
    console.log(`${opened} sockets open`);

    let acknowledged = 0;
    let failed = 0;
    const refusedBy = new Map<string, number>();
    const results: string[] = [];
    for (const { rate, seconds: phaseSeconds, label } of phases) {
      latencies.length = 0;
      const total = rate * phaseSeconds;
      const samples: Sample[] = [];
      let skipped = 0;
      let ackedInWindow = 0;
      const runtime: Array<Array<RuntimeSample | null>> = urls.map(() => []);
      const ownLoopBySecond: Array<{ p99: number; max: number }> = [];
      const gcBefore = await Promise.all(urls.map(readRuntime));
      const started = performance.now();
      ownLoop.reset();
      const poller = setInterval(() => {
        ownLoopBySecond.push({ p99: ownLoop.percentile(99) / 1e6, max: ownLoop.max / 1e6 });
        ownLoop.reset();
        urls.forEach((url, index) => {
          void readRuntime(url).then((sample) => runtime[index]?.push(sample));
        });
      }, 1000);
      const pending: Promise<void>[] = [];
      for (let index = 0; index < total; index++) {
        const due = started + (index * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 1) await sleep(wait);
        const pair = pairs[index % pairs.length];
        if (!pair) continue;
        const from = index % 2;
        const to = 1 - from;
        if (pair.inFlight[to] !== null) {
          skipped++;
          continue;
        }
        const sentAt = performance.now();
        const sample: Sample = { second: Math.floor((sentAt - started) / 1000) };
        samples.push(sample);
        pair.inFlight[to] = sentAt;
        pair.samples[to] = sample;
        const client = clients[index % clients.length];
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
                sample.ackMs = performance.now() - sentAt;
                if (sentAt + sample.ackMs - started <= phaseSeconds * 1000) ackedInWindow++;
              } else {
                failed++;
                const key = String(response.status);
                refusedBy.set(key, (refusedBy.get(key) ?? 0) + 1);
              }
              return response.arrayBuffer();
            })
            .then(
              () => undefined,
              (error: unknown) => {
                failed++;
                const key = error instanceof Error ? error.message : 'error';
                refusedBy.set(key, (refusedBy.get(key) ?? 0) + 1);
              },
            ),
        );
      }
      const allAnswered = await Promise.race([
        Promise.all(pending).then(() => true),
        sleep(answerLimitMs).then(() => false),
      ]);
      await sleep(1000);
      clearInterval(poller);
      const seconds = (performance.now() - started) / 1000;
      const sorted = [...latencies].sort((a, b) => a - b);
      const acks = samples
        .flatMap((sample) => (sample.ackMs === undefined ? [] : [sample.ackMs]))
        .sort((a, b) => a - b);
      results.push(
        `  ${label}${rate}/s for ${phaseSeconds} s (${total} due, ${samples.length} sent, ${skipped} skipped: previous one to that member not delivered yet; took ${seconds.toFixed(1)} s${allAnswered ? '' : `; answers still missing after ${answerLimitMs / 1000} s`}):`,
        `    acknowledged ${acks.length} (${ackedInWindow} within the ${phaseSeconds} s), send -> 201 p50 ${percentile(acks, 50).toFixed(1)} ms, p99 ${percentile(acks, 99).toFixed(1)} ms`,
        `    send -> other socket p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms (${sorted.length} timed)`,
      );
      // Per second: what was sent in it, and what each instance and this process went through.
      const header = urls
        .map((_, index) => `i${index + 1} loop p99/max, gc, pool queue, server p99`)
        .join(' | ');
      console.log(
        `\n${label}${rate}/s, per second of the run (latencies of the sends made in it):`,
      );
      console.log(
        `  s  sent  acked  ack p50/p99   deliver p50/p99/max (n)  | ${header} | bench loop max`,
      );
      const gcPrevious = gcBefore.map((sample) => sample?.gcSeconds ?? 0);
      const previous = [...gcBefore];
      const rows = Math.ceil(seconds);
      for (let second = 0; second < rows; second++) {
        const inSecond = samples.filter((sample) => sample.second === second);
        const ack = inSecond
          .flatMap((sample) => (sample.ackMs === undefined ? [] : [sample.ackMs]))
          .sort((a, b) => a - b);
        const delivered = inSecond
          .flatMap((sample) => (sample.deliveredMs === undefined ? [] : [sample.deliveredMs]))
          .sort((a, b) => a - b);
        const perInstance = runtime.map((series, index) => {
          const sample = series[second];
          if (!sample) return '-';
          const gcMs = (sample.gcSeconds - (gcPrevious[index] ?? 0)) * 1000;
          gcPrevious[index] = sample.gcSeconds;
          const answered = serverP99(previous[index], sample);
          previous[index] = sample;
          return `${fixed(sample.loopP99)}/${fixed(sample.loopMax)} ms gc ${fixed(gcMs)} ms wait ${fixed(sample.poolWaiting)} srv p99 ${answered}`;
        });
        const own = ownLoopBySecond[second];
        console.log(
          `  ${String(second).padStart(2)} ${String(inSecond.length).padStart(5)} ${String(ack.length).padStart(6)}  ${fixed(percentile(ack, 50))}/${fixed(percentile(ack, 99))} ms   ${fixed(percentile(delivered, 50))}/${fixed(percentile(delivered, 99))}/${fixed(delivered.at(-1))} ms (${delivered.length})  | ${perInstance.join(' | ')} | ${fixed(own?.max)} ms`,
        );
      }
      // The next rate starts with every member free.
      for (const pair of pairs) {
        pair.inFlight = [null, null];
        pair.samples = [null, null];
      }
    }
    ownLoop.disable();

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
    console.log(
      `\nbench:messages (${urls.length} instances, one PostgreSQL, pool ${poolMax} each)`,
    );
    console.log(`  conversations: ${pairs.length}, sockets: ${opened}`);
    for (const line of results) console.log(line);
    console.log(
      `  acknowledged sends: ${acknowledged}, refused: ${failed}${refusedBy.size ? ` (${[...refusedBy].map(([key, count]) => `${key}: ${count}`).join(', ')})` : ''}`,
    );
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
