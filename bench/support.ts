/** What the benchmarks share: free ports, app instances in their own processes, percentiles. */
import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../src/server/test-support/processes';

export { freePort, stopChildren } from '../src/server/test-support/processes';

/**
 * Starts the app in a process of its own on `databaseUrl` (no demo seed, warnings only) and
 * resolves with its URL once healthy. The process is added to `children` for the caller to stop.
 */
export async function startInstance(
  databaseUrl: string,
  children: ChildProcess[],
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<string> {
  const port = await freePort();
  const child = spawn('node', [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return url;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not come up`);
}

/** The value at percentile `p` of an ascending list. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
