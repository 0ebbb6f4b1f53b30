import type { Browser, Page } from '@playwright/test';
import { autoRequest, registerFreshConsumer } from '../profile/helpers';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { laptop, phone, screenshotPath } from '../support/screenshots';
import {
  appHeaders,
  approveLicences,
  createAgent,
  demoAdmin,
  type LeadsAgent,
  openLeadsOf,
  signInAgentOverApi,
} from './helpers';

/**
 * Issue 29, item 7 (decisions 0125-0127): an agent reports bad leads by keyboard, in English on a
 * phone and in Spanish on a desktop; the operator sees the reports. California, picked by hand:
 * the TX journey of lead-delivery.spec.ts never meets these leads.
 */

/** A fresh consumer who shares a California request with the agent; the agent's lead id. */
async function leadFor(
  browser: Browser,
  baseURL: string,
  agent: LeadsAgent,
  firstName: string,
  others: readonly LeadsAgent[] = [],
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const consumer = await registerFreshConsumer(page, firstName);
  const saved = await page.request.post('/api/quotes', {
    headers: appHeaders(baseURL),
    data: { ...autoRequest, zip: '90012' },
  });
  expect(saved.status()).toBe(201);
  const quote = (await saved.json()) as { id: string };
  const shared = await page.request.post(`/api/quotes/${quote.id}/consents`, {
    headers: appHeaders(baseURL),
    data: { agentIds: [agent.id, ...others.map((other) => other.id)] },
  });
  expect(shared.status()).toBe(200);
  await context.close();
  const lead = (await openLeadsOf(agent)).find((item) => item.customerName.startsWith(firstName));
  expect(lead, `the lead from ${firstName}`).toBeTruthy();
  return { consumer, leadId: lead?.id ?? '', customerName: lead?.customerName ?? '' };
}

/** Opens the dialog, chooses the reason with the arrow keys, writes the note and sends: keys only. */
async function reportByKeyboard(
  page: Page,
  texts: { trigger: RegExp; dialog: RegExp; confirm: string },
  arrowDowns: number,
  note: string,
) {
  const trigger = page.getByRole('button', { name: texts.trigger });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: texts.dialog });
  await expect(dialog).toBeVisible();
  // Radix puts the focus on the first control: the first reason.
  await expect(dialog.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('Space');
  for (let step = 0; step < arrowDowns; step++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.type(note);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: texts.confirm })).toBeFocused();
  return dialog;
}

test('An agent reports bad leads by keyboard in both languages; the operator sees them', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const agent = await createAgent(browser, base, {
    firstName: 'Rowan',
    lastName: 'Baptiste',
    state: 'CA',
    confirmEmail: true,
  });
  const colleagues = [
    await createAgent(browser, base, {
      firstName: 'Amara',
      lastName: 'Quint',
      state: 'CA',
      confirmEmail: true,
    }),
    await createAgent(browser, base, {
      firstName: 'Lucius',
      lastName: 'Ferro',
      state: 'CA',
      confirmEmail: true,
    }),
  ];
  await approveLicences(browser, base, [agent, ...colleagues]);
  const first = await leadFor(browser, base, agent, 'Imogen');
  const second = await leadFor(browser, base, agent, 'Teodoro');
  // A third person whose request the three agents all report: held for review.
  const held = await leadFor(browser, base, agent, 'Wilhelmina', colleagues);
  for (const reporter of [agent, ...colleagues]) {
    const lead = (await openLeadsOf(reporter)).find((item) =>
      item.customerName.startsWith('Wilhelmina'),
    );
    const reported = await reporter.request.post(`/api/agent/leads/${lead?.id ?? ''}/report`, {
      headers: appHeaders(base),
      data: { reason: 'fake_details' },
    });
    expect(reported.status()).toBe(201);
  }

  // English, on a phone: "Unreachable" with a note; the lead leaves the list.
  const agentPage = await agent.context.newPage();
  await agentPage.setViewportSize(phone);
  await agentPage.goto(`/agent?lead=${first.leadId}`);
  const english = await reportByKeyboard(
    agentPage,
    {
      trigger: /^Report this lead/,
      dialog: /^Report .*'s lead$/,
      confirm: 'Report lead',
    },
    0,
    'Three calls, no answer, voicemail full.',
  );
  await expect(english.getByRole('radio', { name: /^Unreachable/ })).toBeChecked();
  await expectNoSeriousA11yViolations(agentPage);
  await agentPage.screenshot({ path: screenshotPath('leads', 'bad-leads-dialog-en-390') });
  await agentPage.keyboard.press('Enter');
  await expect(english).toBeHidden();
  await expect(
    agentPage.getByText(`${first.customerName}'s lead was reported and closed.`),
  ).toBeVisible();
  await expect
    .poll(async () => (await openLeadsOf(agent)).map((lead) => lead.id))
    .not.toContain(first.leadId);
  expect((await agent.request.get(`/api/agent/leads/${first.leadId}`)).status()).toBe(404);

  // Spanish, on a desktop: "asked not to be contacted" (the fifth reason) ends the access.
  await agentPage.addInitScript(() => window.localStorage.setItem('i18nextLng', 'es'));
  await agentPage.setViewportSize(laptop);
  await agentPage.goto(`/agent?lead=${second.leadId}`);
  const spanish = await reportByKeyboard(
    agentPage,
    {
      trigger: /^Reportar este cliente potencial/,
      dialog: /^Reportar el cliente potencial de /,
      confirm: 'Reportar',
    },
    4,
    'Me pidió por teléfono que no le llamen más.',
  );
  await expect(spanish.getByRole('radio', { name: /^Pidió no ser contactado/ })).toBeChecked();
  await expectNoSeriousA11yViolations(agentPage);
  await agentPage.screenshot({ path: screenshotPath('leads', 'bad-leads-dialog-es-1366') });
  await agentPage.keyboard.press('Enter');
  await expect(spanish).toBeHidden();
  await expect(agentPage.getByText(/Su acceso terminó: no volverá a contactarle\./)).toBeVisible();
  expect((await agent.request.get(`/api/agent/leads/${second.leadId}`)).status()).toBe(404);
  await agent.context.close();
  for (const colleague of colleagues) await colleague.context.close();

  // The operator's Reports view lists both people and the agent, with the reasons.
  await page.goto('/');
  await signInAgentOverApi(page.request, base, demoAdmin.email, demoAdmin.password);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Reports' }).click();
  const people = page.getByRole('region', { name: 'Per person' });
  await expect(people.getByText(first.consumer.email, { exact: false })).toBeVisible();
  await expect(people.getByText(second.consumer.email, { exact: false })).toBeVisible();
  const agents = page.getByRole('region', { name: 'Per agent' });
  const row = agents.getByRole('listitem').filter({ hasText: agent.email });
  await expect(row.getByText('Unreachable: 1')).toBeVisible();
  await expect(row.getByText('Asked not to be contacted: 1')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Newest reports' })
      .getByText('Three calls, no answer, voicemail full.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const size of [phone, laptop]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: screenshotPath('leads', `bad-leads-admin-en-${size.width}`) });
  }

  // The held person: cleared for matching with a reason, written to the audit log.
  const heldItem = people.getByRole('listitem').filter({ hasText: held.consumer.email });
  await expect(heldItem.getByText('Held for review')).toBeVisible();
  await heldItem.getByRole('button', { name: 'Clear for matching' }).click();
  const clearDialog = page.getByRole('dialog', { name: /^Clear .* for matching\?$/ });
  await clearDialog.getByLabel('Reason').fill('Called her: the details are real');
  await clearDialog.getByRole('button', { name: 'Clear for matching' }).click();
  await expect(clearDialog).toBeHidden();
  await expect(heldItem.getByText('Matching', { exact: false })).toBeVisible();
  await expect(page.getByText(/is cleared for matching\./)).toBeVisible();
  await page.getByRole('button', { name: 'Audit log' }).click();
  await expect(page.getByText('Called her: the details are real')).toBeVisible();
});
