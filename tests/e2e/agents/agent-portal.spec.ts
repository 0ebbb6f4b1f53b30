import type { Page } from '@playwright/test';
import {
  demoAgentContext,
  expectNotReloaded,
  liveChannelReady,
  markNotReloaded,
} from '../leads/helpers';
import { appHeaders, registerFreshConsumer, saveQuoteOverApi } from '../profile/helpers';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { readMailsTo, waitForConfirmationLink } from '../support/mail';
import { screenshotPath } from '../support/screenshots';
import { registerAgentOverApi, reviewCardOf, signInAsAdmin } from './helpers';

/**
 * Issue 20, agents and the admin: the open portal follows the review live, a conversation opens
 * ready to type, licences are chosen per line, the status says what is missing, and the admin
 * decides per state and line after reading the decision back.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

/** A screenshot for a person to look at (support/screenshots.ts). */
async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: screenshotPath('agents', name) });
}

async function inSpanish(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'es'));
}

async function confirmEmailOverApi(page: Page, email: string): Promise<void> {
  const link = await waitForConfirmationLink(email);
  const token = new URL(link).hash.replace(/^#token=/, '');
  const confirmed = await page.request.post('/api/auth/confirm-email', {
    headers: appHeaders(page),
    data: { token },
  });
  expect(confirmed.status()).toBe(200);
}

test('An open dashboard follows a partial review live, and the admin confirms it first', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const agent = await registerAgentOverApi(page, 'Lane');
  await confirmEmailOverApi(page, agent.email);
  const saved = await page.request.put('/api/agent/licence', {
    headers: appHeaders(page),
    data: {
      npn: '87654321',
      licences: [
        { state: 'CA', lines: ['auto'] },
        { state: 'TX', lines: ['home', 'auto'] },
      ],
      serviceAreas: [
        { state: 'CA', zipPrefixes: [] },
        { state: 'TX', zipPrefixes: [] },
      ],
      languages: ['en'],
      bio: '',
    },
  });
  expect(saved.status()).toBe(200);

  const ready = liveChannelReady(page);
  await page.goto('/agent');
  await ready;
  await markNotReloaded(page);
  const status = page.getByRole('status').filter({ hasText: /^Status:/ });
  await expect(status).toHaveText('Status: not receiving requests yet (licence review pending)');
  await expect(page.getByText('Licensed in TX')).toHaveCount(0);

  const adminContext = await browser.newContext({ viewport: desktop });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const card = reviewCardOf(admin, agent);
  const texas = card.getByRole('group', { name: 'Texas (TX)' });
  const lookup = texas.getByRole('link', {
    name: 'Look up NPN 87654321 in TX (opens in a new tab)',
  });
  await expect(lookup).toHaveAttribute(
    'href',
    'https://sbs.naic.org/solar-external-lookup/lookup/licensee/summary/87654321?jurisdiction=TX&entityType=IND&licenseType=PRO',
  );
  await expect(lookup).toHaveAttribute('target', '_blank');
  await expect(card.getByRole('link', { name: /Find this NPN on NIPR/ })).toHaveAttribute(
    'href',
    'https://pdb.nipr.com/html/PacNpnSearch.html',
  );
  await texas.getByRole('group', { name: 'Auto' }).getByRole('radio', { name: 'Approve' }).check();
  await texas.getByRole('group', { name: 'Home' }).getByRole('radio', { name: 'Reject' }).check();
  const california = card.getByRole('group', { name: 'California (CA)' });
  await expect(
    california.getByRole('group', { name: 'Auto' }).getByRole('radio', { name: 'Decide later' }),
  ).toBeChecked();

  // A rejection needs a reason before anything is asked.
  await card.getByRole('button', { name: /^Review decision/ }).click();
  const reason = card.getByLabel('Reason for the rejected lines');
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAccessibleDescription(/Give the agent a reason/);
  await expect(admin.getByRole('dialog')).toHaveCount(0);
  await reason.fill('No home licence for this NPN in Texas.');
  await card.getByRole('button', { name: /^Review decision/ }).click();

  const dialog = admin.getByRole('dialog', { name: /^Confirm the decision for Lane/ });
  await expect(dialog).toContainText('ApproveTX (Auto)');
  await expect(dialog).toContainText('RejectTX (Home)');
  await expect(dialog).toContainText('Reason: No home licence for this NPN in Texas.');
  await expect(dialog).toContainText('Still waiting for reviewCA (Auto)');
  await expectNoSeriousA11yViolations(admin);
  await shot(admin, 'admin-confirm-en-desktop');
  // Going back sends nothing.
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(status).toHaveText('Status: not receiving requests yet (licence review pending)');
  await card.getByRole('button', { name: /^Review decision/ }).click();
  await dialog.getByRole('button', { name: 'Confirm decision' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    admin.getByText(
      `Decision saved for Lane ${agent.lastName}: 1 approved, 1 rejected, 1 still waiting.`,
    ),
  ).toBeVisible();
  // California still waits: the record stays in the queue with only that pair to decide.
  await expect(card.getByRole('group', { name: 'Texas (TX)' })).toHaveCount(0);
  await expect(card.getByRole('group', { name: 'California (CA)' })).toBeVisible();

  // The agent's open dashboard follows without a reload.
  await expect(page.getByText('Licensed in TX')).toBeVisible({ timeout: 5_000 });
  await expect(status).toHaveText('Status: Available');
  await expect(
    page.getByRole('region', { name: "You can receive consumers' requests" }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Settings' }).click();
  const settings = page.getByRole('tabpanel', { name: 'Settings' });
  await expect(
    settings.getByText("Reviewer's reason: No home licence for this NPN in Texas."),
  ).toBeVisible();
  await expectNotReloaded(page);

  await expect
    .poll(() => readMailsTo(agent.email).join('\n'))
    .toContain('A reviewer could not verify: TX (home)');
  const mail = readMailsTo(agent.email).join('\n');
  expect(mail).toContain('A reviewer verified: TX (auto)');
  expect(mail).toContain('Still waiting for review: CA (auto)');

  // The last pair, by the shortcut; the record leaves the pending list.
  await card.getByRole('button', { name: 'Approve all' }).click();
  await card.getByRole('button', { name: /^Review decision/ }).click();
  await dialog.getByRole('button', { name: 'Confirm decision' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText(/^Licensed in (CA, TX|TX, CA)$/)).toBeVisible();
  await adminContext.close();
});

test('A new unconfirmed agent is told what is missing instead of a green Available, and greeted once as new', async ({
  page,
}) => {
  await registerAgentOverApi(page, 'Noor');
  await page.goto('/agent');
  const status = page.getByRole('status').filter({ hasText: /^Status:/ });
  await expect(status).toHaveText(
    'Status: not receiving requests yet (e-mail not confirmed, no licences yet)',
  );
  await expect(page.getByText('Status: Available')).toHaveCount(0);
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
  await expect(page.getByText(/^Welcome back/)).toHaveCount(0);
  await expect(
    page.getByRole('group', { name: 'Your status once requests can reach you' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.getByText(/^Welcome back, /)).toBeVisible();
});

test('The licence form chooses states per line, by keyboard, and service areas follow', async ({
  page,
}) => {
  await registerAgentOverApi(page, 'Kit');
  await page.goto('/agent');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const settings = page.getByRole('tabpanel', { name: 'Settings' });
  await settings.getByLabel('National Producer Number (NPN)').fill('4455667');
  const auto = settings.getByRole('group', { name: 'Auto' });
  await expect(auto).toContainText('Not licensed in any state');
  const open = auto.getByRole('button', { name: 'Choose states Auto' });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(auto.getByLabel('Find a state')).toBeFocused();
  await page.keyboard.type('tex');
  await expect(auto.getByRole('checkbox')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(auto.getByRole('checkbox', { name: 'Texas' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Escape');
  await expect(open).toBeFocused();
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expect(auto).toContainText('1 state: TX');
  // The service area follows the licence: Texas, in full.
  const served = settings.getByRole('group', { name: 'States you serve' });
  await expect(served).toContainText('1 state: TX');
  await settings.getByRole('checkbox', { name: 'English' }).check();
  await expectNoSeriousA11yViolations(page);
  await settings.getByRole('button', { name: 'Save licence details' }).click();
  await expect(settings.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  const record = (await (await page.request.get('/api/agent/licence')).json()) as {
    licences: unknown;
    serviceAreas: unknown;
  };
  expect(record.licences).toEqual([{ state: 'TX', lines: ['auto'] }]);
  expect(record.serviceAreas).toEqual([{ state: 'TX', zipPrefixes: [] }]);
});

test("The demo agent's Settings show four compact line choices, not 51 rows", async ({
  page,
  browser,
  baseURL,
}) => {
  const agent = await demoAgentContext(browser, baseURL as string);
  try {
    for (const [language, size, viewport] of [
      ['en', 'phone', phone],
      ['en', 'desktop', desktop],
      ['es', 'phone', phone],
      ['es', 'desktop', desktop],
    ] as const) {
      const agentPage = await agent.context.newPage();
      await agentPage.setViewportSize(viewport);
      if (language === 'es') await inSpanish(agentPage);
      await agentPage.goto('/agent');
      await expect(agentPage.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        agentPage.getByRole('status').filter({ hasText: /^(Status|Estado):/ }),
      ).toHaveText(/Available|Disponible/);
      await shot(agentPage, `dashboard-${language}-${size}`);
      await agentPage
        .getByRole('tab', { name: language === 'es' ? 'Configuración' : 'Settings' })
        .click();
      const licence = agentPage.getByRole('region', {
        name: language === 'es' ? /licencia/i : 'Licence and service areas',
      });
      await expect(licence.getByRole('checkbox')).toHaveCount(2);
      if (language === 'en') {
        await expect(licence.getByRole('group', { name: 'Auto' })).toContainText('All 51 states');
        await expect(licence.getByRole('group', { name: 'States you serve' })).toContainText(
          'All 51 states',
        );
      }
      await licence.scrollIntoViewIfNeeded();
      await licence
        .getByText(language === 'es' ? 'Estados con licencia' : 'Licensed states')
        .evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await shot(agentPage, `settings-${language}-${size}`);
      await agentPage.close();
    }
  } finally {
    await page.close();
  }
});

/** A fresh consumer's saved request shared with the demo agent only. */
async function leadForDemoAgent(page: Page, agentId: string): Promise<string> {
  const letters = Array.from({ length: 4 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  const consumer = await registerFreshConsumer(page, `Sol${letters}`);
  const quote = await saveQuoteOverApi(page);
  const consent = await page.request.post(`/api/quotes/${quote.id}/consents`, {
    headers: appHeaders(page),
    data: { agentIds: [agentId] },
  });
  expect(consent.ok()).toBe(true);
  return `${consumer.firstName} ${consumer.lastName}`;
}

for (const [size, viewport] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test(`A conversation opens ready to type, the message box in the first screen (${size})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const agent = await demoAgentContext(browser, baseURL as string);
    try {
      const name = await leadForDemoAgent(page, agent.id);
      const agentPage = await agent.context.newPage();
      await agentPage.setViewportSize(viewport);
      await agentPage.goto('/agent');
      await agentPage.getByRole('tab', { name: 'Leads' }).click();
      await agentPage.getByRole('button', { name: `Open the lead from ${name}` }).click();
      await agentPage.getByRole('button', { name: `Message ${name}` }).click();
      const box = agentPage.getByRole('textbox', { name: `Message to ${name}` });
      await expect(box).toBeFocused();
      const inView = async () => {
        const rect = await box.boundingBox();
        const scrollY = await agentPage.evaluate(() => window.scrollY);
        return (
          rect !== null && rect.y >= 0 && rect.y + rect.height <= viewport.height && scrollY >= 0
        );
      };
      await expect.poll(inView).toBe(true);
      await shot(agentPage, `conversation-en-${size}`);
      await box.fill('Hello, I can help with your auto request.');
      await box.press('Enter');
      await expect(box).toHaveValue('');

      // Closing brings the list back; opening from it lands in the message box again.
      await agentPage.getByRole('button', { name: 'Close' }).click();
      const list = agentPage.getByRole('heading', { name: 'Conversations', exact: true });
      await expect(list).toBeVisible();
      await agentPage
        .getByRole('tabpanel', { name: 'Messages' })
        .getByRole('button', { name: new RegExp(name) })
        .first()
        .click();
      await expect(agentPage.getByRole('textbox', { name: /^Message to / })).toBeFocused();
      await expect
        .poll(async () => {
          const rect = await agentPage.getByRole('textbox', { name: /^Message to / }).boundingBox();
          return rect !== null && rect.y >= 0 && rect.y + rect.height <= viewport.height;
        })
        .toBe(true);
      await agentPage.close();
    } finally {
      await agent.context.close();
    }
  });
}

test('The Spanish dashboard of a new agent says what is missing', async ({ page }) => {
  await inSpanish(page);
  await registerAgentOverApi(page, 'Ines');
  for (const [size, viewport] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/agent');
    await expect(page.getByRole('status').filter({ hasText: /^Estado:/ })).toHaveText(
      'Estado: aún no recibe solicitudes (correo sin confirmar, aún sin licencias)',
    );
    await shot(page, `new-agent-es-${size}`);
  }
  await page.setViewportSize(desktop);
  await page.getByRole('tab', { name: 'Configuración' }).click();
  await expect(page.getByRole('group', { name: 'Auto' })).toContainText(
    'Sin licencia en ningún estado',
  );
  await page.getByRole('button', { name: 'Elegir estados Auto' }).click();
  await shot(page, 'picker-es-desktop');
  await expectNoSeriousA11yViolations(page);
});

test('The admin review reads in Spanish at both sizes', async ({ page, browser }) => {
  const agent = await registerAgentOverApi(page, 'Vera');
  const saved = await page.request.put('/api/agent/licence', {
    headers: appHeaders(page),
    data: {
      npn: '3344556',
      licences: [{ state: 'FL', lines: ['home', 'auto'] }],
      serviceAreas: [{ state: 'FL', zipPrefixes: [] }],
      languages: ['es'],
      bio: '',
    },
  });
  expect(saved.status()).toBe(200);
  for (const [size, viewport] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    const context = await browser.newContext({ viewport });
    const admin = await context.newPage();
    await signInAsAdmin(admin);
    await admin.getByRole('button', { name: /language/i }).click();
    await admin.getByRole('menuitemradio', { name: 'Español' }).click();
    const card = reviewCardOf(admin, agent);
    const florida = card.getByRole('group', { name: 'Florida (FL)' });
    await florida
      .getByRole('group', { name: 'Auto' })
      .getByRole('radio', { name: 'Aprobar' })
      .check();
    await florida
      .getByRole('group', { name: 'Hogar' })
      .getByRole('radio', { name: 'Rechazar' })
      .check();
    await card
      .getByLabel('Motivo de los ramos rechazados')
      .fill('Sin licencia de hogar en Florida.');
    await florida.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await shot(admin, `admin-card-es-${size}`);
    await card.getByRole('button', { name: /^Revisar la decisión/ }).click();
    const dialog = admin.getByRole('dialog', { name: /^Confirme la decisión para Vera/ });
    await expect(dialog).toContainText('AprobarFL (Auto)');
    await expect(dialog).toContainText('RechazarFL (Hogar)');
    await shot(admin, `admin-confirm-es-${size}`);
    await expectNoSeriousA11yViolations(admin);
    await dialog.getByRole('button', { name: 'Volver' }).click();
    await context.close();
  }
});
