import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { isDatabaseUnavailable } from './errors';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle a `db.transaction` callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Applies the committed SQL migrations in ./drizzle. */
  migrate(): Promise<void>;
  /** Resolves when the database answers within timeoutMs, rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The committed SQL migrations, drizzle/ at the root: three levels above this source file (tsx,
 * tests), two above the built bundle dist/server/main.js (scripts/build.mjs).
 */
const migrationsFolder = fileURLToPath(
  new URL(import.meta.url.endsWith('.ts') ? '../../../drizzle' : '../../drizzle', import.meta.url),
);

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; undefined = in memory (tests). */
  dataDir?: string;
  /** A PGlite data directory dump to start from (tests: migrated once, not per database). */
  pgliteDump?: Blob;
  poolMax?: number;
  /**
   * Longest a query may wait for its answer before it fails (and the request answers 503): a
   * connection that died without a word must not hold a request forever. Migrations have none.
   */
  queryTimeoutMs?: number;
  onPoolError?: (error: Error) => void;
}

/**
 * A pool checkout waits at most this long: a request that cannot get a connection answers 503 with
 * `Retry-After` (plugins/errors.ts) within 2 s instead of queueing behind a database that is away.
 */
export const connectionTimeoutMs = 1500;
export const defaultQueryTimeoutMs = 10_000;

export function createDatabase(options: DatabaseOptions): Database {
  return options.databaseUrl ? createPostgres(options.databaseUrl, options) : createPglite(options);
}

function createPostgres(connectionString: string, options: DatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: connectionTimeoutMs,
    idleTimeoutMillis: 30_000,
    query_timeout: options.queryTimeoutMs ?? defaultQueryTimeoutMs,
    // A peer that vanished (host down, cable pulled) is noticed by TCP, not only by the next query.
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  // Nor must a checked-out one: a connection cut between two statements of a transaction emits
  // 'error' while the pool listens no more (pg-pool removes its idle listener on checkout). The
  // transaction's next statement then fails ("not queryable"), which answers 503, and the pool
  // drops the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  releaseClientsOfFailedTransactions(db, pool);
  return {
    db,
    kind: 'postgres',
    // On a connection of its own, without the query time-out: an index build may take long.
    migrate: async () => {
      const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
      await client.connect();
      try {
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.end();
      }
    },
    ping: (timeoutMs) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    close: () => pool.end(),
  };
}

/**
 * Drizzle's `transaction()` on a pool checks a client out and releases it in a `finally` that
 * does not cover its BEGIN: a connection cut while BEGIN ran leaked the client, and after ten such
 * leaks the pool was empty for good (every request a 503 long after the database came back; the
 * outage test found it). Here the checkout and the release are ours, around drizzle's transaction
 * on that one client; a client whose connection failed is destroyed, not put back.
 */
function releaseClientsOfFailedTransactions(db: Db, pool: pg.Pool): void {
  // One drizzle instance per pooled connection, made on its first transaction (about 0.2 ms).
  const onClient = new WeakMap<pg.PoolClient, Db>();
  const transaction: Db['transaction'] = async (run, config) => {
    const client = await pool.connect();
    let failure: unknown;
    try {
      let bound = onClient.get(client);
      if (!bound) {
        bound = drizzlePg(client, { schema }) as unknown as Db;
        onClient.set(client, bound);
      }
      return await bound.transaction(run, config);
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      client.release(isDatabaseUnavailable(failure) ? (failure as Error) : undefined);
    }
  };
  db.transaction = transaction;
}

function createPglite(options: DatabaseOptions): Database {
  let release = () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    release = lockDataDir(options.dataDir);
  }
  const client = new PGlite(
    options.dataDir,
    options.pgliteDump ? { loadDataDir: options.pgliteDump } : {},
  );
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: (timeoutMs) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    close: async () => {
      await client.close();
      release();
    },
  };
}

async function withTimeout<T>(promise: Promise<T>, timeoutMs = 2000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Database did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
