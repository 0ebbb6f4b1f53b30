export const brandName = 'Lion Insurance';
export const themeColor = '#0e2b5c';

/**
 * The brand's social profiles, published in structured data (spec section 1: four for the
 * organization, the first two for the local office). SOCIAL_PROFILE_URLS overrides them.
 */
export const defaultSocialProfiles = [
  'https://www.facebook.com/lioninsurance',
  'https://x.com/lioninsurance',
  'https://www.linkedin.com/company/lioninsurance',
  'https://www.instagram.com/lioninsurance',
] as const;

export function pageTitle(title: string): string {
  return title ? `${title} | ${brandName}` : brandName;
}
