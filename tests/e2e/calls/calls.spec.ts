import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import {
  collectConsoleErrors,
  demoAgentContext,
  type LeadsAgent,
  liveChannelReady,
} from '../leads/helpers';
import { registerFreshConsumer, saveQuoteOverApi, shareQuoteOverApi } from '../profile/helpers';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

/**
 * Issue 11's voice calls with two browsers on the default server, a consumer and the demo agent,
 * both with a fake microphone (the 'calls' project's launch flags). Audio flowing is read from the
 * call bar's `data-audio-flowing`, which the app sets from the peer connection's inbound RTP bytes.
 */

// One demo agent for every test here, and one of them switches its calls off and on: one at a time.
test.describe.configure({ mode: 'serial' });

/** The demo agent keeps every lead of a run: a name of its own keeps this test's lead apart. */
function uniqueFirstName(base: string): string {
  const letters = Array.from({ length: 4 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  );
  return `${base}${letters.join('')}`;
}

async function setCalls(request: APIRequestContext, origin: string, callsEnabled: boolean) {
  const response = await request.put('/api/user/call-availability', {
    headers: { Origin: origin, 'X-Requested-With': 'XMLHttpRequest' },
    data: { callsEnabled },
  });
  expect(response.status()).toBe(200);
}

/**
 * A fresh consumer sharing a request with the demo agent alone, and the conversation the agent
 * opens from the lead (which accepts it): the consent is current.
 */
async function conversationWithDemoAgent(page: Page, agent: LeadsAgent, origin: string) {
  const consumer = await registerFreshConsumer(page, uniqueFirstName('Rowan'));
  const quote = await saveQuoteOverApi(page);
  const leadId = await shareQuoteOverApi(page, quote.id, [agent.id]);
  const opened = await agent.request.post('/api/messages/conversations', {
    headers: { Origin: origin, 'X-Requested-With': 'XMLHttpRequest' },
    data: { leadId },
  });
  expect(opened.status()).toBe(200);
  const { id } = (await opened.json()) as { id: string };
  return { id, name: `${consumer.firstName} ${consumer.lastName}` };
}

/** Both sides on the conversation: the consumer at /messages/:id, the agent in the Messages tab. */
async function openBothSides(page: Page, agentPage: Page, conversationId: string, name: string) {
  const consumerReady = liveChannelReady(page);
  await page.goto(`/messages/${conversationId}`);
  await consumerReady;
  await openAgentSide(agentPage, name);
}

/** The agent at /agent with the conversation open in the Messages tab, the live channel ready. */
async function openAgentSide(agentPage: Page, name: string) {
  const agentReady = liveChannelReady(agentPage);
  await agentPage.goto('/agent');
  await agentPage.getByRole('tab', { name: 'Messages' }).click();
  await agentPage
    .getByRole('tabpanel', { name: 'Messages' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await expect(agentPage.getByRole('region', { name: `Conversation with ${name}` })).toBeVisible();
  await agentReady;
}

test('A consumer calls the agent: the call connects with audio both ways, and a hang-up on either side ends it for both', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL as string;
  const agent = await demoAgentContext(browser, origin);
  try {
    const conversation = await conversationWithDemoAgent(page, agent, origin);
    await setCalls(page.request, origin, true);
    await setCalls(agent.request, origin, true);
    const agentPage = await agent.context.newPage();
    // An ICE candidate gathered as the other side hangs up reaches a call that is over: the
    // server refuses it (409) and the session drops it; the browser still logs the refusal.
    const agentErrors = collectConsoleErrors(agentPage, isLateSignalRefusal);
    await openBothSides(page, agentPage, conversation.id, conversation.name);
    const agentName = agent.shownAs;
    const consumerView = page.getByRole('region', { name: `Conversation with ${agentName}` });
    const agentView = agentPage.getByRole('region', {
      name: `Conversation with ${conversation.name}`,
    });

    // First call: the consumer calls, the agent accepts with the keyboard, the caller hangs up.
    await consumerView.getByRole('button', { name: `Call ${agentName}` }).click();
    const consumerCall = consumerView.getByRole('region', { name: `Call with ${agentName}` });
    await expect(consumerCall).toContainText(`Calling ${agentName}…`);
    const ringing = agentView.getByRole('region', { name: 'Incoming call' });
    await expect(ringing).toContainText(`${conversation.name} is calling you`);
    await expect(agentPage.getByRole('status').filter({ hasText: 'Incoming call:' })).toHaveText(
      `Incoming call: ${conversation.name} is calling you. Accept or Decline.`,
    );
    await expectNoSeriousA11yViolations(agentPage);
    const accept = ringing.getByRole('button', { name: 'Accept' });
    await accept.focus();
    await agentPage.keyboard.press('Enter');
    const acceptedAt = Date.now();
    const agentCall = agentView.getByRole('region', { name: `Call with ${conversation.name}` });
    for (const bar of [consumerCall, agentCall]) {
      await expect(bar).toHaveAttribute('data-call-state', 'connected', { timeout: 10_000 });
      await expect(bar).toHaveAttribute('data-audio-flowing', 'true', { timeout: 10_000 });
    }
    expect(Date.now() - acceptedAt).toBeLessThan(10_000);
    await expect(consumerCall).toContainText(new RegExp(`On a call with ${agentName} · 0:\\d\\d`));
    await consumerCall.getByRole('button', { name: 'Hang up' }).click();
    for (const view of [consumerView, agentView]) {
      await expect(view.getByRole('region', { name: /^Call with/ })).toHaveCount(0);
      await expect(view.getByText('Call, under a minute')).toBeVisible();
    }
    await expect(agentPage.getByRole('status').filter({ hasText: 'The call ended.' })).toHaveCount(
      1,
    );

    // Second call: the callee hangs up.
    await consumerView.getByRole('button', { name: `Call ${agentName}` }).click();
    await ringing.getByRole('button', { name: 'Accept' }).click();
    await expect(agentCall).toHaveAttribute('data-audio-flowing', 'true', { timeout: 10_000 });
    await expect(consumerCall).toHaveAttribute('data-audio-flowing', 'true', { timeout: 10_000 });
    await agentCall.getByRole('button', { name: 'Hang up' }).click();
    for (const view of [consumerView, agentView]) {
      await expect(view.getByRole('region', { name: /^Call with/ })).toHaveCount(0);
      await expect(view.getByText('Call, under a minute')).toHaveCount(2);
      await expect(view.getByRole('button', { name: /^Call / })).toBeEnabled();
    }

    // Third call: the caller gives up while it rings; the agent sees a missed call.
    await consumerView.getByRole('button', { name: `Call ${agentName}` }).click();
    await expect(ringing).toBeVisible();
    await consumerCall.getByRole('button', { name: 'Cancel call' }).click();
    await expect(ringing).toHaveCount(0);
    await expect(agentView.getByText('Missed call')).toBeVisible();
    await expect(consumerView.getByText('Call not answered')).toBeVisible();

    const calls = await page.request.get(`/api/calls?conversationId=${conversation.id}`);
    expect(
      ((await calls.json()) as { calls: { status: string; endedBy: string }[] }).calls.map(
        (call) => call.status,
      ),
    ).toEqual(['ended', 'ended', 'missed']);
    // Nothing mentions a phone number.
    await expect(consumerView).not.toContainText(/\d{3}-\d{4}/);
    expect(agentErrors).toEqual([]);
  } finally {
    await agent.context.close();
  }
});

test('A consumer on their profile sees the agent calling, answers from the banner and accepts in the conversation', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL as string;
  const agent = await demoAgentContext(browser, origin);
  try {
    const conversation = await conversationWithDemoAgent(page, agent, origin);
    await setCalls(page.request, origin, true);
    await setCalls(agent.request, origin, true);
    const consumerReady = liveChannelReady(page);
    await page.goto('/profile');
    await consumerReady;
    const agentPage = await agent.context.newPage();
    await openAgentSide(agentPage, conversation.name);
    const agentName = agent.shownAs;
    const agentView = agentPage.getByRole('region', {
      name: `Conversation with ${conversation.name}`,
    });
    const agentCall = agentView.getByRole('region', { name: `Call with ${conversation.name}` });
    const callButton = agentView.getByRole('button', { name: `Call ${conversation.name}` });
    const banner = page.getByRole('region', { name: `Incoming call from ${agentName}` });

    // The agent gives up while it rings: the banner goes away.
    await callButton.click();
    await expect(banner).toBeVisible();
    await expect(page.getByRole('alert').filter({ has: banner })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await agentCall.getByRole('button', { name: 'Cancel call' }).click();
    await expect(banner).toHaveCount(0);

    // Declined from the banner: the agent's call ends.
    await callButton.click();
    await banner.getByRole('button', { name: 'Decline' }).click();
    await expect(banner).toHaveCount(0);
    await expect(agentCall).toHaveCount(0);
    await expect(page).toHaveURL(/\/profile$/);

    // Answer opens the conversation, where the ringing banner (only that one) offers Accept.
    await callButton.click();
    await banner.getByRole('button', { name: 'Answer' }).click();
    await expect(page).toHaveURL(new RegExp(`/messages/${conversation.id}$`));
    const consumerView = page.getByRole('region', { name: `Conversation with ${agentName}` });
    const ringing = consumerView.getByRole('region', { name: 'Incoming call' });
    await expect(ringing).toContainText(`${agentName} is calling you`);
    await expect(banner).toHaveCount(0);
    await ringing.getByRole('button', { name: 'Accept' }).click();
    const consumerCall = consumerView.getByRole('region', { name: `Call with ${agentName}` });
    for (const bar of [consumerCall, agentCall]) {
      await expect(bar).toHaveAttribute('data-call-state', 'connected', { timeout: 10_000 });
      await expect(bar).toHaveAttribute('data-audio-flowing', 'true', { timeout: 10_000 });
    }
    await consumerCall.getByRole('button', { name: 'Hang up' }).click();
    await expect(agentCall).toHaveCount(0);
  } finally {
    await agent.context.close();
  }
});

test('With calls off on one side there is no call button, and each side reads why', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL as string;
  const agent = await demoAgentContext(browser, origin);
  try {
    const conversation = await conversationWithDemoAgent(page, agent, origin);
    // The demo agent has calls on; this consumer has them off (the default).
    await setCalls(agent.request, origin, true);
    await setCalls(page.request, origin, false);
    const agentPage = await agent.context.newPage();
    await openBothSides(page, agentPage, conversation.id, conversation.name);
    const consumerView = page.getByRole('region', { name: `Conversation with ${agent.shownAs}` });
    const agentView = agentPage.getByRole('region', {
      name: `Conversation with ${conversation.name}`,
    });
    // Each side reads who has calls off: the consumer herself, the other side for the agent.
    await expect(consumerView.getByTestId('calls-off')).toContainText(
      `You have voice calls turned off. ${agent.shownAs} has them on.`,
    );
    await expect(agentView.getByTestId('calls-off')).toHaveText(
      `${conversation.name} has voice calls turned off, so you cannot call yet. Yours are on: the Call button appears here when ${conversation.name} turns theirs on.`,
    );
    for (const view of [consumerView, agentView]) {
      await expect(view.getByRole('button', { name: /^Call / })).toHaveCount(0);
    }
    // The agent's portal has the switch on the dashboard and in Settings, both on.
    await expect(agentPage.getByRole('switch', { name: 'Voice calls' }).first()).toBeChecked();
    // The server holds the same rule when a call is attempted anyway.
    const refused = await agent.request.post('/api/calls', {
      headers: { Origin: origin, 'X-Requested-With': 'XMLHttpRequest' },
      data: { conversationId: conversation.id },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'They have voice calls turned off',
    );
    // The consumer's notice and its switch pass axe (the agent's long page is not run here).
    await expectNoSeriousA11yViolations(page);
    // The consumer turns hers on in place: both sides get the Call button, the agent's live.
    await consumerView.getByRole('button', { name: 'Turn on my voice calls' }).click();
    await expect(consumerView.getByRole('button', { name: `Call ${agent.shownAs}` })).toBeFocused();
    await expect(
      agentView.getByRole('button', { name: `Call ${conversation.name}` }),
    ).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Voice calls' })).toBeChecked();
    // The agent turns calls off from Settings; the consumer reads it without a reload.
    await agentPage.getByRole('tab', { name: 'Settings' }).click();
    const settings = agentPage.getByRole('region', { name: 'Voice calls' });
    await expect(settings).toContainText('Your voice calls are on.');
    await settings.getByRole('switch', { name: 'Voice calls' }).click();
    await expect(settings).toContainText('Your voice calls are off');
    await expect(consumerView.getByTestId('calls-off')).toContainText(
      `${agent.shownAs} has voice calls turned off`,
    );
    await setCalls(agent.request, origin, true);
  } finally {
    await agent.context.close();
  }
});

function isLateSignalRefusal(message: ConsoleMessage): boolean {
  return (
    message.text().includes('status of 409') &&
    /\/api\/calls\/[^/]+\/signal$/.test(message.location().url)
  );
}
