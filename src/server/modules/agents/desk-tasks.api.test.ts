import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Policy, Task, TaskList } from '../../../shared/contracts/desk';
import type { NotificationList } from '../../../shared/contracts/notifications';
import { addDays, utcToWallTime } from '../../../shared/zoned-time';
import {
  agentTaskFeeds,
  agentTasks,
  mailOutbox,
  notificationDeliveries,
  notifications,
} from '../../db/schema';
import { setUpApiTest } from '../../test-support/api-test-client';
import { eventually } from '../../test-support/eventually';
import { consumerWithRequest, reviewer, verifiedAgent } from '../../test-support/leads';
import { databaseKinds } from '../../test-support/test-app';
import { remindDueTasks, scheduleReminders } from '../notifications';

const zone = 'America/New_York';
const offerBody = {
  premium: 123.45,
  period: 'monthly',
  coverages: [{ kind: 'bodily_injury', limit: '100/300' }],
  deductible: 500,
  termMonths: 6,
  description: 'Full coverage.',
};

/** Tomorrow in the zone, at `time`: always in the future. */
const tomorrowAt = (time: string) => ({
  date: addDays(utcToWallTime(new Date(), zone).date, 1),
  time,
});

describe.each(databaseKinds)('desk tasks and policies on %s', (kind) => {
  const api = setUpApiTest(kind, {
    LEAD_JOB_INTERVAL_MS: 3_600_000,
    NOTIFY_POLL_MS: 100,
    PUBLIC_ORIGIN: 'https://lion.example',
  });
  const db = () => api.testApp.database.db;

  /** A TX agent (time zone New York) holding an accepted lead of a consumer. */
  async function heldLead() {
    const admin = await reviewer(db());
    const agent = await verifiedAgent(db(), api.client, admin.id, { states: ['TX'] });
    const consumer = await consumerWithRequest(db(), api.client);
    await api.client.call('POST', `/api/quotes/${consumer.quote.id}/consents`, {
      cookie: consumer.cookie,
      body: { agentIds: [agent.id] },
    });
    const { body: list } = await api.client.json<{ leads: Array<{ id: string }> }>(
      'GET',
      '/api/agent/leads',
      { cookie: agent.cookie },
    );
    const leadId = list.leads[0]?.id ?? '';
    await api.client.call('POST', `/api/agent/leads/${leadId}/accept`, { cookie: agent.cookie });
    const zoneSet = await api.client.call('PUT', '/api/notifications/preferences', {
      cookie: agent.cookie,
      body: { timeZone: zone },
    });
    expect(zoneSet.status).toBe(200);
    return { agent, consumer, leadId };
  }

  const createTask = (cookie: string, body: Record<string, unknown>) =>
    api.client.json<Task & { message?: string }>('POST', '/api/agent/tasks', { cookie, body });

  it('creates, lists, completes, snoozes, reschedules and deletes a task, in the agent’s time zone', async () => {
    const { agent, leadId } = await heldLead();
    const created = await createTask(agent.cookie, {
      leadId,
      kind: 'call',
      note: 'Ask about the second car',
      due: tomorrowAt('09:00'),
    });
    expect(created.status).toBe(201);
    expect(created.body.kind).toBe('call');
    // 09:00 in New York, stored as UTC.
    expect(utcToWallTime(new Date(created.body.dueAt), zone).time).toBe('09:00');
    expect(created.body.customer).not.toBe('');

    const list = await api.client.json<TaskList>('GET', '/api/agent/tasks', {
      cookie: agent.cookie,
    });
    expect(list.body.timeZone).toBe(zone);
    expect(list.body.timeZoneSet).toBe(true);
    expect(list.body.tasks.map((task) => task.id)).toEqual([created.body.id]);
    // The agent's data download carries the task.
    const exported = await api.client.json<{
      agent: { tasks: Array<{ id: string; note: string }> };
    }>('GET', '/api/account/export', { cookie: agent.cookie });
    expect(exported.body.agent.tasks.map((task) => [task.id, task.note])).toEqual([
      [created.body.id, 'Ask about the second car'],
    ]);
    const byLead = await api.client.json<TaskList>('GET', `/api/agent/tasks?leadId=${leadId}`, {
      cookie: agent.cookie,
    });
    expect(byLead.body.tasks).toHaveLength(1);

    const snoozed = await api.client.json<Task>('PATCH', `/api/agent/tasks/${created.body.id}`, {
      cookie: agent.cookie,
      body: { snoozeMinutes: 60 },
    });
    expect(snoozed.status).toBe(200);
    const inAnHour = new Date(snoozed.body.dueAt).getTime() - Date.now();
    expect(inAnHour).toBeGreaterThan(58 * 60_000);
    expect(inAnHour).toBeLessThan(61 * 60_000);

    const later = tomorrowAt('16:30');
    const rescheduled = await api.client.json<Task>(
      'PATCH',
      `/api/agent/tasks/${created.body.id}`,
      { cookie: agent.cookie, body: { due: later } },
    );
    expect(utcToWallTime(new Date(rescheduled.body.dueAt), zone)).toMatchObject(later);

    const done = await api.client.json<Task>('PATCH', `/api/agent/tasks/${created.body.id}`, {
      cookie: agent.cookie,
      body: { done: true },
    });
    expect(done.body.doneAt).not.toBeNull();
    const open = await api.client.json<TaskList>('GET', '/api/agent/tasks', {
      cookie: agent.cookie,
    });
    expect(open.body.tasks).toHaveLength(0);
    const all = await api.client.json<TaskList>('GET', '/api/agent/tasks?status=all', {
      cookie: agent.cookie,
    });
    expect(all.body.tasks).toHaveLength(1);

    const removed = await api.client.call('DELETE', `/api/agent/tasks/${created.body.id}`, {
      cookie: agent.cookie,
    });
    expect(removed.status).toBe(204);
    expect(await db().select().from(agentTasks).where(eq(agentTasks.id, created.body.id))).toEqual(
      [],
    );
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const { agent, leadId } = await heldLead();
    const yesterday = addDays(utcToWallTime(new Date(), zone).date, -1);
    const past = await createTask(agent.cookie, {
      leadId,
      kind: 'call',
      due: { date: yesterday, time: '09:00' },
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('This time has already passed: choose a time in the future');
    const spanish = await api.client.json<{ message: string }>('POST', '/api/agent/tasks', {
      cookie: agent.cookie,
      headers: { 'Accept-Language': 'es' },
      body: { leadId, kind: 'call', due: { date: yesterday, time: '09:00' } },
    });
    expect(spanish.body.message).toBe('Esa hora ya pasó: elija una hora futura');
    for (const body of [
      { leadId, kind: 'fax', due: tomorrowAt('09:00') },
      { leadId, kind: 'call', due: { date: '2027-02-30', time: '09:00' } },
      { leadId, kind: 'call', due: { date: tomorrowAt('09:00').date, time: '25:00' } },
      { leadId, kind: 'call', due: tomorrowAt('09:00'), note: 'x'.repeat(1001) },
      { leadId, kind: 'renewal', due: tomorrowAt('09:00') },
    ]) {
      const refused = await createTask(agent.cookie, body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBeTruthy();
    }
    const created = await createTask(agent.cookie, {
      leadId,
      kind: 'email',
      due: tomorrowAt('10:00'),
    });
    const pastReschedule = await api.client.json<{ message: string }>(
      'PATCH',
      `/api/agent/tasks/${created.body.id}`,
      { cookie: agent.cookie, body: { due: { date: yesterday, time: '10:00' } } },
    );
    expect(pastReschedule.status).toBe(400);
    const nothing = await api.client.call('PATCH', `/api/agent/tasks/${created.body.id}`, {
      cookie: agent.cookie,
      body: {},
    });
    expect(nothing.status).toBe(400);
    const [stored] = await db().select().from(agentTasks).where(eq(agentTasks.id, created.body.id));
    expect(stored?.dueAt.toISOString()).toBe(created.body.dueAt);
    const count = await db().select().from(agentTasks).where(eq(agentTasks.agentId, agent.id));
    expect(count).toHaveLength(1);
  });

  it('answers 404 for another agent’s task or lead, a malformed id, and a withdrawn lead', async () => {
    const mine = await heldLead();
    const other = await heldLead();
    const task = await createTask(mine.agent.cookie, {
      leadId: mine.leadId,
      kind: 'call',
      due: tomorrowAt('09:00'),
    });
    for (const [method, path] of [
      ['PATCH', `/api/agent/tasks/${task.body.id}`],
      ['DELETE', `/api/agent/tasks/${task.body.id}`],
      ['GET', `/api/agent/tasks/${task.body.id}/calendar.ics`],
      ['PATCH', '/api/agent/tasks/not-a-uuid'],
      ['GET', '/api/agent/tasks/not-a-uuid/calendar.ics'],
    ] as const) {
      const response = await api.client.call(method, path, {
        cookie: other.agent.cookie,
        body: method === 'PATCH' ? { done: true } : undefined,
      });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const onTheirLead = await createTask(other.agent.cookie, {
      leadId: mine.leadId,
      kind: 'call',
      due: tomorrowAt('09:00'),
    });
    expect(onTheirLead.status).toBe(404);
    const theirList = await api.client.json<TaskList>(
      'GET',
      `/api/agent/tasks?leadId=${mine.leadId}`,
      { cookie: other.agent.cookie },
    );
    expect(theirList.body.tasks).toEqual([]);
    const asConsumer = await api.client.call('GET', '/api/agent/tasks', {
      cookie: mine.consumer.cookie,
    });
    expect(asConsumer.status).toBe(403);

    // The consumer withdraws: the task disappears from reads and never reminds.
    const withdrawn = await api.client.call('DELETE', '/api/profiles/me/access', {
      cookie: mine.consumer.cookie,
    });
    expect(withdrawn.status).toBe(200);
    const after = await api.client.json<TaskList>('GET', '/api/agent/tasks', {
      cookie: mine.agent.cookie,
    });
    expect(after.body.tasks).toEqual([]);
    const gone = await api.client.call('PATCH', `/api/agent/tasks/${task.body.id}`, {
      cookie: mine.agent.cookie,
      body: { done: true },
    });
    expect(gone.status).toBe(404);
    await remindDueTasks(db(), new Date(Date.now() + 3 * 86_400_000));
    const [row] = await db().select().from(agentTasks).where(eq(agentTasks.id, task.body.id));
    expect(row?.remindedAt).toBeNull();
  });

  it('reminds each due task exactly once by mail and in the bell, with two claims running at once', async () => {
    const { agent, leadId } = await heldLead();
    const ids: string[] = [];
    for (let index = 0; index < 12; index++) {
      const task = await createTask(agent.cookie, {
        leadId,
        kind: index % 2 ? 'call' : 'message',
        note: `Follow-up ${index}`,
        due: tomorrowAt('09:00'),
      });
      expect(task.status).toBe(201);
      ids.push(task.body.id);
    }
    const dueAt = new Date(
      (await db().select().from(agentTasks).where(eq(agentTasks.agentId, agent.id)))[0]?.dueAt ?? 0,
    );
    // A minute before: nothing. At the due time: two instances' claims side by side.
    expect(await remindDueTasks(db(), new Date(dueAt.getTime() - 60_000))).toBe(0);
    const claims = await Promise.all([
      remindDueTasks(db(), dueAt),
      remindDueTasks(db(), dueAt),
      remindDueTasks(db(), dueAt),
    ]);
    expect(claims.reduce((sum, claimed) => sum + claimed, 0)).toBe(12);
    expect(await remindDueTasks(db(), new Date(dueAt.getTime() + 3_600_000))).toBe(0);

    const rows = await db()
      .select({ id: notifications.id, data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.userId, agent.id), eq(notifications.kind, 'task_due')));
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((row) => (row.data as { taskId: string }).taskId))).toEqual(
      new Set(ids),
    );
    const mails = await eventually(async () => {
      const sent = await db()
        .select()
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.toAddress, agent.email), eq(mailOutbox.subject, 'A follow-up is due')),
        );
      return sent.length >= 12 ? sent : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const settled = await db()
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, agent.email), eq(mailOutbox.subject, 'A follow-up is due')),
      );
    expect(settled).toHaveLength(12);
    expect(mails[0]?.textBody).toContain('Follow-up due');
    expect(mails[0]?.textBody).toContain('9:00');
    const deliveries = await db()
      .select({ status: notificationDeliveries.status })
      .from(notificationDeliveries)
      .where(
        inArray(
          notificationDeliveries.notificationId,
          rows.map((row) => row.id),
        ),
      );
    expect(deliveries.filter((delivery) => delivery.status === 'sent')).toHaveLength(12);
    const bell = await api.client.json<NotificationList>('GET', '/api/notifications', {
      cookie: agent.cookie,
    });
    const dueInBell = bell.body.items.filter((item) => item.kind === 'task_due');
    expect(dueInBell).toHaveLength(12);
    expect(dueInBell[0]?.link).toBe(`/agent?lead=${leadId}`);

    // Rescheduled after its reminder: it reminds again at the new time, once.
    const [first] = ids;
    const later = tomorrowAt('15:00');
    await api.client.call('PATCH', `/api/agent/tasks/${first}`, {
      cookie: agent.cookie,
      body: { due: later },
    });
    const [moved] = await db()
      .select()
      .from(agentTasks)
      .where(eq(agentTasks.id, first ?? ''));
    expect(moved?.remindedAt).toBeNull();
    expect(await remindDueTasks(db(), moved?.dueAt ?? new Date())).toBe(1);
    expect(await remindDueTasks(db(), moved?.dueAt ?? new Date())).toBe(0);
  });

  it('keeps 09:00 in New York across a daylight-saving change', async () => {
    const { agent, leadId } = await heldLead();
    const year = new Date().getUTCFullYear() + 1;
    // January: EST (UTC-5); July: EDT (UTC-4).
    const winter = await createTask(agent.cookie, {
      leadId,
      kind: 'call',
      due: { date: `${year}-01-15`, time: '09:00' },
    });
    const summer = await createTask(agent.cookie, {
      leadId,
      kind: 'call',
      due: { date: `${year}-07-15`, time: '09:00' },
    });
    expect(winter.body.dueAt).toBe(`${year}-01-15T14:00:00.000Z`);
    expect(summer.body.dueAt).toBe(`${year}-07-15T13:00:00.000Z`);
    // The summer task reminds at 13:00 UTC (09:00 EDT), not at 14:00 UTC.
    await remindDueTasks(db(), new Date(`${year}-01-15T14:00:00.000Z`));
    expect(await remindDueTasks(db(), new Date(`${year}-07-15T12:59:00.000Z`))).toBe(0);
    expect(await remindDueTasks(db(), new Date(`${year}-07-15T13:00:00.000Z`))).toBe(1);
    const mail = await eventually(async () => {
      const sent = await db()
        .select()
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.toAddress, agent.email), eq(mailOutbox.subject, 'A follow-up is due')),
        );
      return sent.find((row) => row.textBody.includes('Jul 15'));
    });
    // The mail says 9:00 AM, the agent's own time.
    expect(mail.textBody).toMatch(/Jul 15, \d{4},? (at )?9:00\sAM/);
  });

  it('serves a task’s .ics and a revocable feed whose token is stored hashed', async () => {
    const { agent, leadId } = await heldLead();
    const task = await createTask(agent.cookie, {
      leadId,
      kind: 'call',
      note: 'Quote, with; commas',
      due: tomorrowAt('09:00'),
    });
    const ics = await api.client.call('GET', `/api/agent/tasks/${task.body.id}/calendar.ics`, {
      cookie: agent.cookie,
    });
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const text = await ics.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain(`UID:task-${task.body.id}@lion-insurance`);
    expect(text).toContain(`DTSTART:${task.body.dueAt.replace(/[-:]/g, '').replace('.000', '')}`);
    expect(text).toContain('Quote\\, with\\; commas');

    const none = await api.client.json<{ active: boolean }>('GET', '/api/agent/task-feed', {
      cookie: agent.cookie,
    });
    expect(none.body.active).toBe(false);
    const made = await api.client.json<{ url: string; active: boolean }>(
      'POST',
      '/api/agent/task-feed',
      { cookie: agent.cookie },
    );
    expect(made.status).toBe(201);
    const url = new URL(made.body.url);
    expect(url.origin).toBe('https://lion.example');
    const token = url.pathname.split('/')[3] ?? '';
    const [stored] = await db()
      .select()
      .from(agentTaskFeeds)
      .where(eq(agentTaskFeeds.agentId, agent.id));
    expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored?.tokenHash).not.toContain(token);
    const feed = await api.client.call('GET', url.pathname);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain(`UID:task-${task.body.id}@lion-insurance`);

    // Made again: the old address is dead, the new one works.
    const again = await api.client.json<{ url: string }>('POST', '/api/agent/task-feed', {
      cookie: agent.cookie,
    });
    expect((await api.client.call('GET', url.pathname)).status).toBe(404);
    const fresh = new URL(again.body.url).pathname;
    expect((await api.client.call('GET', fresh)).status).toBe(200);
    const revoked = await api.client.call('DELETE', '/api/agent/task-feed', {
      cookie: agent.cookie,
    });
    expect(revoked.status).toBe(204);
    const dead = await api.client.json<{ message: string }>('GET', fresh);
    expect(dead.status).toBe(404);
    expect(dead.body.message).toBe('This calendar feed is not available');
    expect((await api.client.call('GET', '/api/task-feeds/x/tasks.ics')).status).toBe(404);
  });

  it('records a won policy, refuses bad ones, makes renewal tasks once and shows the consumer', async () => {
    const { agent, consumer, leadId } = await heldLead();
    const policy = {
      leadId,
      carrier: 'Lone Star Mutual',
      policyNumber: 'LS-1',
      effectiveDate: '2026-01-10',
      termMonths: 12,
      premium: 1480.5,
    };
    const early = await api.client.json<{ message: string }>('POST', '/api/agent/policies', {
      cookie: agent.cookie,
      body: policy,
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'Record a policy once the customer has accepted one of your offers',
    );
    const offer = await api.client.json<{ id: string }>(
      'POST',
      `/api/agent/leads/${leadId}/offers`,
      { cookie: agent.cookie, body: offerBody },
    );
    const accepted = await api.client.call('POST', `/api/quotes/offers/${offer.body.id}/accept`, {
      cookie: consumer.cookie,
    });
    expect(accepted.status).toBe(200);

    const backwards = await api.client.json<{ message: string }>('POST', '/api/agent/policies', {
      cookie: agent.cookie,
      body: { ...policy, renewalDate: '2025-12-01' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('The renewal date must come after the effective date');
    for (const bad of [
      { ...policy, termMonths: 7 },
      { ...policy, carrier: ' ' },
      { ...policy, premium: 0 },
      { ...policy, effectiveDate: '2026-02-30' },
      { ...policy, effectiveDate: '0000-01-01' },
      { ...policy, renewalDate: '9999-01-01' },
    ]) {
      const refused = await api.client.call('POST', '/api/agent/policies', {
        cookie: agent.cookie,
        body: bad,
      });
      expect(refused.status).toBe(400);
    }
    const other = await heldLead();
    const notTheirs = await api.client.call('POST', '/api/agent/policies', {
      cookie: other.agent.cookie,
      body: policy,
    });
    expect(notTheirs.status).toBe(404);

    // Renews 30 days from now: inside the 45-day mark, outside the 15-day one.
    const today = new Date().toISOString().slice(0, 10);
    const renewal = addDays(today, 30);
    const effective = `${Number(renewal.slice(0, 4)) - 1}${renewal.slice(4)}`;
    const recorded = await api.client.json<Policy>('POST', '/api/agent/policies', {
      cookie: agent.cookie,
      body: { ...policy, effectiveDate: effective },
    });
    expect(recorded.status).toBe(201);
    expect(recorded.body.renewalDate).toBe(renewal);
    expect(recorded.body.premium).toBe(1480.5);
    const twice = await api.client.call('POST', '/api/agent/policies', {
      cookie: agent.cookie,
      body: { ...policy, effectiveDate: effective },
    });
    expect(twice.status).toBe(409);

    const renewals = await api.client.json<{ policies: Policy[] }>('GET', '/api/agent/policies', {
      cookie: agent.cookie,
    });
    expect(renewals.body.policies.map((item) => item.id)).toEqual([recorded.body.id]);
    const othersView = await api.client.json<{ policies: Policy[] }>('GET', '/api/agent/policies', {
      cookie: other.agent.cookie,
    });
    expect(othersView.body.policies).toEqual([]);

    const scan = async (now: Date) => {
      for (let attempt = 0; attempt < 100; attempt++) {
        if ((await scheduleReminders(db(), { LEAD_EXPIRY_WARNING_HOURS: 4 }, now)) >= 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await scan(new Date());
    await scan(new Date());
    const renewalTasks = () =>
      db()
        .select({ mark: agentTasks.renewalMark, kind: agentTasks.kind })
        .from(agentTasks)
        .where(eq(agentTasks.policyId, recorded.body.id));
    expect(await renewalTasks()).toEqual([{ mark: 45, kind: 'renewal' }]);
    // Sixteen days on, the 15-day task comes, once.
    const later = new Date(Date.now() + 16 * 86_400_000);
    await scan(later);
    await scan(later);
    expect((await renewalTasks()).map((task) => task.mark).sort()).toEqual([15, 45]);
    const list = await api.client.json<TaskList>('GET', '/api/agent/tasks', {
      cookie: agent.cookie,
    });
    expect(list.body.tasks.find((task) => task.kind === 'renewal')?.renewalDate).toBe(renewal);

    // The consumer sees it, with its renewal date, and hears of the renewal once.
    const mine = await api.client.json<{
      policies: Array<{ carrier: string; renewalDate: string }>;
    }>('GET', '/api/profiles/me/policies', { cookie: consumer.cookie });
    expect(mine.body.policies).toMatchObject([
      { carrier: 'Lone Star Mutual', renewalDate: renewal },
    ]);
    const heard = await db()
      .select({ data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.userId, consumer.id), eq(notifications.kind, 'renewal')));
    expect(heard).toEqual([{ data: { renewalDate: renewal, policyId: recorded.body.id } }]);
    await eventually(async () => {
      const sent = await db()
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.toAddress, consumer.email),
            eq(mailOutbox.subject, 'Your insurance renews soon'),
          ),
        );
      return sent.length === 1 ? sent : undefined;
    });
    // And in their data download.
    const download = await api.client.json<{ consumer: { policies: Array<{ id: string }> } }>(
      'GET',
      '/api/account/export',
      { cookie: consumer.cookie },
    );
    expect(download.body.consumer.policies.map((item) => item.id)).toEqual([recorded.body.id]);
    const otherConsumer = await api.client.json<{ policies: unknown[] }>(
      'GET',
      '/api/profiles/me/policies',
      { cookie: other.consumer.cookie },
    );
    expect(otherConsumer.body.policies).toEqual([]);
  });

  it('exports tasks and policies as CSV: BOM, ISO dates, formulas made inert', async () => {
    const { agent, leadId } = await heldLead();
    await createTask(agent.cookie, {
      leadId,
      kind: 'other',
      note: '=HYPERLINK("http://evil","x"), ñandú',
      due: tomorrowAt('09:00'),
    });
    const response = await api.client.call('GET', '/api/agent/tasks.csv', { cookie: agent.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('"\'=HYPERLINK(""http://evil"",""x""), ñandú"');
    expect(text).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,/);
    const policies = await api.client.call('GET', '/api/agent/policies.csv', {
      cookie: agent.cookie,
    });
    expect(policies.status).toBe(200);
    expect((await policies.text()).replace(/^\ufeff/, '')).toMatch(/^policy_id,lead_id,customer/);
    const consumer = await api.client.call('GET', '/api/agent/policies.csv');
    expect(consumer.status).toBe(401);
  });
});
