import { eq, inArray, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import webPush from 'web-push';
import type { ContactLog } from '../../../shared/contracts/leads';
import { testConfig } from '../../config';
import {
  consents,
  consumerProfiles,
  contactEvents,
  leads,
  mailOutbox,
  offers,
  users,
} from '../../db/schema';
import { createSavedQuoteFor, createVehicleFor, sampleAutoQuoteInput } from '../../seed/factories';
import { setUpApiTest, signInAs } from '../../test-support/api-test-client';
import {
  consumerWithRequest,
  openConversation,
  openLive,
  reviewer,
  verifiedAgent,
  waitFor,
} from '../../test-support/leads';
import { databaseKinds } from '../../test-support/test-app';
import { runLeadJob } from '../leads';

const offerBody = {
  premium: 99.5,
  period: 'monthly',
  coverages: [{ kind: 'bodily_injury', limit: '100/300' }],
  deductible: 500,
  termMonths: 6,
};

describe.each(databaseKinds)('delete my account and download my data on %s', (kind) => {
  // Push keys from configuration (PostgreSQL generates none): the export lists a push device.
  const pushKeys = webPush.generateVAPIDKeys();
  const api = setUpApiTest(kind, {
    LEAD_JOB_INTERVAL_MS: 3_600_000,
    VAPID_PUBLIC_KEY: pushKeys.publicKey,
    VAPID_PRIVATE_KEY: pushKeys.privateKey,
    // A stand-in push service: only push services' endpoints are taken (decision 0072).
    PUSH_TEST_SERVICES: ['push.example.net=127.0.0.1'],
  });
  const db = () => api.testApp.database.db;

  async function runJobNow() {
    for (let attempt = 0; attempt < 100; attempt++) {
      const pass = await runLeadJob(db(), testConfig());
      if (pass.ran) return pass;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the lead job never got its lock');
  }

  it('keeps who received the data and the consent wording after the request is deleted', async () => {
    const admin = await reviewer(db());
    const agent = await verifiedAgent(db(), api.client, admin.id, {
      states: ['OR'],
      firstName: 'Oriana',
    });
    const consumer = await consumerWithRequest(db(), api.client);
    const quote = await createSavedQuoteFor(
      db(),
      consumer.id,
      sampleAutoQuoteInput({ zip: '97201' }),
    );
    const consent = await api.client.json('POST', `/api/quotes/${quote.id}/consents`, {
      cookie: consumer.cookie,
      body: { agentIds: [agent.id] },
    });
    expect(consent.status).toBe(200);
    const [lead] = await db().select().from(leads).where(eq(leads.quoteId, quote.id));
    await api.client.call('GET', `/api/agent/leads/${lead?.id}`, { cookie: agent.cookie });
    const before = await api.client.json<ContactLog>('GET', '/api/profiles/me/access', {
      cookie: consumer.cookie,
    });
    const wording = before.body.consents.find((item) => item.quoteId === quote.id)?.wording;
    expect(wording).toBeTruthy();

    const deleted = await api.client.call('DELETE', `/api/quotes/${quote.id}`, {
      cookie: consumer.cookie,
    });
    expect(deleted.status).toBe(204);
    // The agent lost the lead with the request.
    expect(
      (await api.client.call('GET', `/api/agent/leads/${lead?.id}`, { cookie: agent.cookie }))
        .status,
    ).toBe(404);

    const after = await api.client.json<ContactLog>('GET', '/api/profiles/me/access', {
      cookie: consumer.cookie,
    });
    const entry = after.body.agents.find((item) => item.agent.id === agent.id);
    expect(entry?.agent.firstName).toBe('Oriana');
    expect(entry?.hasAccess).toBe(false);
    expect(entry?.requests).toEqual([
      { consentId: lead?.consentId, quoteId: null, line: 'auto', leadStatus: 'withdrawn' },
    ]);
    expect(entry?.events.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['lead_delivered', 'profile_viewed', 'access_withdrawn']),
    );
    const record = after.body.consents.find((item) => item.id === lead?.consentId);
    expect(record).toMatchObject({ quoteId: null, line: 'auto', state: 'OR', wording });
    expect(record?.withdrawnAt).not.toBeNull();
  });

  it('deletes a consumer account: agents lose access live, the proof of consent stays without name, e-mail or phone', async () => {
    const admin = await reviewer(db());
    const agent = await verifiedAgent(db(), api.client, admin.id, { states: ['WA'] });
    const consumer = await consumerWithRequest(db(), api.client);
    const phone = '2065550143';
    // The request saved above already made the profile row (it fills the profile's empty fields).
    await db()
      .insert(consumerProfiles)
      .values({ userId: consumer.id, phone, contactPreference: 'phone' })
      .onConflictDoUpdate({
        target: consumerProfiles.userId,
        set: { phone, contactPreference: 'phone' },
      });
    await createVehicleFor(db(), consumer.id);
    const quote = await createSavedQuoteFor(
      db(),
      consumer.id,
      sampleAutoQuoteInput({ zip: '98101' }),
    );
    await api.client.call('POST', `/api/quotes/${quote.id}/consents`, {
      cookie: consumer.cookie,
      body: { agentIds: [agent.id] },
    });
    const [lead] = await db().select().from(leads).where(eq(leads.quoteId, quote.id));
    const detail = await api.client.json<{ customer: { phone: string | null } }>(
      'GET',
      `/api/agent/leads/${lead?.id}`,
      { cookie: agent.cookie },
    );
    expect(detail.body.customer.phone).toBe(phone);
    const live = await openLive(api.client.baseUrl, agent.cookie);

    const wrong = await api.client.json('POST', '/api/account/delete', {
      cookie: consumer.cookie,
      body: { password: 'not-the-password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('password');
    const empty = await api.client.json('POST', '/api/account/delete', {
      cookie: consumer.cookie,
      body: {},
    });
    expect(empty.status).toBe(400);
    expect((await db().select().from(users).where(eq(users.id, consumer.id))).length).toBe(1);

    const done = await api.client.json('POST', '/api/account/delete', {
      cookie: consumer.cookie,
      headers: { 'Accept-Language': 'es' },
      body: { password: consumer.password },
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ deleted: true });
    expect(done.response.headers.getSetCookie().join()).toMatch(/lion_session=;/);

    // The agent hears it on the socket and the lead is gone.
    await waitFor(() =>
      live.frames.find(
        (frame) =>
          frame.type === 'event' && frame.kind === 'lead.revoked' && frame.leadId === lead?.id,
      ),
    );
    live.socket.close();
    expect(
      (await api.client.call('GET', `/api/agent/leads/${lead?.id}`, { cookie: agent.cookie }))
        .status,
    ).toBe(404);
    // The old session is dead on the server.
    const check = await api.client.json<{ authenticated: boolean }>('GET', '/api/user/role-check', {
      cookie: consumer.cookie,
    });
    expect(check.body.authenticated).toBe(false);
    expect((await db().select().from(users).where(eq(users.id, consumer.id))).length).toBe(0);

    // What stays: the consent and the contact log, under one pseudonymous subject.
    const kept = await db()
      .select()
      .from(consents)
      .where(eq(consents.id, lead?.consentId ?? ''));
    expect(kept).toHaveLength(1);
    const subjectId = kept[0]?.subjectId;
    expect(subjectId).toBeTruthy();
    expect(subjectId).not.toBe(consumer.id);
    expect(kept[0]?.consumerId).toBeNull();
    expect(kept[0]?.wording).toMatch(/\w/);
    const events = await db()
      .select()
      .from(contactEvents)
      .where(eq(contactEvents.subjectId, subjectId ?? ''));
    expect(events.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['lead_delivered', 'profile_viewed', 'access_withdrawn']),
    );
    const rows = JSON.stringify([kept, events]);
    for (const personal of [
      consumer.email,
      consumer.firstName,
      consumer.lastName,
      phone,
      consumer.id,
    ]) {
      expect(rows).not.toContain(personal);
    }
    // Only the notice is left in the outbox for the address, and it names nobody.
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, consumer.email));
    expect(mails.map((mail) => mail.subject)).toEqual(['Se eliminó su cuenta de Lion Insurance']);
    expect(mails[0]?.textBody).not.toContain(consumer.firstName);
  });

  it('deletes an agent account: open leads go back to matching, open offers are withdrawn', async () => {
    const admin = await reviewer(db());
    const agents = [];
    for (let index = 0; index < 4; index++) {
      agents.push(await verifiedAgent(db(), api.client, admin.id, { states: ['NV'] }));
    }
    const consumer = await consumerWithRequest(db(), api.client);
    const quote = await createSavedQuoteFor(
      db(),
      consumer.id,
      sampleAutoQuoteInput({ zip: '89101' }),
    );
    await api.client.call('POST', `/api/quotes/${quote.id}/consents`, {
      cookie: consumer.cookie,
      body: { mode: 'auto' },
    });
    const delivered = await db().select().from(leads).where(eq(leads.quoteId, quote.id));
    expect(delivered).toHaveLength(3);
    const leaving = agents.find((agent) => agent.id === delivered[0]?.agentId);
    const waiting = agents.find((agent) => !delivered.some((lead) => lead.agentId === agent.id));
    if (!leaving || !waiting) throw new Error('unexpected matching');
    const offer = await api.client.json<{ id: string }>(
      'POST',
      `/api/agent/leads/${delivered[0]?.id}/offers`,
      { cookie: leaving.cookie, body: offerBody },
    );
    expect(offer.status).toBe(201);
    const live = await openLive(api.client.baseUrl, consumer.cookie);

    const done = await api.client.json('POST', '/api/account/delete', {
      cookie: leaving.cookie,
      body: { password: leaving.password },
    });
    expect(done.status).toBe(200);
    await waitFor(() =>
      live.frames.find(
        (frame) =>
          frame.type === 'event' &&
          frame.kind === 'offer.updated' &&
          frame.offerId === offer.body.id,
      ),
    );
    live.socket.close();
    expect((await db().select().from(users).where(eq(users.id, leaving.id))).length).toBe(0);
    // The route kicked the lead job; one more pass makes sure the free place was offered.
    await runJobNow();
    const now = await db().select().from(leads).where(eq(leads.quoteId, quote.id));
    expect(now.map((lead) => lead.agentId)).toContain(waiting.id);
    expect(
      now.filter((lead) => lead.status === 'pending' || lead.status === 'accepted'),
    ).toHaveLength(3);

    // The consumer's record still names the agent who had the data, with the offer withdrawn.
    const log = await api.client.json<ContactLog>('GET', '/api/profiles/me/access', {
      cookie: consumer.cookie,
    });
    const entry = log.body.agents.find((item) => item.agent.id === leaving.id);
    expect(entry?.accountClosed).toBe(true);
    expect(entry?.agent.firstName).toBe(leaving.firstName);
    expect(entry?.hasAccess).toBe(false);
    expect(entry?.requests[0]?.leadStatus).toBe('passed');
    expect(entry?.events.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['lead_delivered', 'offer_sent', 'offer_withdrawn', 'lead_passed']),
    );
    expect((await db().select().from(offers).where(eq(offers.agentId, leaving.id))).length).toBe(0);
  });

  it('exports everything the account holds and nothing of another user', async () => {
    const { agent, consumer, conversationId } = await openConversation(db(), api.client);
    await createVehicleFor(db(), consumer.id, { make: 'Subaru', model: 'Outback' });
    const [lead] = await db().select().from(leads).where(eq(leads.quoteId, consumer.quote.id));
    await api.client.call('POST', `/api/agent/leads/${lead?.id}/offers`, {
      cookie: agent.cookie,
      body: offerBody,
    });
    await api.client.call('POST', '/api/messages', {
      cookie: consumer.cookie,
      body: { conversationId, clientId: 'export-c1', body: 'My policy number is P-123' },
    });
    await api.client.call('POST', '/api/messages', {
      cookie: agent.cookie,
      body: { conversationId, clientId: 'export-a1', body: 'Thanks, I will call you' },
    });
    const stranger = await consumerWithRequest(db(), api.client);
    // Notification preferences, quiet hours and a push device (issue 21).
    const saved = await api.client.call('PUT', '/api/notifications/preferences', {
      cookie: consumer.cookie,
      body: {
        kinds: { offer_new: { email: false, push: true } },
        timeZone: 'America/Chicago',
        quietStart: 22,
        quietEnd: 7,
      },
    });
    expect(saved.status).toBe(200);
    const device = await api.client.call('POST', '/api/notifications/push-subscriptions', {
      cookie: consumer.cookie,
      body: {
        endpoint: 'https://push.example.net/send/capability-path-XYZ',
        keys: { p256dh: 'P256DH-public-key-value', auth: 'AUTH-secret-value' },
      },
    });
    expect(device.status).toBeLessThan(300);

    const response = await api.client.call('GET', '/api/account/export', {
      cookie: consumer.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="lion-insurance-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.format).toBe('lion-insurance-data/1');
    expect(data.account.email).toBe(consumer.email);
    expect(data.consumer.profile.firstName).toBe(consumer.firstName);
    expect(data.consumer.vehicles.map((vehicle: { make: string }) => vehicle.make)).toContain(
      'Subaru',
    );
    expect(data.consumer.requests[0].result.estimates.length).toBeGreaterThan(0);
    expect(data.consumer.consents[0].wording).toMatch(/\w/);
    expect(data.consumer.contactLog[0].agent.id).toBe(agent.id);
    expect(data.consumer.offers).toHaveLength(1);
    const bodies = data.conversations[0].messages.map((message: { body: string }) => message.body);
    expect(bodies).toEqual(['My policy number is P-123', 'Thanks, I will call you']);
    expect(data.sessions.some((session: { current: boolean }) => session.current)).toBe(true);
    expect(data.agent).toBeNull();
    expect(Array.isArray(data.calls)).toBe(true);
    expect(data.notifications.preferences).toMatchObject({
      timeZone: 'America/Chicago',
      quietStart: 22,
      quietEnd: 7,
      kinds: { offer_new: { email: false, push: true }, message: { email: true, push: true } },
    });
    // The push service's host only: the endpoint's path and the keys stay on the server.
    expect(data.notifications.pushDevices).toEqual([
      { host: 'push.example.net', createdAt: expect.any(String) },
    ]);
    expect(data.notifications.items.map((item: { kind: string }) => item.kind)).toContain(
      'offer_new',
    );
    for (const secret of [
      'password',
      'tokenHash',
      'token_hash',
      stranger.email,
      stranger.quote.id,
      'capability-path-XYZ',
      'P256DH-public-key-value',
      'AUTH-secret-value',
    ]) {
      expect(text).not.toContain(secret);
    }

    const agentExport = await api.client.call('GET', '/api/account/export', {
      cookie: agent.cookie,
    });
    expect(agentExport.status).toBe(200);
    const agentText = await agentExport.text();
    const agentData = JSON.parse(agentText);
    expect(agentData.account.role).toBe('agent');
    expect(agentData.consumer).toBeNull();
    expect(agentData.agent.licence.licences[0].state).toBe('TX');
    expect(agentData.agent.leads[0].customerName).toContain(consumer.firstName);
    expect(agentData.agent.offers).toHaveLength(1);
    // The agent's own settings (the defaults: none saved), no device, the new lead's notification.
    expect(agentData.notifications.preferences.kinds.lead_new).toEqual({ email: true, push: true });
    expect(agentData.notifications.preferences.kinds.offer_new).toBeUndefined();
    expect(agentData.notifications.pushDevices).toEqual([]);
    expect(agentData.notifications.items.map((item: { kind: string }) => item.kind)).toContain(
      'lead_new',
    );
    // The agent's own messages; the customer's words, e-mail and others' data are not theirs.
    expect(
      agentData.conversations[0].messages.map((message: { body: string }) => message.body),
    ).toEqual(['Thanks, I will call you']);
    for (const secret of ['password', 'tokenHash', consumer.email, 'P-123', stranger.email]) {
      expect(agentText).not.toContain(secret);
    }
  });

  it('answers 401 signed out, refuses admins, and limits attempts', async () => {
    expect((await api.client.call('GET', '/api/account/export')).status).toBe(401);
    expect(
      (await api.client.call('POST', '/api/account/delete', { body: { password: 'x' } })).status,
    ).toBe(401);
    const admin = await reviewer(db());
    const adminCookie = await signInAs(api.client, { ...admin, role: 'admin' });
    const refused = await api.client.json('POST', '/api/account/delete', {
      cookie: adminCookie,
      body: { password: admin.password },
    });
    expect(refused.status).toBe(403);
    expect((await db().select().from(users).where(eq(users.id, admin.id))).length).toBe(1);
    const consumer = await consumerWithRequest(db(), api.client);
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const answer = await api.client.call('POST', '/api/account/delete', {
        cookie: consumer.cookie,
        body: { password: `wrong-${attempt}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right password waits now.
    const blocked = await api.client.call('POST', '/api/account/delete', {
      cookie: consumer.cookie,
      body: { password: consumer.password },
    });
    expect(blocked.status).toBe(429);
    expect(
      (
        await db()
          .select()
          .from(users)
          .where(or(eq(users.id, consumer.id), inArray(users.id, [admin.id])))
      ).length,
    ).toBe(2);
  });
});
