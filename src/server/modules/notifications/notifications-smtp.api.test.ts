import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpApiTest } from '../../test-support/api-test-client';
import { openConversation } from '../../test-support/leads';
import { databaseKinds } from '../../test-support/test-app';

/** A real SMTP server on a random port that keeps every message it accepts. */
function smtpSink() {
  const received: Array<{ to: string[]; raw: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return {
    received,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseKinds)('notification mail through a real SMTP server on %s', (kind) => {
  const sink = smtpSink();
  let port = 0;
  beforeAll(async () => {
    port = await sink.listen();
  });
  afterAll(() => sink.close());
  const api = setUpApiTest(kind, () => ({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    LEAD_JOB_INTERVAL_MS: 3_600_000,
    NOTIFY_POLL_MS: 100,
    MESSAGE_MAIL_DELAY_SECONDS: 0,
    PUBLIC_ORIGIN: 'https://lion.example',
  }));

  const receivedBy = async (address: string, subject: string) => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const found = sink.received.find(
        (mail) => mail.to.includes(address) && mail.raw.includes(`Subject: ${subject}`),
      );
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no '${subject}' to ${address}`);
  };

  it('the SMTP server receives the lead mail with its one-click headers, and a message mail once', async () => {
    const setup = await openConversation(api.testApp.database.db, api.client);
    const lead = await receivedBy(setup.agent.email, 'You have a new lead');
    expect(lead.raw).toMatch(/List-Unsubscribe:\s+<https:\/\/lion\.example\/unsubscribe\?token=/);
    expect(lead.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(lead.raw).not.toContain(setup.consumer.email);

    await api.client.call('POST', '/api/messages', {
      cookie: setup.agent.cookie,
      body: { conversationId: setup.conversationId, clientId: crypto.randomUUID(), body: 'Hi' },
    });
    await receivedBy(setup.consumer.email, 'You have unread messages');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const messageMails = sink.received.filter(
      (mail) =>
        mail.to.includes(setup.consumer.email) &&
        mail.raw.includes('Subject: You have unread messages'),
    );
    expect(messageMails).toHaveLength(1);
  });
});
