import { isInsuranceType } from '../../../shared/insurance-types';
import { paths, quotePath } from '../../../shared/paths';
import { getPublicConfig } from '../../lib/public-config';

/** This product's consumer sign-up, opened on the Register tab, carrying any quote details. */
export function consumerSignUpHref(details: Record<string, string | undefined> = {}): string {
  const query = new URLSearchParams({ tab: 'register' });
  for (const [key, value] of Object.entries(details)) if (value) query.set(key, value);
  return `${paths.consumerAuth}?${query.toString()}`;
}

/**
 * The quote flow of the detail's type (`/quote/auto?state=TX&vehicle=suv`), carrying the other
 * details as query parameters; null without a valid type.
 */
export function quoteFlowHref(details: Record<string, string | undefined> = {}): string | null {
  const { type, ...rest } = details;
  if (!isInsuranceType(type)) return null;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) if (value) query.set(key, value);
  const search = query.toString();
  return search ? `${quotePath(type)}?${search}` : quotePath(type);
}

/**
 * Where a marketing call to action goes: the configured main site (MAIN_SITE_URL), else this
 * product's own quote flow for the insurance type, or consumer sign-up without one (decision 0016).
 */
export function marketingCtaTarget(details: Record<string, string | undefined> = {}): {
  href: string;
  isExternal: boolean;
} {
  const { mainSiteUrl } = getPublicConfig();
  if (mainSiteUrl) return { href: mainSiteUrl, isExternal: true };
  return { href: quoteFlowHref(details) ?? consumerSignUpHref(details), isExternal: false };
}
