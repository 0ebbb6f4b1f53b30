/**
 * Where each factor of an estimate comes from, by reference (decision 0050): a factor carries a
 * source id, and this catalogue, served once by `GET /api/estimate-sources` (cacheable), says what
 * the id stands for. A `publication` is cited to a shopper as publisher and date ("Bankrate,
 * Sep 2025"); a `note` stands where no publication sets the figure (a base the others are measured
 * against, a state law, an answer no source prices, our own figure) and the browser words it in
 * the shopper's language (`quote:sourceNotes.<id>`). The working notes behind each figure (how it
 * was scaled, fitted or declared) stay in `tables.ts`, `shared/data` and decisions 0013, 0021,
 * 0022: they are not shown to shoppers (decision 0051).
 */
export interface PublicationSource {
  kind: 'publication';
  /** Who published the figure, as a shopper would know it. */
  publisher: string;
  /** The page or table the figure was read in (English, as published). */
  title: string;
  /** `YYYY-MM` or `YYYY` of the publication, or null where it is undated. */
  date: string | null;
}

export interface NoteSource {
  kind: 'note';
  /** The note in English, for API clients; the browser words it from its own locale files. */
  text: string;
}

export type EstimateSource = PublicationSource | NoteSource;

const publication = (publisher: string, title: string, date: string | null): PublicationSource => ({
  kind: 'publication',
  publisher,
  title,
  date,
});
const note = (text: string): NoteSource => ({ kind: 'note', text });

export const estimateSources = {
  // ------------------------------------------------------------ publications
  'insurecom-2019': publication('Insure.com', 'Car insurance rates by state', '2019'),
  'insurancecom-2025-10': publication('insurance.com', 'Average cost of car insurance', '2025-10'),
  'bankrate-auto-2025-09': publication('Bankrate', 'Average cost of car insurance', '2025-09'),
  'bankrate-deductible-2025-01': publication(
    'Bankrate',
    'Car insurance deductibles (Quadrant data)',
    '2025-01',
  ),
  'insurecom-mileage': publication(
    'Insure.com, MoneyGeek',
    'Low-mileage car insurance discounts',
    '2025-10',
  ),
  'carinsurancecom-driver': publication(
    'CarInsurance.com',
    'Cost of adding a driver to car insurance',
    null,
  ),
  'auto-carrier-index-2025': publication(
    'Bankrate, ValuePenguin, Insurify, insurance.com',
    'Cheapest car insurance companies',
    '2025',
  ),
  'naic-2022': publication(
    'NAIC (Insurance Information Institute)',
    'Average homeowners and renters premiums by state',
    '2022',
  ),
  'bankrate-home-2025-09': publication(
    'Bankrate',
    'Average cost of homeowners insurance',
    '2025-09',
  ),
  'nerdwallet-home-2025-05': publication('NerdWallet', 'Homeowners insurance costs', '2025-05'),
  'home-carrier-index-2025': publication(
    'Bankrate, NerdWallet',
    'Cheapest homeowners insurance companies',
    '2025',
  ),
  'nerdwallet-renters-2024-01': publication(
    'NerdWallet',
    'Average cost of renters insurance',
    '2024-01',
  ),
  'insuranceopedia-life': publication('Insuranceopedia', 'How much is life insurance', null),
  'insurecom-life-2023-05': publication('Insure.com', 'Term life rates for smokers', '2023-05'),
  'termlifeplans-health': publication('TermLifePlans', 'Life insurance health classes', null),
  // ------------------------------------------------------------ notes
  coverageBase: note('Full coverage is the base the other levels are measured against.'),
  creditBanned: note('Your state does not allow credit in insurance pricing.'),
  vehicleBase: note('No published figure for this model: priced as a typical sedan.'),
  noLowMileage: note('No low-mileage discount at 7,500 miles a year or more.'),
  notRated: note('No published figure: this answer does not change the estimate.'),
  vinNotRated: note(
    'Read from the VIN (NHTSA vPIC data): no published figure for body style or model year, so they do not change the estimate; the make and model are rated.',
  ),
  secondCar: note('The second car is priced like the first, on its own answers.'),
  noClaims: note('No claims: no surcharge.'),
  nonSmokerBase: note('Non-smoker rates are the base.'),
  ourEstimate: note('Lion Insurance estimate, extended from the nearest published figure.'),
  minimumPrice: note('The lowest monthly price we show for this cover.'),
} as const satisfies Record<string, EstimateSource>;

export type EstimateSourceId = keyof typeof estimateSources;
export const estimateSourceIds = Object.keys(estimateSources) as EstimateSourceId[];
