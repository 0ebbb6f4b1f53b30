import type { Browser, Page } from '@playwright/test';
import {
  appHeaders,
  registerFreshConsumer,
  saveQuoteOverApi,
  shareQuoteOverApi,
} from '../profile/helpers';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

/** The demo seed's agent: verified for every line in every state. */
const demoAgent = { email: 'agent@statefarm.com', password: 'Demo!Agent2026', shownAs: 'Dana R.' };

const offerInput = {
  premium: 98.5,
  period: 'monthly',
  coverages: [{ kind: 'bodily_injury', limit: '100/300' }],
  deductible: 500,
  termMonths: 6,
  description: 'Desk test offer',
};

const texts = {
  en: {
    leadsTab: 'Leads',
    todayTab: 'Today',
    renewalsTab: 'Renewals',
    followUps: 'Follow-ups',
    tomorrow: 'Tomorrow 9:00',
    inOneHour: 'In 1 hour',
    kind: 'Kind',
    note: 'Note (optional)',
    add: 'Add follow-up',
    added: /Follow-up added for/,
    call: 'Call',
    message: 'Message',
    carrier: 'Carrier',
    premium: 'Premium for the term ($)',
    record: 'Record policy',
    recorded: /Policy recorded\. It renews on/,
    upcoming: /Upcoming \(\d+\)/,
    done: 'Done',
    markedDone: /Marked done/,
    snooze: 'Snooze 1 hour',
    moved: /Moved to/,
    delete: 'Delete',
    deleteConfirm: 'Yes, delete',
    myPolicies: 'My policies',
  },
  es: {
    leadsTab: 'Clientes potenciales',
    todayTab: 'Hoy',
    renewalsTab: 'Renovaciones',
    followUps: 'Seguimientos',
    tomorrow: 'Mañana a las 9:00',
    inOneHour: 'En 1 hora',
    kind: 'Tipo',
    note: 'Nota (opcional)',
    add: 'Añadir seguimiento',
    added: /Seguimiento añadido para el/,
    call: 'Llamada',
    message: 'Mensaje',
    carrier: 'Aseguradora',
    premium: 'Prima del plazo ($)',
    record: 'Registrar póliza',
    recorded: /Póliza registrada\. Se renueva el/,
    upcoming: /Próximos \(\d+\)/,
    done: 'Hecho',
    markedDone: /Marcado como hecho/,
    snooze: 'Posponer 1 hora',
    moved: /Movido al/,
    delete: 'Borrar',
    deleteConfirm: 'Sí, borrar',
    myPolicies: 'Mis pólizas',
  },
} as const;

const cases = [
  { language: 'en', device: 'desktop', viewport: { width: 1366, height: 900 }, name: 'Harlow' },
  { language: 'es', device: 'phone', viewport: { width: 390, height: 844 }, name: 'Ximena' },
] as const;

/**
 * A fresh consumer's request shared with the demo agent, accepted, offered and the offer accepted:
 * a won lead. Answers the lead's id and the consumer's page.
 */
async function wonLead(browser: Browser, consumerName: string, language: 'en' | 'es') {
  const consumerContext = await browser.newContext();
  const consumerPage = await consumerContext.newPage();
  if (language === 'es') {
    await consumerPage.addInitScript(() => window.localStorage.setItem('i18nextLng', 'es'));
  }
  const consumer = await registerFreshConsumer(consumerPage, consumerName);
  const quote = await saveQuoteOverApi(consumerPage);
  const matches = await consumerPage.request.get(`/api/quotes/${quote.id}/matches`);
  const agents = (
    (await matches.json()) as {
      agents: Array<{ id: string; firstName: string; lastInitial: string }>;
    }
  ).agents;
  const dana = agents.find(
    (agent) => `${agent.firstName} ${agent.lastInitial}.` === demoAgent.shownAs,
  );
  if (!dana) throw new Error('The demo agent does not match the request');
  const leadId = await shareQuoteOverApi(consumerPage, quote.id, [dana.id]);
  return { consumer, consumerPage, consumerContext, leadId };
}

async function signInDemoAgent(page: Page): Promise<void> {
  await page.goto('/');
  const response = await page.request.post('/api/agent/login', {
    headers: appHeaders(page),
    data: { username: demoAgent.email, password: demoAgent.password, role: 'agent' },
  });
  expect(response.status()).toBe(200);
}

for (const { language, device, viewport, name } of cases) {
  test(`An agent adds follow-ups, works the Today view and records a won policy (${language}, ${device})`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const t = texts[language];
    const won = await wonLead(browser, name, language);
    const agentContext = await browser.newContext({ viewport });
    const page = await agentContext.newPage();
    if (language === 'es') {
      await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'es'));
    }
    try {
      await signInDemoAgent(page);
      const headers = appHeaders(page);
      expect(
        (await page.request.post(`/api/agent/leads/${won.leadId}/accept`, { headers })).status(),
      ).toBe(200);
      const offer = await page.request.post(`/api/agent/leads/${won.leadId}/offers`, {
        headers,
        data: offerInput,
      });
      expect(offer.status()).toBe(201);
      const offerId = ((await offer.json()) as { id: string }).id;
      const accepted = await won.consumerPage.request.post(`/api/quotes/offers/${offerId}/accept`, {
        headers: appHeaders(won.consumerPage),
      });
      expect(accepted.status()).toBe(200);

      // The lead, opened from its link: a follow-up with a preset.
      await page.goto(`/agent?lead=${won.leadId}`);
      const followUps = page.getByRole('region', { name: t.followUps });
      await expect(followUps).toBeVisible();
      await followUps.getByRole('radio', { name: t.tomorrow }).check();
      await followUps.getByLabel(t.kind).selectOption({ label: t.call });
      await followUps.getByLabel(t.note).fill(`Call ${name} about the second car`);
      await followUps.getByRole('button', { name: t.add }).click();
      await expect(followUps.getByRole('status').filter({ hasText: t.added })).toBeVisible();
      const customer = `${won.consumer.firstName} ${won.consumer.lastName}`;
      await expect(
        followUps.getByRole('listitem', { name: `${t.call}: ${customer}` }),
      ).toBeVisible();
      await followUps.getByRole('radio', { name: t.inOneHour }).check();
      await followUps.getByLabel(t.kind).selectOption({ label: t.message });
      await followUps.getByRole('button', { name: t.add }).click();
      await expect(
        followUps.getByRole('listitem', { name: `${t.message}: ${customer}` }),
      ).toBeVisible();

      // The offer was accepted: the won policy.
      await page.getByLabel(t.carrier).fill('State Farm');
      await page.getByLabel(t.premium).fill('1180.40');
      await page.getByRole('button', { name: t.record }).click();
      await expect(page.getByRole('status').filter({ hasText: t.recorded })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Today: worked top to bottom.
      await page.getByRole('tab', { name: t.todayTab }).click();
      const callItem = page.getByRole('listitem', { name: `${t.call}: ${customer}` });
      await expect(callItem).toBeVisible();
      await expect(page.getByRole('heading', { name: t.upcoming })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const messageItem = page.getByRole('listitem', { name: `${t.message}: ${customer}` });
      await messageItem.getByRole('button', { name: new RegExp(`^${t.snooze}`) }).click();
      await expect(messageItem.getByRole('status')).toHaveText(t.moved);
      await callItem.getByRole('button', { name: new RegExp(`^${t.done}`) }).click();
      await expect(callItem).toHaveCount(0);
      const open = (await (await page.request.get('/api/agent/tasks')).json()) as {
        tasks: Array<{ leadId: string; kind: string }>;
      };
      expect(
        open.tasks.filter((task) => task.leadId === won.leadId).map((task) => task.kind),
      ).toEqual(['message']);
      // Deleted, asked first.
      await messageItem.getByRole('button', { name: new RegExp(`^${t.delete}`) }).click();
      await messageItem.getByRole('button', { name: t.deleteConfirm }).click();
      await expect(messageItem).toHaveCount(0);
      const left = (await (await page.request.get('/api/agent/tasks')).json()) as {
        tasks: Array<{ leadId: string }>;
      };
      expect(left.tasks.filter((task) => task.leadId === won.leadId)).toEqual([]);

      // Renewals: the policy by its renewal date.
      await page.getByRole('tab', { name: t.renewalsTab }).click();
      await expect(page.getByText(`${customer} · State Farm`)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // The consumer sees the policy in their profile.
      await won.consumerPage.goto('/profile');
      const mine = won.consumerPage.getByRole('region', { name: t.myPolicies });
      await expect(mine).toContainText('State Farm');
    } finally {
      await agentContext.close();
      await won.consumerContext.close();
    }
  });
}
