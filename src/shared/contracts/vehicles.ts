import { z } from 'zod';
import type { ValidationMessageKey } from '../validation-messages';

/**
 * The vehicle lookups of the quote flow (issue 30): a VIN decoded from the public NHTSA vPIC data,
 * and the year, make and model pickers from the same data. `GET /api/vehicles/...`.
 */
const m = (key: ValidationMessageKey) => ({ message: key });

export const vinParamsSchema = z.object({
  vin: z.string(m('vinInvalid')).max(40, m('vinInvalid')),
});

/** What a VIN decodes to. Trim, body and fuel are null where the data does not say. */
export const decodedVinSchema = z.object({
  vin: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  trim: z.string().nullable(),
  body: z.string().nullable(),
  fuel: z.string().nullable(),
});
export type DecodedVin = z.infer<typeof decodedVinSchema>;

export const vehicleYearsSchema = z.object({ years: z.array(z.number().int()) });
export type VehicleYears = z.infer<typeof vehicleYearsSchema>;

const year = z.coerce
  .number(m('vehicleYearRange'))
  .int(m('vehicleYearRange'))
  .min(1981, m('vehicleYearRange'))
  .max(2100, m('vehicleYearRange'));

export const vehicleMakesQuerySchema = z.object({ year });
export const vehicleMakesSchema = z.object({ makes: z.array(z.string()) });
export type VehicleMakes = z.infer<typeof vehicleMakesSchema>;

export const vehicleModelsQuerySchema = z.object({
  year,
  make: z.string(m('makeRequired')).trim().min(1, m('makeRequired')).max(40, m('tooLong')),
});
export const vehicleModelsSchema = z.object({ models: z.array(z.string()) });
export type VehicleModels = z.infer<typeof vehicleModelsSchema>;
