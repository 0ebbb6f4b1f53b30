import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { validationMessages } from '../../../shared/validation-messages';
import { createAdminWithLink } from '../../cli/create-admin';
import { twoFactorSecrets } from '../../db/schema';
import { createAdmin, createAgent, createConsumer } from '../../seed/factories';
import {
  type ApiClient,
  type ApiTest,
  sessionCookie,
  sessionSetCookie,
  setUpApiTest,
  signInAs,
} from '../../test-support/api-test-client';
import { linkToken, readMails, waitForMail } from '../../test-support/mail';
import { databaseKinds } from '../../test-support/test-app';
import { createLinkToken } from '../auth';

/**
 * Issue 27, findings 4 and 9 (decisions 0074, 0075): a stolen session alone changes nothing
 * about two-factor sign-in, every change is mailed, an owner who lost the factor has a slow way
 * back, and admin rights follow the session's second factor, not the account's.
 */
const en = validationMessages.en;
const es = validationMessages.es;

function codeFor(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

interface Account {
  id: string;
  email: string;
  password: string;
  role: string;
}

async function enrol(client: ApiClient, cookie: string, currentPassword: string) {
  const setup = await client.json<{ secret: string }>('POST', '/api/auth/2fa/setup', {
    cookie,
    body: { currentPassword },
  });
  expect(setup.status).toBe(200);
  const enabled = await client.json<{ recoveryCodes: string[] }>('POST', '/api/auth/2fa/enable', {
    cookie,
    body: { currentPassword, code: codeFor(setup.body.secret) },
  });
  expect(enabled.status).toBe(200);
  return { secret: setup.body.secret, recoveryCodes: enabled.body.recoveryCodes };
}

/** Password step then code step: a session that passed the second factor. */
async function signInWithCode(api: ApiTest, account: Account, code: string): Promise<string> {
  const path = account.role === 'consumer' ? '/api/auth/login' : '/api/agent/login';
  const step = await api.client.json<{ pendingToken: string }>('POST', path, {
    body: { email: account.email, password: account.password },
  });
  expect(step.body).toHaveProperty('pendingToken');
  const done = await api.client.call('POST', '/api/auth/login/2fa', {
    body: { pendingToken: step.body.pendingToken, code },
  });
  expect(done.status).toBe(200);
  return sessionCookie(done);
}

const mailsTo = (api: ApiTest, to: string) =>
  readMails(api.testApp.mailDir).filter((mail) => mail.to === to);

describe.each(databaseKinds)('two-factor changes ask for the password on %s', (kind) => {
  const api = setUpApiTest(kind);

  it('refuses set-up, confirmation, new codes and turning off without the right password', async () => {
    const db = api.testApp.database.db;
    const consumer = await createConsumer(db);
    const cookie = await signInAs(api.client, consumer);

    // A stolen cookie alone: no password, or a wrong one, is a readable 400.
    const bare = await api.client.json('POST', '/api/auth/2fa/setup', { cookie });
    expect(bare.status).toBe(400);
    const blank = await api.client.json('POST', '/api/auth/2fa/setup', {
      cookie,
      body: { currentPassword: '' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(en.currentPasswordRequired);
    const wrong = await api.client.json('POST', '/api/auth/2fa/setup', {
      cookie,
      headers: { 'Accept-Language': 'es' },
      body: { currentPassword: 'not-the-password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(es.currentPasswordWrong);

    const setup = await api.client.json<{ secret: string }>('POST', '/api/auth/2fa/setup', {
      cookie,
      body: { currentPassword: consumer.password },
    });
    expect(setup.status).toBe(200);
    // The right code from the app is not enough to confirm without the password.
    for (const body of [
      { code: codeFor(setup.body.secret) },
      { currentPassword: 'not-the-password', code: codeFor(setup.body.secret) },
    ]) {
      const refused = await api.client.json('POST', '/api/auth/2fa/enable', { cookie, body });
      expect(refused.status).toBe(400);
    }
    expect((await api.client.json('GET', '/api/auth/2fa', { cookie })).body).toMatchObject({
      enabled: false,
    });
    const enabled = await api.client.json<{ recoveryCodes: string[] }>(
      'POST',
      '/api/auth/2fa/enable',
      { cookie, body: { currentPassword: consumer.password, code: codeFor(setup.body.secret) } },
    );
    expect(enabled.status).toBe(200);
    const onMail = await waitForMail(api.testApp.mailDir, consumer.email);
    expect(onMail.subject).toBe('Two-factor sign-in was turned on for your Lion Insurance account');
    expect(onMail.text).toContain('Forgot password?');

    for (const [path, body] of [
      ['/api/auth/2fa/recovery-codes', { code: codeFor(setup.body.secret, 1) }],
      [
        '/api/auth/2fa/recovery-codes',
        { currentPassword: 'not-the-password', code: codeFor(setup.body.secret, 1) },
      ],
      ['/api/auth/2fa/disable', { code: enabled.body.recoveryCodes[0] }],
      [
        '/api/auth/2fa/disable',
        { currentPassword: 'not-the-password', code: enabled.body.recoveryCodes[0] },
      ],
    ] as const) {
      const refused = await api.client.json('POST', path, { cookie, body });
      expect(refused.status, path).toBe(400);
    }
    // Still on, the recovery codes untouched, and nothing else mailed.
    expect((await api.client.json('GET', '/api/auth/2fa', { cookie })).body).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect(mailsTo(api, consumer.email)).toHaveLength(1);

    const codes = await api.client.json<{ recoveryCodes: string[] }>(
      'POST',
      '/api/auth/2fa/recovery-codes',
      {
        cookie,
        headers: { 'Accept-Language': 'es' },
        body: { currentPassword: consumer.password, code: codeFor(setup.body.secret, 1) },
      },
    );
    expect(codes.status).toBe(200);
    const codesMail = await waitForMail(api.testApp.mailDir, consumer.email, { count: 2 });
    expect(codesMail.text).toContain('Los códigos anteriores ya no sirven.');
    const off = await api.client.json('POST', '/api/auth/2fa/disable', {
      cookie,
      // The app's codes up to one step ahead are spent; a new recovery code turns it off.
      body: { currentPassword: consumer.password, code: codes.body.recoveryCodes[0] ?? '' },
    });
    expect(off.status).toBe(200);
    const offMail = await waitForMail(api.testApp.mailDir, consumer.email, { count: 3 });
    expect(offMail.subject).toBe(
      'Two-factor sign-in was turned off for your Lion Insurance account',
    );
  }, 120_000);

  it('counts wrong passwords with the change of password: the eleventh in an hour waits', async () => {
    const db = api.testApp.database.db;
    const agent = await createAgent(db);
    const cookie = await signInAs(api.client, agent);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const answer = await api.client.call('POST', '/api/auth/2fa/setup', {
        cookie,
        body: { currentPassword: `Guess!number${i}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
    // The limit is shared: a change of password is held too, even with the right password.
    const change = await api.client.call('POST', '/api/auth/change-password', {
      cookie,
      body: { currentPassword: agent.password, newPassword: 'Brisk!Harbor9x' },
    });
    expect(change.status).toBe(429);
    const setup = await api.client.call('POST', '/api/auth/2fa/setup', {
      cookie,
      body: { currentPassword: agent.password },
    });
    expect(setup.status).toBe(429);
  });
});

describe.each(databaseKinds)('a lost second factor on %s', (kind) => {
  const api = setUpApiTest(kind);
  const newPassword = 'maple-harbor-42';

  const lost = (token: string, password = newPassword) =>
    api.client.json<{ message: string; removalDueAt: string }>('POST', '/api/auth/2fa/lost', {
      body: { token, password },
    });
  const reset = (token: string, password: string) =>
    api.client.json('POST', '/api/auth/reset-password', { body: { token, password } });
  const passwordStep = (account: Account, password: string) =>
    api.client.json('POST', account.role === 'consumer' ? '/api/auth/login' : '/api/agent/login', {
      body: { email: account.email, password },
    });

  it('waits 72 hours with a mail and a cancel link; then the next reset turns it off', async () => {
    const db = api.testApp.database.db;
    const consumer = await createConsumer(db);
    const cookie = await signInAs(api.client, consumer);
    await enrol(api.client, cookie, consumer.password);

    // A reset alone leaves the code due: the owner who lost the phone is still held.
    const plain = await reset(
      await createLinkToken(db, consumer.id, 'reset_password'),
      newPassword,
    );
    expect(plain.status).toBe(200);
    expect((await passwordStep(consumer, newPassword)).body).toHaveProperty('twoFactorRequired');

    const asked = Date.now();
    const started = await lost(await createLinkToken(db, consumer.id, 'reset_password'));
    expect(started.status).toBe(200);
    const dueAt = Date.parse(started.body.removalDueAt);
    expect(dueAt - asked).toBeGreaterThanOrEqual(72 * 3600_000 - 5_000);
    expect(dueAt - asked).toBeLessThanOrEqual(72 * 3600_000 + 60_000);
    expect(started.body.message).toContain('(UTC)');
    // On, the first reset's notice, then this reset's notice and the removal's.
    await waitForMail(api.testApp.mailDir, consumer.email, { count: 4 });
    const removalMail = mailsTo(api, consumer.email).find((mail) =>
      mail.subject.startsWith('Two-factor sign-in will be removed'),
    );
    expect(removalMail).toBeDefined();
    expect(removalMail?.text).toContain(started.body.removalDueAt.slice(0, 10));
    const cancelToken = linkToken(removalMail?.text ?? '', '/auth/cancel-two-factor-removal');

    // Every session ended with the new password; the code is still due during the wait.
    expect((await api.client.call('GET', '/api/user', { cookie })).status).toBe(401);
    expect((await passwordStep(consumer, newPassword)).body).toHaveProperty('twoFactorRequired');
    // A reset before the date changes nothing about two-factor, and a second request keeps the
    // first date (nothing shortens the wait).
    await reset(await createLinkToken(db, consumer.id, 'reset_password'), newPassword);
    expect((await passwordStep(consumer, newPassword)).body).toHaveProperty('twoFactorRequired');
    const again = await lost(await createLinkToken(db, consumer.id, 'reset_password'));
    expect(again.body.removalDueAt).toBe(started.body.removalDueAt);

    // The mailed link cancels (twice is the same answer); a reset after the date then does not
    // remove anything.
    const forged = await api.client.json('POST', '/api/auth/2fa/lost/cancel', {
      body: { token: `${consumer.id}.${'A'.repeat(43)}` },
    });
    expect(forged.status).toBe(400);
    for (let i = 0; i < 2; i++) {
      const cancelled = await api.client.json('POST', '/api/auth/2fa/lost/cancel', {
        body: { token: cancelToken },
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.message).toBe(en.twoFactorRemovalCancelled);
    }
    const [row] = await db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, consumer.id));
    expect(row?.removalDueAt).toBeNull();

    // Asked again, and this time the 72 hours pass (the row's date is moved back).
    await lost(await createLinkToken(db, consumer.id, 'reset_password'));
    await db
      .update(twoFactorSecrets)
      .set({ removalDueAt: new Date(Date.now() - 1000) })
      .where(eq(twoFactorSecrets.userId, consumer.id));
    const before = mailsTo(api, consumer.email).length;
    const finished = await reset(
      await createLinkToken(db, consumer.id, 'reset_password'),
      'river-stone-77',
    );
    expect(finished.status).toBe(200);
    const step = await passwordStep(consumer, 'river-stone-77');
    expect(step.body).not.toHaveProperty('twoFactorRequired');
    expect(step.body).toMatchObject({ email: consumer.email });
    await waitForMail(api.testApp.mailDir, consumer.email, { count: before + 2 });
    expect(mailsTo(api, consumer.email).map((mail) => mail.subject)).toContain(
      'Two-factor sign-in was removed from your Lion Insurance account',
    );
  }, 120_000);

  it('lets the signed-in owner cancel, and a session cannot shorten the wait', async () => {
    const db = api.testApp.database.db;
    const agent = await createAgent(db);
    const cookie = await signInAs(api.client, agent);
    const { secret } = await enrol(api.client, cookie, agent.password);
    const started = await lost(
      await createLinkToken(db, agent.id, 'reset_password'),
      'Brisk!Harbor9x',
    );
    expect(started.status).toBe(200);
    const owner = await signInWithCode(
      api,
      { ...agent, password: 'Brisk!Harbor9x' },
      codeFor(secret, 1),
    );
    const status = await api.client.json('GET', '/api/auth/2fa', { cookie: owner });
    expect(status.body).toMatchObject({ enabled: true, removalDueAt: started.body.removalDueAt });
    // No route takes a date; the status is read-only.
    const cancel = await api.client.json('DELETE', '/api/auth/2fa/lost', { cookie: owner });
    expect(cancel.status).toBe(200);
    expect((await api.client.json('GET', '/api/auth/2fa', { cookie: owner })).body).toMatchObject({
      enabled: true,
      removalDueAt: null,
    });
  });

  it('is not offered to administrators, nor to an account without two-factor', async () => {
    const db = api.testApp.database.db;
    const admin = await createAdmin(db);
    const cookie = await signInAs(api.client, admin);
    await enrol(api.client, cookie, admin.password);
    const adminToken = await createLinkToken(db, admin.id, 'reset_password');
    const refused = await lost(adminToken, 'Brisk!Harbor9x');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(en.twoFactorLostAdmin);
    // Refused before anything changed: the link still resets the password.
    expect((await reset(adminToken, 'Brisk!Harbor9x')).status).toBe(200);
    // Even a due date written by hand does not remove an administrator's second factor.
    await db
      .update(twoFactorSecrets)
      .set({ removalDueAt: new Date(Date.now() - 1000) })
      .where(eq(twoFactorSecrets.userId, admin.id));
    await reset(await createLinkToken(db, admin.id, 'reset_password'), 'Brisk!Harbor9y');
    expect((await passwordStep(admin, 'Brisk!Harbor9y')).body).toHaveProperty('twoFactorRequired');

    const consumer = await createConsumer(db);
    const plainToken = await createLinkToken(db, consumer.id, 'reset_password');
    const none = await lost(plainToken);
    expect(none.status).toBe(409);
    expect((await reset(plainToken, newPassword)).status).toBe(200);
  });
});

describe.each(databaseKinds)('admin rights follow the session on %s', (kind) => {
  describe.each([
    ['an https deployment', { PUBLIC_ORIGIN: 'https://lion.example' }],
    ['the embedded demo', {}],
  ] as const)('on %s', (_, overrides) => {
    const api = setUpApiTest(kind, overrides);

    it('takes admin rights from a session made before enrolment until it passes the code', async () => {
      const db = api.testApp.database.db;
      const admin = await createAdmin(db);
      const before = await signInAs(api.client, admin);
      const enrolling = await signInAs(api.client, admin);
      const { secret } = await enrol(api.client, enrolling, admin.password);
      // The enrolling session passed the second factor; the older one did not.
      expect(
        (await api.client.call('GET', '/api/admin/licences', { cookie: enrolling })).status,
      ).toBe(200);
      const held = await api.client.json('GET', '/api/admin/licences', { cookie: before });
      expect(held.status).toBe(403);
      expect(held.body.message).toBe(en.twoFactorSessionRequired);
      // Its non-admin pages still work: the session is not ended, only not trusted to review.
      expect((await api.client.call('GET', '/api/user', { cookie: before })).status).toBe(200);
      const withCode = await signInWithCode(api, admin, codeFor(secret, 1));
      expect(
        (await api.client.call('GET', '/api/admin/licences', { cookie: withCode })).status,
      ).toBe(200);
    });

    it('makes the admin:create link of an admin with two-factor ask for the code', async () => {
      const db = api.testApp.database.db;
      const admin = await createAdmin(db);
      const cookie = await signInAs(api.client, admin);
      const { secret } = await enrol(api.client, cookie, admin.password);
      const { link } = await createAdminWithLink(
        api.testApp.database,
        admin.email,
        'https://lion.example',
      );
      const token = decodeURIComponent(link.split('#token=')[1] ?? '');
      const opened = await api.client.json<{ pendingToken: string; twoFactorRequired: boolean }>(
        'POST',
        '/api/auth/sign-in-link',
        { body: { token } },
      );
      expect(opened.status).toBe(200);
      expect(opened.body.twoFactorRequired).toBe(true);
      expect(sessionSetCookie(opened.response)).toBeUndefined();
      const wrong = await api.client.call('POST', '/api/auth/login/2fa', {
        body: {
          pendingToken: opened.body.pendingToken,
          code: codeFor(secret, 1) === '000000' ? '111111' : '000000',
        },
      });
      expect(wrong.status).toBe(400);
      const done = await api.client.call('POST', '/api/auth/login/2fa', {
        body: { pendingToken: opened.body.pendingToken, code: codeFor(secret, 1) },
      });
      expect(done.status).toBe(200);
      const session = sessionCookie(done);
      expect(
        (await api.client.call('GET', '/api/admin/licences', { cookie: session })).status,
      ).toBe(200);
    });
  });

  const api = setUpApiTest(kind);
  it('still opens a session by link for an admin without two-factor on the demo', async () => {
    const admin = await createAdmin(api.testApp.database.db);
    const { link } = await createAdminWithLink(
      api.testApp.database,
      admin.email,
      'http://localhost:3000',
    );
    const token = decodeURIComponent(link.split('#token=')[1] ?? '');
    const opened = await api.client.call('POST', '/api/auth/sign-in-link', { body: { token } });
    expect(opened.status).toBe(200);
    const cookie = sessionCookie(opened);
    expect((await api.client.call('GET', '/api/admin/licences', { cookie })).status).toBe(200);
  });
});
