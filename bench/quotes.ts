/**
 * Quotes benchmark (issue 8): `npm run bench:quotes`.
 *
 *   1. Engine time for one request's estimates: median and p99 of 10,000 runs of `estimateQuote`
 *      on the example (Austin TX, 40-year-old, clean record, 2021 Camry, full coverage,
 *      $500 deductible, good credit), after a warm-up. Prints that estimate set too.
 *   2. `POST /api/quotes/estimate` throughput at 50 connections beside a bare node:http server that
 *      reads and JSON-parses the same request body and answers the same bytes the app answered
 *      (the compact answer, decision 0050), each in its own process, loaded with autocannon from
 *      this process in alternating rounds. The app runs on PGlite in a throwaway data directory
 *      with the estimate rate limit raised. Target: ratio >= 0.3. The sizes of the compact and
 *      the full (`?detail=full`) answers are printed too.
 *
 * BENCH_SECONDS (default 10) is the load time per target, split over BENCH_ROUNDS (default 2).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { sampleAutoQuoteInput } from '../src/server/seed/factories';
import { freePort, stopChildren } from '../src/server/test-support/processes';
import { type EstimateResult, quoteInputSchema } from '../src/shared/contracts/quotes';
import { engineVersion, estimateQuote } from '../src/shared/estimates';

const secondsPerTarget = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const engineRuns = 10_000;
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

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** Microseconds per `estimateQuote` call: median and p99 of `engineRuns` timed runs. */
function measureEngine() {
  const input = quoteInputSchema.parse(sampleAutoQuoteInput());
  for (let i = 0; i < 2000; i++) estimateQuote(input);
  const times: number[] = [];
  for (let i = 0; i < engineRuns; i++) {
    const start = process.hrtime.bigint();
    estimateQuote(input);
    times.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  times.sort((a, b) => a - b);
  return {
    median: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    sample: estimateQuote(input),
  };
}

async function startApp(dataDir: string): Promise<string> {
  const port = await freePort();
  // PGlite: no DATABASE_URL, whatever this shell has.
  const { DATABASE_URL: _unused, ...environment } = process.env;
  // The built server, as `npm start` and the container run it (tsx's transform wraps every
  // closure the engine makes per request in a naming helper that the bundle does not have).
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...environment,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      // Request logging off in both servers: the bare one logs nothing either.
      LOG_LEVEL: 'warn',
      ESTIMATE_RATE_LIMIT_PER_MINUTE: '1000000000',
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
      // Read and parse the request body as the app must, then answer the app's bytes.
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        if (chunks.length > 0) JSON.parse(Buffer.concat(chunks).toString('utf8'));
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      });
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', code], { stdio: 'inherit' });
  children.push(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  pids.set(baseUrl, child.pid);
  await waitForHealth(baseUrl, child);
  return baseUrl;
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

async function load(url: string, seconds: number, body: string): Promise<LoadResult> {
  const origin = new URL(url).origin;
  const pid = pids.get(origin);
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration: seconds,
    headers: {
      origin,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/json',
    },
    body,
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

const format = (value: number) => Math.round(value).toLocaleString('en-US');
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

function printSample(result: EstimateResult): void {
  console.log(
    `\nExample estimate set (engine ${engineVersion}): ${result.type}, ${result.state}, basis ${result.basis}, 40-year-old, clean record, 2021 Toyota Camry, full coverage, $500 deductible, good credit`,
  );
  console.log('| Carrier | Monthly | 6 months | Year | Range (monthly) |');
  console.log('|---|---|---|---|---|');
  for (const item of result.estimates) {
    console.log(
      `| ${item.carrier} | $${format(item.monthly)} | $${format(item.sixMonth)} | $${format(item.annual)} | $${format(item.low)}-$${format(item.high)} |`,
    );
  }
}

async function main(): Promise<void> {
  const engine = measureEngine();
  printSample(engine.sample);

  // A built tree: `npm run build` when a source changed since the last one.
  execFileSync(process.execPath, ['scripts/build.mjs', '--changed'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lion-bench-quotes-'));
  try {
    const app = await startApp(dataDir);
    const estimateUrl = `${app}/api/quotes/estimate`;
    const requestBody = JSON.stringify(sampleAutoQuoteInput());
    const first = await fetch(estimateUrl, {
      method: 'POST',
      headers: {
        origin: app,
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/json',
      },
      body: requestBody,
    });
    const answer = await first.text();
    if (first.status !== 200) throw new Error(`estimate answered ${first.status}: ${answer}`);
    const full = await fetch(`${estimateUrl}?detail=full`, {
      method: 'POST',
      headers: {
        origin: app,
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/json',
      },
      body: requestBody,
    });
    const fullAnswer = await full.text();
    if (full.status !== 200) throw new Error(`?detail=full answered ${full.status}: ${fullAnswer}`);
    const bare = await startBareServer(answer);

    console.log(
      `\nAnswer size: compact ${format(Buffer.byteLength(answer))} bytes (default), full ${format(Buffer.byteLength(fullAnswer))} bytes (?detail=full)`,
    );
    console.log(
      `POST /api/quotes/estimate vs bare node:http reading and parsing the same ${Buffer.byteLength(requestBody)}-byte request body and answering the same ${Buffer.byteLength(answer)}-byte JSON: ${connections} connections, ${secondsPerTarget} s each in ${rounds} alternating rounds`,
    );
    await load(bare, 1, requestBody);
    await load(estimateUrl, 1, requestBody); // warm-up
    const bareResults: LoadResult[] = [];
    const appResults: LoadResult[] = [];
    for (let round = 0; round < rounds; round++) {
      bareResults.push(await load(bare, secondsPerTarget / rounds, requestBody));
      appResults.push(await load(estimateUrl, secondsPerTarget / rounds, requestBody));
    }
    const bareTotal = combine(bareResults);
    const appTotal = combine(appResults);
    const ratio = appTotal.reqPerSec / bareTotal.reqPerSec;

    console.log('\n| Measure | Value | Target | Verdict |');
    console.log('|---|---|---|---|');
    console.log(
      `| estimateQuote, one auto request (${format(engineRuns)} runs) | median ${engine.median.toFixed(1)} us, p99 ${engine.p99.toFixed(1)} us | - | - |`,
    );
    console.log(
      `| bare node:http (reads, parses, answers the same bytes) | ${format(bareTotal.reqPerSec)} req/s, p99 ${bareTotal.p99} ms | - | - |`,
    );
    console.log(
      `| POST /api/quotes/estimate (compact) | ${format(appTotal.reqPerSec)} req/s, p99 ${appTotal.p99} ms, ${appTotal.errors} errors | - | - |`,
    );
    console.log(
      `| ratio estimate / bare | ${ratio.toFixed(2)} | >= 0.30 | ${verdict(ratio >= 0.3)} |`,
    );
    console.log(
      `| server CPU per request | bare ${bareTotal.cpuMicrosPerRequest.toFixed(1)} us, estimate ${appTotal.cpuMicrosPerRequest.toFixed(1)} us (ratio ${(bareTotal.cpuMicrosPerRequest / appTotal.cpuMicrosPerRequest).toFixed(2)}) | - | - |`,
    );
    console.log(
      `\nper round (req/s): bare ${bareResults.map((r) => format(r.requests / r.seconds)).join(', ')}; estimate ${appResults.map((r) => format(r.requests / r.seconds)).join(', ')}`,
    );
    process.exitCode = ratio >= 0.3 && appTotal.errors === 0 ? 0 : 1;
  } finally {
    await stopChildren(children);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  for (const child of children) child.kill('SIGTERM');
  process.exit(1);
});
