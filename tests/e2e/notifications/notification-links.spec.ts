import type { Page } from '@playwright/test';
import { demoAgentContext } from '../leads/helpers';
import {
  appHeaders,
  registerFreshConsumer,
  saveQuoteOverApi,
  shareQuoteOverApi,
} from '../profile/helpers';
import { expect, test } from '../support/fixtures';
import { screenshotBothSizes } from '../support/screenshots';

// A consumer, the demo agent, two browsers on a busy machine.
test.describe.configure({ timeout: 120_000 });

const screenshot = (page: Page, name: string) =>
  screenshotBothSizes(page, 'notifications', name, { after: { width: 1280, height: 900 } });

/** The demo agent keeps every lead of a run: a name of its own keeps this test's lead apart. */
function uniqueFirstName(base: string): string {
  const letters = Array.from({ length: 4 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  );
  return `${base}${letters.join('')}`;
}

test("A notification's link opens its place: the agent's lead and conversation, the consumer's conversation", async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL as string;
  const agent = await demoAgentContext(browser, origin);
  try {
    const consumer = await registerFreshConsumer(page, uniqueFirstName('Ines'));
    const name = `${consumer.firstName} ${consumer.lastName}`;
    const quote = await saveQuoteOverApi(page);
    const leadId = await shareQuoteOverApi(page, quote.id, [agent.id]);

    // The mail's link (`/agent?lead=<id>`): the Leads tab with that lead open.
    const agentPage = await agent.context.newPage();
    await agentPage.goto(`/agent?lead=${leadId}`);
    await expect(agentPage.getByRole('tab', { name: 'Leads' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      agentPage.getByRole('heading', { level: 2, name: `Lead from ${name}` }),
    ).toBeVisible();
    await screenshot(agentPage, 'agent-lead-link-en');

    // Another tab leaves the place and the address; the bell's item opens it again.
    await agentPage.getByRole('tab', { name: 'Dashboard' }).click();
    await expect(agentPage).toHaveURL(/\/agent$/);
    await expect(agentPage.getByRole('heading', { name: `Lead from ${name}` })).toBeHidden();
    const agentBell = agentPage.getByTestId('notification-bell');
    await agentBell.click();
    // The demo agent also receives the other specs' leads, and a bell item names only its kind:
    // the newest 'New lead' opens its own lead, whichever spec made it.
    await agentPage
      .getByRole('menuitem', { name: /New lead/ })
      .first()
      .click();
    await expect(agentPage.getByRole('tab', { name: 'Leads' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(agentPage).toHaveURL(/\/agent\?lead=[0-9a-f-]{36}$/);
    await expect(agentPage.getByRole('heading', { level: 2, name: /^Lead from / })).toBeVisible();

    // The agent writes: the consumer's notification opens the conversation on /messages/<id>.
    const headers = { Origin: origin, 'X-Requested-With': 'XMLHttpRequest' };
    const opened = await agent.request.post('/api/messages/conversations', {
      headers,
      data: { leadId },
    });
    expect(opened.status()).toBe(200);
    const { id: conversationId } = (await opened.json()) as { id: string };
    const sent = await agent.request.post('/api/messages', {
      headers,
      data: { conversationId, clientId: `link-${Date.now()}`, body: 'Hello from Dana' },
    });
    expect(sent.status()).toBe(201);
    await page.goto('/profile');
    const consumerBell = page.getByTestId('notification-bell');
    // The bell is a lazy chunk with its own request: on a loaded machine it came 5 s after the
    // page and its count later still (CI), so it gets the time a slow page needs.
    await expect(consumerBell).toHaveAccessibleName(/Notifications, \d+ unread/, {
      timeout: 30_000,
    });
    await consumerBell.click();
    await page.getByRole('menuitem', { name: /New messages/ }).click();
    await expect(page).toHaveURL(new RegExp(`/messages/${conversationId}$`));
    await expect(
      page.getByRole('region', { name: `Conversation with ${agent.shownAs}` }),
    ).toContainText('Hello from Dana');

    // The consumer answers: the agent's link (`/agent?conversation=<id>`) opens the Messages tab.
    const answer = await page.request.post('/api/messages', {
      headers: appHeaders(page),
      data: { conversationId, clientId: `link-answer-${Date.now()}`, body: 'Thanks, Dana' },
    });
    expect(answer.status()).toBe(201);
    await agentPage.goto(`/agent?conversation=${conversationId}`);
    await expect(agentPage.getByRole('tab', { name: 'Messages' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      agentPage.getByRole('region', { name: `Conversation with ${name}` }),
    ).toContainText('Thanks, Dana');
    // Opening the place from the mail's link marks its notification read.
    await expect
      .poll(async () => {
        const list = (await (await agent.request.get('/api/notifications')).json()) as {
          items: { link: string; readAt: string | null }[];
        };
        const item = list.items.find((entry) => entry.link.endsWith(`=${conversationId}`));
        return item ? item.readAt !== null : 'missing';
      })
      .toBe(true);
    await screenshot(agentPage, 'agent-conversation-link-en');

    // In Spanish too.
    // (On a phone the opened lead is scrolled to: its heading takes the focus.)
    await agentPage.evaluate(() => localStorage.setItem('i18nextLng', 'es'));
    await agentPage.setViewportSize({ width: 390, height: 844 });
    await agentPage.goto(`/agent?lead=${leadId}`);
    await expect(agentPage.getByRole('tab', { name: 'Clientes potenciales' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      agentPage.getByRole('heading', { level: 2, name: `Cliente potencial: ${name}` }),
    ).toBeVisible();
    await screenshot(agentPage, 'agent-lead-link-es');
    await agentPage.setViewportSize({ width: 390, height: 844 });
    await agentPage.goto(`/agent?conversation=${conversationId}`);
    await expect(agentPage.getByRole('tab', { name: 'Mensajes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await screenshot(agentPage, 'agent-conversation-link-es');
  } finally {
    await agent.context.close();
  }
});
