import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const sizes = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const lines = [
  { title: 'Auto Insurance', path: '/insurance/auto' },
  { title: 'Home Insurance', path: '/insurance/home' },
  { title: 'Renters Insurance', path: '/insurance/renters' },
  { title: 'Life Insurance', path: '/insurance/life' },
] as const;

for (const size of sizes) {
  test.describe(`a shopper's first click at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('Get Your Free Quote (hero and band) leads to the choice of lines, never the agent screen', async ({
      page,
    }) => {
      await page.goto('/');
      const choice = page.getByRole('heading', {
        level: 2,
        name: 'Coverage for every part of your life',
      });
      const heroCta = page.getByRole('link', { name: 'Get Your Free Quote' }).first();
      await heroCta.click();
      await expect(choice).toBeFocused();
      await expect(choice).toBeInViewport();
      await expect(page).toHaveURL(/\/$|\/#coverage$/);
      // Each line's button starts its quote flow.
      await page.getByRole('link', { name: 'Compare quotes for Auto Insurance' }).click();
      await expect(page).toHaveURL(/\/quote\/auto$/);

      await page.goto('/');
      const bandCta = page
        .getByRole('region', { name: /ready to find better coverage/i })
        .getByRole('link');
      await bandCta.click();
      await expect(choice).toBeFocused();
      await expect(choice).toBeInViewport();
      await expect(page).not.toHaveURL(/\/auth/);
    });

    test("Learn More opens that line's page; Login opens the consumer sign-in", async ({
      page,
    }) => {
      for (const line of lines) {
        await page.goto('/');
        await page
          .getByRole('link', { name: new RegExp(`learn more about ${line.title}`, 'i') })
          .click();
        await expect(page).toHaveURL(new RegExp(`${line.path}$`));
      }
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/consumer\/auth$/);
      await expect(page.getByRole('heading', { level: 1, name: /consumer/i })).toBeVisible();
      await expectLoginTabSelected(page);
    });

    test("The agent landing's Login opens the agent sign-in, and Register looks unselected", async ({
      page,
    }) => {
      await page.goto('/agent-landing');
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/agent\/auth$/);
      await expectLoginTabSelected(page);
      await page.getByRole('tab', { name: 'Register' }).click();
      await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByLabel('First Name')).toBeVisible();
    });

    test('Learn How It Works scrolls its section into view and moves focus to it', async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Learn How It Works' }).click();
      const heading = page.getByRole('heading', { name: 'How It Works' });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
    });

    test('/home: Get Your Free Quote and Get Quote start a quote', async ({ page }) => {
      await page.goto('/home');
      await page.getByRole('link', { name: 'Get Your Free Quote' }).click();
      const cards = page.locator('#home-cards');
      await expect(cards).toBeFocused();
      await expect(cards).toBeInViewport();
      await page.getByRole('link', { name: 'Get Quote for Home' }).click();
      await expect(page).toHaveURL(/\/quote\/home$/);
    });
  });
}

/**
 * Login is selected and is the one that looks selected: the filled tab's background differs from
 * the other's, and the sign-in form (not the registration) shows.
 */
async function expectLoginTabSelected(page: Page) {
  const login = page.getByRole('tab', { name: 'Login' });
  const register = page.getByRole('tab', { name: 'Register' });
  await expect(login).toHaveAttribute('aria-selected', 'true');
  await expect(register).toHaveAttribute('aria-selected', 'false');
  const background = (tab: typeof login) =>
    tab.evaluate((element) => getComputedStyle(element).backgroundColor);
  // The selected tab is the filled brand navy (#0e2b5c); the other sits on the light track.
  expect(await background(login)).toBe('rgb(14, 43, 92)');
  expect(await background(register)).not.toBe('rgb(14, 43, 92)');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveCount(0);
}
