import type { Page } from '@playwright/test';
import { appHeaders, autoRequest, registerFreshConsumer } from '../profile/helpers';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { screenshotPath } from '../support/screenshots';
import { approveLicences, createAgent } from './helpers';

/**
 * Issue 18, finding 1.3: a consumer who moves a shared request to a state the agent is not
 * licensed in sees the lead closed with the reason; the agent's dashboard says why it went.
 * California only (a picked lead): the TX journey of lead-delivery.spec.ts never meets it.
 */
test('A request moved out of the agent’s licence closes its lead, and both sides see why', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const agent = await createAgent(browser, base, {
    firstName: 'Casey',
    lastName: 'Moreno',
    state: 'CA',
    confirmEmail: true,
  });
  await approveLicences(browser, base, [agent]);

  await registerFreshConsumer(page, 'Marisol');
  const saved = await page.request.post('/api/quotes', {
    headers: appHeaders(page),
    data: { ...autoRequest, zip: '90012' },
  });
  expect(saved.status()).toBe(201);
  const quote = (await saved.json()) as { id: string };
  const shared = await page.request.post(`/api/quotes/${quote.id}/consents`, {
    headers: appHeaders(page),
    data: { agentIds: [agent.id] },
  });
  expect(shared.status()).toBe(200);

  // Moved to Austin, TX: Casey is licensed in California only.
  const moved = await page.request.put(`/api/quotes/${quote.id}`, {
    headers: appHeaders(page),
    data: autoRequest,
  });
  expect(moved.status()).toBe(200);

  const sharedWith = (p: Page) => p.getByRole('listitem', { name: agent.shownAs });
  await page.goto(`/profile/quotes/${quote.id}`);
  const item = sharedWith(page);
  await expect(item.getByText('Closed', { exact: true })).toBeVisible();
  await expect(
    item.getByText(
      'Closed: you moved this request to a state or line this agent is not licensed for.',
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('leads', `lead-closed-en-${width}`) });
  }

  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'es'));
  await page.reload();
  await expect(
    sharedWith(page).getByText(
      'Cerrada: cambió esta solicitud a un estado o ramo para el que este agente no tiene licencia.',
    ),
  ).toBeVisible();
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await sharedWith(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('leads', `lead-closed-es-${width}`) });
  }

  // The agent's lead is gone, and the dashboard's recent activity says why.
  const leads = await agent.request.get('/api/agent/leads');
  expect(((await leads.json()) as { leads: unknown[] }).leads).toEqual([]);
  const agentPage = await agent.context.newPage();
  await agentPage.goto('/agent');
  await expect(
    agentPage.getByText(
      'A customer moved a request to a state or line your licence does not cover: the lead closed',
    ),
  ).toBeVisible();
  await agentPage.setViewportSize({ width: 1366, height: 900 });
  await agentPage.screenshot({ path: screenshotPath('leads', 'lead-closed-agent-en-1366') });
  await agent.context.close();
});
