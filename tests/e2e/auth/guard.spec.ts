import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

test('A role check that never answers shows the auth-problem screen after 15 seconds', async ({
  page,
}) => {
  await page.clock.install();
  await page.route('**/api/user/role-check', () => {
    // Never fulfilled: the check hangs.
  });
  await page.goto('/agent');
  await expect(page.getByText('Checking authentication...')).toBeVisible();

  await page.clock.runFor(10_000);
  await expect(page.getByText('Checking authentication...')).toBeVisible();
  await page.clock.runFor(5_000);

  await expect(page.getByRole('heading', { name: 'Authentication Issue' })).toBeVisible();
  await expect(
    page.getByText(
      "We're having trouble checking your login status. This usually resolves quickly.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
    'href',
    '/agent/auth',
  );
  await expect(page.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');
  for (const hint of [
    'Refresh the page',
    'Clear your browser cache',
    'Check your internet connection',
  ]) {
    await expect(page.getByText(hint)).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
});

test('The checking screen of a pending role check passes axe', async ({ page }) => {
  await page.route('**/api/user/role-check', () => {
    // Never fulfilled: the screen stays on the check (the 15 s limit is tested above).
  });
  await page.goto('/agent');
  await expect(page.getByText('Checking authentication...')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
