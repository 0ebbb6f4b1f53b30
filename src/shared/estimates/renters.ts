import {
  type CoverageSummary,
  type Estimate,
  propertyCreditBannedStates,
  type RentersQuoteInput,
} from '../contracts/quotes';
import type { StateCode } from '../states/state-names';
import { factor, interpolate, round3, toEstimate } from './common';
import {
  rentersByState,
  rentersCredit,
  rentersDeductible,
  rentersFactorSource,
  rentersLiability,
  rentersProperty,
  rentersScale,
} from './tables';

/** A state's yearly renters base: NerdWallet's figure mapped onto the spec's $15-$30 a month. */
export function rentersBase(state: StateCode): number {
  const { sourceLow, sourceHigh, low, high } = rentersScale;
  const [nerdWallet] = rentersByState[state];
  return Math.round(low + ((nerdWallet - sourceLow) * (high - low)) / (sourceHigh - sourceLow));
}

/** Personal property: interpolated between $10k and $100k, extended along the end segments. */
export function rentersPropertyFactor(amount: number): number {
  const points = rentersProperty;
  const [[x0, y0], [x1, y1]] = points as [[number, number], [number, number]];
  if (amount < x0) return round3(y0 - ((x0 - amount) * (y1 - y0)) / (x1 - x0));
  const [xa, ya] = points[points.length - 2] as [number, number];
  const [xb, yb] = points[points.length - 1] as [number, number];
  if (amount > xb) return round3(yb + ((amount - xb) * (yb - ya)) / (xb - xa));
  return round3(interpolate(points, amount));
}

/** Renters: one market estimate (the data has no carrier split, decision 0021). */
export function estimateRenters(
  input: RentersQuoteInput,
  state: StateCode,
): { estimates: Estimate[]; coverage: CoverageSummary } {
  const [nerdWallet, naic] = rentersByState[state];
  const creditBanned = (propertyCreditBannedStates as readonly string[]).includes(state);
  const credit = input.credit ?? 'good';
  const factors = [
    // NerdWallet (Jan 2024) state figure for $30k property, $100k liability, $500 deductible,
    // mapped onto the spec's $15-$30 a month (decision 0022); the range runs to NAIC 2022 HO-4.
    factor('base', state, rentersBase(state), rentersFactorSource),
    factor(
      'property',
      input.propertyAmount,
      rentersPropertyFactor(input.propertyAmount),
      // $10k-$100k; extended linearly beyond.
      rentersFactorSource,
    ),
    factor(
      'liability',
      input.liability,
      rentersLiability[input.liability] ?? 1,
      rentersFactorSource,
    ),
    factor(
      'deductible',
      input.deductible,
      rentersDeductible[input.deductible] ?? 1,
      rentersFactorSource,
    ),
    creditBanned
      ? factor('credit', 'not rated', 1, 'creditBanned')
      : factor(
          'credit',
          input.credit ?? 'good (not given)',
          rentersCredit[credit],
          // Excellent and average are declared: Bankrate's home credit figures (Sep 2025); no
          // renters figure found.
          credit === 'poor' || credit === 'good' ? rentersFactorSource : 'ourEstimate',
        ),
  ];
  // The range spans the two state sources: NAIC 2022 HO-4 against NerdWallet 2024.
  const ratio = naic / nerdWallet;
  const estimate = toEstimate(
    'market',
    factors,
    Math.min(1, ratio),
    Math.max(1, ratio),
    rentersScale.low,
  );
  return {
    estimates: [estimate],
    coverage: {
      liability: String(input.liability / 1000),
      comprehensiveAndCollision: false,
      deductible: input.deductible,
      amount: input.propertyAmount,
    },
  };
}
