import type { StateCode } from './states/state-names';

/**
 * The state of a US ZIP code from its 3-digit prefix (the USPS prefix allocation, as in the
 * `zipcodes` package's data, which a unit test checks in full). Each entry is the first prefix of
 * a run and its state; `--` marks runs that are not one of the 50 states and DC: unassigned
 * prefixes, Puerto Rico and the Virgin Islands (006-009), military mail (APO/FPO AE 090-098,
 * AA 340, AP 962-966) and the Pacific territories (969). Notable runs: 005 Holtsville NY and 055
 * Andover MA (IRS), 200 and 202-205 DC, 201 VA (Dulles), 569 DC (parcel return), 733 TX (Austin
 * IRS), 885 TX (El Paso), 398-399 GA.
 */
const runs =
  '000--005NY006--010MA028RI030NH039ME050VT055MA056VT060CT070NJ090--100NY150PA197DE200DC201VA' +
  '202DC206MD213--214MD220VA247WV269--270NC290SC300GA320FL340--341FL343--344FL345--346FL348--' +
  '349FL350AL353--354AL370TN386MS398GA400KY419--420KY428--430OH460IN480MI500IA517--520IA529--' +
  '530WI533--534WI536--537WI550MN552--553MN568--569DC570SD578--580ND589--590MT600IL621--622IL' +
  '630MO632--633MO642--644MO659--660KS663--664KS680NE682--683NE694--700LA702--703LA709--710LA' +
  '715--716AR730OK732--733TX734OK742--743OK750TX771--772TX800CO817--820WY832ID839--840UT848--' +
  '850AZ854--855AZ858--859AZ861--863AZ866--870NM872--873NM885TX886--889NV892--893NV896--897NV' +
  '899--900CA909--910CA929--930CA962--967HI969--970OR980WA987--988WA995AK';

/**
 * Single ZIPs across a state line from the rest of their prefix (USPS): Fishers Island NY in
 * CT's 063, two DHS unique ZIPs in DC's 205, Texhoma TX in OK's 739, Alta WY in ID's 834, and
 * Pago Pago (American Samoa, not a state) in HI's 967.
 */
const exceptions: Record<string, StateCode | '--'> = {
  '06390': 'NY',
  '20588': 'MD',
  '20598': 'VA',
  '73960': 'TX',
  '83414': 'WY',
  '96799': '--',
};

let byPrefix: (StateCode | undefined)[] | undefined;

function prefixTable(): (StateCode | undefined)[] {
  const table: (StateCode | undefined)[] = [];
  for (let at = 0; at < runs.length; at += 5) {
    const start = Number(runs.slice(at, at + 3));
    const end = at + 5 < runs.length ? Number(runs.slice(at + 5, at + 8)) : 1000;
    const code = runs.slice(at + 3, at + 5);
    for (let prefix = start; prefix < end; prefix++) {
      table[prefix] = code === '--' ? undefined : (code as StateCode);
    }
  }
  return table;
}

/** The state (or DC) of a 5-digit ZIP; undefined for territories, military mail and unassigned ZIPs. */
export function stateFromZip(zip: string): StateCode | undefined {
  const value = zip.trim();
  if (!/^\d{5}$/.test(value)) return undefined;
  const exception = exceptions[value];
  if (exception) return exception === '--' ? undefined : exception;
  byPrefix ??= prefixTable();
  return byPrefix[Number(value.slice(0, 3))];
}
