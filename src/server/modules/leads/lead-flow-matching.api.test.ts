import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LeadFlow, LeadFlowInput } from '../../../shared/contracts/lead-flow';
import { testConfig } from '../../config';
import { leads, users } from '../../db/schema';
import { setUpApiTest } from '../../test-support/api-test-client';
import { consumerWithRequest, reviewer, verifiedAgent } from '../../test-support/leads';
import { databaseKinds } from '../../test-support/test-app';
import { runLeadJob } from './lead-job';
import { findMatchingAgentIds } from './matching';

const everything: LeadFlowInput = {
  lines: [],
  states: [],
  zipPrefixes: [],
  workingHours: null,
  timeZone: 'UTC',
  dailyCap: null,
  paused: false,
};

/** ISO weekday (1 Monday ... 7 Sunday) and HH:MM of now in a time zone. */
function clockIn(timeZone: string): { day: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const weekday = parts.find((part) => part.type === 'weekday')?.value ?? '';
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(weekday) + 1;
  return { day, hour: Number(parts.find((part) => part.type === 'hour')?.value) };
}

/**
 * Issue 31, 2.17 (decision 0094): each choice of an agent's lead flow is honoured by matching,
 * set through `PUT /api/agent/lead-flow` as the portal sets it.
 */
describe.each(databaseKinds)('an agent controls its lead flow on %s', (kind) => {
  const api = setUpApiTest(kind, { LEAD_JOB_INTERVAL_MS: 3_600_000 });
  const db = () => api.testApp.database.db;

  async function agentWith(options: Parameters<typeof verifiedAgent>[3] = {}) {
    const admin = await reviewer(db());
    return verifiedAgent(db(), api.client, admin.id, options);
  }

  async function saveFlow(cookie: string, flow: Partial<LeadFlowInput>) {
    return api.client.json<LeadFlow & { message?: string }>('PUT', '/api/agent/lead-flow', {
      cookie,
      body: { ...everything, ...flow },
    });
  }

  async function matches(agentId: string, request: { state: string; line: string; zip: string }) {
    const ids = await findMatchingAgentIds(
      db(),
      { quoteId: randomUUID(), ...request },
      'en',
      10_000,
    );
    return ids.includes(agentId);
  }

  const austinAuto = { state: 'TX', line: 'auto', zip: '78701' };

  it('receives only the lines it chose', async () => {
    const agent = await agentWith({ lines: ['auto', 'home'] });
    const austinHome = { ...austinAuto, line: 'home' };
    expect(await matches(agent.id, austinAuto)).toBe(true);
    const saved = await saveFlow(agent.cookie, { lines: ['home'] });
    expect(saved.status).toBe(200);
    expect(saved.body.lines).toEqual(['home']);
    expect(await matches(agent.id, austinAuto)).toBe(false);
    expect(await matches(agent.id, austinHome)).toBe(true);
  });

  it('receives only the states it chose', async () => {
    const agent = await agentWith({ states: ['TX', 'OK'] });
    const tulsa = { state: 'OK', line: 'auto', zip: '74103' };
    expect(await matches(agent.id, austinAuto)).toBe(true);
    expect((await saveFlow(agent.cookie, { states: ['OK'] })).status).toBe(200);
    expect(await matches(agent.id, austinAuto)).toBe(false);
    expect(await matches(agent.id, tulsa)).toBe(true);
  });

  it('receives only the ZIP codes and prefixes it chose', async () => {
    const agent = await agentWith();
    const dallas = { ...austinAuto, zip: '75201' };
    expect(await matches(agent.id, dallas)).toBe(true);
    expect((await saveFlow(agent.cookie, { zipPrefixes: ['787', '75202'] })).status).toBe(200);
    expect(await matches(agent.id, austinAuto)).toBe(true);
    expect(await matches(agent.id, dallas)).toBe(false);
    expect(await matches(agent.id, { ...austinAuto, zip: '75202' })).toBe(true);
  });

  it('receives leads only on its working days, in its own time zone', async () => {
    const agent = await agentWith();
    // Kiritimati is UTC+14: for most of the UTC day its date is another one.
    const timeZone = 'Pacific/Kiritimati';
    const { day } = clockIn(timeZone);
    const otherDays = [1, 2, 3, 4, 5, 6, 7].filter((other) => other !== day);
    const away = await saveFlow(agent.cookie, {
      timeZone,
      workingHours: { days: otherDays, from: '00:00', to: '24:00' },
    });
    expect(away.status).toBe(200);
    expect(await matches(agent.id, austinAuto)).toBe(false);
    await saveFlow(agent.cookie, {
      timeZone,
      workingHours: { days: [day], from: '00:00', to: '24:00' },
    });
    expect(await matches(agent.id, austinAuto)).toBe(true);
  });

  it('receives leads only within its working hours', async () => {
    const agent = await agentWith();
    const { day, hour } = clockIn('UTC');
    // A window two hours clear of now, so the test cannot straddle its edge.
    const outside =
      hour < 10
        ? { from: '12:00', to: '24:00' }
        : { from: '00:00', to: `${String(hour - 2).padStart(2, '0')}:00` };
    await saveFlow(agent.cookie, { workingHours: { days: [day], ...outside } });
    expect(await matches(agent.id, austinAuto)).toBe(false);
    const around = {
      from: `${String(Math.max(hour - 1, 0)).padStart(2, '0')}:00`,
      to: hour >= 22 ? '24:00' : `${String(hour + 2).padStart(2, '0')}:00`,
    };
    await saveFlow(agent.cookie, { workingHours: { days: [day], ...around } });
    expect(await matches(agent.id, austinAuto)).toBe(true);
  });

  it('stops at its daily limit of new leads, and its open leads stay its own', async () => {
    const agent = await agentWith();
    const consumer = await consumerWithRequest(db(), api.client);
    await saveFlow(agent.cookie, { dailyCap: 2 });
    const consent = await api.client.call('POST', `/api/quotes/${consumer.quote.id}/consents`, {
      cookie: consumer.cookie,
      body: { agentIds: [agent.id] },
    });
    expect(consent.status).toBe(200);
    const flow = await api.client.json<LeadFlow>('GET', '/api/agent/lead-flow', {
      cookie: agent.cookie,
    });
    expect(flow.body.leadsToday).toBe(1);
    expect(await matches(agent.id, austinAuto)).toBe(true);

    await saveFlow(agent.cookie, { dailyCap: 1 });
    expect(await matches(agent.id, austinAuto)).toBe(false);

    await runLeadJob(db(), testConfig());
    const open = await db()
      .select({ status: leads.status })
      .from(leads)
      .where(and(eq(leads.agentId, agent.id), eq(leads.quoteId, consumer.quote.id)));
    expect(open).toEqual([{ status: 'pending' }]);
  });

  it('pauses with the existing availability and resumes', async () => {
    const agent = await agentWith();
    const paused = await saveFlow(agent.cookie, { paused: true });
    expect(paused.status).toBe(200);
    expect(paused.body.paused).toBe(true);
    const [row] = await db()
      .select({ manualStatus: users.manualStatus })
      .from(users)
      .where(eq(users.id, agent.id));
    expect(row?.manualStatus).toBe('unavailable');
    expect(await matches(agent.id, austinAuto)).toBe(false);
    expect((await saveFlow(agent.cookie, { paused: false })).body.paused).toBe(false);
    expect(await matches(agent.id, austinAuto)).toBe(true);
  });

  it('refuses bad settings with a readable 400 in the caller’s language', async () => {
    const agent = await agentWith();
    const cases: Array<[Partial<LeadFlowInput>, string]> = [
      [{ workingHours: { days: [1], from: '17:00', to: '09:00' } }, 'start of your working hours'],
      [{ workingHours: { days: [], from: '09:00', to: '17:00' } }, 'at least one working day'],
      [{ states: ['ZZ' as 'TX'] }, 'Choose a US state'],
      [{ states: ['CA'] }, 'states of your licence record'],
      [{ lines: ['life'] }, 'lines of your licence record'],
      [{ dailyCap: 0 }, 'daily limit'],
      [{ zipPrefixes: ['7'] }, '3 to 5 digits'],
      [{ timeZone: 'Mars/Olympus' }, 'time zone'],
    ];
    for (const [flow, text] of cases) {
      const answer = await saveFlow(agent.cookie, flow);
      expect(answer.status, JSON.stringify(flow)).toBe(400);
      expect(answer.body.message).toContain(text);
    }
    const spanish = await api.client.json<{ message: string }>('PUT', '/api/agent/lead-flow', {
      cookie: agent.cookie,
      body: { ...everything, dailyCap: 0 },
      headers: { 'Accept-Language': 'es' },
    });
    expect(spanish.status).toBe(400);
    expect(spanish.body.message).toContain('límite diario');
  });

  it('is an agent’s own: a shopper gets 403', async () => {
    const consumer = await consumerWithRequest(db(), api.client);
    const answer = await api.client.call('GET', '/api/agent/lead-flow', {
      cookie: consumer.cookie,
    });
    expect(answer.status).toBe(403);
  });
});
