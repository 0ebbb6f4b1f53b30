import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, stopChildren } from '../test-support/processes';
import { createTestDatabase, type TestDatabase } from '../test-support/test-app';

/**
 * What an operator runs, on a production install (issue 28, decision 0080): a built tree whose
 * node_modules holds only what `npm ci --omit=dev` installs (the lockfile's packages not marked
 * dev, linked from this checkout's install rather than downloaded again), no tsx, esbuild or
 * Vite, and no node_modules/.bin on PATH. The README's commands run there through npm: the first
 * admin, a backup, a restore, and `npm start` serving a sign-in by the admin's link.
 */

const root = process.cwd();
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { dev?: boolean }>;
};
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** The tree's top-level packages that `npm ci --omit=dev` installs. */
function productionPackages(): string[] {
  return Object.entries(lock.packages)
    .filter(([key, entry]) => /^node_modules\/(@[^/]+\/)?[^/]+$/.test(key) && !entry.dev)
    .map(([key]) => key.slice('node_modules/'.length));
}

/**
 * Every package a built bundle imports: `from "x"`, `import "x"` and `import("x")`. A specifier
 * has no space or comma, so text such as an SQL `from` inside a string is not taken for one.
 */
function importedPackages(bundle: string): string[] {
  const specifiers = [
    ...bundle.matchAll(/\bfrom\s*"([^"\s,]+)"/g),
    ...bundle.matchAll(/\bimport\s*"([^"\s,]+)"/g),
    ...bundle.matchAll(/\bimport\(\s*"([^"\s,]+)"\s*\)/g),
  ].map((match) => match[1] ?? '');
  return [
    ...new Set(
      specifiers
        .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'))
        .map((specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1))
        .map((parts) => parts.join('/'))
        .filter((name) => !builtinModules.includes(name)),
    ),
  ].sort();
}

describe('a production install (npm ci --omit=dev on a built tree) runs every operator command', () => {
  let tree = '';
  let env: NodeJS.ProcessEnv = {};
  const children: ChildProcess[] = [];
  let postgres: TestDatabase | undefined;

  function npmRun(args: string[], extraEnv: NodeJS.ProcessEnv = {}) {
    const result = spawnSync('npm', ['run', '--silent', ...args], {
      cwd: tree,
      env: { ...env, ...extraEnv },
      encoding: 'utf8',
      timeout: 120_000,
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  }

  beforeAll(() => {
    tree = mkdtempSync(path.join(tmpdir(), 'lion-production-'));
    const {
      DATABASE_URL: _database,
      SERVER_DIST_DIR: _server,
      WEB_DIST_DIR: _web,
      NODE_OPTIONS: _options,
      ...inherited
    } = process.env;
    env = {
      ...inherited,
      // No tool of the full install on PATH (npm and vitest put node_modules/.bin there).
      PATH: (process.env.PATH ?? '')
        .split(path.delimiter)
        .filter((entry) => !entry.includes('node_modules'))
        .join(path.delimiter),
      DATA_DIR: path.join(tree, 'data'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      WEB_CONCURRENCY: '1',
    };
    for (const entry of [
      'package.json',
      'package-lock.json',
      'tsconfig.json',
      'scripts',
      'src/server',
      'src/shared',
      'drizzle',
    ]) {
      cpSync(path.join(root, entry), path.join(tree, entry), { recursive: true });
    }
    // Built on the full install, as the README says: `npm run build`, then the production install.
    symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'));
    execFileSync(process.execPath, ['scripts/build.mjs', 'server'], {
      cwd: tree,
      env,
      stdio: 'pipe',
    });
    rmSync(path.join(tree, 'node_modules'));
    for (const name of productionPackages()) {
      const from = path.join(root, 'node_modules', name);
      if (!existsSync(from)) continue;
      mkdirSync(path.dirname(path.join(tree, 'node_modules', name)), { recursive: true });
      symlinkSync(realpathSync(from), path.join(tree, 'node_modules', name));
    }
    // `npm start` builds nothing on a current tree: a stand-in browser build, stamped current.
    const webDir = path.join(tree, 'dist/web');
    mkdirSync(webDir, { recursive: true });
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    const webDigest = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        'const m = await import("./scripts/build.mjs"); console.log(m.digestOf(m.targets.web));',
      ],
      { cwd: tree, encoding: 'utf8', env },
    ).trim();
    writeFileSync(path.join(webDir, '.build-stamp'), `${webDigest}\n`);
  }, 120_000);

  afterAll(async () => {
    await stopChildren(children);
    await postgres?.drop();
    if (tree) rmSync(tree, { recursive: true, force: true });
  });

  it('holds no development tool, and the built bundles import only production dependencies', () => {
    const requireFromTree = createRequire(path.join(tree, 'package.json'));
    for (const tool of ['tsx', 'esbuild', 'vite', 'vitest', '@playwright/test']) {
      expect(() => requireFromTree.resolve(tool), tool).toThrow();
    }
    const dependencies = Object.keys(manifest.dependencies);
    const serverDir = path.join(tree, 'dist/server');
    const bundles = readdirSync(serverDir).filter((file) => file.endsWith('.js'));
    expect(bundles).toEqual(expect.arrayContaining(['main.js', 'create-admin.js', 'backup.js']));
    for (const bundle of bundles) {
      const imported = importedPackages(readFileSync(path.join(serverDir, bundle), 'utf8'));
      expect(imported.length, bundle).toBeGreaterThan(0);
      expect(
        imported.filter((name) => !dependencies.includes(name)),
        `${bundle} imports a package outside "dependencies"`,
      ).toEqual([]);
    }
  });

  it('makes the first admin, backs up, serves a sign-in by its link, and restores the backup', async () => {
    const created = npmRun(['admin:create', '--', 'Owner@Lion.example']);
    expect(created.output).toContain('Created the admin: owner@lion.example');
    expect(created.status).toBe(0);
    const token = decodeURIComponent(created.output.match(/#token=(\S+)/)?.[1] ?? '');
    expect(token).not.toBe('');

    const backupFile = path.join(tree, 'backups/first.tar.gz');
    const backup = npmRun(['db:backup', '--', backupFile]);
    expect(backup.output).toContain(`to ${backupFile}`);
    expect(backup.status).toBe(0);

    const port = await freePort();
    const server = spawn('npm', ['start'], {
      cwd: tree,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(server);
    let log = '';
    server.stdout?.on('data', (chunk) => {
      log += chunk;
    });
    server.stderr?.on('data', (chunk) => {
      log += chunk;
    });
    const base = `http://127.0.0.1:${port}`;
    for (let waited = 0; ; waited += 250) {
      const healthy = await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      if (server.exitCode !== null || waited > 60_000) throw new Error(`npm start: ${log}`);
      await sleep(250);
    }
    const signIn = await fetch(`${base}/api/auth/sign-in-link`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: base,
        'X-Requested-With': 'XMLHttpRequest',
      },
      body: JSON.stringify({ token }),
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ email: 'owner@lion.example', role: 'admin' });
    await stopChildren([server]);

    // The restore brings back the database as it was at the backup: the admin, its link unused.
    const restore = npmRun(['db:restore', '--', backupFile]);
    expect(restore.output).toContain(`from ${backupFile}`);
    expect(restore.status).toBe(0);
    const again = npmRun(['admin:create', '--', 'owner@lion.example']);
    expect(again.output).toContain('The admin exists: owner@lion.example');
    expect(again.status).toBe(0);
  }, 180_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'makes the first admin, backs up and restores on PostgreSQL',
    async () => {
      postgres = await createTestDatabase('postgres');
      const databaseEnv = { DATABASE_URL: postgres.databaseUrl };
      const created = npmRun(['admin:create', '--', 'owner@lion.example'], databaseEnv);
      expect(created.output).toContain('Created the admin: owner@lion.example');
      expect(created.status).toBe(0);
      const backupFile = path.join(tree, 'backups/postgres.dump');
      const backup = npmRun(['db:backup', '--', backupFile], databaseEnv);
      expect(backup.output).toContain(`to ${backupFile}`);
      expect(backup.status).toBe(0);
      const restore = npmRun(['db:restore', '--', backupFile], databaseEnv);
      expect(restore.output).toContain(`from ${backupFile}`);
      expect(restore.status).toBe(0);
      const again = npmRun(['admin:create', '--', 'owner@lion.example'], databaseEnv);
      expect(again.output).toContain('The admin exists: owner@lion.example');
    },
    120_000,
  );
});
