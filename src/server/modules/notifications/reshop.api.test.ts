import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Figures } from '../../../shared/contracts/admin';
import type { NotificationPreferences } from '../../../shared/contracts/notifications';
import type { ReshopComparison } from '../../../shared/contracts/reshop';
import { reshopComparison } from '../../../shared/reshop';
import {
  consumerProfiles,
  mailOutbox,
  notifications,
  savedQuotes,
  wonPolicies,
} from '../../db/schema';
import {
  createAdmin,
  createConsumer,
  createSavedQuoteFor,
  sampleAutoQuoteInput,
} from '../../seed/factories';
import { setUpApiTest, signInAs } from '../../test-support/api-test-client';
import { eventually } from '../../test-support/eventually';
import { openConversation } from '../../test-support/leads';
import { databaseKinds } from '../../test-support/test-app';
import { scheduleReminders } from './job';

const postalAddress = '100 Congress Avenue, Austin, TX 78701';
const currentCover = {
  line: 'auto',
  bodilyInjuryPerPerson: 50_000,
  bodilyInjuryPerAccident: 100_000,
  propertyDamage: 50_000,
  uninsuredMotoristPerPerson: null,
  uninsuredMotoristPerAccident: 100_000,
  comprehensiveDeductible: null,
  collisionDeductible: null,
};
const subject = 'The same cover could cost you less';

/** The best like-for-like estimate a year for the sample request today. */
function bestToday(): number {
  const input = sampleAutoQuoteInput({ currentCover, currentPremium: 5000 });
  const comparison = reshopComparison('x', input as never);
  if (!comparison) throw new Error('no comparison');
  return comparison.estimates[0]?.annual ?? 0;
}

describe.each(databaseKinds)('re-shop before renewal on %s', (kind) => {
  const api = setUpApiTest(kind, {
    LEAD_JOB_INTERVAL_MS: 3_600_000,
    NOTIFY_POLL_MS: 100,
    // http: the admin's figures need no second factor here (https asks for one, decision 0075).
    PUBLIC_ORIGIN: 'http://lion.example',
    OPERATOR_POSTAL_ADDRESS: postalAddress,
  });
  const db = () => api.testApp.database.db;

  const run = async () => {
    for (let attempt = 0; attempt < 100; attempt++) {
      // The app's own pass may hold the lock a moment.
      if ((await scheduleReminders(db(), { LEAD_EXPIRY_WARNING_HOURS: 4 })) >= 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the reminder scan never got its lock');
  };

  /** A consumer renewing in `days` days, with a saved auto request naming `premium` and cover. */
  async function renewingConsumer(premium: number, days = 40) {
    const consumer = await createConsumer(db());
    const cookie = await signInAs(api.client, { ...consumer, role: 'consumer' });
    const renewalDate = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await db()
      .insert(consumerProfiles)
      .values({ userId: consumer.id, renewalDate })
      .onConflictDoUpdate({ target: consumerProfiles.userId, set: { renewalDate } });
    const quote = await createSavedQuoteFor(
      db(),
      consumer.id,
      sampleAutoQuoteInput({ currentCover, currentPremium: premium, currentInsurer: 'geico' }),
    );
    return { ...consumer, cookie, quote, renewalDate };
  }

  const reshopsOf = (userId: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'reshop')));
  const mailsTo = (address: string) =>
    db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

  it('mails once per term when the same cover costs 5% and $50 a year less: prices, address, own unsubscribe', async () => {
    const person = await renewingConsumer(5000);
    await run();
    await run();
    const found = await reshopsOf(person.id);
    expect(found).toHaveLength(1);
    expect(found[0]?.dedupeKey).toBe(`reshop:${person.id}:${person.renewalDate}`);
    expect(found[0]?.quoteId).toBe(person.quote.id);
    const mail = await eventually(async () =>
      (await mailsTo(person.email)).find((row) => row.subject === subject),
    );
    const best = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      bestToday(),
    );
    expect(mail.textBody).toContain(`Same cover from ${best} a year; you pay $5,000.00.`);
    expect(mail.textBody).toContain(
      `http://lion.example/profile/reshop/${person.quote.id}?from=mail`,
    );
    expect(mail.textBody).toContain(`Lion Insurance, ${postalAddress}.`);
    const link = /<([^>]+)>/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(link).toMatch(/^http:\/\/lion\.example\/unsubscribe\?token=/);
    // Another pass, another day of the same term: nothing more.
    await run();
    expect(await reshopsOf(person.id)).toHaveLength(1);
    expect((await mailsTo(person.email)).filter((row) => row.subject === subject)).toHaveLength(1);

    // Its one-click unsubscribe turns off this kind only.
    const token = new URL(link).searchParams.get('token') ?? '';
    const post = await fetch(
      `${api.testApp.baseUrl}/unsubscribe?token=${encodeURIComponent(token)}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(post.status).toBe(200);
    const { body: prefs } = await api.client.json<NotificationPreferences>(
      'GET',
      '/api/notifications/preferences',
      { cookie: person.cookie },
    );
    expect(prefs.kinds.reshop?.email).toBe(false);
    expect(prefs.kinds.offer_new?.email).toBe(true);
  });

  it('sends nothing when the saving is under $50 or the renewal is further than 45 days', async () => {
    // $40 a year above the best: 5% perhaps, never $50.
    const close = await renewingConsumer(bestToday() + 40);
    const far = await renewingConsumer(5000, 60);
    await run();
    expect(await reshopsOf(close.id)).toHaveLength(0);
    expect(await reshopsOf(far.id)).toHaveLength(0);
    // Exactly $50 and more than 5%: it pays.
    const edge = await renewingConsumer(bestToday() + 50);
    await run();
    expect(await reshopsOf(edge.id)).toHaveLength(1);
  });

  it('sends nothing to someone who turned re-shops off', async () => {
    const person = await renewingConsumer(5000);
    const put = await api.client.json('PUT', '/api/notifications/preferences', {
      cookie: person.cookie,
      body: { kinds: { reshop: { email: false, push: false } } },
    });
    expect(put.status).toBe(200);
    await run();
    expect(await reshopsOf(person.id)).toHaveLength(0);
  });

  it('shows the comparison to its owner only, and counts it opened from the mail link', async () => {
    const admin = await createAdmin(db());
    const adminCookie = await signInAs(api.client, { ...admin, role: 'admin' });
    const figures = async () =>
      (
        await api.client.json<Figures>('GET', '/api/admin/figures?days=7', {
          cookie: adminCookie,
        })
      ).body;
    const before = await figures();
    const person = await renewingConsumer(5000);
    await run();
    await eventually(async () =>
      (await mailsTo(person.email)).find((row) => row.subject === subject),
    );
    // Its mail left (a re-shop of an earlier test may have left since `before` too).
    const sent = await figures();
    expect(sent.reshopSent).toBeGreaterThanOrEqual(before.reshopSent + 1);

    const path = `/api/quotes/${person.quote.id}/reshop`;
    const { status, body } = await api.client.json<ReshopComparison>('GET', path, {
      cookie: person.cookie,
    });
    expect(status).toBe(200);
    expect(body.currentPremium).toBe(5000);
    expect(body.currentInsurer).toBe('geico');
    expect(body.pays).toBe(true);
    expect(body.estimates[0]?.annual).toBe(bestToday());
    expect(body.estimates.length).toBeGreaterThan(0);
    expect(body.savings).toBe(5000 - bestToday());
    expect(body.differences).toContainEqual({ kind: 'notPriced', part: 'uninsuredMotorist' });
    // Opening it without the mail's parameter does not count it opened.
    expect((await figures()).reshopOpened).toBe(sent.reshopOpened);
    await api.client.json('GET', `${path}?from=mail`, { cookie: person.cookie });
    const after = await figures();
    expect(after.reshopSent).toBe(sent.reshopSent);
    expect(after.reshopOpened).toBe(sent.reshopOpened + 1);
    const [opened] = await reshopsOf(person.id);
    expect(opened?.readAt).not.toBeNull();

    // Another consumer's request, a malformed id, an unknown parameter value: 4xx, never 500.
    const other = await renewingConsumer(5000, 200);
    expect((await api.client.json('GET', path, { cookie: other.cookie })).status).toBe(404);
    expect(
      (await api.client.json('GET', '/api/quotes/not-a-uuid/reshop', { cookie: other.cookie }))
        .status,
    ).toBe(404);
    expect(
      (await api.client.json('GET', `${path}?from=pixel`, { cookie: person.cookie })).status,
    ).toBe(400);
    expect((await api.client.json('GET', path)).status).toBe(401);
    // A request without a current policy has nothing to compare.
    const plain = await createSavedQuoteFor(db(), other.id, sampleAutoQuoteInput());
    expect(
      (await api.client.json('GET', `/api/quotes/${plain.id}/reshop`, { cookie: other.cookie }))
        .status,
    ).toBe(404);
  });

  it('re-shops a policy an agent recorded at its renewal, at what that policy costs', async () => {
    const setup = await openConversation(db(), api.client);
    const quoteId = setup.consumer.quote.id;
    // The request named a policy $35 a year above the best: that alone would not pay.
    const input = sampleAutoQuoteInput({
      currentCover,
      currentPremium: bestToday() + 35,
      currentInsurer: 'geico',
    });
    await db()
      .update(savedQuotes)
      .set({ input: input as never })
      .where(eq(savedQuotes.id, quoteId));
    const { body: offer } = await api.client.json<{ id: string }>(
      'POST',
      `/api/agent/leads/${setup.leadId}/offers`,
      {
        cookie: setup.agent.cookie,
        body: {
          premium: 250,
          period: 'monthly',
          coverages: [{ kind: 'bodily_injury', limit: '50/100' }],
          deductible: 500,
          termMonths: 6,
        },
      },
    );
    // Won at $1,500 every six months: $3,000 a year is what the person pays now.
    const renewalDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await db()
      .insert(wonPolicies)
      .values({
        agentId: setup.agent.id,
        consumerId: setup.consumer.id,
        leadId: setup.leadId,
        offerId: offer.id,
        carrier: 'Progressive',
        effectiveDate: new Date(Date.now() - 150 * 86_400_000).toISOString().slice(0, 10),
        termMonths: 6,
        premiumCents: 150_000,
        renewalDate,
      });
    await run();
    const [found] = await reshopsOf(setup.consumer.id);
    expect(found?.dedupeKey).toBe(`reshop:${setup.consumer.id}:${renewalDate}`);
    expect(found?.quoteId).toBe(quoteId);
    expect(found?.data).toMatchObject({ renewalDate, premium: 3000, best: bestToday() });
    const { body } = await api.client.json<ReshopComparison>(
      'GET',
      `/api/quotes/${quoteId}/reshop`,
      { cookie: setup.consumer.cookie },
    );
    expect(body.currentPremium).toBe(3000);
    expect(body.carrierName).toBe('Progressive');
    // The agent is no one the consumer's comparison is for.
    const asAgent = await api.client.json('GET', `/api/quotes/${quoteId}/reshop`, {
      cookie: setup.agent.cookie,
    });
    expect(asAgent.status).toBe(403);
  });
});
