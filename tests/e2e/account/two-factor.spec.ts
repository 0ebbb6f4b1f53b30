import type { Locator, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { screenshotPath } from '../support/screenshots';

/** What an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
function codeFor(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

/** Sets up two-factor sign-in in the section; answers the secret and the recovery codes. */
interface SectionTexts {
  currentPassword: string;
  setUp: string;
  qrAlt: string;
  code: string;
  turnOn: string;
  saved: string;
  onSince: string;
}

async function enrol(
  page: Page,
  section: Locator,
  texts: SectionTexts,
  shot: string,
  password: string,
  refusals?: { empty: string; wrong: string },
) {
  // A stolen session alone sets nothing up: the current password comes first (decision 0074).
  const passwordField = section.getByLabel(texts.currentPassword);
  if (refusals) {
    await section.getByRole('button', { name: texts.setUp }).click();
    await expect(section.getByText(refusals.empty, { exact: true })).toBeVisible();
    await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
    await passwordField.fill('not-my-password');
    await section.getByRole('button', { name: texts.setUp }).click();
    await expect(section.getByText(refusals.wrong, { exact: true })).toBeVisible();
    // What was typed stays for correcting.
    await expect(passwordField).toHaveValue('not-my-password');
    await page.screenshot({ path: screenshotPath('account', `${shot}-password-1366`) });
    await expectNoSeriousA11yViolations(page);
  }
  await passwordField.fill(password);
  await section.getByRole('button', { name: texts.setUp }).click();
  await expect(section.getByRole('img', { name: texts.qrAlt })).toBeVisible();
  const secret = (await section.getByTestId('two-factor-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('account', `${shot}-setup-1366`), fullPage: false });
  await expectNoSeriousA11yViolations(page);
  const spentCode = codeFor(secret);
  await section.getByLabel(texts.code).fill(spentCode);
  await section.getByRole('button', { name: texts.turnOn, exact: true }).click();
  const list = section.getByTestId('recovery-codes');
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allTextContents();
  await page.screenshot({ path: screenshotPath('account', `${shot}-codes-1366`), fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await list.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('account', `${shot}-codes-390`), fullPage: false });
  await page.setViewportSize({ width: 1366, height: 900 });
  await expectNoSeriousA11yViolations(page);
  await section.getByRole('button', { name: texts.saved }).click();
  await expect(section.getByTestId('two-factor-status')).toContainText(texts.onSince);
  return { secret, codes, spentCode };
}

test.use({ viewport: { width: 1366, height: 900 } });

/** The wrong codes this spec types on purpose answer 400: the only console errors allowed. */
function allowRefusedCodes(consoleErrors: string[]) {
  const unexpected = consoleErrors.filter((text) => !text.includes('status of 400'));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
}

test('A consumer turns on two-factor sign-in, then signs in with a code and with a recovery code', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const email = `twofactor.${Date.now()}@example.com`;
  const password = 'Maple#Trail47Qv';
  await page.goto('/consumer/auth?tab=register');
  await page.getByLabel('First Name').fill('Robin');
  await page.getByLabel('Last Name').fill('Ortega');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Current Insurance Company').selectOption({ label: 'GEICO' });
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(section.getByTestId('two-factor-status')).toHaveText('Off');
  const { secret, codes } = await enrol(
    page,
    section,
    {
      currentPassword: 'Current password',
      setUp: 'Set up two-factor sign-in',
      qrAlt: 'QR code for your authenticator app',
      code: 'Code from the app',
      turnOn: 'Turn on',
      saved: 'I have saved my codes',
      onSince: 'On since',
    },
    'consumer-en',
    password,
    { empty: 'Enter your current password', wrong: 'The current password is not right.' },
  );
  await expect(section).toContainText('Recovery codes left');

  const signIn = async () => {
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).not.toHaveURL(/\/profile$/);
    await page.goto('/consumer/auth?tab=login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Enter your sign-in code' })).toBeVisible();
  };

  // The code from the app (the next one: the enabling code is spent).
  await signIn();
  await page.screenshot({ path: screenshotPath('account', 'consumer-en-code-step-1366') });
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Code from the app').fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // A recovery code works once.
  await signIn();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0] ?? '');
  await page.screenshot({ path: screenshotPath('account', 'consumer-en-recovery-step-390') });
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(section).toContainText(/Recovery codes left\s*9/);

  await signIn();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That recovery code is not right, or it was already used.',
  );
  await page.getByLabel('Recovery code').fill(codes[1] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  allowRefusedCodes(consoleErrors);
});

test('Un agente activa el inicio de sesión en dos pasos en Configuración y entra con un código', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'es'));
  const email = `dos.pasos.${Date.now()}@statefarm.com`;
  const password = 'Lion!Quote7Pw';
  const registered = await page.request.post('/api/auth/register-agent', {
    headers: { Origin: baseURL ?? '', 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      firstName: 'Lucía',
      lastName: 'Gómez',
      email,
      password,
      confirmPassword: password,
      company: '',
    },
  });
  expect(registered.status()).toBe(201);

  const signIn = async () => {
    await page.goto('/agent/auth?tab=login');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).last().click();
  };
  await signIn();
  await expect(page).toHaveURL(/\/agent$/);
  await page.getByRole('tab', { name: 'Configuración' }).click();
  const section = page.getByRole('region', { name: 'Inicio de sesión en dos pasos' });
  await expect(section.getByTestId('two-factor-status')).toHaveText('Desactivado');
  const { secret, spentCode } = await enrol(
    page,
    section,
    {
      currentPassword: 'Contraseña actual',
      setUp: 'Configurar el inicio de sesión en dos pasos',
      qrAlt: 'Código QR para su aplicación de autenticación',
      code: 'Código de la aplicación',
      turnOn: 'Activar',
      saved: 'Ya guardé mis códigos',
      onSince: 'Activado desde',
    },
    'agent-es',
    password,
  );

  await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
  await expect(page).not.toHaveURL(/\/agent$/);
  await signIn();
  await expect(
    page.getByRole('heading', { name: 'Escriba su código de inicio de sesión' }),
  ).toBeVisible();
  // The code spent on turning it on is refused, in Spanish (the very code: on a slow machine the
  // clock may have moved to the next one meanwhile).
  await page.getByLabel('Código de la aplicación').fill(spentCode);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Ese código no es correcto o ya se usó. Pruebe con el siguiente código.',
  );
  await page.screenshot({ path: screenshotPath('account', 'agent-es-code-step-1366') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: screenshotPath('account', 'agent-es-code-step-390') });
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Código de la aplicación').fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/agent$/);
  allowRefusedCodes(consoleErrors);
});
