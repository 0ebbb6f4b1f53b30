/** Business facts published in structured data (spec sections 1 and 9). */
export const officeHours = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '09:00',
  closes: '17:00',
} as const;

export const priceRange = '$$';

export const contactLanguages = ['English', 'Spanish'] as const;

/** Auto structured-data defaults (spec section 9). */
export const autoOfferDefaults = {
  minPremium: 850,
  highMultiplier: 2.5,
  highWithoutMinimum: 2000,
  lowWithoutMinimum: 500,
  offerCount: 5,
  currency: 'USD',
} as const;

/** The auto page's metadata wrapper declares monthly prices of USD 25 to 500 over 5 offers. */
export const autoPageOffer = {
  lowPrice: 25,
  highPrice: 500,
  offerCount: 5,
  currency: 'USD',
} as const;

/** Minimum home premium used for the home product's offer (spec section 9). */
export const homeMinPremium = 950;
