import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NotificationList } from '../../../shared/contracts/notifications';
import {
  agentLicenceLines,
  mailOutbox,
  notificationDeliveries,
  notifications,
} from '../../db/schema';
import { setUpApiTest } from '../../test-support/api-test-client';
import { eventually } from '../../test-support/eventually';
import { openConversation } from '../../test-support/leads';
import { databaseKinds } from '../../test-support/test-app';

/**
 * Issue 27, finding 7: a mail or push about a lead or a conversation asks, when it leaves, the
 * access rule the API asks; otherwise it is dropped ('no access').
 */
describe.each(databaseKinds)('notifications checked at sending time on %s', (kind) => {
  const api = setUpApiTest(kind, {
    LEAD_JOB_INTERVAL_MS: 3_600_000,
    NOTIFY_POLL_MS: 100,
    MESSAGE_MAIL_DELAY_SECONDS: 2,
  });
  const db = () => api.testApp.database.db;

  const deliveriesOf = (userId: string, kindName: 'message' | 'lead_new') =>
    db()
      .select({
        id: notificationDeliveries.id,
        status: notificationDeliveries.status,
        reason: notificationDeliveries.reason,
      })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.kind, kindName),
          eq(notificationDeliveries.channel, 'email'),
        ),
      );
  const decided = (userId: string, kindName: 'message' | 'lead_new') =>
    eventually(async () => {
      const [row] = await deliveriesOf(userId, kindName);
      return row && row.status !== 'pending' ? row : undefined;
    });
  const unreadMailsTo = async (address: string) =>
    (await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, address))).filter(
      (mail) => mail.subject === 'You have unread messages',
    );
  const loseLicence = (agentId: string) =>
    db()
      .update(agentLicenceLines)
      .set({ status: 'rejected' })
      .where(eq(agentLicenceLines.agentId, agentId));
  const sendAsConsumer = (setup: Awaited<ReturnType<typeof openConversation>>, body: string) =>
    api.client.call('POST', '/api/messages', {
      cookie: setup.consumer.cookie,
      body: { conversationId: setup.conversationId, clientId: crypto.randomUUID(), body },
    });

  it("drops the delayed unread-messages mail once the agent's licence lost the state", async () => {
    const setup = await openConversation(db(), api.client);
    expect((await sendAsConsumer(setup, 'My secret question')).status).toBe(201);
    await loseLicence(setup.agent.id);
    expect(await decided(setup.agent.id, 'message')).toMatchObject({
      status: 'skipped',
      reason: 'no access',
    });
    expect(await unreadMailsTo(setup.agent.email)).toHaveLength(0);
  });

  it('drops the delayed unread-messages mail once the consumer withdrew the agent', async () => {
    const setup = await openConversation(db(), api.client);
    expect((await sendAsConsumer(setup, 'My secret question')).status).toBe(201);
    const withdrawn = await api.client.call('DELETE', `/api/profiles/me/access/${setup.agent.id}`, {
      cookie: setup.consumer.cookie,
    });
    expect(withdrawn.status).toBe(200);
    const row = await decided(setup.agent.id, 'message');
    expect(row.status).toBe('skipped');
    expect(await unreadMailsTo(setup.agent.email)).toHaveLength(0);
  });

  it('drops a lead mail that leaves after the licence lost the state, and the bell says nothing of it', async () => {
    const setup = await openConversation(db(), api.client);
    const sent = await decided(setup.agent.id, 'lead_new');
    expect(sent.status).toBe('sent');
    await loseLicence(setup.agent.id);
    // As if it had been held (quiet hours, a retry) and left now.
    await db()
      .update(notificationDeliveries)
      .set({ status: 'pending', sentAt: null, dueAt: new Date() })
      .where(eq(notificationDeliveries.id, sent.id));
    await eventually(async () => {
      const [row] = await deliveriesOf(setup.agent.id, 'lead_new');
      return row?.status === 'skipped' && row.reason === 'no access' ? row : undefined;
    });
    const bell = await api.client.json<NotificationList>('GET', '/api/notifications', {
      cookie: setup.agent.cookie,
    });
    const lead = bell.body.items.find((item) => item.kind === 'lead_new');
    expect(lead?.summary).toBeNull();
  });
});
