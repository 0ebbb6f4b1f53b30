import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAdmin, createAgent, createLicenceFor } from '../../db/factories';
import { licenceDecisions, mailOutbox } from '../../db/schema';
import { databaseKinds } from '../../test-support/test-app';
import { setUpApiTest, signInAs } from '../auth/api-test-client';

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
});
