import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { agentPassword, registerAgentOverApi } from '../agents/helpers';
import { appHeaders, registerFreshConsumer, saveQuoteOverApi } from '../profile/helpers';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { readMailsTo } from '../support/mail';
import { screenshotBothSizes } from '../support/screenshots';

test.describe.configure({ timeout: 120_000 });

const shoot = (page: Page, name: string) => screenshotBothSizes(page, 'account', name);

/** The wrong password's 400 is the browser's console line for an expected refusal. */
function forgetExpected400(consoleErrors: string[]) {
  const unexpected = consoleErrors.filter((text) => !text.includes('status of 400'));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
}

async function downloadAndRead(page: Page, buttonName: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^lion-insurance-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  return JSON.parse(readFileSync(file, 'utf8'));
}

test('A consumer downloads their data and deletes their account (English)', async ({
  page,
  consoleErrors,
}) => {
  const consumer = await registerFreshConsumer(page, 'Dana');
  const quote = await saveQuoteOverApi(page);
  await page.goto('/profile');
  const download = page.getByRole('region', { name: 'Download my data' });
  await download.scrollIntoViewIfNeeded();
  const data = await downloadAndRead(page, 'Download my data');
  expect(data.account.email).toBe(consumer.email);
  expect(data.consumer.requests[0].id).toBe(quote.id);
  expect(JSON.stringify(data)).not.toContain('password');
  await expect(download.getByRole('status')).toContainText('lion-insurance-data-');

  const section = page.getByRole('region', { name: 'Delete my account' });
  await section.scrollIntoViewIfNeeded();
  await expect(section).toContainText('without the customer');
  await shoot(page, 'consumer-profile-en');
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Enter your password to delete your account.')).toBeVisible();
  await dialog.getByLabel('Password').fill('Wrong#Password1');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That password is not right.')).toBeVisible();
  forgetExpected400(consoleErrors);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'consumer-delete-dialog-en');
  await dialog.getByLabel('Password').fill('Maple#Trail47Qv');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/consumer\/auth/);
  await expect(page.getByText('Your account was deleted')).toBeVisible();
  await shoot(page, 'consumer-deleted-en');
  const check = await page.request.get('/api/user/role-check');
  expect((await check.json()).authenticated).toBe(false);
  const signIn = await page.request.post('/api/auth/login', {
    headers: appHeaders(page),
    data: { email: consumer.email, password: 'Maple#Trail47Qv' },
  });
  expect(signIn.status()).toBe(401);
  await expect
    .poll(() => readMailsTo(consumer.email).some((mail) => mail.includes('account was deleted')))
    .toBe(true);
});

test('An agent downloads their data and deletes their account (Spanish)', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'es'));
  const agent = await registerAgentOverApi(page, 'Marisol');
  await page.goto('/agent');
  await page.getByRole('tab', { name: 'Configuración' }).click();
  const download = page.getByRole('region', { name: 'Descargar mis datos' });
  await download.scrollIntoViewIfNeeded();
  const data = await downloadAndRead(page, 'Descargar mis datos');
  expect(data.account.email).toBe(agent.email);
  expect(data.account.role).toBe('agent');
  expect(data.agent.leads).toEqual([]);
  await expect(download.getByRole('status')).toContainText('Se descargó su archivo');

  const section = page.getByRole('region', { name: 'Eliminar mi cuenta' });
  await section.scrollIntoViewIfNeeded();
  await expect(section).toContainText('vuelven a asignarse');
  await shoot(page, 'agent-settings-es');
  await section.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar su cuenta definitivamente?' });
  await dialog.getByLabel('Contraseña').fill('Incorrecta#123x');
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(dialog.getByText('La contraseña no es correcta.')).toBeVisible();
  forgetExpected400(consoleErrors);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'agent-delete-dialog-es');
  await dialog.getByLabel('Contraseña').fill(agentPassword);
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();

  await expect(page).toHaveURL(/\/agent\/auth/);
  await expect(page.getByText('Se eliminó su cuenta')).toBeVisible();
  await shoot(page, 'agent-deleted-es');
  const signIn = await page.request.post('/api/agent/login', {
    headers: appHeaders(page),
    data: { email: agent.email, password: agentPassword },
  });
  expect(signIn.status()).toBe(401);
  await expect
    .poll(() => readMailsTo(agent.email).some((mail) => mail.includes('Lion Insurance')))
    .toBe(true);
});
