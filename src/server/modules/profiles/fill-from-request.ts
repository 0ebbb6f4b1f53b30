import { and, eq, sql } from 'drizzle-orm';
import type { QuoteInput, Vehicle } from '../../../shared/contracts/quotes';
import { stateFromZip } from '../../../shared/zip-state';
import type { Tx } from '../../db/client';
import { consumerProfiles, consumerVehicles, users } from '../../db/schema';
import { maxSavedVehicles } from './vehicles';

/** The person's own birth date in the answers: the life insured, or auto's first driver ('About you'). */
function birthDateOf(input: QuoteInput): string | null {
  if (input.type === 'life') return input.birthDate;
  if (input.type === 'auto') return input.drivers[0]?.birthDate ?? null;
  return null;
}

/** 'none' is the profile's 'no insurance'; a named or other insurer means insured. */
function currentInsuranceOf(insurer: string | null | undefined): 'insured' | 'none' | null {
  if (!insurer) return null;
  return insurer === 'none' ? 'none' : 'insured';
}

const sameVehicle =
  (kept: { year: number; make: string; model: string; vin: string | null }) => (vehicle: Vehicle) =>
    (vehicle.vin && kept.vin && vehicle.vin.toUpperCase() === kept.vin.toUpperCase()) ||
    (vehicle.year === kept.year &&
      vehicle.make.trim().toLowerCase() === kept.make.trim().toLowerCase() &&
      vehicle.model.trim().toLowerCase() === kept.model.trim().toLowerCase());

/**
 * A saved request fills what the profile leaves empty: ZIP (and its state), birth date, current
 * insurance, insurer and premium, and adds the request's vehicles the profile does not hold yet
 * (up to the profile's limit). A field the person set is never overwritten: every column is
 * `coalesce(kept, from the request)`. Runs in the saving transaction, with the user's row locked.
 */
export async function fillProfileFromRequest(tx: Tx, userId: string, input: QuoteInput) {
  const now = new Date();
  const state = stateFromZip(input.zip) ?? null;
  const [account] = await tx
    .select({ company: users.company })
    .from(users)
    .where(eq(users.id, userId));
  const fromRequest = {
    zip: input.zip,
    state,
    birthDate: birthDateOf(input),
    // The flow's insurer, else the one chosen at sign-up: either says whether they are insured.
    currentInsurance: currentInsuranceOf(input.currentInsurer ?? account?.company),
    currentPremium: input.currentPremium ?? null,
  };
  const kept = consumerProfiles;
  await tx
    .insert(consumerProfiles)
    .values({ userId, ...fromRequest, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: consumerProfiles.userId,
      set: {
        zip: sql`coalesce(${kept.zip}, excluded.zip)`,
        // The state follows the ZIP: filled only when the ZIP kept is empty or the same one.
        state: sql`case when ${kept.state} is null and (${kept.zip} is null or ${kept.zip} = excluded.zip) then excluded.state else ${kept.state} end`,
        birthDate: sql`coalesce(${kept.birthDate}, excluded.birth_date)`,
        currentInsurance: sql`coalesce(${kept.currentInsurance}, excluded.current_insurance)`,
        currentPremium: sql`coalesce(${kept.currentPremium}, excluded.current_premium)`,
        updatedAt: now,
      },
    });
  if (input.currentInsurer !== undefined) {
    // The insurer is kept on the account (as at sign-up); not beside a 'no insurance' the person chose.
    await tx
      .update(users)
      .set({ company: sql`coalesce(${users.company}, ${input.currentInsurer})` })
      .where(
        and(
          eq(users.id, userId),
          sql`not exists (select 1 from ${consumerProfiles} where ${consumerProfiles.userId} = ${userId} and ${consumerProfiles.currentInsurance} = 'none' and ${input.currentInsurer} <> 'none')`,
        ),
      );
  }

  if (input.type !== 'auto') return;
  const vehicles = await tx
    .select({
      year: consumerVehicles.year,
      make: consumerVehicles.make,
      model: consumerVehicles.model,
      vin: consumerVehicles.vin,
    })
    .from(consumerVehicles)
    .where(eq(consumerVehicles.userId, userId));
  const added = input.vehicles
    .filter((vehicle) => !vehicles.some((row) => sameVehicle(row)(vehicle)))
    .slice(0, Math.max(0, maxSavedVehicles - vehicles.length));
  if (added.length === 0) return;
  // One statement would give every row the same time: a millisecond apart, the list keeps the
  // flow's order (vehicles read oldest first).
  await tx.insert(consumerVehicles).values(
    added.map((vehicle, at) => ({
      createdAt: new Date(now.getTime() + at),
      userId,
      year: vehicle.year,
      make: vehicle.make,
      model: vehicle.model,
      vin: vehicle.vin ? vehicle.vin : null,
      use: vehicle.use,
      annualMileage: vehicle.annualMileage,
    })),
  );
}
