import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { readMailsTo, waitForConfirmationLink, waitForMailCount } from '../support/mail';
import {
  agentPassword,
  newAgent,
  registerAgentOverApi,
  reviewCardOf,
  signInAsAdmin,
  submitLicenceOverApi,
} from './helpers';

const missingHeading = "Before consumers' requests can reach you";
const readyHeading = "You can receive consumers' requests";

test('An agent confirms the work e-mail, submits a licence and is verified by the admin', async ({
  page,
  browser,
}) => {
  // Registration, mail, licence, two browsers and axe: a long journey on a loaded 2-core machine.
  test.setTimeout(120_000);
  const agent = newAgent('Avery');
  await page.goto('/agent/auth?tab=register');
  await page.getByLabel('First Name').fill(agent.firstName);
  await page.getByLabel('Last Name').fill(agent.lastName);
  await page.getByLabel('Work Email').fill(agent.email);
  await page.getByLabel('Password', { exact: true }).fill(agentPassword);
  await page.getByLabel('Confirm Password').fill(agentPassword);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(`We sent a confirmation link to ${agent.email}`)).toBeVisible();

  const link = await waitForConfirmationLink(agent.email);
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your work e-mail is confirmed' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Confirm your work e-mail | Lion Insurance');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Sign in to the agent portal' }).click();
  await expect(page).toHaveURL(/\/agent\/auth\?tab=login$/);
  await page.getByLabel('Email').fill(agent.email);
  await page.getByLabel('Password', { exact: true }).fill(agentPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/agent$/);

  const missing = page.getByRole('region', { name: missingHeading });
  await expect(missing).toContainText('Add your licence');
  await expect(missing).not.toContainText('is not confirmed');
  await expect(page.getByText('Work e-mail confirmed')).toBeVisible();

  await missing.getByRole('button', { name: 'Open Settings' }).click();
  await expect(page.getByRole('tab', { name: 'Settings' })).toBeFocused();
  const settings = page.getByRole('tabpanel', { name: 'Settings' });
  await expect(settings).toContainText('State Farm (verified)');
  await expect(settings.getByText('Licence status: Not submitted')).toBeVisible();
  await settings.getByLabel('National Producer Number (NPN)').fill('19283746');
  for (const line of ['Auto', 'Home']) {
    const group = settings.getByRole('group', { name: line });
    await group.getByRole('button', { name: `Choose states ${line}` }).click();
    await group.getByLabel('Find a state').fill('Texas');
    await group.getByRole('checkbox', { name: 'Texas' }).check();
    await expect(group).toContainText('1 state: TX');
  }
  // Service areas follow the licensed states.
  await expect(settings.getByRole('group', { name: 'States you serve' })).toContainText(
    '1 state: TX',
  );
  await settings.getByRole('checkbox', { name: 'English' }).check();
  await settings.getByRole('checkbox', { name: 'Spanish' }).check();
  await settings.getByLabel('Short public bio').fill('Helping Texas families since 2012.');
  await expect(settings.getByText('34 of 500 characters')).toBeVisible();
  await settings.getByRole('button', { name: 'Save licence details' }).click();

  await expect(settings.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(settings.getByText('Licence status: Pending review')).toBeVisible();
  await expect(settings.getByRole('listitem').filter({ hasText: /^Home/ })).toContainText(
    /Pending review\s*TX/,
  );
  await expect(settings.getByRole('listitem').filter({ hasText: /^Auto/ })).toContainText(
    /Pending review\s*TX/,
  );
  await expect(missing).toContainText('Your licence record is waiting for review by our team.');
  await expect(page.getByText('Licensed in TX')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await expect(admin).toHaveTitle('Licence review | Lion Insurance');
  await expect(admin.getByRole('radio', { name: 'Pending review' })).toBeChecked();
  const card = reviewCardOf(admin, agent);
  await expect(card.getByRole('heading', { name: `Avery ${agent.lastName}` })).toBeVisible();
  await expect(card).toContainText('State Farm');
  await expect(card).toContainText(`${agent.email} (confirmed)`);
  await expect(card).toContainText('19283746');
  const nipr = card.getByRole('link', { name: 'Find this NPN on NIPR (opens in a new tab)' });
  await expect(nipr).toHaveAttribute('href', 'https://pdb.nipr.com/html/PacNpnSearch.html');
  await expect(nipr).toHaveAttribute('target', '_blank');
  await expect(nipr).toHaveAttribute('rel', /noopener/);
  await expect(card).toContainText('TX: whole state');
  await expect(card).toContainText('English, Spanish');
  await expect(card).toContainText('Helping Texas families since 2012.');
  await expectNoSeriousA11yViolations(admin);

  await card.getByRole('button', { name: 'Approve all' }).click();
  await card.getByRole('button', { name: /^Review decision/ }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Confirm decision' }).click();
  await expect(
    admin.getByText(
      `Decision saved for Avery ${agent.lastName}: 2 approved, 0 rejected, 0 still waiting.`,
    ),
  ).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(admin.getByRole('heading', { level: 2, name: /^Pending review/ })).toBeFocused();
  await admin.getByRole('radio', { name: 'Verified' }).check();
  await expect(reviewCardOf(admin, agent)).toContainText('Verified');
  await adminContext.close();

  await page.reload();
  await expect(page.getByText('Licensed in TX')).toBeVisible();
  await expect(page.getByRole('region', { name: readyHeading })).toBeVisible();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(settings.getByText('Licence status: Verified')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("A rejected agent sees 'Rejected' and the reviewer's reason", async ({ page, browser }) => {
  const agent = await registerAgentOverApi(page, 'Riley');
  await submitLicenceOverApi(page);
  const name = `Riley ${agent.lastName}`;
  const reason = 'The NPN belongs to another producer; check the number on your licence.';

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const card = reviewCardOf(admin, agent);
  await expect(card).toContainText(`${agent.email} (not confirmed)`);
  await card.getByRole('button', { name: 'Reject all' }).click();
  await card.getByRole('button', { name: /^Review decision/ }).click();
  const reasonBox = card.getByLabel('Reason for the rejected lines');
  await expect(reasonBox).toBeFocused();
  await expect(reasonBox).toHaveAccessibleDescription(
    /Give the agent a reason \(at least 5 characters\)/,
  );
  await expectNoSeriousA11yViolations(admin);
  await reasonBox.fill(reason);
  await card.getByRole('button', { name: /^Review decision/ }).click();
  const dialog = admin.getByRole('dialog', { name: `Confirm the decision for ${name}` });
  await expect(dialog).toContainText('RejectTX (Auto)');
  await dialog.getByRole('button', { name: 'Confirm decision' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveCount(0);
  await expect(
    admin.getByText(`Decision saved for ${name}: 0 approved, 1 rejected, 0 still waiting.`),
  ).toBeVisible();
  await admin.getByRole('radio', { name: 'Rejected' }).check();
  await expect(reviewCardOf(admin, agent)).toContainText(reason);
  await expect(reviewCardOf(admin, agent).getByRole('button')).toHaveCount(0);
  await adminContext.close();

  await page.goto('/agent');
  await expect(page.getByRole('region', { name: missingHeading })).toContainText(
    'Your licence record was rejected.',
  );
  await page.getByRole('tab', { name: 'Settings' }).click();
  const settings = page.getByRole('tabpanel', { name: 'Settings' });
  await expect(settings.getByText('Licence status: Rejected')).toBeVisible();
  await expect(settings.getByText(`Reviewer's reason: ${reason}`)).toBeVisible();
  await expect(page.getByText(/^Licensed in /)).toHaveCount(0);
});

test('An unconfirmed agent is told so, and a resend within the minute gets the server’s answer', async ({
  page,
  consoleErrors,
}) => {
  const agent = await registerAgentOverApi(page, 'Jordan');
  await waitForMailCount(agent.email, 1);
  await page.goto('/agent');
  const missing = page.getByRole('region', { name: missingHeading });
  await expect(missing).toContainText(`Your work e-mail ${agent.email} is not confirmed.`);
  await expect(missing).toContainText('Add your licence');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Settings' })).toContainText(
    'State Farm (not verified until your work e-mail is confirmed)',
  );

  // The registration mail counts: the server allows the next one a minute after it.
  const resend = missing.getByRole('button', { name: 'Resend confirmation e-mail' });
  await resend.click();
  await expect(missing.getByRole('alert')).toContainText(
    'A confirmation e-mail was sent less than a minute ago. Please wait',
  );
  expect(readMailsTo(agent.email)).toHaveLength(1);
  await expectNoSeriousA11yViolations(page);

  // What the agent reads once the server accepts a resend (its timing is tested in the API tests).
  await page.route('**/api/agent/email-confirmation', (route) =>
    route.fulfill({
      status: 202,
      json: { emailConfirmed: false, lastSentAt: new Date().toISOString() },
    }),
  );
  await resend.click();
  await expect(missing.getByRole('status')).toHaveText(
    `We sent a new confirmation e-mail to ${agent.email}.`,
  );
  await expect(missing.getByRole('alert')).toHaveCount(0);

  // The browser reports the expected 429 as a failed resource load; nothing else may be logged.
  const unexpected = consoleErrors.filter((text) => !text.includes('status of 429'));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

test('A refused save keeps what was typed and shows the server’s message next to its field', async ({
  page,
  consoleErrors,
}) => {
  await registerAgentOverApi(page, 'Morgan');
  await page.goto('/agent');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const settings = page.getByRole('tabpanel', { name: 'Settings' });

  // The form checks with the server's own contract, so only an empty save is refused here.
  await settings.getByRole('button', { name: 'Save licence details' }).click();
  await expect(settings.getByLabel('National Producer Number (NPN)')).toBeFocused();
  await expect(settings.getByText('National Producer Number must be 1 to 10 digits')).toBeVisible();
  await expect(settings.getByText('Add at least one state you are licensed in')).toBeVisible();
  await expect(settings.getByText('Choose at least one language you speak')).toBeVisible();

  await settings.getByLabel('National Producer Number (NPN)').fill('5550001');
  const life = settings.getByRole('group', { name: 'Life' });
  await life.getByRole('button', { name: 'Choose states Life' }).click();
  await life.getByLabel('Find a state').fill('TX');
  await life.getByRole('checkbox', { name: 'Texas' }).check();
  await settings
    .getByRole('combobox', { name: 'Narrow a state to ZIP prefixes' })
    .selectOption('TX');
  await settings.getByRole('button', { name: 'Narrow', exact: true }).click();
  const prefixes = settings.getByLabel('ZIP prefixes in Texas');
  await prefixes.fill('750, 751');
  await settings.getByRole('checkbox', { name: 'English' }).check();

  // A refusal only the server can give (a rule added there first), answered as the API answers.
  await page.route('**/api/agent/licence', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          json: {
            message: 'ZIP prefixes are 3 digits of a ZIP code in that state',
            issues: [
              {
                path: 'serviceAreas.0.zipPrefixes.1',
                message: 'ZIP prefixes are 3 digits of a ZIP code in that state',
              },
            ],
          },
        })
      : route.continue(),
  );
  await settings.getByRole('button', { name: 'Save licence details' }).click();
  await expect(prefixes).toBeFocused();
  await expect(prefixes).toHaveAccessibleDescription(
    /ZIP prefixes are 3 digits of a ZIP code in that state/,
  );
  await expect(settings.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
  await expect(prefixes).toHaveValue('750, 751');
  await expect(settings.getByLabel('National Producer Number (NPN)')).toHaveValue('5550001');
  await expect(life).toContainText('1 state: TX');
  await expect(settings.getByText('Licence status: Not submitted')).toBeVisible();

  const unexpected = consoleErrors.filter((text) => !text.includes('status of 400'));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

test('A used, missing or malformed link says so plainly', async ({ page, consoleErrors }) => {
  const agent = await registerAgentOverApi(page, 'Quinn');
  const link = await waitForConfirmationLink(agent.email);
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your work e-mail is confirmed' }),
  ).toBeVisible();
  await expect(page.getByText(`${agent.email} is confirmed as your work e-mail`)).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This confirmation link did not work' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This link has already been used.');
  await expect(page.getByRole('alert')).toContainText(
    'You can sign in and request a new confirmation e-mail from your dashboard.',
  );
  // Signed in already: the way on is the portal itself.
  await expect(page.getByRole('link', { name: 'Go to the agent portal' })).toHaveAttribute(
    'href',
    '/agent',
  );
  await expectNoSeriousA11yViolations(page);

  await page.goto('/auth/confirm-email');
  await expect(page.getByRole('alert')).toContainText(
    'This link is not valid. Check that you copied the whole link.',
  );

  await page.goto('/auth/sign-in-link#token=not-a-token');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This sign-in link did not work' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    'This link is not valid. Check that you copied the whole link.',
  );
  await expect(page).toHaveTitle('Sign in with a link | Lion Insurance');
  await expectNoSeriousA11yViolations(page);

  // The browser reports the refused links (410, 400) as failed resource loads.
  const unexpected = consoleErrors.filter(
    (text) => !text.includes('status of 410') && !text.includes('status of 400'),
  );
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

test('Visitors of /admin go to the agent sign-in, and agents back to their dashboard', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/agent\/auth$/);

  await registerAgentOverApi(page, 'Casey');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByText('This area requires admin access.')).toBeVisible();
});

test.describe('in Spanish', () => {
  test('the readiness panel and the licence form speak Spanish', async ({ page }) => {
    await registerAgentOverApi(page, 'Lucia');
    await page.goto('/agent');
    await page.getByRole('button', { name: /language/i }).click();
    await page.getByRole('menuitemradio', { name: 'Español' }).click();

    const missing = page.getByRole('region', {
      name: 'Antes de que le lleguen solicitudes de consumidores',
    });
    await expect(missing).toContainText('no está confirmado');
    await expect(
      missing.getByRole('button', { name: 'Reenviar el correo de confirmación' }),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Configuración' }).click();
    const settings = page.getByRole('tabpanel', { name: 'Configuración' });
    await expect(settings.getByLabel('Número nacional de productor (NPN)')).toBeVisible();
    await expect(settings.getByText('Estado de la licencia: Sin enviar')).toBeVisible();
    for (const line of ['Auto', 'Hogar', 'Inquilinos', 'Vida']) {
      await expect(
        settings.getByRole('group', { name: line }).getByRole('button', {
          name: `Elegir estados ${line}`,
        }),
      ).toBeVisible();
    }
    const languages = settings.getByRole('group', { name: 'Idiomas que habla' });
    await expect(languages.getByRole('checkbox', { name: 'Inglés' })).toBeVisible();
    await expect(languages.getByRole('checkbox', { name: 'Español' })).toBeVisible();
    await expect(settings.getByLabel('Biografía pública breve')).toBeVisible();

    await settings.getByRole('button', { name: 'Guardar los datos de la licencia' }).click();
    await expect(
      settings.getByText('El National Producer Number debe tener de 1 a 10 dígitos'),
    ).toBeVisible();
    await expect(settings.getByRole('alert')).toHaveText('Corrija los campos señalados.');
    await expectNoSeriousA11yViolations(page);
  });
});
