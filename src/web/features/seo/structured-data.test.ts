import { describe, expect, it } from 'vitest';
import { defaultSocialProfiles } from '../../../shared/brand';
import { buildLocalBusiness, buildServices } from './business-blocks';
import { serializeJsonLd } from './json-ld';
import { buildStructuredData, defaultAutoOffer } from './structured-data';

const business = {
  origin: 'https://lion.example',
  name: 'Lion Insurance',
  description: 'Compare quotes',
  supportEmail: 'support@lion.example',
  supportPhone: '1-800-555-0199',
  socialProfiles: [...defaultSocialProfiles],
  language: 'en',
};

describe('serializeJsonLd', () => {
  it('escapes <, >, &, U+2028 and U+2029 so data cannot close the script element', () => {
    const value = { text: '</script><!-- & \u2028 \u2029 -->' };
    const json = serializeJsonLd(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(json).toContain('\\u0026');
    expect(json).toContain('\\u2028');
    expect(json).toContain('\\u2029');
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('auto offer defaults', () => {
  it('uses the minimum premium as low price and 2.5 times it as high price', () => {
    expect(defaultAutoOffer(850)).toEqual({
      lowPrice: 850,
      highPrice: 2125,
      offerCount: 5,
      currency: 'USD',
    });
  });

  it('falls back to 500 and 2000 without a minimum', () => {
    expect(defaultAutoOffer(null)).toMatchObject({ lowPrice: 500, highPrice: 2000 });
  });

  it('gives an auto product the 850 minimum and a 4.7 rating from 109 reviews on a 1-5 scale', () => {
    const blocks = buildStructuredData(
      { products: [{ name: 'Auto', category: 'auto', description: 'Car cover' }] },
      business,
    );
    const products = blocks.find((block) => block.id === 'schema-products')?.data as {
      '@graph': Record<string, Record<string, unknown>>[];
    };
    const product = products['@graph'][0];
    expect(product?.offers).toMatchObject({
      lowPrice: 850,
      highPrice: 2125,
      offerCount: 5,
      priceCurrency: 'USD',
    });
    // No review data exists, so no rating is claimed (decision 0063).
    expect(product).not.toHaveProperty('aggregateRating');
  });
});

describe('buildStructuredData', () => {
  it('always emits the organization with English and Spanish support and four social profiles', () => {
    const [organization] = buildStructuredData({}, business);
    expect(organization?.id).toBe('schema-organization');
    const data = organization?.data as Record<string, unknown> & {
      contactPoint: { availableLanguage: string[]; email: string }[];
      sameAs: string[];
    };
    expect(data.logo).toBe('https://lion.example/lion.svg');
    expect(data.email).toBe('support@lion.example');
    expect(data.contactPoint[0]?.availableLanguage).toEqual(['English', 'Spanish']);
    expect(data.sameAs).toHaveLength(4);
  });

  it('emits only the blocks whose inputs are non-empty', () => {
    expect(
      buildStructuredData({ products: [], breadcrumbs: [], faqs: [] }, business).map((b) => b.id),
    ).toEqual(['schema-organization']);
  });

  it('emits the local business with two profiles, weekday hours and price range $$', () => {
    const block = buildStructuredData(
      { extraBlocks: (context) => [buildLocalBusiness(context)] },
      business,
    ).find((b) => b.id === 'schema-localbusiness');
    expect(block?.data).toMatchObject({
      '@type': 'InsuranceAgency',
      priceRange: '$$',
      openingHoursSpecification: [
        {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '17:00',
        },
      ],
    });
    expect((block?.data as { sameAs?: string[] } | undefined)?.sameAs).toHaveLength(2);
  });

  it('makes breadcrumb and service URLs absolute', () => {
    const blocks = buildStructuredData(
      {
        breadcrumbs: [
          { name: 'Home', url: '/' },
          { name: 'Auto', url: '/insurance/auto' },
        ],
        extraBlocks: (context) => [
          buildServices([{ name: 'Quotes', description: 'Compare' }], context),
        ],
        faqs: [{ question: 'Q?', answer: 'A.' }],
      },
      business,
    );
    expect(blocks.map((b) => b.id)).toEqual([
      'schema-organization',
      'schema-services',
      'schema-breadcrumbs',
      'schema-faq',
    ]);
    expect(blocks[2]?.data).toMatchObject({
      itemListElement: [
        { position: 1, item: 'https://lion.example/' },
        { position: 2, item: 'https://lion.example/insurance/auto' },
      ],
    });
    expect(blocks[1]?.data).toMatchObject({ '@graph': [{ url: 'https://lion.example/' }] });
    expect(blocks[3]?.data).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ name: 'Q?', acceptedAnswer: { text: 'A.' } }],
    });
  });
});
