import type { Browser } from '@playwright/test';
import {
  appHeaders,
  registerFreshConsumer,
  saveQuoteOverApi,
  shareQuoteOverApi,
} from '../profile/helpers';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

const demoAgent = { email: 'agent@statefarm.com', password: 'Demo!Agent2026' };

/** A name no other test uses: the pipeline is searched by it, so other specs' leads stay out. */
const uniqueName = () =>
  `Pip${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

async function agentPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  language: 'en' | 'es' = 'en',
) {
  const context = await browser.newContext({ baseURL, viewport });
  await context.addInitScript((lang) => window.localStorage.setItem('i18nextLng', lang), language);
  const page = await context.newPage();
  await page.goto('/');
  const response = await page.request.post('/api/agent/login', {
    headers: appHeaders(page),
    data: { email: demoAgent.email, password: demoAgent.password },
  });
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  return { context, page, id };
}

test('An agent works a lead through the pipeline: board, a move by menu, a refusal, a note, the timeline, the list, filters kept across a reload, in English and Spanish, on a desktop and a phone', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const desktop = await agentPage(browser, base, { width: 1366, height: 900 });
  const firstName = uniqueName();
  await registerFreshConsumer(page, firstName);
  const quote = await saveQuoteOverApi(page);
  await shareQuoteOverApi(page, quote.id, [desktop.id]);
  const name = `${firstName} Ellis`;

  // The board, filtered by the customer's name from the address.
  const agent = desktop.page;
  await agent.goto(`/agent?tab=pipeline&q=${firstName}`);
  await expect(agent.getByRole('tab', { name: 'Pipeline', selected: true })).toBeVisible();
  const newColumn = agent.getByRole('region', { name: /^New/ });
  const card = newColumn.getByRole('listitem').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/Waiting \d+/);
  await expect(
    agent.getByRole('searchbox', { name: 'Search name, ZIP, e-mail or phone' }),
  ).toHaveValue(firstName);
  await expectNoSeriousA11yViolations(agent);

  // Won without an accepted offer is refused, with the reason.
  await card.getByLabel(`Move ${name} to`).selectOption('won');
  await card.getByRole('button', { name: `Move: ${name}` }).click();
  await expect(card.getByRole('alert')).toHaveText(
    'A lead is Won only when the customer accepted one of your offers',
  );
  // Moved by its menu (the keyboard's and the phone's way) to Contacted.
  await card.getByLabel(`Move ${name} to`).selectOption('contacted');
  await card.getByRole('button', { name: `Move: ${name}` }).click();
  await expect(
    agent.getByRole('status').filter({ hasText: `${name} moved to Contacted` }),
  ).toBeVisible();
  const contacted = agent.getByRole('region', { name: /^Contacted/ });
  await expect(contacted.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await expect(newColumn.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);

  // A private note, then the timeline holds the arrival, the move and the note.
  await contacted.getByRole('button', { name: `Open ${name}` }).click();
  const desk = agent.getByRole('region', { name, exact: true });
  await desk.getByLabel('New note').fill('Prefers a call after 5 pm');
  await desk.getByRole('button', { name: 'Add note' }).click();
  await expect(
    desk.getByRole('listitem').filter({ hasText: 'Prefers a call after 5 pm' }).first(),
  ).toBeVisible();
  const timeline = desk.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Stage: New → Contacted, by you')).toBeVisible();
  await expect(timeline.getByText('Note: Prefers a call after 5 pm')).toBeVisible();
  await expect(timeline.getByText('Lead arrived')).toBeVisible();
  await expectNoSeriousA11yViolations(agent);

  // The list view and a stage filter live in the address: a reload opens the same view.
  await agent.getByRole('button', { name: 'List' }).click();
  await agent.getByLabel('Stage', { exact: true }).selectOption('contacted');
  await expect(agent).toHaveURL(/view=list/);
  await expect(agent).toHaveURL(/stage=contacted/);
  await agent.reload();
  await expect(agent.getByRole('button', { name: 'List', pressed: true })).toBeVisible();
  await expect(agent.getByLabel('Stage', { exact: true })).toHaveValue('contacted');
  await expect(agent.getByRole('button', { name: `Open ${name}` })).toBeVisible();
  await agent.getByLabel('Stage', { exact: true }).selectOption('won');
  await expect(agent.getByText('No leads match these filters.')).toBeVisible();
  await desktop.context.close();

  // On a phone, in Spanish: the same address, moved to Lost with a reason through the menu.
  const phone = await agentPage(browser, base, { width: 390, height: 844 }, 'es');
  await phone.page.goto(`/agent?tab=pipeline&view=list&q=${firstName}`);
  await expect(phone.page.getByRole('tab', { name: 'Embudo', selected: true })).toBeVisible();
  const row = phone.page
    .getByRole('region', { name: 'Embudo', exact: true })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(row).toContainText('Contactado');
  await row.getByLabel(`Mover a ${name} a`).selectOption('lost');
  await row.getByLabel('¿Por qué se perdió?').selectOption('no_answer');
  await row.getByRole('button', { name: `Mover: ${name}` }).click();
  await expect(
    phone.page.getByRole('status').filter({ hasText: `${name} pasó a Perdido` }),
  ).toBeVisible();
  await expect(row).toContainText('Perdido · No responde');
  await expectNoSeriousA11yViolations(phone.page);
  await phone.context.close();
});
