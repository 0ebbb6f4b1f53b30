import {
  type CoverageSummary,
  type Estimate,
  type EstimateFactor,
  type HomeQuoteInput,
  propertyCreditBannedStates,
} from '../contracts/quotes';
import { homeStateFacts } from '../states/home-facts';
import type { StateCode } from '../states/state-names';
import { carrierEstimates, factor, interpolate, round3 } from './common';
import {
  homeCarriers,
  homeClaim,
  homeClaimSource,
  homeCredit,
  homeCreditSource,
  homeDeductible,
  homeDeductible2500Source,
  homeDeductibleSource,
  homeDwellingFit,
  homeDwellingSource,
  homeYearBuilt,
  homeYearBuiltSource,
} from './tables';

/** The home estimates: one per carrier with a home index (Bankrate), USAA only for military families. */
export function estimateHome(
  input: HomeQuoteInput,
  state: StateCode,
): { estimates: Estimate[]; coverage: CoverageSummary } {
  const creditBanned = (propertyCreditBannedStates as readonly string[]).includes(state);
  const claims = Math.min(input.claims, homeClaim.cap);
  const dwelling = round3(
    homeDwellingFit.intercept + (homeDwellingFit.perThousand * input.dwellingAmount) / 1000,
  );
  const common: EstimateFactor[] = [
    // State HO-3 average: NAIC 2022 scaled to the spec's $850-$3,585 range (decision 0013), read
    // as $300k dwelling, $1,000 deductible, 2017 build, good credit.
    factor('base', state, homeStateFacts[state].averagePremium, 'naic-2022'),
    factor('dwelling', input.dwellingAmount, dwelling, homeDwellingSource),
    // No sourced multiplier per property type: priced on the dwelling amount given (decision 0022).
    factor('propertyType', input.propertyType, 1, 'notRated'),
    factor(
      'deductible',
      input.deductible,
      homeDeductible[input.deductible] ?? 1,
      // $500 is declared: the $1,000-to-$1,500 step of Bankrate (Sep 2025) extended to $500.
      input.deductible === 500
        ? 'ourEstimate'
        : input.deductible === 2500
          ? homeDeductible2500Source
          : homeDeductibleSource,
    ),
    factor(
      'yearBuilt',
      input.yearBuilt,
      round3(interpolate(homeYearBuilt, input.yearBuilt)),
      homeYearBuiltSource,
    ),
    factor(
      'claims',
      input.claims,
      round3(homeClaim.perClaim ** claims),
      input.claims === 0 ? 'noClaims' : homeClaimSource,
    ),
    creditBanned
      ? factor('credit', 'not rated', 1, 'creditBanned')
      : factor(
          'credit',
          input.credit ?? 'good (not given)',
          homeCredit[input.credit ?? 'good'],
          homeCreditSource,
        ),
  ];

  // Bankrate's $300k index; the range runs to NerdWallet's.
  const estimates = carrierEstimates(
    homeCarriers,
    common,
    'home-carrier-index-2025',
    input.military === true,
  );

  return {
    estimates,
    coverage: {
      liability: null,
      comprehensiveAndCollision: false,
      deductible: input.deductible,
      amount: input.dwellingAmount,
    },
  };
}
