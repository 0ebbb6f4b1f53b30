import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ConversationPage,
  ConversationSummary,
  Message,
} from '../../../shared/contracts/messages';
import { activityEvents, contactEvents, leads, messages, notifications } from '../../db/schema';
import { setUpApiTest } from '../../test-support/api-test-client';
import {
  consumerWithRequest,
  openLive,
  reviewer,
  verifiedAgent,
  waitFor,
} from '../../test-support/leads';
import { pong } from '../../test-support/live-barrier';
import { databaseKinds } from '../../test-support/test-app';

const clientId = () => randomBytes(9).toString('base64url');

describe.each(databaseKinds)('messages on %s', (kind) => {
  const api = setUpApiTest(kind, {
    LEAD_JOB_INTERVAL_MS: 3_600_000,
    // Pages of 50 messages are sent at once: above the per-minute limit (tested in fuzz/).
    MESSAGE_RATE_LIMIT_PER_MINUTE: 10_000,
  });
  const db = () => api.testApp.database.db;
  let adminId = '';
  beforeAll(async () => {
    adminId = (await reviewer(db())).id;
  });

  /** A consumer who shared a request with one agent; the lead id. */
  async function pair() {
    const agent = await verifiedAgent(db(), api.client, adminId, { states: ['TX'] });
    const consumer = await consumerWithRequest(db(), api.client);
    await api.client.call('POST', `/api/quotes/${consumer.quote.id}/consents`, {
      cookie: consumer.cookie,
      body: { agentIds: [agent.id] },
    });
    const [lead] = await db().select().from(leads).where(eq(leads.quoteId, consumer.quote.id));
    return { agent, consumer, leadId: lead?.id ?? '' };
  }

  async function conversationOf() {
    const parties = await pair();
    const opened = await api.client.json<ConversationSummary>(
      'POST',
      '/api/messages/conversations',
      {
        cookie: parties.agent.cookie,
        body: { leadId: parties.leadId },
      },
    );
    expect(opened.status).toBe(200);
    return { ...parties, conversationId: opened.body.id };
  }

  const send = (cookie: string, conversationId: string, body: string, id = clientId()) =>
    api.client.json<Message & { message?: string }>('POST', '/api/messages', {
      cookie,
      body: { conversationId, clientId: id, body },
    });

  it('opens a conversation from a lead: the agent opening accepts it, the consumer waits for that', async () => {
    const { agent, consumer, leadId } = await pair();
    const early = await api.client.json('POST', '/api/messages/conversations', {
      cookie: consumer.cookie,
      body: { leadId },
    });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ message: 'The agent has not accepted your request yet' });
    const byAgent = await api.client.json<ConversationSummary>(
      'POST',
      '/api/messages/conversations',
      {
        cookie: agent.cookie,
        body: { leadId },
      },
    );
    expect(byAgent.body).toMatchObject({
      lastSeq: 0,
      canSend: true,
      counterpart: { role: 'consumer' },
    });
    const byConsumer = await api.client.json<ConversationSummary>(
      'POST',
      '/api/messages/conversations',
      {
        cookie: consumer.cookie,
        body: { leadId },
      },
    );
    expect(byConsumer.body.id).toBe(byAgent.body.id);
    expect(byConsumer.body.counterpart).toMatchObject({
      role: 'agent',
      lastName: 'M',
      provider: { name: 'State Farm', verified: true },
    });
  });

  it('numbers messages without gaps in commit order, both ways, and keeps HTML as text', async () => {
    const { agent, consumer, conversationId } = await conversationOf();
    const sent = [];
    for (const [cookie, body] of [
      [consumer.cookie, 'Hello, is full coverage worth it?'],
      [agent.cookie, 'Yes for a 2021 car. <b>Bold</b> stays text.'],
      [consumer.cookie, 'Thanks!'],
    ] as const) {
      const answer = await send(cookie, conversationId, body);
      expect(answer.status).toBe(201);
      sent.push(answer.body);
    }
    expect(sent.map((message) => message.seq)).toEqual([1, 2, 3]);
    const page = await api.client.json<ConversationPage>(
      'GET',
      `/api/messages/conversations/${conversationId}`,
      {
        cookie: consumer.cookie,
      },
    );
    expect(page.body.messages.map((message) => message.body)).toEqual([
      'Hello, is full coverage worth it?',
      'Yes for a 2021 car. <b>Bold</b> stays text.',
      'Thanks!',
    ]);
    // Client ids are shown to their sender only.
    expect(page.body.messages.map((message) => message.clientId === null)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it("writes beside each message what it causes: the consumer's first message on the agent's activity once, the agent's on the contact log, the recipient's one notification", async () => {
    const { agent, consumer, conversationId } = await conversationOf();
    expect((await send(consumer.cookie, conversationId, 'First')).status).toBe(201);
    expect((await send(consumer.cookie, conversationId, 'Second')).status).toBe(201);
    expect((await send(agent.cookie, conversationId, 'Reply')).status).toBe(201);
    const activity = await db()
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.userId, agent.id), eq(activityEvents.kind, 'message_received')));
    expect(activity.map((row) => row.detail)).toEqual([{ conversationId }]);
    const contacts = await db()
      .select()
      .from(contactEvents)
      .where(and(eq(contactEvents.agentId, agent.id), eq(contactEvents.kind, 'message_sent')));
    expect(contacts.map((row) => row.consumerId)).toEqual([consumer.id]);
    // One waiting notification per recipient and conversation, however many messages.
    const waiting = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.conversationId, conversationId));
    expect(waiting.map((row) => row.userId).sort()).toEqual([agent.id, consumer.id].sort());
  });

  it('answers a retry with the stored message, and five racing sends of one client id make one', async () => {
    const { consumer, conversationId } = await conversationOf();
    const id = clientId();
    const first = await send(consumer.cookie, conversationId, 'Only once', id);
    const retry = await send(consumer.cookie, conversationId, 'Only once', id);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(first.body.id);
    const racing = clientId();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(consumer.cookie, conversationId, 'Racing', racing)),
    );
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const rows = await db()
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    expect(rows.map((row) => row.seq).sort()).toEqual([1, 2]);
  });

  it('counts unread messages for the bell and moves read marks forward only', async () => {
    const { agent, consumer, conversationId } = await conversationOf();
    for (let index = 0; index < 3; index++)
      await send(agent.cookie, conversationId, `Note ${index}`);
    const unread = await api.client.json<{ count: number }>('GET', '/api/messages/unread', {
      cookie: consumer.cookie,
    });
    expect(unread.body.count).toBe(3);
    const read = await api.client.json<ConversationSummary>(
      'POST',
      `/api/messages/conversations/${conversationId}/read`,
      {
        cookie: consumer.cookie,
        body: { seq: 2 },
      },
    );
    expect(read.body).toMatchObject({ myReadSeq: 2, unread: 1 });
    const backwards = await api.client.json<ConversationSummary>(
      'POST',
      `/api/messages/conversations/${conversationId}/read`,
      { cookie: consumer.cookie, body: { seq: 1 } },
    );
    expect(backwards.body.myReadSeq).toBe(2);
    await api.client.call('POST', `/api/messages/conversations/${conversationId}/read`, {
      cookie: consumer.cookie,
      body: { seq: 99 },
    });
    expect(
      (
        await api.client.json<{ count: number }>('GET', '/api/messages/unread', {
          cookie: consumer.cookie,
        })
      ).body.count,
    ).toBe(0);
    const agentView = await api.client.json<{ conversations: ConversationSummary[] }>(
      'GET',
      '/api/messages/conversations',
      {
        cookie: agent.cookie,
      },
    );
    expect(
      agentView.body.conversations.find((item) => item.id === conversationId)?.theirReadSeq,
    ).toBe(3);
  });

  it('edits and deletes within 15 minutes, and catches up with every change since a change number', async () => {
    const { agent, consumer, conversationId } = await conversationOf();
    const first = await send(consumer.cookie, conversationId, 'Typo hree');
    const second = await send(consumer.cookie, conversationId, 'Delete me');
    const cursor = second.body.change;
    const edited = await api.client.json<Message>('PATCH', `/api/messages/${first.body.id}`, {
      cookie: consumer.cookie,
      body: { body: 'Typo here' },
    });
    expect(edited.body).toMatchObject({ body: 'Typo here', seq: 1 });
    expect(edited.body.editedAt).not.toBeNull();
    const deleted = await api.client.json<Message>('DELETE', `/api/messages/${second.body.id}`, {
      cookie: consumer.cookie,
    });
    expect(deleted.body).toMatchObject({ body: '', seq: 2 });
    await send(agent.cookie, conversationId, 'New one');
    const since = await api.client.json<ConversationPage>(
      'GET',
      `/api/messages/conversations/${conversationId}?since=${cursor}`,
      { cookie: agent.cookie },
    );
    expect(since.body.messages.map((message) => [message.seq, message.body])).toEqual([
      [1, 'Typo here'],
      [2, ''],
      [3, 'New one'],
    ]);
    // Not one's own message: 404. Too late: 409.
    expect(
      (await api.client.call('DELETE', `/api/messages/${first.body.id}`, { cookie: agent.cookie }))
        .status,
    ).toBe(404);
    await db()
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(messages.id, first.body.id));
    const late = await api.client.json('PATCH', `/api/messages/${first.body.id}`, {
      cookie: consumer.cookie,
      body: { body: 'Too late' },
    });
    expect(late.status).toBe(409);
  });

  it('pages back with ?before= and asks for a reload when a catch-up is too large', async () => {
    const { consumer, conversationId } = await conversationOf();
    for (let index = 1; index <= 60; index++)
      await send(consumer.cookie, conversationId, `Message ${index}`);
    const latest = await api.client.json<ConversationPage>(
      'GET',
      `/api/messages/conversations/${conversationId}`,
      {
        cookie: consumer.cookie,
      },
    );
    expect(latest.body.messages).toHaveLength(50);
    expect(latest.body.messages[0]?.seq).toBe(11);
    expect(latest.body.hasOlder).toBe(true);
    const older = await api.client.json<ConversationPage>(
      'GET',
      `/api/messages/conversations/${conversationId}?before=11`,
      { cookie: consumer.cookie },
    );
    expect(older.body.messages.map((message) => message.seq)).toEqual(
      Array.from({ length: 10 }, (_, index) => index + 1),
    );
    expect(older.body.hasOlder).toBe(false);
    for (let index = 61; index <= 205; index++)
      await send(consumer.cookie, conversationId, `Message ${index}`);
    const reset = await api.client.json<ConversationPage>(
      'GET',
      `/api/messages/conversations/${conversationId}?since=0`,
      { cookie: consumer.cookie },
    );
    expect(reset.body).toMatchObject({ reset: true, messages: [] });
  });

  it('refuses empty and over-long bodies and bad ids with 400', async () => {
    const { consumer, conversationId } = await conversationOf();
    for (const [body, message] of [
      ['   ', 'Write a message first'],
      ['x'.repeat(4001), 'A message can be at most 4,000 characters'],
    ] as const) {
      const refused = await send(consumer.cookie, conversationId, body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect((await send(consumer.cookie, conversationId, 'ok', 'short')).status).toBe(400);
    expect((await send(consumer.cookie, 'not-a-uuid', 'ok')).status).toBe(400);
    expect((await send(consumer.cookie, conversationId, 'x'.repeat(4000))).status).toBe(201);
  });

  it('keeps agent notes from the consumer by every path', async () => {
    const { agent, consumer, conversationId } = await conversationOf();
    const note = await api.client.json(
      'POST',
      `/api/messages/conversations/${conversationId}/notes`,
      {
        cookie: agent.cookie,
        body: { body: 'Price-sensitive; mention the multi-car discount.' },
      },
    );
    expect(note.status).toBe(201);
    expect(
      (
        await api.client.call('GET', `/api/messages/conversations/${conversationId}/notes`, {
          cookie: consumer.cookie,
        })
      ).status,
    ).toBe(403);
    const everything = JSON.stringify([
      (
        await api.client.json('GET', `/api/messages/conversations/${conversationId}`, {
          cookie: consumer.cookie,
        })
      ).body,
      (
        await api.client.json('GET', `/api/messages/conversations/${conversationId}?since=0`, {
          cookie: consumer.cookie,
        })
      ).body,
      (await api.client.json('GET', '/api/messages/conversations', { cookie: consumer.cookie }))
        .body,
      (await api.client.json('GET', '/api/profiles/me/access', { cookie: consumer.cookie })).body,
    ]);
    expect(everything).not.toContain('multi-car');
    const notes = await api.client.json<{ notes: Array<{ body: string }> }>(
      'GET',
      `/api/messages/conversations/${conversationId}/notes`,
      { cookie: agent.cookie },
    );
    expect(notes.body.notes.map((item) => item.body)).toEqual([
      'Price-sensitive; mention the multi-car discount.',
    ]);
  });

  it('ends the agent side at once when the consumer withdraws access; the consumer keeps the history', async () => {
    const { agent, consumer, conversationId } = await conversationOf();
    await send(agent.cookie, conversationId, 'Here is my offer');
    const agentLive = await openLive(api.testApp.baseUrl, agent.cookie);
    await api.client.call('DELETE', `/api/profiles/me/access/${agent.id}`, {
      cookie: consumer.cookie,
    });
    // The agent's open screens hear of it at once.
    await waitFor(
      () =>
        agentLive.frames.find(
          (frame) =>
            frame.type === 'event' &&
            frame.kind === 'conversation.changed' &&
            frame.conversationId === conversationId,
        ),
      1000,
    );
    agentLive.socket.close();
    expect(
      (
        await api.client.call('GET', `/api/messages/conversations/${conversationId}`, {
          cookie: agent.cookie,
        })
      ).status,
    ).toBe(404);
    expect((await send(agent.cookie, conversationId, 'Still there?')).status).toBe(404);
    const history = await api.client.json<ConversationPage>(
      'GET',
      `/api/messages/conversations/${conversationId}`,
      {
        cookie: consumer.cookie,
      },
    );
    expect(history.body.conversation.canSend).toBe(false);
    expect(history.body.messages).toHaveLength(1);
    const closed = await send(consumer.cookie, conversationId, 'Bye');
    expect(closed.status).toBe(403);
    expect(closed.body.message).toBe('You can no longer send messages in this conversation');
  });

  it('answers 404 to strangers and tells the other member live within a second', async () => {
    const { agent, consumer, conversationId } = await conversationOf();
    const stranger = await consumerWithRequest(db(), api.client);
    const otherAgent = await verifiedAgent(db(), api.client, adminId, { states: ['TX'] });
    for (const cookie of [stranger.cookie, otherAgent.cookie]) {
      expect(
        (await api.client.call('GET', `/api/messages/conversations/${conversationId}`, { cookie }))
          .status,
      ).toBe(404);
      expect((await send(cookie, conversationId, 'Hi')).status).toBe(404);
    }
    const live = await openLive(api.testApp.baseUrl, agent.cookie);
    const started = Date.now();
    await send(consumer.cookie, conversationId, 'Are you there?');
    const event = await waitFor(
      () =>
        live.frames.find(
          (frame) => frame.type === 'event' && frame.kind === 'conversation.changed',
        ),
      1000,
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect(event).toMatchObject({ conversationId });
    live.socket.close();
  });

  it('passes a typing signal to the other member only, and never from a stranger', async () => {
    const { agent, consumer, conversationId } = await conversationOf();
    const stranger = await consumerWithRequest(db(), api.client);
    const agentLive = await openLive(api.testApp.baseUrl, agent.cookie);
    const consumerLive = await openLive(api.testApp.baseUrl, consumer.cookie);
    const strangerLive = await openLive(api.testApp.baseUrl, stranger.cookie);
    strangerLive.socket.send(JSON.stringify({ type: 'typing', conversationId }));
    consumerLive.socket.send(JSON.stringify({ type: 'typing', conversationId }));
    const typing = await waitFor(
      () => agentLive.frames.find((frame) => frame.type === 'typing'),
      1000,
    );
    expect(typing).toEqual({ type: 'typing', conversationId, userId: consumer.id });
    // A second signal within 2 s is dropped; the typist's own sockets never hear it.
    consumerLive.socket.send(JSON.stringify({ type: 'typing', conversationId }));
    // Barrier instead of a sleep: the pong says the server has read the second signal; then a
    // signal the other way travels the same path (membership query, notification, delivery)
    // behind it, so once it has arrived a second signal that got through would have too.
    await pong(consumerLive);
    agentLive.socket.send(JSON.stringify({ type: 'typing', conversationId }));
    await waitFor(() => consumerLive.frames.find((frame) => frame.type === 'typing'), 5000);
    const typingFrom = (live: typeof agentLive, userId: string) =>
      live.frames.filter((frame) => frame.type === 'typing' && frame.userId === userId);
    expect(typingFrom(agentLive, consumer.id)).toHaveLength(1);
    expect(typingFrom(consumerLive, consumer.id)).toHaveLength(0);
    expect(typingFrom(consumerLive, agent.id)).toHaveLength(1);
    for (const live of [agentLive, consumerLive, strangerLive]) live.socket.close();
  });

  it("counts the agent's unread conversations and waiting leads as the portal labels them", async () => {
    const stats = async (cookie: string) =>
      (
        await api.client.json<{ stats: { unreadConversations: number; pendingLeads: number } }>(
          'GET',
          '/api/agent/dashboard',
          { cookie },
        )
      ).body.stats;
    const { agent, consumer, conversationId } = await conversationOf();
    await send(agent.cookie, conversationId, 'Hello from your agent');
    expect((await stats(agent.cookie)).unreadConversations).toBe(0);
    await send(consumer.cookie, conversationId, 'First question');
    await send(consumer.cookie, conversationId, 'Second question');
    expect((await stats(agent.cookie)).unreadConversations).toBe(1);
    const read = await api.client.json<ConversationSummary>(
      'POST',
      `/api/messages/conversations/${conversationId}/read`,
      { cookie: agent.cookie, body: { seq: 99 } },
    );
    expect(read.body).toMatchObject({ unread: 0 });
    expect((await stats(agent.cookie)).unreadConversations).toBe(0);

    // A pending lead counts until its deadline, even before the expiry job closes it.
    const waiting = await pair();
    expect((await stats(waiting.agent.cookie)).pendingLeads).toBe(1);
    await db()
      .update(leads)
      .set({ respondBy: new Date(Date.now() - 60_000) })
      .where(eq(leads.id, waiting.leadId));
    expect((await stats(waiting.agent.cookie)).pendingLeads).toBe(0);
  });
});
