import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

const routes = [
  { path: '/', heading: /compare insurance quotes/i },
  { path: '/consumer', heading: /compare insurance quotes/i },
  { path: '/home', heading: /insurance quotes from trusted agents/i },
  { path: '/agent-landing', heading: /grow your insurance business/i },
  { path: '/for-agents', heading: /grow your insurance business/i },
  { path: '/agent/auth', heading: /agent portal/i },
  { path: '/consumer/auth', heading: /consumer/i },
  { path: '/insurance/auto', heading: /auto insurance/i },
  { path: '/insurance/home', heading: /protect your home/i },
  { path: '/insurance/life', heading: /life insurance/i },
  { path: '/insurance/renters', heading: /renters insurance/i },
  { path: '/debug', heading: /debug/i },
  { path: '/no/such/page', heading: /404 page not found/i },
];

for (const route of routes) {
  test(`${route.path} renders its screen without console errors and passes axe`, async ({
    page,
  }) => {
    await page.goto(route.path);
    await expect(
      page.getByRole('heading', { level: 1, name: route.heading }).first(),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Lion Insurance$/);
    await expectNoSeriousA11yViolations(page);
  });
}

test('/auth ends at /agent/auth with its query string, and Back does not return to /auth', async ({
  page,
}) => {
  await page.goto('/home');
  await page.goto('/auth?signup=true');
  await expect(page).toHaveURL(/\/agent\/auth\?signup=true$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
});

test('unknown paths show the not-found screen with a Go Home link to /', async ({ page }) => {
  await page.goto('/definitely-not-here');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/debug writes diagnostics to the console', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/debug');
  await expect(page.getByRole('heading', { name: 'Debug' })).toBeVisible();
  await expect.poll(() => messages.some((text) => text.includes('[debug]'))).toBe(true);
});
