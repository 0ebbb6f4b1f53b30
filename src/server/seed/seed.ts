import { sql } from 'drizzle-orm';
import { licenceLines } from '../../shared/contracts/licences';
import { stateCodes } from '../../shared/states/state-names';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import {
  createAdmin,
  createAgent,
  createConsumer,
  createLicenceFor,
  createSavedQuoteFor,
  sampleAutoQuoteInput,
} from './factories';

/** The demo accounts written in the README. */
export const demoAccounts = {
  agent: {
    email: 'agent@statefarm.com',
    password: 'Demo!Agent2026',
    firstName: 'Dana',
    lastName: 'Reyes',
  },
  admin: {
    email: 'admin@lioninsurance.example',
    password: 'Demo!Admin2026',
    firstName: 'Morgan',
    lastName: 'Hale',
  },
  consumer: {
    email: 'consumer@example.com',
    password: 'DemoConsumer26',
    firstName: 'Sam',
    lastName: 'Carter',
  },
} as const;

/** Seeds the demo accounts into an empty database. Returns whether it seeded anything. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((row?.count ?? 0) > 0) return false;
  const agent = await createAgent(db, {
    ...demoAccounts.agent,
    company: 'statefarm',
    companyVerified: true,
  });
  const admin = await createAdmin(db, demoAccounts.admin);
  // The demo agent can receive every request: verified for all lines in every state.
  await createLicenceFor(db, agent.id, {
    reviewerId: admin.id,
    states: stateCodes,
    lines: licenceLines,
    npn: '8675309',
    languages: ['en', 'es'],
  });
  const consumer = await createConsumer(db, { ...demoAccounts.consumer, company: 'geico' });
  // One saved auto request, so the demo profile shows the saved-quotes list at work.
  await createSavedQuoteFor(db, consumer.id, sampleAutoQuoteInput({ currentInsurer: 'geico' }));
  return true;
}
