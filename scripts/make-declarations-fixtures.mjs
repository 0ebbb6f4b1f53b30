/**
 * Writes the synthetic declarations pages of tests/fixtures/declarations (issue 30): invented
 * people and policies in several carriers' layouts, auto and home, as text PDFs (Chromium's
 * page.pdf()), scanned PDFs (a grey, slightly skewed JPEG inside a PDF, no text layer) and phone
 * photos (rotated a few degrees, uneven light), each with `<name>.expected.json` beside it.
 *
 *   node scripts/make-declarations-fixtures.mjs
 *
 * Uses Playwright's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and pdf-lib.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';

const outDir = join(import.meta.dirname, '..', 'tests', 'fixtures', 'declarations');

// --- invented data ---------------------------------------------------------------------------

const vinValues = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const vinWeights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** The VIN with its check digit (position 9) made right. */
function vin(body) {
  const chars = body.split('');
  chars[8] = '0';
  const sum = chars.reduce(
    (total, c, i) => total + (/\d/.test(c) ? Number(c) : vinValues[c]) * vinWeights[i],
    0,
  );
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  chars[8] = check;
  return chars.join('');
}

const money = (n) => `$${n.toLocaleString('en-US')}`;
const us = (iso) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const long = (iso) =>
  `${monthNames[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;

const autos = [
  {
    carrier: 'State Farm',
    policy: 'SF-482-7719-03',
    start: '2026-03-15',
    end: '2026-09-15',
    insureds: [
      ['Marisol', 'Quintero'],
      ['Daniel', 'Quintero'],
    ],
    street: '1482 Larkspur Lane',
    city: 'Austin',
    state: 'TX',
    zip: '78745',
    vehicles: [
      [2021, 'Toyota', 'Camry', vin('4T1BF1FKXMU123456')],
      [2018, 'Honda', 'CR-V', vin('2HKRW2H5XJH654321')],
    ],
    bi: [50000, 100000],
    pd: 50000,
    um: [50000, 100000],
    comp: 500,
    coll: 1000,
    premium: 1284.5,
    layout: 'table',
  },
  {
    carrier: 'Progressive',
    policy: '93025117',
    start: '2026-01-02',
    end: '2026-07-02',
    insureds: [['Theodore', 'Vance']],
    street: '77 Orchard Street',
    city: 'Columbus',
    state: 'OH',
    zip: '43215',
    vehicles: [[2019, 'Ford', 'F-150', vin('1FTEW1EP4KKD11223')]],
    bi: [100000, 300000],
    pd: 100000,
    um: [100000, 300000],
    comp: 250,
    coll: 500,
    premium: 912,
    layout: 'columns',
  },
  {
    carrier: 'GEICO',
    policy: '4410-22-871-55',
    start: '2026-05-01',
    end: '2027-05-01',
    insureds: [['Priya', 'Raman']],
    street: '9 Beacon Court',
    city: 'Tampa',
    state: 'FL',
    zip: '33602',
    vehicles: [[2022, 'Tesla', 'Model 3', vin('5YJ3E1EA1NF334455')]],
    bi: [25000, 50000],
    pd: 25000,
    um: null,
    comp: 1000,
    coll: 1000,
    premium: 2140.75,
    layout: 'grid',
  },
  {
    carrier: 'Allstate',
    policy: '000 918 442 761',
    start: '2026-02-20',
    end: '2026-08-20',
    insureds: [
      ['Kwame', 'Asante'],
      ['Lena', 'Asante'],
    ],
    street: '3120 Maple Ridge Drive',
    city: 'Marietta',
    state: 'GA',
    zip: '30062',
    vehicles: [
      [2017, 'Subaru', 'Outback', vin('4S4BSANC1H3210987')],
      [2020, 'Kia', 'Telluride', vin('5XYP3DHC1LG556677')],
    ],
    bi: [100000, 300000],
    pd: 100000,
    um: [100000, 300000],
    comp: 500,
    coll: 500,
    premium: 1630,
    layout: 'table',
  },
  {
    carrier: 'Liberty Mutual',
    policy: 'AOS-281-553190-40',
    start: '2026-06-10',
    end: '2027-06-10',
    insureds: [['Beatrix', 'Holloway']],
    street: '45 Granite Way',
    city: 'Manchester',
    state: 'NH',
    zip: '03101',
    vehicles: [[2016, 'Chevrolet', 'Malibu', vin('1G1ZE5ST2GF998877')]],
    bi: [250000, 500000],
    pd: 100000,
    um: [250000, 500000],
    comp: 100,
    coll: 500,
    premium: 1488,
    layout: 'columns',
  },
  {
    carrier: 'Nationwide',
    policy: '6342 B 117802',
    start: '2026-04-04',
    end: '2026-10-04',
    insureds: [['Oskar', 'Lindqvist']],
    street: '610 Prairie Avenue',
    city: 'Des Moines',
    state: 'IA',
    zip: '50309',
    vehicles: [[2023, 'Hyundai', 'Tucson', vin('KM8JBCAE5PU221100')]],
    bi: [50000, 100000],
    pd: 50000,
    um: [50000, 100000],
    comp: 500,
    coll: 500,
    premium: 698,
    layout: 'grid',
  },
  {
    carrier: 'Harborline Mutual',
    policy: 'HLM-20931-A',
    start: '2026-08-01',
    end: '2027-02-01',
    insureds: [
      ['Rosalind', 'Achebe'],
      ['Femi', 'Achebe'],
    ],
    street: '18 Tidewater Row',
    city: 'Norfolk',
    state: 'VA',
    zip: '23510',
    vehicles: [
      [2015, 'Mazda', 'CX-5', vin('JM3KE4DY3F0443322')],
      [2020, 'Nissan', 'Altima', vin('1N4BL4DV6LC112233')],
    ],
    bi: [30000, 60000],
    pd: 20000,
    um: [30000, 60000],
    comp: 250,
    coll: 1000,
    premium: 1176.2,
    layout: 'columns',
  },
  {
    carrier: 'Travelers',
    policy: '601558913 203 1',
    start: '2026-11-12',
    end: '2027-05-12',
    insureds: [['Ingrid', 'Solberg']],
    street: '2200 Cedar Hollow Road',
    city: 'Denver',
    state: 'CO',
    zip: '80205',
    vehicles: [[2019, 'Volkswagen', 'Jetta', vin('3VWC57BU8KM778899')]],
    bi: [100000, 300000],
    pd: 50000,
    um: [100000, 300000],
    comp: 500,
    coll: 1000,
    premium: 1032,
    layout: 'grid',
  },
];

const homes = [
  {
    carrier: 'State Farm',
    policy: '51-CT-7720-9',
    start: '2026-07-01',
    end: '2027-07-01',
    insureds: [
      ['Gabriela', 'Montoya'],
      ['Luis', 'Montoya'],
    ],
    street: '402 Willow Bend',
    city: 'Plano',
    state: 'TX',
    zip: '75024',
    dwelling: 385000,
    other: 38500,
    property: 192500,
    liability: 300000,
    deductible: 2500,
    premium: 2864,
    layout: 'table',
  },
  {
    carrier: 'American Family',
    policy: 'HO3-00471-2290',
    start: '2026-09-15',
    end: '2027-09-15',
    insureds: [['Henrietta', 'Okafor']],
    street: '1190 Linden Street',
    city: 'Madison',
    state: 'WI',
    zip: '53703',
    dwelling: 290000,
    other: 29000,
    property: 145000,
    liability: 500000,
    deductible: 1000,
    premium: 1422.4,
    layout: 'columns',
  },
  {
    carrier: 'USAA',
    policy: '01552 88 40 91H',
    start: '2026-03-01',
    end: '2027-03-01',
    insureds: [['Mateo', 'Ferreira']],
    street: '87 Sycamore Terrace',
    city: 'San Antonio',
    state: 'TX',
    zip: '78209',
    dwelling: 510000,
    other: 51000,
    property: 357000,
    liability: 300000,
    deductible: 5000,
    premium: 3988,
    layout: 'grid',
  },
  {
    carrier: 'Bluewater Home Insurance',
    policy: 'BW-H-664019',
    start: '2026-12-20',
    end: '2027-12-20',
    insureds: [
      ['Cordelia', 'Park'],
      ['Jun', 'Park'],
    ],
    street: '5 Heron Point',
    city: 'Charleston',
    state: 'SC',
    zip: '29401',
    dwelling: 420000,
    other: 42000,
    property: 210000,
    liability: 100000,
    deductible: 2000,
    premium: 2515.6,
    layout: 'columns',
  },
];

// --- expected fields (the reader's flat keys) ------------------------------------------------

function expectedAuto(d) {
  const f = {
    line: 'auto',
    carrier: d.carrier,
    policyNumber: d.policy,
    periodStart: d.start,
    periodEnd: d.end,
    zip: d.zip,
    premium: String(d.premium),
    bodilyInjuryPerPerson: String(d.bi[0]),
    bodilyInjuryPerAccident: String(d.bi[1]),
    propertyDamage: String(d.pd),
    uninsuredMotoristPerPerson: d.um ? String(d.um[0]) : 'none',
    uninsuredMotoristPerAccident: d.um ? String(d.um[1]) : 'none',
    comprehensiveDeductible: String(d.comp),
    collisionDeductible: String(d.coll),
  };
  d.insureds.forEach(([first], i) => {
    f[`insureds.${i}.firstName`] = first;
  });
  d.insureds.forEach(([first, last], i) => {
    f[`drivers.${i}.name`] = `${first} ${last}`;
  });
  d.vehicles.forEach(([year, make, model, v], i) => {
    f[`vehicles.${i}.vin`] = v;
    f[`vehicles.${i}.year`] = String(year);
    f[`vehicles.${i}.make`] = make;
    f[`vehicles.${i}.model`] = model;
  });
  return f;
}
function expectedHome(d) {
  const f = {
    line: 'home',
    carrier: d.carrier,
    policyNumber: d.policy,
    periodStart: d.start,
    periodEnd: d.end,
    zip: d.zip,
    premium: String(d.premium),
    dwelling: String(d.dwelling),
    otherStructures: String(d.other),
    personalProperty: String(d.property),
    liability: String(d.liability),
    deductible: String(d.deductible),
  };
  d.insureds.forEach(([first], i) => {
    f[`insureds.${i}.firstName`] = first;
  });
  return f;
}

// --- layouts ---------------------------------------------------------------------------------

const css = `body{font-family:'DejaVu Sans',Arial,sans-serif;font-size:15px;color:#111;margin:36px}
h1{font-size:26px;margin:0 0 4px} h2{font-size:17px;margin:22px 0 8px;border-bottom:2px solid #333}
table{border-collapse:collapse;width:100%} td,th{border:1px solid #777;padding:6px 8px;text-align:left;vertical-align:top}
.kv div{margin:4px 0} .cols{display:flex;gap:40px} .cols>div{flex:1} .grid{display:grid;grid-template-columns:1fr 1fr;gap:6px 30px}
.small{font-size:12px;color:#444}`;
const names = (d) => d.insureds.map(([f, l]) => `${f} ${l}`).join(' and ');
const premiumText = (d) => money(d.premium).replace(/(\.\d)$/, '$10');
const fmtPremium = (n) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 })}`;

function autoHtml(d) {
  const veh = d.vehicles;
  const drivers = d.insureds.map(([f, l]) => `${f} ${l}`);
  const um = d.um
    ? `${money(d.um[0])} each person / ${money(d.um[1])} each accident`
    : 'Not carried';
  if (d.layout === 'table') {
    return `<h1>${d.carrier}</h1><div>Automobile Policy Declarations</div>
<table style="margin-top:14px"><tr><th>Policy Number</th><td>${d.policy}</td></tr>
<tr><th>Policy Period</th><td>${us(d.start)} to ${us(d.end)} 12:01 AM standard time</td></tr>
<tr><th>Named Insured</th><td>${names(d)}<br>${d.street}<br>${d.city}, ${d.state} ${d.zip}</td></tr></table>
<h2>Vehicles</h2><table><tr><th>Veh</th><th>Year</th><th>Make</th><th>Model</th><th>VIN</th></tr>
${veh.map(([y, mk, md, v], i) => `<tr><td>${i + 1}</td><td>${y}</td><td>${mk}</td><td>${md}</td><td>${v}</td></tr>`).join('')}</table>
<h2>Drivers</h2><table><tr><th>Driver</th><th>Status</th></tr>${drivers.map((n) => `<tr><td>${n}</td><td>Rated</td></tr>`).join('')}</table>
<h2>Coverages</h2><table><tr><th>Coverage</th><th>Limits</th><th>Deductible</th></tr>
<tr><td>Bodily Injury Liability</td><td>${money(d.bi[0])} each person / ${money(d.bi[1])} each accident</td><td></td></tr>
<tr><td>Property Damage Liability</td><td>${money(d.pd)} each accident</td><td></td></tr>
<tr><td>Uninsured Motorist Bodily Injury</td><td>${um}</td><td></td></tr>
<tr><td>Comprehensive</td><td>Actual cash value</td><td>${money(d.comp)}</td></tr>
<tr><td>Collision</td><td>Actual cash value</td><td>${money(d.coll)}</td></tr></table>
<p style="margin-top:16px"><b>Total Policy Premium: ${fmtPremium(d.premium)}</b></p><p class="small">Synthetic test document. Not a real policy.</p>`;
  }
  if (d.layout === 'columns') {
    return `<h1>${d.carrier}</h1><div>Auto Insurance Coverage Summary / Declarations Page</div>
<div class="cols" style="margin-top:14px"><div class="kv"><div><b>Policy No.:</b> ${d.policy}</div>
<div><b>Effective Date:</b> ${long(d.start)}</div><div><b>Expiration Date:</b> ${long(d.end)}</div></div>
<div class="kv"><div><b>Named Insured(s):</b></div>${d.insureds.map(([f, l]) => `<div>${f} ${l}</div>`).join('')}<div>${d.street}</div><div>${d.city}, ${d.state} ${d.zip}</div></div></div>
<h2>Listed Vehicles</h2>${veh.map(([y, mk, md, v], i) => `<div>Vehicle ${i + 1}: ${y} ${mk} ${md} &nbsp; VIN: ${v}</div>`).join('')}
<h2>Listed Drivers</h2>${drivers.map((n, i) => `<div>Driver ${i + 1}: ${n}</div>`).join('')}
<h2>Coverage</h2><div class="kv"><div>Bodily Injury: ${money(d.bi[0])} per person / ${money(d.bi[1])} per accident</div>
<div>Property Damage: ${money(d.pd)} per accident</div>
<div>Uninsured Motorist: ${d.um ? `${money(d.um[0])} per person / ${money(d.um[1])} per accident` : 'Rejected'}</div>
<div>Comprehensive Deductible: ${money(d.comp)}</div><div>Collision Deductible: ${money(d.coll)}</div></div>
<h2>Premium</h2><div>Total premium for this policy term: ${fmtPremium(d.premium)}</div><p class="small">Synthetic test document. Not a real policy.</p>`;
  }
  return `<h1>${d.carrier.toUpperCase()}</h1><div>DECLARATIONS PAGE - PRIVATE PASSENGER AUTO</div>
<div class="grid" style="margin-top:14px"><div>POLICY #: ${d.policy}</div><div>TERM: ${long(d.start)} - ${long(d.end)}</div>
<div>INSURED: ${names(d)}</div><div>ADDRESS: ${d.street}, ${d.city}, ${d.state} ${d.zip}</div></div>
<h2>VEHICLES</h2><table><tr><th>#</th><th>Vehicle</th><th>VIN</th></tr>${veh.map(([y, mk, md, v], i) => `<tr><td>${i + 1}</td><td>${y} ${mk} ${md}</td><td>${v}</td></tr>`).join('')}</table>
<h2>OPERATORS</h2>${drivers.map((n) => `<div>${n}</div>`).join('')}
<h2>COVERAGES</h2><table><tr><th>Coverage</th><th>Limit / Deductible</th></tr>
<tr><td>Liability - Bodily Injury</td><td>${d.bi[0] / 1000}/${d.bi[1] / 1000} (thousands)</td></tr>
<tr><td>Liability - Property Damage</td><td>${d.pd / 1000} (thousands)</td></tr>
<tr><td>Uninsured Motorists</td><td>${d.um ? `${d.um[0] / 1000}/${d.um[1] / 1000} (thousands)` : 'Not carried'}</td></tr>
<tr><td>Comprehensive</td><td>${money(d.comp)} deductible</td></tr><tr><td>Collision</td><td>${money(d.coll)} deductible</td></tr></table>
<p style="margin-top:16px">POLICY TERM PREMIUM: ${fmtPremium(d.premium)}</p><p class="small">Synthetic test document. Not a real policy.</p>`;
}

function homeHtml(d) {
  if (d.layout === 'table') {
    return `<h1>${d.carrier}</h1><div>Homeowners Policy Declarations</div>
<table style="margin-top:14px"><tr><th>Policy Number</th><td>${d.policy}</td></tr><tr><th>Policy Period</th><td>${us(d.start)} to ${us(d.end)}</td></tr>
<tr><th>Named Insured</th><td>${names(d)}</td></tr><tr><th>Residence Premises</th><td>${d.street}, ${d.city}, ${d.state} ${d.zip}</td></tr></table>
<h2>Coverages and Limits</h2><table><tr><th>Section I</th><th>Limit</th></tr>
<tr><td>Coverage A - Dwelling</td><td>${money(d.dwelling)}</td></tr><tr><td>Coverage B - Other Structures</td><td>${money(d.other)}</td></tr>
<tr><td>Coverage C - Personal Property</td><td>${money(d.property)}</td></tr><tr><td>Coverage D - Loss of Use</td><td>Actual loss sustained</td></tr>
<tr><th>Section II</th><th></th></tr><tr><td>Coverage E - Personal Liability</td><td>${money(d.liability)} each occurrence</td></tr>
<tr><td>Coverage F - Medical Payments</td><td>$5,000 each person</td></tr></table>
<h2>Deductibles</h2><div>All Perils Deductible: ${money(d.deductible)}</div>
<p style="margin-top:16px"><b>Annual Premium: ${fmtPremium(d.premium)}</b></p><p class="small">Synthetic test document. Not a real policy.</p>`;
  }
  if (d.layout === 'columns') {
    return `<h1>${d.carrier}</h1><div>Homeowners Declarations</div>
<div class="cols" style="margin-top:14px"><div class="kv"><div><b>Policy No.:</b> ${d.policy}</div><div><b>Effective Date:</b> ${long(d.start)}</div><div><b>Expiration Date:</b> ${long(d.end)}</div></div>
<div class="kv"><div><b>Named Insured(s):</b></div>${d.insureds.map(([f, l]) => `<div>${f} ${l}</div>`).join('')}<div>${d.street}</div><div>${d.city}, ${d.state} ${d.zip}</div></div></div>
<h2>Property Coverage</h2><div class="kv"><div>Dwelling: ${money(d.dwelling)}</div><div>Other Structures: ${money(d.other)}</div><div>Personal Property: ${money(d.property)}</div></div>
<h2>Liability Coverage</h2><div class="kv"><div>Personal Liability: ${money(d.liability)}</div><div>Medical Payments to Others: $1,000</div></div>
<h2>Deductible</h2><div>Deductible (all perils): ${money(d.deductible)}</div>
<h2>Premium</h2><div>Total annual premium: ${fmtPremium(d.premium)}</div><p class="small">Synthetic test document. Not a real policy.</p>`;
  }
  return `<h1>${d.carrier.toUpperCase()}</h1><div>HOMEOWNERS DECLARATIONS</div>
<div class="grid" style="margin-top:14px"><div>POLICY #: ${d.policy}</div><div>TERM: ${long(d.start)} - ${long(d.end)}</div>
<div>INSURED: ${names(d)}</div><div>LOCATION: ${d.street}, ${d.city}, ${d.state} ${d.zip}</div></div>
<h2>COVERAGES</h2><table><tr><th>Coverage</th><th>Limit</th></tr><tr><td>A Dwelling</td><td>${money(d.dwelling)}</td></tr><tr><td>B Other Structures</td><td>${money(d.other)}</td></tr>
<tr><td>C Personal Property</td><td>${money(d.property)}</td></tr><tr><td>E Personal Liability</td><td>${money(d.liability)}</td></tr></table>
<h2>DEDUCTIBLE</h2><div>ALL PERILS DEDUCTIBLE: ${money(d.deductible)}</div>
<p style="margin-top:16px">ANNUAL PREMIUM: ${fmtPremium(d.premium)}</p><p class="small">Synthetic test document. Not a real policy.</p>`;
}

const documents = [
  ...autos.map((d, i) => ({
    name: `auto-${String(i + 1).padStart(2, '0')}-${d.layout}`,
    html: autoHtml(d),
    expected: expectedAuto(d),
  })),
  ...homes.map((d, i) => ({
    name: `home-${String(i + 1).padStart(2, '0')}-${d.layout}`,
    html: homeHtml(d),
    expected: expectedHome(d),
  })),
];
void premiumText;

// Which documents also get a scanned PDF and a phone photo (OCR is slow: a representative part).
const scanned = new Set(['auto-01-table', 'auto-02-columns', 'auto-03-grid', 'home-01-table']);
const photographed = new Set([
  'auto-04-table',
  'auto-05-columns',
  'auto-06-grid',
  'home-02-columns',
]);

const page = (body, extra = '') =>
  `<!doctype html><html><head><meta charset="utf-8"><style>${css}${extra}</style></head><body>${body}</body></html>`;

await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  const tab = await browser.newPage({
    viewport: { width: 900, height: 1160 },
    deviceScaleFactor: 1,
  });
  for (const doc of documents) {
    const expected = `${JSON.stringify(doc.expected, null, 2)}\n`;
    await tab.setContent(page(doc.html));
    await tab.pdf({
      path: join(outDir, `${doc.name}.text.pdf`),
      format: 'Letter',
      printBackground: true,
    });
    await writeFile(join(outDir, `${doc.name}.text.expected.json`), expected);
    if (scanned.has(doc.name)) {
      // A flatbed scan: grey paper, a slight skew, no text layer.
      await tab.setViewportSize({ width: 1200, height: 1550 });
      await tab.setContent(
        page(
          doc.html,
          'html{background:#e9e9e6} body{zoom:1.33;transform:rotate(0.6deg);filter:grayscale(1) contrast(1.1)}',
        ),
      );
      const jpeg = await tab.screenshot({ type: 'jpeg', quality: 70, fullPage: false });
      const pdf = await PDFDocument.create();
      const image = await pdf.embedJpg(jpeg);
      const sheet = pdf.addPage([612, 792]);
      sheet.drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
      await writeFile(join(outDir, `${doc.name}.scan.pdf`), await pdf.save());
      await writeFile(join(outDir, `${doc.name}.scan.expected.json`), expected);
    }
    if (photographed.has(doc.name)) {
      // A phone photo: the sheet on a desk, turned a few degrees, lit from one side.
      await tab.setViewportSize({ width: 1200, height: 1600 });
      await tab.setContent(
        page(
          doc.html,
          `html{background:#6b5a4a} body{background:#fbfaf5;zoom:1.25;margin:40px 30px;padding:30px;transform:rotate(-2.5deg);box-shadow:0 10px 30px #0008}
body::after{content:'';position:fixed;inset:0;pointer-events:none;background:linear-gradient(115deg,rgba(255,255,240,.25) 0%,rgba(0,0,0,0) 40%,rgba(0,0,0,.28) 100%)}`,
        ),
      );
      await tab.screenshot({
        path: join(outDir, `${doc.name}.photo.jpg`),
        type: 'jpeg',
        quality: 70,
      });
      await writeFile(join(outDir, `${doc.name}.photo.expected.json`), expected);
    }
    await tab.setViewportSize({ width: 900, height: 1160 });
  }
} finally {
  await browser.close();
}
console.log(`wrote ${documents.length} documents to ${outDir}`);
