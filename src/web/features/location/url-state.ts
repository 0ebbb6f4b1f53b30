import { type StateCode, toStateCode } from '../../../shared/states/state-names';

/**
 * The state named by the URL: `?state=tx`, else a final path segment of two letters
 * (`/insurance/auto/tx`). Either must be A-Z after upper-casing and one of the 51 codes.
 */
export function stateFromUrl(url: { search: string; pathname: string }): StateCode | undefined {
  const fromQuery = toStateCode(new URLSearchParams(url.search).get('state'));
  if (fromQuery) return fromQuery;
  const lastSegment = url.pathname.split('/').filter(Boolean).at(-1);
  return lastSegment && /^[a-z]{2}$/i.test(lastSegment) ? toStateCode(lastSegment) : undefined;
}
