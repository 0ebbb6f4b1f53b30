import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { setUpApiTest } from '../test-support/api-test-client';
import { decodeQuotedPrintable, linkToken } from '../test-support/mail';
import { databaseKinds } from '../test-support/test-app';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a random port; refuses the next `failNext` messages with 451. */
function startSmtpServer() {
  const received: Received[] = [];
  const state = { failNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.failNext > 0) {
          state.failNext -= 1;
          const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return {
    received,
    state,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until<T>(read: () => T | undefined | Promise<T | undefined>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (true) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(databaseKinds)('mail over SMTP on %s', (kind) => {
  const smtp = startSmtpServer();
  let port = 0;
  beforeAll(async () => {
    port = await smtp.listen();
  });
  afterAll(() => smtp.close());
  // The app reads SMTP_URL at build time, after the server above has its port.
  const api = setUpApiTest(kind, () => ({ SMTP_URL: `smtp://127.0.0.1:${port}` }));

  let counter = 0;
  const register = async (email: string) => {
    const password = 'Lion!Quote7Pw';
    const { status } = await api.client.json('POST', '/api/auth/register-agent', {
      body: { firstName: 'Ana', lastName: 'Ruiz', email, password, confirmPassword: password },
      headers: { 'Accept-Language': 'es' },
    });
    expect(status).toBe(201);
  };

  it('delivers the confirmation to a real SMTP server, in Spanish, with a working link', async () => {
    const email = `smtp${Date.now()}${counter++}@statefarm.com`;
    await register(email);
    const message = await until(() => smtp.received.find((mail) => mail.to.includes(email)));
    expect(message.from).toBe('no-reply@lioninsurance.example');
    expect(message.raw).toMatch(/^Subject: Confirme su correo de trabajo en Lion Insurance/m);
    const text = decodeQuotedPrintable(message.raw);
    const confirmed = await api.client.json('POST', '/api/auth/confirm-email', {
      body: { token: linkToken(text, '/auth/confirm-email') },
    });
    expect(confirmed.status).toBe(200);
  });

  it('keeps a message the server refused, retries it and delivers it', async () => {
    smtp.state.failNext = 1;
    const email = `retry${Date.now()}${counter++}@statefarm.com`;
    await register(email);
    const db = api.testApp.database.db;
    const failed = await until(async () => {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
      return row?.lastError ? row : undefined;
    });
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toMatch(/451|busy/i);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(smtp.received.some((mail) => mail.to.includes(email))).toBe(false);

    // The back-off has passed: the next pass delivers it.
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(mailOutbox.id, failed.id));
    await api.testApp.app.mailOutbox.drain();
    const [sent] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, failed.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });
});
