import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  NotificationList,
  NotificationPreferences,
} from '../../../shared/contracts/notifications';
import {
  consumerProfiles,
  leads,
  livePresence,
  mailOutbox,
  notificationDeliveries,
  notificationPreferences,
  notifications,
  offers,
  users,
} from '../../db/schema';
import { createConsumer } from '../../seed/factories';
import { setUpApiTest } from '../../test-support/api-test-client';
import { eventually } from '../../test-support/eventually';
import { openConversation, openLive } from '../../test-support/leads';
import { databaseKinds } from '../../test-support/test-app';
import { nextRenewal, scheduleReminders } from './job';
import { notify } from './notify';
import { quietUntil } from './preferences';

const offerBody = {
  premium: 123.45,
  period: 'monthly',
  coverages: [{ kind: 'bodily_injury', limit: '100/300' }],
  deductible: 500,
  termMonths: 6,
  description: 'Full coverage.',
};

describe('quiet hours', () => {
  const zone = { timeZone: 'America/Chicago', quietStart: 22, quietEnd: 7 };
  it('holds a mail inside quiet hours until their end, in the person’s time zone', () => {
    // 23:30 in Chicago (UTC-6 in January) is 05:30 UTC the next day.
    const at = new Date('2027-01-15T05:30:00Z');
    expect(quietUntil(at, zone)?.toISOString()).toBe('2027-01-15T13:00:00.000Z');
  });
  it('lets a mail go outside quiet hours and when none are set', () => {
    expect(quietUntil(new Date('2027-01-15T18:00:00Z'), zone)).toBeNull();
    expect(quietUntil(new Date('2027-01-15T05:30:00Z'), { ...zone, quietStart: null })).toBeNull();
  });
});

describe('renewal dates', () => {
  it('finds the next yearly date, 29 February as the 28th in a common year', () => {
    const today = new Date('2027-02-10T12:00:00Z');
    expect(nextRenewal('2020-03-01', today).toISOString().slice(0, 10)).toBe('2027-03-01');
    expect(nextRenewal('2020-01-05', today).toISOString().slice(0, 10)).toBe('2028-01-05');
    expect(nextRenewal('2024-02-29', today).toISOString().slice(0, 10)).toBe('2027-02-28');
  });
});

describe.each(databaseKinds)('notifications on %s', (kind) => {
  const api = setUpApiTest(kind, {
    LEAD_JOB_INTERVAL_MS: 3_600_000,
    NOTIFY_POLL_MS: 100,
    MESSAGE_MAIL_DELAY_SECONDS: 1,
    PUBLIC_ORIGIN: 'https://lion.example',
  });
  const db = () => api.testApp.database.db;

  const mailsTo = (address: string) =>
    db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
  const mailWith = (address: string, subject: string) =>
    eventually(async () => (await mailsTo(address)).find((mail) => mail.subject === subject));
  /** The e-mail deliveries of a person's notifications of `kindName`, with their schedule. */
  const deliveriesOf = (userId: string, kindName: string) =>
    db()
      .select({
        status: notificationDeliveries.status,
        reason: notificationDeliveries.reason,
        dueAt: notificationDeliveries.dueAt,
        attempts: notificationDeliveries.attempts,
      })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.kind, kindName as 'message'),
          eq(notificationDeliveries.channel, 'email'),
        ),
      );

  it('mails the agent a new lead at once: first name, line, state and link; never the e-mail; one-click unsubscribe headers', async () => {
    const setup = await openConversation(db(), api.client);
    const mail = await mailWith(setup.agent.email, 'You have a new lead');
    expect(mail.textBody).toContain(
      `New lead: ${setup.consumer.firstName} is looking for auto insurance in TX`,
    );
    expect(mail.textBody).toContain(`https://lion.example/agent?lead=${setup.leadId}`);
    expect(mail.textBody).not.toContain(setup.consumer.email);
    expect(mail.htmlBody).not.toContain(setup.consumer.email);
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/lion\.example\/unsubscribe\?token=[^>]+>$/,
    );
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // Written once per event and channel, whatever the passes.
    await api.testApp.app.notificationJob.drain();
    expect(
      (await mailsTo(setup.agent.email)).filter((row) => row.subject === 'You have a new lead'),
    ).toHaveLength(1);
    // The .eml file carries the headers.
    await api.testApp.app.mailOutbox.drain();
    const files = await readdir(api.testApp.mailDir);
    const eml = await eventually(async () => {
      for (const file of files.filter((name) => name.endsWith(`${mail.id}.eml`))) {
        return readFile(path.join(api.testApp.mailDir, file), 'utf8');
      }
      return undefined;
    });
    // nodemailer folds the long header onto a continuation line (RFC 5322).
    expect(eml).toMatch(/^List-Unsubscribe:\s+<https:\/\/lion\.example\/unsubscribe\?token=/m);
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
  });

  it('mails the consumer a new offer, and the agent its answer', async () => {
    const setup = await openConversation(db(), api.client);
    const { status, body: offer } = await api.client.json<{ id: string }>(
      'POST',
      `/api/agent/leads/${setup.leadId}/offers`,
      { cookie: setup.agent.cookie, body: offerBody },
    );
    expect(status).toBe(201);
    const offerMail = await mailWith(setup.consumer.email, 'You have a new offer');
    expect(offerMail.textBody).toContain('$123.45 a month');
    expect(offerMail.textBody).toContain(`/profile/quotes/${setup.consumer.quote.id}`);
    await api.client.call('POST', `/api/quotes/offers/${offer.id}/accept`, {
      cookie: setup.consumer.cookie,
    });
    const answer = await mailWith(setup.agent.email, 'Your offer was accepted');
    expect(answer.textBody).toContain(
      `Offer accepted: ${setup.consumer.firstName} accepted your offer`,
    );
    expect(answer.textBody).not.toContain(setup.consumer.email);
  });

  it('mails an unread message after the delay, once per conversation with the count and first lines; not to someone with the app open', async () => {
    const setup = await openConversation(db(), api.client);
    for (const body of ['First question', 'Second <b>question</b>']) {
      await api.client.call('POST', '/api/messages', {
        cookie: setup.consumer.cookie,
        body: { conversationId: setup.conversationId, clientId: crypto.randomUUID(), body },
      });
    }
    const mail = await mailWith(setup.agent.email, 'You have unread messages');
    expect(mail.textBody).toContain('You have 2 unread messages');
    expect(mail.textBody).toContain('“First question”');
    expect(mail.htmlBody).toContain('Second &lt;b&gt;question&lt;/b&gt;');
    expect(await deliveriesOf(setup.agent.id, 'message')).toMatchObject([
      { status: 'sent', reason: null },
    ]);

    // The consumer has the app open: the agent's reply is not mailed to them.
    const live = await openLive(api.testApp.baseUrl, setup.consumer.cookie);
    // Present once the socket's instance has written the presence row (not after a sleep).
    await eventually(async () => {
      const [row] = await db()
        .select({ userId: livePresence.userId })
        .from(livePresence)
        .where(eq(livePresence.userId, setup.consumer.id));
      return row;
    });
    await api.client.call('POST', '/api/messages', {
      cookie: setup.agent.cookie,
      body: { conversationId: setup.conversationId, clientId: crypto.randomUUID(), body: 'Hi' },
    });
    const skipped = await eventually(async () => {
      const rows = await deliveriesOf(setup.consumer.id, 'message');
      return rows.find((row) => row.status !== 'pending');
    });
    expect(skipped).toMatchObject({ status: 'skipped', reason: 'present' });
    expect(
      (await mailsTo(setup.consumer.email)).filter((row) => row.subject.includes('unread')),
    ).toHaveLength(0);
    live.socket.close();
  });

  it('keeps preferences per kind and channel with defaults by role; a kind turned off is not mailed', async () => {
    const setup = await openConversation(db(), api.client);
    const { body: defaults } = await api.client.json<NotificationPreferences>(
      'GET',
      '/api/notifications/preferences',
      { cookie: setup.consumer.cookie },
    );
    expect(defaults.kinds.offer_new).toEqual({ email: true, push: true });
    expect(defaults.kinds.renewal).toEqual({ email: false, push: false });
    expect(defaults.kinds.lead_new).toBeUndefined();
    const { body: agentDefaults } = await api.client.json<NotificationPreferences>(
      'GET',
      '/api/notifications/preferences',
      { cookie: setup.agent.cookie },
    );
    expect(agentDefaults.kinds.lead_new).toEqual({ email: true, push: true });

    const refused = await api.client.json('PUT', '/api/notifications/preferences', {
      cookie: setup.consumer.cookie,
      body: { kinds: { lead_new: { email: false, push: false } } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This kind of notification is not one your account gets');
    const badZone = await api.client.json('PUT', '/api/notifications/preferences', {
      cookie: setup.consumer.cookie,
      body: { timeZone: 'Mars/Olympus' },
    });
    expect(badZone.status).toBe(400);

    const { status, body } = await api.client.json<NotificationPreferences>(
      'PUT',
      '/api/notifications/preferences',
      {
        cookie: setup.consumer.cookie,
        body: {
          kinds: { offer_new: { email: false, push: true } },
          timeZone: 'America/Chicago',
          quietStart: 22,
          quietEnd: 7,
        },
      },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      kinds: { offer_new: { email: false, push: true } },
      timeZone: 'America/Chicago',
      quietStart: 22,
      quietEnd: 7,
    });
    await api.client.call('POST', `/api/agent/leads/${setup.leadId}/offers`, {
      cookie: setup.agent.cookie,
      body: offerBody,
    });
    const skipped = await eventually(async () =>
      (await deliveriesOf(setup.consumer.id, 'offer_new')).find((row) => row.status !== 'pending'),
    );
    expect(skipped).toMatchObject({ status: 'skipped', reason: 'preference' });
  });

  it('holds a message mail inside the recipient’s stored quiet hours until they end', async () => {
    const setup = await openConversation(db(), api.client);
    const now = new Date();
    const hour = now.getUTCHours();
    const quiet = await api.client.call('PUT', '/api/notifications/preferences', {
      cookie: setup.agent.cookie,
      body: { timeZone: 'UTC', quietStart: hour, quietEnd: (hour + 2) % 24 },
    });
    expect(quiet.status).toBe(200);
    await api.client.call('POST', '/api/messages', {
      cookie: setup.consumer.cookie,
      body: { conversationId: setup.conversationId, clientId: crypto.randomUUID(), body: 'Hi' },
    });
    // Past the message delay the deliverer decides: held, due when the quiet hours end.
    const held = await eventually(async () => {
      const [row] = await deliveriesOf(setup.agent.id, 'message');
      return row && row.dueAt.getTime() > Date.now() + 60_000 ? row : undefined;
    });
    expect(held.status).toBe('pending');
    const quietEnd = new Date(now);
    quietEnd.setUTCHours(hour + 2, 0, 0, 0);
    expect(held.dueAt.toISOString()).toBe(quietEnd.toISOString());
    expect(
      (await mailsTo(setup.agent.email)).filter((row) => row.subject.includes('unread')),
    ).toHaveLength(0);
  });

  it('delivers the rest of a batch when one delivery fails in the database, and counts its attempt', async () => {
    const consumer = await createConsumer(db());
    await db()
      .insert(notificationPreferences)
      .values({ userId: consumer.id, kind: 'renewal', email: true, push: false });
    // An offer notification naming no offer: reading its offer fails in the database (an empty
    // id is no uuid), which aborts a transaction; the renewal beside it must still be mailed.
    await db().transaction((tx) =>
      notify(tx, [
        { userId: consumer.id, kind: 'offer_new' },
        { userId: consumer.id, kind: 'renewal', data: { renewalDate: '2027-03-01' } },
      ]),
    );
    await mailWith(consumer.email, 'Your insurance renews soon');
    const failed = await eventually(async () => {
      const [row] = await deliveriesOf(consumer.id, 'offer_new');
      return row && row.attempts > 0 ? row : undefined;
    });
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.reason).toMatch(/offers/);
  });

  it('unsubscribes in one click from anywhere with the signed link, shows the page’s kind, and undoes', async () => {
    const setup = await openConversation(db(), api.client);
    const mail = await mailWith(setup.agent.email, 'You have a new lead');
    const link = /<([^>]+)>/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(mail.textBody).toContain(`Turn off these e-mails: ${link}`);

    // The mail client's POST: no cookie, no Origin, no app marker, a form body.
    const post = await fetch(
      `${api.testApp.baseUrl}/unsubscribe?token=${encodeURIComponent(token)}`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'https://mail.example',
        },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(post.status).toBe(200);
    const prefs = () =>
      api.client.json<NotificationPreferences>('GET', '/api/notifications/preferences', {
        cookie: setup.agent.cookie,
      });
    expect((await prefs()).body.kinds.lead_new?.email).toBe(false);

    const forged = await fetch(
      `${api.testApp.baseUrl}/unsubscribe?token=${encodeURIComponent(`${token.slice(0, -2)}xx`)}`,
      {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      },
    );
    expect(forged.status).toBe(400);
    // Only that route is exempt: another POST from elsewhere is still refused.
    const other = await fetch(`${api.testApp.baseUrl}/api/notifications/unsubscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://mail.example' },
      body: JSON.stringify({ token }),
    });
    expect(other.status).toBe(403);

    const described = await api.client.json(
      'GET',
      `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(described.body).toEqual({ kind: 'lead_new', email: true });
    const undo = await api.client.json('POST', '/api/notifications/unsubscribe/undo', {
      body: { token },
    });
    expect(undo.body).toEqual({ kind: 'lead_new', email: true });
    expect((await prefs()).body.kinds.lead_new?.email).toBe(true);
    const again = await api.client.json('POST', '/api/notifications/unsubscribe', {
      body: { token },
    });
    expect(again.body).toEqual({ kind: 'lead_new', email: false });
  });

  it('lists the bell’s notifications, unread first; another person’s notification is 404', async () => {
    const setup = await openConversation(db(), api.client);
    const list = await eventually(async () => {
      const { body } = await api.client.json<NotificationList>('GET', '/api/notifications', {
        cookie: setup.agent.cookie,
      });
      return body.items.length > 0 ? body : undefined;
    });
    const lead = list.items.find((item) => item.kind === 'lead_new');
    expect(lead).toMatchObject({ link: `/agent?lead=${setup.leadId}`, readAt: null });
    // Who and what, never the consumer's e-mail, in the language the app asks in.
    expect(lead?.summary).toMatch(/^New lead: \S+ is looking for \S+ insurance in TX\.$/);
    expect(lead?.summary).not.toContain(setup.consumer.email);
    const { body: spanish } = await api.client.json<NotificationList>('GET', '/api/notifications', {
      cookie: setup.agent.cookie,
      headers: { 'Accept-Language': 'es' },
    });
    expect(spanish.items.find((item) => item.id === lead?.id)?.summary).toMatch(
      /^Cliente potencial nuevo: \S+ pide un seguro de \S+ en TX\.$/,
    );
    expect(list.unread).toBeGreaterThan(0);
    const foreign = await api.client.call('POST', `/api/notifications/${lead?.id}/read`, {
      cookie: setup.consumer.cookie,
    });
    expect(foreign.status).toBe(404);
    const read = await api.client.call('POST', `/api/notifications/${lead?.id}/read`, {
      cookie: setup.agent.cookie,
    });
    expect(read.status).toBe(204);
    const { body: after } = await api.client.json<NotificationList>('GET', '/api/notifications', {
      cookie: setup.agent.cookie,
    });
    expect(after.items.find((item) => item.id === lead?.id)?.readAt).not.toBeNull();
    expect(after.items.at(-1)?.readAt).not.toBeNull();
    const anonymous = await api.client.call('GET', '/api/notifications');
    expect(anonymous.status).toBe(401);
  });

  it('marks the bell’s notifications read when their place is read: the lead opened, the offers listed, the conversation caught up', async () => {
    const setup = await openConversation(db(), api.client);
    const unreadOf = async (userId: string, kindName: string) =>
      (
        await db()
          .select({ readAt: notifications.readAt })
          .from(notifications)
          .where(
            and(eq(notifications.userId, userId), eq(notifications.kind, kindName as 'message')),
          )
      ).filter((row) => row.readAt === null).length;
    expect(await unreadOf(setup.agent.id, 'lead_new')).toBe(1);
    await api.client.call('GET', `/api/agent/leads/${setup.leadId}`, {
      cookie: setup.agent.cookie,
    });
    expect(await unreadOf(setup.agent.id, 'lead_new')).toBe(0);

    await api.client.call('POST', `/api/agent/leads/${setup.leadId}/offers`, {
      cookie: setup.agent.cookie,
      body: offerBody,
    });
    expect(await unreadOf(setup.consumer.id, 'offer_new')).toBe(1);
    await api.client.call('GET', `/api/quotes/${setup.consumer.quote.id}/offers`, {
      cookie: setup.consumer.cookie,
    });
    expect(await unreadOf(setup.consumer.id, 'offer_new')).toBe(0);

    for (const body of ['One', 'Two']) {
      await api.client.call('POST', '/api/messages', {
        cookie: setup.agent.cookie,
        body: { conversationId: setup.conversationId, clientId: crypto.randomUUID(), body },
      });
    }
    expect(await unreadOf(setup.consumer.id, 'message')).toBe(1);
    const read = (seq: number) =>
      api.client.call('POST', `/api/messages/conversations/${setup.conversationId}/read`, {
        cookie: setup.consumer.cookie,
        body: { seq },
      });
    // Half read: the notification still stands; all read: it is read.
    await read(1);
    expect(await unreadOf(setup.consumer.id, 'message')).toBe(1);
    await read(2);
    expect(await unreadOf(setup.consumer.id, 'message')).toBe(0);
  });

  it('mails the callee a missed call at once, naming the caller by first name to an agent', async () => {
    const setup = await openConversation(db(), api.client);
    for (const id of [setup.agent.id, setup.consumer.id]) {
      await db().update(users).set({ callsEnabled: true }).where(eq(users.id, id));
    }
    const { body: call } = await api.client.json<{ id: string }>('POST', '/api/calls', {
      cookie: setup.consumer.cookie,
      body: { conversationId: setup.conversationId },
    });
    // The caller gives up while it rings: the agent missed it.
    await api.client.call('POST', `/api/calls/${call.id}/hangup`, {
      cookie: setup.consumer.cookie,
    });
    const mail = await mailWith(setup.agent.email, 'You missed a call');
    expect(mail.textBody).toContain(`Missed call: ${setup.consumer.firstName} called you on`);
    expect(mail.textBody).not.toContain(setup.consumer.lastName);
  });

  it('reminds once: a lead hours before its deadline, a renewal within the 45 days the profile states', async () => {
    const setup = await openConversation(db(), api.client);
    // An auto lead whose answer is due in 3 hours (the default warning is 4).
    await db()
      .update(leads)
      .set({ status: 'pending', respondBy: new Date(Date.now() + 3 * 3_600_000) })
      .where(eq(leads.id, setup.leadId));
    // 40 days out: inside the 45 days the profile promises (the job used to wait for 30).
    const renewal = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    await db()
      .insert(consumerProfiles)
      .values({ userId: setup.consumer.id, renewalDate: renewal })
      .onConflictDoUpdate({ target: consumerProfiles.userId, set: { renewalDate: renewal } });
    const config = { LEAD_EXPIRY_WARNING_HOURS: 4 };
    const run = async () => {
      for (let attempt = 0; attempt < 100; attempt++) {
        // The app's own pass may hold the lock a moment.
        if ((await scheduleReminders(db(), config)) >= 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await run();
    await run();
    const reminders = await db()
      .select({ kind: notifications.kind, userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.leadId, setup.leadId), eq(notifications.kind, 'lead_expiring')));
    expect(reminders).toEqual([{ kind: 'lead_expiring', userId: setup.agent.id }]);
    const lead = await mailWith(setup.agent.email, 'A lead expires soon without a reply');
    expect(lead.textBody).toContain('Reply by');
    // The consumer gave a renewal date: the reminder is on by default, and comes once.
    const mail = await mailWith(setup.consumer.email, 'Your insurance renews soon');
    expect(mail.textBody).toContain('/quote/auto');
    const renewals = await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, setup.consumer.id), eq(notifications.kind, 'renewal')));
    expect(renewals).toHaveLength(1);
  });

  it('reminds a consumer once of an offer that expires in 3 days', async () => {
    const setup = await openConversation(db(), api.client);
    const { body: offer } = await api.client.json<{ id: string }>(
      'POST',
      `/api/agent/leads/${setup.leadId}/offers`,
      { cookie: setup.agent.cookie, body: offerBody },
    );
    // Made a week ago, it expires in two days: inside the last three.
    await db()
      .update(offers)
      .set({
        createdAt: new Date(Date.now() - 7 * 86_400_000),
        expiresAt: new Date(Date.now() + 2 * 86_400_000),
      })
      .where(eq(offers.id, offer.id));
    for (let run = 0; run < 2; run++) {
      for (let attempt = 0; attempt < 100; attempt++) {
        // The app's own pass may hold the lock a moment.
        if ((await scheduleReminders(db(), { LEAD_EXPIRY_WARNING_HOURS: 4 })) >= 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    const mail = await mailWith(setup.consumer.email, 'An offer expires in 3 days');
    expect(mail.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const reminders = await db()
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.offerId, offer.id), eq(notifications.kind, 'offer_expiring')));
    expect(reminders).toEqual([{ userId: setup.consumer.id }]);
  });

  it('says why a transactional mail cannot be unsubscribed', async () => {
    const email = `transactional-${crypto.randomUUID()}@example.com`;
    const registered = await api.client.call('POST', '/api/auth/register', {
      body: {
        firstName: 'Tomas',
        lastName: 'Reyes',
        email,
        password: 'Marigold14',
        confirmPassword: 'Marigold14',
        company: 'none',
      },
    });
    expect(registered.status).toBe(201);
    // A forgotten password: the reset link is about the account itself.
    const asked = await api.client.call('POST', '/api/auth/forgot-password', { body: { email } });
    expect(asked.status).toBe(202);
    const [reset] = await eventually(async () => {
      const mails = await mailsTo(email);
      return mails.length > 0 ? mails : undefined;
    });
    expect(reset?.headers).toBeNull();
    expect(reset?.textBody).toContain('has no unsubscribe link');
  });
});
