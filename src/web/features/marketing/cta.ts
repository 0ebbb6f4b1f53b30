import { paths } from '../../../shared/paths';
import { getPublicConfig } from '../../lib/public-config';

/** This product's consumer sign-up, opened on the Register tab, carrying any quote details. */
export function consumerSignUpHref(details: Record<string, string | undefined> = {}): string {
  const query = new URLSearchParams({ tab: 'register' });
  for (const [key, value] of Object.entries(details)) if (value) query.set(key, value);
  return `${paths.consumerAuth}?${query.toString()}`;
}

/**
 * Where a marketing call to action goes: the configured main site (MAIN_SITE_URL), else this
 * product's own consumer sign-up (decision 0016).
 */
export function marketingCtaTarget(details: Record<string, string | undefined> = {}): {
  href: string;
  isExternal: boolean;
} {
  const { mainSiteUrl } = getPublicConfig();
  if (mainSiteUrl) return { href: mainSiteUrl, isExternal: true };
  return { href: consumerSignUpHref(details), isExternal: false };
}
