import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { appHeaders, registerFreshConsumer } from './helpers';

// Several axe runs over the long profile page: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('A consumer fills in every profile field, saves, and finds them after a reload', async ({
  page,
}) => {
  const consumer = await registerFreshConsumer(page, 'Jordan');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByText(`Signed in as Jordan Ellis (${consumer.email}).`)).toBeVisible();
  const details = page.getByRole('region', { name: 'Your details' });
  const phone = details.getByRole('textbox', { name: 'Phone (optional)' });
  const contact = details.getByRole('group', { name: 'How agents may contact you' });

  // What registration knew; the phone is optional and says so; in-app messages by default.
  await expect(details.getByLabel('First name')).toHaveValue('Jordan');
  // The e-mail is not a profile field: it changes only through a mailed link (issue 18).
  await expect(details.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
  await expect(details.getByLabel('Insurance company')).toHaveValue('geico');
  await expect(phone).toHaveValue('');
  await expect(phone).toHaveAccessibleDescription(/Never required/);
  await expect(contact.getByRole('radio', { name: 'In-app messages only' })).toBeChecked();
  await expect(details.getByLabel('State')).toHaveValue('');
  await expect(details.getByLabel('State').locator('option')).toHaveCount(52);
  await expectNoSeriousA11yViolations(page);

  await details.getByLabel('Last name').fill('Ellison');
  await phone.fill('+1 (512) 555-0142');
  await details.getByLabel('Date of birth').fill('1986-04-02');
  await details.getByLabel('Street address').fill('100 Congress Ave');
  await details.getByLabel('City').fill('Austin');
  await details.getByLabel('State').selectOption({ label: 'Texas' });
  await details.getByLabel('ZIP code').fill('78701');
  await details
    .getByRole('combobox', { name: 'Current insurance' })
    .selectOption({ label: 'I have insurance' });
  await details.getByLabel('Insurance company').selectOption({ label: 'Progressive' });
  await details.getByLabel('Current premium (dollars per year)').fill('1850');
  await details.getByLabel('Renewal date').fill('2030-03-01');
  await contact.getByRole('radio', { name: 'Phone' }).check();
  await details.getByLabel('Budget range (per month)').selectOption({ label: '$100 to $200' });
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('status')).toHaveText('Your details are saved.');
  // The account follows: the greeting shows the new last name.
  await expect(page.getByText(`Signed in as Jordan Ellison (${consumer.email}).`)).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Your details' });
  await expect(reloaded.getByLabel('Last name')).toHaveValue('Ellison');
  await expect(reloaded.getByRole('textbox', { name: 'Phone (optional)' })).toHaveValue(
    '+1 (512) 555-0142',
  );
  await expect(reloaded.getByLabel('Date of birth')).toHaveValue('1986-04-02');
  await expect(reloaded.getByLabel('Street address')).toHaveValue('100 Congress Ave');
  await expect(reloaded.getByLabel('City')).toHaveValue('Austin');
  await expect(reloaded.getByLabel('State')).toHaveValue('TX');
  await expect(reloaded.getByLabel('ZIP code')).toHaveValue('78701');
  await expect(reloaded.getByRole('combobox', { name: 'Current insurance' })).toHaveValue(
    'insured',
  );
  await expect(reloaded.getByLabel('Insurance company')).toHaveValue('progressive');
  await expect(reloaded.getByLabel('Current premium (dollars per year)')).toHaveValue('1850');
  await expect(reloaded.getByLabel('Renewal date')).toHaveValue('2030-03-01');
  await expect(reloaded.getByRole('radio', { name: 'Phone' })).toBeChecked();
  await expect(reloaded.getByLabel('Budget range (per month)')).toHaveValue('100_200');
  // A renewal years away gives no reminder.
  await expect(page.getByRole('heading', { name: /Your policy renews/ })).toHaveCount(0);
});

test('Bad answers are refused next to their fields and nothing typed is lost', async ({ page }) => {
  await registerFreshConsumer(page, 'Riley');
  await page.goto('/profile');
  const details = page.getByRole('region', { name: 'Your details' });
  const phone = details.getByRole('textbox', { name: 'Phone (optional)' });
  const save = details.getByRole('button', { name: 'Save details' });
  await details.getByLabel('City').fill('Boise');
  await details.getByLabel('Current premium (dollars per year)').fill('1200');

  await phone.fill('abc');
  await save.click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(
    /Phone must be a phone number \(digits, spaces, \+, -, parentheses\)/,
  );
  await expect(details.getByRole('alert')).toContainText('Your details were not saved');
  await expectNoSeriousA11yViolations(page);

  // Calls need a number: the message sits on the phone field.
  await phone.fill('');
  await details.getByRole('radio', { name: 'Phone' }).check();
  await save.click();
  await expect(phone).toHaveAccessibleDescription(/Add a phone number to be contacted by phone/);
  await expect(details.getByLabel('City')).toHaveValue('Boise');
  await expect(details.getByLabel('Current premium (dollars per year)')).toHaveValue('1200');

  // Nothing was stored.
  await page.reload();
  await expect(details.getByLabel('City')).toHaveValue('');
});

test('Signed-out visitors go to the consumer login and agents to their dashboard', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/consumer\/auth\?tab=login$/);

  const signIn = await page.request.post('/api/agent/login', {
    headers: appHeaders(page),
    data: { username: 'agent@statefarm.com', password: 'Demo!Agent2026', role: 'agent' },
  });
  expect(signIn.status()).toBe(200);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/agent$/);
});
