import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test-support/processes';

/**
 * `npm start` as an operator runs it (issue 19): on a tree whose server is not built yet it
 * builds the server with esbuild and serves the bundle with plain node (no tsx loaded); SIGTERM
 * or SIGINT to the `npm start` process drains the server and the whole process tree is gone
 * within 10 s. The browser build is a stand-in stamped as current (Vite takes too long here).
 */

/** The command lines of every process in the group `pgid` (from /proc). */
function groupCommands(pgid: number): string[] {
  const commands: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid pgrp ...: comm may hold spaces, so read after its closing paren.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      commands.push(readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim());
    } catch {
      // the process ended meanwhile
    }
  }
  return commands;
}

describe('npm start: the built server, and signals to the whole process tree', () => {
  let workDir = '';
  const serverDistDir = `dist/server-start-test-${process.pid}`;
  let env: NodeJS.ProcessEnv = {};
  let baseUrl = '';
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'lion-start-'));
    const webDistDir = path.join(workDir, 'web');
    mkdirSync(webDistDir);
    writeFileSync(
      path.join(webDistDir, 'index.html'),
      '<!doctype html><html><head><title>stand-in</title></head><body><div id="root">stand-in build</div></body></html>',
    );
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    // The embedded database, whatever the environment names.
    const { DATABASE_URL: _unused, ...inherited } = process.env;
    env = {
      ...inherited,
      WEB_DIST_DIR: webDistDir,
      // Inside the tree like dist/server: the bundle finds node_modules and drizzle/ from there.
      SERVER_DIST_DIR: serverDistDir,
      DATA_DIR: path.join(workDir, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '1',
    };
    const webDigest = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        'const m = await import("./scripts/build.mjs"); console.log(m.digestOf(m.targets.web));',
      ],
      { env, encoding: 'utf8' },
    ).trim();
    writeFileSync(path.join(webDistDir, '.build-stamp'), `${webDigest}\n`);
  });

  afterAll(() => {
    for (const child of children) {
      if (child.pid && groupCommands(child.pid).length > 0) process.kill(-child.pid, 'SIGKILL');
    }
    rmSync(workDir, { recursive: true, force: true });
    rmSync(serverDistDir, { recursive: true, force: true });
  });

  /** `npm start` in a process group of its own; resolves once /api/health answers 200. */
  async function start(): Promise<{ npm: ChildProcess; output: () => string }> {
    let output = '';
    const npm = spawn('npm', ['start'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(npm);
    npm.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    npm.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    for (let attempt = 0; attempt < 900; attempt++) {
      if (npm.exitCode !== null)
        throw new Error(`npm start exited with ${npm.exitCode}: ${output}`);
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) return { npm, output: () => output };
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`npm start did not come up: ${output}`);
  }

  /** Sends `signal` to the npm process alone; resolves with its exit code and the time taken. */
  async function stop(npm: ChildProcess, signal: NodeJS.Signals) {
    const pgid = npm.pid ?? 0;
    const startedAt = performance.now();
    const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
    npm.kill(signal);
    const code = await Promise.race([exited, sleep(10_000).then(() => 'still running')]);
    // Whatever npm does, nothing of the tree may outlive it.
    while (groupCommands(pgid).length > 0 && performance.now() - startedAt < 10_000) {
      await sleep(20);
    }
    return { code, ms: performance.now() - startedAt, left: groupCommands(pgid) };
  }

  it('builds the server on a tree without one, serves it with plain node, and SIGTERM ends the whole tree within 10 s', async () => {
    const { npm, output } = await start();
    expect(output()).toMatch(/Built the server into .*server/);
    const commands = groupCommands(npm.pid ?? 0);
    expect(commands.some((command) => command.endsWith('node scripts/start.mjs'))).toBe(true);
    expect(commands.filter((command) => command.includes('tsx'))).toEqual([]);
    const page = await fetch(`${baseUrl}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('stand-in build');

    const stopped = await stop(npm, 'SIGTERM');
    expect(stopped.code).toBe(0);
    expect(stopped.left).toEqual([]);
    expect(stopped.ms).toBeLessThan(10_000);
  }, 120_000);

  it('restarts without building (sources unchanged), and SIGINT (Ctrl-C) ends the whole tree within 10 s', async () => {
    const { npm, output } = await start();
    expect(output()).toMatch(/existing server build .*\(sources unchanged\)/);
    expect(output()).not.toMatch(/Built the/);
    const stopped = await stop(npm, 'SIGINT');
    expect(stopped.code).toBe(0);
    expect(stopped.left).toEqual([]);
    expect(stopped.ms).toBeLessThan(10_000);
  }, 120_000);
});
