import { eq } from 'drizzle-orm';
import type {
  AgentRegistrationInput,
  ConsumerRegistrationInput,
} from '../../../shared/contracts/auth';
import { detectInsurerFromEmail } from '../../../shared/insurers';
import { hashPassword } from '../../crypto/password-hashing';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { type NewUserRow, type UserRow, users } from '../../db/schema';
import { conflict } from '../../http-error';
import type { MailLocale } from '../../mail/templates';
import { recordActivity } from '../users';
import { queueConfirmationMail } from './email-confirmation';

export const duplicateEmailMessage = 'duplicateEmail';

/** Refuses a taken e-mail before spending a hash on it. */
async function assertEmailFree(db: Db, email: string): Promise<void> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken) throw conflict(duplicateEmailMessage);
}

async function insertUser(
  db: Db,
  values: NewUserRow,
  afterInsert?: (tx: Pick<Db, 'insert'>, row: UserRow) => Promise<void>,
): Promise<UserRow> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(users).values(values).returning();
      if (!row) throw new Error('user insert returned no row');
      await recordActivity(tx, row.id, 'account_created');
      await afterInsert?.(tx, row);
      return row;
    });
  } catch (error) {
    // Two registrations of one e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(duplicateEmailMessage);
    throw error;
  }
}

/**
 * An agent's company comes from the work e-mail's domain alone, when it is a listed insurer's; a
 * company the form names is never taken on its word (finding 1.9). It is shown as verified only
 * once the address is confirmed (see email-confirmation.ts and users/provider.ts).
 */
export function agentCompany(email: string) {
  const detected = detectInsurerFromEmail(email);
  return { company: detected?.id ?? null, companyVerified: false };
}

/** Registers an agent and, in the same transaction, queues the confirmation e-mail. */
export async function registerAgent(
  db: Db,
  input: AgentRegistrationInput,
  mail: { locale: MailLocale; origin: string },
): Promise<UserRow> {
  await assertEmailFree(db, input.email);
  return insertUser(
    db,
    {
      email: input.email,
      username: `${input.firstName} ${input.lastName}`,
      passwordHash: await hashPassword(input.password),
      role: 'agent',
      firstName: input.firstName,
      lastName: input.lastName,
      locale: mail.locale,
      ...agentCompany(input.email),
      agencyName: input.agencyName || null,
    },
    (tx, row) => queueConfirmationMail(tx, row, mail.locale, mail.origin),
  );
}

export async function registerConsumer(db: Db, input: ConsumerRegistrationInput): Promise<UserRow> {
  await assertEmailFree(db, input.email);
  return insertUser(db, {
    email: input.email,
    username: `${input.firstName} ${input.lastName}`,
    passwordHash: await hashPassword(input.password),
    role: 'consumer',
    firstName: input.firstName,
    lastName: input.lastName,
    company: input.company,
    companyVerified: false,
  });
}
