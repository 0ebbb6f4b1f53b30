import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

/** Stops the page's clock: from here its time moves only with runFor. */
async function pauseNow(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
}

const password = 'Maple#Trail47Qv';

test('A consumer registers, uses the /home navigation, is refused at /agent and is signed out by inactivity', async ({
  page,
}) => {
  await page.clock.install();
  const email = `casey.${Date.now()}@example.com`;

  await page.goto('/consumer/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Consumer Account' })).toBeVisible();
  await expect(page).toHaveTitle('Consumer Registration | Lion Insurance');
  await page.getByLabel('First Name').fill('Casey');
  await page.getByLabel('Last Name').fill('Rivera');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Current Insurance Company').selectOption({ label: 'GEICO' });
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('Casey Rivera')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // The insurer chosen at sign-up is the profile's insurance company.
  await expect(
    page.getByRole('combobox', { name: 'Insurance company' }).locator('option:checked'),
  ).toHaveText('GEICO');
  await expectNoSeriousA11yViolations(page);

  // A signed-in consumer who opens the agent sign-in screen is sent to /home.
  await page.goto('/agent/auth');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Tutorial' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Tutorial' }).click();
  const tutorial = page.getByRole('dialog', { name: 'Welcome to Lion Insurance!' });
  await expect(tutorial).toContainText('Create a profile to receive personalized quotes');
  await expectNoSeriousA11yViolations(page);
  await tutorial.getByRole('button', { name: 'Close' }).first().click();
  await expect(tutorial).toBeHidden();

  const calls = page.getByRole('switch', { name: 'Voice calls' });
  await expect(calls).toHaveAttribute('aria-checked', 'false');
  await expect(calls).toBeEnabled();
  await calls.click();
  await expect(calls).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Call Settings Updated')).toBeVisible();
  await expect(page.getByText('You are now available for voice calls')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Voice calls' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  await page.goto('/agent');
  await expect(page).toHaveURL(/\/$/);
  const denied = page.getByRole('alert').filter({ hasText: 'Access Denied' });
  await expect(denied).toContainText('Consumer accounts cannot access the agent portal.');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await pauseNow(page);
  // Consumers are warned after 10 idle minutes and signed out 3 minutes later (spec section 9).
  await page.clock.runFor(10 * 60_000 + 5_000);
  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: 'Stay Signed In' })).toBeVisible();
  await expect(warning.getByRole('button', { name: 'Log Out Now' })).toBeVisible();
  // axe needs running timers; the countdown is read again afterwards.
  await page.clock.resume();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(warning).toBeVisible();
  await pauseNow(page);

  const countdown = (await warning.getByText(/^\d+:\d{2}$/).textContent()) ?? '';
  const [minutes = 0, seconds = 0] = countdown.split(':').map(Number);
  expect(minutes * 60 + seconds).toBeGreaterThan(150);
  await page.clock.runFor((minutes * 60 + seconds) * 1000 + 1000);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Session Expired')).toBeVisible();
  await expect(page.getByText('You have been logged out due to inactivity.')).toBeVisible();
  const inactivityLogoutTime = await page.evaluate(() =>
    localStorage.getItem('lion_inactivity_logout_time'),
  );
  expect(inactivityLogoutTime).toBeNull();

  await page.clock.resume();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/consumer\/auth\?tab=login$/);
});

test('Stay Signed In keeps a consumer signed in', async ({ page }) => {
  await page.clock.install();
  await page.goto('/consumer/auth?tab=login');
  await page.getByLabel('Email').fill('consumer@example.com');
  await page.getByLabel('Password', { exact: true }).fill('DemoConsumer26');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();

  await page.clock.runFor(10 * 60_000 + 5_000);
  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await warning.getByRole('button', { name: 'Stay Signed In' }).click();
  await expect(warning).toBeHidden();
  await page.clock.runFor(5 * 60_000);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Session Expired')).toHaveCount(0);
});
