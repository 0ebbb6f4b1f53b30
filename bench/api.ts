/**
 * API benchmark (issue 3): `npm run bench:api`.
 *
 * Starts two app instances on a throwaway PostgreSQL database and a bare node:http server that
 * answers a fixed JSON body, each in its own process, then loads them with autocannon from this
 * process (50 connections), alternating so that background load hits both alike:
 *   1. GET /api/user/role-check with a live session vs the bare server: ratio must be >= 0.5.
 *   2. role-check p99 during a burst of sign-ins (argon2id at work): must stay under 50 ms.
 *   3. Logout on instance A is honoured at once on instance B (whose cache held the session),
 *      and an idle deadline is honoured by the clock alone on the loaded instance.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server on
 * which the throwaway database is created and dropped. BENCH_SECONDS (default 10) is the load
 * time per target, split over BENCH_ROUNDS (default 2) alternating rounds.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { sessions } from '../src/server/db/schema';
import { hashSessionToken } from '../src/server/plugins/session';
import { createConsumer } from '../src/server/seed/factories';
import { freePort, stopChildren } from '../src/server/test-support/processes';
import { createTestDatabase } from '../src/server/test-support/test-app';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const secondsPerTarget = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = 50;
const children: ChildProcess[] = [];

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not come up`);
}

/** CPU time (user + system) a process has used so far, in milliseconds (Linux /proc). */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name; 100 Hz ticks.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

const pids = new Map<string, number | undefined>();

async function startApp(databaseUrl: string): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    // The request log goes where a production log goes: written out in full, here to /dev/null.
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      // The default configuration (request logs at info) unless BENCH_LOG_LEVEL says otherwise.
      ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      WEB_DIST_DIR: 'dist/bench-no-web',
    },
  });
  children.push(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  pids.set(baseUrl, child.pid);
  await waitForHealth(`${baseUrl}/api/health`, child);
  return baseUrl;
}

async function startBareServer(body: string): Promise<string> {
  const port = await freePort();
  const code = `
    const http = require('node:http');
    const body = ${JSON.stringify(body)};
    http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', code], { stdio: 'inherit' });
  children.push(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  pids.set(baseUrl, child.pid);
  await waitForHealth(baseUrl, child);
  return baseUrl;
}

const stateHeaders = (baseUrl: string) => ({
  Origin: baseUrl,
  'X-Requested-With': 'XMLHttpRequest',
  'Content-Type': 'application/json',
});

async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: stateHeaders(baseUrl),
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  const line = response.headers.getSetCookie().find((item) => item.startsWith('lion_session='));
  return (line ?? '').split(';')[0] ?? '';
}

async function roleCheck(baseUrl: string, cookie: string): Promise<{ authenticated: boolean }> {
  const response = await fetch(`${baseUrl}/api/user/role-check`, { headers: { cookie } });
  return (await response.json()) as { authenticated: boolean };
}

interface LoadResult {
  /** CPU the server process spent meanwhile, in milliseconds. */
  serverCpuMs: number;
  requests: number;
  seconds: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, seconds: number, cookie?: string): Promise<LoadResult> {
  const pid = pids.get(new URL(url).origin);
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: cookie ? { cookie } : {},
  });
  return {
    serverCpuMs: cpuMs(pid) - cpuBefore,
    requests: result.requests.total,
    seconds,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function combine(results: LoadResult[]) {
  const requests = results.reduce((sum, item) => sum + item.requests, 0);
  const seconds = results.reduce((sum, item) => sum + item.seconds, 0);
  const cpu = results.reduce((sum, item) => sum + item.serverCpuMs, 0);
  return {
    cpuMicrosPerRequest: (cpu * 1000) / requests,
    reqPerSec: requests / seconds,
    p99: Math.max(...results.map((item) => item.p99)),
    errors: results.reduce((sum, item) => sum + item.errors + item.non2xx, 0),
  };
}

async function main(): Promise<void> {
  const { database, databaseUrl, drop } = await createTestDatabase('postgres', adminUrl);
  if (!databaseUrl) throw new Error('the bench needs a PostgreSQL database');
  try {
    const consumer = await createConsumer(database.db);
    const burstConsumers = await Promise.all(
      Array.from({ length: 4 }, () => createConsumer(database.db)),
    );

    const appA = await startApp(databaseUrl);
    const appB = await startApp(databaseUrl);
    const cookie = await signIn(appA, consumer.email, consumer.password);
    const roleCheckBody = await (
      await fetch(`${appA}/api/user/role-check`, { headers: { cookie } })
    ).text();
    if (!JSON.parse(roleCheckBody).authenticated) throw new Error('no live session');
    const bare = await startBareServer(roleCheckBody);

    console.log(
      `\nrole-check vs bare node:http: ${connections} connections, ${secondsPerTarget} s each in ${rounds} alternating rounds`,
    );
    await load(bare, 1);
    await load(`${appA}/api/user/role-check`, 1, cookie); // warm-up
    const bareResults: LoadResult[] = [];
    const appResults: LoadResult[] = [];
    for (let round = 0; round < rounds; round++) {
      bareResults.push(await load(bare, secondsPerTarget / rounds));
      appResults.push(await load(`${appA}/api/user/role-check`, secondsPerTarget / rounds, cookie));
    }
    const bareTotal = combine(bareResults);
    const appTotal = combine(appResults);
    const ratio = appTotal.reqPerSec / bareTotal.reqPerSec;

    console.log('role-check p99 during a burst of sign-ins (argon2id)');
    let isBursting = true;
    let signIns = 0;
    let signInFailures = 0;
    const burst = burstConsumers.map(async (account) => {
      while (isBursting) {
        const response = await fetch(`${appA}/api/auth/login`, {
          method: 'POST',
          headers: stateHeaders(appA),
          body: JSON.stringify({ email: account.email, password: account.password }),
        });
        await response.arrayBuffer();
        if (response.status === 200) signIns++;
        else signInFailures++;
      }
    });
    const duringBurst = await load(`${appA}/api/user/role-check`, secondsPerTarget, cookie);
    isBursting = false;
    await Promise.all(burst);

    // Immediate invalidation: B's cache holds the session, A logs it out, B must refuse at once.
    const crossCookie = await signIn(appA, consumer.email, consumer.password);
    for (let i = 0; i < 3; i++) await roleCheck(appB, crossCookie);
    await fetch(`${appA}/api/auth/logout`, {
      method: 'POST',
      headers: { ...stateHeaders(appA), cookie: crossCookie },
    });
    const isLogoutHonoured = !(await roleCheck(appB, crossCookie)).authenticated;
    const isLoadedSessionLoggedOut = await (async () => {
      await fetch(`${appA}/api/auth/logout`, {
        method: 'POST',
        headers: { ...stateHeaders(appA), cookie },
      });
      return (
        !(await roleCheck(appA, cookie)).authenticated &&
        !(await roleCheck(appB, cookie)).authenticated
      );
    })();

    // Expiry by the clock alone: a session with a deadline 1.5 s away, cached on both instances.
    const shortCookie = await signIn(appA, consumer.email, consumer.password);
    const deadline = Date.now() + 1500;
    await database.db
      .update(sessions)
      .set({ idleExpiresAt: new Date(deadline) })
      .where(eq(sessions.tokenHash, hashSessionToken(shortCookie.split('=')[1] ?? '')));
    const wasLive =
      (await roleCheck(appA, shortCookie)).authenticated &&
      (await roleCheck(appB, shortCookie)).authenticated;
    await sleep(Math.max(0, deadline - Date.now()) + 50);
    const isExpiryHonoured =
      wasLive &&
      !(await roleCheck(appA, shortCookie)).authenticated &&
      !(await roleCheck(appB, shortCookie)).authenticated;

    const format = (value: number) => Math.round(value).toLocaleString('en-US');
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    console.log('\n| Measure | Value | Target | Verdict |');
    console.log('|---|---|---|---|');
    console.log(
      `| bare node:http | ${format(bareTotal.reqPerSec)} req/s, p99 ${bareTotal.p99} ms | - | - |`,
    );
    console.log(
      `| GET /api/user/role-check (live session) | ${format(appTotal.reqPerSec)} req/s, p99 ${appTotal.p99} ms, ${appTotal.errors} errors | - | - |`,
    );
    console.log(
      `| ratio role-check / bare | ${ratio.toFixed(2)} | >= 0.50 | ${verdict(ratio >= 0.5)} |`,
    );
    console.log(
      `| role-check during sign-in burst | ${format(duringBurst.requests / duringBurst.seconds)} req/s, p99 ${duringBurst.p99} ms (${signIns} sign-ins, ${signInFailures} failed) | p99 < 50 ms | ${verdict(duringBurst.p99 < 50 && signIns > 0)} |`,
    );
    console.log(
      `| logout on A honoured at once on B | ${isLogoutHonoured && isLoadedSessionLoggedOut} | true | ${verdict(isLogoutHonoured && isLoadedSessionLoggedOut)} |`,
    );
    console.log(
      `| idle deadline honoured by the clock on A and B | ${isExpiryHonoured} | true | ${verdict(isExpiryHonoured)} |`,
    );
    console.log(
      `| server CPU per request | bare ${bareTotal.cpuMicrosPerRequest.toFixed(1)} us, role-check ${appTotal.cpuMicrosPerRequest.toFixed(1)} us (ratio ${(bareTotal.cpuMicrosPerRequest / appTotal.cpuMicrosPerRequest).toFixed(2)}) | - | - |`,
    );
    console.log(
      `\nper round (req/s): bare ${bareResults.map((r) => format(r.requests / r.seconds)).join(', ')}; role-check ${appResults.map((r) => format(r.requests / r.seconds)).join(', ')}`,
    );
    const isAllMet =
      ratio >= 0.5 &&
      duringBurst.p99 < 50 &&
      signIns > 0 &&
      isLogoutHonoured &&
      isLoadedSessionLoggedOut &&
      isExpiryHonoured &&
      appTotal.errors === 0;
    process.exitCode = isAllMet ? 0 : 1;
  } finally {
    await stopChildren(children);
    await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  for (const child of children) child.kill('SIGTERM');
  process.exit(1);
});
