import { type PremiumAnchors, scalePremium } from './premium-scale';
import { type StateCode, stateCodes } from './state-names';

export const hazards = [
  'hurricane',
  'tornado',
  'hail',
  'wildfire',
  'earthquake',
  'winterStorm',
  'sinkhole',
] as const;
export type Hazard = (typeof hazards)[number];

export const floodRiskLevels = ['high', 'moderate', 'low'] as const;
export type FloodRisk = (typeof floodRiskLevels)[number];

export const homeNoteCodes = [
  'lenderRequired',
  'windDeductible',
  'windPool',
  'fairPlan',
  'earthquakeExcluded',
  'californiaEarthquakeAuthority',
  'sinkhole',
  'mineSubsidence',
  'roofHail',
  'wildfireMitigation',
  'frozenPipes',
  'coverageGuidance',
] as const;
export type HomeNoteCode = (typeof homeNoteCodes)[number];

/** `name` is a proper name (a state pool or plan) shown as is in every language. */
export interface HomeNote {
  code: HomeNoteCode;
  name?: string;
}

export interface HomeStateFacts {
  hazards: readonly Hazard[];
  floodRisk: FloodRisk;
  notes: readonly HomeNote[];
  averagePremium: number;
  replacementCost?: boolean;
}

interface SourceRow {
  hazards: readonly Hazard[];
  flood: FloodRisk;
  notes?: readonly HomeNote[];
  /** NAIC 2022 HO-3 average premium (shared/data/home-renters-state-averages.csv). */
  naic2022: number;
}

const pool = (name: string): HomeNote => ({ code: 'windPool', name });
const n = (code: HomeNoteCode): HomeNote => ({ code });
const coastal = n('windDeductible');
const mine = n('mineSubsidence');
const quake = n('earthquakeExcluded');

/** Exposure from FEMA flood maps and the public hazard record; see decision 0013. */
const sourceRows: Record<StateCode, SourceRow> = {
  AL: {
    hazards: ['hurricane', 'tornado'],
    flood: 'high',
    notes: [coastal, pool('Alabama Insurance Underwriting Association')],
    naic2022: 1748,
  },
  AK: {
    hazards: ['earthquake', 'winterStorm', 'wildfire'],
    flood: 'moderate',
    notes: [quake],
    naic2022: 1129,
  },
  AZ: { hazards: ['wildfire'], flood: 'low', notes: [n('wildfireMitigation')], naic2022: 1018 },
  AR: {
    hazards: ['tornado', 'hail', 'earthquake'],
    flood: 'moderate',
    notes: [quake],
    naic2022: 1740,
  },
  CA: {
    hazards: ['wildfire', 'earthquake'],
    flood: 'moderate',
    notes: [
      n('californiaEarthquakeAuthority'),
      n('wildfireMitigation'),
      { code: 'fairPlan', name: 'California FAIR Plan' },
    ],
    naic2022: 1492,
  },
  CO: {
    hazards: ['hail', 'wildfire'],
    flood: 'low',
    notes: [n('roofHail'), n('wildfireMitigation')],
    naic2022: 2079,
  },
  CT: {
    hazards: ['hurricane', 'winterStorm'],
    flood: 'moderate',
    notes: [coastal],
    naic2022: 1814,
  },
  DE: { hazards: ['hurricane', 'winterStorm'], flood: 'high', notes: [coastal], naic2022: 1103 },
  DC: { hazards: ['winterStorm'], flood: 'moderate', naic2022: 1384 },
  FL: {
    hazards: ['hurricane', 'sinkhole'],
    flood: 'high',
    notes: [coastal, n('sinkhole'), pool('Citizens Property Insurance Corporation')],
    naic2022: 2677,
  },
  GA: { hazards: ['hurricane', 'tornado'], flood: 'moderate', notes: [coastal], naic2022: 1655 },
  HI: {
    hazards: ['hurricane', 'earthquake'],
    flood: 'moderate',
    notes: [coastal, quake],
    naic2022: 1431,
  },
  ID: {
    hazards: ['wildfire', 'earthquake', 'winterStorm'],
    flood: 'low',
    notes: [n('wildfireMitigation')],
    naic2022: 1002,
  },
  IL: { hazards: ['tornado', 'winterStorm'], flood: 'moderate', notes: [mine], naic2022: 1343 },
  IN: { hazards: ['tornado', 'winterStorm'], flood: 'moderate', notes: [mine], naic2022: 1191 },
  IA: { hazards: ['tornado', 'hail'], flood: 'moderate', notes: [n('roofHail')], naic2022: 1268 },
  KS: { hazards: ['tornado', 'hail'], flood: 'moderate', notes: [n('roofHail')], naic2022: 1583 },
  KY: { hazards: ['tornado', 'winterStorm'], flood: 'high', notes: [mine], naic2022: 1359 },
  LA: {
    hazards: ['hurricane'],
    flood: 'high',
    notes: [coastal, pool('Louisiana Citizens Property Insurance Corporation')],
    naic2022: 2603,
  },
  ME: { hazards: ['winterStorm'], flood: 'moderate', notes: [n('frozenPipes')], naic2022: 1077 },
  MD: {
    hazards: ['hurricane', 'winterStorm'],
    flood: 'moderate',
    notes: [coastal],
    naic2022: 1392,
  },
  MA: {
    hazards: ['hurricane', 'winterStorm'],
    flood: 'moderate',
    notes: [coastal, n('frozenPipes')],
    naic2022: 1871,
  },
  MI: { hazards: ['winterStorm'], flood: 'moderate', notes: [n('frozenPipes')], naic2022: 1056 },
  MN: {
    hazards: ['hail', 'tornado', 'winterStorm'],
    flood: 'moderate',
    notes: [n('roofHail'), n('frozenPipes')],
    naic2022: 1774,
  },
  MS: {
    hazards: ['hurricane', 'tornado'],
    flood: 'high',
    notes: [coastal, pool('Mississippi Windstorm Underwriting Association')],
    naic2022: 1907,
  },
  MO: {
    hazards: ['tornado', 'hail', 'earthquake'],
    flood: 'moderate',
    notes: [quake, n('roofHail')],
    naic2022: 1668,
  },
  MT: {
    hazards: ['wildfire', 'hail', 'winterStorm'],
    flood: 'low',
    notes: [n('roofHail'), n('wildfireMitigation')],
    naic2022: 1639,
  },
  NE: { hazards: ['hail', 'tornado'], flood: 'moderate', notes: [n('roofHail')], naic2022: 1869 },
  NV: {
    hazards: ['wildfire', 'earthquake'],
    flood: 'low',
    notes: [quake, n('wildfireMitigation')],
    naic2022: 948,
  },
  NH: { hazards: ['winterStorm'], flood: 'moderate', notes: [n('frozenPipes')], naic2022: 1188 },
  NJ: { hazards: ['hurricane', 'winterStorm'], flood: 'high', notes: [coastal], naic2022: 1417 },
  NM: { hazards: ['wildfire'], flood: 'low', notes: [n('wildfireMitigation')], naic2022: 1322 },
  NY: {
    hazards: ['hurricane', 'winterStorm'],
    flood: 'high',
    notes: [coastal, n('frozenPipes')],
    naic2022: 1628,
  },
  NC: {
    hazards: ['hurricane'],
    flood: 'high',
    notes: [coastal, pool('North Carolina Insurance Underwriting Association')],
    naic2022: 1621,
  },
  ND: {
    hazards: ['winterStorm', 'hail'],
    flood: 'moderate',
    notes: [n('roofHail'), n('frozenPipes')],
    naic2022: 1325,
  },
  OH: { hazards: ['tornado', 'winterStorm'], flood: 'moderate', notes: [mine], naic2022: 995 },
  OK: {
    hazards: ['tornado', 'hail', 'earthquake'],
    flood: 'moderate',
    notes: [n('roofHail'), quake],
    naic2022: 2268,
  },
  OR: {
    hazards: ['wildfire', 'earthquake'],
    flood: 'moderate',
    notes: [quake, n('wildfireMitigation')],
    naic2022: 893,
  },
  PA: {
    hazards: ['winterStorm'],
    flood: 'moderate',
    notes: [mine, n('frozenPipes')],
    naic2022: 1120,
  },
  RI: {
    hazards: ['hurricane', 'winterStorm'],
    flood: 'moderate',
    notes: [coastal],
    naic2022: 2074,
  },
  SC: {
    hazards: ['hurricane', 'earthquake'],
    flood: 'high',
    notes: [coastal, pool('South Carolina Wind and Hail Underwriting Association'), quake],
    naic2022: 1571,
  },
  SD: {
    hazards: ['hail', 'winterStorm'],
    flood: 'moderate',
    notes: [n('roofHail')],
    naic2022: 1756,
  },
  TN: { hazards: ['tornado', 'earthquake'], flood: 'moderate', notes: [quake], naic2022: 1492 },
  TX: {
    hazards: ['hurricane', 'hail', 'tornado', 'wildfire'],
    flood: 'high',
    notes: [coastal, pool('Texas Windstorm Insurance Association'), n('roofHail')],
    naic2022: 2397,
  },
  UT: {
    hazards: ['earthquake', 'wildfire'],
    flood: 'low',
    notes: [quake, n('wildfireMitigation')],
    naic2022: 937,
  },
  VT: { hazards: ['winterStorm'], flood: 'moderate', notes: [n('frozenPipes')], naic2022: 1109 },
  VA: { hazards: ['hurricane'], flood: 'moderate', notes: [coastal], naic2022: 1332 },
  WA: {
    hazards: ['earthquake', 'wildfire'],
    flood: 'moderate',
    notes: [quake, n('wildfireMitigation')],
    naic2022: 1151,
  },
  WV: { hazards: ['winterStorm'], flood: 'high', notes: [mine], naic2022: 1113 },
  WI: {
    hazards: ['winterStorm', 'tornado'],
    flood: 'moderate',
    notes: [n('frozenPipes')],
    naic2022: 957,
  },
  WY: {
    hazards: ['hail', 'winterStorm', 'wildfire'],
    flood: 'low',
    notes: [n('roofHail')],
    naic2022: 1596,
  },
};

/** NAIC 2022 HO-3: Utah $937 (anchor low), national $1,569, Florida $2,677 -> spec 850 / 1,544 / 3,585. */
export const homePremiumAnchors: PremiumAnchors = {
  sourceLow: 937,
  sourceNational: 1569,
  sourceHigh: 2677,
  low: 850,
  national: 1544,
  high: 3585,
};

export const homeStateFacts = /* @__PURE__ */ Object.fromEntries(
  stateCodes.map((code) => {
    const row = sourceRows[code];
    const facts: HomeStateFacts = {
      hazards: row.hazards,
      floodRisk: row.flood,
      notes: [n('lenderRequired'), ...(row.notes ?? [])],
      averagePremium: scalePremium(row.naic2022, homePremiumAnchors),
    };
    return [code, facts];
  }),
) as Record<StateCode, HomeStateFacts>;

export const defaultHomeFacts: HomeStateFacts = {
  hazards: [],
  floodRisk: 'moderate',
  notes: [n('lenderRequired'), n('coverageGuidance')],
  averagePremium: homePremiumAnchors.national,
  replacementCost: true,
};
