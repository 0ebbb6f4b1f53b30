import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditLog } from '../../../shared/contracts/admin';
import type { AgentDashboard } from '../../../shared/contracts/agents';
import type { AdminReports, LeadReport } from '../../../shared/contracts/bad-leads';
import type { ContactLog } from '../../../shared/contracts/leads';
import { consents, leadReports, leads, withdrawals } from '../../db/schema';
import { createAdmin, createSavedQuoteFor } from '../../seed/factories';
import { setUpApiTest, signInAs } from '../../test-support/api-test-client';
import { consumerWithRequest, reviewer, verifiedAgent } from '../../test-support/leads';
import { databaseKinds } from '../../test-support/test-app';
import { loadAgentCard } from './agent-cards';
import { leadReportsPerHour } from './bad-lead-routes';
import { findMatchingAgentIds } from './matching';

const offerBody = {
  premium: 98.5,
  period: 'monthly',
  coverages: [{ kind: 'liability', limit: '100/300/100' }],
  deductible: 500,
  termMonths: 6,
  description: '',
};

/** Issue 29, item 7 (decisions 0125-0127): bad leads by API, as agents, consumers and operators. */
describe.each(databaseKinds)('bad leads on %s', (kind) => {
  const api = setUpApiTest(kind, { LEAD_JOB_INTERVAL_MS: 3_600_000 });
  const db = () => api.testApp.database.db;

  async function agent() {
    const admin = await reviewer(db());
    return verifiedAgent(db(), api.client, admin.id, { states: ['TX'] });
  }

  async function operator() {
    const admin = await createAdmin(db());
    return { ...admin, cookie: await signInAs(api.client, { ...admin, role: 'admin' }) };
  }

  /** A consumer's request shared by hand with these agents; each agent's lead id. */
  async function sharedWith(
    agents: ReadonlyArray<{ id: string; cookie: string }>,
    consumer?: Awaited<ReturnType<typeof consumerWithRequest>>,
  ) {
    const who = consumer ?? (await consumerWithRequest(db(), api.client));
    const quote = consumer ? await createSavedQuoteFor(db(), who.id) : who.quote;
    const given = await api.client.call('POST', `/api/quotes/${quote.id}/consents`, {
      cookie: who.cookie,
      body: { agentIds: agents.map((item) => item.id) },
    });
    expect(given.status).toBe(200);
    const rows = await db().select().from(leads).where(eq(leads.quoteId, quote.id));
    const leadOf = (agentId: string) => rows.find((row) => row.agentId === agentId)?.id ?? '';
    return { consumer: who, quote, leadOf };
  }

  const report = (leadId: string, cookie: string, body: unknown) =>
    api.client.json<LeadReport & { message?: string }>(
      'POST',
      `/api/agent/leads/${leadId}/report`,
      { cookie, body },
    );

  const matchingIds = (quote: { id: string }) =>
    findMatchingAgentIds(
      db(),
      { quoteId: quote.id, state: 'TX', line: 'auto', zip: '78701' },
      'en',
      10_000,
    );

  it('takes one report per lead from the agent holding it; everything else is refused', async () => {
    const holder = await agent();
    const other = await agent();
    const { leadOf, consumer } = await sharedWith([holder]);
    const leadId = leadOf(holder.id);

    // Another agent's lead and a malformed id read as missing.
    expect((await report(leadId, other.cookie, { reason: 'unreachable' })).status).toBe(404);
    expect((await report('not-a-lead', holder.cookie, { reason: 'unreachable' })).status).toBe(404);
    expect(
      (
        await report('6a1f0f3e-0000-4000-8000-000000000000', holder.cookie, {
          reason: 'unreachable',
        })
      ).status,
    ).toBe(404);
    // The consumer may not report; bad bodies get a readable message and change nothing.
    expect((await report(leadId, consumer.cookie, { reason: 'unreachable' })).status).toBe(403);
    const noReason = await report(leadId, holder.cookie, { note: 'x' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Choose why you are reporting this lead');
    const badReason = await report(leadId, holder.cookie, { reason: 'rude' });
    expect(badReason.status).toBe(400);
    const tooLong = await report(leadId, holder.cookie, {
      reason: 'duplicate',
      note: 'x'.repeat(501),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Keep the note under 500 characters');
    expect(await db().select().from(leadReports).where(eq(leadReports.agentId, holder.id))).toEqual(
      [],
    );

    const made = await report(leadId, holder.cookie, {
      reason: 'fake_details',
      note: '  The number belongs to a pizzeria.  ',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      leadId,
      reason: 'fake_details',
      note: 'The number belongs to a pizzeria.',
      withdrawn: false,
    });
    // Once per lead: a second report is a conflict, whatever the reason.
    const again = await report(leadId, holder.cookie, { reason: 'unreachable' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already reported this lead: each lead is reported once.');

    // The lead left the agent's open list and reads as missing; its request goes to others.
    const [row] = await db().select().from(leads).where(eq(leads.id, leadId));
    expect(row).toMatchObject({ status: 'closed', closeReason: 'reported' });
    expect(
      (await api.client.call('GET', `/api/agent/leads/${leadId}`, { cookie: holder.cookie }))
        .status,
    ).toBe(404);
    const { body: list } = await api.client.json<{ leads: Array<{ id: string }> }>(
      'GET',
      '/api/agent/leads',
      { cookie: holder.cookie },
    );
    expect(list.leads.map((lead) => lead.id)).not.toContain(leadId);
  });

  it('limits reports per agent: guessing lead ids is counted like reporting', async () => {
    const guesser = await agent();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= leadReportsPerHour; attempt++) {
      const response = await report(randomUUID(), guesser.cookie, { reason: 'unreachable' });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, leadReportsPerHour).every((status) => status === 404)).toBe(true);
    const limited = await report(randomUUID(), guesser.cookie, { reason: 'unreachable' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBeTruthy();
  });

  it('"asked not to be contacted" withdraws the agent at once, as the consumer would', async () => {
    const holder = await agent();
    const { leadOf, consumer, quote } = await sharedWith([holder]);
    const leadId = leadOf(holder.id);
    expect(
      (await api.client.call('GET', `/api/agent/leads/${leadId}`, { cookie: holder.cookie }))
        .status,
    ).toBe(200);

    const made = await report(leadId, holder.cookie, { reason: 'do_not_contact' });
    expect(made.status).toBe(201);
    expect(made.body.withdrawn).toBe(true);
    expect(
      (await api.client.call('GET', `/api/agent/leads/${leadId}`, { cookie: holder.cookie }))
        .status,
    ).toBe(404);
    const [row] = await db().select().from(leads).where(eq(leads.id, leadId));
    expect(row?.status).toBe('withdrawn');
    expect(
      await db()
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.consumerId, consumer.id), eq(withdrawals.agentId, holder.id))),
    ).toHaveLength(1);
    // The consumer's contact log says why, and automatic matching never brings the agent back.
    const { body: log } = await api.client.json<ContactLog>('GET', '/api/profiles/me/access', {
      cookie: consumer.cookie,
    });
    const kinds = log.agents
      .find((item) => item.agent.id === holder.id)
      ?.events.map((event) => event.kind);
    expect(kinds).toContain('do_not_contact');
    expect(kinds).toContain('access_withdrawn');
    expect(await matchingIds(quote)).not.toContain(holder.id);
  });

  it('marks a repeated request and does not send it twice to the same agent', async () => {
    const first = await agent();
    const fresh = await agent();
    const { consumer, quote: firstQuote } = await sharedWith([first]);
    const second = await createSavedQuoteFor(db(), consumer.id);
    // The same consumer's same-line request within 30 days: every agent but the one who had it.
    const candidates = await matchingIds(second);
    expect(candidates).toContain(fresh.id);
    expect(candidates).not.toContain(first.id);

    const given = await api.client.call('POST', `/api/quotes/${second.id}/consents`, {
      cookie: consumer.cookie,
      body: { mode: 'auto' },
    });
    expect(given.status).toBe(200);
    const [firstConsent] = await db()
      .select()
      .from(consents)
      .where(eq(consents.quoteId, firstQuote.id));
    const [secondConsent] = await db()
      .select()
      .from(consents)
      .where(eq(consents.quoteId, second.id));
    expect(secondConsent?.duplicateOf).toBe(firstConsent?.id);
    expect(firstConsent?.duplicateOf).toBeNull();
    const sent = await db().select().from(leads).where(eq(leads.quoteId, second.id));
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.map((lead) => lead.agentId)).not.toContain(first.id);

    // Older than 30 days it is a new request: the agent may receive it again.
    await db()
      .update(leads)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(leads.quoteId, firstQuote.id));
    const third = await createSavedQuoteFor(db(), consumer.id);
    expect(await matchingIds(third)).toContain(first.id);
  });

  it('holds a consumer reported by three agents until an operator clears them, in the audit log', async () => {
    const reporters = [await agent(), await agent(), await agent()] as const;
    const { consumer, leadOf } = await sharedWith(reporters);
    const later = await agent();
    const admin = await operator();

    // Two reports (one agent twice counts once): still matched.
    expect(
      (await report(leadOf(reporters[0].id), reporters[0].cookie, { reason: 'unreachable' }))
        .status,
    ).toBe(201);
    expect(
      (await report(leadOf(reporters[1].id), reporters[1].cookie, { reason: 'fake_details' }))
        .status,
    ).toBe(201);
    const next = await createSavedQuoteFor(db(), consumer.id);
    expect(await matchingIds(next)).toContain(later.id);
    // The third different agent: held, for automatic matching and hand picks alike.
    expect(
      (await report(leadOf(reporters[2].id), reporters[2].cookie, { reason: 'duplicate' })).status,
    ).toBe(201);
    expect(await matchingIds(next)).toEqual([]);
    const picked = await api.client.call('POST', `/api/quotes/${next.id}/consents`, {
      cookie: consumer.cookie,
      body: { agentIds: [later.id] },
    });
    expect(picked.status).toBe(400);

    // The operator's view: per consumer and per agent.
    expect(
      (await api.client.call('GET', '/api/admin/reports', { cookie: later.cookie })).status,
    ).toBe(403);
    const { body: view, status } = await api.client.json<AdminReports>(
      'GET',
      '/api/admin/reports',
      {
        cookie: admin.cookie,
      },
    );
    expect(status).toBe(200);
    const row = view.consumers.find((item) => item.consumerId === consumer.id);
    expect(row).toMatchObject({
      reports: 3,
      agentsSinceCleared: 3,
      held: true,
      lastClearedAt: null,
    });
    expect(row?.reasons).toMatchObject({
      unreachable: 1,
      fake_details: 1,
      duplicate: 1,
      do_not_contact: 0,
    });
    expect(view.agents.find((item) => item.agentId === reporters[0].id)).toMatchObject({
      reports: 1,
      reasons: { unreachable: 1 },
    });
    const theirs = view.recent.filter((item) => item.consumerId === consumer.id);
    expect(theirs).toHaveLength(3);
    expect(theirs.find((item) => item.agentId === reporters[0].id)).toMatchObject({
      reason: 'unreachable',
      consumerName: `${consumer.firstName} ${consumer.lastName}`,
      agentName: `${reporters[0].firstName} ${reporters[0].lastName}`,
    });

    // Clearing: a reason is required, only operators may, only a held consumer.
    const path = `/api/admin/reports/consumers/${consumer.id}/clear`;
    const noReason = await api.client.json<{ message: string }>('POST', path, {
      cookie: admin.cookie,
      body: { reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBeTruthy();
    expect(
      (
        await api.client.call('POST', path, {
          cookie: later.cookie,
          body: { reason: 'Checked by phone' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api.client.call('POST', '/api/admin/reports/consumers/nope/clear', {
          cookie: admin.cookie,
          body: { reason: 'Checked by phone' },
        })
      ).status,
    ).toBe(404);
    expect(await matchingIds(next)).toEqual([]);
    const cleared = await api.client.call('POST', path, {
      cookie: admin.cookie,
      body: { reason: 'Called the consumer: real person' },
    });
    expect(cleared.status).toBe(200);
    expect(await matchingIds(next)).toContain(later.id);
    const again = await api.client.json<{ message: string }>('POST', path, {
      cookie: admin.cookie,
      body: { reason: 'Called the consumer: real person' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This person is not held for review.');
    const { body: audit } = await api.client.json<AuditLog>('GET', '/api/admin/audit', {
      cookie: admin.cookie,
    });
    expect(
      audit.items.filter(
        (item) =>
          item.action === 'consumer_cleared_for_matching' && item.targetUserId === consumer.id,
      ),
    ).toMatchObject([
      { reason: 'Called the consumer: real person', detail: { reportingAgents: 3 } },
    ]);
    const after = await api.client.json<AdminReports>('GET', '/api/admin/reports', {
      cookie: admin.cookie,
    });
    expect(after.body.consumers.find((item) => item.consumerId === consumer.id)).toMatchObject({
      held: false,
      agentsSinceCleared: 0,
    });
  });

  it('takes a reported lead out of the agent’s performance figures', async () => {
    const holder = await agent();
    const kept = await sharedWith([holder]);
    const bad = await sharedWith([holder]);
    for (const setup of [kept, bad]) {
      const leadId = setup.leadOf(holder.id);
      expect(
        (
          await api.client.call('POST', `/api/agent/leads/${leadId}/accept`, {
            cookie: holder.cookie,
          })
        ).status,
      ).toBe(200);
      const { body: offer } = await api.client.json<{ id: string }>(
        'POST',
        `/api/agent/leads/${leadId}/offers`,
        { cookie: holder.cookie, body: offerBody },
      );
      const accepted = await api.client.call('POST', `/api/quotes/offers/${offer.id}/accept`, {
        cookie: setup.consumer.cookie,
      });
      expect(accepted.status).toBe(200);
    }
    // First replies after 10 and 30 minutes: the median is 20 with both, 10 without the bad one.
    await db()
      .update(leads)
      .set({ firstReplyAt: sql`${leads.createdAt} + interval '10 minutes'` })
      .where(eq(leads.id, kept.leadOf(holder.id)));
    await db()
      .update(leads)
      .set({ firstReplyAt: sql`${leads.createdAt} + interval '30 minutes'` })
      .where(eq(leads.id, bad.leadOf(holder.id)));
    const dashboard = async () =>
      (
        await api.client.json<AgentDashboard>('GET', '/api/agent/dashboard', {
          cookie: holder.cookie,
        })
      ).body.performance;
    expect(await dashboard()).toMatchObject({
      medianFirstReplyMinutes: 20,
      offersSent: 2,
      offersAccepted: 2,
      acceptanceRate: 1,
    });
    expect(await loadAgentCard(db(), holder.id)).toMatchObject({
      medianFirstReplyMinutes: 20,
      offersAccepted: 2,
    });

    expect(
      (await report(bad.leadOf(holder.id), holder.cookie, { reason: 'outside_licence' })).status,
    ).toBe(201);
    expect(await dashboard()).toMatchObject({
      medianFirstReplyMinutes: 10,
      offersSent: 1,
      offersAccepted: 1,
      acceptanceRate: 1,
    });
    expect(await loadAgentCard(db(), holder.id)).toMatchObject({
      medianFirstReplyMinutes: 10,
      offersAccepted: 1,
    });
  });
});
