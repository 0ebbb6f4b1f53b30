/** Public entry of the seo feature: what other features use. */

export { autoPageOffer, homeMinPremium } from './business';
export { buildLocalBusiness, buildServices } from './business-blocks';
export type { ProductInput } from './structured-data';
export { useFaqJsonLd } from './use-faq-json-ld';
export { usePageSeo } from './use-page-seo';
