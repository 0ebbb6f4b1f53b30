import { eq } from 'drizzle-orm';
import type { Profile, ProfileUpdate } from '../../../shared/contracts/profiles';
import { type ConsumerCompany, consumerCompanyChoices } from '../../../shared/insurers';
import type { Db } from '../../db/client';
import { consumerProfiles, users } from '../../db/schema';
import { notFound } from '../../http-error';

/** `users.company` of a consumer, as a profile choice (anything else reads as unset). */
function insuranceCompanyOf(company: string | null): ConsumerCompany | null {
  return (consumerCompanyChoices as readonly string[]).includes(company ?? '')
    ? (company as ConsumerCompany)
    : null;
}

/**
 * The consumer's profile: names, e-mail and insurance company from `users`, the rest from
 * `consumer_profiles`, or the defaults (nulls, in-app contact only) before the first save.
 */
export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      company: users.company,
      profile: consumerProfiles,
    })
    .from(users)
    .leftJoin(consumerProfiles, eq(consumerProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  const profile = row.profile;
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: profile?.phone ?? null,
    address: profile?.address ?? null,
    city: profile?.city ?? null,
    state: profile?.state ?? null,
    zip: profile?.zip ?? null,
    birthDate: profile?.birthDate ?? null,
    currentInsurance: profile?.currentInsurance ?? null,
    insuranceCompany: insuranceCompanyOf(row.company),
    currentPremium: profile?.currentPremium ?? null,
    renewalDate: profile?.renewalDate ?? null,
    contactPreference: profile?.contactPreference ?? 'in_app',
    budgetRange: profile?.budgetRange ?? null,
  };
}

/**
 * Saves the whole profile in one transaction: the account fields on `users` (the username
 * follows the name, as at registration) and the profile row, created at the first save. The
 * e-mail is not among them: it changes only through the link mailed to the new address
 * (src/server/modules/account, issue 18).
 */
export async function updateProfile(db: Db, userId: string, input: ProfileUpdate): Promise<void> {
  const now = new Date();
  const fields = {
    phone: input.phone,
    address: input.address,
    city: input.city,
    state: input.state,
    zip: input.zip,
    birthDate: input.birthDate,
    currentInsurance: input.currentInsurance,
    currentPremium: input.currentPremium,
    renewalDate: input.renewalDate,
    contactPreference: input.contactPreference,
    budgetRange: input.budgetRange,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        username: `${input.firstName} ${input.lastName}`,
        company: input.insuranceCompany,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!updated) throw notFound();
    await tx
      .insert(consumerProfiles)
      .values({ userId, ...fields, createdAt: now })
      .onConflictDoUpdate({ target: consumerProfiles.userId, set: fields });
  });
}
