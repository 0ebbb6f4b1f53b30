import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, pushSubscriptions } from '../../db/schema';
import { createConsumer } from '../../seed/factories';
import { setUpApiTest } from '../../test-support/api-test-client';
import { liveSession, silentLog } from '../../test-support/push';
import { databaseKinds } from '../../test-support/test-app';
import { deliverDue } from './deliver';
import { notify } from './notify';
import { setChoice } from './preferences';
import type { PushDevice, PushMessage, PushSender } from './push';
import { PushDispatcher } from './push-dispatch';

/** A push service stand-in: answers 'gone' for the endpoints listed, records the rest. */
function fakePush(gone: Set<string>) {
  const sent: Array<{ device: PushDevice; message: PushMessage }> = [];
  const sender: PushSender = {
    publicKey: 'test-key',
    async send(device, message) {
      if (gone.has(device.endpoint)) return 'gone';
      sent.push({ device, message });
      return 'sent';
    },
  };
  return { sender, sent };
}

describe.each(databaseKinds)('browser push deliveries on %s', (kind) => {
  const api = setUpApiTest(kind, { NOTIFY_POLL_MS: 3_600_000 });
  const db = () => api.testApp.database.db;
  // This test delivers by hand: the app's own deliverer stays out of the way.
  beforeAll(() => api.testApp.app.notificationJob.stop());

  it('pushes to every device of the person once, and forgets a subscription the service reports gone', async () => {
    const consumer = await createConsumer(db());
    const sessionTokenHash = await liveSession(db(), consumer.id);
    await db()
      .insert(pushSubscriptions)
      .values([
        {
          userId: consumer.id,
          endpoint: 'https://push.example/live',
          p256dh: 'k1',
          auth: 'a1',
          sessionTokenHash,
        },
        {
          userId: consumer.id,
          endpoint: 'https://push.example/gone',
          p256dh: 'k2',
          auth: 'a2',
          sessionTokenHash,
        },
      ]);
    await db().transaction((tx) =>
      notify(tx, { userId: consumer.id, kind: 'renewal', data: { renewalDate: '2027-03-01' } }),
    );
    // Renewal reminders are on only with a renewal date or a choice: the person chose both.
    await setChoice(db(), consumer.id, 'renewal', { email: true, push: true });
    const push = fakePush(new Set(['https://push.example/gone']));
    const dispatcher = new PushDispatcher(db(), () => push.sender, silentLog);
    const options = { origin: 'https://lion.example', push: dispatcher, messageDelayMs: 0 };
    await deliverDue(db(), options);
    await deliverDue(db(), options);
    await dispatcher.idle();
    expect(push.sent).toHaveLength(1);
    expect(push.sent[0]?.message).toMatchObject({
      title: 'Your insurance renews soon',
      url: 'https://lion.example/quote/auto',
    });
    const left = await db()
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, consumer.id));
    expect(left).toEqual([{ endpoint: 'https://push.example/live' }]);
    const rows = await db()
      .select({ channel: notificationDeliveries.channel, status: notificationDeliveries.status })
      .from(notificationDeliveries);
    expect(rows.filter((row) => row.channel === 'push').map((row) => row.status)).toEqual(['sent']);
    expect(rows.filter((row) => row.channel === 'email').map((row) => row.status)).toEqual([
      'sent',
    ]);
  });
});
