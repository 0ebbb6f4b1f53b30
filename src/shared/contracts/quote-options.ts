/**
 * The answers the quote contract (quotes.ts) accepts, as plain lists without zod: the quote flow
 * shows its questions from these before the validation code has loaded. quotes.ts re-exports
 * them; import from there unless the zod-free split matters.
 */
export const drivingRecords = ['clean', 'ticket', 'accident', 'dui'] as const;
export type DrivingRecord = (typeof drivingRecords)[number];
export const coverageLevels = ['state_minimum', 'standard', 'full'] as const;
export type CoverageLevel = (typeof coverageLevels)[number];
export const creditTiers = ['excellent', 'good', 'average', 'poor'] as const;
export type CreditTier = (typeof creditTiers)[number];
export const vehicleUses = ['commute', 'pleasure', 'business'] as const;
export type VehicleUse = (typeof vehicleUses)[number];
export const autoDeductibles = [250, 500, 1000, 1500] as const;
export const propertyTypes = ['house', 'condo', 'apartment', 'manufactured'] as const;
export type PropertyType = (typeof propertyTypes)[number];
export const homeDeductibles = [500, 1000, 1500, 2000, 2500, 5000] as const;
export const rentersLiabilityLimits = [100_000, 300_000] as const;
export const rentersDeductibles = [500, 1000] as const;
export const lifeTerms = [10, 20, 30] as const;
export const lifeHealthClasses = ['excellent', 'good', 'average'] as const;
export type LifeHealth = (typeof lifeHealthClasses)[number];
export const sexes = ['female', 'male'] as const;

/** States that ban credit in auto rating: the flow does not ask, and the engine ignores it. */
export const autoCreditBannedStates = ['CA', 'HI', 'MA'] as const;
/** States that ban credit in home and renters rating. */
export const propertyCreditBannedStates = ['CA', 'HI', 'MD', 'MA'] as const;
