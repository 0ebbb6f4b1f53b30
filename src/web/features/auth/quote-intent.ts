import { type InsuranceType, isInsuranceType } from '../../../shared/insurance-types';
import { type StateCode, toStateCode } from '../../../shared/states/state-names';

export type QuoteIntent = { type?: InsuranceType; state?: StateCode; zip?: string };

/**
 * The quote a visitor was starting when a call to action sent them to sign-up
 * (`?type=home&state=TX` or `&zip=73301`, decision 0017); invalid values are dropped, and
 * nothing valid gives null.
 */
export function quoteIntentFromSearch(params: URLSearchParams): QuoteIntent | null {
  const typeParam = params.get('type');
  const type = isInsuranceType(typeParam) ? typeParam : undefined;
  const state = toStateCode(params.get('state'));
  const zipParam = params.get('zip');
  const zip = zipParam && /^\d{5}$/.test(zipParam) ? zipParam : undefined;
  if (!type && !state && !zip) return null;
  return { type, state, zip };
}
