import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  LeadNote,
  LeadTimeline,
  PipelinePage,
  SpeedToLead,
} from '../../../shared/contracts/pipeline';
import { testConfig } from '../../config';
import {
  agentLeadFlows,
  agentTasks,
  consents,
  leads,
  notifications,
  offers,
  users,
} from '../../db/schema';
import { createSavedQuoteFor, sampleAutoQuoteInput } from '../../seed/factories';
import { setUpApiTest } from '../../test-support/api-test-client';
import {
  consumerWithRequest,
  openConversation,
  reviewer,
  verifiedAgent,
} from '../../test-support/leads';
import { databaseKinds } from '../../test-support/test-app';
import { scheduleReminders } from '../notifications';

const offerBody = (premium = 100) => ({
  premium,
  period: 'monthly',
  coverages: [{ kind: 'bodily_injury', limit: '100/300' }],
  deductible: 500,
  termMonths: 6,
  description: 'Full coverage.',
});

/** Issue 29, items 1, 2, 3, 5 and 9: the agent's pipeline, notes, timeline and book. */
describe.each(databaseKinds)('the agent pipeline on %s', (kind) => {
  const api = setUpApiTest(kind);
  const db = () => api.testApp.database.db;
  let seq = 0;
  const clientId = () => `pl-${kind}-${++seq}-${Date.now()}`;

  const stageOf = async (leadId: string) =>
    (
      await db()
        .select({ stage: leads.stage, lostReason: leads.lostReason })
        .from(leads)
        .where(eq(leads.id, leadId))
    )[0];
  const move = (cookie: string, leadId: string, body: unknown) =>
    api.client.json<{ message?: string; stage?: string }>(
      'PUT',
      `/api/agent/leads/${leadId}/stage`,
      {
        cookie,
        body,
      },
    );
  const book = (cookie: string, query = '') =>
    api.client.json<PipelinePage>('GET', `/api/agent/pipeline${query}`, { cookie });
  const sendOffer = (cookie: string, leadId: string, premium = 100) =>
    api.client.json<{ id: string }>('POST', `/api/agent/leads/${leadId}/offers`, {
      cookie,
      body: offerBody(premium),
      headers: { 'Idempotency-Key': clientId() },
    });

  it('moves by itself: a message contacts, an offer quotes, an acceptance wins, taking it back un-wins; each move is logged', async () => {
    const { agent, consumer, leadId, conversationId } = await openConversation(db(), api.client);
    expect(await stageOf(leadId)).toEqual({ stage: 'new', lostReason: null });
    // The consumer writing first does not contact; the agent's reply does.
    const said = await api.client.call('POST', '/api/messages', {
      cookie: consumer.cookie,
      body: { conversationId, clientId: clientId(), body: 'Hello?' },
    });
    expect(said.status).toBe(201);
    expect((await stageOf(leadId))?.stage).toBe('new');
    await api.client.call('POST', '/api/messages', {
      cookie: agent.cookie,
      body: { conversationId, clientId: clientId(), body: 'Hi, happy to help.' },
    });
    expect((await stageOf(leadId))?.stage).toBe('contacted');
    const offer = await sendOffer(agent.cookie, leadId, 100);
    expect(offer.status).toBe(201);
    expect((await stageOf(leadId))?.stage).toBe('quoted');
    expect(
      (
        await api.client.call('POST', `/api/quotes/offers/${offer.body.id}/accept`, {
          cookie: consumer.cookie,
        })
      ).status,
    ).toBe(200);
    expect((await stageOf(leadId))?.stage).toBe('won');
    await api.client.call('POST', `/api/quotes/offers/${offer.body.id}/decline`, {
      cookie: consumer.cookie,
    });
    expect(await stageOf(leadId)).toEqual({ stage: 'lost', lostReason: 'offers_closed' });

    const { status, body } = await api.client.json<LeadTimeline>(
      'GET',
      `/api/agent/leads/${leadId}/timeline`,
      {
        cookie: agent.cookie,
      },
    );
    expect(status).toBe(200);
    const stages = body.entries
      .filter((entry) => entry.kind === 'stage')
      .map((entry) => [entry.detail.from, entry.detail.to, entry.detail.cause]);
    expect(stages.reverse()).toEqual([
      ['new', 'contacted', 'message'],
      ['contacted', 'quoted', 'offer_sent'],
      ['quoted', 'won', 'offer_accepted'],
      ['won', 'lost', 'acceptance_taken_back'],
    ]);
    const kinds = new Set(body.entries.map((entry) => entry.kind));
    for (const expected of ['arrived', 'message_sent', 'message_received', 'offer', 'stage']) {
      expect(kinds.has(expected as never)).toBe(true);
    }
    // Newest first, each with its time.
    const times = body.entries.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('every offer expiring or declined loses the lead; the consumer withdrawing loses it and hides notes and timeline', async () => {
    const { agent, consumer, leadId } = await openConversation(db(), api.client);
    const offer = await sendOffer(agent.cookie, leadId);
    await db().update(offers).set({ status: 'expired' }).where(eq(offers.id, offer.body.id));
    expect(await stageOf(leadId)).toEqual({ stage: 'lost', lostReason: 'offers_closed' });

    const second = await openConversation(db(), api.client);
    const note = await api.client.json<LeadNote>(
      'POST',
      `/api/agent/leads/${second.leadId}/notes`,
      {
        cookie: second.agent.cookie,
        body: { body: 'Prefers calls after 5pm' },
      },
    );
    expect(note.status).toBe(201);
    // The agent's data download carries the note while the lead is held, and not after.
    const exportOf = async () =>
      (
        await api.client.json<{ agent: { leadNotes: Array<{ body: string; leadId: string }> } }>(
          'GET',
          '/api/account/export',
          { cookie: second.agent.cookie },
        )
      ).body.agent.leadNotes;
    expect(await exportOf()).toEqual([
      expect.objectContaining({ body: 'Prefers calls after 5pm', leadId: second.leadId }),
    ]);
    const withdrawn = await api.client.call(
      'DELETE',
      `/api/profiles/me/access/${second.agent.id}`,
      {
        cookie: second.consumer.cookie,
      },
    );
    expect(withdrawn.status).toBe(200);
    expect(await stageOf(second.leadId)).toEqual({
      stage: 'lost',
      lostReason: 'consumer_withdrew',
    });
    for (const path of ['notes', 'timeline']) {
      const hidden = await api.client.json('GET', `/api/agent/leads/${second.leadId}/${path}`, {
        cookie: second.agent.cookie,
      });
      expect(hidden.status).toBe(404);
    }
    expect(await exportOf()).toEqual([]);
    const list = await book(second.agent.cookie);
    expect(list.body.leads.map((lead) => lead.id)).not.toContain(second.leadId);
    expect(consumer.id).toBeTruthy();
  });

  it('moves by hand and refuses what the events contradict, with a message', async () => {
    const { agent, consumer, leadId } = await openConversation(db(), api.client);
    const won = await move(agent.cookie, leadId, { stage: 'won' });
    expect(won.status).toBe(409);
    expect(won.body.message).toMatch(/accepted one of your offers/);
    const quoted = await move(agent.cookie, leadId, { stage: 'quoted' });
    expect(quoted.status).toBe(409);
    const noReason = await move(agent.cookie, leadId, { stage: 'lost' });
    expect(noReason.status).toBe(400);
    const badReason = await move(agent.cookie, leadId, {
      stage: 'lost',
      lostReason: 'offers_closed',
    });
    expect(badReason.status).toBe(400);
    const reasonNotLost = await move(agent.cookie, leadId, {
      stage: 'contacted',
      lostReason: 'price',
    });
    expect(reasonNotLost.status).toBe(400);
    expect((await move(agent.cookie, leadId, { stage: 'nope' })).status).toBe(400);
    expect(await stageOf(leadId)).toEqual({ stage: 'new', lostReason: null });

    const contacted = await move(agent.cookie, leadId, { stage: 'contacted' });
    expect(contacted.status).toBe(200);
    expect((await move(agent.cookie, leadId, { stage: 'new' })).status).toBe(409);
    const lost = await move(agent.cookie, leadId, { stage: 'lost', lostReason: 'no_answer' });
    expect(lost.status).toBe(200);
    expect(await stageOf(leadId)).toEqual({ stage: 'lost', lostReason: 'no_answer' });
    // An offer accepted later wins it anyway, and then only Won holds.
    const offer = await sendOffer(agent.cookie, leadId);
    await api.client.call('POST', `/api/quotes/offers/${offer.body.id}/accept`, {
      cookie: consumer.cookie,
    });
    expect((await stageOf(leadId))?.stage).toBe('won');
    const back = await move(agent.cookie, leadId, { stage: 'lost', lostReason: 'price' });
    expect(back.status).toBe(409);
    expect(back.body.message).toMatch(/stays Won/);
    const es = await api.client.json<{ message: string }>(
      'PUT',
      `/api/agent/leads/${leadId}/stage`,
      {
        cookie: agent.cookie,
        body: { stage: 'quoted' },
        headers: { 'Accept-Language': 'es' },
      },
    );
    expect(es.body.message).toMatch(/sigue Ganado/);

    const { body: timeline } = await api.client.json<LeadTimeline>(
      'GET',
      `/api/agent/leads/${leadId}/timeline`,
      {
        cookie: agent.cookie,
      },
    );
    const manual = timeline.entries.filter(
      (entry) => entry.kind === 'stage' && entry.detail.cause === 'manual',
    );
    expect(manual.map((entry) => [entry.detail.to, entry.detail.lostReason])).toEqual([
      ['lost', 'no_answer'],
      ['contacted', null],
    ]);
  });

  it("another agent's lead, a malformed id and a missing note are 404 on every route", async () => {
    const { agent, leadId } = await openConversation(db(), api.client);
    const other = await openConversation(db(), api.client);
    const note = await api.client.json<LeadNote>('POST', `/api/agent/leads/${leadId}/notes`, {
      cookie: agent.cookie,
      body: { body: 'mine' },
    });
    for (const id of [leadId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const as = other.agent.cookie;
      expect((await move(as, id, { stage: 'contacted' })).status).toBe(404);
      expect(
        (await api.client.call('GET', `/api/agent/leads/${id}/notes`, { cookie: as })).status,
      ).toBe(404);
      expect(
        (await api.client.call('GET', `/api/agent/leads/${id}/timeline`, { cookie: as })).status,
      ).toBe(404);
      expect(
        (
          await api.client.call('POST', `/api/agent/leads/${id}/notes`, {
            cookie: as,
            body: { body: 'x' },
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await api.client.call('DELETE', `/api/agent/leads/${id}/notes/${note.body.id}`, {
            cookie: as,
          })
        ).status,
      ).toBe(404);
    }
    // Consumers cannot reach the agent's desk; the note is still there for its agent.
    expect(
      (await api.client.call('GET', '/api/agent/pipeline', { cookie: other.consumer.cookie }))
        .status,
    ).toBe(403);
    const notes = await api.client.json<{ notes: LeadNote[] }>(
      'GET',
      `/api/agent/leads/${leadId}/notes`,
      {
        cookie: agent.cookie,
      },
    );
    expect(notes.body.notes.map((n) => n.body)).toEqual(['mine']);
    expect(
      (
        await api.client.call('POST', `/api/agent/leads/${leadId}/notes`, {
          cookie: agent.cookie,
          body: { body: '  ' },
        })
      ).status,
    ).toBe(400);
    const deleted = await api.client.call(
      'DELETE',
      `/api/agent/leads/${leadId}/notes/${note.body.id}`,
      {
        cookie: agent.cookie,
      },
    );
    expect(deleted.status).toBe(204);
    // The other agent's book does not list it.
    const otherBook = await book(other.agent.cookie);
    expect(otherBook.body.leads.map((lead) => lead.id)).toEqual([other.leadId]);
  });

  it('filters, searches, sorts and pages the book; counts and values per stage', async () => {
    const admin = await reviewer(db());
    const agent = await verifiedAgent(db(), api.client, admin.id, { states: ['TX', 'OK'] });
    const made: string[] = [];
    for (const [i, zip] of ['78701', '78702', '73101', '78703'].entries()) {
      const consumer = await consumerWithRequest(db(), api.client);
      const quote =
        i === 0
          ? consumer.quote
          : await createSavedQuoteFor(db(), consumer.id, sampleAutoQuoteInput({ zip }));
      await api.client.call('POST', `/api/quotes/${quote.id}/consents`, {
        cookie: consumer.cookie,
        body: { agentIds: [agent.id] },
      });
      const [lead] = await db().select().from(leads).where(eq(leads.quoteId, quote.id));
      made.push(lead?.id ?? '');
      await api.client.call('POST', `/api/agent/leads/${lead?.id}/accept`, {
        cookie: agent.cookie,
      });
      // Spread the arrivals so that the order is certain.
      await db()
        .update(leads)
        .set({ createdAt: new Date(Date.now() - (10 - i) * 3_600_000) })
        .where(eq(leads.id, lead?.id ?? ''));
    }
    await sendOffer(agent.cookie, made[1] ?? '', 50); // 600 a year
    await sendOffer(agent.cookie, made[2] ?? '', 200); // 2,400 a year
    const all = await book(agent.cookie);
    expect(all.status).toBe(200);
    expect(all.body.leads.map((lead) => lead.id)).toEqual([...made].reverse());
    const totals = Object.fromEntries(
      all.body.totals.map((t) => [t.stage, [t.count, t.annualPremiumCents]]),
    );
    expect(totals).toEqual({
      new: [2, 0],
      contacted: [0, 0],
      quoted: [2, 300_000],
      won: [0, 0],
      lost: [0, 0],
    });

    const oldest = await book(agent.cookie, '?sort=oldest');
    expect(oldest.body.leads.map((lead) => lead.id)).toEqual(made);
    const premium = await book(agent.cookie, '?sort=premium');
    expect(premium.body.leads.slice(0, 2).map((lead) => lead.id)).toEqual([made[2], made[1]]);
    expect(premium.body.leads[0]?.annualPremiumCents).toBe(240_000);

    const quoted = await book(agent.cookie, '?stage=quoted');
    expect(quoted.body.leads.map((lead) => lead.id).sort()).toEqual([made[1], made[2]].sort());
    const oklahoma = await book(agent.cookie, '?state=OK');
    expect(oklahoma.body.leads.map((lead) => lead.id)).toEqual([made[2]]);
    const byZip = await book(agent.cookie, '?q=78702');
    expect(byZip.body.leads.map((lead) => lead.id)).toEqual([made[1]]);
    const expiring = await book(agent.cookie, '?expiring=true');
    expect(expiring.body.leads).toEqual([]);
    await db()
      .update(offers)
      .set({ expiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(offers.leadId, made[1] ?? ''));
    const soon = await book(agent.cookie, '?expiring=true');
    expect(soon.body.leads.map((lead) => lead.id)).toEqual([made[1]]);
    expect(soon.body.leads[0]?.offerExpiresAt).not.toBeNull();
    const young = await book(agent.cookie, '?age=1d&line=auto');
    expect(young.body.leads).toHaveLength(4);
    expect((await book(agent.cookie, '?line=home')).body.leads).toEqual([]);

    // Keyset pages: two by two, every lead once.
    const first = await book(agent.cookie, '?limit=2');
    expect(first.body.leads).toHaveLength(2);
    expect(first.body.nextCursor).not.toBeNull();
    const secondPage = await book(agent.cookie, `?limit=2&cursor=${first.body.nextCursor}`);
    expect([...first.body.leads, ...secondPage.body.leads].map((lead) => lead.id)).toEqual(
      [...made].reverse(),
    );
    expect(secondPage.body.nextCursor).toBeNull();
    const premiumPage = await book(agent.cookie, '?sort=premium&limit=1');
    const premiumNext = await book(
      agent.cookie,
      `?sort=premium&limit=1&cursor=${premiumPage.body.nextCursor}`,
    );
    expect(premiumNext.body.leads[0]?.id).toBe(made[1]);

    for (const bad of [
      '?stage=open',
      '?sort=soonest',
      '?overdue=maybe',
      '?limit=0',
      '?cursor=zzz',
      '?state=texas',
      '?unknown=1',
    ]) {
      const refused = await book(agent.cookie, bad);
      expect(refused.status, bad).toBe(400);
      expect(refused.body).toHaveProperty('message');
    }
  });

  it('filters leads with an overdue follow-up, sorts by the next one due, and shows tasks on the timeline', async () => {
    const admin = await reviewer(db());
    const agent = await verifiedAgent(db(), api.client, admin.id, { states: ['TX'] });
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const consumer = await consumerWithRequest(db(), api.client);
      await api.client.call('POST', `/api/quotes/${consumer.quote.id}/consents`, {
        cookie: consumer.cookie,
        body: { agentIds: [agent.id] },
      });
      const [lead] = await db().select().from(leads).where(eq(leads.quoteId, consumer.quote.id));
      made.push(lead?.id ?? '');
    }
    const hour = 3_600_000;
    // Lead 0: due in two days; lead 1: an hour overdue; lead 2: only a done task, long overdue.
    await db()
      .insert(agentTasks)
      .values([
        {
          agentId: agent.id,
          leadId: made[0] ?? '',
          kind: 'call',
          dueAt: new Date(Date.now() + 48 * hour),
        },
        {
          agentId: agent.id,
          leadId: made[1] ?? '',
          kind: 'email',
          note: 'Send the comparison',
          dueAt: new Date(Date.now() - hour),
        },
        {
          agentId: agent.id,
          leadId: made[2] ?? '',
          kind: 'call',
          dueAt: new Date(Date.now() - 72 * hour),
          doneAt: new Date(),
        },
      ]);
    const overdue = await book(agent.cookie, '?overdue=true');
    expect(overdue.status).toBe(200);
    expect(overdue.body.leads.map((lead) => lead.id)).toEqual([made[1]]);
    const due = await book(agent.cookie, '?sort=due');
    expect(due.body.leads.map((lead) => lead.id)).toEqual([made[1], made[0], made[2]]);
    // One by one through the keyset: the same order, every lead once (a lead without a task last).
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: PipelinePage } = await book(
        agent.cookie,
        `?sort=due&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      paged.push(...page.body.leads.map((lead) => lead.id));
      cursor = page.body.nextCursor;
    } while (cursor && paged.length < 10);
    expect(paged).toEqual([made[1], made[0], made[2]]);
    const timeline = await api.client.json<LeadTimeline>(
      'GET',
      `/api/agent/leads/${made[1]}/timeline`,
      { cookie: agent.cookie },
    );
    const task = timeline.body.entries.find((entry) => entry.kind === 'task');
    expect(task?.detail).toMatchObject({
      kind: 'email',
      note: 'Send the comparison',
      doneAt: null,
    });
  });

  it('searches by e-mail only where the consent shares it, and by name', async () => {
    const { agent, consumer, leadId } = await openConversation(db(), api.client);
    const byName = await book(agent.cookie, `?q=${encodeURIComponent(consumer.lastName)}`);
    expect(byName.body.leads.map((lead) => lead.id)).toEqual([leadId]);
    const [lead] = await db().select().from(leads).where(eq(leads.id, leadId));
    const shareEmail = async (shared: boolean) => {
      const scope = shared
        ? (['name', 'zipAndState', 'email'] as const)
        : (['name', 'zipAndState'] as const);
      await db()
        .update(consents)
        .set({ scope: [...scope] })
        .where(eq(consents.id, lead?.consentId ?? ''));
    };
    await shareEmail(false);
    const hidden = await book(agent.cookie, `?q=${encodeURIComponent(consumer.email)}`);
    expect(hidden.body.leads).toEqual([]);
    expect((await book(agent.cookie)).body.leads[0]?.email).toBeNull();
    await shareEmail(true);
    const shown = await book(agent.cookie, `?q=${encodeURIComponent(consumer.email)}`);
    expect(shown.body.leads.map((row) => row.id)).toEqual([leadId]);
    expect(shown.body.leads[0]?.email).toBe(consumer.email);
    expect((await book(agent.cookie, '?q=nobody-like-this')).body.leads).toEqual([]);
  });

  it('measures speed to lead this week against last week', async () => {
    const { agent, leadId, conversationId } = await openConversation(db(), api.client);
    await db()
      .update(leads)
      .set({ createdAt: new Date(Date.now() - 30 * 60_000) })
      .where(eq(leads.id, leadId));
    await api.client.call('POST', '/api/messages', {
      cookie: agent.cookie,
      body: { conversationId, clientId: clientId(), body: 'Hello!' },
    });
    const { status, body } = await api.client.json<SpeedToLead>(
      'GET',
      '/api/agent/pipeline/speed',
      {
        cookie: agent.cookie,
      },
    );
    expect(status).toBe(200);
    expect(body.thisWeekMedianMinutes).toBeGreaterThanOrEqual(29);
    expect(body.thisWeekMedianMinutes).toBeLessThan(32);
    expect(body.lastWeekMedianMinutes).toBeNull();
  });

  it('exports the book as CSV: BOM, headings in the agent language, ISO dates, notes, formulas defused', async () => {
    const { agent, leadId } = await openConversation(db(), api.client);
    await api.client.call('POST', `/api/agent/leads/${leadId}/notes`, {
      cookie: agent.cookie,
      body: { body: '=HYPERLINK("http://evil")' },
    });
    await api.client.call('POST', `/api/agent/leads/${leadId}/notes`, {
      cookie: agent.cookie,
      body: { body: 'second, with a comma' },
    });
    const response = await api.client.call('GET', '/api/agent/book.csv', { cookie: agent.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/csv; charset=utf-8/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const [heading, line] = text.split('\r\n');
    expect(heading).toBe(
      'Customer,Stage,Lost reason,Line,State,ZIP,E-mail,Phone,Premium a year (USD),Received,Stage since,First contact,Notes',
    );
    expect(line).toContain(',New,,Auto,TX,78701,');
    expect(line).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,/);
    expect(line).toContain(`"'=HYPERLINK(""http://evil"") | second, with a comma"`);
    // In Spanish for an agent whose account is in Spanish.
    await db().update(users).set({ locale: 'es' }).where(eq(users.id, agent.id));
    const es = await (
      await api.client.call('GET', '/api/agent/book.csv', { cookie: agent.cookie })
    ).text();
    expect(es.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(
      /^Cliente,Etapa,Motivo de pérdida,Ramo/,
    );
    expect(es).toContain(',Nuevo,');
  });

  /** Runs the reminder scan at `now` (the app's own pass may hold the lock for a moment). */
  async function remindAt(now: Date) {
    for (let attempt = 0; attempt < 100; attempt++) {
      if ((await scheduleReminders(db(), testConfig(), now)) !== -1) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the reminder scan never got its lock');
  }
  const waitingReminders = async (leadId: string) =>
    (await db().select().from(notifications).where(eq(notifications.leadId, leadId))).filter(
      (row) => row.kind === 'lead_waiting',
    );

  it('reminds once of a New lead untouched for 15 minutes of working hours, never of a contacted one', async () => {
    const now = new Date();
    const { agent, leadId, conversationId } = await openConversation(db(), api.client);
    await db()
      .update(leads)
      .set({ createdAt: new Date(now.getTime() - 10 * 60_000) })
      .where(eq(leads.id, leadId));
    await remindAt(now);
    expect(await waitingReminders(leadId)).toHaveLength(0);
    await db()
      .update(leads)
      .set({ createdAt: new Date(now.getTime() - 16 * 60_000) })
      .where(eq(leads.id, leadId));
    await remindAt(now);
    await remindAt(new Date(now.getTime() + 60_000));
    const sent = await waitingReminders(leadId);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.userId).toBe(agent.id);

    // A contacted lead is never reminded of.
    const other = await openConversation(db(), api.client);
    await api.client.call('POST', '/api/messages', {
      cookie: other.agent.cookie,
      body: { conversationId: other.conversationId, clientId: clientId(), body: 'Hi!' },
    });
    await db()
      .update(leads)
      .set({ createdAt: new Date(now.getTime() - 30 * 60_000) })
      .where(eq(leads.id, other.leadId));
    await remindAt(now);
    expect(await waitingReminders(other.leadId)).toHaveLength(0);
    expect(conversationId).toBeTruthy();
  });

  it('counts the 15 minutes inside the agent working hours only', async () => {
    const { agent, leadId } = await openConversation(db(), api.client);
    // Working Monday to Friday 09:00-17:00 in New York; a lead that arrived Tuesday 08:50.
    await db()
      .insert(agentLeadFlows)
      .values({
        agentId: agent.id,
        workDays: [1, 2, 3, 4, 5],
        workFrom: '09:00',
        workTo: '17:00',
        timeZone: 'America/New_York',
      })
      .onConflictDoUpdate({
        target: agentLeadFlows.agentId,
        set: {
          workDays: [1, 2, 3, 4, 5],
          workFrom: '09:00',
          workTo: '17:00',
          timeZone: 'America/New_York',
        },
      });
    const arrived = new Date('2026-11-24T13:50:00Z'); // Tuesday 08:50 in New York (EST)
    await db().update(leads).set({ createdAt: arrived }).where(eq(leads.id, leadId));
    await remindAt(new Date('2026-11-24T14:10:00Z')); // 09:10: 20 minutes, only 10 of them at work
    expect(await waitingReminders(leadId)).toHaveLength(0);
    await remindAt(new Date('2026-11-24T14:16:00Z')); // 09:16: 16 minutes at work
    expect(await waitingReminders(leadId)).toHaveLength(1);

    // Outside the hours (Saturday) nothing is sent.
    const weekend = await openConversation(db(), api.client);
    await db()
      .insert(agentLeadFlows)
      .values({
        agentId: weekend.agent.id,
        workDays: [1, 2, 3, 4, 5],
        workFrom: '09:00',
        workTo: '17:00',
        timeZone: 'America/New_York',
      });
    await db()
      .update(leads)
      .set({ createdAt: new Date('2026-11-28T15:00:00Z') })
      .where(eq(leads.id, weekend.leadId));
    await remindAt(new Date('2026-11-28T16:00:00Z')); // Saturday 11:00
    expect(await waitingReminders(weekend.leadId)).toHaveLength(0);
  });
});

describe.each(databaseKinds)('the desk limits on %s', (kind) => {
  const api = setUpApiTest(kind, { MESSAGE_RATE_LIMIT_PER_MINUTE: 3 });
  const db = () => api.testApp.database.db;

  it('limits notes and stage moves per agent and minute (429 with Retry-After)', async () => {
    const { agent, leadId } = await openConversation(db(), api.client);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (
          await api.client.call('POST', `/api/agent/leads/${leadId}/notes`, {
            cookie: agent.cookie,
            body: { body: `note ${i}` },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201]);
    const refused = await api.client.json<{ message: string }>(
      'PUT',
      `/api/agent/leads/${leadId}/stage`,
      {
        cookie: agent.cookie,
        body: { stage: 'contacted' },
      },
    );
    expect(refused.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.message).toBeTruthy();
  });
});
