import type { Page } from '@playwright/test';
import { registerFreshConsumer } from '../profile/helpers';
import {
  type AutoTexts,
  chooseRadio,
  english,
  expectStep,
  password,
  resultItems,
  spanish,
} from '../quote/helpers';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { screenshotPath } from '../support/screenshots';

const sizes = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const nextStep = {
  en: {
    save: 'Save these quotes',
    ask: 'Ask licensed agents for an offer',
    anyAgent: /Any licensed agent in your state may answer/,
  },
  es: {
    save: 'Guardar estas cotizaciones',
    ask: 'Pedir una oferta a agentes con licencia',
    anyAgent: /cualquier agente con licencia en su estado/,
  },
};

/** The auto flow answered as a shopper would, with a current premium for the saving. */
async function answerAutoFlow(page: Page, texts: AutoTexts) {
  await page.goto('/quote/auto');
  await expectStep(page, texts, 1);
  await page.getByLabel(texts.zip).fill('78701');
  await page.getByLabel(texts.birthDate).fill('1986-04-02');
  await page.getByLabel(texts.record).selectOption({ label: texts.clean });
  await page.getByRole('button', { name: texts.next }).click();
  await expectStep(page, texts, 2);
  await page.getByLabel(texts.year, { exact: true }).fill('2021');
  await page.getByLabel(texts.make, { exact: true }).fill('Toyota');
  await page.getByLabel(texts.model, { exact: true }).fill('Camry');
  await page.getByLabel(texts.use).selectOption({ label: texts.commute });
  await page.getByLabel(texts.mileage).fill('12,000');
  await page.getByRole('button', { name: texts.next }).click();
  await expectStep(page, texts, 3);
  await chooseRadio(page, texts.coverage, texts.full);
  await page.getByLabel(texts.deductible).selectOption({ label: '$500' });
  await page.getByLabel(texts.credit).selectOption({ label: texts.good });
  await page.getByRole('button', { name: texts.next }).click();
  await expectStep(page, texts, 4);
  await chooseRadio(page, texts.military, texts.no);
  await page.getByLabel(texts.currentInsurer).selectOption({ label: 'Travelers' });
  await page.getByLabel(texts.currentPremium).fill('4000');
  await page.getByRole('button', { name: texts.seeQuotes }).click();
  await expect(resultItems(page, texts)).toHaveCount(8);
}

/** The element's bottom edge is inside the viewport as the page stands (no scrolling). */
async function expectOnFirstScreen(page: Page, text: ReturnType<Page['getByText']>) {
  const box = await text.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no box or viewport');
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

for (const size of sizes) {
  for (const [language, texts] of [
    ['en', english],
    ['es', spanish],
  ] as const) {
    test.describe(`results at ${size.width}x${size.height} in ${language}`, () => {
      test.use({
        viewport: { width: size.width, height: size.height },
        locale: language === 'es' ? 'es-ES' : 'en-US',
      });

      test('the cheapest prices and the saving are on the first screen, with one notice', async ({
        page,
      }) => {
        await answerAutoFlow(page, texts);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: screenshotPath('journeys', `results-${size.name}-${language}`),
        });
        const items = resultItems(page, texts);
        await expectOnFirstScreen(page, items.first().getByText(texts.perMonth));
        // On a phone the second cheapest is visible too; on a desktop the first row of cards.
        await expectOnFirstScreen(page, items.nth(1).getByText(texts.perMonth));
        const results = page.getByRole('region', { name: texts.yourQuotes });
        await expectOnFirstScreen(page, results.getByText(texts.savings));
        // One notice for every card.
        await expect(results.getByRole('note')).toHaveCount(1);
        for (const item of await items.all()) {
          // The price stays inside its card (three cards a row on a desktop, Spanish's '/mes').
          expect(await item.evaluate((card) => card.scrollWidth <= card.clientWidth)).toBe(true);
          const [card, price] = await Promise.all([
            item.boundingBox(),
            item.getByText(texts.perMonth).boundingBox(),
          ]);
          if (!card || !price) throw new Error('no card or price box');
          expect(price.x + price.width).toBeLessThanOrEqual(card.x + card.width);
          await expect(item.getByRole('note')).toHaveCount(0);
          // No card carries an action: the next step is the page's, not a carrier's.
          await expect(item.getByRole('button', { name: nextStep[language].save })).toHaveCount(0);
          await expect(item.getByRole('button', { name: nextStep[language].ask })).toHaveCount(0);
        }
        // One save action and one ask action for the page, right after the prices, and the ask
        // says any licensed agent may answer.
        const save = page.getByRole('button', { name: nextStep[language].save, exact: true });
        const ask = page.getByRole('button', { name: nextStep[language].ask, exact: true });
        await expect(save).toHaveCount(1);
        await expect(ask).toHaveCount(1);
        await expect(ask).toHaveAccessibleDescription(nextStep[language].anyAgent);
        await expectNoSeriousA11yViolations(page);
      });
    });
  }
}

test.describe('at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("A visitor saves with the page's one Save through the sign-up on the spot, and the profile keeps the flow's answers", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await answerAutoFlow(page, english);
    await page.getByRole('button', { name: nextStep.en.save, exact: true }).click();
    // The sign-up opens with the focus on its heading, the insurer taken from the answers.
    await expect(
      page.getByRole('heading', { name: 'Create your account to save your quotes' }),
    ).toBeFocused();
    await expect(page.getByLabel(english.companyField).locator('option:checked')).toHaveText(
      'Travelers',
    );
    const email = `card.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
    await page.getByLabel(english.firstName).fill('Robin');
    await page.getByLabel(english.lastName).fill('Diaz');
    await page.getByLabel(english.email, { exact: true }).fill(email);
    await page.getByLabel(english.passwordField, { exact: true }).fill(password);
    await page.getByLabel(english.confirmPassword).fill(password);
    await page.getByRole('button', { name: english.createAccount }).click();
    await expect(page).toHaveURL(/\/profile\/quotes\/[^/]+$/);
    // After the navigation the focus is on the new page's heading.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    // A link followed: the profile's heading takes the focus.
    await page.getByRole('link', { name: 'Back to your profile' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeFocused();

    const details = page.getByRole('region', { name: 'Your details' });
    await expect(details.getByLabel('ZIP code')).toHaveValue('78701');
    await expect(details.getByLabel('State')).toHaveValue('TX');
    await expect(details.getByLabel('Date of birth')).toHaveValue('1986-04-02');
    await expect(details.getByRole('combobox', { name: 'Current insurance' })).toHaveValue(
      'insured',
    );
    await expect(details.getByLabel('Insurance company')).toHaveValue('travelers');
    await expect(details.getByLabel('Current premium (dollars per year)')).toHaveValue('4000');
    await expect(
      page
        .getByRole('region', { name: 'Your vehicles' })
        .getByRole('heading', { name: '2021 Toyota Camry' }),
    ).toBeVisible();
    await page.screenshot({
      path: screenshotPath('journeys', 'profile-filled-phone-en'),
      fullPage: true,
    });
  });

  test("A signed-in consumer's 'Ask licensed agents' saves the request and opens the consent dialog", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await registerFreshConsumer(page, 'Asha');
    await answerAutoFlow(page, english);
    await page.getByRole('button', { name: nextStep.en.ask, exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/quotes\/[^/]+$/);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: /agents/i }).first()).toBeVisible();
    await page.screenshot({ path: screenshotPath('journeys', 'ask-agents-phone-en') });
    // Asked once: a reload does not open it again.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: english.recheck })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The saved view asks agents once for the page too: the same dialog.
    await page.getByRole('button', { name: nextStep.en.ask, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the home type tiles hold their names', async ({ page }) => {
    await page.goto('/quote/home');
    const tiles = page.getByRole('group').first().locator('label');
    await expect(tiles).toHaveCount(4);
    await expect(tiles.filter({ hasText: 'Manufactured Home' })).toHaveCount(1);
    for (const tile of await tiles.all()) {
      const fits = await tile.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(fits, (await tile.textContent()) ?? '').toBe(true);
    }
    await page.screenshot({ path: screenshotPath('journeys', 'home-tiles-phone-en') });
  });
});

test.describe('in Spanish at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'es-ES' });
  test('the home type tiles fit', async ({ page }) => {
    await page.goto('/quote/home');
    const tiles = page.getByRole('group').first().locator('label');
    await expect(tiles.filter({ hasText: 'Casa prefabricada' })).toHaveCount(1);
    for (const tile of await tiles.all()) {
      expect(await tile.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
        true,
      );
    }
    await page.screenshot({ path: screenshotPath('journeys', 'home-tiles-phone-es') });
  });
});

test.describe('focus after following a link', () => {
  test("moves to the new page's heading, not on the first load; the skip link still works", async ({
    page,
  }) => {
    await page.goto('/');
    // First load: the focus is left where the browser puts it.
    await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
    await page.getByRole('link', { name: /learn more about auto insurance/i }).click();
    await expect(page).toHaveURL(/\/insurance\/auto$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    // The skip link takes the keyboard past the header without counting as a new page.
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home#main$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();

    // On /home a signed-out visitor's Login is the consumer sign-in, like on /.
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/consumer\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: /consumer/i })).toBeFocused();
  });
});
