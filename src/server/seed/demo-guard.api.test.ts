import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../crypto/password-hashing';
import { createDatabase } from '../db/client';
import { users } from '../db/schema';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test-support/test-app';
import {
  accountsWithPublishedPasswords,
  StartupRefusedError,
  seedOrRefuseDemo,
} from './demo-guard';
import { demoAccounts, seedDemo } from './seed';

const https = { PUBLIC_ORIGIN: 'https://lion.example' };

describe.each(databaseKinds)('the demo accounts at start-up on %s (finding 1.4)', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.drop());

  it('refuses to seed the published passwords into an empty https deployment', async () => {
    const refusal = seedOrRefuseDemo(test.database.db, { ...https, SEED_DEMO: true });
    await expect(refusal).rejects.toBeInstanceOf(StartupRefusedError);
    await expect(refusal).rejects.toThrow(/SEED_DEMO=false.*admin:create/);
    const [row] = await test.database.db.select({ id: users.id }).from(users).limit(1);
    expect(row).toBeUndefined();
  });

  it('seeds without PUBLIC_ORIGIN, then refuses https while a demo password still works', async () => {
    expect(await seedOrRefuseDemo(test.database.db, { SEED_DEMO: true })).toEqual({ seeded: true });
    // Plain http (a local try-out) starts with the demo.
    const local = { PUBLIC_ORIGIN: 'http://localhost:3000', SEED_DEMO: true };
    expect(await seedOrRefuseDemo(test.database.db, local)).toEqual({ seeded: false });
    expect((await accountsWithPublishedPasswords(test.database.db)).sort()).toEqual(
      Object.values(demoAccounts)
        .map((account) => account.email)
        .sort(),
    );
    for (const seed of [true, false]) {
      const refusal = seedOrRefuseDemo(test.database.db, { ...https, SEED_DEMO: seed });
      await expect(refusal).rejects.toBeInstanceOf(StartupRefusedError);
      await expect(refusal).rejects.toThrow(demoAccounts.admin.email);
      await expect(refusal).rejects.toThrow(/npm run admin:create/);
    }
  });

  it('names only the accounts whose published password still works, and starts once none does', async () => {
    const db = test.database.db;
    await db
      .update(users)
      .set({ passwordHash: await hashPassword('A long private passphrase 42!') })
      .where(eq(users.email, demoAccounts.admin.email));
    await db.delete(users).where(eq(users.email, demoAccounts.consumer.email));
    const refusal = seedOrRefuseDemo(db, { ...https, SEED_DEMO: false });
    await expect(refusal).rejects.toThrow(`${demoAccounts.agent.email} still has its published`);
    await expect(refusal).rejects.not.toThrow(demoAccounts.admin.email);
    await db.delete(users).where(eq(users.email, demoAccounts.agent.email));
    expect(await seedOrRefuseDemo(db, { ...https, SEED_DEMO: true })).toEqual({ seeded: false });
  });
});

describe('the server process on an https origin (finding 1.4)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lion-demo-guard-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('exits 1 before listening and says which account and how to fix it', async () => {
    const database = createDatabase({ dataDir });
    await database.migrate();
    await seedDemo(database.db);
    await database.close();
    const { DATABASE_URL: _unused, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...inherited,
        DATA_DIR: dataDir,
        PORT: '0',
        PUBLIC_ORIGIN: 'https://lion.example',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain(`Refusing to start: ${demoAccounts.agent.email}`);
    expect(output).toContain(demoAccounts.admin.email);
    expect(output).toContain('npm run admin:create');
    expect(output).not.toContain('is serving');
  }, 60_000);
});
