import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { validationMessages } from '../../../shared/validation-messages';
import { linkTokens, users } from '../../db/schema';
import { maxFailedSignInsPerAccountPerHour, recordFailedSignIn } from '../../plugins/abuse-limits';
import { createConsumer } from '../../seed/factories';
import { setUpApiTest, signInAs } from '../../test-support/api-test-client';
import { openLive } from '../../test-support/leads';
import { linkToken, readMails, waitForMail } from '../../test-support/mail';
import { databaseKinds } from '../../test-support/test-app';

const en = validationMessages.en;
const es = validationMessages.es;
const newPassword = 'maple-harbor-42';

/**
 * Issue 27, findings 1, 5, 10 and 13: every credential or recovery event spends the account's
 * outstanding links (decision 0070); the notice to the old address cancels a change (0070); a
 * reset by mail frees the resetting browser from a lock-out others caused; a deleted account's
 * live sockets close at once.
 */
describe.each(databaseKinds)('account links after recovery (issue 27) on %s', (kind) => {
  const api = setUpApiTest(kind);
  const db = () => api.testApp.database.db;
  const mailDir = () => api.testApp.mailDir;

  const whoAmI = async (cookie: string) =>
    (await api.client.json('GET', '/api/user', { cookie })).status;
  const signIn = (email: string, password: string, cookie?: string) =>
    api.client.json('POST', '/api/auth/login', { body: { email, password }, cookie });

  /** The intruder knows the password and asks to move the account to their own address. */
  async function intruderAsksForChange(consumer: { email: string; password: string }) {
    const intruder = await signInAs(api.client, { ...consumer, role: 'consumer' });
    const intruderEmail = `intruder.${randomUUID()}@example.com`;
    const asked = await api.client.json('POST', '/api/auth/change-email', {
      cookie: intruder,
      body: { currentPassword: consumer.password, newEmail: intruderEmail },
    });
    expect(asked.status).toBe(202);
    const changeToken = linkToken(
      (await waitForMail(mailDir(), intruderEmail)).text,
      '/auth/confirm-email-change',
    );
    const notice = await waitForMail(mailDir(), consumer.email);
    return { intruder, intruderEmail, changeToken, notice };
  }

  const confirmChange = (token: string) =>
    api.client.json<{ message: string }>('POST', '/api/auth/confirm-email-change', {
      body: { token },
    });
  const cancelChange = (token: string, headers: Record<string, string> = {}) =>
    api.client.json<{ message: string; role?: string }>('POST', '/api/auth/cancel-email-change', {
      body: { token },
      headers,
    });
  const reset = (token: string, password: string, cookie?: string) =>
    api.client.json<{ message: string }>('POST', '/api/auth/reset-password', {
      body: { token, password },
      cookie,
    });
  async function mailedResetToken(email: string, count: number): Promise<string> {
    const asked = await api.client.json('POST', '/api/auth/forgot-password', { body: { email } });
    expect(asked.status).toBe(202);
    const mail = await waitForMail(mailDir(), email, { count });
    expect(mail.subject).toBe('Choose a new password for Lion Insurance');
    return linkToken(mail.text, '/auth/reset-password\\?for=consumer');
  }

  /** The change link is refused with a readable 410 and the account keeps its address. */
  async function expectChangeRefused(consumer: { id: string; email: string }, changeToken: string) {
    const late = await confirmChange(changeToken);
    expect(late.status).toBe(410);
    expect(late.body.message).toBe(en.tokenUsed);
    const [row] = await db().select().from(users).where(eq(users.id, consumer.id));
    expect(row?.email).toBe(consumer.email);
  }

  describe('a pending change of e-mail does not survive the owner taking the account back', () => {
    it('after a change of password', async () => {
      const consumer = await createConsumer(db());
      const { changeToken } = await intruderAsksForChange(consumer);
      const owner = await signInAs(api.client, { ...consumer, role: 'consumer' });
      const changed = await api.client.json('POST', '/api/auth/change-password', {
        cookie: owner,
        body: { currentPassword: consumer.password, newPassword },
      });
      expect(changed.status).toBe(200);
      await expectChangeRefused(consumer, changeToken);
      const pending = await api.client.json('GET', '/api/auth/change-email', { cookie: owner });
      expect(pending.body).toEqual({ pending: null });
    });

    it('after a reset by mail, and the intruder cannot reset to their address afterwards', async () => {
      const consumer = await createConsumer(db());
      const { intruder, intruderEmail, changeToken } = await intruderAsksForChange(consumer);
      // The notice was mail 1 to the owner; the reset link is mail 2.
      const token = await mailedResetToken(consumer.email, 2);
      expect((await reset(token, newPassword)).status).toBe(200);
      expect(await whoAmI(intruder)).toBe(401);
      await expectChangeRefused(consumer, changeToken);
      // The intruder's address never became the account's: a reset there mails nothing.
      await api.client.json('POST', '/api/auth/forgot-password', {
        body: { email: intruderEmail },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const toIntruder = readMails(mailDir()).filter((mail) => mail.to === intruderEmail);
      expect(toIntruder.map((mail) => mail.subject)).toEqual([
        'Confirm your new e-mail address for Lion Insurance',
      ]);
    });

    it('after "sign out all other devices"', async () => {
      const consumer = await createConsumer(db());
      const { intruder, changeToken } = await intruderAsksForChange(consumer);
      const owner = await signInAs(api.client, { ...consumer, role: 'consumer' });
      const others = await api.client.json('POST', '/api/auth/sessions/sign-out-others', {
        cookie: owner,
      });
      expect(others.status).toBe(200);
      expect(await whoAmI(intruder)).toBe(401);
      await expectChangeRefused(consumer, changeToken);
    });

    it("after signing out the intruder's device alone, but not after signing out this one", async () => {
      const consumer = await createConsumer(db());
      const { changeToken } = await intruderAsksForChange(consumer);
      const owner = await signInAs(api.client, { ...consumer, role: 'consumer' });
      const list = await api.client.json<{ sessions: Array<{ id: string; current: boolean }> }>(
        'GET',
        '/api/auth/sessions',
        { cookie: owner },
      );
      const intruderDevice = list.body.sessions.find((session) => !session.current);
      const ended = await api.client.json('DELETE', `/api/auth/sessions/${intruderDevice?.id}`, {
        cookie: owner,
      });
      expect(ended.status).toBe(200);
      await expectChangeRefused(consumer, changeToken);

      // A person who signs out their own device keeps their own pending change.
      const newEmail = `mine.${randomUUID()}@example.com`;
      await api.client.json('POST', '/api/auth/change-email', {
        cookie: owner,
        body: { currentPassword: consumer.password, newEmail },
      });
      const mine = linkToken(
        (await waitForMail(mailDir(), newEmail)).text,
        '/auth/confirm-email-change',
      );
      const ownId = list.body.sessions.find((session) => session.current)?.id;
      await api.client.json('DELETE', `/api/auth/sessions/${ownId}`, { cookie: owner });
      expect((await confirmChange(mine)).status).toBe(200);
    });
  });

  describe('old reset links', () => {
    it('are refused after a change of password', async () => {
      const consumer = await createConsumer(db());
      const token = await mailedResetToken(consumer.email, 1);
      const owner = await signInAs(api.client, { ...consumer, role: 'consumer' });
      await api.client.json('POST', '/api/auth/change-password', {
        cookie: owner,
        body: { currentPassword: consumer.password, newPassword },
      });
      const late = await reset(token, 'another-password-77');
      expect(late.status).toBe(410);
      expect(late.body.message).toBe(en.tokenUsed);
      expect((await signIn(consumer.email, newPassword)).status).toBe(200);
    });

    it('mailed to the old address are refused after the change of e-mail is confirmed', async () => {
      const consumer = await createConsumer(db());
      const token = await mailedResetToken(consumer.email, 1);
      const cookie = await signInAs(api.client, { ...consumer, role: 'consumer' });
      const newEmail = `moved.${randomUUID()}@example.com`;
      await api.client.json('POST', '/api/auth/change-email', {
        cookie,
        body: { currentPassword: consumer.password, newEmail },
      });
      const changeToken = linkToken(
        (await waitForMail(mailDir(), newEmail)).text,
        '/auth/confirm-email-change',
      );
      expect((await confirmChange(changeToken)).status).toBe(200);
      const late = await reset(token, 'another-password-77');
      expect(late.status).toBe(410);
      expect(late.body.message).toBe(en.tokenUsed);
      expect((await signIn(newEmail, consumer.password)).status).toBe(200);
    });
  });

  describe('"this was not me" in the notice to the old address', () => {
    it('cancels the change with one POST (opening the page does nothing), ends every session and is single use', async () => {
      const consumer = await createConsumer(db());
      const { intruder, changeToken, notice } = await intruderAsksForChange(consumer);
      expect(notice.text).toContain('This was not me: cancel the change');
      const cancelToken = linkToken(notice.text, '/auth/cancel-email-change');
      const [row] = await db()
        .select()
        .from(linkTokens)
        .where(eq(linkTokens.id, cancelToken.split('.')[0] ?? ''));
      expect(row?.purpose).toBe('cancel_email_change');
      expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(cancelToken.split('.')[1]);

      // A mail scanner opening the link: the token is in the fragment, the page only shows a
      // button, and no GET of the API cancels.
      const page = new URL(
        /https?:\/\/\S+\/auth\/cancel-email-change#\S+/.exec(notice.text)?.[0] ?? '',
      );
      await api.client.call('GET', `${page.pathname}${page.search}`, { bare: true });
      const asGet = await api.client.call('GET', '/api/auth/cancel-email-change', { bare: true });
      expect(asGet.status).toBe(404);
      const pending = await api.client.json('GET', '/api/auth/change-email', { cookie: intruder });
      expect(pending.body).toMatchObject({ pending: { email: expect.any(String) } });

      const owner = await signInAs(api.client, { ...consumer, role: 'consumer' });
      const cancelled = await cancelChange(cancelToken);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toEqual({ message: en.emailChangeCancelled, role: 'consumer' });
      expect(await whoAmI(intruder)).toBe(401);
      expect(await whoAmI(owner)).toBe(401);
      await expectChangeRefused(consumer, changeToken);

      const again = await cancelChange(cancelToken);
      expect(again.status).toBe(410);
      expect(again.body.message).toBe(en.tokenUsed);
      const forged = await cancelChange(`${cancelToken.split('.')[0]}.${'A'.repeat(43)}`);
      expect(forged.status).toBe(400);
      expect(forged.body.message).toBe(en.tokenInvalid);
      const malformed = await cancelChange('not-a-token');
      expect(malformed.status).toBe(400);
      // A change link is not a cancel link.
      expect((await cancelChange(changeToken)).status).toBe(400);
    });

    it('cancels a newer change from an older notice, answers in Spanish, and is spent by a reset', async () => {
      const consumer = await createConsumer(db());
      const first = await intruderAsksForChange(consumer);
      const firstCancel = linkToken(first.notice.text, '/auth/cancel-email-change');
      const second = await intruderAsksForChange(consumer);
      const cancelled = await cancelChange(firstCancel, { 'Accept-Language': 'es' });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.message).toBe(es.emailChangeCancelled);
      await expectChangeRefused(consumer, second.changeToken);

      const third = await intruderAsksForChange(consumer);
      const thirdCancel = linkToken(third.notice.text, '/auth/cancel-email-change');
      // Notices 1-3, then the reset link.
      const token = await mailedResetToken(consumer.email, 4);
      expect((await reset(token, newPassword)).status).toBe(200);
      expect((await cancelChange(thirdCancel)).status).toBe(410);
      await expectChangeRefused(consumer, third.changeToken);
    });
  });

  it('a reset by mail frees the resetting browser from a lock-out others caused', async () => {
    const consumer = await createConsumer(db());
    for (let i = 0; i < maxFailedSignInsPerAccountPerHour; i++) {
      await recordFailedSignIn(db(), consumer.email);
    }
    const locked = await signIn(consumer.email, consumer.password);
    expect(locked.status).toBe(429);

    const token = await mailedResetToken(consumer.email, 1);
    const done = await reset(token, newPassword);
    expect(done.status).toBe(200);
    const device = done.response.headers
      .getSetCookie()
      .find((line) => line.startsWith('lion_device='))
      ?.split(';')[0];
    expect(device).toMatch(/^lion_device=[0-9a-f-]{36}\./);
    const owner = await signIn(consumer.email, newPassword, device);
    expect(owner.status).toBe(200);
    // Any other browser still meets the account's limit.
    expect((await signIn(consumer.email, newPassword)).status).toBe(429);
  });

  it('closes a deleted account’s live sockets at once, as a logout does', async () => {
    const consumer = await createConsumer(db());
    const here = await signInAs(api.client, { ...consumer, role: 'consumer' });
    const there = await signInAs(api.client, { ...consumer, role: 'consumer' });
    const sockets = await Promise.all([
      openLive(api.testApp.baseUrl, here),
      openLive(api.testApp.baseUrl, there),
    ]);
    const closed = sockets.map(
      (live) =>
        new Promise<{ code: number; at: number }>((resolve) =>
          live.socket.on('close', (code) => resolve({ code, at: Date.now() })),
        ),
    );
    const started = Date.now();
    const deleted = await api.client.json('POST', '/api/account/delete', {
      cookie: here,
      body: { password: consumer.password },
    });
    expect(deleted.status).toBe(200);
    for (const { code, at } of await Promise.all(closed)) {
      expect(code).toBe(4401);
      expect(at - started).toBeLessThan(2000);
    }
  });
});
