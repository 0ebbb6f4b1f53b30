import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccountSessionList } from '../../../shared/contracts/account';
import { validationMessages } from '../../../shared/validation-messages';
import { linkTokens, sessions, users } from '../../db/schema';
import { createAgent, createConsumer } from '../../seed/factories';
import { sessionCookie, setUpApiTest, signInAs } from '../../test-support/api-test-client';
import { reviewer, verifiedAgent } from '../../test-support/leads';
import { linkToken, readMails, waitForMail } from '../../test-support/mail';
import { databaseKinds } from '../../test-support/test-app';
import { findMatchingAgentIds } from '../leads';

const en = validationMessages.en;
const es = validationMessages.es;
const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const newConsumerPassword = 'maple-harbor-42';
const newAgentPassword = 'Brisk!Harbor9x';

describe.each(databaseKinds)('account life (issue 18) on %s', (kind) => {
  const api = setUpApiTest(kind);
  const db = () => api.testApp.database.db;
  const mails = () => readMails(api.testApp.mailDir);

  const forgot = (email: string, headers: Record<string, string> = {}) =>
    api.client.json<{ message: string }>('POST', '/api/auth/forgot-password', {
      body: { email },
      headers,
    });
  const reset = (token: string, password: string) =>
    api.client.json<{ message: string; role?: string }>('POST', '/api/auth/reset-password', {
      body: { token, password },
    });
  const whoAmI = async (cookie: string) =>
    (await api.client.json('GET', '/api/user', { cookie })).status;
  const signIn = (email: string, password: string, userAgent = chromeOnWindows) =>
    api.client.call('POST', '/api/auth/login', {
      body: { email, password },
      headers: { 'User-Agent': userAgent },
    });

  describe('forgot password', () => {
    it('answers the same whether or not the address has an account, and mails only an account', async () => {
      const consumer = await createConsumer(db());
      const unknown = `nobody.${randomUUID()}@example.com`;
      const known = await forgot(consumer.email);
      const missing = await forgot(unknown);
      expect(known.status).toBe(202);
      expect(missing.status).toBe(202);
      expect(missing.body).toEqual(known.body);
      expect(known.body.message).toBe(en.resetLinkSent);
      const mail = await waitForMail(api.testApp.mailDir, consumer.email);
      expect(mail.subject).toBe('Choose a new password for Lion Insurance');
      expect(mail.text).toContain('/auth/reset-password?for=consumer#token=');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mails().filter((m) => m.to === unknown)).toEqual([]);
    });

    it('answers as fast for an unknown address as for a known one (the work is done after)', async () => {
      const timings = { known: [] as number[], unknown: [] as number[] };
      for (let round = 0; round < 3; round++) {
        const consumer = await createConsumer(db());
        for (const [which, email] of [
          ['known', consumer.email],
          ['unknown', `ghost.${randomUUID()}@example.com`],
        ] as const) {
          const started = performance.now();
          expect((await forgot(email)).status).toBe(202);
          timings[which].push(performance.now() - started);
        }
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
      expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(150);
    });

    it('sets a new password once; the link is single use, every session ends and a notice is mailed', async () => {
      const consumer = await createConsumer(db());
      const first = sessionCookie(await signIn(consumer.email, consumer.password));
      const second = sessionCookie(await signIn(consumer.email, consumer.password, safariOnIphone));
      await forgot(consumer.email);
      const token = linkToken(
        (await waitForMail(api.testApp.mailDir, consumer.email)).text,
        '/auth/reset-password\\?for=consumer',
      );
      const [row] = await db()
        .select()
        .from(linkTokens)
        .where(eq(linkTokens.id, token.split('.')[0] ?? ''));
      expect(row?.purpose).toBe('reset_password');
      expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(token.split('.')[1]);
      expect(row && row.expiresAt.getTime() - row.createdAt.getTime()).toBe(60 * 60 * 1000);

      // A password that breaks the consumer rules is refused and leaves the link usable.
      const weak = await reset(token, 'short');
      expect(weak.status).toBe(400);
      expect(weak.body.message).toBe(en.passwordRefusedConsumer);

      const done = await reset(token, newConsumerPassword);
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ message: en.passwordReset, role: 'consumer' });
      expect(await whoAmI(first)).toBe(401);
      expect(await whoAmI(second)).toBe(401);
      expect((await signIn(consumer.email, consumer.password)).status).toBe(401);
      expect((await signIn(consumer.email, newConsumerPassword)).status).toBe(200);
      const notice = await waitForMail(api.testApp.mailDir, consumer.email, { count: 2 });
      expect(notice.subject).toBe('Your Lion Insurance password was changed');

      const again = await reset(token, 'another-password-77');
      expect(again.status).toBe(410);
      expect(again.body.message).toBe(en.tokenUsed);
    });

    it('refuses an expired link and a forged one', async () => {
      const consumer = await createConsumer(db());
      await forgot(consumer.email);
      const token = linkToken(
        (await waitForMail(api.testApp.mailDir, consumer.email)).text,
        '/auth/reset-password\\?for=consumer',
      );
      const [id, secret] = token.split('.');
      const forged = await reset(`${id}.${'A'.repeat(43)}`, newConsumerPassword);
      expect(forged.status).toBe(400);
      await db()
        .update(linkTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(linkTokens.id, id ?? ''));
      const expired = await reset(`${id}.${secret}`, newConsumerPassword);
      expect(expired.status).toBe(410);
      expect(expired.body.message).toBe(en.tokenExpired);
      expect((await signIn(consumer.email, consumer.password)).status).toBe(200);
    });

    it("holds an agent's new password to the agent rules and answers in Spanish", async () => {
      const agent = await createAgent(db());
      const asked = await forgot(agent.email, { 'Accept-Language': 'es' });
      expect(asked.body.message).toBe(es.resetLinkSent);
      const mail = await waitForMail(api.testApp.mailDir, agent.email);
      expect(mail.text).toContain('Alguien pidió elegir una contraseña nueva');
      const token = linkToken(mail.text, '/auth/reset-password\\?for=agent');
      const weak = await reset(token, 'maple-harbor-42');
      expect(weak.status).toBe(400);
      expect(weak.body.message).toBe(en.passwordRefusedAgent);
      const done = await reset(token, newAgentPassword);
      expect(done.body.role).toBe('agent');
      await signInAs(api.client, { email: agent.email, password: newAgentPassword, role: 'agent' });
    });
  });

  describe('change password', () => {
    it('asks for the current password, follows the role rules, ends the other sessions only', async () => {
      const consumer = await createConsumer(db());
      const here = sessionCookie(await signIn(consumer.email, consumer.password));
      const there = sessionCookie(await signIn(consumer.email, consumer.password));
      const change = (currentPassword: string, newPassword: string) =>
        api.client.json('POST', '/api/auth/change-password', {
          cookie: here,
          body: { currentPassword, newPassword },
        });
      const wrong = await change('not-my-password', newConsumerPassword);
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(en.currentPasswordWrong);
      const weak = await change(consumer.password, 'password');
      expect(weak.status).toBe(400);
      expect(await whoAmI(there)).toBe(200);

      const done = await change(consumer.password, newConsumerPassword);
      expect(done.status).toBe(200);
      expect(done.body.message).toBe(en.passwordChanged);
      expect(await whoAmI(here)).toBe(200);
      expect(await whoAmI(there)).toBe(401);
      expect((await signIn(consumer.email, newConsumerPassword)).status).toBe(200);
      const notice = await waitForMail(api.testApp.mailDir, consumer.email);
      expect(notice.subject).toBe('Your Lion Insurance password was changed');
    });

    it('answers 401 without a session', async () => {
      const { status } = await api.client.json('POST', '/api/auth/change-password', {
        body: { currentPassword: 'x', newPassword: newConsumerPassword },
      });
      expect(status).toBe(401);
    });
  });

  describe('change e-mail', () => {
    it('changes the address only when the link mailed to it is followed; the old address gets a notice', async () => {
      const consumer = await createConsumer(db());
      const other = await createConsumer(db());
      const cookie = await signInAs(api.client, consumer);
      const newEmail = `moved.${randomUUID()}@example.com`;
      const request = (body: Record<string, string>) =>
        api.client.json<{ message: string }>('POST', '/api/auth/change-email', { cookie, body });

      const wrong = await request({ currentPassword: 'nope', newEmail });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(en.currentPasswordWrong);
      const same = await request({ currentPassword: consumer.password, newEmail: consumer.email });
      expect(same.body.message).toBe(en.emailUnchanged);
      const taken = await request({ currentPassword: consumer.password, newEmail: other.email });
      expect(taken.status).toBe(409);

      const asked = await request({ currentPassword: consumer.password, newEmail });
      expect(asked.status).toBe(202);
      expect(asked.body.message).toBe(en.emailChangeSent.replace('{{email}}', newEmail));
      const notice = await waitForMail(api.testApp.mailDir, consumer.email);
      expect(notice.subject).toBe(
        'A new e-mail address was requested for your Lion Insurance account',
      );
      expect(notice.text).toContain(newEmail);
      const link = await waitForMail(api.testApp.mailDir, newEmail);
      const token = linkToken(link.text, '/auth/confirm-email-change');

      // Nothing has changed yet.
      const pending = await api.client.json('GET', '/api/auth/change-email', { cookie });
      expect(pending.body).toMatchObject({ pending: { email: newEmail } });
      const [before] = await db().select().from(users).where(eq(users.id, consumer.id));
      expect(before?.email).toBe(consumer.email);
      expect((await signIn(newEmail, consumer.password)).status).toBe(401);

      const confirmed = await api.client.json('POST', '/api/auth/confirm-email-change', {
        body: { token },
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toEqual({
        message: en.emailChanged.replace('{{email}}', newEmail),
        email: newEmail,
      });
      const me = await api.client.json<{ email: string }>('GET', '/api/user', { cookie });
      expect(me.body.email).toBe(newEmail);
      expect((await signIn(consumer.email, consumer.password)).status).toBe(401);
      expect((await signIn(newEmail, consumer.password)).status).toBe(200);
      const again = await api.client.json('POST', '/api/auth/confirm-email-change', {
        body: { token },
      });
      expect(again.status).toBe(410);
      expect((await api.client.json('GET', '/api/auth/change-email', { cookie })).body).toEqual({
        pending: null,
      });
    });

    it('gives an agent no new leads until the new work e-mail is confirmed, then decides the company proof again', async () => {
      const admin = await reviewer(db());
      const agent = await verifiedAgent(db(), api.client, admin.id);
      await db()
        .update(users)
        .set({
          company: 'statefarm',
          companyVerified: true,
          email: `a.${randomUUID()}@statefarm.com`,
        })
        .where(eq(users.id, agent.id));
      const request = { quoteId: randomUUID(), state: 'TX', line: 'auto', zip: '78701' };
      const matches = async () =>
        (await findMatchingAgentIds(db(), request, 'en', 1000)).includes(agent.id);
      expect(await matches()).toBe(true);

      const newEmail = `moved.${randomUUID()}@gmail.com`;
      const asked = await api.client.json('POST', '/api/auth/change-email', {
        cookie: agent.cookie,
        body: { currentPassword: agent.password, newEmail },
      });
      expect(asked.status).toBe(202);
      expect(await matches()).toBe(false);

      const token = linkToken(
        (await waitForMail(api.testApp.mailDir, newEmail)).text,
        '/auth/confirm-email-change',
      );
      await api.client.json('POST', '/api/auth/confirm-email-change', { body: { token } });
      expect(await matches()).toBe(true);
      const me = await api.client.json('GET', '/api/user', { cookie: agent.cookie });
      expect(me.body).toMatchObject({
        email: newEmail,
        company: 'statefarm',
        companyVerified: false,
        emailConfirmed: true,
      });

      // A move to an insurer's domain proves that insurer.
      const geicoEmail = `moved.${randomUUID()}@geico.com`;
      await api.client.json('POST', '/api/auth/change-email', {
        cookie: agent.cookie,
        body: { currentPassword: agent.password, newEmail: geicoEmail },
      });
      const geicoToken = linkToken(
        (await waitForMail(api.testApp.mailDir, geicoEmail)).text,
        '/auth/confirm-email-change',
      );
      await api.client.json('POST', '/api/auth/confirm-email-change', {
        body: { token: geicoToken },
      });
      const after = await api.client.json('GET', '/api/user', { cookie: agent.cookie });
      expect(after.body).toMatchObject({ company: 'geico', companyVerified: true });
    });

    it('retires the older link when a newer change is asked for', async () => {
      const consumer = await createConsumer(db());
      const cookie = await signInAs(api.client, consumer);
      const firstEmail = `first.${randomUUID()}@example.com`;
      const secondEmail = `second.${randomUUID()}@example.com`;
      for (const newEmail of [firstEmail, secondEmail]) {
        await api.client.json('POST', '/api/auth/change-email', {
          cookie,
          body: { currentPassword: consumer.password, newEmail },
        });
      }
      const firstToken = linkToken(
        (await waitForMail(api.testApp.mailDir, firstEmail)).text,
        '/auth/confirm-email-change',
      );
      const stale = await api.client.json('POST', '/api/auth/confirm-email-change', {
        body: { token: firstToken },
      });
      expect(stale.status).toBe(410);
      const [row] = await db().select().from(users).where(eq(users.id, consumer.id));
      expect(row?.email).toBe(consumer.email);
    });
  });

  describe('signed-in devices', () => {
    it('lists the sessions in words, marks this one, and signs out one or all others', async () => {
      const consumer = await createConsumer(db());
      const here = sessionCookie(await signIn(consumer.email, consumer.password));
      const phone = sessionCookie(await signIn(consumer.email, consumer.password, safariOnIphone));
      const third = sessionCookie(await signIn(consumer.email, consumer.password, 'curl/8'));
      const list = await api.client.json<AccountSessionList>('GET', '/api/auth/sessions', {
        cookie: here,
      });
      expect(list.status).toBe(200);
      expect(list.body.sessions).toHaveLength(3);
      const current = list.body.sessions.find((session) => session.current);
      expect(current).toMatchObject({
        browser: 'Chrome',
        system: 'Windows',
        place: { kind: 'local' },
      });
      const iphone = list.body.sessions.find((session) => session.system === 'iOS');
      expect(iphone).toMatchObject({ browser: 'Safari', current: false });
      expect(list.body.sessions.filter((session) => session.browser === null)).toHaveLength(1);
      expect(JSON.stringify(list.body)).not.toContain('127.0.0.1');

      const ended = await api.client.json('DELETE', `/api/auth/sessions/${iphone?.id}`, {
        cookie: here,
      });
      expect(ended.status).toBe(200);
      expect(await whoAmI(phone)).toBe(401);
      expect(await whoAmI(here)).toBe(200);

      const others = await api.client.json('POST', '/api/auth/sessions/sign-out-others', {
        cookie: here,
      });
      expect(others.body).toMatchObject({ ended: 1 });
      expect(await whoAmI(third)).toBe(401);
      expect(await whoAmI(here)).toBe(200);
    });

    it("answers 404 to another user's session id and ends nothing", async () => {
      const owner = await createConsumer(db());
      const attacker = await createConsumer(db());
      const ownerCookie = await signInAs(api.client, owner);
      const attackerCookie = await signInAs(api.client, attacker);
      const list = await api.client.json<AccountSessionList>('GET', '/api/auth/sessions', {
        cookie: ownerCookie,
      });
      const id = list.body.sessions[0]?.id;
      const refused = await api.client.json('DELETE', `/api/auth/sessions/${id}`, {
        cookie: attackerCookie,
      });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(en.sessionNotFound);
      expect(await whoAmI(ownerCookie)).toBe(200);
      const seen = await api.client.json<AccountSessionList>('GET', '/api/auth/sessions', {
        cookie: attackerCookie,
      });
      expect(seen.body.sessions.map((session) => session.id)).not.toContain(id);
      const malformed = await api.client.json('DELETE', '/api/auth/sessions/not-an-id', {
        cookie: attackerCookie,
      });
      expect(malformed.status).toBe(400);
      expect((await api.client.json('GET', '/api/auth/sessions')).status).toBe(401);
    });

    it('writes the last activity at most every five minutes, not once per request', async () => {
      const consumer = await createConsumer(db());
      const cookie = await signInAs(api.client, consumer);
      const stored = async () =>
        (
          await db()
            .select({ lastSeenAt: sessions.lastSeenAt })
            .from(sessions)
            .where(eq(sessions.userId, consumer.id))
        )[0]?.lastSeenAt.getTime() ?? 0;
      const signedInAt = await stored();
      for (let i = 0; i < 5; i++) await whoAmI(cookie);
      expect(await stored()).toBe(signedInAt);

      const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000);
      await db()
        .update(sessions)
        .set({ lastSeenAt: tenMinutesAgo })
        .where(eq(sessions.userId, consumer.id));
      await api.testApp.app.sessions.userChanged(consumer.id);
      await whoAmI(cookie);
      await expect.poll(stored).toBeGreaterThan(Date.now() - 60_000);
      const touched = await stored();
      for (let i = 0; i < 5; i++) await whoAmI(cookie);
      expect(await stored()).toBe(touched);
    });
  });

  // Last: the per-client limits count every request this file's client made in the hour.
  describe('limits', () => {
    it('limits reset links per address (same answer for any address) and per client', async () => {
      const address = `limited.${randomUUID()}@example.com`;
      for (let i = 0; i < 3; i++) expect((await forgot(address)).status).toBe(202);
      const limited = await forgot(address);
      expect(limited.status).toBe(429);
      expect(limited.response.headers.get('retry-after')).toMatch(/^\d+$/);
      let status = 202;
      for (let i = 0; i < 25 && status === 202; i++) {
        status = (await forgot(`spray.${i}.${randomUUID()}@example.com`)).status;
      }
      expect(status).toBe(429);
    });

    it('limits current-password checks per account', async () => {
      const consumer = await createConsumer(db());
      const cookie = await signInAs(api.client, consumer);
      let status = 400;
      for (let i = 0; i < 12 && status === 400; i++) {
        status = (
          await api.client.json('POST', '/api/auth/change-password', {
            cookie,
            body: { currentPassword: `guess-${i}`, newPassword: newConsumerPassword },
          })
        ).status;
      }
      expect(status).toBe(429);
    });
  });
});
