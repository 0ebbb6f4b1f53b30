import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AgentDashboard } from '../../../shared/contracts/agents';
import type { Call, CallList, CallSignal, IceServer } from '../../../shared/contracts/calls';
import type { ConversationSummary } from '../../../shared/contracts/messages';
import { ConfigError, loadConfig } from '../../config';
import { calls, contactEvents, leads, users } from '../../db/schema';
import { setUpApiTest } from '../../test-support/api-test-client';
import {
  consumerWithRequest,
  openLive,
  reviewer,
  verifiedAgent,
  waitFor,
} from '../../test-support/leads';
import { databaseKinds } from '../../test-support/test-app';

const turnSecret = 'a-turn-secret-of-some-length';
const iceServers: IceServer[] = [
  { urls: 'stun:stun.example.org:3478' },
  { urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'] },
  { urls: 'turn:fixed.example.org', username: 'own', credential: 'kept' },
];

describe('ICE_SERVERS configuration', () => {
  it('reads a JSON array of RTCIceServer and refuses anything else with the variable named', () => {
    expect(loadConfig({}).ICE_SERVERS).toEqual([]);
    expect(loadConfig({ ICE_SERVERS: JSON.stringify(iceServers) }).ICE_SERVERS).toEqual(iceServers);
    for (const bad of [
      'stun:stun.example.org',
      '{"urls":"stun:stun.example.org"}',
      '[{"urls":"http://stun.example.org"}]',
      '[{"url":"stun:stun.example.org"}]',
      '[{"urls":[]}]',
    ]) {
      expect(() => loadConfig({ ICE_SERVERS: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ ICE_SERVERS: bad }), bad).toThrow(/ICE_SERVERS/);
    }
    expect(() => loadConfig({ TURN_SECRET: 'short' })).toThrow(/TURN_SECRET/);
  });
});

describe.each(databaseKinds)('calls on %s', (kind) => {
  const api = setUpApiTest(kind, {
    LEAD_JOB_INTERVAL_MS: 3_600_000,
    ICE_SERVERS: iceServers,
    TURN_SECRET: turnSecret,
  });
  const db = () => api.testApp.database.db;
  let adminId = '';
  beforeAll(async () => {
    adminId = (await reviewer(db())).id;
  });

  const callsOn = (id: string, callsEnabled = true) =>
    db().update(users).set({ callsEnabled }).where(eq(users.id, id));

  /** A consumer and an agent with an accepted lead and a conversation; both have calls on. */
  async function conversationOf({ callsEnabled = true } = {}) {
    const agent = await verifiedAgent(db(), api.client, adminId, { states: ['TX'] });
    const consumer = await consumerWithRequest(db(), api.client);
    await api.client.call('POST', `/api/quotes/${consumer.quote.id}/consents`, {
      cookie: consumer.cookie,
      body: { agentIds: [agent.id] },
    });
    const [lead] = await db().select().from(leads).where(eq(leads.quoteId, consumer.quote.id));
    const opened = await api.client.json<ConversationSummary>(
      'POST',
      '/api/messages/conversations',
      { cookie: agent.cookie, body: { leadId: lead?.id } },
    );
    expect(opened.status).toBe(200);
    if (callsEnabled) {
      await callsOn(agent.id);
      await callsOn(consumer.id);
    }
    return { agent, consumer, conversationId: opened.body.id };
  }

  const start = (cookie: string, conversationId: string) =>
    api.client.json<Call & { message?: string }>('POST', '/api/calls', {
      cookie,
      body: { conversationId },
    });
  const act = (cookie: string, id: string, action: 'accept' | 'decline' | 'hangup') =>
    api.client.json<Call & { message?: string }>('POST', `/api/calls/${id}/${action}`, { cookie });

  it('rings only when both have call availability on, and says who has it off', async () => {
    const { agent, consumer, conversationId } = await conversationOf({ callsEnabled: false });
    const neither = await start(consumer.cookie, conversationId);
    expect(neither.status).toBe(409);
    expect(neither.body.message).toBe('Turn on voice calls in your settings to call');
    await api.client.call('PUT', '/api/user/call-availability', {
      cookie: consumer.cookie,
      body: { callsEnabled: true },
    });
    const theirsOff = await start(consumer.cookie, conversationId);
    expect(theirsOff.status).toBe(409);
    expect(theirsOff.body.message).toBe('They have voice calls turned off');
    const spanish = await api.client.json<{ message: string }>('POST', '/api/calls', {
      cookie: consumer.cookie,
      body: { conversationId },
      headers: { 'Accept-Language': 'es' },
    });
    expect(spanish.body.message).toBe('Esta persona tiene las llamadas de voz desactivadas');
    // The agent switches calls on from the portal: the consumer's open conversation hears it.
    const consumerLive = await openLive(api.testApp.baseUrl, consumer.cookie);
    const agentOn = await api.client.json('PUT', '/api/user/call-availability', {
      cookie: agent.cookie,
      body: { callsEnabled: true },
    });
    expect(agentOn.body).toEqual({ callsEnabled: true });
    await waitFor(() =>
      consumerLive.frames.find(
        (frame) =>
          frame.type === 'event' &&
          frame.kind === 'conversation.changed' &&
          frame.conversationId === conversationId,
      ),
    );
    consumerLive.socket.close();
    const ringing = await start(consumer.cookie, conversationId);
    expect(ringing.status).toBe(201);
    expect(ringing.body).toMatchObject({
      conversationId,
      callerId: consumer.id,
      calleeId: agent.id,
      status: 'ringing',
      answeredAt: null,
    });
    // The counterpart's availability is in the conversation summary the call button reads.
    const summary = await api.client.json<{ conversations: ConversationSummary[] }>(
      'GET',
      '/api/messages/conversations',
      { cookie: consumer.cookie },
    );
    expect(summary.body.conversations[0]?.counterpart.callsEnabled).toBe(true);
  });

  it('answers 404 to anyone outside the conversation, and to the agent once access is withdrawn', async () => {
    const { agent, consumer, conversationId } = await conversationOf();
    const stranger = await consumerWithRequest(db(), api.client);
    const otherAgent = await verifiedAgent(db(), api.client, adminId, { states: ['TX'] });
    await callsOn(stranger.id);
    await callsOn(otherAgent.id);
    const call = (await start(consumer.cookie, conversationId)).body;
    for (const cookie of [stranger.cookie, otherAgent.cookie]) {
      expect((await start(cookie, conversationId)).status).toBe(404);
      expect((await act(cookie, call.id, 'accept')).status).toBe(404);
      expect((await act(cookie, call.id, 'hangup')).status).toBe(404);
      expect((await api.client.call('GET', `/api/calls/${call.id}`, { cookie })).status).toBe(404);
      expect(
        (await api.client.call('GET', `/api/calls?conversationId=${conversationId}`, { cookie }))
          .status,
      ).toBe(404);
      const signal = await api.client.call('POST', `/api/calls/${call.id}/signal`, {
        cookie,
        body: { kind: 'candidate', payload: null },
      });
      expect(signal.status).toBe(404);
      expect(
        (await api.client.call('GET', `/api/calls/${call.id}/signals`, { cookie })).status,
      ).toBe(404);
    }
    expect((await act(agent.cookie, 'not-a-uuid', 'accept')).status).toBe(404);
    const badBody = await api.client.json<{ message: string }>('POST', '/api/calls', {
      cookie: consumer.cookie,
      body: { conversationId: 'nope' },
    });
    expect(badBody.status).toBe(400);
    expect(badBody.body.message).toBe('This conversation is not available');

    await act(consumer.cookie, call.id, 'hangup');
    await api.client.call('DELETE', `/api/profiles/me/access/${agent.id}`, {
      cookie: consumer.cookie,
    });
    expect((await start(agent.cookie, conversationId)).status).toBe(404);
    expect((await start(consumer.cookie, conversationId)).status).toBe(404);
    // The consumer keeps the history of calls.
    const history = await api.client.json<CallList>(
      'GET',
      `/api/calls?conversationId=${conversationId}`,
      { cookie: consumer.cookie },
    );
    expect(history.body.calls.map((item) => item.status)).toEqual(['missed']);
  });

  it('runs the state machine: one call at a time, accept and hang up, decline, the caller giving up', async () => {
    const { agent, consumer, conversationId } = await conversationOf();
    const first = (await start(consumer.cookie, conversationId)).body;
    const second = await start(agent.cookie, conversationId);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('A call is already ringing or active in this conversation');
    const byCaller = await act(consumer.cookie, first.id, 'accept');
    expect(byCaller.status).toBe(403);
    const accepted = await act(agent.cookie, first.id, 'accept');
    expect(accepted.body).toMatchObject({ status: 'accepted' });
    expect(accepted.body.answeredAt).not.toBeNull();
    expect((await act(agent.cookie, first.id, 'accept')).status).toBe(409);
    expect((await act(agent.cookie, first.id, 'decline')).status).toBe(409);
    const ended = await act(consumer.cookie, first.id, 'hangup');
    expect(ended.body).toMatchObject({ status: 'ended', endedBy: consumer.id });
    // Both hanging up at once is fine: the second answer is the ended call.
    const again = await act(agent.cookie, first.id, 'hangup');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'ended', endedBy: consumer.id });

    const declinedCall = (await start(agent.cookie, conversationId)).body;
    const declined = await act(consumer.cookie, declinedCall.id, 'decline');
    expect(declined.body).toMatchObject({ status: 'declined', endedBy: consumer.id });

    const givenUp = (await start(agent.cookie, conversationId)).body;
    const gaveUp = await act(agent.cookie, givenUp.id, 'hangup');
    expect(gaveUp.body).toMatchObject({ status: 'missed', endedBy: agent.id });

    const list = await api.client.json<CallList>(
      'GET',
      `/api/calls?conversationId=${conversationId}`,
      { cookie: agent.cookie },
    );
    expect(list.body.calls.map((item) => item.status)).toEqual(['ended', 'declined', 'missed']);
    // Every call is in the consumer's contact log.
    const logged = await db()
      .select()
      .from(contactEvents)
      .where(and(eq(contactEvents.consumerId, consumer.id), eq(contactEvents.kind, 'call')));
    expect(logged).toHaveLength(3);
    // Calls answered today counts the answered call only.
    const dashboard = await api.client.json<AgentDashboard>('GET', '/api/agent/dashboard', {
      cookie: agent.cookie,
    });
    expect(dashboard.body.stats.callsToday).toBe(1);
  });

  it('lists the calls ringing for their callee only, while they ring', async () => {
    const { agent, consumer, conversationId } = await conversationOf();
    const call = (await start(agent.cookie, conversationId)).body;
    const ringing = (cookie: string) =>
      api.client.json<{ calls: Call[] }>('GET', '/api/calls/ringing', { cookie });
    expect((await ringing(consumer.cookie)).body.calls.map((item) => item.id)).toEqual([call.id]);
    // The caller is not rung by their own call.
    expect((await ringing(agent.cookie)).body.calls).toEqual([]);
    await act(consumer.cookie, call.id, 'decline');
    expect((await ringing(consumer.cookie)).body.calls).toEqual([]);
    expect((await api.client.call('GET', '/api/calls/ringing')).status).toBe(401);
  });

  it("ends a call in progress when the consumer withdraws the agent's access", async () => {
    const { agent, consumer, conversationId } = await conversationOf();
    const call = (await start(consumer.cookie, conversationId)).body;
    expect((await act(agent.cookie, call.id, 'accept')).body.status).toBe('accepted');
    await api.client.call('DELETE', `/api/profiles/me/access/${agent.id}`, {
      cookie: consumer.cookie,
    });
    const list = await api.client.json<{ calls: Call[] }>(
      'GET',
      `/api/calls?conversationId=${conversationId}`,
      { cookie: consumer.cookie },
    );
    expect(list.body.calls.find((item) => item.id === call.id)).toMatchObject({
      status: 'ended',
      endedBy: consumer.id,
    });
    // The agent cannot ring again either.
    expect((await start(agent.cookie, conversationId)).status).toBe(404);
  });

  it('turns a call nobody answers within 30 s into a missed call, and tells both members live', async () => {
    const { agent, consumer, conversationId } = await conversationOf();
    const call = (await start(consumer.cookie, conversationId)).body;
    const consumerLive = await openLive(api.testApp.baseUrl, consumer.cookie);
    const rangAt = new Date(Date.now() - 31_000);
    await db().update(calls).set({ createdAt: rangAt }).where(eq(calls.id, call.id));
    const read = await api.client.json<Call>('GET', `/api/calls/${call.id}`, {
      cookie: agent.cookie,
    });
    expect(read.body.status).toBe('missed');
    // It stopped ringing at the timeout, not when someone happened to look.
    expect(new Date(read.body.endedAt ?? 0).getTime()).toBe(rangAt.getTime() + 30_000);
    await waitFor(() =>
      consumerLive.frames.find(
        (frame) =>
          frame.type === 'event' &&
          frame.kind === 'call.updated' &&
          frame.callId === call.id &&
          frame.id > 0,
      ),
    );
    consumerLive.socket.close();
    expect((await act(agent.cookie, call.id, 'accept')).status).toBe(409);
    // The conversation is free again.
    expect((await start(agent.cookie, conversationId)).status).toBe(201);
  });

  it('passes signals to the other member only, in order, after a given id', async () => {
    const { agent, consumer, conversationId } = await conversationOf();
    const call = (await start(consumer.cookie, conversationId)).body;
    await act(agent.cookie, call.id, 'accept');
    const agentLive = await openLive(api.testApp.baseUrl, agent.cookie);
    const consumerLive = await openLive(api.testApp.baseUrl, consumer.cookie);
    const offer = { type: 'offer', sdp: 'v=0\r\n' };
    const candidate = { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0' };
    const sent = [];
    for (const body of [
      { kind: 'description', payload: offer },
      { kind: 'candidate', payload: candidate },
      { kind: 'candidate', payload: null },
    ]) {
      const answer = await api.client.json<{ id: number }>('POST', `/api/calls/${call.id}/signal`, {
        cookie: consumer.cookie,
        body,
      });
      expect(answer.status).toBe(201);
      sent.push(answer.body.id);
    }
    await waitFor(
      () =>
        agentLive.frames.filter(
          (frame) =>
            frame.type === 'event' && frame.kind === 'call.signal' && frame.callId === call.id,
        ).length === 3,
    );
    // The events carry ids only; the sender hears nothing of their own signals.
    const event = agentLive.frames.find(
      (frame) => frame.type === 'event' && frame.kind === 'call.signal',
    );
    expect(JSON.stringify(event)).not.toContain('v=0');
    expect(
      consumerLive.frames.some((frame) => frame.type === 'event' && frame.kind === 'call.signal'),
    ).toBe(false);
    agentLive.socket.close();
    consumerLive.socket.close();

    const forAgent = await api.client.json<{ signals: CallSignal[] }>(
      'GET',
      `/api/calls/${call.id}/signals?after=0`,
      { cookie: agent.cookie },
    );
    expect(forAgent.body.signals.map((signal) => [signal.kind, signal.payload])).toEqual([
      ['description', offer],
      ['candidate', candidate],
      ['candidate', null],
    ]);
    const later = await api.client.json<{ signals: CallSignal[] }>(
      'GET',
      `/api/calls/${call.id}/signals?after=${sent[1]}`,
      { cookie: agent.cookie },
    );
    expect(later.body.signals.map((signal) => signal.id)).toEqual([sent[2]]);
    const forConsumer = await api.client.json<{ signals: CallSignal[] }>(
      'GET',
      `/api/calls/${call.id}/signals`,
      { cookie: consumer.cookie },
    );
    expect(forConsumer.body.signals).toEqual([]);

    const bad = await api.client.json<{ message: string }>('POST', `/api/calls/${call.id}/signal`, {
      cookie: consumer.cookie,
      body: { kind: 'video', payload: {} },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The call could not be connected: bad signalling data');
    await act(agent.cookie, call.id, 'hangup');
    const afterEnd = await api.client.json<{ message: string }>(
      'POST',
      `/api/calls/${call.id}/signal`,
      { cookie: consumer.cookie, body: { kind: 'candidate', payload: null } },
    );
    expect(afterEnd.status).toBe(409);
    expect(afterEnd.body.message).toBe('This call has ended');
  });

  it('gives ICE servers with 1-hour TURN credentials in the TURN REST format', async () => {
    const { consumer } = await conversationOf();
    const before = Math.floor(Date.now() / 1000);
    const answer = await api.client.json<IceServer[]>('GET', '/api/calls/ice-servers', {
      cookie: consumer.cookie,
    });
    expect(answer.status).toBe(200);
    expect(answer.response.headers.get('cache-control')).toBe('no-store');
    const [stun, turn, fixed] = answer.body;
    expect(stun).toEqual({ urls: 'stun:stun.example.org:3478' });
    expect(fixed).toEqual(iceServers[2]);
    expect(turn?.urls).toEqual(iceServers[1]?.urls);
    const [expiry, userId] = (turn?.username ?? '').split(':');
    expect(userId).toBe(consumer.id);
    expect(Number(expiry) - before).toBeGreaterThanOrEqual(3600);
    expect(Number(expiry) - before).toBeLessThanOrEqual(3602);
    expect(turn?.credential).toBe(
      createHmac('sha1', turnSecret)
        .update(turn?.username ?? '')
        .digest('base64'),
    );
    expect((await api.client.call('GET', '/api/calls/ice-servers')).status).toBe(401);
  });
});
