import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { createDatabase } from '../db/client';
import { users } from '../db/schema';
import { createConsumer } from '../seed/factories';
import { createTestDatabase } from '../test-support/test-app';
import { backupDatabase, restoreDatabase } from './backup';

const workDir = mkdtempSync(path.join(tmpdir(), 'lion-backup-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

async function emails(databaseUrl: string | undefined, dataDir: string): Promise<string[]> {
  const database = createDatabase({ databaseUrl, dataDir });
  try {
    const rows = await database.db.select({ email: users.email }).from(users);
    return rows.map((row) => row.email).sort();
  } finally {
    await database.close();
  }
}

describe('db:backup and db:restore on the embedded database', () => {
  const dataDir = path.join(workDir, 'data');
  const config = testConfig({ DATA_DIR: dataDir });

  it('restores the rows of the backup and keeps the replaced directory aside', {
    timeout: 90_000,
  }, async () => {
    const database = createDatabase({ dataDir });
    await database.migrate();
    const kept = await createConsumer(database.db);
    await database.close();

    const file = path.join(workDir, 'embedded.tar.gz');
    const { bytes } = await backupDatabase(config, file);
    expect(bytes).toBeGreaterThan(10_000);

    const later = createDatabase({ dataDir });
    const lost = await createConsumer(later.db);
    await later.close();
    expect(await emails(undefined, dataDir)).toEqual([kept.email, lost.email].sort());

    const { movedAside } = await restoreDatabase(config, file);
    expect(await emails(undefined, dataDir)).toEqual([kept.email]);
    expect(movedAside && existsSync(movedAside)).toBe(true);
  });

  it('refuses while another process holds the directory', async () => {
    const database = createDatabase({ dataDir });
    try {
      // The lock names this process; a child process is the "other" one.
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/server/cli/backup.ts', 'backup', path.join(workDir, 'x.tar.gz')],
        { env: { ...withoutDatabaseUrl(), DATA_DIR: dataDir }, encoding: 'utf8' },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`in use by process ${process.pid}`);
    } finally {
      await database.close();
    }
    expect(readdirSync(workDir)).not.toContain('x.tar.gz');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('db:backup and db:restore on PostgreSQL', () => {
  it('restores the rows of the backup with pg_dump and pg_restore', async () => {
    const { database, databaseUrl, drop } = await createTestDatabase('postgres');
    try {
      const config = testConfig({ DATABASE_URL: databaseUrl });
      const kept = await createConsumer(database.db);
      const file = path.join(workDir, 'postgres.dump');
      await backupDatabase(config, file);
      const lost = await createConsumer(database.db);
      await database.db.update(users).set({ firstName: 'Changed' }).where(eq(users.id, kept.id));

      await restoreDatabase(config, file);
      const rows = await database.db.select().from(users);
      expect(rows.map((row) => row.email)).toEqual([kept.email]);
      expect(rows[0]?.firstName).not.toBe('Changed');
      expect(lost.email).not.toBe(kept.email);
    } finally {
      await drop();
    }
  });
});

function withoutDatabaseUrl(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _, ...rest } = process.env;
  return rest;
}
