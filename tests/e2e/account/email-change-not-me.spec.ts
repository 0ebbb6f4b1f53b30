import { type APIRequestContext, request as apiRequest } from '@playwright/test';
import { appHeaders, registerFreshConsumer, type TestConsumer } from '../profile/helpers';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { waitForPageLink } from '../support/mail';

const password = 'Maple#Trail47Qv';

/** Someone who knows the password signs in elsewhere and asks to move the account to them. */
async function intruderAsksForChange(
  baseURL: string,
  consumer: TestConsumer,
): Promise<{ intruder: APIRequestContext; intruderEmail: string }> {
  const intruder = await apiRequest.newContext({ baseURL });
  const headers = { Origin: new URL(baseURL).origin, 'X-Requested-With': 'XMLHttpRequest' };
  const signedIn = await intruder.post('/api/auth/login', {
    headers,
    data: { email: consumer.email, password },
  });
  expect(signedIn.status()).toBe(200);
  const intruderEmail = `intruder.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const asked = await intruder.post('/api/auth/change-email', {
    headers,
    data: { currentPassword: password, newEmail: intruderEmail },
  });
  expect(asked.status()).toBe(202);
  return { intruder, intruderEmail };
}

test('"This was not me" in the notice cancels the change; the intruder\'s link then fails', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const consumer = await registerFreshConsumer(page, 'Morgan');
  const { intruder, intruderEmail } = await intruderAsksForChange(baseURL ?? '', consumer);

  // The owner reads the notice in their inbox and follows its link.
  await page.goto(await waitForPageLink(consumer.email, '/auth/cancel-email-change'));
  await expect(page.getByRole('heading', { level: 1, name: 'Was this not you?' })).toBeVisible();
  await expect(page.getByText('asked to change its e-mail address')).toBeVisible();
  // Opening the page cancelled nothing: the change still waits.
  const waiting = await page.request.get('/api/auth/change-email', { headers: appHeaders(page) });
  expect((await waiting.json()).pending.email).toBe(intruderEmail);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Cancel the change' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change cancelled' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'The change of your e-mail address is cancelled and every device is signed out. Someone who knows your password asked for it: choose a new password now.',
  );
  await expectNoSeriousA11yViolations(page);
  // Every device is signed out, the intruder's and this one.
  expect((await intruder.get('/api/user')).status()).toBe(401);
  expect((await page.request.get('/api/user', { headers: appHeaders(page) })).status()).toBe(401);
  await intruder.dispose();

  await page.getByRole('link', { name: 'Choose a new password' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password\?for=consumer$/);

  // The link mailed to the intruder's address no longer changes anything.
  await page.goto(await waitForPageLink(intruderEmail, '/auth/confirm-email-change'));
  await expect(
    page.getByRole('heading', { name: 'The e-mail address was not changed' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This link has already been used.');

  // The same "not me" link again: it worked once.
  await page.goto(await waitForPageLink(consumer.email, '/auth/cancel-email-change'));
  await page.getByRole('button', { name: 'Cancel the change' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'The change was not cancelled' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This link has already been used.');
  // The refusals this test provokes on purpose: a signed-out read, the used links.
  const unexpected = consoleErrors.filter((text) => !/status of (401|410)/.test(text));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the "not me" page asks and answers in Spanish', async ({ page, baseURL }) => {
    await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'es'));
    const consumer = await registerFreshConsumer(page, 'Lucia');
    await intruderAsksForChange(baseURL ?? '', consumer);
    await page.context().clearCookies();

    await page.goto(await waitForPageLink(consumer.email, '/auth/cancel-email-change'));
    await expect(page.getByRole('heading', { level: 1, name: '¿No fue usted?' })).toBeVisible();
    await expect(
      page.getByText('Si usted mismo pidió el cambio, cierre esta página.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar el cambio' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cambio cancelado' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(
      'Se canceló el cambio de su dirección de correo',
    );
    await expect(page.getByRole('link', { name: 'Elegir una contraseña nueva' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
