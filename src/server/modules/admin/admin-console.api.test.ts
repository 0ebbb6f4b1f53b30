import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Figures, PeopleSearchResult, PersonDetail } from '../../../shared/contracts/admin';
import type { RequestSharing } from '../../../shared/contracts/leads';
import { testConfig } from '../../config';
import { adminAuditEvents, leads, mailOutbox, users } from '../../db/schema';
import {
  createAdmin,
  createConsumer,
  createSavedQuoteFor,
  factoryPassword,
  sampleAutoQuoteInput,
} from '../../seed/factories';
import { setUpApiTest, signInAs } from '../../test-support/api-test-client';
import { consumerWithRequest, openLive, verifiedAgent } from '../../test-support/leads';
import { databaseKinds } from '../../test-support/test-app';
import { runLeadJob } from '../leads';
import { suspendUser } from './suspension';

/** Issue 31, section 1: the operator's console by API, as an operator and as an attacker. */
describe.each(databaseKinds)('the operator console on %s', (kind) => {
  const api = setUpApiTest(kind, { LEAD_JOB_INTERVAL_MS: 3_600_000 });
  const db = () => api.testApp.database.db;

  async function signedInAdmin() {
    const admin = await createAdmin(db());
    return { ...admin, cookie: await signInAs(api.client, { ...admin, role: 'admin' }) };
  }

  async function runJobNow() {
    for (let attempt = 0; attempt < 100; attempt++) {
      if ((await runLeadJob(db(), testConfig())).ran) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the lead job never got its lock');
  }

  const search = (cookie: string, q: string) =>
    api.client.json<PeopleSearchResult>('GET', `/api/admin/people?q=${encodeURIComponent(q)}`, {
      cookie,
    });

  it('finds a person by name, e-mail, NPN and id, and shows their page', async () => {
    const admin = await signedInAdmin();
    const agent = await verifiedAgent(db(), api.client, admin.id, {
      states: ['TX'],
      firstName: 'Zebulon',
    });
    for (const q of ['zebulon', agent.email.toUpperCase(), agent.id, `Zebulon ${agent.lastName}`]) {
      const { status, body } = await search(admin.cookie, q);
      expect(status, q).toBe(200);
      expect(
        body.items.map((item) => item.id),
        q,
      ).toContain(agent.id);
    }
    const byNpn = await search(admin.cookie, '1234567');
    expect(byNpn.body.items.some((item) => item.id === agent.id)).toBe(true);
    const page = await api.client.json<PersonDetail>('GET', `/api/admin/people/${agent.id}`, {
      cookie: admin.cookie,
    });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      id: agent.id,
      role: 'agent',
      status: 'active',
      npn: '1234567',
      licences: [{ state: 'TX', line: 'auto', status: 'verified' }],
    });
    expect(page.body.signIns.length).toBeGreaterThan(0);
    expect(page.body.devices.length).toBeGreaterThan(0);
    const missing = await api.client.json<{ message: string }>(
      'GET',
      '/api/admin/people/00000000-0000-4000-8000-000000000000',
      { cookie: admin.cookie },
    );
    expect(missing.status).toBe(404);
    const empty = await api.client.json<{ message: string }>('GET', '/api/admin/people?q=', {
      cookie: admin.cookie,
    });
    expect(empty.status).toBe(400);
  });

  it('suspends an agent: its leads go back to matching, sessions and sockets end, it is mailed and cannot sign in; reinstating undoes it', async () => {
    const admin = await signedInAdmin();
    const agent = await verifiedAgent(db(), api.client, admin.id, { states: ['OR'] });
    const consumer = await createConsumer(db());
    const consumerCookie = await signInAs(api.client, { ...consumer, role: 'consumer' });
    const quote = await createSavedQuoteFor(
      db(),
      consumer.id,
      sampleAutoQuoteInput({ zip: '97201' }),
    );
    const consent = await api.client.call('POST', `/api/quotes/${quote.id}/consents`, {
      cookie: consumerCookie,
      body: { mode: 'auto' },
    });
    expect(consent.status).toBe(200);
    const [lead] = await db().select().from(leads).where(eq(leads.quoteId, quote.id));
    expect(lead?.agentId).toBe(agent.id);
    const live = await openLive(api.testApp.baseUrl, agent.cookie);
    const closed = new Promise<number>((resolve) => live.socket.once('close', resolve));

    const suspended = await api.client.call('POST', `/api/admin/people/${agent.id}/suspend`, {
      cookie: admin.cookie,
      body: { reason: 'Licence complaints from three consumers' },
    });
    expect(suspended.status).toBe(200);
    expect(await closed).toBeGreaterThan(0);
    expect((await api.client.call('GET', '/api/user', { cookie: agent.cookie })).status).toBe(401);
    const signIn = await api.client.json<{ message: string }>('POST', '/api/agent/login', {
      body: { email: agent.email, password: factoryPassword },
      headers: { 'Accept-Language': 'es' },
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body.message).toContain('suspendida');
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, agent.email))
      .orderBy(sql`${mailOutbox.createdAt} desc`)
      .limit(1);
    expect(mail?.textBody).toContain('Licence complaints from three consumers');
    expect(mail?.textBody).toContain(testConfig().SUPPORT_EMAIL);
    const { body: sharing } = await api.client.json<RequestSharing>(
      'GET',
      `/api/quotes/${quote.id}/consents`,
      { cookie: consumerCookie },
    );
    expect(sharing.sharedWith).toMatchObject([
      { status: 'closed', closeReason: 'agent_suspended' },
    ]);

    // The request goes to another agent of the state, never back to the suspended one.
    const other = await verifiedAgent(db(), api.client, admin.id, { states: ['OR'] });
    await runJobNow();
    const now = await db().select().from(leads).where(eq(leads.quoteId, quote.id));
    expect(now.map((row) => row.agentId).sort()).toEqual([agent.id, other.id].sort());
    expect(now.find((row) => row.agentId === agent.id)?.status).toBe('closed');

    const audit = await db()
      .select()
      .from(adminAuditEvents)
      .where(eq(adminAuditEvents.targetUserId, agent.id));
    expect(audit).toMatchObject([
      {
        actorId: admin.id,
        action: 'user_suspended',
        reason: 'Licence complaints from three consumers',
      },
    ]);

    const reinstated = await api.client.call('POST', `/api/admin/people/${agent.id}/reinstate`, {
      cookie: admin.cookie,
      body: { reason: 'Complaints withdrawn' },
    });
    expect(reinstated.status).toBe(200);
    const again = await api.client.call('POST', '/api/agent/login', {
      body: { email: agent.email, password: factoryPassword },
    });
    expect(again.status).toBe(200);
    const page = await api.client.json<PersonDetail>('GET', `/api/admin/people/${agent.id}`, {
      cookie: admin.cookie,
    });
    expect(page.body.status).toBe('active');
    expect(page.body.audit.map((entry) => entry.action)).toEqual([
      'user_reinstated',
      'user_suspended',
    ]);
  });

  it("stops a suspended consumer's requests from matching until reinstated", async () => {
    const admin = await signedInAdmin();
    const consumer = await consumerWithRequest(db(), api.client);
    const quote = await createSavedQuoteFor(
      db(),
      consumer.id,
      sampleAutoQuoteInput({ zip: '83702' }),
    );
    // Consent while nobody serves Idaho: the request waits for agents.
    const consent = await api.client.call('POST', `/api/quotes/${quote.id}/consents`, {
      cookie: consumer.cookie,
      body: { mode: 'auto' },
    });
    expect(consent.status).toBe(200);
    const suspended = await api.client.call('POST', `/api/admin/people/${consumer.id}/suspend`, {
      cookie: admin.cookie,
      body: { reason: 'Abusive messages' },
    });
    expect(suspended.status).toBe(200);
    await verifiedAgent(db(), api.client, admin.id, { states: ['ID'] });
    await runJobNow();
    expect(await db().select().from(leads).where(eq(leads.quoteId, quote.id))).toHaveLength(0);
    await api.client.call('POST', `/api/admin/people/${consumer.id}/reinstate`, {
      cookie: admin.cookie,
      body: { reason: 'Apology received' },
    });
    await runJobNow();
    expect(await db().select().from(leads).where(eq(leads.quoteId, quote.id))).toHaveLength(1);
  });

  it('revokes a verified state and line: its open leads close and go back to matching', async () => {
    const admin = await signedInAdmin();
    const agent = await verifiedAgent(db(), api.client, admin.id, { states: ['WA', 'MT'] });
    const consumer = await createConsumer(db());
    const cookie = await signInAs(api.client, { ...consumer, role: 'consumer' });
    const quote = await createSavedQuoteFor(
      db(),
      consumer.id,
      sampleAutoQuoteInput({ zip: '98101' }),
    );
    await api.client.call('POST', `/api/quotes/${quote.id}/consents`, {
      cookie,
      body: { agentIds: [agent.id] },
    });
    const revoked = await api.client.json<{ closedLeads: number }>(
      'POST',
      `/api/admin/people/${agent.id}/revoke-line`,
      { cookie: admin.cookie, body: { state: 'WA', line: 'auto', reason: 'Licence lapsed' } },
    );
    expect(revoked.status).toBe(200);
    expect(revoked.body.closedLeads).toBe(1);
    const [lead] = await db().select().from(leads).where(eq(leads.quoteId, quote.id));
    expect(lead).toMatchObject({ status: 'closed', closeReason: 'licence_revoked' });
    const page = await api.client.json<PersonDetail>('GET', `/api/admin/people/${agent.id}`, {
      cookie: admin.cookie,
    });
    expect(page.body.licences).toEqual([
      { state: 'MT', line: 'auto', status: 'verified' },
      { state: 'WA', line: 'auto', status: 'rejected' },
    ]);
    const twice = await api.client.call('POST', `/api/admin/people/${agent.id}/revoke-line`, {
      cookie: admin.cookie,
      body: { state: 'WA', line: 'auto', reason: 'Licence lapsed' },
    });
    expect(twice.status).toBe(409);
  });

  it('refuses consumers and agents (403), self-suspension and the last admin', async () => {
    const admin = await signedInAdmin();
    const consumer = await consumerWithRequest(db(), api.client);
    const agent = await verifiedAgent(db(), api.client, admin.id, { states: ['TX'] });
    for (const cookie of [consumer.cookie, agent.cookie]) {
      for (const [method, path, body] of [
        ['GET', '/api/admin/people?q=a', undefined],
        ['GET', `/api/admin/people/${admin.id}`, undefined],
        ['POST', `/api/admin/people/${admin.id}/suspend`, { reason: 'takeover' }],
        ['POST', `/api/admin/people/${consumer.id}/reinstate`, { reason: 'takeover' }],
        [
          'POST',
          `/api/admin/people/${agent.id}/revoke-line`,
          { state: 'TX', line: 'auto', reason: 'x y z' },
        ],
        ['GET', '/api/admin/audit', undefined],
        ['GET', '/api/admin/figures', undefined],
        ['GET', '/api/admin/figures.csv', undefined],
      ] as const) {
        const response = await api.client.call(method, path, { cookie, body });
        expect(response.status, `${method} ${path}`).toBe(403);
      }
    }
    const self = await api.client.json<{ message: string }>(
      'POST',
      `/api/admin/people/${admin.id}/suspend`,
      { cookie: admin.cookie, body: { reason: 'testing myself' } },
    );
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('You cannot suspend your own account.');
    const noReason = await api.client.call('POST', `/api/admin/people/${agent.id}/suspend`, {
      cookie: admin.cookie,
      body: { reason: ' ' },
    });
    expect(noReason.status).toBe(400);

    // Two operators suspending each other at once: the second finds it would leave no admin.
    const others = await db()
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(
        and(
          eq(users.role, 'admin'),
          sql`${users.suspendedAt} is null`,
          sql`${users.id} <> ${admin.id}`,
        ),
      )
      .returning({ id: users.id });
    try {
      await expect(
        suspendUser(
          db(),
          { id: others[0]?.id ?? '', email: 'x@example.com' },
          admin.id,
          'race',
          's@x',
        ),
      ).rejects.toMatchObject({ statusCode: 409, message: 'lastAdminCannotBeSuspended' });
    } finally {
      for (const other of others) {
        await db().update(users).set({ suspendedAt: null }).where(eq(users.id, other.id));
      }
    }
  });

  it('keeps the audit log append-only: the database refuses UPDATE and DELETE', async () => {
    const admin = await signedInAdmin();
    const consumer = await consumerWithRequest(db(), api.client);
    await api.client.call('POST', `/api/admin/people/${consumer.id}/suspend`, {
      cookie: admin.cookie,
      body: { reason: 'Audit check' },
    });
    await expect(
      db()
        .update(adminAuditEvents)
        .set({ reason: 'edited' })
        .where(eq(adminAuditEvents.actorId, admin.id)),
    ).rejects.toThrow();
    await expect(
      db().delete(adminAuditEvents).where(eq(adminAuditEvents.actorId, admin.id)),
    ).rejects.toThrow();
    const { body } = await api.client.json<{
      items: Array<{ actorEmail: string; reason: string }>;
    }>('GET', '/api/admin/audit', { cookie: admin.cookie });
    expect(body.items.find((item) => item.actorEmail === admin.email)?.reason).toBe('Audit check');
  });

  it('computes figures from the tables and downloads them as CSV with a BOM', async () => {
    const admin = await signedInAdmin();
    const before = await api.client.json<Figures>('GET', '/api/admin/figures?days=7', {
      cookie: admin.cookie,
    });
    expect(before.status).toBe(200);
    const consumer = await createConsumer(db());
    const cookie = await signInAs(api.client, { ...consumer, role: 'consumer' });
    const quote = await createSavedQuoteFor(
      db(),
      consumer.id,
      sampleAutoQuoteInput({ zip: '59101' }),
    );
    await api.client.call('POST', `/api/quotes/${quote.id}/consents`, {
      cookie,
      body: { mode: 'auto' },
    });
    const after = await api.client.json<Figures>('GET', '/api/admin/figures?days=7', {
      cookie: admin.cookie,
    });
    expect(after.body.requestsPerDay).toHaveLength(7);
    expect(after.body.requests).toBe(before.body.requests + 1);
    expect(after.body.consents).toBe(before.body.consents + 1);
    const csv = await api.client.call('GET', '/api/admin/figures.csv?days=30', {
      cookie: admin.cookie,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toMatch(/\r\nday,\d{4}-\d{2}-\d{2},\d+,\d+\r\n/);
    const bad = await api.client.call('GET', '/api/admin/figures?days=9', { cookie: admin.cookie });
    expect(bad.status).toBe(400);
  });
});
