import type { APIRequestContext, Page } from '@playwright/test';
import {
  collectConsoleErrors,
  demoAgentContext,
  expectNotReloaded,
  type LeadsAgent,
  liveChannelReady,
  markNotReloaded,
} from '../leads/helpers';
import { registerFreshConsumer, saveQuoteOverApi, shareQuoteOverApi } from '../profile/helpers';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

/** The demo agent keeps every lead of a run: a name of its own keeps this test's lead apart. */
function uniqueFirstName(base: string): string {
  const letters = Array.from({ length: 4 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  );
  return `${base}${letters.join('')}`;
}

/**
 * Issue 11's messaging with two browsers on the default server: a consumer and the demo agent.
 * The consumer shares the request with the demo agent alone (a picked consent), so agents other
 * specs create never take the lead.
 */

interface Conversation {
  id: string;
  messages: { body: string; seq: number }[];
}

/** A fresh consumer whose saved auto request is shared with the demo agent only; answers the lead. */
async function consumerSharingWithDemoAgent(
  page: Page,
  firstName: string,
  agent: LeadsAgent,
): Promise<{ name: string; leadId: string }> {
  const consumer = await registerFreshConsumer(page, firstName);
  const quote = await saveQuoteOverApi(page);
  const leadId = await shareQuoteOverApi(page, quote.id, [agent.id]);
  return { name: `${consumer.firstName} ${consumer.lastName}`, leadId };
}

async function conversationOf(request: APIRequestContext, id: string): Promise<Conversation> {
  const response = await request.get(`/api/messages/conversations/${id}`);
  expect(response.status()).toBe(200);
  const page = (await response.json()) as Conversation & {
    conversation: { id: string };
  };
  return { id: page.conversation.id, messages: page.messages };
}

function conversationView(page: Page, name: string) {
  return page.getByRole('region', { name: `Conversation with ${name}` });
}

function bubbles(page: Page, name: string) {
  return conversationView(page, name)
    .getByRole('region', { name: `Messages with ${name}` })
    .getByRole('listitem');
}

test('A consumer and the agent who accepted their lead talk live, offline messages arrive once, and withdrawn access ends the agent side', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL as string;
  const agent = await demoAgentContext(browser, origin);
  try {
    const consumer = await consumerSharingWithDemoAgent(page, uniqueFirstName('Marlo'), agent);
    const agentName = agent.shownAs;

    // The agent opens the lead and writes: 'Message' accepts it and opens the conversation.
    const agentPage = await agent.context.newPage();
    const agentErrors = collectConsoleErrors(agentPage);
    const agentReady = liveChannelReady(agentPage);
    await agentPage.goto('/agent');
    await agentPage.getByRole('tab', { name: 'Leads' }).click();
    await agentPage.getByRole('button', { name: `Open the lead from ${consumer.name}` }).click();
    await agentPage.getByRole('button', { name: `Message ${consumer.name}` }).click();
    await expect(agentPage.getByRole('tab', { name: 'Messages' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const agentView = conversationView(agentPage, consumer.name);
    await expect(agentView).toContainText('No messages yet. Write the first one below.');
    await expect(agentPage.getByRole('region', { name: 'Private notes' })).toBeVisible();
    await agentReady;
    await markNotReloaded(agentPage);

    // The consumer waits on /home with the bell.
    const consumerReady = liveChannelReady(page);
    await page.goto('/home');
    const bell = page.getByRole('link', { name: /^Messages/ });
    await expect(bell).toHaveAccessibleName('Messages');
    await consumerReady;
    await markNotReloaded(page);

    const agentBox = agentView.getByRole('textbox', { name: `Message to ${consumer.name}` });
    await agentBox.fill('Hello Marlo, how can I help?');
    await agentBox.press('Enter');
    await expect(agentBox).toHaveValue('');
    await expect(
      bubbles(agentPage, consumer.name).filter({ hasText: 'how can I help' }),
    ).toContainText('Sent');

    // The bell counts it live, without a reload.
    await expect(bell).toHaveAccessibleName('Messages, 1 unread');
    await expect(bell.getByText('1', { exact: true })).toBeVisible();
    await expectNotReloaded(page);

    await bell.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const item = page
      .getByRole('list', { name: 'Your conversations' })
      .getByRole('link', { name: new RegExp(agentName) });
    await expect(item).toContainText('State Farm');
    await expect(item).toContainText('1 unread');
    await expect(item).toContainText('Hello Marlo, how can I help?');
    await item.click();
    const consumerView = conversationView(page, agentName);
    await expect(bubbles(page, agentName)).toHaveText([/Hello Marlo, how can I help\?/]);
    await expect(consumerView.getByRole('heading', { name: 'Today' })).toBeVisible();

    // Reading clears the bell and shows the agent 'Read', live.
    const messagesBell = page.getByRole('link', { name: /^Messages/ });
    await expect(messagesBell).toHaveAccessibleName('Messages');
    await expect(
      bubbles(agentPage, consumer.name).filter({ hasText: 'how can I help' }),
    ).toContainText('Read');
    await expectNoSeriousA11yViolations(page);

    // The consumer types (the agent sees it) and answers with the Send button.
    const consumerBox = consumerView.getByRole('textbox', { name: `Message to ${agentName}` });
    await consumerBox.fill('Thanks Dana');
    await expect(agentView).toContainText(`${consumer.name} is typing…`);
    await consumerBox.press('Shift+Enter');
    await consumerBox.pressSequentially('Can we talk about the deductible?');
    await consumerView.getByRole('button', { name: 'Send' }).click();
    await expect(bubbles(agentPage, consumer.name).last()).toContainText(
      /Thanks Dana\s+Can we talk about the deductible\?/,
    );
    await expect(agentPage.getByRole('status').filter({ hasText: 'New message from' })).toHaveText(
      new RegExp(`New message from ${consumer.name}: Thanks Dana\\s+Can we talk`),
    );
    await expectNotReloaded(agentPage);
    await expectNoSeriousA11yViolations(agentPage);

    // Offline, the agent's message waits in the outbox and goes out once on reconnection.
    await agent.context.setOffline(true);
    await agentBox.fill('Sent while offline');
    await agentBox.press('Enter');
    const offlineBubble = bubbles(agentPage, consumer.name).filter({
      hasText: 'Sent while offline',
    });
    await expect(offlineBubble).toContainText('Waiting for a connection...');
    await expect(bubbles(page, agentName).filter({ hasText: 'Sent while offline' })).toHaveCount(0);
    await agent.context.setOffline(false);
    await expect(bubbles(page, agentName).filter({ hasText: 'Sent while offline' })).toHaveCount(1);
    await expect(offlineBubble).toContainText('Read');
    await expect(offlineBubble).toHaveCount(1);
    const stored = await conversationOf(page.request, page.url().split('/').at(-1) as string);
    expect(stored.messages.filter((message) => message.body === 'Sent while offline')).toHaveLength(
      1,
    );
    expect(stored.messages.map((message) => message.seq)).toEqual([1, 2, 3]);

    // A reload shows the same conversation.
    await page.reload();
    await expect(bubbles(page, agentName)).toHaveText([
      /Hello Marlo, how can I help\?/,
      /Thanks Dana\s+Can we talk about the deductible\?/,
      /Sent while offline/,
    ]);

    // Withdrawn access: the agent's conversation says so live, and its send answers 404.
    await page.goto('/profile');
    const access = page.getByRole('region', { name: 'Who can see my information' });
    const entry = access.getByRole('listitem', { name: agentName });
    await expect(entry.getByRole('button', { name: `Message ${agentName}` })).toBeVisible();
    await entry.getByRole('button', { name: 'Withdraw access' }).click();
    await access.getByRole('button', { name: 'Yes, withdraw' }).click();
    await expect(access.getByRole('status')).toHaveText(
      `${agentName} can no longer see your information.`,
    );
    await expect(
      agentPage.getByRole('heading', { name: 'Conversation no longer available' }),
    ).toBeVisible();
    await expect(
      agentPage
        .getByRole('tabpanel', { name: 'Messages' })
        .getByRole('button', { name: new RegExp(consumer.name) }),
    ).toHaveCount(0);
    const refused = await agent.request.post('/api/messages', {
      headers: { Origin: origin, 'X-Requested-With': 'XMLHttpRequest' },
      data: { conversationId: stored.id, clientId: 'after-withdrawal-1', body: 'Still there?' },
    });
    expect(refused.status()).toBe(404);

    // The consumer keeps the history but nobody can write any more.
    await page.goto(`/messages/${stored.id}`);
    await expect(bubbles(page, agentName)).toHaveCount(3);
    await expect(conversationView(page, agentName)).toContainText(
      "You withdrew this agent's access.",
    );
    await expect(page.getByRole('textbox', { name: `Message to ${agentName}` })).toHaveCount(0);

    expect(
      agentErrors.filter(
        (error) => !/404|ERR_INTERNET_DISCONNECTED|WebSocket connection/.test(error),
      ),
    ).toEqual([]);
  } finally {
    await agent.context.close();
  }
});

test('The conversation view speaks Spanish', async ({ page, browser, baseURL }) => {
  const origin = baseURL as string;
  const agent = await demoAgentContext(browser, origin);
  try {
    await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'es'));
    const consumer = await consumerSharingWithDemoAgent(page, uniqueFirstName('Paz'), agent);
    const headers = { Origin: origin, 'X-Requested-With': 'XMLHttpRequest' };
    const opened = await agent.request.post('/api/messages/conversations', {
      headers,
      data: { leadId: consumer.leadId },
    });
    expect(opened.status()).toBe(200);
    const { id } = (await opened.json()) as { id: string };
    const sent = await agent.request.post('/api/messages', {
      headers,
      data: { conversationId: id, clientId: `spanish-hello-${Date.now()}`, body: '¡Hola Paz!' },
    });
    expect(sent.status()).toBe(201);

    await page.goto(`/messages/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible();
    const view = page.getByRole('region', { name: `Conversación con ${agent.shownAs}` });
    await expect(view.getByRole('heading', { name: 'Hoy' })).toBeVisible();
    await expect(view.getByRole('listitem')).toHaveText([/¡Hola Paz!/]);
    const box = view.getByRole('textbox', { name: `Mensaje para ${agent.shownAs}` });
    await expect(view).toContainText('Intro envía; Mayús+Intro empieza una línea nueva.');
    await box.fill('Buenas tardes');
    await view.getByRole('button', { name: 'Enviar' }).click();
    const mine = view.getByRole('listitem').filter({ hasText: 'Buenas tardes' });
    await expect(mine).toContainText('Enviado');
    await expect(mine.getByRole('button', { name: /^Editar/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mensajes' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Editing and deleting one's own message, in Spanish and with the keyboard.
    await mine.getByRole('button', { name: /^Editar/ }).click();
    const edit = view.getByRole('textbox', { name: 'Edite su mensaje' });
    await expect(edit).toBeFocused();
    await edit.fill('Buenas tardes, Dana');
    await view.getByRole('button', { name: 'Guardar' }).click();
    const edited = view.getByRole('listitem').filter({ hasText: 'Buenas tardes, Dana' });
    await expect(edited).toContainText('Editado');
    await edited.getByRole('button', { name: /^Eliminar/ }).click();
    await expect(view.getByRole('button', { name: 'Sí, eliminar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(view.getByRole('listitem').nth(1)).toContainText('Este mensaje se eliminó');
  } finally {
    await agent.context.close();
  }
});
