import type { DeclarationsLine, ReadField } from '../../../shared/contracts/declarations';
import { declarationsMaxItems } from '../../../shared/contracts/declarations';
import { insurers } from '../../../shared/insurers';
import { isValidVin } from '../../../shared/vin';
import { stateFromZip } from '../../../shared/zip-state';

/**
 * The fields of a declarations page from its text (a PDF's text layer or an OCR read): labels
 * carriers print in many layouts ("Policy No.", "POLICY #", "Policy Number"), dates written
 * 03/15/2026 or March 15, 2026, limits as dollars, as 50/100 or in thousands. Each field's
 * confidence starts from how the text was got (`base`) and drops where a check fails (a VIN's
 * check digit, a ZIP of no state, an accident limit under the per-person one).
 */
export interface ExtractedDeclarations {
  line: DeclarationsLine | null;
  fields: ReadField[];
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** OCR's usual slips inside numbers (O for 0, l for 1) and spacing, fixed; labels stay. */
export function normaliseText(text: string): string[] {
  return text
    .replace(/\r/g, '')
    .split('\n')
    .map((line) =>
      line
        .replace(/[\u2013\u2014]/g, '-')
        .replace(/[|[\]{}]/g, ' ')
        .replace(/(?<=\d)[Oo](?=[\d,])|(?<=[\d,])[Oo](?=\d)/g, '0')
        .replace(/(?<=\d)[lI](?=\d)/g, '1')
        .replace(/\$\s+(?=\d)/g, '$')
        .replace(/(?<=\d),\s(?=\d{3}\b)/g, ',')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line) => line.length > 0);
}

/** Dollar amounts of a line: `$50,000`, `$1,284.50`, `S500` (an OCR'd dollar sign). */
function amounts(line: string): number[] {
  const found: number[] = [];
  for (const match of line.matchAll(
    /(?:^|[^\w.])[$S]\s?(\d{1,3}(?:[,.]\d{3})+|\d+)(?:\.(\d{2}))?(?!\d)/g,
  )) {
    const whole = Number((match[1] as string).replace(/[,.]/g, ''));
    const cents = match[2] ? Number(match[2]) / 100 : 0;
    found.push(Math.round((whole + cents) * 100) / 100);
  }
  return found;
}

/** Limits written as `25/50` or `100/300/50` (thousands when small), or as dollar amounts. */
function limits(line: string): number[] {
  const dollars = amounts(line);
  if (dollars.length > 0) return dollars;
  const split = line.match(/\b(\d{1,4})\s?\/\s?(\d{1,4})(?:\s?\/\s?(\d{1,4}))?\b/);
  const thousands = (n: number) => (n < 10_000 ? n * 1000 : n);
  if (split) {
    return [split[1], split[2], split[3]]
      .filter((part): part is string => part !== undefined)
      .map((part) => thousands(Number(part)));
  }
  const single = line.match(/\b(\d{1,4}(?:,\d{3})*)\s*(?:\(thousands\)|k\b|thousand)/i);
  if (single) return [thousands(Number((single[1] as string).replace(/,/g, '')))];
  return [];
}

function parseDates(line: string): string[] {
  const found: { index: number; iso: string }[] = [];
  for (const match of line.matchAll(/\b(\d{1,2})[/-](\d{1,2})[/-](\d{4})\b/g)) {
    const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31) {
      found.push({ index: match.index ?? 0, iso: `${year}-${pad(month)}-${pad(day)}` });
    }
  }
  for (const match of line.matchAll(/\b([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})\b/g)) {
    const month = months.indexOf((match[1] as string).slice(0, 3).toLowerCase()) + 1;
    const day = Number(match[2]);
    if (month >= 1 && day >= 1 && day <= 31) {
      found.push({ index: match.index ?? 0, iso: `${match[3]}-${pad(month)}-${pad(day)}` });
    }
  }
  return found.sort((a, b) => a.index - b.index).map((date) => date.iso);
}

/** The text after a label on its line, up to the next upper-case label (`TERM:`). */
function afterLabel(line: string, label: RegExp): string | undefined {
  const match = line.match(label);
  if (!match || match.index === undefined) return undefined;
  const rest = line.slice(match.index + match[0].length).replace(/^[\s:.#-]+/, '');
  return rest.replace(/\s+[A-Z][A-Z ]{2,}:.*$/, '').trim();
}

const sectionHeader =
  /^(vehicles?|listed vehicles|drivers?|listed drivers|operators|coverages?|coverages and limits|premium|deductibles?|property coverage|liability coverage|discounts?)\b/i;

const knownMakes = [
  'Alfa Romeo',
  'Aston Martin',
  'Land Rover',
  'Mercedes-Benz',
  'Rolls-Royce',
  'Mini',
] as const;

/** A VIN read by OCR with one look-alike character wrong (S/5, B/8, Z/2, G/6), put right. */
function repairVin(raw: string): { vin: string; valid: boolean } {
  const vin = raw.toUpperCase().replace(/O/g, '0').replace(/I/g, '1').replace(/Q/g, '0');
  if (isValidVin(vin)) return { vin, valid: true };
  const swaps: Record<string, string> = {
    S: '5',
    '5': 'S',
    B: '8',
    '8': 'B',
    Z: '2',
    '2': 'Z',
    G: '6',
    '6': 'G',
    '0': 'D',
    D: '0',
  };
  for (let i = 0; i < vin.length; i++) {
    const swap = swaps[vin[i] as string];
    if (!swap) continue;
    const candidate = vin.slice(0, i) + swap + vin.slice(i + 1);
    if (isValidVin(candidate)) return { vin: candidate, valid: true };
  }
  return { vin, valid: false };
}

const titleCase = (word: string) => (word.length <= 3 && word === word.toUpperCase() ? word : word);

export function extractDeclarations(text: string, base: number): ExtractedDeclarations {
  const lines = normaliseText(text);
  const all = lines.join('\n');
  const fields: ReadField[] = [];
  const add = (key: string, value: string | number | undefined, confidence = base) => {
    if (value === undefined || value === '') return;
    if (fields.some((field) => field.key === key)) return;
    fields.push({
      key,
      value: String(value).slice(0, 120),
      confidence: Math.round(confidence * 100) / 100,
    });
  };
  /** The line a label is on; a table cell that wrapped continues on the next two lines. */
  const lineWith = (pattern: RegExp, exclude?: RegExp) => {
    const index = lines.findIndex((line) => pattern.test(line) && !exclude?.test(line));
    if (index < 0) return undefined;
    const found = lines[index] as string;
    return limits(found).length > 0 ? found : lines.slice(index, index + 3).join(' ');
  };
  const lineWithAmount = (pattern: RegExp, exclude?: RegExp, read = amounts) =>
    lines.find((line) => pattern.test(line) && !exclude?.test(line) && read(line).length > 0);

  const isHome = /homeowners|dwelling|coverage a\b/i.test(all);
  const isAuto = /\bauto|vehicle|\bVIN\b|bodily injury/i.test(all);
  const line: DeclarationsLine | null = isHome ? 'home' : isAuto ? 'auto' : null;

  // Carrier: a known insurer named on the page, else the page's first line.
  const lower = all.toLowerCase();
  const known = insurers
    .map((insurer) => ({ insurer, at: lower.indexOf(insurer.name.toLowerCase()) }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  if (known) add('carrier', known.insurer.name);
  else if (lines[0] && /[A-Za-z]{3}/.test(lines[0])) add('carrier', lines[0], base * 0.7);

  // Policy number.
  for (const candidate of lines) {
    const value = afterLabel(candidate, /policy\s*(?:number|no\.?|#)\s*[:.]?/i);
    if (value && /\d/.test(value)) {
      // A two-column page puts the next column's label on the same line.
      const number = value
        .replace(/\s+(term|effective|policy period|named|insured|address)\b.*$/i, '')
        .trim();
      add('policyNumber', number, base);
      break;
    }
  }

  // Policy period: labelled start and end, else a period line with two dates.
  const startLine = lineWith(/effective\s+date|inception/i);
  const endLine = lineWith(/expiration\s+date|expires|renewal\s+date/i);
  const startDate = startLine ? parseDates(startLine)[0] : undefined;
  const endDate = endLine ? parseDates(endLine)[0] : undefined;
  if (startDate && endDate) {
    add('periodStart', startDate, base);
    add('periodEnd', endDate, endDate > startDate ? base : base * 0.5);
  } else {
    const periodLine = lines.find(
      (l) => /policy period|term\b|period/i.test(l) && parseDates(l).length >= 2,
    );
    const dates = periodLine ? parseDates(periodLine) : parseDates(all.replace(/\n/g, ' '));
    if (dates[0] && dates[1]) {
      const confidence = periodLine ? base : base * 0.6;
      add('periodStart', dates[0], confidence);
      add('periodEnd', dates[1], dates[1] > dates[0] ? confidence : confidence * 0.5);
    }
  }

  // Named insureds: on the label's line, or the lines below it up to the street address.
  const insuredIndex = lines.findIndex((l) => /named insured|^insured\b|\binsured\s*:/i.test(l));
  const names: string[] = [];
  if (insuredIndex >= 0) {
    const label = lines[insuredIndex] as string;
    const onLine = afterLabel(label, /named insured(?:\(s\))?|insured\s*:?/i)
      ?.replace(/\s+(address|location|residence)\b.*$/i, '')
      .trim();
    const candidates = onLine ? [onLine] : [];
    if (!onLine) {
      for (const raw of lines.slice(insuredIndex + 1, insuredIndex + 5)) {
        // Two columns read as one line: the left column's dated label comes first.
        const next = raw.replace(/^[A-Za-z ]+date\s*:?\s*[A-Za-z]+\.?\s+\d{1,2},?\s+\d{4}\s+/i, '');
        if (/^\d/.test(next) || /:/.test(next) || sectionHeader.test(next)) break;
        candidates.push(next);
      }
    }
    for (const candidate of candidates) {
      for (const part of candidate.split(/\s+(?:and|&)\s+|,\s*/)) {
        const words = part.trim().split(' ');
        if (words.length >= 2 && /^[A-Z][a-z'-]+$/.test(words[0] as string))
          names.push(part.trim());
      }
    }
  }
  names.slice(0, declarationsMaxItems).forEach((name, index) => {
    add(`insureds.${index}.firstName`, name.split(' ')[0], base);
  });

  // ZIP: the first "ST 12345" whose ZIP is in that state.
  for (const match of all.matchAll(/\b([A-Z]{2})[,.]?\s+(\d{5})(?:-\d{4})?\b/g)) {
    const state = stateFromZip(match[2] as string);
    if (state) {
      add('zip', match[2], state === match[1] ? base : base * 0.7);
      break;
    }
  }

  if (line !== 'home') {
    // Vehicles: every VIN, with the year, make and model written before it on its line.
    let vehicleIndex = 0;
    const seen = new Set<string>();
    for (const candidate of lines) {
      const vinMatch = candidate.match(/\b[A-HJ-NPR-Z0-9OIQ]{17}\b/);
      if (!vinMatch || !/\d/.test(vinMatch[0])) continue;
      const { vin, valid } = repairVin(vinMatch[0]);
      if (seen.has(vin) || vehicleIndex >= declarationsMaxItems) continue;
      seen.add(vin);
      const i = vehicleIndex++;
      add(`vehicles.${i}.vin`, vin, valid ? base : base * 0.4);
      const before = candidate
        .slice(0, vinMatch.index)
        .replace(/\bVIN\b\s*[:#]?\s*$/i, '')
        .trim();
      const described = before.match(/\b((?:19|20)\d{2})\s+(.+)$/);
      if (described) {
        add(`vehicles.${i}.year`, described[1], base);
        const rest = (described[2] as string).trim();
        const make = knownMakes.find((name) => rest.toLowerCase().startsWith(name.toLowerCase()));
        const makeText = make ?? (rest.split(' ')[0] as string);
        const model = rest.slice(makeText.length).trim();
        add(`vehicles.${i}.make`, titleCase(makeText), base);
        if (model) add(`vehicles.${i}.model`, model, base * 0.95);
      }
    }

    // Drivers: the names under the drivers' heading.
    const driversIndex = lines.findIndex((l) => /^(listed\s+)?(drivers?|operators)\b/i.test(l));
    if (driversIndex >= 0) {
      let driver = 0;
      for (const next of lines.slice(driversIndex + 1, driversIndex + 8)) {
        if (/^(name|driver)\b.*\b(status|relationship)/i.test(next)) continue;
        if (sectionHeader.test(next) && !/^driver\s+\d/i.test(next)) break;
        const name = next
          .replace(/^driver\s*\d*\s*[:.-]?\s*/i, '')
          .replace(/\s+(rated|excluded|principal|occasional|listed)\b.*$/i, '')
          .trim();
        if (/^[A-Z][a-z'-]+(\s[A-Z][a-z'.-]+)+$/.test(name) && driver < declarationsMaxItems) {
          add(`drivers.${driver++}.name`, name, base);
        }
      }
    }

    // Liability limits, uninsured motorist, deductibles.
    const biLine = lineWith(/bodily\s+injury/i, /uninsured|underinsured/i);
    const bi = biLine ? limits(biLine) : [];
    if (bi[0] !== undefined && bi[1] !== undefined) {
      const sure = bi[1] >= bi[0] ? base : base * 0.5;
      add('bodilyInjuryPerPerson', bi[0], sure);
      add('bodilyInjuryPerAccident', bi[1], sure);
    }
    const pdLine = lineWith(/property\s+damage/i, /uninsured/i);
    const pd = pdLine ? limits(pdLine) : [];
    if (pd[0] !== undefined) add('propertyDamage', pd[pd.length === 3 ? 2 : 0], base);
    else if (bi[2] !== undefined) add('propertyDamage', bi[2], base * 0.9);
    const umLine = lineWith(/uninsured\s+motorists?/i);
    if (umLine) {
      if (/not\s+carried|rejected|declined|none|excluded/i.test(umLine)) {
        add('uninsuredMotoristPerPerson', 'none', base);
        add('uninsuredMotoristPerAccident', 'none', base);
      } else {
        const um = limits(umLine);
        if (um[0] !== undefined && um[1] !== undefined) {
          add('uninsuredMotoristPerPerson', um[0], base);
          add('uninsuredMotoristPerAccident', um[1], base);
        }
      }
    }
    const comp = lineWithAmount(/comprehensive|other\s+than\s+collision/i);
    if (comp) add('comprehensiveDeductible', amounts(comp).at(-1), base);
    const coll = lineWithAmount(/\bcollision\b/i, /other\s+than\s+collision/i);
    if (coll) add('collisionDeductible', amounts(coll).at(-1), base);
  } else {
    const dwelling = lineWithAmount(/dwelling/i);
    if (dwelling) add('dwelling', amounts(dwelling)[0], base);
    const other = lineWithAmount(/other\s+structures/i);
    if (other) add('otherStructures', amounts(other)[0], base);
    const property = lineWithAmount(/personal\s+property/i);
    if (property) add('personalProperty', amounts(property)[0], base);
    const liability = lineWithAmount(
      /personal\s+liability|coverage\s+e\b|\bliability\b/i,
      /medical/i,
    );
    if (liability) add('liability', amounts(liability)[0], base);
    const deductible = lineWithAmount(/deductible/i);
    if (deductible) add('deductible', amounts(deductible).at(-1), base);
  }

  // The premium for the term: a total first, else any premium with an amount.
  const premium =
    lineWithAmount(
      /(total|term|annual|policy).{0,30}premium|premium.{0,12}(total|term)/i,
      /discount/i,
    ) ?? lineWithAmount(/premium/i, /discount/i);
  if (premium) add('premium', amounts(premium).at(-1), base);

  return { line, fields };
}
