import type { DefaultValues } from 'react-hook-form';
import {
  type CoverageKind,
  coverageKinds,
  type LeadDetail,
  type OfferInput,
  offerDefaultExpiryDays,
  offerMaxExpiryDays,
} from '../../../shared/contracts/leads';

/**
 * The UTC calendar day `days` after `now`, as YYYY-MM-DD. The contract counts an offer's expiry in
 * UTC days (the server holds it to the end of that day), so the date picker's default and bounds do
 * too; a local day could be one off and be refused.
 */
export function utcDayIn(days: number, now: Date = new Date()): string {
  const day = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * 86_400_000,
  );
  return day.toISOString().slice(0, 10);
}

/** The expiry picker's default and bounds: 30 days by default, tomorrow to 60 days. */
export function expiryBounds(now: Date = new Date()) {
  return {
    defaultValue: utcDayIn(offerDefaultExpiryDays, now),
    min: utcDayIn(1, now),
    max: utcDayIn(offerMaxExpiryDays, now),
  };
}

/** Auto policies run six months, the other lines a year: the usual terms, changeable. */
const defaultTermMonths = (line: LeadDetail['line']) => (line === 'auto' ? 6 : 12);

/**
 * A starting point taken from the request: its liability limits (auto), its deductible and the
 * line's usual term. The agent changes whatever the offer differs in.
 */
export function offerDefaults(lead: LeadDetail, now: Date = new Date()): DefaultValues<OfferInput> {
  const { coverage } = lead.result;
  return {
    // Left empty: the price is the agent's own figure, never a guess of ours.
    premium: undefined,
    period: 'monthly',
    coverages: [
      { kind: 'liability', limit: lead.line === 'auto' ? (coverage.liability ?? '') : '' },
    ],
    deductible: coverage.deductible ?? 0,
    termMonths: defaultTermMonths(lead.line),
    description: '',
    expiresOn: expiryBounds(now).defaultValue,
  };
}

/** The first coverage kind not yet in the list (a new row starts there), or undefined when all are. */
export function nextCoverageKind(used: ReadonlyArray<{ kind?: string }>): CoverageKind | undefined {
  const taken = new Set(used.map((row) => row.kind));
  return coverageKinds.find((kind) => !taken.has(kind));
}

/** Every path the server may name in an issue, as the form names its controls. */
export function offerFieldPaths(coverageCount: number): string[] {
  const rows = Array.from({ length: coverageCount }, (_, index) => [
    `coverages.${index}.kind`,
    `coverages.${index}.limit`,
  ]).flat();
  return [
    'premium',
    'period',
    'coverages',
    ...rows,
    'deductible',
    'termMonths',
    'description',
    'expiresOn',
  ];
}
