import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { registerFreshConsumer } from './helpers';

// Several axe runs over the long profile page: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('A consumer adds, edits and deletes a vehicle', async ({ page }) => {
  await registerFreshConsumer(page, 'Morgan');
  await page.goto('/profile');
  const vehicles = page.getByRole('region', { name: 'Your vehicles' });
  await expect(vehicles.getByText('No vehicles yet.')).toBeVisible();

  await vehicles.getByRole('button', { name: 'Add a vehicle' }).click();
  const add = vehicles.getByRole('form', { name: 'Add a vehicle' });
  await add.getByLabel('Year').fill('2021');
  await add.getByLabel('Make').fill('Toyota');
  await add.getByLabel('Model').fill('Camry');
  await add.getByLabel('Primary use').selectOption({ label: 'Commute' });
  await add.getByLabel('Annual mileage').fill('12000');
  // A VIN is optional, but one with a wrong check digit is refused next to the field.
  const vin = add.getByLabel('VIN (optional)');
  await vin.fill('1HGCM82633A004353');
  await add.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(vin).toHaveAccessibleDescription(
    /VIN's check digit \(its 9th character\) does not match/,
  );
  await expect(add.getByLabel('Model')).toHaveValue('Camry');
  await expectNoSeriousA11yViolations(page);
  await vin.fill('');
  await add.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(add).toHaveCount(0);
  await expect(vehicles.getByRole('heading', { name: '2021 Toyota Camry' })).toBeVisible();
  await expect(vehicles.getByText('Commute · 12,000 miles a year')).toBeVisible();

  await vehicles.getByRole('button', { name: 'Edit 2021 Toyota Camry' }).click();
  const edit = vehicles.getByRole('form', { name: 'Edit vehicle' });
  await expect(edit.getByLabel('Annual mileage')).toHaveValue('12000');
  await edit.getByLabel('Model').fill('Corolla');
  await edit.getByLabel('Primary use').selectOption({ label: 'Pleasure' });
  await edit.getByLabel('Annual mileage').fill('9000');
  await edit.getByLabel('VIN (optional)').fill('1hgcm82633a004352');
  await edit.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(vehicles.getByRole('heading', { name: '2021 Toyota Corolla' })).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Your vehicles' });
  await expect(reloaded.getByRole('heading', { name: '2021 Toyota Corolla' })).toBeVisible();
  await expect(
    reloaded.getByText('Pleasure · 9,000 miles a year · VIN 1HGCM82633A004352'),
  ).toBeVisible();
  await expect(reloaded.getByRole('heading', { name: '2021 Toyota Camry' })).toHaveCount(0);

  await reloaded.getByRole('button', { name: 'Delete 2021 Toyota Corolla' }).click();
  const confirm = reloaded.getByRole('group', { name: 'Delete the 2021 Toyota Corolla?' });
  await expect(confirm.getByRole('button', { name: 'Yes, delete' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(reloaded.getByText('No vehicles yet.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Your vehicles' }).getByText('No vehicles yet.'),
  ).toBeVisible();
});
