/**
 * Restart benchmark (issue 19): `npm run bench:restart`.
 *
 * On a built tree and an embedded database that already exists (migrated and seeded by a first
 * start), starts the app again and again and reports, per command, the time from the start of
 * the command to the first `200` from `/api/health` (min, median, max), then the time from
 * SIGTERM to the exit of the whole process group. The commands run in turn:
 * - `npm start`: the launcher (digests of the sources, no build) running dist/server/main.js;
 * - `node dist/server/main.js`: the built server alone (the container's command);
 * - `node --import tsx src/server/main.ts`: the source through tsx, as `npm start` ran it before.
 *
 * RESTART_RUNS (default 7) sets the runs per command.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, percentile } from './support';

const runs = Number(process.env.RESTART_RUNS ?? 7);
const commands: Record<string, string[]> = {
  'npm start': ['npm', 'start'],
  'node dist/server/main.js': [process.execPath, '--enable-source-maps', 'dist/server/main.js'],
  'node --import tsx src/server/main.ts': [
    process.execPath,
    '--import',
    'tsx',
    'src/server/main.ts',
  ],
};

/** Whether any process of the group `pgid` is still there. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function startAndStop(argv: string[], env: NodeJS.ProcessEnv, port: number) {
  const [command = '', ...args] = argv;
  const started = performance.now();
  const child: ChildProcess = spawn(command, args, { env, stdio: 'ignore', detached: true });
  const pid = child.pid ?? 0;
  let healthyMs = Number.NaN;
  for (let attempt = 0; attempt < 3000; attempt++) {
    if (child.exitCode !== null) throw new Error(`${argv.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
        healthyMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  const stopping = performance.now();
  process.kill(pid, 'SIGTERM');
  while (groupAlive(pid)) {
    if (performance.now() - stopping > 15_000) {
      process.kill(-pid, 'SIGKILL');
      throw new Error(`${argv.join(' ')}: the process group outlived SIGTERM by 15 s`);
    }
    await sleep(10);
  }
  return { healthyMs, stopMs: performance.now() - stopping };
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (value: number) => `${Math.round(value)} ms`;
  return `median ${ms(percentile(sorted, 50))} (min ${ms(sorted[0] ?? 0)}, max ${ms(sorted.at(-1) ?? 0)})`;
};

async function main(): Promise<void> {
  // A built tree: `npm run build` when a source changed since the last one.
  execFileSync(process.execPath, ['scripts/build.mjs', '--changed'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lion-restart-'));
  const port = await freePort();
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const env = {
    ...inherited,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_CONCURRENCY: '1',
  };
  try {
    const first = await startAndStop(commands['npm start'] ?? [], env, port);
    console.log(`First start (migrate and seed): ${Math.round(first.healthyMs)} ms`);
    const results = new Map<string, { healthy: number[]; stop: number[] }>(
      Object.keys(commands).map((name) => [name, { healthy: [], stop: [] }]),
    );
    for (let run = 0; run < runs; run++) {
      for (const [name, argv] of Object.entries(commands)) {
        const { healthyMs, stopMs } = await startAndStop(argv, env, port);
        results.get(name)?.healthy.push(healthyMs);
        results.get(name)?.stop.push(stopMs);
      }
    }
    console.log(`Restart on an existing embedded database, ${runs} runs each:`);
    for (const [name, result] of results) {
      console.log(`  ${name}`);
      console.log(`    start to healthy: ${summary(result.healthy)}`);
      console.log(`    SIGTERM to the whole process group gone: ${summary(result.stop)}`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
