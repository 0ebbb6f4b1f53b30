import { expect, test } from '../support/fixtures';

test('the language switch changes the page and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: /language/i }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('the language menu works from the keyboard', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: /language|idioma/i });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'Español' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(button).toBeFocused();
});

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES' });
  test('gets Spanish on its first visit', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  });
});

test('a stored dark theme value is removed and the page stays light', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('vite-ui-theme', 'dark');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('theme'),
      localStorage.getItem('vite-ui-theme'),
    ]),
  ).toEqual([null, null]);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(0, 0, 0)');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('agent and consumer themes apply by path', async ({ page }) => {
  await page.goto('/agent/auth');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'agent');
  const agentAccent = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--accent').trim(),
  );
  await page.goto('/insurance/auto');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'consumer');
  const consumerAccent = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--accent').trim(),
  );
  expect(agentAccent).not.toBe(consumerAccent);
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#0e2b5c');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
    '16px',
  );
});
