import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { paths } from '../../shared/paths';
import { loadConfig, publicOrigin } from '../config';
import { hashPassword } from '../crypto/password-hashing';
import { createDatabase, type Database } from '../db/client';
import { users } from '../db/schema';
import { createLinkToken, linkLifetimeMs, linkUrl } from '../modules/auth';

/**
 * `npm run admin:create -- email@example.com`: makes (or finds) an admin and prints a one-time
 * sign-in link, valid for an hour, so the first admin of a production database never needs a
 * password anyone knows. Running it again prints a new link.
 */
export async function createAdminWithLink(
  database: Database,
  email: string,
  origin: string,
): Promise<{ link: string; isNew: boolean }> {
  const address = z.email().parse(email.trim().toLowerCase());
  const [existing] = await database.db.select().from(users).where(eq(users.email, address));
  if (existing && existing.role !== 'admin') {
    throw new Error(
      `${address} already belongs to an account with the role ${existing.role}; use another e-mail.`,
    );
  }
  let userId = existing?.id;
  if (!userId) {
    const [created] = await database.db
      .insert(users)
      .values({
        email: address,
        username: 'Admin',
        // A hash of 32 random bytes nobody ever sees: the account signs in by link only.
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
        role: 'admin',
        firstName: 'Admin',
        lastName: address.split('@')[0] ?? 'Admin',
        emailConfirmedAt: new Date(),
      })
      .returning({ id: users.id });
    userId = created?.id;
  }
  if (!userId) throw new Error('the admin could not be created');
  const token = await createLinkToken(database.db, userId, 'sign_in');
  return { link: linkUrl(origin, paths.signInLink, token), isNew: !existing };
}

async function main(): Promise<void> {
  const email = process.argv[2];
  if (!email) {
    console.error('Usage: npm run admin:create -- email@example.com');
    process.exit(2);
  }
  const config = loadConfig();
  const database = createDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: 2,
  });
  try {
    await database.migrate();
    const { link, isNew } = await createAdminWithLink(database, email, publicOrigin(config));
    const minutes = linkLifetimeMs.sign_in / 60_000;
    console.log(
      `${isNew ? 'Created the admin' : 'The admin exists'}: ${email.trim().toLowerCase()}\n` +
        `One-time sign-in link (valid ${minutes} minutes, works once):\n${link}`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(
      error instanceof z.ZodError
        ? 'That is not a valid e-mail address.'
        : error instanceof Error
          ? error.message
          : error,
    );
    process.exit(1);
  });
}
