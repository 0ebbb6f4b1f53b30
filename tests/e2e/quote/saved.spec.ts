import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

async function signIn(page: Page, door: 'consumer' | 'agent', email: string, password: string) {
  await page.goto(`/${door}/auth?tab=login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(door === 'consumer' ? /\/profile$/ : /\/agent$/);
}

async function answerRenters(page: Page) {
  await page.goto('/quote/renters');
  await page.getByLabel('ZIP code').fill('30301');
  await page.getByLabel('Personal property amount').fill('25000');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Liability limit').selectOption({ label: '$300,000' });
  await page.getByLabel('Deductible').selectOption({ label: '$1,000' });
  await page.getByLabel('Credit').selectOption({ label: 'Average' });
  await page.getByRole('button', { name: 'See my quotes' }).click();
  await expect(page.getByRole('region', { name: 'Your quotes' })).toBeVisible();
}

test('A signed-in consumer saves with one click, re-checks prices and edits the answers', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'consumer', 'consumer@example.com', 'DemoConsumer26');
  await answerRenters(page);
  await page.getByRole('button', { name: 'Save these quotes' }).click();

  await expect(page).toHaveURL(/\/profile\/quotes\/[^/]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your saved renters insurance quotes' }),
  ).toBeVisible();
  const items = page.getByRole('list', { name: 'Your quotes' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText('Market range');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Re-check prices' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Prices re-checked.' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit answers' }).click();
  await expect(page).toHaveURL(/\/quote\/renters$/);
  await expect(page.getByLabel('ZIP code')).toHaveValue('30301');
  await expect(page.getByLabel('Personal property amount')).toHaveValue('25000');
});

test('The saved compare view sends visitors to the consumer login and names a missing quote', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/profile/quotes/no-such-quote');
  await expect(page).toHaveURL(/\/consumer\/auth\?tab=login$/);

  await signIn(page, 'consumer', 'consumer@example.com', 'DemoConsumer26');
  await page.goto('/profile/quotes/no-such-quote');
  await expect(page.getByRole('heading', { level: 1, name: 'Quote not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your profile' })).toHaveAttribute(
    'href',
    '/profile',
  );
  await expectNoSeriousA11yViolations(page);
  // The browser logs the expected 404 of the missing quote; anything else still fails the test.
  const unexpected = consoleErrors.filter((text) => !text.includes('status of 404'));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

test('An agent sees estimates but is told that quotes are saved in consumer accounts', async ({
  page,
}) => {
  await signIn(page, 'agent', 'agent@statefarm.com', 'Demo!Agent2026');
  await answerRenters(page);
  await expect(page.getByText('Agent accounts cannot save quotes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save these quotes' })).toHaveCount(0);
});
