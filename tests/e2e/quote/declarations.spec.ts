import { join } from 'node:path';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { english, expectStep, spanish } from './helpers';

/**
 * Issue 30, section 1: "Start from your current policy" on the quote flow's first step. A
 * declarations page is read, the person corrects a field, and only "Use these answers" fills the
 * quote answers; in English and Spanish, on a phone and a desktop, with axe on the review.
 */
const fixtures = join(import.meta.dirname, '..', '..', 'fixtures', 'declarations');

const texts = {
  en: {
    quote: english,
    heading: 'Start from your current policy',
    choose: 'Choose a file',
    camera: 'Take a photo',
    review: 'This is what we read.',
    carrier: 'Insurance company',
    model: 'Vehicle 1, model',
    apply: 'Use these answers',
    applied: 'Your answers were filled in from your policy.',
    sure: /Sure \(97%\)/,
  },
  es: {
    quote: spanish,
    heading: 'Empiece con su póliza actual',
    choose: 'Elegir un archivo',
    camera: 'Tomar una foto',
    review: 'Esto es lo que leímos.',
    carrier: 'Compañía de seguros',
    model: 'Vehículo 1, modelo',
    apply: 'Usar estas respuestas',
    applied: 'Sus respuestas se completaron con su póliza.',
    sure: /Seguro \(97 %\)/,
  },
} as const;

for (const size of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  for (const language of ['en', 'es'] as const) {
    test.describe(`reading a declarations page at ${size.width}x${size.height} in ${language}`, () => {
      test.use({ viewport: size, locale: language === 'es' ? 'es-ES' : 'en-US' });

      test('reads, is corrected, and fills the quote answers only when applied', async ({
        page,
        consoleErrors,
      }) => {
        test.setTimeout(90_000);
        // The fixture's VIN is invented: its check digit is right, the vPIC data does not know it,
        // and the vehicle step's lookup answers 404 (decision 0110). No other request may fail.
        const missing: string[] = [];
        page.on('response', (response) => {
          if (response.status() === 404) missing.push(new URL(response.url()).pathname);
        });
        const t = texts[language];
        await page.goto('/quote/auto');
        await expectStep(page, t.quote, 1);
        await expect(page.getByRole('heading', { name: t.heading })).toBeVisible();
        await expect(page.getByLabel(t.camera)).toHaveAttribute('capture', 'environment');

        await page.getByLabel(t.choose).setInputFiles(join(fixtures, 'auto-01-table.text.pdf'));
        await expect(page.getByText(t.review)).toBeVisible();
        await expect(page.getByLabel(t.carrier)).toHaveValue('State Farm');
        await expect(page.getByText(t.sure).first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        // Nothing is filled before the person applies the reading.
        await expect(page.locator('#quote-zip')).toHaveValue('');

        await page.getByLabel(t.model).fill('Camry SE');
        await page.getByRole('button', { name: t.apply }).click();
        await expect(page.getByText(t.applied)).toBeVisible();
        await expect(page.locator('#quote-zip')).toHaveValue('78745');

        await page.getByLabel(t.quote.birthDate).fill('1984-06-12');
        await page.getByLabel(t.quote.record).selectOption({ label: t.quote.clean });
        await page.getByRole('button', { name: t.quote.next }).click();
        await expectStep(page, t.quote, 2);
        await expect(page.getByLabel(t.quote.year, { exact: true }).first()).toHaveValue('2021');
        await expect(page.getByLabel(t.quote.make, { exact: true }).first()).toHaveValue('Toyota');
        await expect(page.getByLabel(t.quote.model, { exact: true }).first()).toHaveValue(
          'Camry SE',
        );
        await expect(page.getByLabel('VIN').first()).toHaveValue('4T1BF1FK9MU123456');
        await expectNoSeriousA11yViolations(page);
        expect(missing.every((path) => path === '/api/vehicles/vin/4T1BF1FK9MU123456')).toBe(true);
        const others = consoleErrors.filter((text) => !text.includes('status of 404'));
        consoleErrors.splice(0, consoleErrors.length, ...others);
      });
    });
  }
}

test.describe('keeping a copy from the profile', () => {
  test.use({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });

  test('a signed-in consumer keeps a copy, sees it listed and can delete it', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/consumer/auth?tab=login');
    await page.getByLabel('Email').fill('consumer@example.com');
    await page.getByLabel('Password', { exact: true }).fill('DemoConsumer26');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const copies = page.getByRole('region', { name: 'Your declarations pages' });
    await expect(copies).toBeVisible();
    await page.getByLabel('Keep a copy in my profile').check();
    await page
      .getByLabel('Choose a file')
      .setInputFiles(join(fixtures, 'home-02-columns.text.pdf'));
    await expect(page.getByText('A copy is kept in your profile.')).toBeVisible();
    await expect(
      copies.getByRole('link', { name: 'Download home-02-columns.text.pdf' }),
    ).toHaveAttribute('href', /\/api\/declarations\/copies\/[0-9a-f-]{36}\/file$/);
    await expectNoSeriousA11yViolations(page);
    await copies.getByRole('button', { name: 'Delete home-02-columns.text.pdf' }).click();
    await expect(copies.getByText('The copy was deleted.')).toBeVisible();
    await expect(copies.getByRole('link', { name: /Download/ })).toHaveCount(0);
  });
});
