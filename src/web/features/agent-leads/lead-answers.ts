import { findInsurer } from '../../../shared/insurers';

/** A translate function over the `quote` and `agent` namespaces (keys carry their namespace). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface AnswerRow {
  label: string;
  value: string;
}

interface Formatters {
  dollars: (amount: number) => string;
  date: (iso: string) => string;
  number: (value: number) => string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const asString = (value: unknown) => (typeof value === 'string' ? value : undefined);
const asNumber = (value: unknown) => (typeof value === 'number' ? value : undefined);

/**
 * The request's answers as a consumer gave them, worded with the quote form's own labels, in the
 * form's order. Answers are read as saved, so anything missing or unknown is left out rather than
 * shown raw.
 */
export function describeAnswers(
  answers: Record<string, unknown>,
  t: Translate,
  format: Formatters,
): AnswerRow[] {
  const rows: AnswerRow[] = [];
  const add = (labelKey: string, value: string | undefined) => {
    if (value !== undefined && value !== '') rows.push({ label: t(labelKey), value });
  };
  const option = (group: string, value: unknown) => {
    const text = asString(value);
    return text ? t(`quote:options.${group}.${text}`) : undefined;
  };
  const dollars = (value: unknown) => {
    const amount = asNumber(value);
    return amount === undefined ? undefined : format.dollars(amount);
  };
  const yesNo = (value: unknown) =>
    typeof value === 'boolean' ? t(value ? 'quote:options.yes' : 'quote:options.no') : undefined;

  add('quote:fields.zip', asString(answers.zip));

  const drivers = Array.isArray(answers.drivers) ? answers.drivers.filter(isRecord) : [];
  drivers.forEach((driver, index) => {
    const birthDate = asString(driver.birthDate);
    rows.push({
      label: t('agent:answers.driver', { number: index + 1 }),
      value: t('agent:answers.driverValue', {
        date: birthDate ? format.date(birthDate) : '–',
        record: option('record', driver.record) ?? '–',
      }),
    });
  });
  const vehicles = Array.isArray(answers.vehicles) ? answers.vehicles.filter(isRecord) : [];
  vehicles.forEach((vehicle, index) => {
    const mileage = asNumber(vehicle.annualMileage);
    rows.push({
      label: t('agent:answers.vehicle', { number: index + 1 }),
      value: t('agent:answers.vehicleValue', {
        vehicle: [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' '),
        use: option('use', vehicle.use) ?? '–',
        mileage: mileage === undefined ? '–' : format.number(mileage),
      }),
    });
    add('quote:fields.vin', asString(vehicle.vin));
  });

  if (answers.type === 'life') {
    const birthDate = asString(answers.birthDate);
    add('quote:fields.birthDate', birthDate ? format.date(birthDate) : undefined);
    add('quote:fields.sex', option('sex', answers.sex));
  }
  add('quote:fields.propertyType', option('propertyType', answers.propertyType));
  add('quote:fields.dwellingAmount', dollars(answers.dwellingAmount));
  add('quote:fields.yearBuilt', asNumber(answers.yearBuilt)?.toString());
  add('quote:fields.claims', asNumber(answers.claims)?.toString());
  add('quote:fields.propertyAmount', dollars(answers.propertyAmount));
  add('quote:fields.liability', dollars(answers.liability));
  add('quote:fields.amount', dollars(answers.amount));
  const termYears = asNumber(answers.termYears);
  add(
    'quote:fields.termYears',
    termYears === undefined ? undefined : t('quote:options.termYears', { count: termYears }),
  );
  add('quote:fields.tobacco', yesNo(answers.tobacco));
  add('quote:fields.health', option('health', answers.health));
  add('quote:fields.coverage', option('coverage', answers.coverage));
  add('quote:fields.deductible', dollars(answers.deductible));
  add('quote:fields.credit', option('credit', answers.credit));
  add('agent:answers.military', yesNo(answers.military));

  const insurer = asString(answers.currentInsurer);
  add(
    'quote:fields.currentInsurer',
    insurer === 'none' || insurer === 'other'
      ? t(`quote:options.currentInsurer.${insurer}`)
      : (findInsurer(insurer)?.name ?? insurer),
  );
  add('quote:fields.currentPremium', dollars(answers.currentPremium));
  // The cover held today (issue 30): what an offer is compared with on the consumer's side.
  const cover = isRecord(answers.currentCover) ? answers.currentCover : undefined;
  const none = t('agent:answers.notCarried');
  const amount = (value: unknown) => dollars(value) ?? none;
  if (cover?.line === 'auto') {
    add(
      'agent:answers.currentLiability',
      [cover.bodilyInjuryPerPerson, cover.bodilyInjuryPerAccident, cover.propertyDamage]
        .map(amount)
        .join(' / '),
    );
    add(
      'agent:answers.currentUninsured',
      cover.uninsuredMotoristPerPerson == null
        ? none
        : [cover.uninsuredMotoristPerPerson, cover.uninsuredMotoristPerAccident]
            .map(amount)
            .join(' / '),
    );
    add('agent:answers.currentComprehensive', amount(cover.comprehensiveDeductible));
    add('agent:answers.currentCollision', amount(cover.collisionDeductible));
  } else if (cover?.line === 'home') {
    add(
      'agent:answers.currentHome',
      t('agent:answers.currentHomeValue', {
        dwelling: amount(cover.dwelling),
        otherStructures: amount(cover.otherStructures),
        personalProperty: amount(cover.personalProperty),
        liability: amount(cover.liability),
        deductible: amount(cover.deductible),
      }),
    );
  }
  return rows;
}
