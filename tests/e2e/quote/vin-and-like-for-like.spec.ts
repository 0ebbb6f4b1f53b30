import type { Page } from '@playwright/test';
import { appHeaders, autoRequest, registerFreshConsumer } from '../profile/helpers';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { screenshotPath } from '../support/screenshots';
import { chooseRadio, english, expectStep, spanish } from './helpers';

/**
 * Issue 30, sections 2 and 3 in the browser: the car by pickers (keyboard only) and by VIN (a
 * wrong check digit said first), results priced like for like ('Your policy today'), and an
 * offer at lower limits than asked named as such first, in the card and the accept dialog.
 */

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

const texts = {
  en: {
    ...english,
    vin: 'VIN (optional)',
    checkDigit:
      "This VIN's check digit (its 9th character) does not match the rest: check the VIN for a typo",
    found: 'Found: 2003 Honda Accord EX-V6 (Coupe, Gasoline).',
    standard: 'Standard 50/100/50',
    coverPerPerson: 'Your policy: bodily injury per person (optional)',
    coverPerAccident: 'Your policy: bodily injury per accident (optional)',
    coverDamage: 'Your policy: property damage (optional)',
    today: 'Your policy today: $2,400 a year with GEICO',
    likeForLike:
      "Every estimate below is priced at your policy's limits and deductibles. They match your cover in every part.",
    sameCover: /^You could save \$[\d,]+ a year for the same cover$/,
    fromVin: 'Read from the VIN',
    offers: 'Offers',
    lowerFirst:
      'Lower limits: bodily injury per person $30,000 instead of $50,000, bodily injury per accident $60,000 instead of $100,000, and property damage $25,000 instead of $50,000.',
    adds: 'This offer adds Uninsured motorist',
    todayHeading: 'Compared with your policy today:',
    accept: 'Accept',
  },
  es: {
    ...spanish,
    vin: 'VIN (opcional)',
    checkDigit:
      'El dígito de control de este VIN (su 9.º carácter) no coincide con el resto: revise si hay un error al escribirlo',
    found: 'Encontrado: 2003 Honda Accord EX-V6 (Coupe, Gasoline).',
    standard: 'Estándar 50/100/50',
    coverPerPerson: 'Su póliza: lesiones corporales por persona (opcional)',
    coverPerAccident: 'Su póliza: lesiones corporales por accidente (opcional)',
    coverDamage: 'Su póliza: daños a la propiedad (opcional)',
    today: 'Su póliza hoy: $2,400 al año con GEICO',
    likeForLike:
      'Cada estimado de abajo se calcula con los límites y deducibles de su póliza. Coinciden con su cobertura en todo.',
    sameCover: /^Podría ahorrar \$[\d,]+ al año con la misma cobertura$/,
    fromVin: 'Leído del VIN',
    offers: 'Ofertas',
    lowerFirst:
      'Límites más bajos: lesiones corporales por persona $30,000 en vez de $50,000, lesiones corporales por accidente $60,000 en vez de $100,000 y daños a la propiedad $25,000 en vez de $50,000.',
    adds: 'Esta oferta añade',
    todayHeading: 'Comparada con su póliza de hoy:',
    accept: 'Aceptar',
  },
} as const;

type Texts = (typeof texts)[keyof typeof texts];

/** Chooses in a combobox by keyboard only: type, Down to the first match, Enter. */
async function pickByKeyboard(page: Page, label: string, typed: string, expected: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(typed);
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option', { name: expected, exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue(expected);
  await expect(list).toBeHidden();
}

for (const [language, size] of [
  ['en', sizes[1]],
  ['es', sizes[0]],
] as const) {
  test.describe(`${language} on a ${size.name}`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      locale: language === 'es' ? 'es-ES' : 'en-US',
    });

    test('the car by pickers and by VIN, then results priced like for like', async ({ page }) => {
      test.setTimeout(120_000);
      const t: Texts = texts[language];
      await page.goto('/quote/auto');
      await expectStep(page, t, 1);
      await page.getByLabel(t.zip).fill('78701');
      await page.getByLabel(t.birthDate).fill('1986-04-02');
      await page.getByLabel(t.record).selectOption({ label: t.clean });
      await page.getByRole('button', { name: t.next }).click();

      await expectStep(page, t, 2);
      // Year, then make, then model, from the vPIC lists, by keyboard.
      await pickByKeyboard(page, t.year, '2018', '2018');
      await pickByKeyboard(page, t.make, 'toyo', 'Toyota');
      await page.getByRole('combobox', { name: t.model, exact: true }).focus();
      await page.keyboard.type('Cam');
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({
        path: screenshotPath('quote', `vehicle-picker-${size.name}-${language}`),
      });
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('combobox', { name: t.model, exact: true })).toHaveValue('Camry');

      // A wrong check digit is said at once, before any lookup.
      const vin = page.getByLabel(t.vin);
      await vin.fill('1HGCM82643A004352');
      await expect(page.getByRole('alert').filter({ hasText: t.checkDigit })).toBeVisible();
      await expect(vin).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousA11yViolations(page);
      // The right VIN fills the car.
      await vin.fill('1hgcm82633a004352');
      await expect(page.getByRole('status').filter({ hasText: t.found })).toBeVisible();
      await page.screenshot({ path: screenshotPath('quote', `vin-${size.name}-${language}`) });
      await expect(page.getByRole('combobox', { name: t.year, exact: true })).toHaveValue('2003');
      await expect(page.getByRole('combobox', { name: t.make, exact: true })).toHaveValue('Honda');
      await expect(page.getByRole('combobox', { name: t.model, exact: true })).toHaveValue(
        'Accord',
      );
      await page.getByLabel(t.use).selectOption({ label: t.commute });
      await page.getByLabel(t.mileage).fill('12,000');
      await page.getByRole('button', { name: t.next }).click();

      await expectStep(page, t, 3);
      await chooseRadio(page, t.coverage, t.standard);
      await page.getByLabel(t.credit).selectOption({ label: t.good });
      await page.getByRole('button', { name: t.next }).click();

      await expectStep(page, t, 4);
      await chooseRadio(page, t.military, t.no);
      await page.getByLabel(t.currentInsurer).selectOption({ label: 'GEICO' });
      await page.getByLabel(t.currentPremium).fill('2400');
      await page.getByLabel(t.coverPerPerson).fill('50,000');
      await page.getByLabel(t.coverPerAccident).fill('100,000');
      await page.getByLabel(t.coverDamage).fill('50,000');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: t.seeQuotes }).click();

      const results = page.getByRole('region', { name: t.yourQuotes });
      const today = results.getByTestId('current-policy');
      await expect(today.getByText(t.today, { exact: true })).toBeVisible();
      await expect(today).toContainText(t.likeForLike);
      await expect(today.getByText(t.sameCover)).toBeVisible();
      await expect(results).toContainText('50/100/50');
      await expectNoSeriousA11yViolations(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: screenshotPath('quote', `like-for-like-${size.name}-${language}`),
      });
      // 'Why this price?' says what was read from the VIN.
      await results.getByRole('button', { name: t.why }).first().click();
      await expect(results.getByText(t.fromVin).first()).toBeVisible();
      await expect(results.getByText('2003, Coupe, Gasoline').first()).toBeVisible();
    });

    test('an offer at lower limits than asked says so first, in the card and the accept dialog', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const t: Texts = texts[language];
      await registerFreshConsumer(page, 'Avery');
      const saved = await page.request.post('/api/quotes', {
        headers: appHeaders(page),
        data: {
          ...autoRequest,
          coverage: 'standard',
          deductible: undefined,
          currentInsurer: 'geico',
          currentPremium: 2400,
          currentCover: {
            line: 'auto',
            bodilyInjuryPerPerson: 50_000,
            bodilyInjuryPerAccident: 100_000,
            propertyDamage: 50_000,
            uninsuredMotoristPerPerson: null,
            uninsuredMotoristPerAccident: null,
            comprehensiveDeductible: null,
            collisionDeductible: null,
          },
        },
      });
      expect(saved.status()).toBe(201);
      const quote = (await saved.json()) as { id: string };
      const matches = await page.request.get(`/api/quotes/${quote.id}/matches`);
      const { agents } = (await matches.json()) as {
        agents: { id: string; firstName: string; lastInitial: string }[];
      };
      const demoAgent = agents.find((agent) => agent.firstName === 'Dana');
      if (!demoAgent) throw new Error('The demo agent is not among the matches');
      const consent = await page.request.post(`/api/quotes/${quote.id}/consents`, {
        headers: appHeaders(page),
        data: { agentIds: [demoAgent.id] },
      });
      expect(consent.ok()).toBe(true);
      const [lead] = ((await consent.json()) as { sharedWith: { leadId: string }[] }).sharedWith;
      if (!lead) throw new Error('No lead');

      const agentContext = await browser.newContext();
      try {
        const agentPage = await agentContext.newPage();
        await agentPage.goto('/');
        const login = await agentPage.request.post('/api/agent/login', {
          headers: appHeaders(agentPage),
          data: { username: 'agent@statefarm.com', password: 'Demo!Agent2026', role: 'agent' },
        });
        expect(login.status()).toBe(200);
        const sent = await agentPage.request.post(`/api/agent/leads/${lead.leadId}/offers`, {
          headers: appHeaders(agentPage),
          data: {
            premium: 61,
            period: 'monthly',
            coverages: [
              { kind: 'liability', limit: '30/60/25' },
              { kind: 'uninsured_motorist', limit: '30/60' },
            ],
            deductible: 0,
            termMonths: 6,
            description: 'Cheaper',
          },
        });
        expect(sent.status()).toBe(201);
      } finally {
        await agentContext.close();
      }

      await page.goto(`/profile/quotes/${quote.id}`);
      await expect(page.getByText(t.today, { exact: true })).toBeVisible();
      const offer = page.getByRole('list', { name: t.offers }).getByRole('listitem').first();
      const gap = offer.getByTestId('offer-gap');
      await expect(gap).toContainText(t.lowerFirst);
      const gapText = (await gap.textContent()) ?? '';
      // The lower limits come before what the offer adds.
      expect(gapText.indexOf(t.lowerFirst)).toBeGreaterThan(-1);
      expect(gapText.indexOf(t.lowerFirst)).toBeLessThan(gapText.indexOf(t.adds));
      const againstToday = offer.getByTestId('offer-today');
      await expect(againstToday).toContainText(t.todayHeading);
      await expect(againstToday).toContainText(t.lowerFirst);
      await expectNoSeriousA11yViolations(page);

      await offer.getByRole('button', { name: t.accept, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(t.lowerFirst);
      await page.screenshot({
        path: screenshotPath('offers', `lower-limits-${size.name}-${language}`),
      });
      const dialogText = (await dialog.textContent()) ?? '';
      expect(dialogText.indexOf(t.lowerFirst)).toBeLessThan(dialogText.indexOf(t.adds));
      await expectNoSeriousA11yViolations(page);
    });
  });
}
