import { randomBytes } from 'node:crypto';
import { recordActivity } from '../modules/accounts/activity';
import { hashPassword } from '../modules/auth/password-hashing';
import type { Db } from './client';
import { type UserRow, users } from './schema';

export interface UserFactoryInput {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  company?: string | null;
  companyVerified?: boolean;
}

/** A password that satisfies both the consumer and the stricter agent rules. */
export const factoryPassword = 'Lion!Quote7Pw';

function uniqueSuffix(): string {
  return randomBytes(4).toString('hex');
}

async function createUser(
  db: Db,
  role: UserRow['role'],
  input: UserFactoryInput,
  defaultDomain: string,
): Promise<UserRow & { password: string }> {
  const password = input.password ?? factoryPassword;
  const firstName = input.firstName ?? (role === 'agent' ? 'Alex' : 'Casey');
  const lastName = input.lastName ?? 'Morgan';
  const email = (input.email ?? `${role}.${uniqueSuffix()}@${defaultDomain}`).toLowerCase();
  const [row] = await db
    .insert(users)
    .values({
      email,
      username: `${firstName} ${lastName}`,
      passwordHash: await hashPassword(password),
      role,
      firstName,
      lastName,
      company: input.company === undefined ? null : input.company,
      companyVerified: input.companyVerified ?? false,
    })
    .returning();
  if (!row) throw new Error('User insert returned no row');
  // As registration does, so the agent dashboard of a seeded account is not empty.
  await recordActivity(db, row.id, 'account_created');
  return { ...row, password };
}

/** Builds a valid agent, for a test or for the demo seed alike. */
export function createAgent(db: Db, input: UserFactoryInput = {}) {
  return createUser(
    db,
    'agent',
    { company: 'statefarm', companyVerified: true, ...input },
    'statefarm.com',
  );
}

/** Builds a valid consumer, for a test or for the demo seed alike. */
export function createConsumer(db: Db, input: UserFactoryInput = {}) {
  return createUser(db, 'consumer', { company: 'none', ...input }, 'example.com');
}
