import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveCloseCodes } from '../../shared/contracts/live';
import { users } from '../db/schema';
import { sampleAutoQuoteInput } from '../seed/factories';
import { demoAccounts } from '../seed/seed';
import { apiClient, sessionCookie } from '../test-support/api-test-client';
import { openLive } from '../test-support/leads';
import { freePort } from '../test-support/processes';
import { createTestDatabase, type TestDatabase } from '../test-support/test-app';

/**
 * SIGTERM to a serving process (the embedded database, as `npm start` runs it): health says
 * draining at once, the listener stays open DRAIN_DELAY_MS, a request already on its way finishes,
 * live sockets close with 1012 (the browser reconnects), and the process exits 0 within 10 s.
 */

const drainDelayMs = 600;

/** Sends a request's head and half its body now; `finish()` sends the rest and reads the answer. */
async function startSlowRequest(port: number, body: string) {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
      `X-Requested-With: XMLHttpRequest\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    async finish(): Promise<string> {
      socket.write(body.slice(half));
      await Promise.race([ended, sleep(5000)]);
      socket.destroy();
      return received;
    },
  };
}

describe('graceful drain on SIGTERM', () => {
  let child: ChildProcess;
  let baseUrl = '';
  let port = 0;
  let dataDir = '';
  /** The server's log lines (pino JSON, warnings and errors). */
  let logged = '';
  const exited = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) resolve(child.exitCode);
      else child.once('exit', (code) => resolve(code));
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lion-drain-'));
    port = await freePort();
    // The embedded database, whatever the environment names.
    const { DATABASE_URL: _unused, ...inherited } = process.env;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...inherited,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        DRAIN_DELAY_MS: String(drainDelayMs),
        AUTH_RATE_LIMIT_PER_MINUTE: '10000',
        WEB_CONCURRENCY: '1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      logged += chunk.toString();
    });
    baseUrl = `http://127.0.0.1:${port}`;
    for (let attempt = 0; attempt < 600; attempt++) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error('the server did not come up');
  }, 90_000);

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers health 503 draining, finishes the request in flight, closes sockets with 1012 and exits 0 within 10 s under load', async () => {
    const client = apiClient(baseUrl);
    const registered = await client.call('POST', '/api/auth/register', {
      body: {
        firstName: 'Dana',
        lastName: 'Drain',
        email: 'dana.drain@example.com',
        password: 'Marigold14',
        confirmPassword: 'Marigold14',
        company: 'none',
      },
    });
    expect(registered.status).toBe(201);
    const cookie = sessionCookie(registered);
    const live = await openLive(baseUrl, cookie);
    const closed = new Promise<{ code: number; at: number }>((resolve) =>
      live.socket.once('close', (code) => resolve({ code, at: performance.now() })),
    );

    // Load: eight keep-alive loops reading the signed-in user until the server is gone.
    const statuses = new Map<number, number>();
    let refused = 0;
    let isLoading = true;
    const loops = Array.from({ length: 8 }, async () => {
      while (isLoading) {
        try {
          const response = await client.call('GET', '/api/user', { cookie });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        } catch {
          refused++;
          await sleep(20);
        }
      }
    });
    await sleep(300);
    const slow = await startSlowRequest(
      port,
      JSON.stringify({ email: 'dana.drain@example.com', password: 'Marigold14' }),
    );

    // A rate-limited estimate: its counter is written to the database in batches, the last one
    // on close, which must come before the database closes.
    const estimate = await client.call('POST', '/api/quotes/estimate', {
      cookie,
      body: sampleAutoQuoteInput(),
    });
    expect(estimate.status).toBe(200);

    const sentAt = performance.now();
    child.kill('SIGTERM');
    const exit = exited();
    await sleep(100);
    const health = await fetch(`${baseUrl}/api/health`, { headers: { Connection: 'close' } });
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'draining' });

    // Past the delay the listener is closed; the request begun before SIGTERM still completes.
    await sleep(drainDelayMs + 300);
    const answer = await slow.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);

    const socketClose = await closed;
    expect(socketClose.code).toBe(liveCloseCodes.serverRestarting);
    expect(socketClose.at - sentAt).toBeGreaterThanOrEqual(drainDelayMs - 50);

    const code = await exit;
    const exitMs = performance.now() - sentAt;
    isLoading = false;
    await Promise.all(loops);
    expect(code).toBe(0);
    expect(exitMs).toBeLessThan(10_000);
    // Nothing went wrong on the way out: no job, counter or channel used a closed database.
    const problems = logged
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level >= 40);
    expect(problems.map((line) => line.msg)).toEqual([]);
    // Answers while draining are whole: successes, or 503 'go elsewhere'; never a 500.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    console.log(
      `drain: SIGTERM to exit ${Math.round(exitMs)} ms (DRAIN_DELAY_MS ${drainDelayMs}) under 8 ` +
        `request loops (${statuses.get(200) ?? 0} answered 200, ${statuses.get(503) ?? 0} 503, ` +
        `${refused} refused after close); socket closed 1012 at ${Math.round(socketClose.at - sentAt)} ms`,
    );
  }, 60_000);
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  let database: TestDatabase;
  let primary: ChildProcess;
  let baseUrl = '';

  /** The primary's workers (its node children running main.ts). */
  const workers = (): number[] => {
    let listing = '';
    try {
      listing = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary.pid)]).toString();
    } catch {
      return []; // ps answers 1 when there are none
    }
    return listing
      .split('\n')
      .filter((line) => line.includes('src/server/main.ts'))
      .map((line) => Number(line.trim().split(/\s+/)[0]));
  };

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const port = await freePort();
    primary = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: database.databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'error',
        WEB_CONCURRENCY: '2',
        DRAIN_DELAY_MS: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    baseUrl = `http://127.0.0.1:${port}`;
    await waitFor(async () => workers().length === 2 && (await healthy(baseUrl)), 60_000);
  }, 90_000);

  afterAll(async () => {
    if (primary.exitCode === null) primary.kill('SIGKILL');
    await database.drop();
  });

  it('migrates and seeds once, replaces a killed worker and drains both on SIGTERM', async () => {
    // The demo accounts exist once: the primary seeded before forking, and they sign in.
    const seeded = await database.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoAccounts.consumer.email));
    expect(seeded).toHaveLength(1);
    const demo = await apiClient(baseUrl).call('POST', '/api/auth/login', {
      body: { email: demoAccounts.consumer.email, password: demoAccounts.consumer.password },
    });
    expect(demo.status).toBe(200);
    const [first] = workers();
    process.kill(first as number, 'SIGKILL');
    await waitFor(
      async () =>
        workers().length === 2 && !workers().includes(first as number) && healthy(baseUrl),
      15_000,
    );
    const startedAt = performance.now();
    primary.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) =>
      primary.once('exit', (exitCode) => resolve(exitCode)),
    );
    expect(code).toBe(0);
    expect(performance.now() - startedAt).toBeLessThan(10_000);
  }, 60_000);
});

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** Polls an async condition every 100 ms. */
async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(100);
  }
}
