import type { AutoCurrentCover, HomeCurrentCover } from '../../../shared/contracts/current-policy';
import type { DeclarationsLine } from '../../../shared/contracts/declarations';
import { homeDeductibles } from '../../../shared/contracts/quote-options';
import { type ConsumerCompany, insurers } from '../../../shared/insurers';

/** The fields as the person left them after review: key to text (`vehicles.0.vin` to `1FT...`). */
export type ReviewedFields = Record<string, string>;

const number = (text: string | undefined): number | undefined => {
  if (text === undefined) return undefined;
  const cleaned = text.replace(/[\s,$]/g, '');
  if (cleaned === '' || !/^\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
};
const whole = (text: string | undefined) => {
  const value = number(text);
  return value === undefined ? undefined : Math.round(value);
};

/** The carrier as one of our insurer choices (`other` for a carrier we do not list). */
export function insurerChoice(carrier: string | undefined): ConsumerCompany | undefined {
  if (!carrier?.trim()) return undefined;
  const name = carrier.trim().toLowerCase();
  return insurers.find((insurer) => insurer.name.toLowerCase() === name)?.id ?? 'other';
}

/** Months between two ISO dates (a 6-month auto term, a 12-month home term). */
function termMonths(start: string | undefined, end: string | undefined): number | undefined {
  if (!start || !end || !/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end))
    return undefined;
  const months =
    (Number(end.slice(0, 4)) - Number(start.slice(0, 4))) * 12 +
    Number(end.slice(5, 7)) -
    Number(start.slice(5, 7));
  return months > 0 && months <= 24 ? months : undefined;
}

/** The premium for a year: the term's premium times 12 over the term's months. */
export function yearlyPremium(fields: ReviewedFields): number | undefined {
  const premium = number(fields.premium);
  if (premium === undefined) return undefined;
  const months = termMonths(fields.periodStart, fields.periodEnd) ?? 12;
  return Math.round((premium * 12) / months);
}

const items = (fields: ReviewedFields, list: string) =>
  [0, 1, 2, 3].filter((index) =>
    Object.keys(fields).some((key) => key.startsWith(`${list}.${index}.`)),
  );

const noneOr = (text: string | undefined) =>
  text?.trim().toLowerCase() === 'none' ? null : whole(text);

/** The current policy's cover in the pricing's contract, when every part of it was read. */
export function currentCoverOf(
  line: DeclarationsLine,
  fields: ReviewedFields,
): AutoCurrentCover | HomeCurrentCover | undefined {
  const carrierName = fields.carrier?.trim() ? fields.carrier.trim().slice(0, 80) : undefined;
  if (line === 'auto') {
    const cover = {
      line: 'auto' as const,
      ...(carrierName ? { carrierName } : {}),
      bodilyInjuryPerPerson: whole(fields.bodilyInjuryPerPerson),
      bodilyInjuryPerAccident: whole(fields.bodilyInjuryPerAccident),
      propertyDamage: whole(fields.propertyDamage),
      uninsuredMotoristPerPerson: noneOr(fields.uninsuredMotoristPerPerson),
      uninsuredMotoristPerAccident: noneOr(fields.uninsuredMotoristPerAccident),
      comprehensiveDeductible: noneOr(fields.comprehensiveDeductible),
      collisionDeductible: noneOr(fields.collisionDeductible),
    };
    return Object.values(cover).some((value) => value === undefined)
      ? undefined
      : (cover as AutoCurrentCover);
  }
  const cover = {
    line: 'home' as const,
    ...(carrierName ? { carrierName } : {}),
    dwelling: whole(fields.dwelling),
    otherStructures: whole(fields.otherStructures),
    personalProperty: whole(fields.personalProperty),
    liability: whole(fields.liability),
    deductible: whole(fields.deductible),
  };
  return Object.values(cover).some((value) => value === undefined)
    ? undefined
    : (cover as HomeCurrentCover);
}

/**
 * The quote answers the reviewed fields fill, for the line of the flow. What a page does not say
 * (a driver's birth date, a car's use) is left to the person.
 */
export function quoteAnswersFromFields(
  line: DeclarationsLine,
  fields: ReviewedFields,
): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  if (/^\d{5}$/.test(fields.zip ?? '')) answers.zip = fields.zip;
  const insurer = insurerChoice(fields.carrier);
  if (insurer) answers.currentInsurer = insurer;
  const premium = yearlyPremium(fields);
  if (premium !== undefined && premium <= 50_000) answers.currentPremium = premium;
  const cover = currentCoverOf(line, fields);
  if (cover) answers.currentCover = cover;
  if (line === 'auto') {
    const vehicles = items(fields, 'vehicles')
      .slice(0, 2)
      .map((index) => ({
        year: whole(fields[`vehicles.${index}.year`]),
        make: fields[`vehicles.${index}.make`]?.trim() ?? '',
        model: fields[`vehicles.${index}.model`]?.trim() ?? '',
        vin: fields[`vehicles.${index}.vin`]?.trim().toUpperCase() ?? '',
      }));
    if (vehicles.length > 0) answers.vehicles = vehicles;
  } else {
    const dwelling = whole(fields.dwelling);
    if (dwelling !== undefined) answers.dwellingAmount = dwelling;
    const deductible = whole(fields.deductible);
    if (deductible !== undefined && (homeDeductibles as readonly number[]).includes(deductible)) {
      answers.deductible = deductible;
    }
  }
  return answers;
}

/** The profile answers the fields fill: ZIP, the insurer, the yearly premium, the renewal date. */
export function profileAnswersFromFields(fields: ReviewedFields) {
  const insurer = insurerChoice(fields.carrier);
  const premium = yearlyPremium(fields);
  return {
    ...(/^\d{5}$/.test(fields.zip ?? '') ? { zip: fields.zip as string } : {}),
    ...(insurer ? { currentInsurance: 'insured' as const, insuranceCompany: insurer } : {}),
    ...(premium !== undefined && premium <= 50_000 ? { currentPremium: premium } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(fields.periodEnd ?? '')
      ? { renewalDate: fields.periodEnd as string }
      : {}),
  };
}
