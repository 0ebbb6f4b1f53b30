import type { Browser } from '@playwright/test';
import { appHeaders } from '../profile/helpers';
import { expect, test } from '../support/fixtures';
import { screenshotPath } from '../support/screenshots';
import { demoAdmin, registerAgentOverApi } from './helpers';

/**
 * Issue 31, 2.17 (decision 0094): the agent landing and the portal say what the service costs,
 * and an agent sets its lead flow in Settings. The agent's work e-mail stays unconfirmed, so it
 * never receives the other specs' leads.
 */
const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

test.use({ timezoneId: 'America/Chicago' });

async function approve(browser: Browser, baseURL: string, agentId: string): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    const headers = { Origin: baseURL, 'X-Requested-With': 'XMLHttpRequest' };
    const signIn = await context.request.post('/api/agent/login', {
      headers,
      data: { email: demoAdmin.email, password: demoAdmin.password },
    });
    expect(signIn.status()).toBe(200);
    const approved = await context.request.post(`/api/admin/licences/${agentId}/approve`, {
      headers,
    });
    expect(approved.status()).toBe(200);
  } finally {
    await context.close();
  }
}

test('The agent landing says what agents pay, in English and Spanish, at both sizes', async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await page.goto('/agent-landing');
  const pricing = page.getByRole('region', { name: 'What it costs' });
  await expect(pricing).toContainText('Free for agents today');
  await page.setViewportSize(phone);
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'es'));
  await page.goto('/agent-landing');
  const precio = page.getByRole('region', { name: 'Cuánto cuesta' });
  await expect(precio).toContainText('Gratis para los agentes hoy');
  await precio.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('agents', 'agent-landing-pricing-es-390') });
});

test('An agent chooses lines, states, ZIPs, hours, a daily limit and a pause in Settings', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(desktop);
  await registerAgentOverApi(page, 'Flo');
  const saved = await page.request.put('/api/agent/licence', {
    headers: appHeaders(page),
    data: {
      npn: '55512345',
      licences: [
        { state: 'NY', lines: ['auto', 'home'] },
        { state: 'NJ', lines: ['auto'] },
      ],
      serviceAreas: [
        { state: 'NY', zipPrefixes: [] },
        { state: 'NJ', zipPrefixes: [] },
      ],
      languages: ['en'],
      bio: '',
    },
  });
  expect(saved.status()).toBe(200);
  const me = await page.request.get('/api/user');
  const { id } = (await me.json()) as { id: string };
  await approve(browser, baseURL ?? '', id);

  await page.goto('/agent');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByText('Free for agents today')).toBeVisible();
  const form = page.getByRole('region', { name: 'Your lead flow' });
  await expect(form.getByRole('checkbox', { name: 'Home' })).toBeChecked();
  await form.getByRole('checkbox', { name: 'Home' }).uncheck();
  await form.getByRole('checkbox', { name: 'New Jersey' }).uncheck();
  await form.getByLabel('Only these ZIP codes (optional)').fill('100, 10011');
  await form
    .getByRole('checkbox', { name: 'Receive new leads only during my working hours' })
    .check();
  await form.getByLabel('From').selectOption('17:00');
  await form.getByLabel('Until').selectOption('09:00');
  await form.getByRole('button', { name: 'Save lead flow' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'The start of your working hours must come before their end',
  );
  await form.getByLabel('Until').selectOption('18:00');
  await form.getByLabel('From').selectOption('08:30');
  await form.getByRole('checkbox', { name: 'Limit the number of new leads per day' }).check();
  await form.getByLabel('New leads per day at most').fill('5');
  await form.getByRole('switch', { name: 'Pause new leads' }).check();
  await form.getByRole('button', { name: 'Save lead flow' }).click();
  await expect(form.getByRole('status')).toHaveText('Lead flow saved');
  await page.screenshot({ path: screenshotPath('agents', 'lead-flow-1366'), fullPage: true });

  const stored = await (await page.request.get('/api/agent/lead-flow')).json();
  expect(stored).toMatchObject({
    lines: ['auto'],
    states: ['NY'],
    zipPrefixes: ['100', '10011'],
    workingHours: { days: [1, 2, 3, 4, 5], from: '08:30', to: '18:00' },
    timeZone: 'America/Chicago',
    dailyCap: 5,
    paused: true,
  });
  const status = await (await page.request.get('/api/agent/status')).json();
  expect(status).toEqual({ manualStatus: 'unavailable' });

  // Spanish, on a phone: the choices read back, and a bad limit is refused in Spanish.
  await page.setViewportSize(phone);
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'es'));
  await page.goto('/agent');
  await page.getByRole('tab', { name: 'Configuración' }).click();
  await expect(page.getByText('Gratis para los agentes hoy')).toBeVisible();
  const formulario = page.getByRole('region', { name: 'Su flujo de clientes potenciales' });
  await expect(
    formulario.getByRole('switch', { name: 'Pausar nuevos clientes potenciales' }),
  ).toBeChecked();
  await expect(formulario.getByRole('checkbox', { name: 'Hogar' })).not.toBeChecked();
  await expect(formulario.getByLabel('Desde')).toHaveValue('08:30');
  await formulario.getByLabel('Nuevos clientes potenciales por día como máximo').fill('0');
  await formulario.getByRole('button', { name: 'Guardar flujo de clientes potenciales' }).click();
  await expect(formulario.getByRole('alert')).toHaveText(
    'El límite diario es un número entero de 1 a 500',
  );
  const box = await formulario.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(phone.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    phone.width,
  );
  await formulario.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('agents', 'lead-flow-es-390') });
});
