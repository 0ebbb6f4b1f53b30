import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createDatabase } from '../db/client';

/**
 * Every API test file makes fresh databases, and migrating one costs more than the test that uses
 * it: a PGlite's initdb and 16 migrations take about 4 s of CPU, loading a dump of the result under
 * 1 s. So the migrated database is made once per set of migrations and copied (decision 0081):
 * PGlite from a data-directory dump in the temp directory, PostgreSQL with CREATE DATABASE ...
 * TEMPLATE. The name of each carries a digest of drizzle/ and the PGlite version, so a new
 * migration makes a new one.
 */

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** The migrations and the PGlite version (a dump is read by the version that wrote it). */
function migrationsDigest(): string {
  const hash = createHash('sha256');
  // Its package.json is not among the package's exports: read from node_modules.
  hash.update(
    readFileSync(
      new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
    ),
  );
  const walk = (dir: string) => {
    for (const name of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(dir, name.name);
      if (name.isDirectory()) walk(file);
      else hash.update(name.name).update(readFileSync(file));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

const digest = migrationsDigest();
let pgliteDump: Promise<Blob> | undefined;

/** The migrated PGlite's data directory, made by the first test process that needs it. */
export function migratedPgliteDump(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const file = path.join(tmpdir(), `lion-test-pglite-${digest}.tar`);
    if (!existsSync(file)) {
      const client = new PGlite();
      await migrate(drizzle(client), { migrationsFolder });
      const dump = await client.dumpDataDir('none');
      await client.close();
      // Written aside, then renamed: a process reading it never sees half a file.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    }
    return new Blob([readFileSync(file)]);
  })();
  return pgliteDump;
}

const templatePrefix = 'lion_test_template_';

/**
 * The name of the migrated template database on the server of `adminUrl`, made under an advisory
 * lock by the first process that needs it. Templates of other migrations stay: another checkout
 * sharing the server may be copying them (`lion_test_template_*` may be dropped when none runs).
 */
export async function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `${templatePrefix}${digest}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [templatePrefix]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = createDatabase({ databaseUrl: url.toString(), poolMax: 1 });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      // Renamed once migrated: a template under its final name is always complete.
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [templatePrefix]).catch(() => {});
    await admin.end();
  }
  return name;
}
