import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures';

export const password = 'Maple#Trail47Qv';

/** Every label and button the auto flow needs, in one language. */
export interface AutoTexts {
  step: (n: number) => string;
  zip: string;
  birthDate: string;
  record: string;
  clean: string;
  year: string;
  make: string;
  model: string;
  use: string;
  commute: string;
  mileage: string;
  coverage: string;
  full: string;
  deductible: string;
  credit: string;
  good: string;
  military: string;
  yes: string;
  no: string;
  currentInsurer: string;
  currentPremium: string;
  next: string;
  seeQuotes: string;
  yourQuotes: string;
  estimate: string;
  perMonth: RegExp;
  why: string;
  baseFactor: string;
  save: string;
  savings: RegExp;
  firstName: string;
  lastName: string;
  email: string;
  companyField: string;
  passwordField: string;
  confirmPassword: string;
  createAccount: string;
  recheck: string;
  savedRequests: string;
  autoLine: string;
  bestPrice: string;
}

export const english: AutoTexts = {
  step: (n) => `Step ${n} of 4`,
  zip: 'ZIP code',
  birthDate: 'Date of birth',
  record: 'Driving record',
  clean: 'Clean',
  year: 'Year',
  make: 'Make',
  model: 'Model',
  use: 'Primary use',
  commute: 'Commute',
  mileage: 'Annual mileage',
  coverage: 'Coverage',
  full: 'Full 100/300/100 with comprehensive and collision',
  deductible: 'Deductible',
  credit: 'Credit',
  good: 'Good',
  military: 'Have you or your family served in the US military?',
  yes: 'Yes',
  no: 'No',
  currentInsurer: 'Current insurer (optional)',
  currentPremium: 'Current premium (dollars a year) (optional)',
  next: 'Next',
  seeQuotes: 'See my quotes',
  yourQuotes: 'Your quotes',
  estimate: 'Estimate',
  perMonth: /^\$([\d,]+)\/mo$/,
  why: 'Why this price?',
  baseFactor: 'Base premium',
  save: 'Save these quotes',
  // No cover given: the saving says what it compares (issue 30).
  savings:
    /^The cheapest estimate is \$[\d,]+ a year less, for the cover shown below; yours was not given, so this is not like for like\.$/,
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  companyField: 'Current Insurance Company',
  passwordField: 'Password',
  confirmPassword: 'Confirm Password',
  createAccount: 'Create Account',
  recheck: 'Re-check prices',
  savedRequests: 'Saved quote requests',
  autoLine: 'Auto insurance',
  bestPrice: 'Best price',
};

export const spanish: AutoTexts = {
  step: (n) => `Paso ${n} de 4`,
  zip: 'Código postal',
  birthDate: 'Fecha de nacimiento',
  record: 'Historial de manejo',
  clean: 'Limpio',
  year: 'Año',
  make: 'Marca',
  model: 'Modelo',
  use: 'Uso principal',
  commute: 'Ir al trabajo',
  mileage: 'Millaje anual',
  coverage: 'Cobertura',
  full: 'Completa 100/300/100 con cobertura amplia y de colisión',
  deductible: 'Deducible',
  credit: 'Crédito',
  good: 'Bueno',
  military: '¿Usted o su familia han servido en las fuerzas armadas de EE. UU.?',
  yes: 'Sí',
  no: 'No',
  currentInsurer: 'Aseguradora actual (opcional)',
  currentPremium: 'Prima actual (dólares al año) (opcional)',
  next: 'Siguiente',
  seeQuotes: 'Ver mis cotizaciones',
  yourQuotes: 'Sus cotizaciones',
  estimate: 'Estimación',
  perMonth: /^\$([\d,]+)\/mes$/,
  why: '¿Por qué este precio?',
  baseFactor: 'Prima base',
  save: 'Guardar estas cotizaciones',
  savings:
    /^El estimado más bajo cuesta \$[\d,]+ menos al año, por la cobertura que se muestra abajo; no indicó la suya, así que no es la misma cobertura\.$/,
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  companyField: 'Compañía de seguros actual',
  passwordField: 'Contraseña',
  confirmPassword: 'Confirmar contraseña',
  createAccount: 'Crear cuenta',
  recheck: 'Volver a revisar precios',
  savedRequests: 'Solicitudes de cotización guardadas',
  autoLine: 'Seguro de auto',
  bestPrice: 'Mejor precio',
};

/** The eight carriers of the data without USAA. */
export const carriersWithoutUsaa = [
  'Allstate',
  'American Family',
  'GEICO',
  'Liberty Mutual',
  'Nationwide',
  'Progressive',
  'State Farm',
  'Travelers',
];

/** The monthly prices of the result items, in the order shown. */
export async function monthlyPrices(items: Locator, perMonth: RegExp): Promise<number[]> {
  const prices: number[] = [];
  for (const item of await items.all()) {
    const text = (await item.getByText(perMonth).textContent()) ?? '';
    const match = perMonth.exec(text.trim());
    if (!match?.[1]) throw new Error(`Not a monthly price: ${text}`);
    prices.push(Number(match[1].replace(/,/g, '')));
  }
  return prices;
}

export function resultItems(page: Page, texts: AutoTexts): Locator {
  return page
    .getByRole('region', { name: texts.yourQuotes })
    .getByRole('list', { name: texts.yourQuotes })
    .getByRole('listitem');
}

/** Chooses a radio in the group named by its legend. */
export async function chooseRadio(page: Page, group: string, option: string): Promise<void> {
  await page
    .getByRole('group', { name: group })
    .getByRole('radio', { name: option, exact: true })
    .check();
}

export async function expectStep(page: Page, texts: AutoTexts, n: number): Promise<void> {
  await expect(page.getByText(texts.step(n), { exact: true })).toBeVisible();
}
