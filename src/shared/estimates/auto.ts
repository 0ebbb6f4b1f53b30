import {
  type AutoQuoteInput,
  ageOn,
  autoCreditBannedStates,
  type CoverageSummary,
  type Driver,
  type Estimate,
  type EstimateFactor,
  type Vehicle,
} from '../contracts/quotes';
import { autoStateFacts } from '../states/auto-facts';
import type { StateCode } from '../states/state-names';
import { carrierEstimates, factor, interpolate, multiply, round3 } from './common';
import {
  autoAgeCurve,
  autoAgeSource,
  autoCarriers,
  autoCoverageByState,
  autoCoverageSource,
  autoCredit,
  autoCreditSource,
  autoDeductible,
  autoDeductibleSource,
  autoLowMileage,
  autoMileageSource,
  autoRecord,
  autoRecordSource,
  autoSecondDriver,
  autoSecondDriverSource,
  autoVehicleSource,
  autoVehicles,
} from './tables';

const coverageColumn = { state_minimum: 0, standard: 1, full: 2 } as const;
const recordOrder = ['clean', 'ticket', 'accident', 'dui'] as const;

/** The Bankrate vehicle class of a make and model, or `other` (1.00) when none matches. */
export function vehicleClass(make: string, model: string): [string, number] {
  const m = normalName(make);
  const mo = normalName(model);
  for (const [classMake, models, multiplier] of autoVehicles) {
    if (m === classMake && models.some((prefix) => mo.startsWith(prefix))) {
      return [`${classMake} ${models[0]}`, multiplier];
    }
  }
  return ['other', 1];
}

const normalName = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The age factor of a driver on the curve (held at 1.05 beyond 75). */
export const autoAgeFactor = (age: number): number => round3(interpolate(autoAgeCurve, age));

function vehicleFactors(vehicle: Vehicle): EstimateFactor[] {
  const [vehicleValue, vehicleMultiplier] = vehicleClass(vehicle.make, vehicle.model);
  const lowMileage = vehicle.annualMileage < autoLowMileage.under;
  return [
    factor(
      'vehicle',
      // The car as the person gave it; the class it was rated as shows in the source.
      `${vehicle.year} ${vehicle.make} ${vehicle.model}`,
      vehicleMultiplier,
      // No Bankrate class for the make and model: rated as the base car (2023 Toyota Camry).
      vehicleValue === 'other' ? 'vehicleBase' : autoVehicleSource,
    ),
    factor(
      'mileage',
      vehicle.annualMileage,
      lowMileage ? autoLowMileage.multiplier : 1,
      lowMileage ? autoMileageSource : 'noLowMileage',
    ),
    // No public multiplier found for commute, pleasure or business use: not rated.
    factor('use', vehicle.use, 1, 'notRated'),
    // Read from the VIN (issue 30): the make and model above are rated; no published figure was
    // found for the body style or the model year, so 'Why this price?' says they were read and
    // do not change the price.
    ...(vehicle.body
      ? [
          factor(
            'vehicleFromVin',
            [vehicle.year, vehicle.body, vehicle.fuel].filter(Boolean).join(', '),
            1,
            'vinNotRated',
          ),
        ]
      : []),
  ];
}

/** The auto estimates: one per carrier of the data, USAA only for military families. */
export function estimateAuto(
  input: AutoQuoteInput,
  state: StateCode,
  today: string,
): { estimates: Estimate[]; coverage: CoverageSummary } {
  const facts = autoStateFacts[state];
  const column = autoCoverageByState[state];
  const level = input.coverage;
  const coverageRatio = round3(column[coverageColumn[level]] / column[2]);

  // The policy is rated on its riskiest driver's age and the worst record among its drivers.
  const ages = input.drivers.map((driver: Driver) => ageOn(driver.birthDate, today));
  const agedFactors = ages.map(autoAgeFactor);
  const ratedAt = agedFactors.indexOf(Math.max(...agedFactors));
  const worst = input.drivers
    .map((driver) => driver.record)
    .reduce((a, b) => (recordOrder.indexOf(b) > recordOrder.indexOf(a) ? b : a));

  const creditBanned = (autoCreditBannedStates as readonly string[]).includes(state);
  const credit = input.credit ?? 'good';

  const common: EstimateFactor[] = [
    // State full-coverage average: Insure.com 2019 scaled to the spec's $912-$2,639 range (decision 0013).
    factor('base', state, facts.averagePremium, 'insurecom-2019'),
    factor(
      'coverage',
      level,
      coverageRatio,
      // The state's price of the level over its full-coverage price.
      level === 'full' ? 'coverageBase' : autoCoverageSource,
    ),
    factor('age', ages[ratedAt] as number, agedFactors[ratedAt] as number, autoAgeSource),
    factor('record', worst, autoRecord[worst], autoRecordSource),
  ];
  if (input.drivers.length > 1) {
    common.push(factor('drivers', input.drivers.length, autoSecondDriver, autoSecondDriverSource));
  }
  common.push(
    creditBanned
      ? factor('credit', 'not rated', 1, 'creditBanned')
      : factor('credit', input.credit ?? 'good (not given)', autoCredit[credit], autoCreditSource),
  );
  if (level === 'full') {
    const deductible = input.deductible ?? 500;
    common.push(
      factor('deductible', deductible, autoDeductible[deductible] ?? 1, autoDeductibleSource),
    );
  }
  const [first, second] = input.vehicles as [Vehicle, Vehicle | undefined];
  const firstFactors = vehicleFactors(first);
  common.push(...firstFactors);
  if (second) {
    const secondFactors = vehicleFactors(second);
    const relative = multiply(secondFactors) / multiply(firstFactors);
    common.push(
      factor(
        'vehicles',
        `${second.year} ${second.make} ${second.model}`,
        round3(1 + relative),
        // Priced as its own car on its own factors; multi-car discounts are not modelled (no
        // sourced figure).
        'secondCar',
      ),
    );
  }

  // The median of the sources' full-coverage indexes (tables.ts).
  const estimates = carrierEstimates(
    autoCarriers,
    common,
    'auto-carrier-index-2025',
    input.military,
  );

  return {
    estimates,
    coverage: {
      liability:
        level === 'state_minimum'
          ? `${facts.bodilyInjury ? facts.bodilyInjury.join('/') : '0/0'}/${facts.propertyDamage}`
          : level === 'standard'
            ? '50/100/50'
            : '100/300/100',
      comprehensiveAndCollision: level === 'full',
      deductible: level === 'full' ? (input.deductible ?? 500) : null,
      amount: null,
    },
  };
}
