import { request as apiRequest, type Locator, type Page } from '@playwright/test';
import { appHeaders, registerFreshConsumer } from '../profile/helpers';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { decodeQuotedPrintable, readMailsTo, waitForMailCount } from '../support/mail';
import { screenshotBothSizes } from '../support/screenshots';

// Several axe runs over long pages on a busy machine.
test.describe.configure({ timeout: 120_000 });

const password = 'Maple#Trail47Qv';

/** The refusals this spec provokes on purpose are logged by the browser; nothing else may be. */
function dropExpectedRefusals(consoleErrors: string[], statuses: number[]) {
  const unexpected = consoleErrors.filter(
    (text) => !statuses.some((status) => text.includes(`status of ${status}`)),
  );
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
}

/** The newest link to `pagePath` in the mails to `address` (read as a person reads the .eml). */
async function waitForLink(address: string, pagePath: string): Promise<string> {
  const pattern = new RegExp(
    `https?://[^\\s"<>]+${pagePath.replace(/[?]/g, '\\?')}#token=[0-9a-f-]{36}\\.[A-Za-z0-9_-]{43}`,
  );
  let link: string | undefined;
  await expect
    .poll(
      () => {
        for (const message of readMailsTo(address).reverse()) {
          link = pattern.exec(decodeQuotedPrintable(message))?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { message: `a ${pagePath} link to ${address}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return link as string;
}

const screenshot = (page: Page, name: string, fullPage = true, focus?: Locator) =>
  screenshotBothSizes(page, 'account', name, {
    fullPage: fullPage && 'phone',
    focus,
    after: { width: 1280, height: 900 },
  });

test('Forgot password: a link by e-mail sets a new password and signs every device out', async ({
  page,
  consoleErrors,
}) => {
  const consumer = await registerFreshConsumer(page, 'Robin');
  await page.context().clearCookies();

  await page.goto('/consumer/auth?tab=login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password\?for=consumer$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  await page.getByLabel('E-mail address').fill(consumer.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this address');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'forgot-en');

  const link = await waitForLink(consumer.email, '/auth/reset-password?for=consumer');
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  // The consumer rules, checked in the browser before anything is sent.
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
    /at least 8 characters/i,
  );
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'reset-en');
  const newPassword = 'Harbor#Lights58';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  // The notice reaches the inbox too.
  await waitForMailCount(consumer.email, 2);
  expect(decodeQuotedPrintable(readMailsTo(consumer.email).at(-1) ?? '')).toContain(
    'Your Lion Insurance password was changed',
  );

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/consumer\/auth/);
  await page.getByLabel('Email').fill(consumer.email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another#Pass99');
  await page.getByLabel('Confirm new password').fill('Another#Pass99');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This link has already been used.');
  dropExpectedRefusals(consoleErrors, [401, 410]);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('Changing the e-mail in /profile takes effect only through the mailed link; devices sign out', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'es'));
    const consumer = await registerFreshConsumer(page, 'Lucia');
    // A second device of the same account.
    const phone = await apiRequest.newContext({
      baseURL,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    });
    const signedIn = await phone.post('/api/auth/login', {
      headers: { Origin: new URL(baseURL ?? '').origin, 'X-Requested-With': 'XMLHttpRequest' },
      data: { email: consumer.email, password },
    });
    expect(signedIn.status()).toBe(200);

    await page.goto('/profile');
    const emailPanel = page.getByRole('region', { name: 'Dirección de correo' });
    // The profile is a large lazy screen: on a busy machine it may take a while to appear.
    await expect(emailPanel).toContainText(`Su dirección de correo es ${consumer.email}.`, {
      timeout: 30_000,
    });
    const newEmail = `lucia.nueva.${Date.now()}@example.com`;
    await emailPanel.getByLabel('Nueva dirección de correo').fill(newEmail);
    await emailPanel.getByLabel('Contraseña actual').fill('no-es-la-mia');
    await emailPanel.getByRole('button', { name: 'Enviar enlace de confirmación' }).click();
    await expect(emailPanel.getByRole('alert')).toHaveText('La contraseña actual no es correcta.');
    await emailPanel.getByLabel('Contraseña actual').fill(password);
    await emailPanel.getByRole('button', { name: 'Enviar enlace de confirmación' }).click();
    await expect(emailPanel.getByRole('status')).toHaveText(
      `Enviamos un enlace a ${newEmail}. Su dirección de correo cambia cuando lo siga.`,
    );
    await expect(emailPanel).toContainText(`Esperando a que siga el enlace enviado a ${newEmail}`);
    // Nothing changed yet; the old address was told.
    await expect(emailPanel).toContainText(`Su dirección de correo es ${consumer.email}.`);
    await waitForMailCount(consumer.email, 1);

    // Following the link mailed to the new address changes it (before any device is signed out:
    // that spends a pending change, decision 0070).
    await page.goto(await waitForLink(newEmail, '/auth/confirm-email-change'));
    await expect(page.getByRole('heading', { name: 'Dirección de correo cambiada' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      `Su dirección de correo ahora es ${newEmail}.`,
    );
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Ir a mi cuenta' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('region', { name: 'Dirección de correo' })).toContainText(
      `Su dirección de correo es ${newEmail}.`,
    );
    const devices = page.getByRole('region', { name: 'Dispositivos con sesión iniciada' });
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await expect(devices.getByRole('listitem').filter({ hasText: 'Este dispositivo' })).toHaveCount(
      1,
    );
    await expect(devices).toContainText('Safari en iOS');
    await expect(devices).toContainText('Red local');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'profile-account-es', false, devices);

    await devices.getByRole('button', { name: /^Cerrar sesión en Safari en iOS/ }).click();
    await expect(devices.getByRole('status')).toHaveText('Se cerró la sesión en el dispositivo.');
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(devices).toContainText('No hay otro dispositivo con la sesión iniciada.');
    expect((await phone.get('/api/user')).status()).toBe(401);
    await phone.dispose();

    const response = await page.request.get('/api/user', { headers: appHeaders(page) });
    expect((await response.json()).email).toBe(newEmail);
    dropExpectedRefusals(consoleErrors, [400]);
  });
});

test('The agent Settings tab holds the same account sections', async ({ page }) => {
  await page.goto('/agent/auth?tab=login');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/auth/forgot-password?for=agent',
  );
  await page.getByLabel('Email').fill('agent@statefarm.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo!Agent2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/agent$/);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const settings = page.getByRole('tabpanel', { name: 'Settings' });
  await expect(settings.getByRole('heading', { name: 'Account and security' })).toBeVisible();
  await expect(settings.getByRole('region', { name: 'E-mail address' })).toContainText(
    'you receive no new leads',
  );
  await expect(settings.getByRole('region', { name: 'Password' })).toBeVisible();
  await expect(
    settings.getByRole('region', { name: 'Signed-in devices' }).getByText('This device'),
  ).toBeVisible();
  // The sections are the ones axe checked in /profile; the long agent page is not run again.
  await screenshot(
    page,
    'agent-settings-en',
    false,
    settings.getByRole('heading', { name: 'Account and security' }),
  );
});
