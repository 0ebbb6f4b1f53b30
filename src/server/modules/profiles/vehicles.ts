import { and, asc, count, eq } from 'drizzle-orm';
import type { SavedVehicle } from '../../../shared/contracts/profiles';
import type { Vehicle } from '../../../shared/contracts/quotes';
import type { Db } from '../../db/client';
import { type ConsumerVehicleRow, consumerVehicles, users } from '../../db/schema';
import { badRequest, notFound } from '../../http-error';
import { isUuid } from '../../lib/ids';

export const maxSavedVehicles = 10;
export const vehicleNotFoundMessage = 'vehicleNotFound';

function toSavedVehicle(row: ConsumerVehicleRow): SavedVehicle {
  return {
    id: row.id,
    year: row.year,
    make: row.make,
    model: row.model,
    vin: row.vin,
    use: row.use,
    annualMileage: row.annualMileage,
  };
}

/** The columns of a validated vehicle; an empty VIN is stored as none. */
function columnsOf(input: Vehicle) {
  return {
    year: input.year,
    make: input.make,
    model: input.model,
    vin: input.vin ? input.vin : null,
    use: input.use,
    annualMileage: input.annualMileage,
  };
}

const ownedBy = (userId: string, id: string) =>
  and(eq(consumerVehicles.id, id), eq(consumerVehicles.userId, userId));

/** The consumer's vehicles, oldest first (the order they were added). */
export async function listVehicles(db: Db, userId: string): Promise<SavedVehicle[]> {
  const rows = await db
    .select()
    .from(consumerVehicles)
    .where(eq(consumerVehicles.userId, userId))
    .orderBy(asc(consumerVehicles.createdAt), asc(consumerVehicles.id));
  return rows.map(toSavedVehicle);
}

/**
 * Adds a vehicle unless the consumer already has the maximum. The user's row is locked for the
 * count and the insert, so two additions at once cannot both pass the check.
 */
export async function addVehicle(db: Db, userId: string, input: Vehicle): Promise<SavedVehicle> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx
      .select({ count: count() })
      .from(consumerVehicles)
      .where(eq(consumerVehicles.userId, userId));
    if ((existing?.count ?? 0) >= maxSavedVehicles) throw badRequest('tooManySavedVehicles');
    const [row] = await tx
      .insert(consumerVehicles)
      .values({ userId, ...columnsOf(input) })
      .returning();
    if (!row) throw new Error('vehicle insert returned no row');
    return toSavedVehicle(row);
  });
}

export async function updateVehicle(
  db: Db,
  userId: string,
  id: string,
  input: Vehicle,
): Promise<SavedVehicle> {
  if (!isUuid(id)) throw notFound(vehicleNotFoundMessage);
  const [row] = await db
    .update(consumerVehicles)
    .set(columnsOf(input))
    .where(ownedBy(userId, id))
    .returning();
  if (!row) throw notFound(vehicleNotFoundMessage);
  return toSavedVehicle(row);
}

export async function deleteVehicle(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(vehicleNotFoundMessage);
  const [row] = await db
    .delete(consumerVehicles)
    .where(ownedBy(userId, id))
    .returning({ id: consumerVehicles.id });
  if (!row) throw notFound(vehicleNotFoundMessage);
}
