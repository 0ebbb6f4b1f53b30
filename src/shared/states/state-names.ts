/** The 50 states and the District of Columbia (spec section 3, state tables). */
export const stateNames = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;

export type StateCode = keyof typeof stateNames;

/** Alphabetical by name (DC sits between Delaware and Florida). */
export const stateCodes = Object.keys(stateNames) as StateCode[];

/** The city a state-level answer names: the largest city (Portland serves ME and OR, Charleston SC and WV). */
export const stateMainCities: Record<StateCode, string> = {
  AL: 'Birmingham',
  AK: 'Anchorage',
  AZ: 'Phoenix',
  AR: 'Little Rock',
  CA: 'Los Angeles',
  CO: 'Denver',
  CT: 'Bridgeport',
  DE: 'Wilmington',
  DC: 'Washington',
  FL: 'Jacksonville',
  GA: 'Atlanta',
  HI: 'Honolulu',
  ID: 'Boise',
  IL: 'Chicago',
  IN: 'Indianapolis',
  IA: 'Des Moines',
  KS: 'Wichita',
  KY: 'Louisville',
  LA: 'New Orleans',
  ME: 'Portland',
  MD: 'Baltimore',
  MA: 'Boston',
  MI: 'Detroit',
  MN: 'Minneapolis',
  MS: 'Jackson',
  MO: 'Kansas City',
  MT: 'Billings',
  NE: 'Omaha',
  NV: 'Las Vegas',
  NH: 'Manchester',
  NJ: 'Newark',
  NM: 'Albuquerque',
  NY: 'New York',
  NC: 'Charlotte',
  ND: 'Fargo',
  OH: 'Columbus',
  OK: 'Oklahoma City',
  OR: 'Portland',
  PA: 'Philadelphia',
  RI: 'Providence',
  SC: 'Charleston',
  SD: 'Sioux Falls',
  TN: 'Nashville',
  TX: 'Houston',
  UT: 'Salt Lake City',
  VT: 'Burlington',
  VA: 'Virginia Beach',
  WA: 'Seattle',
  WV: 'Charleston',
  WI: 'Milwaukee',
  WY: 'Cheyenne',
};

export function isStateCode(value: unknown): value is StateCode {
  return typeof value === 'string' && Object.hasOwn(stateNames, value);
}

/** Upper-cases and checks a two-letter code; anything that is not one of the 51 gives undefined. */
export function toStateCode(value: string | null | undefined): StateCode | undefined {
  if (typeof value !== 'string') return undefined;
  const upper = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(upper) && isStateCode(upper) ? upper : undefined;
}

export const defaultStateCode: StateCode = 'NY';
