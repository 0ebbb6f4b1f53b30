import { autoOfferDefaults, contactLanguages } from './business';

export interface OfferInput {
  lowPrice: number;
  highPrice: number;
  offerCount: number;
  currency: string;
}

export interface ProductInput {
  name: string;
  category: string;
  description: string;
  coverageDetails?: string[];
  /** An explicit offer; without one, auto products get the auto defaults. */
  offer?: OfferInput;
  /** Minimum premium for the offer; `null` means none is known. */
  minPremium?: number | null;
}

export interface ServiceInput {
  name: string;
  description: string;
  /** Falls back to the site origin. */
  url?: string;
}

export interface BreadcrumbInput {
  name: string;
  /** Relative URLs are made absolute against the site origin. */
  url: string;
}

export interface FaqInput {
  question: string;
  answer: string;
}

export interface StructuredDataInput {
  products?: ProductInput[];
  breadcrumbs?: BreadcrumbInput[];
  faqs?: FaqInput[];
  /** Blocks only some pages need (local business, services), built by business-blocks.ts. */
  extraBlocks?: (business: BusinessContext) => StructuredDataBlock[];
}

export interface BusinessContext {
  origin: string;
  name: string;
  description: string;
  supportEmail: string;
  supportPhone: string;
  /** All of them for the organization; the first two for the local office. */
  socialProfiles: string[];
  language: string;
}

export type StructuredDataId =
  | 'schema-organization'
  | 'schema-products'
  | 'schema-localbusiness'
  | 'schema-services'
  | 'schema-breadcrumbs'
  | 'schema-faq';

export interface StructuredDataBlock {
  id: StructuredDataId;
  data: Record<string, unknown>;
}

export const context = 'https://schema.org';

export function absoluteUrl(url: string, origin: string): string {
  return new URL(url, `${origin}/`).toString();
}

/** Low = the minimum premium (500 without one); high = 2.5 x the minimum (2000 without one). */
export function defaultAutoOffer(minPremium: number | null | undefined): OfferInput {
  const hasMinimum = typeof minPremium === 'number' && minPremium > 0;
  return {
    lowPrice: hasMinimum ? minPremium : autoOfferDefaults.lowWithoutMinimum,
    highPrice: hasMinimum
      ? minPremium * autoOfferDefaults.highMultiplier
      : autoOfferDefaults.highWithoutMinimum,
    offerCount: autoOfferDefaults.offerCount,
    currency: autoOfferDefaults.currency,
  };
}

function offerFor(product: ProductInput): OfferInput | undefined {
  if (product.offer) return product.offer;
  if (product.category === 'auto') {
    return defaultAutoOffer(
      product.minPremium === undefined ? autoOfferDefaults.minPremium : product.minPremium,
    );
  }
  if (typeof product.minPremium === 'number') return defaultAutoOffer(product.minPremium);
  return undefined;
}

function buildProduct(product: ProductInput, business: BusinessContext) {
  const offer = offerFor(product);
  return {
    '@type': 'Product',
    name: product.name,
    category: product.category,
    description: product.description,
    brand: { '@type': 'Brand', name: business.name },
    ...(product.coverageDetails?.length
      ? {
          additionalProperty: product.coverageDetails.map((detail) => ({
            '@type': 'PropertyValue',
            name: 'coverage',
            value: detail,
          })),
        }
      : {}),
    ...(offer
      ? {
          offers: {
            '@type': 'AggregateOffer',
            lowPrice: offer.lowPrice,
            highPrice: offer.highPrice,
            offerCount: offer.offerCount,
            priceCurrency: offer.currency,
          },
        }
      : {}),
  };
}

export function buildOrganization(business: BusinessContext) {
  return {
    '@context': context,
    '@type': 'Organization',
    '@id': `${business.origin}/#organization`,
    name: business.name,
    url: `${business.origin}/`,
    logo: `${business.origin}/lion.svg`,
    description: business.description,
    email: business.supportEmail,
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: business.supportEmail,
        telephone: business.supportPhone,
        availableLanguage: [...contactLanguages],
        areaServed: 'US',
      },
    ],
    sameAs: business.socialProfiles,
  };
}

export function buildFaqPage(faqs: FaqInput[], language: string) {
  return {
    '@context': context,
    '@type': 'FAQPage',
    inLanguage: language,
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** Every block for a page; a block is emitted only when its input is non-empty. */
export function buildStructuredData(
  input: StructuredDataInput,
  business: BusinessContext,
): StructuredDataBlock[] {
  const blocks: StructuredDataBlock[] = [
    { id: 'schema-organization', data: buildOrganization(business) },
  ];
  if (input.products?.length) {
    blocks.push({
      id: 'schema-products',
      data: {
        '@context': context,
        '@graph': input.products.map((product) => buildProduct(product, business)),
      },
    });
  }
  if (input.extraBlocks) blocks.push(...input.extraBlocks(business));
  if (input.breadcrumbs?.length) {
    blocks.push({
      id: 'schema-breadcrumbs',
      data: {
        '@context': context,
        '@type': 'BreadcrumbList',
        itemListElement: input.breadcrumbs.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: absoluteUrl(crumb.url, business.origin),
        })),
      },
    });
  }
  if (input.faqs?.length) {
    blocks.push({ id: 'schema-faq', data: buildFaqPage(input.faqs, business.language) });
  }
  return blocks;
}
