import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  LeadDetail,
  LeadList,
  MatchList,
  Offer,
  RequestSharing,
} from '../../../shared/contracts/leads';
import { testConfig } from '../../config';
import { consents, consumerProfiles, leads, offers } from '../../db/schema';
import { createSavedQuoteFor, sampleAutoQuoteInput } from '../../seed/factories';
import { setUpApiTest } from '../../test-support/api-test-client';
import { consumerWithRequest, reviewer, verifiedAgent } from '../../test-support/leads';
import { databaseKinds } from '../../test-support/test-app';
import { type FillCursor, fillOpenRequests } from './lead-delivery';
import { runLeadJob } from './lead-job';

type Agent = Awaited<ReturnType<typeof verifiedAgent>>;

/**
 * Runs the lead job now. A route may have kicked the app's own job, which holds the advisory
 * lock for a moment: try again until this pass runs.
 */
async function runJobNow(db: Parameters<typeof runLeadJob>[0]) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const pass = await runLeadJob(db, testConfig());
    if (pass.ran) return pass;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the lead job never got its lock');
}

const offerBody = (overrides: Record<string, unknown> = {}) => ({
  premium: 123.45,
  period: 'monthly',
  coverages: [
    { kind: 'bodily_injury', limit: '100/300' },
    { kind: 'collision', limit: 'Actual cash value' },
  ],
  deductible: 500,
  termMonths: 6,
  description: 'Full coverage with accident forgiveness.',
  ...overrides,
});

describe.each(databaseKinds)('consent, leads and offers on %s', (kind) => {
  const api = setUpApiTest(kind, { LEAD_JOB_INTERVAL_MS: 3_600_000 });
  const db = () => api.testApp.database.db;
  let adminId = '';
  const eligible: Agent[] = [];
  const ineligible: Record<string, Agent> = {};

  beforeAll(async () => {
    adminId = (await reviewer(db())).id;
    // Five agents who match a TX auto request; one speaks Spanish.
    for (let index = 0; index < 4; index++) {
      eligible.push(await verifiedAgent(db(), api.client, adminId));
    }
    eligible.push(await verifiedAgent(db(), api.client, adminId, { languages: ['en', 'es'] }));
    ineligible.californiaOnly = await verifiedAgent(db(), api.client, adminId, { states: ['CA'] });
    ineligible.unconfirmed = await verifiedAgent(db(), api.client, adminId, {
      emailConfirmed: false,
    });
    ineligible.unavailable = await verifiedAgent(db(), api.client, adminId, {
      status: 'unavailable',
    });
    ineligible.homeOnly = await verifiedAgent(db(), api.client, adminId, { lines: ['home'] });
  });

  const eligibleIds = () => new Set(eligible.map((agent) => agent.id));

  it('lists the matching agents, Spanish speakers first for a Spanish consumer, with the consent wording', async () => {
    const consumer = await consumerWithRequest(db(), api.client);
    const { status, body } = await api.client.json<MatchList>(
      'GET',
      `/api/quotes/${consumer.quote.id}/matches`,
      {
        cookie: consumer.cookie,
        headers: { 'Accept-Language': 'es' },
      },
    );
    expect(status).toBe(200);
    const ids = body.agents.map((agent) => agent.id);
    expect(ids.filter((id) => eligibleIds().has(id)).sort()).toEqual([...eligibleIds()].sort());
    for (const agent of Object.values(ineligible)) expect(ids).not.toContain(agent.id);
    expect(ids[0]).toBe(eligible[4]?.id);
    expect(body.scope).toEqual(['name', 'zipAndState', 'answers', 'estimates']);
    expect(body.wording).toMatch(/^Acepto que Lion Insurance comparta su nombre/);
    // Cards never carry an e-mail or a last name.
    expect(JSON.stringify(body)).not.toContain('@');
    expect(body.agents[0]).toMatchObject({ lastInitial: 'M', verifiedStates: ['TX'] });
  });

  it('delivers an auto consent to exactly three matching agents and records what was shared', async () => {
    const consumer = await consumerWithRequest(db(), api.client);
    const { status, body } = await api.client.json<RequestSharing>(
      'POST',
      `/api/quotes/${consumer.quote.id}/consents`,
      { cookie: consumer.cookie, body: { mode: 'auto' } },
    );
    expect(status).toBe(200);
    expect(body.sharedWith).toHaveLength(3);
    expect(body.consent).toMatchObject({
      mode: 'auto',
      scope: ['name', 'zipAndState', 'answers', 'estimates'],
    });
    expect(body.consent?.wording).toMatch(/^I agree that Lion Insurance shares your name/);
    expect(body.waitingFor).toBe(0);
    const chosen = body.sharedWith.map((entry) => entry.agent.id);
    for (const id of chosen) expect(eligibleIds().has(id)).toBe(true);
    for (const agent of [...eligible, ...Object.values(ineligible)]) {
      const list = await api.client.json<LeadList>('GET', '/api/agent/leads', {
        cookie: agent.cookie,
      });
      const has = list.body.leads.some(
        (lead) =>
          lead.customerName === `${consumer.firstName} ${consumer.lastName}` &&
          lead.receivedAt ===
            body.sharedWith.find((entry) => entry.agent.id === agent.id)?.sharedAt,
      );
      expect(has, agent.email).toBe(chosen.includes(agent.id));
    }
    // Consenting again never goes past three.
    const again = await api.client.json<RequestSharing>(
      'POST',
      `/api/quotes/${consumer.quote.id}/consents`,
      {
        cookie: consumer.cookie,
        body: { mode: 'auto' },
      },
    );
    expect(again.body.sharedWith).toHaveLength(3);
  });

  it('never reaches more than three agents when consents race', async () => {
    const consumer = await consumerWithRequest(db(), api.client);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        api.client.call('POST', `/api/quotes/${consumer.quote.id}/consents`, {
          cookie: consumer.cookie,
          body: { mode: 'auto' },
        }),
      ),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    const rows = await db().select().from(leads).where(eq(leads.quoteId, consumer.quote.id));
    expect(rows).toHaveLength(3);
  });

  it('lets a consumer pick agents among the matches only, at most three', async () => {
    const consumer = await consumerWithRequest(db(), api.client);
    const url = `/api/quotes/${consumer.quote.id}/consents`;
    const four = await api.client.json('POST', url, {
      cookie: consumer.cookie,
      body: { agentIds: eligible.slice(0, 4).map((agent) => agent.id) },
    });
    expect(four.status).toBe(400);
    expect(four.body).toMatchObject({ message: 'A request can go to at most 3 agents' });
    const outsider = await api.client.json('POST', url, {
      cookie: consumer.cookie,
      body: { agentIds: [ineligible.californiaOnly?.id] },
    });
    expect(outsider.status).toBe(400);
    expect(outsider.body).toMatchObject({
      message: 'One of the agents you picked does not match this request any more',
    });
    for (const bad of [
      {},
      { mode: 'everyone' },
      { agentIds: [] },
      { agentIds: ['x'] },
      { mode: 'auto', agentIds: [] },
    ]) {
      expect(
        (await api.client.call('POST', url, { cookie: consumer.cookie, body: bad })).status,
        JSON.stringify(bad),
      ).toBe(400);
    }
    const picked = await api.client.json<RequestSharing>('POST', url, {
      cookie: consumer.cookie,
      body: { agentIds: [eligible[1]?.id, eligible[2]?.id] },
    });
    expect(picked.status).toBe(200);
    expect(picked.body.sharedWith.map((entry) => entry.agent.id).sort()).toEqual(
      [eligible[1]?.id, eligible[2]?.id].sort(),
    );
    expect(picked.body.sharedWith.every((entry) => entry.respondBy === null)).toBe(true);
  });

  it('shows the agent the customer as shared, logs the reading once per sitting, and hides the lead from everyone else', async () => {
    const consumer = await consumerWithRequest(db(), api.client);
    // The request saved above already made the profile row (it fills the profile's empty fields).
    await db()
      .insert(consumerProfiles)
      .values({ userId: consumer.id, phone: '512-555-0100', contactPreference: 'in_app' })
      .onConflictDoUpdate({
        target: consumerProfiles.userId,
        set: { phone: '512-555-0100', contactPreference: 'in_app' },
      });
    const agent = eligible[0] as Agent;
    await api.client.call('POST', `/api/quotes/${consumer.quote.id}/consents`, {
      cookie: consumer.cookie,
      body: { agentIds: [agent.id] },
    });
    const [lead] = await db().select().from(leads).where(eq(leads.quoteId, consumer.quote.id));
    const detail = await api.client.json<LeadDetail>('GET', `/api/agent/leads/${lead?.id}`, {
      cookie: agent.cookie,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.customer).toMatchObject({
      firstName: consumer.firstName,
      lastName: consumer.lastName,
      zip: '78701',
      state: 'TX',
      email: null,
      phone: null,
    });
    expect(detail.body.answers).toMatchObject({ type: 'auto', zip: '78701' });
    expect(detail.body.result.estimates.length).toBeGreaterThan(0);
    // A second read minutes later is the same sitting: one log entry.
    expect(
      (await api.client.call('GET', `/api/agent/leads/${lead?.id}`, { cookie: agent.cookie }))
        .status,
    ).toBe(200);
    for (const other of [eligible[1] as Agent, ineligible.californiaOnly as Agent]) {
      const refused = await api.client.json('GET', `/api/agent/leads/${lead?.id}`, {
        cookie: other.cookie,
      });
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ message: 'This lead is not available' });
    }
    const log = await api.client.json<{
      agents: Array<{ agent: { id: string }; events: Array<{ kind: string }> }>;
    }>('GET', '/api/profiles/me/access', { cookie: consumer.cookie });
    const entry = log.body.agents.find((item) => item.agent.id === agent.id);
    expect(entry?.events.map((event) => event.kind)).toEqual(['profile_viewed', 'lead_delivered']);
  });

  it('passes a lead to the next match, and an unanswered auto lead expires to the next match', async () => {
    const consumer = await consumerWithRequest(db(), api.client);
    const shared = await api.client.json<RequestSharing>(
      'POST',
      `/api/quotes/${consumer.quote.id}/consents`,
      {
        cookie: consumer.cookie,
        body: { mode: 'auto' },
      },
    );
    const needsAgents = async () =>
      (
        await db()
          .select({ needsAgents: consents.needsAgents })
          .from(consents)
          .where(eq(consents.quoteId, consumer.quote.id))
      )[0]?.needsAgents;
    // Full after one run of the job: later runs skip it until one of its leads closes.
    await runJobNow(db());
    expect(await needsAgents()).toBe(false);
    const first = shared.body.sharedWith[0];
    const firstAgent = eligible.find((agent) => agent.id === first?.agent.id) as Agent;
    const passed = await api.client.json('POST', `/api/agent/leads/${first?.leadId}/pass`, {
      cookie: firstAgent.cookie,
      body: { reason: 'Outside my book of business' },
    });
    expect(passed.status).toBe(200);
    expect(
      (
        await api.client.call('GET', `/api/agent/leads/${first?.leadId}`, {
          cookie: firstAgent.cookie,
        })
      ).status,
    ).toBe(404);
    // The pass sets it again (the refill below needs that), and the refill clears it.
    await runJobNow(db());
    expect(await needsAgents()).toBe(false);
    const afterPass = await api.client.json<RequestSharing>(
      'GET',
      `/api/quotes/${consumer.quote.id}/consents`,
      {
        cookie: consumer.cookie,
      },
    );
    const open = afterPass.body.sharedWith.filter((entry) => entry.status === 'pending');
    expect(open).toHaveLength(3);
    expect(afterPass.body.sharedWith.find((entry) => entry.leadId === first?.leadId)?.status).toBe(
      'passed',
    );

    // One of them does not answer in time.
    const late = open[0];
    await db()
      .update(leads)
      .set({ respondBy: new Date(Date.now() - 1000) })
      .where(eq(leads.id, late?.leadId ?? ''));
    const pass = await runJobNow(db());
    expect(pass).toMatchObject({ ran: true, expiredLeads: 1 });
    const afterExpiry = await api.client.json<RequestSharing>(
      'GET',
      `/api/quotes/${consumer.quote.id}/consents`,
      {
        cookie: consumer.cookie,
      },
    );
    expect(afterExpiry.body.sharedWith.find((entry) => entry.leadId === late?.leadId)?.status).toBe(
      'expired',
    );
    expect(afterExpiry.body.sharedWith.filter((entry) => entry.status === 'pending')).toHaveLength(
      3,
    );
    const log = await api.client.json<{ agents: Array<{ events: Array<{ kind: string }> }> }>(
      'GET',
      '/api/profiles/me/access',
      {
        cookie: consumer.cookie,
      },
    );
    expect(log.body.agents.flatMap((agent) => agent.events.map((event) => event.kind))).toContain(
      'lead_expired',
    );
    // Five eligible agents, four have had it: nobody else is left for the fifth slot.
    expect(afterExpiry.body.sharedWith).toHaveLength(5);
  });

  it('pages through waiting requests, so newer ones are not held back by old ones nobody serves', async () => {
    const consumer = await consumerWithRequest(db(), api.client);
    // Wyoming: nobody serves it in this suite.
    const waitingIds: string[] = [];
    for (const zip of ['82001', '82009', '82601']) {
      const quote = await createSavedQuoteFor(db(), consumer.id, sampleAutoQuoteInput({ zip }));
      const shared = await api.client.json<RequestSharing>(
        'POST',
        `/api/quotes/${quote.id}/consents`,
        { cookie: consumer.cookie, body: { mode: 'auto' } },
      );
      expect(shared.body).toMatchObject({ sharedWith: [], waitingFor: 3 });
      const [consent] = await db()
        .select({ id: consents.id })
        .from(consents)
        .where(eq(consents.quoteId, quote.id));
      waitingIds.push(consent?.id ?? '');
    }
    const checked: string[] = [];
    let after: FillCursor | undefined;
    let pages = 0;
    do {
      const page = await db().transaction((tx) => fillOpenRequests(tx, testConfig(), after, 2));
      checked.push(...page.checked);
      after = page.next;
      pages++;
    } while (after && pages < 50);
    // Every waiting request is looked at, each once per round, in pages of two.
    expect(checked).toEqual(expect.arrayContaining(waitingIds));
    expect(new Set(checked).size).toBe(checked.length);
    expect(pages).toBeGreaterThanOrEqual(2);
  });

  it('keeps a request without matches open and delivers it when a matching agent appears', async () => {
    const consumer = await consumerWithRequest(db(), api.client);
    // A request in Oklahoma: nobody serves it yet.
    const quote = await createSavedQuoteFor(
      db(),
      consumer.id,
      sampleAutoQuoteInput({ zip: '73102' }),
    );
    const shared = await api.client.json<RequestSharing>(
      'POST',
      `/api/quotes/${quote.id}/consents`,
      {
        cookie: consumer.cookie,
        body: { mode: 'auto' },
      },
    );
    expect(shared.body).toMatchObject({ sharedWith: [], waitingFor: 3 });
    const newcomer = await verifiedAgent(db(), api.client, adminId, { states: ['OK'] });
    await runJobNow(db());
    const later = await api.client.json<RequestSharing>('GET', `/api/quotes/${quote.id}/consents`, {
      cookie: consumer.cookie,
    });
    expect(later.body.sharedWith.map((entry) => entry.agent.id)).toEqual([newcomer.id]);
    expect(later.body.waitingFor).toBe(2);
  });

  it('stops offering a request once its consumer accepted an offer, and reopens it when the acceptance is taken back', async () => {
    const consumer = await consumerWithRequest(db(), api.client);
    // A request in Arkansas: one agent serves it, so two places stay free.
    const quote = await createSavedQuoteFor(
      db(),
      consumer.id,
      sampleAutoQuoteInput({ zip: '72201' }),
    );
    const first = await verifiedAgent(db(), api.client, adminId, { states: ['AR'] });
    await api.client.call('POST', `/api/quotes/${quote.id}/consents`, {
      cookie: consumer.cookie,
      body: { mode: 'auto' },
    });
    const [lead] = await db().select().from(leads).where(eq(leads.quoteId, quote.id));
    expect(lead?.agentId).toBe(first.id);
    const offer = await api.client.json<Offer>('POST', `/api/agent/leads/${lead?.id}/offers`, {
      cookie: first.cookie,
      body: offerBody(),
    });
    const accepted = await api.client.call('POST', `/api/quotes/offers/${offer.body.id}/accept`, {
      cookie: consumer.cookie,
    });
    expect(accepted.status).toBe(200);
    // An agent approved afterwards does not receive the chosen request.
    const newcomer = await verifiedAgent(db(), api.client, adminId, { states: ['AR'] });
    await runJobNow(db());
    const chosen = await api.client.json<RequestSharing>(
      'GET',
      `/api/quotes/${quote.id}/consents`,
      {
        cookie: consumer.cookie,
      },
    );
    expect(chosen.body.sharedWith.map((entry) => entry.agent.id)).toEqual([first.id]);
    expect(chosen.body).toMatchObject({ waitingFor: 0, offerAccepted: true });
    // Taking the acceptance back reopens it: the next pass offers the free place.
    const declined = await api.client.call('POST', `/api/quotes/offers/${offer.body.id}/decline`, {
      cookie: consumer.cookie,
    });
    expect(declined.status).toBe(200);
    await runJobNow(db());
    const reopened = await api.client.json<RequestSharing>(
      'GET',
      `/api/quotes/${quote.id}/consents`,
      {
        cookie: consumer.cookie,
      },
    );
    expect(reopened.body.offerAccepted).toBe(false);
    expect(reopened.body.sharedWith.map((entry) => entry.agent.id)).toContain(newcomer.id);
  });

  it('sends an offer the consumer sees beside the estimates, views and accepts; the agent sees the status', async () => {
    const consumer = await consumerWithRequest(db(), api.client);
    const agent = eligible[3] as Agent;
    await api.client.call('POST', `/api/quotes/${consumer.quote.id}/consents`, {
      cookie: consumer.cookie,
      body: { agentIds: [agent.id] },
    });
    const [lead] = await db().select().from(leads).where(eq(leads.quoteId, consumer.quote.id));
    const url = `/api/agent/leads/${lead?.id}/offers`;
    for (const bad of [
      offerBody({ premium: 0 }),
      offerBody({ premium: 100_001 }),
      offerBody({ premium: 10.001 }),
      offerBody({ period: 'weekly' }),
      offerBody({ coverages: [{ kind: 'alien_abduction', limit: '1' }] }),
      offerBody({ expiresOn: '2020-01-01' }),
      offerBody({ expiresOn: new Date(Date.now() + 61 * 86_400_000).toISOString().slice(0, 10) }),
      offerBody({ deductible: -1 }),
    ]) {
      const refused = await api.client.json<{ message: string }>('POST', url, {
        cookie: agent.cookie,
        body: bad,
      });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body.message.length).toBeGreaterThan(5);
    }
    const created = await api.client.json<Offer>('POST', url, {
      cookie: agent.cookie,
      body: offerBody(),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'sent',
      premium: 123.45,
      monthly: 123.45,
      provider: { name: 'State Farm', verified: true },
    });
    const days = (Date.parse(created.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    const seen = await api.client.json<{ offers: Offer[] }>(
      'GET',
      `/api/quotes/${consumer.quote.id}/offers`,
      {
        cookie: consumer.cookie,
      },
    );
    expect(seen.body.offers.map((offer) => offer.status)).toEqual(['viewed']);
    const accepted = await api.client.json<Offer>(
      'POST',
      `/api/quotes/offers/${created.body.id}/accept`,
      {
        cookie: consumer.cookie,
      },
    );
    expect(accepted.body.status).toBe('accepted');
    expect(
      (
        await api.client.json('POST', `/api/quotes/offers/${created.body.id}/accept`, {
          cookie: consumer.cookie,
        })
      ).status,
    ).toBe(409);
    const mine = await api.client.json<{ offers: Offer[] }>('GET', '/api/agent/offers', {
      cookie: agent.cookie,
    });
    expect(mine.body.offers.find((offer) => offer.id === created.body.id)?.status).toBe('accepted');
    const withdraw = await api.client.json(
      'POST',
      `/api/agent/offers/${created.body.id}/withdraw`,
      { cookie: agent.cookie },
    );
    expect(withdraw.status).toBe(409);
    // Another consumer and another agent never reach it.
    const stranger = await consumerWithRequest(db(), api.client);
    expect(
      (
        await api.client.call('POST', `/api/quotes/offers/${created.body.id}/decline`, {
          cookie: stranger.cookie,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.client.call('POST', `/api/agent/offers/${created.body.id}/withdraw`, {
          cookie: (eligible[0] as Agent).cookie,
        })
      ).status,
    ).toBe(404);
    const dashboard = await api.client.json<{
      stats: { quotesToday: number };
      performance: { offersAccepted: number; medianFirstReplyMinutes: number | null };
    }>('GET', '/api/agent/dashboard', { cookie: agent.cookie });
    expect(dashboard.body.stats.quotesToday).toBeGreaterThanOrEqual(1);
    expect(dashboard.body.performance.offersAccepted).toBeGreaterThanOrEqual(1);
    // The offer was this agent's first reply: a real median, in minutes.
    expect(dashboard.body.performance.medianFirstReplyMinutes).toBe(0);
    const cards = await api.client.json<MatchList>(
      'GET',
      `/api/quotes/${stranger.quote.id}/matches`,
      {
        cookie: stranger.cookie,
      },
    );
    expect(cards.body.agents.find((card) => card.id === agent.id)?.medianFirstReplyMinutes).toBe(0);
    // Accepting binds nothing: before the deadline the consumer can take it back (decision 0057).
    const takenBack = await api.client.json<Offer>(
      'POST',
      `/api/quotes/offers/${created.body.id}/decline`,
      { cookie: consumer.cookie },
    );
    expect(takenBack.status).toBe(200);
    expect(takenBack.body.status).toBe('declined');
    const again = await api.client.json('POST', `/api/quotes/offers/${created.body.id}/accept`, {
      cookie: consumer.cookie,
    });
    expect(again.status).toBe(409);
    const afterwards = await api.client.json<{ offers: Offer[] }>('GET', '/api/agent/offers', {
      cookie: agent.cookie,
    });
    expect(afterwards.body.offers.find((offer) => offer.id === created.body.id)?.status).toBe(
      'declined',
    );
    // Past its deadline an accepted offer stays accepted: nothing to take back any more.
    const late = await api.client.json<Offer>('POST', url, {
      cookie: agent.cookie,
      body: offerBody(),
    });
    await api.client.call('POST', `/api/quotes/offers/${late.body.id}/accept`, {
      cookie: consumer.cookie,
    });
    await db()
      .update(offers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(offers.id, late.body.id));
    const tooLate = await api.client.json('POST', `/api/quotes/offers/${late.body.id}/decline`, {
      cookie: consumer.cookie,
    });
    expect(tooLate.status).toBe(409);
  });

  it('takes access back from one agent: the lead reads as missing, its open offers are withdrawn', async () => {
    const consumer = await consumerWithRequest(db(), api.client);
    const [kept, dropped] = [eligible[0] as Agent, eligible[1] as Agent];
    await api.client.call('POST', `/api/quotes/${consumer.quote.id}/consents`, {
      cookie: consumer.cookie,
      body: { agentIds: [kept.id, dropped.id] },
    });
    const rows = await db().select().from(leads).where(eq(leads.quoteId, consumer.quote.id));
    const droppedLead = rows.find((row) => row.agentId === dropped.id);
    const offer = await api.client.json<Offer>(
      'POST',
      `/api/agent/leads/${droppedLead?.id}/offers`,
      {
        cookie: dropped.cookie,
        body: offerBody(),
      },
    );
    const withdrawn = await api.client.json<{
      agents: Array<{ agent: { id: string }; hasAccess: boolean }>;
    }>('DELETE', `/api/profiles/me/access/${dropped.id}`, { cookie: consumer.cookie });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.agents.find((entry) => entry.agent.id === dropped.id)?.hasAccess).toBe(
      false,
    );
    expect(withdrawn.body.agents.find((entry) => entry.agent.id === kept.id)?.hasAccess).toBe(true);
    expect(
      (
        await api.client.call('GET', `/api/agent/leads/${droppedLead?.id}`, {
          cookie: dropped.cookie,
        })
      ).status,
    ).toBe(404);
    const list = await api.client.json<LeadList>('GET', '/api/agent/leads', {
      cookie: dropped.cookie,
    });
    expect(list.body.leads.map((lead) => lead.id)).not.toContain(droppedLead?.id);
    const offers = await api.client.json<{ offers: Offer[] }>(
      'GET',
      `/api/quotes/${consumer.quote.id}/offers`,
      {
        cookie: consumer.cookie,
      },
    );
    expect(offers.body.offers.find((item) => item.id === offer.body.id)?.status).toBe('withdrawn');
    expect(
      (
        await api.client.call('DELETE', `/api/profiles/me/access/${ineligible.homeOnly?.id}`, {
          cookie: consumer.cookie,
        })
      ).status,
    ).toBe(404);

    const all = await api.client.json<{ agents: Array<{ hasAccess: boolean }> }>(
      'DELETE',
      '/api/profiles/me/access',
      {
        cookie: consumer.cookie,
      },
    );
    expect(all.body.agents.every((entry) => !entry.hasAccess)).toBe(true);
    await runJobNow(db());
    const sharing = await api.client.json<RequestSharing>(
      'GET',
      `/api/quotes/${consumer.quote.id}/consents`,
      {
        cookie: consumer.cookie,
      },
    );
    expect(sharing.body.sharedWith.filter((entry) => entry.status === 'pending')).toHaveLength(0);
  });

  it("answers 404 for another consumer's request and 403 to agents on consumer endpoints", async () => {
    const owner = await consumerWithRequest(db(), api.client);
    const other = await consumerWithRequest(db(), api.client);
    for (const path of ['matches', 'consents', 'offers']) {
      expect(
        (
          await api.client.call('GET', `/api/quotes/${owner.quote.id}/${path}`, {
            cookie: other.cookie,
          })
        ).status,
      ).toBe(404);
    }
    expect(
      (
        await api.client.call('POST', `/api/quotes/${owner.quote.id}/consents`, {
          cookie: other.cookie,
          body: { mode: 'auto' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.client.call('GET', `/api/quotes/${owner.quote.id}/matches`, {
          cookie: (eligible[0] as Agent).cookie,
        })
      ).status,
    ).toBe(403);
  });
});
