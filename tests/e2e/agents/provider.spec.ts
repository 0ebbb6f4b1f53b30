import type { Browser, Page } from '@playwright/test';
import { appHeaders, registerFreshConsumer } from '../profile/helpers';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { waitForConfirmationLink } from '../support/mail';
import { screenshotBothSizes } from '../support/screenshots';

/**
 * Finding 1.9: an agent at a domain that is no insurer's cannot pass as GEICO. The agency name
 * they fill in is what consumers see, marked self-declared. The agent is licensed in New York
 * only, so the auto-matched specs (Texas) never receive it.
 */
const agentPassword = 'Harbor!Lion-58Tz';
const demoAdmin = { email: 'admin@lioninsurance.example', password: 'Demo!Admin2026' };
const agencyName = 'Lone Star Insurance Group';
const newYorkRequest = {
  type: 'auto',
  zip: '10001',
  drivers: [{ birthDate: '1986-04-02', record: 'clean' }],
  vehicles: [{ year: 2021, make: 'Toyota', model: 'Camry', use: 'commute', annualMileage: 12000 }],
  coverage: 'full',
  deductible: 500,
  credit: 'good',
  military: false,
} as const;

const shoot = (page: Page, name: string) =>
  screenshotBothSizes(page, 'agents', name, { fullPage: true });

/** The admin approves the agent's licence over the API, in a context of its own. */
async function approve(browser: Browser, baseURL: string, agentId: string): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    const signIn = await context.request.post('/api/agent/login', {
      headers: { Origin: baseURL, 'X-Requested-With': 'XMLHttpRequest' },
      data: { email: demoAdmin.email, password: demoAdmin.password },
    });
    expect(signIn.status()).toBe(200);
    const approved = await context.request.post(`/api/admin/licences/${agentId}/approve`, {
      headers: { Origin: baseURL, 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(approved.status()).toBe(200);
  } finally {
    await context.close();
  }
}

test('An independent agent names the agency; consumers see it marked self-declared, never the insurer it claimed', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const email = `rory.${Date.now()}${Math.floor(Math.random() * 1e4)}@lonestar-insurance.example`;

  // Registration: off the listed insurers, the agency name is required.
  await page.goto('/agent/auth?tab=register');
  await page.getByLabel('First Name').fill('Rory');
  await page.getByLabel('Last Name').fill('Vance');
  await page.getByLabel('Work Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(agentPassword);
  await page.getByLabel('Confirm Password').fill(agentPassword);
  // The hidden company field says GEICO, as an attacker would set it.
  await page.locator('input[name="company"]').evaluate((input: HTMLInputElement) => {
    input.value = 'geico';
  });
  await page.getByRole('button', { name: 'Create Account' }).click();
  const agencyField = page.getByLabel('Agency name');
  await expect(agencyField).toHaveAccessibleDescription(
    /Enter your agency name: your work e-mail is not at one of the listed insurers/,
  );
  await agencyField.fill(agencyName);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Your account was created.')).toBeVisible();

  // Confirmed, licensed in New York and approved, like a real agent.
  const agentContext = await browser.newContext({ baseURL: origin });
  const agentPage = await agentContext.newPage();
  try {
    const link = await waitForConfirmationLink(email);
    const token = new URL(link).hash.replace(/^#token=/, '');
    const headers = { Origin: origin, 'X-Requested-With': 'XMLHttpRequest' };
    expect(
      (
        await agentContext.request.post('/api/auth/confirm-email', { headers, data: { token } })
      ).status(),
    ).toBe(200);
    const signIn = await agentContext.request.post('/api/agent/login', {
      headers,
      data: { email, password: agentPassword },
    });
    expect(signIn.status()).toBe(200);
    const { id: agentId } = (await signIn.json()) as { id: string };
    const licence = await agentContext.request.put('/api/agent/licence', {
      headers,
      data: {
        npn: '7654321',
        licences: [{ state: 'NY', lines: ['auto'] }],
        serviceAreas: [{ state: 'NY', zipPrefixes: [] }],
        languages: ['en', 'es'],
        bio: '',
      },
    });
    expect(licence.status()).toBe(200);
    await approve(browser, origin, agentId);

    // A consumer in New York picks the agent: the card says who they are, self-declared.
    await registerFreshConsumer(page, 'Noor');
    const saved = await page.request.post('/api/quotes', {
      headers: appHeaders(page),
      data: newYorkRequest,
    });
    expect(saved.status()).toBe(201);
    const quote = (await saved.json()) as { id: string };
    await page.goto(`/profile/quotes/${quote.id}`);
    await page.getByRole('button', { name: 'Get offers from licensed agents' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get offers from licensed agents' });
    const pick = dialog.getByRole('checkbox', { name: 'Rory V.' });
    await expect(pick).toBeVisible();
    await expect(dialog).toContainText(`${agencyName} self-declared`);
    await expect(dialog).not.toContainText('GEICO');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'consent-dialog-en');
    await pick.check();
    await dialog.getByRole('button', { name: 'Send to the agent I picked' }).click();
    await expect(dialog).toBeHidden();

    // The agent answers with an offer; the consumer reads who it comes from.
    const leads = await agentContext.request.get('/api/agent/leads');
    const { leads: list } = (await leads.json()) as { leads: Array<{ id: string }> };
    const leadId = list[0]?.id ?? '';
    const sent = await agentContext.request.post(`/api/agent/leads/${leadId}/offers`, {
      headers,
      data: {
        premium: 98.5,
        period: 'monthly',
        coverages: [{ kind: 'bodily_injury', limit: '100/300' }],
        deductible: 500,
        termMonths: 6,
        description: 'Liability with roadside help.',
      },
    });
    expect(sent.status()).toBe(201);
    await page.reload();
    const offer = page
      .getByRole('list', { name: 'Offers' })
      .getByRole('listitem', { name: 'Rory V.' });
    await expect(offer).toContainText(`Provider${agencyName} self-declared`);
    // GEICO stays among the estimates' carriers; never on the agent or the offer.
    await expect(page.getByRole('list', { name: 'Offers' })).not.toContainText('GEICO');
    await expect(page.getByRole('list', { name: 'Who has your request' })).not.toContainText(
      'GEICO',
    );
    await expectNoSeriousA11yViolations(page);
    await offer.scrollIntoViewIfNeeded();
    await shoot(page, 'offer-en');

    await page.evaluate(() => window.localStorage.setItem('i18nextLng', 'es'));
    await page.reload();
    const oferta = page
      .getByRole('list', { name: 'Ofertas' })
      .getByRole('listitem', { name: 'Rory V.' });
    await expect(oferta).toContainText(`${agencyName} declarado por el agente`);
    await expect(oferta).not.toContainText('GEICO');
    await shoot(page, 'offer-es');

    // The agent's Settings: what customers see, and the name to change.
    await agentPage.goto('/agent');
    await agentPage.getByRole('tab', { name: 'Settings' }).click();
    const agency = agentPage.getByRole('region', { name: 'Your agency' });
    await expect(agency).toContainText(`Customers see: ${agencyName} self-declared`);
    await agency.getByLabel('Agency name').fill('GEICO Direct Texas');
    await agency.getByRole('button', { name: 'Save agency name' }).click();
    await expect(agency).toContainText('cannot name one of the listed insurers');
    await agency.getByLabel('Agency name').fill('Hill Country Insurance');
    await agency.getByRole('button', { name: 'Save agency name' }).click();
    await expect(agency.getByRole('status')).toHaveText('Agency name saved.');
    await expect(agency).toContainText('Customers see: Hill Country Insurance self-declared');
    await expectNoSeriousA11yViolations(agentPage);
    await agency.scrollIntoViewIfNeeded();
    await shoot(agentPage, 'settings-en');
    await agentPage.evaluate(() => window.localStorage.setItem('i18nextLng', 'es'));
    await agentPage.reload();
    await agentPage.getByRole('tab', { name: 'Configuración' }).click();
    const agencia = agentPage.getByRole('region', { name: 'Su agencia' });
    await expect(agencia).toContainText(
      'Los clientes ven: Hill Country Insurance declarado por el agente',
    );
    await agencia.scrollIntoViewIfNeeded();
    await shoot(agentPage, 'settings-es');
  } finally {
    await agentContext.close();
  }
});

test('Agent sign-up asks for the agency name off the listed insurers, in Spanish too', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'es'));
  await page.goto('/agent/auth?tab=register');
  await page.getByLabel('Nombre', { exact: true }).fill('Inés');
  await page.getByLabel('Apellido').fill('Vargas');
  await page.getByLabel('Correo electrónico de trabajo').fill('ines@agenciavargas.example');
  await page.getByLabel('Contraseña', { exact: true }).fill(agentPassword);
  await page.getByLabel('Confirmar contraseña').fill(agentPassword);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  const field = page.getByLabel('Nombre de la agencia');
  await expect(field).toHaveAccessibleDescription(/Escriba el nombre de su agencia/);
  await field.fill('Geico Hispano');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(field).toHaveAccessibleDescription(/no puede nombrar a una de las aseguradoras/);
  await expectNoSeriousA11yViolations(page);
  await field.scrollIntoViewIfNeeded();
  await shoot(page, 'register-es');

  // A work e-mail at a listed insurer makes the agency name optional.
  await page.getByLabel('Correo electrónico de trabajo').fill('ines@geico.com');
  await expect(page.getByLabel('Nombre de la agencia (opcional)')).toHaveAccessibleDescription(
    /Opcional: su correo de trabajo prueba GEICO/,
  );
});
