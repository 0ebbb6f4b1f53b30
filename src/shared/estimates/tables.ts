/**
 * The figures of the estimate engine, transcribed from `shared/data` (README.md, factors.json and
 * the CSV files) with the source of each. Multipliers are ratios to the source's own base profile.
 * Figures marked "declared" have no public source: decision 0022 records each of them.
 */
import type { CreditTier, DrivingRecord } from '../contracts/quotes';
import type { InsurerId } from '../insurers';
import type { StateCode } from '../states/state-names';
import type { EstimateSourceId } from './sources';

// ---------------------------------------------------------------- auto

/**
 * insurance.com "average cost of car insurance" (Oct 7 2025, Quadrant data; 40-year-old, good
 * credit): yearly state minimum, 50/100/50 liability and 100/300/100 full coverage with a $500
 * deductible, per state (shared/data/auto-state-averages.csv). Only their ratios are used.
 */
export const autoCoverageSource: EstimateSourceId = 'insurancecom-2025-10';
export const autoCoverageByState: Record<StateCode, readonly [number, number, number]> = {
  AK: [415, 542, 2215],
  AL: [514, 703, 2107],
  AR: [503, 763, 2723],
  AZ: [662, 964, 2333],
  CA: [751, 1016, 3010],
  CO: [547, 898, 3222],
  CT: [1039, 1119, 2726],
  DC: [896, 1125, 3394],
  DE: [1277, 1498, 3097],
  FL: [1208, 2220, 3852],
  GA: [780, 1058, 2739],
  HI: [425, 603, 1721],
  IA: [330, 405, 2228],
  ID: [423, 491, 1791],
  IL: [462, 503, 1901],
  IN: [445, 535, 1856],
  KS: [520, 579, 2410],
  KY: [708, 957, 2976],
  LA: [993, 1664, 4180],
  MA: [621, 809, 2430],
  MD: [815, 840, 2273],
  ME: [377, 384, 1701],
  MI: [714, 761, 3146],
  MN: [585, 628, 2561],
  MO: [544, 645, 2410],
  MS: [510, 729, 2455],
  MT: [422, 604, 2541],
  NC: [644, 717, 2587],
  ND: [354, 377, 2079],
  NE: [369, 422, 2387],
  NH: [447, 486, 1650],
  NJ: [1124, 1199, 2736],
  NM: [475, 728, 2486],
  NV: [908, 1540, 3284],
  NY: [1070, 1191, 2898],
  OH: [390, 474, 1739],
  OK: [452, 734, 2705],
  OR: [715, 775, 1927],
  PA: [421, 586, 2428],
  RI: [761, 954, 2706],
  SC: [682, 918, 2367],
  SD: [382, 418, 2635],
  TN: [515, 623, 2214],
  TX: [620, 900, 2631],
  UT: [708, 870, 2250],
  VA: [528, 538, 1837],
  VT: [299, 323, 1504],
  WA: [490, 864, 2175],
  WI: [407, 479, 2026],
  WV: [577, 651, 2557],
  WY: [286, 327, 1984],
};

/** Mean over 51 states of insurance.com's age rows over its age-40 row, full coverage (Oct 2025). */
export const autoAgeSource: EstimateSourceId = 'insurancecom-2025-10';
export const autoAgeCurve: readonly (readonly [number, number])[] = [
  [16, 4.04],
  [17, 3.35],
  [18, 2.94],
  [19, 2.26],
  [20, 2.04],
  [21, 1.65],
  [22, 1.52],
  [23, 1.4],
  [24, 1.33],
  [25, 1.18],
  [30, 1.06],
  [35, 1.03],
  [40, 1.0],
  [45, 0.98],
  [50, 0.94],
  [55, 0.9],
  [60, 0.89],
  [65, 0.91],
  [70, 0.96],
  [75, 1.05],
];

/** Bankrate average cost of car insurance (Sep 2025). */
export const autoRecordSource: EstimateSourceId = 'bankrate-auto-2025-09';
export const autoRecord: Record<DrivingRecord, number> = {
  clean: 1,
  ticket: 1.22,
  accident: 1.44,
  dui: 1.96,
};

/** Bankrate average cost of car insurance, full coverage (Sep 2025). */
export const autoCreditSource: EstimateSourceId = 'bankrate-auto-2025-09';
export const autoCredit: Record<CreditTier, number> = {
  excellent: 0.86,
  good: 1,
  average: 1.092,
  poor: 1.757,
};

/** Bankrate/Quadrant comprehensive and collision deductibles (Jan 2025, via indestata.com). */
export const autoDeductibleSource: EstimateSourceId = 'bankrate-deductible-2025-01';
export const autoDeductible: Record<number, number> = {
  250: 1.102,
  500: 1,
  1000: 0.886,
  1500: 0.836,
};

/** Bankrate (Sep 2025), full coverage against a 2023 Toyota Camry. `[make, model prefix, factor]`. */
export const autoVehicleSource: EstimateSourceId = 'bankrate-auto-2025-09';
export const autoVehicles: readonly (readonly [string, readonly string[], number])[] = [
  ['toyota', ['camry'], 1],
  ['honda', ['odyssey'], 0.916],
  ['toyota', ['rav4'], 0.906],
  ['subaru', ['outback'], 0.839],
  ['jeep', ['wrangler'], 0.901],
  ['ford', ['f150'], 0.985],
  ['toyota', ['prius'], 1.039],
  ['nissan', ['altima'], 1.098],
  ['audi', ['q5'], 1.156],
  ['bmw', ['330', '3series'], 1.239],
  ['tesla', ['model3'], 1.28],
];

export const autoLowMileage = { under: 7500, multiplier: 0.95 } as const;
/** Insure.com: low-mileage discount up to 5% (under 5,000-7,000 mi); MoneyGeek (Oct 2025): about $86/yr under 7,500 mi. */
export const autoMileageSource: EstimateSourceId = 'insurecom-mileage';

/** CarInsurance.com "cost of adding a driver": adding a spouse raises the policy 7%. */
export const autoSecondDriver = 1.07;
/** CarInsurance.com cost of adding a driver: adding a spouse +7%; the policy is rated on the riskier driver. */
export const autoSecondDriverSource: EstimateSourceId = 'carinsurancecom-driver';

/**
 * Full-coverage price index per carrier (1.00 = the source's national average; shared/data
 * README section 2). `sources`: Bankrate Sep 2025, ValuePenguin Oct 2025, Insurify Oct 2025,
 * insurance.com Oct 2025 per state (null where the source has no figure). `index`: their median.
 */
export const autoCarrierSourceNames = [
  'Bankrate',
  'ValuePenguin',
  'Insurify',
  'insurance.com',
] as const;
export interface CarrierIndex {
  carrier: InsurerId;
  index: number;
  sources: readonly (number | null)[];
}
export const autoCarriers: readonly CarrierIndex[] = [
  { carrier: 'usaa', index: 0.66, sources: [0.82, 0.63, 0.56, 0.7] },
  { carrier: 'travelers', index: 0.85, sources: [0.83, 0.86, 1.05, 0.85] },
  { carrier: 'geico', index: 0.87, sources: [0.82, 1.01, 0.79, 0.91] },
  { carrier: 'statefarm', index: 0.89, sources: [1.01, 0.77, 0.62, 1.01] },
  { carrier: 'nationwide', index: 0.89, sources: [0.76, 1.14, 1.02, 0.77] },
  { carrier: 'progressive', index: 0.98, sources: [0.83, 0.99, 0.98, 1.05] },
  { carrier: 'americanfamily', index: 1.01, sources: [1.16, 0.96, 0.84, 1.07] },
  { carrier: 'allstate', index: 1.31, sources: [1.27, 1.41, 0.79, 1.35] },
  // ValuePenguin's Liberty Mutual figure is against GEICO ($1,879 vs $1,291): weak, two sources only.
  { carrier: 'libertymutual', index: 1.35, sources: [null, 1.46, 1.23, null] },
];

// ---------------------------------------------------------------- home

/** Bankrate home insurance cost (Sep 2025) against $300k dwelling, $1,000 deductible, 2017 build, good credit. */
export const homeDwellingFit = { intercept: 0.21, perThousand: 0.00261 } as const;
/** Fit f = 0.21 + 0.00261 x dwelling/$1k of Bankrate $150k-$750k figures (Sep 2025). */
export const homeDwellingSource: EstimateSourceId = 'bankrate-home-2025-09';

/** Bankrate (Sep 2025); $2,500 from NerdWallet (May 2025). */
export const homeDeductibleSource: EstimateSourceId = 'bankrate-home-2025-09';
export const homeDeductible2500Source: EstimateSourceId = 'nerdwallet-home-2025-05';
/** $500 is declared: the $1,000-to-$1,500 step (-2.4%) extended down by one step. */
export const homeDeductible: Record<number, number> = {
  500: 1.024,
  1000: 1,
  1500: 0.976,
  2000: 0.913,
  2500: 0.88,
  5000: 0.821,
};

/** Bankrate by year built, vs 2017 (Sep 2025); interpolated, held flat before 1959 and after 2020. */
export const homeYearBuiltSource: EstimateSourceId = 'bankrate-home-2025-09';
export const homeYearBuilt: readonly (readonly [number, number])[] = [
  [1959, 1.355],
  [1982, 1.367],
  [1992, 1.358],
  [2010, 1.161],
  [2017, 1],
  [2020, 0.9],
];

/** NerdWallet (May 2025): one claim +9%; Bankrate +5-6% by claim type; compounded per claim, capped (declared). */
export const homeClaimSource: EstimateSourceId = 'nerdwallet-home-2025-05';
export const homeClaim = { perClaim: 1.09, cap: 3 } as const;

/** Bankrate home insurance by credit (Sep 2025). */
export const homeCreditSource: EstimateSourceId = 'bankrate-home-2025-09';
export const homeCredit: Record<CreditTier, number> = {
  excellent: 0.891,
  good: 1,
  average: 1.073,
  poor: 2.113,
};

/** Home carrier index: Bankrate $300k (Sep 2025) is the point, NerdWallet (May 2025) the other end. */
export const homeCarrierSourceNames = ['Bankrate', 'NerdWallet'] as const;
export const homeCarriers: readonly CarrierIndex[] = [
  { carrier: 'usaa', index: 0.52, sources: [0.52, 0.85] },
  { carrier: 'americanfamily', index: 0.83, sources: [0.83, 1.3] },
  { carrier: 'nationwide', index: 0.84, sources: [0.84, 1.24] },
  { carrier: 'statefarm', index: 0.92, sources: [0.92, 1.04] },
  { carrier: 'progressive', index: 1.1, sources: [1.1, null] },
  { carrier: 'allstate', index: 1.13, sources: [1.13, 1.13] },
  { carrier: 'travelers', index: 1.16, sources: [1.16, 0.97] },
];

// ---------------------------------------------------------------- renters

/**
 * Yearly renters premium per state: NerdWallet (Jan 2 2024; $30k property, $100k liability, $500
 * deductible) and NAIC 2022 HO-4 (shared/data/home-renters-state-averages.csv): `[NerdWallet, NAIC]`.
 */
export const rentersByState: Record<StateCode, readonly [number, number]> = {
  AK: [101, 186],
  AL: [183, 219],
  AR: [225, 205],
  AZ: [169, 163],
  CA: [182, 169],
  CO: [132, 158],
  CT: [152, 175],
  DC: [154, 153],
  DE: [153, 147],
  FL: [152, 181],
  GA: [194, 205],
  HI: [154, 174],
  IA: [110, 144],
  ID: [131, 147],
  IL: [146, 151],
  IN: [149, 168],
  KS: [169, 159],
  KY: [141, 159],
  LA: [253, 243],
  MA: [140, 173],
  MD: [151, 155],
  ME: [123, 145],
  MI: [137, 180],
  MN: [125, 135],
  MO: [167, 173],
  MS: [252, 262],
  MT: [160, 156],
  NC: [162, 170],
  ND: [119, 123],
  NE: [135, 144],
  NH: [115, 150],
  NJ: [132, 151],
  NM: [154, 177],
  NV: [152, 174],
  NY: [170, 169],
  OH: [124, 160],
  OK: [210, 216],
  OR: [146, 155],
  PA: [124, 151],
  RI: [141, 181],
  SC: [148, 186],
  SD: [131, 129],
  TN: [152, 187],
  TX: [173, 199],
  UT: [131, 145],
  VA: [125, 152],
  VT: [110, 154],
  WA: [127, 162],
  WI: [107, 141],
  WV: [140, 173],
  WY: [91, 142],
};
/**
 * The spec's "renters from $15 per month (typical $15-30)": NerdWallet's lowest state (WY $91) maps
 * to $15 a month and its highest (LA $253) to $30, linearly in between (decision 0022); no estimate
 * goes below $15 a month.
 */
export const rentersScale = { sourceLow: 91, sourceHigh: 253, low: 180, high: 360 } as const;

/** NerdWallet renters insurance (Jan 2024). */
export const rentersFactorSource: EstimateSourceId = 'nerdwallet-renters-2024-01';
export const rentersProperty: readonly (readonly [number, number])[] = [
  [10_000, 0.75],
  [30_000, 1],
  [50_000, 1.27],
  [70_000, 1.588],
  [100_000, 2.054],
];
export const rentersLiability: Record<number, number> = { 100000: 1, 300000: 1.081 };
export const rentersDeductible: Record<number, number> = { 500: 1, 1000: 0.912 };
/** Poor is NerdWallet's; excellent and average are declared: Bankrate's home figures (decision 0022). */
export const rentersCredit: Record<CreditTier, number> = {
  excellent: 0.891,
  good: 1,
  average: 1.073,
  poor: 1.655,
};

// ---------------------------------------------------------------- life

/**
 * insuranceopedia.com how much is life insurance: monthly, healthy non-smoker (undated);
 * log-linear between ages 30-70 (under 30: the age-30 rate), per $1k between $250k-$1M faces.
 */
export const lifeGridSource: EstimateSourceId = 'insuranceopedia-life';
export const lifeGridAges = [30, 40, 50, 60, 70] as const;
export const lifeGridFaces = [250_000, 500_000, 1_000_000] as const;
/**
 * Monthly rates by `${sex}${term}` then age (30, 40, 50, 60, 70) then face ($250k, $500k, $1M);
 * null where the grid has no 30-year term (ages 60 and 70).
 */
export const lifeGrid: Record<string, readonly (readonly [number, number, number] | null)[]> = {
  male10: [
    [13, 19, 32],
    [16, 27, 46],
    [32, 61, 103],
    [85, 161, 277],
    [286, 483, 989],
  ],
  female10: [
    [11, 15, 26],
    [14, 24, 37],
    [28, 49, 89],
    [64, 110, 207],
    [179, 316, 571],
  ],
  male20: [
    [18, 27, 45],
    [25, 43, 79],
    [55, 101, 173],
    [150, 298, 581],
    [513, 932, 1896],
  ],
  female20: [
    [14, 24, 34],
    [19, 31, 58],
    [44, 78, 139],
    [113, 218, 405],
    [432, 897, 1456],
  ],
  male30: [[24, 46, 76], [41, 73, 132], [98, 196, 302], null, null],
  female30: [[22, 38, 62], [34, 57, 103], [71, 147, 240], null, null],
};

/** Insure.com $500k term rates, smoker over non-smoker (May 2023); interpolated by age, held flat beyond 25-55. */
export const lifeTobaccoSource: EstimateSourceId = 'insurecom-life-2023-05';
export const lifeTobacco: readonly (readonly [number, number])[] = [
  [25, 2.3],
  [35, 2.6],
  [45, 3],
  [55, 3],
];

/** termlifeplans.com: Preferred Plus 30-50% and Preferred 15-30% below Standard (midpoints; low confidence). */
export const lifeHealthSource: EstimateSourceId = 'termlifeplans-health';
export const lifeHealth = {
  excellent: ['preferred_plus', 0.6],
  good: ['preferred', 0.775],
  average: ['standard', 1],
} as const;

/**
 * Published yearly non-smoker rates that cross-check the grid: `[source, age, sex, term, face,
 * yearly]`. Their ratios to the grid set the life range (decision 0021).
 */
export const lifeCrossChecks: readonly (readonly [
  string,
  number,
  'female' | 'male',
  number,
  number,
  number,
])[] = [
  ['Insure.com (May 2023)', 35, 'female', 10, 500_000, 313],
  ['Insure.com (May 2023)', 35, 'female', 20, 500_000, 440],
  ['Insure.com (May 2023)', 35, 'male', 10, 500_000, 370],
  ['Insure.com (May 2023)', 35, 'male', 20, 500_000, 516],
  ['Insure.com (May 2023)', 45, 'female', 10, 500_000, 577],
  ['Insure.com (May 2023)', 45, 'female', 20, 500_000, 845],
  ['Insure.com (May 2023)', 45, 'male', 10, 500_000, 694],
  ['Insure.com (May 2023)', 45, 'male', 20, 500_000, 1071],
  ['Insure.com (May 2023)', 55, 'female', 10, 500_000, 1145],
  ['Insure.com (May 2023)', 55, 'female', 20, 500_000, 1870],
  ['Insure.com (May 2023)', 55, 'male', 10, 500_000, 1554],
  ['Insure.com (May 2023)', 55, 'male', 20, 500_000, 2620],
  ['Insure.com (Sep 2025)', 45, 'female', 20, 500_000, 571],
  ['Insure.com (Sep 2025)', 45, 'male', 20, 500_000, 741],
  ['Insure.com (Sep 2025)', 65, 'female', 20, 500_000, 4168],
  ['Insure.com (Sep 2025)', 65, 'male', 20, 500_000, 7447],
  ['MoneyGeek (Nov 2025)', 40, 'male', 20, 500_000, 660],
];
