import { officeHours, priceRange } from './business';
import {
  absoluteUrl,
  type BusinessContext,
  context,
  type ServiceInput,
  type StructuredDataBlock,
} from './structured-data';

/** The local office: two social profiles, weekday hours 09:00-17:00, price range $$. */
export function buildLocalBusiness(business: BusinessContext): StructuredDataBlock {
  return { id: 'schema-localbusiness', data: localBusinessData(business) };
}

function localBusinessData(business: BusinessContext) {
  return {
    '@context': context,
    '@type': 'InsuranceAgency',
    '@id': `${business.origin}/#localbusiness`,
    name: business.name,
    url: `${business.origin}/`,
    image: `${business.origin}/lion.svg`,
    logo: `${business.origin}/lion.svg`,
    email: business.supportEmail,
    telephone: business.supportPhone,
    priceRange,
    areaServed: { '@type': 'Country', name: 'United States' },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...officeHours.days],
        opens: officeHours.opens,
        closes: officeHours.closes,
      },
    ],
    sameAs: business.socialProfiles.slice(0, 2),
  };
}

export function buildServices(
  services: ServiceInput[],
  business: BusinessContext,
): StructuredDataBlock {
  return {
    id: 'schema-services',
    data: {
      '@context': context,
      '@graph': services.map((service) => ({
        '@type': 'Service',
        name: service.name,
        description: service.description,
        url: service.url ? absoluteUrl(service.url, business.origin) : `${business.origin}/`,
        provider: { '@id': `${business.origin}/#organization` },
        areaServed: 'US',
      })),
    },
  };
}
