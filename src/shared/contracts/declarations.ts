import { z } from 'zod';
import { declarationsContentTypes, declarationsLines } from './declarations-options';

export * from './declarations-options';

/**
 * Reading a declarations page (issue 30, section 1). The server answers what it read as a flat
 * list of fields, each with how sure it is; the person corrects them and only then are they put
 * into the quote answers (`currentCover` of `./current-policy` among them) and the profile.
 */

/**
 * The keys a reading may carry. Indexed keys (`vehicles.0.vin`) repeat per vehicle, driver and
 * named insured. Amounts are whole or decimal dollars as digits (`50000`, `1284.5`); dates are
 * ISO (`2026-03-15`); an uninsured-motorist cover not carried is `none`.
 */
export const declarationsScalarKeys = [
  'carrier',
  'policyNumber',
  'periodStart',
  'periodEnd',
  'zip',
  'premium',
  'bodilyInjuryPerPerson',
  'bodilyInjuryPerAccident',
  'propertyDamage',
  'uninsuredMotoristPerPerson',
  'uninsuredMotoristPerAccident',
  'comprehensiveDeductible',
  'collisionDeductible',
  'dwelling',
  'otherStructures',
  'personalProperty',
  'liability',
  'deductible',
] as const;
export type DeclarationsScalarKey = (typeof declarationsScalarKeys)[number];
export const declarationsListKeys = [
  'insureds.firstName',
  'drivers.name',
  'vehicles.vin',
  'vehicles.year',
  'vehicles.make',
  'vehicles.model',
] as const;
/** The most vehicles, drivers and named insureds read from one page. */
export const declarationsMaxItems = 4;

const keyPattern = new RegExp(
  `^(${declarationsScalarKeys.join('|')}|(insureds)\\.[0-3]\\.firstName|(drivers)\\.[0-3]\\.name|(vehicles)\\.[0-3]\\.(vin|year|make|model))$`,
);
export const isDeclarationsKey = (key: string) => keyPattern.test(key);

export const readFieldSchema = z.object({
  key: z.string().regex(keyPattern),
  value: z.string().max(120),
  /** 0 to 1: how sure the reader is (the text layer of a PDF, an OCR read, a check that held). */
  confidence: z.number().min(0).max(1),
});
export type ReadField = z.infer<typeof readFieldSchema>;

export const declarationsReadingSchema = z.object({
  line: z.enum(declarationsLines).nullable(),
  /** `text`: the PDF's own text; `ocr`: a scan or a photo read by OCR. */
  method: z.enum(['text', 'ocr']),
  fields: z.array(readFieldSchema),
  /** The copy kept at the person's request, when they asked for one. */
  keptCopyId: z.string().nullable(),
});
export type DeclarationsReading = z.infer<typeof declarationsReadingSchema>;

/** A kept copy, as the profile lists it. */
export const keptDeclarationsSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.enum(declarationsContentTypes),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type KeptDeclarations = z.infer<typeof keptDeclarationsSchema>;
export const keptDeclarationsListSchema = z.object({ copies: z.array(keptDeclarationsSchema) });
