import { randomBytes } from 'node:crypto';
import {
  type LicenceLine,
  licenceInputSchema,
  licenceLines,
} from '../../shared/contracts/licences';
import { quoteInputSchema, type SavedQuote, type Vehicle } from '../../shared/contracts/quotes';
import { findInsurer } from '../../shared/insurers';
import type { Language } from '../../shared/languages';
import { hashPassword } from '../crypto/password-hashing';
import type { Db } from '../db/client';
import { type UserRow, users } from '../db/schema';
import { decideLicence, saveAgentLicence } from '../modules/licences';
import { addVehicle } from '../modules/profiles';
import { createSavedQuote } from '../modules/quotes';
import { recordActivity } from '../modules/users';

export interface UserFactoryInput {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  company?: string | null;
  companyVerified?: boolean;
  /** An agent's self-declared agency name (decision 0045). */
  agencyName?: string | null;
  /** Confirmed by default, as if the person had followed the link. */
  emailConfirmed?: boolean;
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
      agencyName: input.agencyName ?? null,
      emailConfirmedAt: input.emailConfirmed === false ? null : new Date(),
    })
    .returning();
  if (!row) throw new Error('User insert returned no row');
  // As registration does, so the agent dashboard of a seeded account is not empty.
  await recordActivity(db, row.id, 'account_created');
  return { ...row, password };
}

/** Builds a valid agent, for a test or for the demo seed alike. */
export function createAgent(db: Db, input: UserFactoryInput = {}) {
  const values = { company: 'statefarm', companyVerified: true, ...input };
  // The default address is on the company's domain: that is what proves it (users/provider.ts).
  const domain = findInsurer(values.company)?.domains[0] ?? 'agency.example';
  return createUser(db, 'agent', values, domain);
}

/** Builds an admin (signs in at the agent door, reviews licences). */
export function createAdmin(db: Db, input: UserFactoryInput = {}) {
  return createUser(
    db,
    'admin',
    { firstName: 'Riley', lastName: 'Admin', company: null, ...input },
    'lioninsurance.example',
  );
}

/**
 * Gives an agent a licence record reviewed by `reviewerId`: every state and line given, the
 * service areas the whole of those states; verified unless told `pending`.
 */
export async function createLicenceFor(
  db: Db,
  agentId: string,
  options: {
    reviewerId?: string;
    states?: readonly string[];
    lines?: readonly LicenceLine[];
    npn?: string;
    languages?: Language[];
    status?: 'pending' | 'verified';
  } = {},
): Promise<void> {
  const states = options.states ?? ['TX'];
  const lines = options.lines ?? licenceLines;
  const input = licenceInputSchema.parse({
    npn: options.npn ?? '1234567',
    licences: states.map((state) => ({ state, lines })),
    serviceAreas: states.map((state) => ({ state, zipPrefixes: [] })),
    languages: options.languages ?? ['en'],
    bio: '',
  });
  await saveAgentLicence(db, agentId, input);
  if ((options.status ?? 'verified') === 'verified') {
    if (!options.reviewerId) throw new Error('a verified licence needs a reviewer');
    await decideLicence(
      db,
      {
        agentId,
        reviewerId: options.reviewerId,
        portalUrl: 'http://localhost:3000/agent',
        notify: false,
      },
      { approved: true },
    );
  }
}

/** Builds a valid consumer, for a test or for the demo seed alike. */
export function createConsumer(db: Db, input: UserFactoryInput = {}) {
  return createUser(db, 'consumer', { company: 'none', ...input }, 'example.com');
}

/** The ISO birth date of someone exactly `years` old today (born on January 1). */
export function birthDateForAge(years: number, today = new Date()): string {
  return `${today.getUTCFullYear() - years}-01-01`;
}

/**
 * The example auto request: Austin TX, a 40-year-old with a clean record, a 2021 Camry
 * for commuting, full coverage with a $500 deductible, good credit, no military service.
 */
export function sampleAutoQuoteInput(overrides: Record<string, unknown> = {}) {
  return {
    type: 'auto' as const,
    zip: '78701',
    drivers: [{ birthDate: birthDateForAge(40), record: 'clean' as const }],
    vehicles: [
      {
        year: 2021,
        make: 'Toyota',
        model: 'Camry',
        use: 'commute' as const,
        annualMileage: 12000,
      },
    ],
    coverage: 'full' as const,
    deductible: 500,
    credit: 'good' as const,
    military: false,
    ...overrides,
  };
}

/** Saves a quote request (priced by the engine, as the API does) for a consumer. */
export function createSavedQuoteFor(
  db: Db,
  userId: string,
  input: unknown = sampleAutoQuoteInput(),
): Promise<SavedQuote> {
  return createSavedQuote(db, userId, quoteInputSchema.parse(input));
}

/** Adds a vehicle to a consumer's profile (a 2021 Toyota Camry unless told otherwise). */
export function createVehicleFor(db: Db, userId: string, input: Partial<Vehicle> = {}) {
  return addVehicle(db, userId, {
    year: 2021,
    make: 'Toyota',
    model: 'Camry',
    use: 'commute',
    annualMileage: 12000,
    ...input,
  });
}
