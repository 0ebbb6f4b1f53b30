import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  agentLicenceLines,
  licenceDecisions,
  liveEvents,
  mailOutbox,
  notifications,
  users,
} from '../../db/schema';
import { createAdmin, createAgent, createLicenceFor } from '../../seed/factories';
import { setUpApiTest, signInAs } from '../../test-support/api-test-client';
import { databaseKinds } from '../../test-support/test-app';
import { getAgentLicence } from './licence-record';

interface QueueItem {
  agentId: string;
  email: string;
  emailConfirmed: boolean;
  npn: string;
  status: string;
  licences: Array<{ state: string; lines: string[] }>;
}

describe.each(databaseKinds)('admin licence review on %s', (kind) => {
  const api = setUpApiTest(kind);
  const db = () => api.testApp.database.db;

  async function adminCookie() {
    const admin = await createAdmin(db());
    return { admin, cookie: await signInAs(api.client, { ...admin, role: 'admin' }) };
  }

  async function pendingAgent(options: { emailConfirmed?: boolean } = {}) {
    const agent = await createAgent(db(), { emailConfirmed: options.emailConfirmed });
    await createLicenceFor(db(), agent.id, { status: 'pending', states: ['TX'], lines: ['auto'] });
    return agent;
  }

  const queue = (cookie: string, status = 'pending') =>
    api.client.json<{ items: QueueItem[]; message?: string }>(
      'GET',
      `/api/admin/licences?status=${status}`,
      { cookie },
    );

  it('lists pending records with the agent, company, confirmation and NPN, oldest first', async () => {
    const { cookie } = await adminCookie();
    const first = await pendingAgent({ emailConfirmed: false });
    const second = await pendingAgent();
    const { status, body } = await queue(cookie);
    expect(status).toBe(200);
    const ids = body.items.map((item) => item.agentId);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(body.items.find((item) => item.agentId === first.id)).toMatchObject({
      email: first.email,
      company: 'statefarm',
      emailConfirmed: false,
      npn: '1234567',
      status: 'pending',
      licences: [{ state: 'TX', lines: ['auto'] }],
    });
    // The default status is pending; a bad one is a readable 400.
    expect((await api.client.json('GET', '/api/admin/licences', { cookie })).status).toBe(200);
    const bad = await queue(cookie, 'everything');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('This value is not valid');
  });

  it('approves: the record moves to the verified list, the decision is kept, the agent is mailed', async () => {
    const { admin, cookie } = await adminCookie();
    const agent = await pendingAgent();
    const approved = await api.client.json('POST', `/api/admin/licences/${agent.id}/approve`, {
      cookie,
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      agentId: agent.id,
      decision: 'approved',
      reviewerId: admin.id,
      status: 'verified',
      reason: null,
    });
    expect((await queue(cookie)).body.items.map((item) => item.agentId)).not.toContain(agent.id);
    expect((await queue(cookie, 'verified')).body.items.map((item) => item.agentId)).toContain(
      agent.id,
    );
    const decisions = await db()
      .select()
      .from(licenceDecisions)
      .where(eq(licenceDecisions.agentId, agent.id));
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({
      reviewerId: admin.id,
      decision: 'approved',
      npn: '1234567',
      lines: [{ state: 'TX', line: 'auto' }],
    });
    // The decision is mailed by the notification deliverer (issue 21).
    await api.testApp.app.notificationJob.drain();
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, agent.email));
    expect(mails.map((mail) => mail.subject)).toContain('Your licence record is verified');
    // Nothing left to decide.
    const again = await api.client.json('POST', `/api/admin/licences/${agent.id}/approve`, {
      cookie,
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This licence record has nothing waiting for review.' });
  });

  it('rejects with a reason that is kept and mailed, escaped in the HTML part', async () => {
    const { cookie } = await adminCookie();
    const agent = await pendingAgent();
    const reason = 'NPN <b>not found</b> in the NIPR lookup';
    const rejected = await api.client.json('POST', `/api/admin/licences/${agent.id}/reject`, {
      cookie,
      body: { reason },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ decision: 'rejected', reason, status: 'rejected' });
    expect((await queue(cookie, 'rejected')).body.items.map((item) => item.agentId)).toContain(
      agent.id,
    );
    // The decision is mailed by the notification deliverer (issue 21).
    await api.testApp.app.notificationJob.drain();
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, agent.email));
    const mine = mails.find((row) => row.subject === 'Your licence record needs changes');
    expect(mine?.textBody).toContain(`The reviewer's reason: ${reason}`);
    expect(mine?.htmlBody).toContain('NPN &lt;b&gt;not found&lt;/b&gt;');
    expect(mine?.htmlBody).not.toContain('<b>not found');
  });

  it.each([
    [{}, 'Give the agent a reason (at least 5 characters)'],
    [{ reason: 'no' }, 'Give the agent a reason (at least 5 characters)'],
    [{ reason: 'x'.repeat(501) }, 'The reason may be at most 500 characters'],
  ])('refuses a rejection without a usable reason (%j)', async (body, message) => {
    const { cookie } = await adminCookie();
    const agent = await pendingAgent();
    const refused = await api.client.json('POST', `/api/admin/licences/${agent.id}/reject`, {
      cookie,
      body,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message });
  });

  it('answers 404 for an unknown agent, a consumer id or the admin itself, and 400 for a bad id', async () => {
    const { admin, cookie } = await adminCookie();
    for (const id of ['00000000-0000-4000-8000-000000000000', admin.id]) {
      const { status, body } = await api.client.json('POST', `/api/admin/licences/${id}/approve`, {
        cookie,
      });
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'No agent with this licence record was found.' });
    }
    const bad = await api.client.json('POST', '/api/admin/licences/not-a-uuid/approve', { cookie });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'No agent with this licence record was found.' });
  });

  it('lets no agent review: an agent gets 403 on the queue and on its own approval', async () => {
    const agent = await pendingAgent();
    const cookie = await signInAs(api.client, { ...agent, role: 'agent' });
    expect((await queue(cookie)).status).toBe(403);
    const self = await api.client.json('POST', `/api/admin/licences/${agent.id}/approve`, {
      cookie,
    });
    expect(self.status).toBe(403);
    expect(self.body).toEqual({ message: 'This area requires admin access.' });
  });

  describe('per state and line', () => {
    async function mixedAgent() {
      const agent = await createAgent(db());
      await createLicenceFor(db(), agent.id, {
        status: 'pending',
        states: ['TX', 'CA'],
        lines: ['auto', 'home'],
      });
      return agent;
    }
    const review = (cookie: string, agentId: string, body: unknown) =>
      api.client.json<Record<string, unknown> & { message?: string }>(
        'POST',
        `/api/admin/licences/${agentId}/review`,
        { cookie, body },
      );
    const linesOf = async (agentId: string) =>
      Object.fromEntries(
        (
          await db().select().from(agentLicenceLines).where(eq(agentLicenceLines.agentId, agentId))
        ).map((row) => [`${row.state}:${row.line}`, row.status]),
      );

    it('approves some pairs, rejects others with a reason, leaves the rest waiting; audit, live event and one mail', async () => {
      const { admin, cookie } = await adminCookie();
      const agent = await mixedAgent();
      const reason = 'No home licence in CA on NIPR';
      const answer = await review(cookie, agent.id, {
        decisions: [
          { state: 'TX', line: 'auto', decision: 'approve' },
          { state: 'TX', line: 'home', decision: 'approve' },
          { state: 'CA', line: 'home', decision: 'reject' },
        ],
        reason,
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        agentId: agent.id,
        reviewerId: admin.id,
        reason,
        approved: [
          { state: 'TX', line: 'auto' },
          { state: 'TX', line: 'home' },
        ],
        rejected: [{ state: 'CA', line: 'home' }],
        waiting: [{ state: 'CA', line: 'auto' }],
        status: 'pending',
      });
      expect(await linesOf(agent.id)).toEqual({
        'TX:auto': 'verified',
        'TX:home': 'verified',
        'CA:home': 'rejected',
        'CA:auto': 'pending',
      });
      const decisions = await db()
        .select()
        .from(licenceDecisions)
        .where(eq(licenceDecisions.agentId, agent.id));
      expect(
        decisions.map(({ decision, reason: why, lines, reviewerId }) => ({
          decision,
          why,
          lines,
          reviewerId,
        })),
      ).toEqual(
        expect.arrayContaining([
          {
            decision: 'approved',
            why: null,
            lines: [
              { state: 'TX', line: 'auto' },
              { state: 'TX', line: 'home' },
            ],
            reviewerId: admin.id,
          },
          {
            decision: 'rejected',
            why: reason,
            lines: [{ state: 'CA', line: 'home' }],
            reviewerId: admin.id,
          },
        ]),
      );
      // The agent reads the reason while the other pairs still wait.
      expect(await getAgentLicence(db(), agent.id)).toMatchObject({
        status: 'pending',
        rejectionReason: reason,
        verifiedStates: ['TX'],
      });
      const events = await db().select().from(liveEvents).where(eq(liveEvents.userId, agent.id));
      expect(events.map((event) => event.kind)).toContain('licence.updated');
      // One notification for the review, mailed by the notification deliverer (issue 21).
      const noted = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.userId, agent.id));
      expect(noted.map((row) => row.kind)).toEqual(['licence_decided']);
      await api.testApp.app.notificationJob.drain();
      const mails = await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, agent.email));
      expect(mails).toHaveLength(1);
      const mail = mails.find((row) => row.subject.startsWith('Your licence review'));
      expect(mail?.textBody).toContain('A reviewer verified: TX (auto, home)');
      expect(mail?.textBody).toContain('A reviewer could not verify: CA (home)');
      expect(mail?.textBody).toContain(`The reviewer's reason: ${reason}`);
      expect(mail?.textBody).toContain('Still waiting for review: CA (auto)');
      // The last pending pair decided: the record is verified apart from the rejected one.
      const last = await review(cookie, agent.id, {
        decisions: [{ state: 'CA', line: 'auto', decision: 'approve' }],
      });
      expect(last.body).toMatchObject({ status: 'rejected', waiting: [] });
    });

    it("tells a Spanish-speaking agent in Spanish, lists the review in the agent's bell and mails a one-way review as the decision does", async () => {
      const { cookie } = await adminCookie();
      const agent = await mixedAgent();
      await db().update(users).set({ locale: 'es' }).where(eq(users.id, agent.id));
      const rejected = await review(cookie, agent.id, {
        decisions: [{ state: 'CA', line: 'home', decision: 'reject' }],
        reason: 'Sin licencia de hogar en CA',
      });
      expect(rejected.status).toBe(200);
      await api.testApp.app.notificationJob.drain();
      const [mail] = await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, agent.email));
      expect(mail?.subject).toBe('Su licencia necesita cambios');
      expect(mail?.textBody).toContain(
        'Un revisor no pudo verificar su licencia para: CA (hogar).',
      );
      expect(mail?.textBody).toContain('Motivo del revisor: Sin licencia de hogar en CA');
      const waiting = mail?.textBody.split('\n').find((line) => line.startsWith('Aún pendiente'));
      expect(waiting).toContain('CA (auto)');
      expect(waiting).toMatch(/TX \((auto, hogar|hogar, auto)\)/);
      // Mandatory like the all-at-once decision: no unsubscribe link in a licence mail.
      expect(mail?.headers?.['List-Unsubscribe']).toBeUndefined();
      const agentCookie = await signInAs(api.client, { ...agent, role: 'agent' });
      const bell = await api.client.json<{
        items: Array<{ kind: string; link: string; readAt: string | null }>;
        unread: number;
      }>('GET', '/api/notifications', { cookie: agentCookie });
      expect(bell.status).toBe(200);
      expect(bell.body.items).toEqual([
        expect.objectContaining({ kind: 'licence_decided', link: '/agent', readAt: null }),
      ]);
      expect(bell.body.unread).toBe(1);
    });

    it('refuses a rejection without a reason, a duplicate pair and an empty list with readable 400s', async () => {
      const { cookie } = await adminCookie();
      const agent = await mixedAgent();
      const cases: Array<[unknown, string]> = [
        [
          { decisions: [{ state: 'TX', line: 'auto', decision: 'reject' }] },
          'Give the agent a reason (at least 5 characters)',
        ],
        [{ decisions: [] }, 'Decide at least one state and line'],
        [
          {
            decisions: [
              { state: 'TX', line: 'auto', decision: 'approve' },
              { state: 'TX', line: 'auto', decision: 'reject' },
            ],
            reason: 'a good reason',
          },
          'Each state and line may be decided only once',
        ],
        [{ decisions: [{ state: 'ZZ', line: 'auto', decision: 'approve' }] }, 'Choose a US state'],
      ];
      for (const [body, message] of cases) {
        const refused = await review(cookie, agent.id, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.body.message).toBe(message);
      }
      expect(Object.values(await linesOf(agent.id))).toEqual([
        'pending',
        'pending',
        'pending',
        'pending',
      ]);
    });

    it('answers 409 and changes nothing when a named pair is not waiting (decided already, or not licensed)', async () => {
      const { cookie } = await adminCookie();
      const agent = await mixedAgent();
      await review(cookie, agent.id, {
        decisions: [{ state: 'TX', line: 'auto', decision: 'approve' }],
      });
      for (const pair of [
        { state: 'TX', line: 'auto' },
        { state: 'NY', line: 'auto' },
      ]) {
        const refused = await review(cookie, agent.id, {
          decisions: [
            { state: 'CA', line: 'auto', decision: 'approve' },
            { ...pair, decision: 'approve' },
          ],
        });
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe(
          'One of these states and lines is not waiting for review any more',
        );
      }
      expect((await linesOf(agent.id))['CA:auto']).toBe('pending');
    });

    it('lets only an admin decide: an agent gets 403 (its own record too), a signed-out caller 401, another role-agent id 404', async () => {
      const agent = await mixedAgent();
      const body = { decisions: [{ state: 'TX', line: 'auto', decision: 'approve' }] };
      const agentCookie = await signInAs(api.client, { ...agent, role: 'agent' });
      for (const target of [agent.id, (await mixedAgent()).id]) {
        const refused = await review(agentCookie, target, body);
        expect(refused.status).toBe(403);
      }
      const anonymous = await api.client.json('POST', `/api/admin/licences/${agent.id}/review`, {
        body,
      });
      expect(anonymous.status).toBe(401);
      const { admin, cookie } = await adminCookie();
      const self = await review(cookie, admin.id, body);
      expect(self.status).toBe(404);
      expect(Object.values(await linesOf(agent.id))).not.toContain('verified');
    });
  });
});
