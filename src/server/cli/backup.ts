import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Config, loadConfig } from '../config';
import { lockDataDir } from '../db/data-dir-lock';

/**
 * `npm run db:backup [-- file]` and `npm run db:restore -- file`, for both databases:
 * - PostgreSQL (`DATABASE_URL` set): `pg_dump --format=custom`, restored with `pg_restore --clean`
 *   in one transaction. The app may run during a backup (pg_dump reads one consistent snapshot);
 *   stop it for a restore.
 * - PGlite (`DATA_DIR`): a gzipped tar of the data directory (PGlite's own dump). PGlite serves one
 *   process, so both refuse while the app holds the directory. A restore moves the current
 *   directory aside (`<DATA_DIR>.before-restore-<time>`) rather than deleting it.
 */

function stamp(now = new Date()): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

function defaultBackupFile(config: Config): string {
  const extension = config.DATABASE_URL ? 'dump' : 'tar.gz';
  return path.join('backups', `lion-${stamp()}.${extension}`);
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error) =>
      reject(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? new Error(`${command} is not installed (it comes with the PostgreSQL client tools).`)
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with code ${code}`)),
    );
  });
}

export async function backupDatabase(config: Config, file = defaultBackupFile(config)) {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (config.DATABASE_URL) {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, config.DATABASE_URL]);
  } else {
    if (!existsSync(config.DATA_DIR))
      throw new Error(`There is no database in ${config.DATA_DIR}.`);
    const release = lockDataDir(config.DATA_DIR);
    try {
      const client = new PGlite(config.DATA_DIR);
      await client.waitReady;
      const dump = await client.dumpDataDir('gzip');
      await client.close();
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      release();
    }
  }
  return { file, bytes: statSync(file).size };
}

export async function restoreDatabase(config: Config, file: string) {
  if (!existsSync(file)) throw new Error(`There is no backup file ${file}.`);
  if (config.DATABASE_URL) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${config.DATABASE_URL}`,
      file,
    ]);
    return { movedAside: undefined };
  }
  let movedAside: string | undefined;
  if (existsSync(config.DATA_DIR)) {
    const release = lockDataDir(config.DATA_DIR);
    release();
    movedAside = `${config.DATA_DIR.replace(/\/+$/, '')}.before-restore-${stamp()}`;
    renameSync(config.DATA_DIR, movedAside);
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  const release = lockDataDir(config.DATA_DIR);
  try {
    const client = new PGlite(config.DATA_DIR, {
      loadDataDir: new Blob([readFileSync(file)]),
    });
    await client.waitReady;
    await client.query('select 1');
    await client.close();
  } finally {
    release();
  }
  return { movedAside };
}

async function main(): Promise<void> {
  const [mode, file] = process.argv.slice(2);
  const config = loadConfig();
  const kind = config.DATABASE_URL ? 'PostgreSQL' : `the embedded database in ${config.DATA_DIR}`;
  if (mode === 'backup') {
    const started = Date.now();
    const result = await backupDatabase(config, file);
    console.log(
      `Backed up ${kind} to ${result.file} (${(result.bytes / 1024).toFixed(0)} KiB, ${Date.now() - started} ms).`,
    );
  } else if (mode === 'restore' && file) {
    const started = Date.now();
    const { movedAside } = await restoreDatabase(config, file);
    console.log(`Restored ${kind} from ${file} (${Date.now() - started} ms).`);
    if (movedAside) console.log(`The directory it replaced is kept as ${movedAside}.`);
  } else {
    console.error('Usage: npm run db:backup [-- file]  |  npm run db:restore -- file');
    process.exit(2);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
