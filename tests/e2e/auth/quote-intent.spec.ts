import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

const continueNote = 'Create your account to continue.';

test('Consumer sign-up names the quote a call to action started and keeps it across the tabs', async ({
  page,
}) => {
  await page.goto('/consumer/auth?tab=register&type=home&state=TX');
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const notice = page.getByText(
    `You're starting a home insurance quote for Texas. ${continueNote}`,
  );
  await expect(notice).toBeVisible();
  await expect(page.getByLabel('First Name')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/consumer\/auth\?tab=login&type=home&state=TX$/);
  await expect(notice).toBeHidden();

  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/consumer\/auth\?tab=register&type=home&state=TX$/);
  await expect(notice).toBeVisible();
});

test('Consumer sign-up names a ZIP code, a type alone or a state alone', async ({ page }) => {
  await page.goto('/consumer/auth?tab=register&type=auto&zip=73301');
  await expect(
    page.getByText(`You're starting an auto insurance quote for ZIP code 73301. ${continueNote}`),
  ).toBeVisible();

  await page.goto('/consumer/auth?tab=register&type=renters');
  await expect(
    page.getByText(`You're starting a renters insurance quote. ${continueNote}`),
  ).toBeVisible();

  await page.goto('/consumer/auth?tab=register&state=ny');
  await expect(
    page.getByText(`You're starting an insurance quote for New York. ${continueNote}`),
  ).toBeVisible();
});

test('Consumer sign-up ignores invalid quote details and agent sign-up never shows them', async ({
  page,
}) => {
  await page.goto('/consumer/auth?tab=register&type=boat&state=XX&zip=123');
  await expect(page.getByLabel('First Name')).toBeVisible();
  await expect(page.getByText("You're starting")).toHaveCount(0);

  await page.goto('/consumer/auth?tab=register&topic=assistant');
  await expect(page.getByLabel('First Name')).toBeVisible();
  await expect(page.getByText("You're starting")).toHaveCount(0);

  await page.goto('/agent/auth?tab=register&type=home&state=TX');
  await expect(page.getByLabel('First Name')).toBeVisible();
  await expect(page.getByText("You're starting")).toHaveCount(0);
});

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES' });
  test('reads the quote notice in Spanish with the Spanish state name', async ({ page }) => {
    await page.goto('/consumer/auth?tab=register&type=life&state=NY');
    await expect(
      page.getByText(
        'Está comenzando una cotización de seguro de vida para Nueva York. Cree su cuenta para continuar.',
      ),
    ).toBeVisible();
  });
});
