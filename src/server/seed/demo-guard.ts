import { inArray, sql } from 'drizzle-orm';
import { type Config, isHttpsOrigin } from '../config';
import { verifyPassword } from '../crypto/password-hashing';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { demoAccounts, seedDemo } from './seed';

/** Start-up stops with this message (main.ts prints it and exits 1). */
export class StartupRefusedError extends Error {}

/** A deployment reached over https: its accounts face the internet. */
export function isPublicDeployment(config: Pick<Config, 'PUBLIC_ORIGIN'>): boolean {
  return isHttpsOrigin(config);
}

const demoList = Object.values(demoAccounts);

/**
 * The demo accounts that still exist with their published password (README): one argon2 verify
 * per demo e-mail found, three at most.
 */
export async function accountsWithPublishedPasswords(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.email,
        demoList.map((account) => account.email),
      ),
    );
  const found: string[] = [];
  for (const account of demoList) {
    const row = rows.find((candidate) => candidate.email === account.email);
    if (row?.passwordHash && (await verifyPassword(row.passwordHash, account.password))) {
      found.push(account.email);
    }
  }
  return found;
}

const howToFix = [
  'Fix it, then start again:',
  '  - create your own admin: npm run admin:create -- you@yourcompany.com',
  '  - then delete the demo accounts, or sign in as each and change its password;',
  '  - and set SEED_DEMO=false so an empty database is not seeded again.',
].join('\n');

/**
 * Seeds the demo when configured, and on a public (https) deployment refuses to start while an
 * account still has a password the README publishes. Run once per start, before listening, by
 * the process that migrates (main.ts, or the primary of cluster.ts).
 */
export async function seedOrRefuseDemo(
  db: Db,
  config: Pick<Config, 'PUBLIC_ORIGIN' | 'SEED_DEMO'>,
): Promise<{ seeded: boolean }> {
  const isPublic = isPublicDeployment(config);
  if (config.SEED_DEMO) {
    if (isPublic) {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
      if ((row?.count ?? 0) === 0) {
        throw new StartupRefusedError(
          `Refusing to start: SEED_DEMO would create the demo accounts, whose passwords are published in the README, on ${config.PUBLIC_ORIGIN}. Set SEED_DEMO=false and create your admin with: npm run admin:create -- you@yourcompany.com`,
        );
      }
    }
    if (await seedDemo(db)) return { seeded: true };
  }
  if (!isPublic) return { seeded: false };
  const exposed = await accountsWithPublishedPasswords(db);
  if (exposed.length > 0) {
    throw new StartupRefusedError(
      `Refusing to start: ${exposed.join(', ')} still ${exposed.length === 1 ? 'has its' : 'have their'} published demo password (README) on ${config.PUBLIC_ORIGIN}.\n${howToFix}`,
    );
  }
  return { seeded: false };
}
