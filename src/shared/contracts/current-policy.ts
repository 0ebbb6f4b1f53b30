import { z } from 'zod';
import type { ValidationMessageKey } from '../validation-messages';

/**
 * The cover of the policy a shopper has today (issue 30): typed by the person or read from a
 * declarations page, then priced like for like. The carrier and the yearly premium stay where they
 * were (`currentInsurer`, `currentPremium` of every quote request); this is what the policy buys.
 * Every amount is whole US dollars (a limit of 50/100/50 is 50000, 100000, 50000). These names are
 * a contract between the declarations reader and the pricing: keep them stable.
 */
const m = (key: ValidationMessageKey) => ({ message: key });
const dollars = (min: number, max: number) =>
  z
    .number(m('invalidValue'))
    .int(m('invalidValue'))
    .min(min, m('invalidValue'))
    .max(max, m('invalidValue'));

/** A deductible, or null where the cover is not carried (no comprehensive, no collision). */
const deductibleOrNone = dollars(0, 10_000).nullable();

export const autoCurrentCoverSchema = z
  .object({
    line: z.literal('auto'),
    /** The carrier's name as printed, where `currentInsurer` is `other` (or to keep the exact name). */
    carrierName: z.string(m('invalidValue')).trim().max(80, m('tooLong')).optional(),
    /** Bodily injury liability per person. */
    bodilyInjuryPerPerson: dollars(0, 2_000_000),
    /** Bodily injury liability per accident. */
    bodilyInjuryPerAccident: dollars(0, 5_000_000),
    /** Property damage liability per accident. */
    propertyDamage: dollars(0, 2_000_000),
    /** Uninsured motorist bodily injury per person and per accident; null when not carried. */
    uninsuredMotoristPerPerson: dollars(0, 2_000_000).nullable(),
    uninsuredMotoristPerAccident: dollars(0, 5_000_000).nullable(),
    comprehensiveDeductible: deductibleOrNone,
    collisionDeductible: deductibleOrNone,
  })
  .refine((cover) => cover.bodilyInjuryPerAccident >= cover.bodilyInjuryPerPerson, {
    path: ['bodilyInjuryPerAccident'],
    ...m('invalidValue'),
  });
export type AutoCurrentCover = z.infer<typeof autoCurrentCoverSchema>;

export const homeCurrentCoverSchema = z.object({
  line: z.literal('home'),
  carrierName: z.string(m('invalidValue')).trim().max(80, m('tooLong')).optional(),
  /** Coverage A. */
  dwelling: dollars(0, 10_000_000),
  /** Coverage B. */
  otherStructures: dollars(0, 5_000_000),
  /** Coverage C. */
  personalProperty: dollars(0, 5_000_000),
  /** Coverage E, personal liability per occurrence. */
  liability: dollars(0, 5_000_000),
  /** The all-perils deductible. */
  deductible: dollars(0, 100_000),
});
export type HomeCurrentCover = z.infer<typeof homeCurrentCoverSchema>;

export type CurrentCover = AutoCurrentCover | HomeCurrentCover;
