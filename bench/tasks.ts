/**
 * Due-task reminder benchmark (issue 29, "Measured"): `npm run bench:tasks`.
 *
 * Two app instances (separate processes) on one throwaway PostgreSQL database. 1,000 follow-up
 * tasks of 10 agents fall due at the same instant (the start of a minute); both instances claim
 * them (`FOR UPDATE SKIP LOCKED`, decision 0106) and one is killed (SIGKILL) once a third are
 * reminded. Passes when every task has exactly one `task_due` notification and one mail, every
 * agent exactly its 100 mails, and the last mail is written within 60 s of the due instant.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server on
 * which the throwaway database is created and dropped.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { agentTasks } from '../src/server/db/schema';
import { apiClient } from '../src/server/test-support/api-test-client';
import { consumerWithRequest, reviewer, verifiedAgent } from '../src/server/test-support/leads';
import { createTestDatabase } from '../src/server/test-support/test-app';
import { startInstance, stopChildren } from './support';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const agentCount = 10;
const tasksPerAgent = 100;
const children: ChildProcess[] = [];

type Rows<T> = { rows: T[] };

async function main(): Promise<void> {
  const test = await createTestDatabase('postgres', adminUrl);
  if (!test.databaseUrl) throw new Error('no database url');
  const mailDir = await mkdtemp(path.join(tmpdir(), 'bench-tasks-'));
  const env = {
    LOG_LEVEL: 'error',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    CONSENT_RATE_LIMIT_PER_HOUR: '100000',
    QUOTE_SAVE_RATE_LIMIT_PER_MINUTE: '100000',
    NOTIFY_POLL_MS: '1000',
    DB_POOL_MAX: '10',
    MAIL_DIR: mailDir,
  };
  try {
    const urls = [
      await startInstance(test.databaseUrl, children, env),
      await startInstance(test.databaseUrl, children, env),
    ];
    const client = apiClient(urls[0] ?? '');
    const db = test.database.db;
    const admin = await reviewer(db);

    console.log(`seeding ${agentCount} agents, each holding one accepted lead...`);
    const held: Array<{ agentId: string; leadId: string }> = [];
    for (let index = 0; index < agentCount; index++) {
      const agent = await verifiedAgent(db, client, admin.id, { states: ['TX'] });
      const consumer = await consumerWithRequest(db, client);
      await client.call('POST', `/api/quotes/${consumer.quote.id}/consents`, {
        cookie: consumer.cookie,
        body: { agentIds: [agent.id] },
      });
      const { body } = await client.json<{ leads: Array<{ id: string }> }>(
        'GET',
        '/api/agent/leads',
        { cookie: agent.cookie },
      );
      const leadId = body.leads[0]?.id ?? '';
      await client.call('POST', `/api/agent/leads/${leadId}/accept`, { cookie: agent.cookie });
      held.push({ agentId: agent.id, leadId });
    }

    // All due at the start of the next minute (at least 20 s away, so the writing is done).
    const dueAt = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
    await db.insert(agentTasks).values(
      held.flatMap(({ agentId, leadId }) =>
        Array.from({ length: tasksPerAgent }, (_, index) => ({
          agentId,
          leadId,
          kind: 'call' as const,
          note: `Bench follow-up ${index}`,
          dueAt,
        })),
      ),
    );
    const total = agentCount * tasksPerAgent;
    console.log(`${total} tasks due at ${dueAt.toISOString()}; waiting...`);
    await sleep(Math.max(0, dueAt.getTime() - Date.now()));

    const counts = async () =>
      (
        (await db.execute(sql`
          select
            (select count(*)::int from agent_tasks where reminded_at is not null) as reminded,
            (select count(*)::int from mail_outbox where subject = 'A follow-up is due') as mails,
            (select count(*)::int from notification_deliveries d join notifications n
               on n.id = d.notification_id where n.kind = 'task_due' and d.status = 'pending') as pending`)) as unknown as Rows<{
          reminded: number;
          mails: number;
          pending: number;
        }>
      ).rows[0] ?? { reminded: 0, mails: 0, pending: 1 };
    let killedAt = -1;
    let lastMailAt = 0;
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      const now = await counts();
      if (killedAt < 0 && now.reminded >= total / 3) {
        killedAt = now.reminded;
        children[1]?.kill('SIGKILL');
        console.log(`  killed instance 2 (SIGKILL) after ${now.reminded} tasks reminded`);
      }
      if (now.mails >= total && now.pending === 0) {
        lastMailAt = Date.now();
        break;
      }
      await sleep(100);
    }
    const written = (await db.execute(sql`
      select max(created_at) as last from mail_outbox where subject = 'A follow-up is due'`)) as unknown as Rows<{
      last: string | Date | null;
    }>;
    const lastWritten = written.rows[0]?.last
      ? new Date(written.rows[0].last).getTime()
      : lastMailAt;
    const perTask = (await db.execute(sql`
      select count(*)::int as tasks, min(n)::int as least, max(n)::int as most from (
        select t.id, (select count(*) from notifications n
          where n.kind = 'task_due' and n.data->>'taskId' = t.id::text) as n
        from agent_tasks t) counts`)) as unknown as Rows<{
      tasks: number;
      least: number;
      most: number;
    }>;
    const perAgent = (await db.execute(sql`
      select min(n)::int as least, max(n)::int as most, count(*)::int as agents from (
        select count(*) as n from mail_outbox where subject = 'A follow-up is due'
        group by to_address) counts`)) as unknown as Rows<{
      least: number;
      most: number;
      agents: number;
    }>;
    const final = await counts();
    const seconds = (lastWritten - dueAt.getTime()) / 1000;
    const task = perTask.rows[0];
    const agent = perAgent.rows[0];
    console.log(
      `  ${total} tasks due at one instant: ${final.mails} mails, the last ${seconds.toFixed(1)} s after the due time; notifications per task ${task?.least}-${task?.most}; mails per agent ${agent?.least}-${agent?.most} over ${agent?.agents} agents (expected ${tasksPerAgent}); instance 2 killed after ${killedAt}`,
    );
    const ok =
      final.mails === total &&
      task?.least === 1 &&
      task?.most === 1 &&
      agent?.least === tasksPerAgent &&
      agent?.most === tasksPerAgent &&
      agent?.agents === agentCount &&
      killedAt > 0 &&
      seconds <= 60;
    console.log(ok ? '  PASS' : '  FAIL');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await stopChildren(children);
    await test.drop();
    await rm(mailDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
});
