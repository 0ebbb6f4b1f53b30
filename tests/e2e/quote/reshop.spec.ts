import { appHeaders, autoRequest, registerFreshConsumer } from '../profile/helpers';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { screenshotPath } from '../support/screenshots';

/**
 * Issue 30, section 4 in the browser: the re-shop comparison of a saved request (what the person
 * pays today and with whom, the best like-for-like estimates, what cannot be matched) and its way
 * to share the request with agents: the existing consent dialog.
 */

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

const texts = {
  en: {
    reshopLink: "Compare the same cover at today's prices",
    heading: 'Your auto insurance before renewal',
    today: '$5,000 a year',
    carrier: 'GEICO',
    saves: /^The same cover could cost \$[\d,]+ a year less\.$/,
    unmatched: 'What the estimates cannot match',
    uninsured: /uninsured motorist/,
    dialog: 'Get offers from licensed agents',
    notFound: 'Comparison not found',
  },
  es: {
    reshopLink: 'Comparar la misma cobertura con los precios de hoy',
    heading: 'Su seguro de auto antes de la renovación',
    today: '$5,000 al año',
    carrier: 'GEICO',
    saves: /^La misma cobertura podría costar \$[\d,]+ menos al año\.$/,
    unmatched: 'Lo que las estimaciones no pueden igualar',
    uninsured: /conductor sin seguro/,
    dialog: 'Recibir ofertas de agentes con licencia',
    notFound: 'Comparación no encontrada',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  for (const size of sizes) {
    test.describe(`${language} on a ${size.name}`, () => {
      test.use({
        viewport: { width: size.width, height: size.height },
        locale: language === 'es' ? 'es-ES' : 'en-US',
      });

      test('the re-shop comparison, and sharing it opens the consent dialog', async ({
        page,
        consoleErrors,
      }) => {
        test.setTimeout(120_000);
        const t = texts[language];
        await registerFreshConsumer(page, 'Rowan');
        const saved = await page.request.post('/api/quotes', {
          headers: appHeaders(page),
          data: {
            ...autoRequest,
            currentInsurer: 'geico',
            currentPremium: 5000,
            currentCover: {
              line: 'auto',
              bodilyInjuryPerPerson: 50_000,
              bodilyInjuryPerAccident: 100_000,
              propertyDamage: 50_000,
              uninsuredMotoristPerPerson: 50_000,
              uninsuredMotoristPerAccident: 100_000,
              comprehensiveDeductible: null,
              collisionDeductible: null,
            },
          },
        });
        expect(saved.status()).toBe(201);
        const quote = (await saved.json()) as { id: string };

        // The saved request names its policy today: its page links to the comparison.
        await page.goto(`/profile/quotes/${quote.id}`);
        await page.getByRole('link', { name: t.reshopLink }).click();
        await expect(page).toHaveURL(new RegExp(`/profile/reshop/${quote.id}$`));
        await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
        await expect(page.getByTestId('reshop-premium')).toHaveText(t.today);
        await expect(page.getByTestId('reshop-carrier')).toHaveText(t.carrier);
        await expect(page.getByTestId('reshop-best')).toBeVisible();
        await expect(page.getByText(t.saves)).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: t.unmatched })).toBeVisible();
        await expect(page.getByTestId('reshop-unmatched')).toContainText(t.uninsured);
        await expectNoSeriousA11yViolations(page);
        await page.screenshot({
          path: screenshotPath('quote', `reshop-${size.name}-${language}`),
          fullPage: true,
        });

        // The offers feature's own button and consent dialog (at most 3 agents).
        await page.getByRole('button', { name: t.dialog, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: t.dialog });
        await expect(dialog).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);

        // Another id: not found, said in the page's language.
        await page.goto('/profile/reshop/00000000-0000-4000-8000-000000000000');
        await expect(page.getByRole('heading', { level: 1, name: t.notFound })).toBeVisible();
        const unexpected = consoleErrors.filter((text) => !text.includes('status of 404'));
        consoleErrors.splice(0, consoleErrors.length, ...unexpected);
      });
    });
  }
}
