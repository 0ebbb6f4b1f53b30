import { defaultSocialProfiles } from '../../shared/brand';

/**
 * Public configuration written by the server into index.html as `<meta name="lion:...">` tags
 * (src/server/plugins/spa.ts): read synchronously, no request, no inline script. Under the Vite dev
 * server the tags are absent and the server's defaults apply.
 */
export interface PublicConfig {
  supportEmail: string;
  supportPhone: string;
  /** Where marketing calls to action go; undefined = this product's consumer sign-up. */
  mainSiteUrl?: string;
  /** The canonical origin for links in metadata. */
  origin: string;
  /** Social profile URLs for structured data. */
  socialProfiles: string[];
}

export function readMeta(name: string): string | undefined {
  const value = document.querySelector(`meta[name="lion:${name}"]`)?.getAttribute('content');
  return value?.trim() || undefined;
}

let cached: PublicConfig | undefined;

export function getPublicConfig(): PublicConfig {
  cached ??= {
    supportEmail: readMeta('support-email') ?? 'support@lioninsurance.example',
    supportPhone: readMeta('support-phone') ?? '1-800-555-0199',
    mainSiteUrl: readMeta('main-site-url'),
    origin: (readMeta('public-origin') ?? window.location.origin).replace(/\/+$/, ''),
    socialProfiles: readMeta('social-profiles')?.split(/\s+/) ?? [...defaultSocialProfiles],
  };
  return cached;
}
