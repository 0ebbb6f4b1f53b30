import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  agentTasks,
  mailOutbox,
  notificationDeliveries,
  notifications,
  pushSubscriptions,
} from '../../db/schema';
import { setUpApiTest } from '../../test-support/api-test-client';
import { openConversation } from '../../test-support/leads';
import { liveSession, silentLog } from '../../test-support/push';
import { databaseKinds } from '../../test-support/test-app';
import { deliverDue } from './deliver';
import type { PushDevice, PushMessage, PushSender } from './push';
import { PushDispatcher } from './push-dispatch';
import { remindDueTasks } from './task-reminders';

describe.each(databaseKinds)('a due follow-up task on %s', (kind) => {
  const api = setUpApiTest(kind, { NOTIFY_POLL_MS: 3_600_000, LEAD_JOB_INTERVAL_MS: 3_600_000 });
  const db = () => api.testApp.database.db;
  // Delivered by hand: the app's own deliverer stays out of the way.
  beforeAll(() => api.testApp.app.notificationJob.stop());

  it('reminds the agent once by mail and push and in the bell, and not a done task', async () => {
    const { agent, leadId } = await openConversation(db(), api.client);
    const sessionTokenHash = await liveSession(db(), agent.id);
    await db().insert(pushSubscriptions).values({
      userId: agent.id,
      endpoint: 'https://push.example/agent',
      p256dh: 'k1',
      auth: 'a1',
      sessionTokenHash,
    });
    const [task] = await db()
      .insert(agentTasks)
      .values({
        agentId: agent.id,
        leadId,
        kind: 'call',
        note: 'Call about the quote',
        dueAt: new Date(Date.now() - 60_000),
      })
      .returning({ id: agentTasks.id });
    await db()
      .insert(agentTasks)
      .values({
        agentId: agent.id,
        leadId,
        kind: 'email',
        dueAt: new Date(Date.now() - 60_000),
        doneAt: new Date(),
      });
    expect(await remindDueTasks(db())).toBe(1);
    expect(await remindDueTasks(db())).toBe(0);

    const sent: Array<{ device: PushDevice; message: PushMessage }> = [];
    const sender: PushSender = {
      publicKey: 'test-key',
      async send(device, message) {
        sent.push({ device, message });
        return 'sent';
      },
    };
    const dispatcher = new PushDispatcher(db(), () => sender, silentLog);
    const options = { origin: 'https://lion.example', push: dispatcher, messageDelayMs: 0 };
    await deliverDue(db(), options);
    await deliverDue(db(), options);
    await dispatcher.idle();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.message).toMatchObject({
      title: 'A follow-up is due',
      url: `https://lion.example/agent?lead=${leadId}`,
    });
    expect(sent[0]?.message.body).toContain('Follow-up due (call)');
    const mails = await db()
      .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, agent.email));
    const due = mails.filter((mail) => mail.subject === 'A follow-up is due');
    expect(due).toHaveLength(1);
    expect(due[0]?.text).toContain('Your note: “Call about the quote”');
    const rows = await db()
      .select({ channel: notificationDeliveries.channel, status: notificationDeliveries.status })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(and(eq(notifications.userId, agent.id), eq(notifications.kind, 'task_due')));
    expect(rows.map((row) => `${row.channel}:${row.status}`).sort()).toEqual([
      'email:sent',
      'push:sent',
    ]);
    const [notification] = await db()
      .select({ data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.userId, agent.id), eq(notifications.kind, 'task_due')));
    expect(notification?.data).toMatchObject({ taskId: task?.id });
  });

  it('sends nothing when the lead is withdrawn between the claim and the delivery', async () => {
    const { agent, consumer, leadId } = await openConversation(db(), api.client);
    await db()
      .insert(agentTasks)
      .values({
        agentId: agent.id,
        leadId,
        kind: 'message',
        dueAt: new Date(Date.now() - 60_000),
      });
    expect(await remindDueTasks(db())).toBe(1);
    const withdrawn = await api.client.call('DELETE', '/api/profiles/me/access', {
      cookie: consumer.cookie,
    });
    expect(withdrawn.status).toBe(200);
    await deliverDue(db(), { origin: 'https://lion.example', push: null, messageDelayMs: 0 });
    const rows = await db()
      .select({ status: notificationDeliveries.status, reason: notificationDeliveries.reason })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(and(eq(notifications.userId, agent.id), eq(notifications.kind, 'task_due')));
    expect(rows).toEqual([{ status: 'skipped', reason: 'no access' }]);
    const mails = await db()
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, agent.email));
    expect(mails.filter((mail) => mail.subject === 'A follow-up is due')).toEqual([]);
  });
});
