import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { chooseRadio } from './helpers';

const quotes = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Your quotes' });

test('A visitor reaches home estimates from a property tile, cheapest first', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/quote/home?property=condo&zip=78701');
  await expect(page.getByText('Step 1 of 3', { exact: true })).toBeVisible();
  await expect(page.getByLabel('ZIP code')).toHaveValue('78701');
  await expect(page.getByText('State: Texas')).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Property type' }).getByRole('radio', { name: 'Condo' }),
  ).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 3', { exact: true })).toBeVisible();
  await page.getByLabel('Dwelling amount').fill('300,000');
  await page.getByLabel('Year built').fill('2005');
  await page.getByLabel('Claims in the last 5 years').fill('0');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 3 of 3', { exact: true })).toBeVisible();
  await page.getByLabel('Deductible').selectOption({ label: '$1,000' });
  await page.getByLabel('Credit').selectOption({ label: 'Good' });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'See my quotes' }).click();

  const items = quotes(page).getByRole('list', { name: 'Your quotes' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThan(1);
  await expect(quotes(page).getByRole('heading', { level: 3, name: 'USAA' })).toHaveCount(0);
  const prices = (await items.getByText(/^\$[\d,]+\/mo$/).allTextContents()).map((text) =>
    Number(text.replace(/[^\d]/g, '')),
  );
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await expect(quotes(page).getByText('Deductible').first()).toBeVisible();
  // A range of one price reads as one figure (Progressive has one source): never "$X to $X".
  const ranges = await quotes(page)
    .getByText(/ a month$/)
    .allTextContents();
  expect(ranges.length).toBeGreaterThan(0);
  for (const range of ranges) expect(range).not.toMatch(/^(\$[\d,]+) to \1 a month$/);
  expect(ranges.some((range) => /^\$[\d,]+ a month$/.test(range))).toBe(true);
  // The home disclaimer names the home's checks, not a driving record.
  await expect(quotes(page)).toContainText('replacement cost');
  await expect(quotes(page)).not.toContainText('driving record');
  await expectNoSeriousA11yViolations(page);

  // A higher deductible on the results re-prices at once, without leaving the page.
  const cheapestBefore = prices[0] ?? 0;
  await quotes(page).getByLabel('Deductible').selectOption({ label: '$5,000' });
  await expect
    .poll(async () =>
      Number(((await items.first().getByText(/\/mo$/).textContent()) ?? '').replace(/[^\d]/g, '')),
    )
    .toBeLessThan(cheapestBefore);
  await expect(page).toHaveURL(/\/quote\/home/);
});

test('A visitor reaches the renters market range, with the reason there is no carrier split', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/quote/renters');
  await expect(page.getByText('Step 1 of 2', { exact: true })).toBeVisible();
  await page.getByLabel('ZIP code').fill('10001');
  await page.getByLabel('Personal property amount').fill('30000');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Liability limit').selectOption({ label: '$100,000' });
  await page.getByLabel('Deductible').selectOption({ label: '$500' });
  await page.getByLabel('Credit').selectOption({ label: 'Excellent' });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'See my quotes' }).click();

  const items = quotes(page).getByRole('list', { name: 'Your quotes' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.getByRole('heading', { name: 'Market range' })).toBeVisible();
  await expect(items).toContainText('The data has no carrier split for renters insurance');
  await expect(items.getByText('Estimate', { exact: true })).toBeVisible();
  await expect(items.getByText(/^\$\d+\/mo$/)).toBeVisible();
  await expect(quotes(page)).toContainText('not bindable prices');
  await expectNoSeriousA11yViolations(page);
});

test('A visitor reaches term life estimates, with the amount worked out from the income', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/quote/life');
  await page.getByLabel('ZIP code').fill('60601');
  await page.getByLabel('Date of birth').fill('1986-04-02');
  await chooseRadio(page, 'Sex (as insurers rate it)', 'Female');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 3', { exact: true })).toBeVisible();
  await page.getByLabel('Annual income (optional, to work out an amount)').fill('50,000');
  await expect(page.getByText('10 to 12 times your income: $500,000 to $600,000.')).toBeVisible();
  await page.getByRole('button', { name: 'Use $550,000' }).click();
  await expect(page.getByLabel('Coverage amount')).toHaveValue('550000');
  await chooseRadio(page, 'Term', '20 years');
  await page.getByRole('button', { name: 'Next' }).click();

  await chooseRadio(page, 'Do you use tobacco?', 'No');
  await chooseRadio(page, 'Health', 'Good');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'See my quotes' }).click();

  const items = quotes(page).getByRole('list', { name: 'Your quotes' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.getByRole('heading', { name: 'Market range' })).toBeVisible();
  // What every price covers is said once, above the cards.
  await expect(quotes(page)).toContainText('$550,000');
  await items.getByRole('button', { name: 'Why this price?' }).click();
  await expect(items.getByRole('term').filter({ hasText: 'Health class' })).toBeVisible();
  // Life: a disclaimer of health, age, tobacco, term and amount; no engine version.
  await expect(quotes(page)).toContainText('your health and medical history, age, tobacco use');
  await expect(quotes(page)).not.toContainText('driving record');
  await expect(page.getByText(/Estimate engine/)).toHaveCount(0);
  await expect(items.getByRole('definition').filter({ hasText: /^Good$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('A reload in the middle of the flow keeps every answer and the step', async ({ page }) => {
  await page.goto('/quote/auto');
  await page.getByLabel('ZIP code').fill('90210');
  await page.getByLabel('Date of birth').fill('1990-06-15');
  await page.getByLabel('Driving record').selectOption({ label: 'Speeding ticket' });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Make', { exact: true }).fill('Honda');

  await page.reload();
  await expect(page.getByText('Step 2 of 4', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Make', { exact: true })).toHaveValue('Honda');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('ZIP code')).toHaveValue('90210');
  await expect(page.getByLabel('Date of birth')).toHaveValue('1990-06-15');
  await expect(page.getByLabel('Driving record').locator('option:checked')).toHaveText(
    'Speeding ticket',
  );
});

test('Bad answers show their message next to the field, and credit is not asked in California', async ({
  page,
}) => {
  await page.goto('/quote/auto');
  const zip = page.getByLabel('ZIP code');
  await zip.fill('123');
  await page.getByLabel('Date of birth').fill('2020-01-01');
  // Leaving the ZIP shows its message at once; Next is pressed once it has moved the button down.
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 1 of 4', { exact: true })).toBeVisible();
  await expect(zip).toHaveAccessibleDescription(/ZIP code must be a 5-digit US ZIP code/);
  await expect(page.getByLabel('Date of birth')).toHaveAccessibleDescription(
    'Drivers must be at least 16 years old',
  );
  await expect(page.getByLabel('Driving record')).toHaveAccessibleDescription(
    /Choose the driving record/,
  );
  await expectNoSeriousA11yViolations(page);

  await zip.fill('90210');
  await page.getByLabel('Date of birth').fill('1990-06-15');
  await page.getByLabel('Driving record').selectOption({ label: 'Clean' });
  await expect(page.getByText('State: California')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Year', { exact: true }).fill('1900');
  await page.getByLabel('Make', { exact: true }).fill('Ford');
  await page.getByLabel('Model', { exact: true }).fill('Model T');
  await page.getByLabel('Primary use').selectOption({ label: 'Pleasure' });
  await page.getByLabel('Annual mileage').fill('lots');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Year', { exact: true })).toHaveAccessibleDescription(
    'Vehicle year must be between 1950 and next year',
  );
  await expect(page.getByLabel('Annual mileage')).toHaveAccessibleDescription(
    /Annual mileage must be a whole number between 0 and 100,000/,
  );
  await page.getByLabel('Year', { exact: true }).fill('2015');
  await page.getByLabel('Annual mileage').fill('6000');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 3 of 4', { exact: true })).toBeVisible();
  await chooseRadio(page, 'Coverage', 'Full 100/300/100 with comprehensive and collision');
  await expect(page.getByLabel('Deductible')).toBeVisible();
  await expect(page.getByLabel('Credit')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Deductible')).toHaveAccessibleDescription('Choose a deductible');
});
