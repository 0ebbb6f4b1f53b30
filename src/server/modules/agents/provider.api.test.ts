import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AgentAgency } from '../../../shared/contracts/agency';
import type { MatchList, Offer } from '../../../shared/contracts/leads';
import type { ConversationSummary } from '../../../shared/contracts/messages';
import { users } from '../../db/schema';
import { createLicenceFor } from '../../seed/factories';
import { setUpApiTest, signInAs } from '../../test-support/api-test-client';
import { consumerWithRequest, reviewer, verifiedAgent } from '../../test-support/leads';
import { linkToken, waitForMail } from '../../test-support/mail';
import { databaseKinds } from '../../test-support/test-app';

const password = 'Lion!Quote7Pw';
let counter = 0;

const offerBody = {
  premium: 98.5,
  period: 'monthly',
  coverages: [{ kind: 'bodily_injury', limit: '100/300' }],
  deductible: 500,
  termMonths: 6,
  description: 'Liability with roadside help.',
};

describe.each(databaseKinds)('who an offer comes from on %s (finding 1.9)', (kind) => {
  const api = setUpApiTest(kind, { LEAD_JOB_INTERVAL_MS: 3_600_000 });
  const db = () => api.testApp.database.db;
  let adminId = '';
  beforeAll(async () => {
    adminId = (await reviewer(db())).id;
  });

  /**
   * The attack: an agent at a domain that is no insurer's registers with the hidden company field
   * set to `geico`, confirms the address and is licensed; a consumer picks them.
   */
  async function claimingAgent() {
    const email = `rep${Date.now()}${counter++}@lonestar-insurance.example`;
    const registered = await api.client.json<{ id: string }>('POST', '/api/auth/register-agent', {
      body: {
        firstName: 'Rory',
        lastName: 'Vance',
        email,
        password,
        confirmPassword: password,
        company: 'geico',
        agencyName: 'Lone Star Insurance Group',
      },
    });
    expect(registered.status).toBe(201);
    const mail = await waitForMail(api.testApp.mailDir, email);
    const confirmed = await api.client.call('POST', '/api/auth/confirm-email', {
      body: { token: linkToken(mail.text, '/auth/confirm-email') },
    });
    expect(confirmed.status).toBe(200);
    const id = registered.body.id;
    await createLicenceFor(db(), id, { reviewerId: adminId, states: ['TX'], lines: ['auto'] });
    const cookie = await signInAs(api.client, { email, password, role: 'agent' });
    return { id, email, cookie };
  }

  async function offerFrom(agent: { id: string; cookie: string }) {
    const consumer = await consumerWithRequest(db(), api.client);
    const matches = await api.client.json<MatchList>(
      'GET',
      `/api/quotes/${consumer.quote.id}/matches`,
      { cookie: consumer.cookie },
    );
    const consent = await api.client.call('POST', `/api/quotes/${consumer.quote.id}/consents`, {
      cookie: consumer.cookie,
      body: { agentIds: [agent.id] },
    });
    expect(consent.status).toBe(200);
    const { body: list } = await api.client.json<{ leads: Array<{ id: string }> }>(
      'GET',
      '/api/agent/leads',
      { cookie: agent.cookie },
    );
    const leadId = list.leads[0]?.id ?? '';
    const sent = await api.client.call('POST', `/api/agent/leads/${leadId}/offers`, {
      cookie: agent.cookie,
      body: offerBody,
    });
    expect(sent.status).toBe(201);
    const opened = await api.client.call('POST', '/api/messages/conversations', {
      cookie: agent.cookie,
      body: { leadId },
    });
    expect(opened.status).toBeLessThan(300);
    return { consumer, matches: matches.body };
  }

  const offersOf = async (consumer: { quote: { id: string }; cookie: string }) => {
    const response = await api.client.json<{ offers: Offer[] }>(
      'GET',
      `/api/quotes/${consumer.quote.id}/offers`,
      { cookie: consumer.cookie },
    );
    return response.body.offers;
  };
  const conversationsOf = async (consumer: { cookie: string }) => {
    const response = await api.client.json<{ conversations: ConversationSummary[] }>(
      'GET',
      '/api/messages/conversations',
      { cookie: consumer.cookie },
    );
    return response.body.conversations;
  };

  it('never shows GEICO for an agent whose e-mail domain did not prove it: the agency name, self-declared', async () => {
    const agent = await claimingAgent();
    const { consumer, matches } = await offerFrom(agent);
    const selfDeclared = { name: 'Lone Star Insurance Group', verified: false };

    const card = matches.agents.find((candidate) => candidate.id === agent.id);
    expect(card?.provider).toEqual(selfDeclared);
    const [offer] = await offersOf(consumer);
    expect(offer?.provider).toEqual(selfDeclared);
    expect(offer?.agent.provider).toEqual(selfDeclared);
    const [conversation] = await conversationsOf(consumer);
    expect(conversation?.counterpart.provider).toEqual(selfDeclared);
    // Nowhere in what the consumer reads does the claimed insurer appear.
    const everything = JSON.stringify({ matches, offers: await offersOf(consumer), conversation });
    expect(everything).not.toMatch(/geico/i);

    // A row that says otherwise (an old claim, a forged flag) is not believed either: the current
    // e-mail's domain decides, when the payload is built.
    await db()
      .update(users)
      .set({ company: 'geico', companyVerified: true })
      .where(eq(users.id, agent.id));
    const [again] = await offersOf(consumer);
    expect(again?.provider).toEqual(selfDeclared);
    expect(JSON.stringify(await offersOf(consumer))).not.toMatch(/geico/i);
  });

  it('lets the agent name the agency in Settings: required off the insurers, never an insurer', async () => {
    const agent = await claimingAgent();
    const { consumer } = await offerFrom(agent);
    const read = await api.client.json<AgentAgency>('GET', '/api/agent/agency', {
      cookie: agent.cookie,
    });
    expect(read.body).toEqual({
      agencyName: 'Lone Star Insurance Group',
      provider: { name: 'Lone Star Insurance Group', verified: false },
      emailInsurer: null,
      agencyNameRequired: true,
    });
    for (const [agencyName, message] of [
      ['', /agency name/i],
      ['Geico Direct Texas', /listed insurers/],
      ['Call https://evil.example', /letters, numbers/],
      ['A'.repeat(121), /2 to 120/],
    ] as const) {
      const refused = await api.client.json<{ message: string }>('PUT', '/api/agent/agency', {
        cookie: agent.cookie,
        body: { agencyName },
      });
      expect(refused.status, agencyName).toBe(400);
      expect(refused.body.message, agencyName).toMatch(message);
    }
    const saved = await api.client.json<AgentAgency>('PUT', '/api/agent/agency', {
      cookie: agent.cookie,
      body: { agencyName: 'Hill Country Insurance' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.provider).toEqual({ name: 'Hill Country Insurance', verified: false });
    // Consumers read the provider when they read the offer.
    const [offer] = await offersOf(consumer);
    expect(offer?.provider).toEqual({ name: 'Hill Country Insurance', verified: false });
  });

  it("shows a captive agent's proven insurer, whose agency name is optional", async () => {
    const agent = await verifiedAgent(db(), api.client, adminId);
    const { consumer } = await offerFrom(agent);
    const [offer] = await offersOf(consumer);
    expect(offer?.provider).toEqual({ name: 'State Farm', verified: true });
    const cleared = await api.client.json<AgentAgency>('PUT', '/api/agent/agency', {
      cookie: agent.cookie,
      body: { agencyName: '' },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({
      agencyName: null,
      emailInsurer: 'State Farm',
      agencyNameRequired: false,
      provider: { name: 'State Farm', verified: true },
    });
    // Unconfirmed, the same domain proves nothing yet: no provider without an agency name.
    await db().update(users).set({ emailConfirmedAt: null }).where(eq(users.id, agent.id));
    const [unconfirmed] = await offersOf(consumer);
    expect(unconfirmed?.provider).toBeNull();
  });
});
