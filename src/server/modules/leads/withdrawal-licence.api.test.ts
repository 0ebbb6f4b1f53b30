import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AgentDashboard } from '../../../shared/contracts/agents';
import type { LeadList, MatchList, RequestSharing } from '../../../shared/contracts/leads';
import type { ConversationPage, ConversationSummary } from '../../../shared/contracts/messages';
import { testConfig } from '../../config';
import { leads, withdrawals } from '../../db/schema';
import { createSavedQuoteFor, sampleAutoQuoteInput } from '../../seed/factories';
import { setUpApiTest } from '../../test-support/api-test-client';
import {
  consumerWithRequest,
  openLive,
  reviewer,
  verifiedAgent,
  waitFor,
} from '../../test-support/leads';
import { databaseKinds } from '../../test-support/test-app';
import { runLeadJob } from './lead-job';

/** Runs the lead job now (the app's own pass may hold the lock for a moment). */
async function runJobNow(db: Parameters<typeof runLeadJob>[0]) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const pass = await runLeadJob(db, testConfig());
    if (pass.ran) return pass;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the lead job never got its lock');
}

const offerBody = {
  premium: 99,
  period: 'monthly',
  coverages: [{ kind: 'bodily_injury', limit: '100/300' }],
  deductible: 500,
  termMonths: 6,
  description: 'Full coverage.',
};

const licenceBody = (states: string[]) => ({
  npn: '1234567',
  licences: states.map((state) => ({ state, lines: ['auto'] })),
  serviceAreas: states.map((state) => ({ state, zipPrefixes: [] })),
  languages: ['en'],
  bio: '',
});

/**
 * Issue 18, findings 1.2 and 1.3: a withdrawal stands (decision 0035) and the licence is checked
 * in every lead query (decision 0036). Each agent here serves a state of its own (the requests
 * are placed there), so every test's agent is the only verified agent its requests can match.
 */
describe.each(databaseKinds)('withdrawals and licences on %s', (kind) => {
  const api = setUpApiTest(kind, { LEAD_JOB_INTERVAL_MS: 3_600_000 });
  const db = () => api.testApp.database.db;
  let clientIdSeq = 0;
  const clientId = () => `wl-${kind}-${++clientIdSeq}-${Date.now()}`;

  /** The only agent in `state` (with its ZIP), and a consumer whose request there they accepted. */
  async function acceptedPair(state: string, zip: string) {
    const admin = await reviewer(db());
    const agent = await verifiedAgent(db(), api.client, admin.id, { states: [state] });
    const consumer = await consumerWithRequest(db(), api.client);
    const quote = await createSavedQuoteFor(db(), consumer.id, sampleAutoQuoteInput({ zip }));
    const consent = await api.client.call('POST', `/api/quotes/${quote.id}/consents`, {
      cookie: consumer.cookie,
      body: { agentIds: [agent.id] },
    });
    expect(consent.status).toBe(200);
    const { body: list } = await api.client.json<LeadList>('GET', '/api/agent/leads', {
      cookie: agent.cookie,
    });
    const leadId = list.leads[0]?.id ?? '';
    const opened = await api.client.json<ConversationSummary>(
      'POST',
      '/api/messages/conversations',
      { cookie: agent.cookie, body: { leadId } },
    );
    expect(opened.status).toBe(200);
    return { agent, consumer, quote, leadId, conversationId: opened.body.id };
  }

  const send = (cookie: string, conversationId: string, body: string) =>
    api.client.call('POST', '/api/messages', {
      cookie,
      body: { conversationId, clientId: clientId(), body },
    });

  it('after a withdrawal, automatic matching never gives the consumer to that agent again, even as the only match', async () => {
    const { agent, consumer } = await acceptedPair('NV', '89101');
    const withdrawn = await api.client.call('DELETE', `/api/profiles/me/access/${agent.id}`, {
      cookie: consumer.cookie,
    });
    expect(withdrawn.status).toBe(200);
    // The agent sets itself available again; the consumer asks for automatic matching on a new request.
    await api.client.call('PUT', '/api/agent/status', {
      cookie: agent.cookie,
      body: { manualStatus: 'available' },
    });
    const next = await createSavedQuoteFor(
      db(),
      consumer.id,
      sampleAutoQuoteInput({ zip: '89102' }),
    );
    const { status, body } = await api.client.json<RequestSharing>(
      'POST',
      `/api/quotes/${next.id}/consents`,
      { cookie: consumer.cookie, body: { mode: 'auto' } },
    );
    expect(status).toBe(200);
    expect(body.sharedWith).toEqual([]);
    await runJobNow(db());
    const rows = await db()
      .select()
      .from(leads)
      .where(and(eq(leads.quoteId, next.id), eq(leads.agentId, agent.id)));
    expect(rows).toEqual([]);
    const { body: agentLeads } = await api.client.json<LeadList>('GET', '/api/agent/leads', {
      cookie: agent.cookie,
    });
    expect(agentLeads.leads).toEqual([]);
    // The withdrawal is on record for good.
    const recorded = await db()
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.consumerId, consumer.id), eq(withdrawals.agentId, agent.id)));
    expect(recorded).toHaveLength(1);
  });

  it('the consumer may pick the agent again by hand, and the agent then sees nothing said before the withdrawal', async () => {
    const { agent, consumer, conversationId } = await acceptedPair('NM', '87101');
    expect(
      (await send(consumer.cookie, conversationId, 'My policy number is PN-555-1234')).status,
    ).toBe(201);
    expect((await send(agent.cookie, conversationId, 'Thanks, noted.')).status).toBe(201);
    await api.client.call('DELETE', `/api/profiles/me/access/${agent.id}`, {
      cookie: consumer.cookie,
    });
    const next = await createSavedQuoteFor(
      db(),
      consumer.id,
      sampleAutoQuoteInput({ zip: '87102' }),
    );
    // Listed for a hand pick (never matched automatically), and the pick works.
    const { body: matches } = await api.client.json<MatchList>(
      'GET',
      `/api/quotes/${next.id}/matches`,
      { cookie: consumer.cookie },
    );
    expect(matches.agents.map((card) => card.id)).toContain(agent.id);
    const picked = await api.client.json<RequestSharing>(
      'POST',
      `/api/quotes/${next.id}/consents`,
      {
        cookie: consumer.cookie,
        body: { agentIds: [agent.id] },
      },
    );
    expect(picked.status).toBe(200);
    expect(picked.body.sharedWith.map((item) => item.agent.id)).toEqual([agent.id]);
    const { body: list } = await api.client.json<LeadList>('GET', '/api/agent/leads', {
      cookie: agent.cookie,
    });
    const leadId = list.leads[0]?.id ?? '';
    const reopened = await api.client.json<ConversationSummary>(
      'POST',
      '/api/messages/conversations',
      { cookie: agent.cookie, body: { leadId } },
    );
    expect(reopened.status).toBe(200);
    expect(reopened.body.id).toBe(conversationId);
    expect(reopened.body.lastMessage).toBeNull();
    expect(reopened.body.unread).toBe(0);
    // The page, the catch-up and the unread count hold nothing from before.
    const page = await api.client.json<ConversationPage>(
      'GET',
      `/api/messages/conversations/${conversationId}`,
      { cookie: agent.cookie },
    );
    expect(page.status).toBe(200);
    expect(page.body.messages).toEqual([]);
    const catchUp = await api.client.json<ConversationPage>(
      'GET',
      `/api/messages/conversations/${conversationId}?since=0`,
      { cookie: agent.cookie },
    );
    expect(JSON.stringify(catchUp.body)).not.toContain('PN-555');
    const older = await api.client.json<ConversationPage>(
      'GET',
      `/api/messages/conversations/${conversationId}?before=100`,
      { cookie: agent.cookie },
    );
    expect(JSON.stringify(older.body)).not.toContain('PN-555');
    // A new message is seen: the conversation goes on from the re-grant.
    expect((await send(consumer.cookie, conversationId, 'Hello again')).status).toBe(201);
    const after = await api.client.json<ConversationPage>(
      'GET',
      `/api/messages/conversations/${conversationId}`,
      { cookie: agent.cookie },
    );
    expect(after.body.messages.map((message) => message.body)).toEqual(['Hello again']);
    const unread = await api.client.json<{ count: number }>('GET', '/api/messages/unread', {
      cookie: agent.cookie,
    });
    expect(unread.body.count).toBe(1);
    // The consumer's own history stays whole.
    const mine = await api.client.json<ConversationPage>(
      'GET',
      `/api/messages/conversations/${conversationId}`,
      { cookie: consumer.cookie },
    );
    expect(mine.body.messages.map((message) => message.body)).toEqual([
      'My policy number is PN-555-1234',
      'Thanks, noted.',
      'Hello again',
    ]);
  });

  it("no event about the consumer reaches the agent's socket after the withdrawal, live or replayed", async () => {
    const { agent, consumer, conversationId } = await acceptedPair('UT', '84101');
    expect((await send(agent.cookie, conversationId, 'Any questions?')).status).toBe(201);
    const live = await openLive(api.testApp.baseUrl, agent.cookie);
    const readyFrame = live.frames.find((frame) => frame.type === 'ready');
    const lastEventId = readyFrame && 'lastEventId' in readyFrame ? readyFrame.lastEventId : 0;
    await api.client.call('DELETE', `/api/profiles/me/access/${agent.id}`, {
      cookie: consumer.cookie,
    });
    // The withdrawal itself is told (the agent's screen says the customer left).
    await waitFor(() =>
      live.frames.find((frame) => frame.type === 'event' && frame.kind === 'lead.revoked'),
    );
    const seen = live.frames.length;
    // After it, the consumer reads the conversation (an event to the agent on the old code),
    // reads offers and edits the request.
    const read = await api.client.call(
      'POST',
      `/api/messages/conversations/${conversationId}/read`,
      {
        cookie: consumer.cookie,
        body: { seq: 1 },
      },
    );
    expect(read.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(live.frames.slice(seen)).toEqual([]);
    live.socket.close();
    // A reconnect replaying everything after the earlier id: the withdrawal's events, nothing after.
    const eventIds = (frames: typeof live.frames) =>
      frames.flatMap((frame) => (frame.type === 'event' ? [frame.id] : []));
    const again = await openLive(api.testApp.baseUrl, agent.cookie, lastEventId);
    expect(eventIds(again.frames)).toEqual(eventIds(live.frames.slice(0, seen)));
    again.socket.close();
  });

  it('an agent who re-recorded the licence without the request state reads no lead, customer, offer or conversation', async () => {
    const { agent, leadId, conversationId } = await acceptedPair('ID', '83701');
    expect(
      (await api.client.call('GET', `/api/agent/leads/${leadId}`, { cookie: agent.cookie })).status,
    ).toBe(200);
    const rerecorded = await api.client.call('PUT', '/api/agent/licence', {
      cookie: agent.cookie,
      body: licenceBody(['OR']),
    });
    expect(rerecorded.status).toBe(200);
    const detail = await api.client.call('GET', `/api/agent/leads/${leadId}`, {
      cookie: agent.cookie,
    });
    expect(detail.status).toBe(404);
    const { body: list } = await api.client.json<LeadList>('GET', '/api/agent/leads', {
      cookie: agent.cookie,
    });
    expect(list.leads).toEqual([]);
    const offer = await api.client.call('POST', `/api/agent/leads/${leadId}/offers`, {
      cookie: agent.cookie,
      body: offerBody,
    });
    expect(offer.status).toBe(404);
    expect(
      (await api.client.call('POST', `/api/agent/leads/${leadId}/accept`, { cookie: agent.cookie }))
        .status,
    ).toBe(404);
    expect(
      (
        await api.client.call('POST', '/api/messages/conversations', {
          cookie: agent.cookie,
          body: { leadId },
        })
      ).status,
    ).toBe(404);
    expect((await send(agent.cookie, conversationId, 'Still here')).status).toBe(404);
    expect(
      (
        await api.client.call('GET', `/api/messages/conversations/${conversationId}`, {
          cookie: agent.cookie,
        })
      ).status,
    ).toBe(404);
  });

  it('editing a shared request into another state closes the lead with the reason both sides see', async () => {
    const { agent, consumer, quote, leadId, conversationId } = await acceptedPair('MT', '59601');
    const sent = await api.client.call('POST', `/api/agent/leads/${leadId}/offers`, {
      cookie: agent.cookie,
      body: offerBody,
    });
    expect(sent.status).toBe(201);
    // Moved to Wyoming, where the agent holds no licence.
    const edited = await api.client.call('PUT', `/api/quotes/${quote.id}`, {
      cookie: consumer.cookie,
      body: sampleAutoQuoteInput({ zip: '82001' }),
    });
    expect(edited.status).toBe(200);
    const { body: sharing } = await api.client.json<RequestSharing>(
      'GET',
      `/api/quotes/${quote.id}/consents`,
      { cookie: consumer.cookie },
    );
    expect(sharing.sharedWith).toMatchObject([
      { leadId, status: 'closed', closeReason: 'request_changed' },
    ]);
    const { body: offers } = await api.client.json<{ offers: Array<{ status: string }> }>(
      'GET',
      `/api/quotes/${quote.id}/offers`,
      { cookie: consumer.cookie },
    );
    expect(offers.offers.map((offer) => offer.status)).toEqual(['withdrawn']);
    expect(
      (await api.client.call('GET', `/api/agent/leads/${leadId}`, { cookie: agent.cookie })).status,
    ).toBe(404);
    expect((await send(agent.cookie, conversationId, 'Hello?')).status).toBe(404);
    const { body: dashboard } = await api.client.json<AgentDashboard>(
      'GET',
      '/api/agent/dashboard',
      { cookie: agent.cookie },
    );
    expect(dashboard.recentActivity.map((entry) => entry.kind)).toContain('lead_closed');
    // An edit that keeps the state leaves a fitting lead alone.
    const other = await acceptedPair('SD', '57501');
    const kept = await api.client.call('PUT', `/api/quotes/${other.quote.id}`, {
      cookie: other.consumer.cookie,
      body: sampleAutoQuoteInput({ zip: '57501', deductible: 1000 }),
    });
    expect(kept.status).toBe(200);
    expect(
      (
        await api.client.call('GET', `/api/agent/leads/${other.leadId}`, {
          cookie: other.agent.cookie,
        })
      ).status,
    ).toBe(200);
  });
});
