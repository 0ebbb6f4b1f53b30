import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppContext, buildApp } from '../app';
import { type Config, testConfig } from '../config';
import { createDatabase, type Database } from '../db/client';
import { migratedPgliteDump, migratedPostgresTemplate } from './migrated-templates';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const databaseKinds: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase {
  database: Database;
  /** The throwaway PostgreSQL database's URL (undefined on PGlite), for other processes. */
  databaseUrl?: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database: in-memory PGlite, or a throwaway PostgreSQL database dropped after. */
export async function createTestDatabase(
  kind: 'pglite' | 'postgres',
  adminUrl = process.env.TEST_DATABASE_URL,
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = createDatabase({ pgliteDump: await migratedPgliteDump() });
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `lion_test_${randomBytes(6).toString('hex')}`;
  const template = await migratedPostgresTemplate(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = createDatabase({ databaseUrl: url.toString(), poolMax: 5 });
  await database.migrate();
  return {
    database,
    databaseUrl: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  baseUrl: string;
  database: Database;
  /** Where this app writes its e-mails (unless SMTP_URL is set). */
  mailDir: string;
  close(): Promise<void>;
}

/** The real app over real HTTP on a random port. */
export async function startTestApp(
  kind: 'pglite' | 'postgres',
  overrides: Partial<Config> = {},
  options: Pick<AppContext, 'onRoute'> = {},
): Promise<TestApp> {
  const { database, drop } = await createTestDatabase(kind);
  const mailDir = mkdtempSync(path.join(tmpdir(), 'lion-test-mail-'));
  const config = testConfig({
    AUTH_RATE_LIMIT_PER_MINUTE: 10_000,
    MAIL_DIR: mailDir,
    ...overrides,
  });
  const app = await buildApp({ config, database, onRoute: options.onRoute });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    baseUrl: address,
    database,
    mailDir,
    async close() {
      await app.close();
      await drop();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}
