import { formatUsd, type PremiumAnchors, scalePremium } from './premium-scale';
import { type StateCode, stateCodes } from './state-names';

export const autoNoteCodes = [
  'proofOfInsurance',
  'noFault',
  'tortChoice',
  'biNotRequired',
  'insuranceOptional',
  'medPay',
  'michiganBodilyInjury',
  'michiganPpi',
  'minimumsRaised',
  'njBasicPolicy',
  'pipWaivable',
  'umpd',
  'pipOffer',
  'umIncluded',
  'recommendedLimits',
] as const;
export type AutoNoteCode = (typeof autoNoteCodes)[number];

/** One extra requirement; `amount` is in dollars, `date` an ISO date. Texts: `autoNoteTemplates`. */
export interface AutoNote {
  code: AutoNoteCode;
  amount?: number;
  date?: string;
}

/**
 * The facts behind a record, language-neutral so the browser can word them in English or Spanish.
 * Limits are in thousands of dollars: bodilyInjury [per person, per accident] or null where BI is
 * not compulsory; pip [per person] or [per person, per accident], or 'choice' (Michigan's levels).
 */
export interface AutoStateFacts {
  bodilyInjury: readonly [number, number] | null;
  propertyDamage: number;
  uninsuredMotorist?: readonly number[];
  pip?: readonly number[] | 'choice';
  notes: readonly AutoNote[];
  averagePremium: number;
}

interface SourceRow {
  bi: readonly [number, number] | null;
  pd: number;
  um?: readonly number[];
  pip?: readonly number[] | 'choice';
  notes?: readonly AutoNote[];
  /** Insure.com 2019 full-coverage state average (shared/data/auto-state-averages.csv). */
  insureCom2019: number;
}

const raised = (date: string): AutoNote => ({ code: 'minimumsRaised', date });
const note = (code: AutoNoteCode, amount?: number): AutoNote =>
  amount === undefined ? { code } : { code, amount };

/**
 * 2025-2026 minimums: shared/data/state-minimums.csv (III table, MoneyGeek Oct 2025, 2025 law
 * changes). Tennessee's property damage is taken as $25,000 (sources conflict; see 0013).
 */
const sourceRows: Record<StateCode, SourceRow> = {
  AL: { bi: [25, 50], pd: 25, insureCom2019: 1287 },
  AK: { bi: [50, 100], pd: 25, insureCom2019: 1183 },
  AZ: { bi: [25, 50], pd: 15, insureCom2019: 1449 },
  AR: { bi: [25, 50], pd: 25, notes: [note('pipOffer', 5000)], insureCom2019: 1566 },
  CA: { bi: [30, 60], pd: 15, notes: [raised('2025-01-01')], insureCom2019: 1846 },
  CO: { bi: [25, 50], pd: 15, insureCom2019: 1761 },
  CT: { bi: [25, 50], pd: 25, um: [25, 50], insureCom2019: 1640 },
  DE: { bi: [25, 50], pd: 10, pip: [15, 30], insureCom2019: 1828 },
  DC: { bi: [25, 50], pd: 10, um: [25, 50], notes: [note('umpd', 5000)], insureCom2019: 1876 },
  FL: {
    bi: null,
    pd: 10,
    pip: [10],
    notes: [note('noFault'), note('biNotRequired')],
    insureCom2019: 2219,
  },
  GA: { bi: [25, 50], pd: 25, insureCom2019: 1777 },
  HI: { bi: [20, 40], pd: 10, pip: [10], notes: [note('noFault')], insureCom2019: 1275 },
  ID: { bi: [25, 50], pd: 15, insureCom2019: 1040 },
  IL: { bi: [25, 50], pd: 20, um: [25, 50], insureCom2019: 1296 },
  IN: { bi: [25, 50], pd: 25, insureCom2019: 1181 },
  IA: { bi: [20, 40], pd: 15, insureCom2019: 1047 },
  KS: {
    bi: [25, 50],
    pd: 25,
    um: [25, 50],
    pip: [4.5],
    notes: [note('noFault')],
    insureCom2019: 1398,
  },
  KY: {
    bi: [25, 50],
    pd: 25,
    pip: [10],
    notes: [note('noFault'), note('tortChoice')],
    insureCom2019: 1594,
  },
  LA: { bi: [15, 30], pd: 25, insureCom2019: 2298 },
  ME: { bi: [50, 100], pd: 25, um: [50, 100], notes: [note('medPay', 2000)], insureCom2019: 845 },
  MD: {
    bi: [30, 60],
    pd: 15,
    um: [30, 60, 15],
    pip: [2.5],
    notes: [note('pipWaivable')],
    insureCom2019: 1546,
  },
  MA: {
    bi: [20, 40],
    pd: 5,
    um: [20, 40],
    pip: [8],
    notes: [note('noFault')],
    insureCom2019: 1245,
  },
  MI: {
    bi: [50, 100],
    pd: 10,
    pip: 'choice',
    notes: [note('noFault'), note('michiganBodilyInjury'), note('michiganPpi')],
    insureCom2019: 2611,
  },
  MN: {
    bi: [30, 60],
    pd: 10,
    um: [25, 50],
    pip: [40],
    notes: [note('noFault')],
    insureCom2019: 1362,
  },
  MS: { bi: [25, 50], pd: 25, insureCom2019: 1409 },
  MO: { bi: [25, 50], pd: 25, um: [25, 50], insureCom2019: 1272 },
  MT: { bi: [25, 50], pd: 20, insureCom2019: 1600 },
  NE: { bi: [25, 50], pd: 25, um: [25, 50], insureCom2019: 1291 },
  NV: { bi: [25, 50], pd: 20, insureCom2019: 1525 },
  NH: {
    bi: [25, 50],
    pd: 25,
    um: [25, 50],
    notes: [note('insuranceOptional'), note('medPay', 1000)],
    insureCom2019: 1087,
  },
  NJ: {
    bi: [35, 70],
    pd: 25,
    um: [35, 70],
    pip: [15],
    notes: [raised('2026-01-01'), note('noFault'), note('tortChoice'), note('njBasicPolicy')],
    insureCom2019: 1520,
  },
  NM: { bi: [25, 50], pd: 10, insureCom2019: 1382 },
  NY: {
    bi: [25, 50],
    pd: 10,
    um: [25, 50],
    pip: [50],
    notes: [note('noFault')],
    insureCom2019: 1789,
  },
  NC: { bi: [50, 100], pd: 50, um: [50, 100], notes: [raised('2025-07-01')], insureCom2019: 1095 },
  ND: {
    bi: [25, 50],
    pd: 25,
    um: [25, 50],
    pip: [30],
    notes: [note('noFault')],
    insureCom2019: 1164,
  },
  OH: { bi: [25, 50], pd: 25, insureCom2019: 1175 },
  OK: { bi: [25, 50], pd: 25, insureCom2019: 1966 },
  OR: { bi: [25, 50], pd: 20, um: [25, 50], pip: [15], insureCom2019: 1286 },
  PA: {
    bi: [15, 30],
    pd: 5,
    pip: [5],
    notes: [note('noFault'), note('tortChoice')],
    insureCom2019: 1187,
  },
  RI: { bi: [25, 50], pd: 25, insureCom2019: 1834 },
  SC: { bi: [25, 50], pd: 25, um: [25, 50, 25], insureCom2019: 1433 },
  SD: { bi: [25, 50], pd: 25, um: [25, 50], insureCom2019: 1262 },
  TN: { bi: [25, 50], pd: 25, insureCom2019: 1297 },
  TX: { bi: [30, 60], pd: 25, notes: [note('pipOffer', 2500)], insureCom2019: 1779 },
  UT: {
    bi: [30, 65],
    pd: 25,
    pip: [3],
    notes: [raised('2025-01-01'), note('noFault')],
    insureCom2019: 1206,
  },
  VT: { bi: [25, 50], pd: 10, um: [50, 100, 10], insureCom2019: 1100 },
  VA: {
    bi: [50, 100],
    pd: 25,
    um: [50, 100, 25],
    notes: [raised('2025-01-01'), note('umIncluded')],
    insureCom2019: 1063,
  },
  WA: { bi: [25, 50], pd: 10, insureCom2019: 1401 },
  WV: { bi: [25, 50], pd: 25, um: [25, 50, 25], insureCom2019: 1472 },
  WI: { bi: [25, 50], pd: 10, um: [25, 50], insureCom2019: 951 },
  WY: { bi: [25, 50], pd: 20, insureCom2019: 1602 },
};

/** Insure.com 2019: Maine lowest ($845), Michigan highest ($2,611), national $1,457 -> spec 912 / 1,483 / 2,639. */
export const autoPremiumAnchors: PremiumAnchors = {
  sourceLow: 845,
  sourceNational: 1457,
  sourceHigh: 2611,
  low: 912,
  national: 1483,
  high: 2639,
};

/** The premium basis (spec section 9): a 40-year-old driver, good credit, clean record. */
export const autoDefaultLimits = { bodilyInjury: [25, 50], propertyDamage: 25 } as const;
export const autoRecommendedLimits = [100, 300, 100] as const;

export const autoStateFacts = /* @__PURE__ */ Object.fromEntries(
  stateCodes.map((code) => {
    const row = sourceRows[code];
    const notes: AutoNote[] = [...(row.notes ?? [])];
    if (code !== 'NH') notes.unshift({ code: 'proofOfInsurance' });
    const facts: AutoStateFacts = {
      bodilyInjury: row.bi,
      propertyDamage: row.pd,
      ...(row.um ? { uninsuredMotorist: row.um } : {}),
      ...(row.pip ? { pip: row.pip } : {}),
      notes,
      averagePremium: scalePremium(row.insureCom2019, autoPremiumAnchors),
    };
    return [code, facts];
  }),
) as Record<StateCode, AutoStateFacts>;

export const defaultAutoFacts: AutoStateFacts = {
  bodilyInjury: autoDefaultLimits.bodilyInjury,
  propertyDamage: autoDefaultLimits.propertyDamage,
  notes: [{ code: 'proofOfInsurance' }, { code: 'recommendedLimits' }],
  averagePremium: autoPremiumAnchors.national,
};

export const formatThousands = (limits: readonly number[]): string =>
  limits.map((limit) => formatUsd(Math.round(limit * 1000))).join('/');

export function formatIsoDate(date: string, locale = 'en-US'): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
