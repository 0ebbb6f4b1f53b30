import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { linkTokens, liveEvents, mailOutbox, users } from '../../db/schema';
import { createAgent } from '../../seed/factories';
import { setUpApiTest, signInAs } from '../../test-support/api-test-client';
import { decodeQuotedPrintable, linkToken, waitForMail } from '../../test-support/mail';
import { databaseKinds } from '../../test-support/test-app';

const password = 'Lion!Quote7Pw';
let counter = 0;
const uniqueEmail = (domain = 'statefarm.com') => `confirm${Date.now()}${counter++}@${domain}`;

describe.each(databaseKinds)('work e-mail confirmation on %s', (kind) => {
  const api = setUpApiTest(kind);

  async function registerAgent(email = uniqueEmail(), headers: Record<string, string> = {}) {
    const { status } = await api.client.json('POST', '/api/auth/register-agent', {
      headers,
      body: {
        firstName: 'Jordan',
        lastName: 'Lee',
        email,
        password,
        confirmPassword: password,
        company: '',
      },
    });
    expect(status).toBe(201);
    return { email, password, role: 'agent' };
  }

  const confirm = (token: string, headers: Record<string, string> = {}) =>
    api.client.json<{ message: string; email?: string }>('POST', '/api/auth/confirm-email', {
      body: { token },
      headers,
    });

  it('mails a link at registration; following it confirms the address and verifies the company', async () => {
    const account = await registerAgent();
    const mail = await waitForMail(api.testApp.mailDir, account.email);
    expect(mail.subject).toBe('Confirm your work e-mail for Lion Insurance');
    expect(mail.file).toMatch(/\/\d{13}-[0-9a-f-]{36}\.eml$/);
    const token = linkToken(mail.text, '/auth/confirm-email');
    expect(token).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);

    const cookie = await signInAs(api.client, account);
    const before = await api.client.json('GET', '/api/user', { cookie });
    expect(before.body).toMatchObject({ emailConfirmed: false, companyVerified: false });

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      message: 'Your work e-mail is confirmed.',
      email: account.email,
    });
    // The session that was open shows it at once, and an open portal hears of it live.
    const [row] = await api.testApp.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, account.email));
    const events = await api.testApp.database.db
      .select({ kind: liveEvents.kind })
      .from(liveEvents)
      .where(eq(liveEvents.userId, row?.id ?? ''));
    expect(events.map((event) => event.kind)).toEqual(['licence.updated']);
    const after = await api.client.json('GET', '/api/user', { cookie });
    expect(after.body).toMatchObject({
      emailConfirmed: true,
      company: 'statefarm',
      companyVerified: true,
    });
  });

  it('stores only the SHA-256 of the secret, and a link works once', async () => {
    const account = await registerAgent();
    const token = linkToken(
      (await waitForMail(api.testApp.mailDir, account.email)).text,
      '/auth/confirm-email',
    );
    const [row] = await api.testApp.database.db
      .select()
      .from(linkTokens)
      .where(eq(linkTokens.id, token.split('.')[0] ?? ''));
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token.split('.')[1]);
    expect((await confirm(token)).status).toBe(200);
    const again = await confirm(token);
    expect(again.status).toBe(410);
    expect(again.body.message).toBe('This link has already been used.');
  });

  it('says plainly when a link has expired, and in Spanish when asked', async () => {
    const account = await registerAgent();
    const token = linkToken(
      (await waitForMail(api.testApp.mailDir, account.email)).text,
      '/auth/confirm-email',
    );
    await api.testApp.database.db
      .update(linkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(linkTokens.id, token.split('.')[0] ?? ''));
    const expired = await confirm(token);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe('This link has expired.');
    const spanish = await confirm(token, { 'Accept-Language': 'es' });
    expect(spanish.body.message).toBe('Este enlace ha caducado.');
  });

  it('refuses malformed and forged tokens with 400 and a readable message', async () => {
    const account = await registerAgent();
    const token = linkToken(
      (await waitForMail(api.testApp.mailDir, account.email)).text,
      '/auth/confirm-email',
    );
    const [id, secret = ''] = token.split('.');
    const forged = `${id}.${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of ['', 'nonsense', `${id}`, forged, `${id}.${secret}.x`, 'a'.repeat(300)]) {
      const { status, body } = await confirm(bad);
      expect(status, bad).toBe(400);
      expect(body.message).toMatch(/not valid/);
    }
    const missing = await api.client.json('POST', '/api/auth/confirm-email', { body: {} });
    expect(missing.status).toBe(400);
    // The forged attempts did not use up the real link.
    expect((await confirm(token)).status).toBe(200);
  });

  it('resends at most once a minute, in the language of the request, and never once confirmed', async () => {
    const account = await registerAgent();
    await waitForMail(api.testApp.mailDir, account.email);
    const cookie = await signInAs(api.client, account);
    const tooSoon = await api.client.json<{ message: string }>(
      'POST',
      '/api/agent/email-confirmation',
      { cookie },
    );
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(tooSoon.body.message).toMatch(/less than a minute ago/);

    // A minute later (the registration's token backdated), a resend goes out.
    const [user] = await api.testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, account.email));
    await api.testApp.database.db
      .update(linkTokens)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(linkTokens.userId, user?.id ?? ''));
    const resent = await api.client.json('POST', '/api/agent/email-confirmation', {
      cookie,
      headers: { 'Accept-Language': 'es' },
    });
    expect(resent.status).toBe(202);
    const second = await waitForMail(api.testApp.mailDir, account.email, { count: 2 });
    expect(second.subject).toBe('Confirme su correo de trabajo en Lion Insurance');
    const again = await api.client.json('POST', '/api/agent/email-confirmation', { cookie });
    expect(again.status).toBe(429);

    // Either link works; once confirmed, no more resends.
    expect((await confirm(linkToken(second.text, '/auth/confirm-email'))).status).toBe(200);
    await api.testApp.database.db
      .update(linkTokens)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(linkTokens.userId, user?.id ?? ''));
    const confirmedAlready = await api.client.json('POST', '/api/agent/email-confirmation', {
      cookie,
    });
    expect(confirmedAlready.status).toBe(409);
  });

  it('records each mail in the outbox and marks it sent once written', async () => {
    const account = await registerAgent();
    await waitForMail(api.testApp.mailDir, account.email);
    // The file is written before the row is marked sent (a crash between them sends it again,
    // never loses it): the mark follows within moments.
    const readRow = async () =>
      (
        await api.testApp.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.toAddress, account.email))
      )[0];
    const deadline = Date.now() + 5_000;
    let row = await readRow();
    while (row?.status !== 'sent' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      row = await readRow();
    }
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('escapes what a person typed in the HTML part and lets no name add a header', async () => {
    const email = uniqueEmail();
    const registered = await api.client.json('POST', '/api/auth/register-agent', {
      body: {
        firstName: "Ann O'Brien",
        lastName: 'Lee',
        email,
        password,
        confirmPassword: password,
      },
    });
    expect(registered.status).toBe(201);
    const mail = await waitForMail(api.testApp.mailDir, email);
    const html = decodeQuotedPrintable(mail.raw.slice(mail.raw.indexOf('Content-Type: text/html')));
    expect(html).toContain('“Ann O&#39;Brien”');

    // Names stored before today's rule (markup, a line break) add no tag and no header.
    const stored = await createAgent(api.testApp.database.db, {
      emailConfirmed: false,
      firstName: '<script>alert(1)</script>\r\nBcc: victim@example.com',
    });
    const cookie = await signInAs(api.client, { ...stored, role: 'agent' });
    await api.client.call('POST', '/api/agent/email-confirmation', { cookie });
    const storedMail = await waitForMail(api.testApp.mailDir, stored.email);
    const headers = storedMail.raw.slice(0, storedMail.raw.indexOf('\n\n'));
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).not.toContain('victim@example.com');
    expect(storedMail.raw).not.toContain('<script>');
  });

  it('answers 401 to a signed-out resend and 403 to a consumer', async () => {
    expect((await api.client.call('POST', '/api/agent/email-confirmation')).status).toBe(401);
    const agent = await createAgent(api.testApp.database.db, { emailConfirmed: false });
    const cookie = await signInAs(api.client, { ...agent, role: 'agent' });
    // A factory agent has no registration token yet: the first resend goes out at once.
    expect(
      (await api.client.call('POST', '/api/agent/email-confirmation', { cookie })).status,
    ).toBe(202);
  });
});
