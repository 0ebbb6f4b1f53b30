import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import {
  type AutoTexts,
  carriersWithoutUsaa,
  chooseRadio,
  english,
  expectStep,
  monthlyPrices,
  password,
  resultItems,
  spanish,
} from './helpers';

/**
 * The "Done when": a visitor answers the auto questions (at most 15 required answers),
 * compares eight carriers, opens a breakdown, says yes to the military question and sees USAA,
 * saves by creating an account and finds everything again at /profile/quotes/:id.
 */
async function visitorComparesAndSavesAutoQuotes(page: Page, texts: AutoTexts) {
  // A long journey with axe on every screen, on a shared machine.
  test.setTimeout(180_000);
  let requiredAnswers = 0;
  const answer = async (action: Promise<unknown>) => {
    await action;
    requiredAnswers += 1;
  };

  await page.goto('/quote/auto');
  await expectStep(page, texts, 1);
  await expectNoSeriousA11yViolations(page);
  await answer(page.getByLabel(texts.zip).fill('78701'));
  await answer(page.getByLabel(texts.birthDate).fill('1986-04-02'));
  await answer(page.getByLabel(texts.record).selectOption({ label: texts.clean }));
  await page.getByRole('button', { name: texts.next }).click();

  await expectStep(page, texts, 2);
  await expectNoSeriousA11yViolations(page);
  await answer(page.getByLabel(texts.year, { exact: true }).fill('2021'));
  await answer(page.getByLabel(texts.make, { exact: true }).fill('Toyota'));
  await answer(page.getByLabel(texts.model, { exact: true }).fill('Camry'));
  await answer(page.getByLabel(texts.use).selectOption({ label: texts.commute }));
  await answer(page.getByLabel(texts.mileage).fill('12,000'));
  await page.getByRole('button', { name: texts.next }).click();

  await expectStep(page, texts, 3);
  await answer(chooseRadio(page, texts.coverage, texts.full));
  await answer(page.getByLabel(texts.deductible).selectOption({ label: '$500' }));
  await answer(page.getByLabel(texts.credit).selectOption({ label: texts.good }));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: texts.next }).click();

  await expectStep(page, texts, 4);
  await answer(chooseRadio(page, texts.military, texts.no));
  // Optional: the current insurer and premium feed the savings line and the sign-up.
  await page.getByLabel(texts.currentInsurer).selectOption({ label: 'GEICO' });
  await page.getByLabel(texts.currentPremium).fill('4000');
  await expectNoSeriousA11yViolations(page);
  expect(requiredAnswers).toBeLessThanOrEqual(15);
  await page.getByRole('button', { name: texts.seeQuotes }).click();

  const results = page.getByRole('region', { name: texts.yourQuotes });
  const items = resultItems(page, texts);
  await expect(items).toHaveCount(8);
  for (const carrier of carriersWithoutUsaa) {
    await expect(
      results.getByRole('heading', { level: 3, name: carrier, exact: true }),
    ).toBeVisible();
  }
  await expect(results.getByRole('heading', { level: 3, name: 'USAA' })).toHaveCount(0);
  for (const item of await items.all()) {
    await expect(item.getByText(texts.estimate, { exact: true })).toBeVisible();
  }
  const prices = await monthlyPrices(items, texts.perMonth);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await expect(results.getByText(texts.savings)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const firstItem = items.first();
  await firstItem.getByRole('button', { name: texts.why }).click();
  await expect(firstItem.getByRole('term').filter({ hasText: texts.baseFactor })).toBeVisible();
  await expect(firstItem.getByRole('button', { name: texts.why })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectNoSeriousA11yViolations(page);

  // A yes to the military question re-prices in the page: USAA joins the comparison.
  await chooseRadio(page, texts.military, texts.yes);
  await expect(items).toHaveCount(9);
  await expect(results.getByRole('heading', { level: 3, name: 'USAA' })).toBeVisible();
  const withUsaa = await monthlyPrices(items, texts.perMonth);
  expect(withUsaa).toEqual([...withUsaa].sort((a, b) => a - b));

  await page.getByRole('button', { name: texts.save }).click();
  const email = `quote.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  await page.getByLabel(texts.firstName).fill('Jordan');
  await page.getByLabel(texts.lastName).fill('Ellis');
  await page.getByLabel(texts.email, { exact: true }).fill(email);
  // The insurer named in the answers is the sign-up's current insurer.
  await expect(page.getByLabel(texts.companyField).locator('option:checked')).toHaveText('GEICO');
  await page.getByLabel(texts.passwordField, { exact: true }).fill(password);
  await page.getByLabel(texts.confirmPassword).fill(password);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: texts.createAccount }).click();

  await expect(page).toHaveURL(/\/profile\/quotes\/[^/]+$/);
  await page.reload();
  await expect(page.getByRole('button', { name: texts.recheck })).toBeVisible();
  await expect(resultItems(page, texts)).toHaveCount(9);
  await expect(
    page.getByRole('region', { name: texts.yourQuotes }).getByRole('heading', { name: 'USAA' }),
  ).toBeVisible();
  expect(await monthlyPrices(resultItems(page, texts), texts.perMonth)).toEqual(withUsaa);
  for (const item of await resultItems(page, texts).all()) {
    await expect(item.getByText(texts.estimate, { exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  // The profile lists the saved request with its best (USAA's) monthly price.
  await page.goto('/profile');
  const saved = page
    .getByRole('region', { name: texts.savedRequests })
    .getByRole('listitem')
    .filter({ hasText: texts.autoLine });
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('TX 78701');
  const best = String(withUsaa[0]);
  await expect(saved).toContainText(new RegExp(`${texts.bestPrice}\\s*\\$${best}/`));
}

test('A visitor compares auto estimates, sees USAA after the military question and saves them with a new account', async ({
  page,
}) => {
  await visitorComparesAndSavesAutoQuotes(page, english);
});

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES' });
  test('compares and saves auto estimates in Spanish', async ({ page }) => {
    await visitorComparesAndSavesAutoQuotes(page, spanish);
  });
});
