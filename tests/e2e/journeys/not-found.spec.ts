import { languages } from '../../../src/shared/languages';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { screenshotPath } from '../support/screenshots';

test('an unknown address answers 404 with the not-found screen, the site header and a way home', async ({
  page,
}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/home')).status()).toBe(200);
});

const sizes = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

for (const language of languages) {
  for (const size of sizes) {
    test(`screenshots of / and the 404 page, ${language} ${size.width}x${size.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({
        path: screenshotPath('journeys', `landing-${language}-${size.width}`),
        fullPage: size.width > 1000,
      });
      await page.goto('/nothing-here');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: screenshotPath('journeys', `404-${language}-${size.width}`) });
    });
  }
}
