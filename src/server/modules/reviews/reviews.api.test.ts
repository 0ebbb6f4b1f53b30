import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditLog } from '../../../shared/contracts/admin';
import type { OfferList } from '../../../shared/contracts/leads';
import type {
  AdminReviewList,
  AgentReviewList,
  OfferReviewState,
  Review,
} from '../../../shared/contracts/reviews';
import {
  adminAuditEvents,
  agentReviews,
  mailOutbox,
  notificationDeliveries,
  notifications,
  offers,
} from '../../db/schema';
import { createAdmin, createConsumer } from '../../seed/factories';
import { setUpApiTest, signInAs } from '../../test-support/api-test-client';
import { eventually } from '../../test-support/eventually';
import { consumerWithRequest, openConversation } from '../../test-support/leads';
import { databaseKinds } from '../../test-support/test-app';
import { scheduleReminders } from '../notifications';

const offerBody = {
  premium: 98.5,
  period: 'monthly',
  coverages: [{ kind: 'liability', limit: '100/300/100' }],
  deductible: 500,
  termMonths: 6,
  description: '',
};

/** Issue 29, item 8: reviews by API, as the consumer, the agent, an operator and an attacker. */
describe.each(databaseKinds)('agent reviews on %s', (kind) => {
  const api = setUpApiTest(kind, { LEAD_JOB_INTERVAL_MS: 3_600_000, NOTIFY_POLL_MS: 100 });
  const db = () => api.testApp.database.db;

  /** A consumer who accepted the agent's offer (or only received it). */
  async function offerOf(options: { accept: boolean }) {
    const setup = await openConversation(db(), api.client);
    const { body: offer } = await api.client.json<{ id: string }>(
      'POST',
      `/api/agent/leads/${setup.leadId}/offers`,
      { cookie: setup.agent.cookie, body: offerBody },
    );
    if (options.accept) {
      const accepted = await api.client.call('POST', `/api/quotes/offers/${offer.id}/accept`, {
        cookie: setup.consumer.cookie,
      });
      expect(accepted.status).toBe(200);
    }
    return { ...setup, offerId: offer.id };
  }

  const stateOf = (offerId: string, cookie: string) =>
    api.client.json<OfferReviewState>('GET', `/api/quotes/offers/${offerId}/review`, { cookie });
  const review = (offerId: string, cookie: string, body: unknown) =>
    api.client.json<Review & { message?: string }>('POST', `/api/quotes/offers/${offerId}/review`, {
      cookie,
      body,
    });

  async function runReminders() {
    for (let attempt = 0; attempt < 100; attempt++) {
      if ((await scheduleReminders(db(), { LEAD_EXPIRY_WARNING_HOURS: 4 })) >= 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the reminder scan never got its lock');
  }

  it('lets the consumer who accepted an offer rate it once; the agent card shows the figure from 3 reviews', async () => {
    const setup = await offerOf({ accept: true });
    expect((await stateOf(setup.offerId, setup.consumer.cookie)).body).toEqual({
      review: null,
      canReview: true,
    });

    for (const bad of [{ rating: 0 }, { rating: 6 }, { rating: 4.5 }, { rating: 'five' }, {}]) {
      const refused = await review(setup.offerId, setup.consumer.cookie, bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body.message).toBe('Choose from 1 to 5 stars');
    }
    const tooLong = await review(setup.offerId, setup.consumer.cookie, {
      rating: 5,
      comment: 'x'.repeat(1001),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Keep the comment under 1,000 characters');
    expect(
      await db().select().from(agentReviews).where(eq(agentReviews.agentId, setup.agent.id)),
    ).toEqual([]);

    const written = await review(setup.offerId, setup.consumer.cookie, {
      rating: 5,
      comment: '  Answered the same day and explained every coverage.  ',
    });
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({
      rating: 5,
      comment: 'Answered the same day and explained every coverage.',
      authorFirstName: setup.consumer.firstName,
      authorLastInitial: setup.consumer.lastName.slice(0, 1),
      response: null,
    });
    const again = await review(setup.offerId, setup.consumer.cookie, { rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'You already rated this offer: each accepted offer is rated once.',
    );
    expect((await stateOf(setup.offerId, setup.consumer.cookie)).body).toMatchObject({
      canReview: false,
      review: { rating: 5 },
    });

    // One review: the card says 'New on Lion' (no average) until three.
    const cardOf = async () => {
      const { body } = await api.client.json<OfferList>(
        'GET',
        `/api/quotes/${setup.consumer.quote.id}/offers`,
        { cookie: setup.consumer.cookie },
      );
      return body.offers[0]?.agent.rating;
    };
    expect(await cardOf()).toEqual({ count: 1, average: null });
    for (const rating of [4, 4]) {
      const other = await createConsumer(db());
      await db()
        .insert(agentReviews)
        .values({ agentId: setup.agent.id, consumerId: other.id, rating });
    }
    expect(await cardOf()).toEqual({ count: 3, average: 4.3 });

    // Both sides find the review in their data download.
    const consumerData = await api.client.json<{ consumer: { reviews: Array<{ id: string }> } }>(
      'GET',
      '/api/account/export',
      { cookie: setup.consumer.cookie },
    );
    expect(consumerData.body.consumer.reviews.map((item) => item.id)).toEqual([written.body.id]);
    const agentData = await api.client.json<{ agent: { reviews: Array<{ rating: number }> } }>(
      'GET',
      '/api/account/export',
      { cookie: setup.agent.cookie },
    );
    expect(agentData.body.agent.reviews.map((item) => item.rating).sort()).toEqual([4, 4, 5]);
  });

  it('refuses a review of an offer not accepted, of another person, or by another role: 404 or 409, nothing written', async () => {
    const open = await offerOf({ accept: false });
    expect((await stateOf(open.offerId, open.consumer.cookie)).body.canReview).toBe(false);
    const notYet = await review(open.offerId, open.consumer.cookie, { rating: 5 });
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe(
      'Only the person who accepted this offer can rate it, once it is accepted.',
    );

    const accepted = await offerOf({ accept: true });
    const stranger = await consumerWithRequest(db(), api.client);
    for (const id of [accepted.offerId, crypto.randomUUID(), 'not-a-uuid', '../../admin']) {
      expect((await stateOf(encodeURIComponent(id), stranger.cookie)).status, id).toBe(404);
      const refused = await review(encodeURIComponent(id), stranger.cookie, { rating: 1 });
      expect(refused.status, id).toBe(404);
      expect(refused.body.message).toBe('This offer is not available');
    }
    // The agent of the offer cannot rate themself; signed out is 401.
    const byAgent = await review(accepted.offerId, accepted.agent.cookie, { rating: 5 });
    expect(byAgent.status).toBe(403);
    expect(
      (
        await api.client.call('POST', `/api/quotes/offers/${accepted.offerId}/review`, {
          body: { rating: 5 },
        })
      ).status,
    ).toBe(401);
    expect(
      await db().select().from(agentReviews).where(eq(agentReviews.agentId, accepted.agent.id)),
    ).toEqual([]);
  });

  it('lets the agent answer once, publicly; another agent cannot; an operator hides a review with a logged reason', async () => {
    const setup = await offerOf({ accept: true });
    const { body: written } = await review(setup.offerId, setup.consumer.cookie, {
      rating: 2,
      comment: 'Slow to answer.',
    });
    const own = await api.client.json<AgentReviewList>('GET', '/api/agent/reviews', {
      cookie: setup.agent.cookie,
    });
    expect(own.body.items.map((item) => item.id)).toEqual([written.id]);

    const answer = (cookie: string, body: unknown, id = written.id) =>
      api.client.json<Review & { message?: string }>('POST', `/api/agent/reviews/${id}/response`, {
        cookie,
        body,
      });
    const short = await answer(setup.agent.cookie, { response: 'ok' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Write your answer (at least 3 characters, at most 1,000)');
    const other = await openConversation(db(), api.client);
    expect((await answer(other.agent.cookie, { response: 'Not my review at all.' })).status).toBe(
      404,
    );
    expect((await answer(setup.agent.cookie, { response: 'Fine' }, 'nope')).status).toBe(404);
    const answered = await answer(setup.agent.cookie, {
      response: 'Sorry: a storm week. I now answer within the hour.',
    });
    expect(answered.status).toBe(200);
    expect(answered.body.response).toBe('Sorry: a storm week. I now answer within the hour.');
    const twice = await answer(setup.agent.cookie, { response: 'Second thoughts.' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(
      'You already answered this review: each review gets one answer.',
    );

    // Anyone signed in reads the agent's reviews with the answer; signed out cannot.
    const read = await api.client.json<AgentReviewList>(
      'GET',
      `/api/agents/${setup.agent.id}/reviews`,
      {
        cookie: other.consumer.cookie,
      },
    );
    expect(read.status).toBe(200);
    expect(read.body.items[0]).toMatchObject({
      rating: 2,
      response: 'Sorry: a storm week. I now answer within the hour.',
      authorLastInitial: setup.consumer.lastName.slice(0, 1),
    });
    expect(JSON.stringify(read.body)).not.toContain(setup.consumer.lastName);
    expect((await api.client.call('GET', `/api/agents/${setup.agent.id}/reviews`)).status).toBe(
      401,
    );
    expect(
      (
        await api.client.call('GET', `/api/agents/${other.consumer.id}/reviews`, {
          cookie: other.consumer.cookie,
        })
      ).status,
    ).toBe(404);

    // Only an operator hides, with a reason; it leaves every list and the figure; logged once.
    const hide = (cookie: string, body: unknown) =>
      api.client.json<{ message?: string }>('POST', `/api/admin/reviews/${written.id}/hide`, {
        cookie,
        body,
      });
    expect((await hide(setup.agent.cookie, { reason: 'I do not like it' })).status).toBe(403);
    const admin = await createAdmin(db());
    const adminCookie = await signInAs(api.client, { ...admin, role: 'admin' });
    const noReason = await hide(adminCookie, { reason: ' ' });
    expect(noReason.status).toBe(400);
    const hidden = await hide(adminCookie, { reason: 'Names a person who is not the agent.' });
    expect(hidden.status).toBe(200);
    expect((await hide(adminCookie, { reason: 'Again.' })).status).toBe(409);
    const after = await api.client.json<AgentReviewList>(
      'GET',
      `/api/agents/${setup.agent.id}/reviews`,
      {
        cookie: other.consumer.cookie,
      },
    );
    expect(after.body).toEqual({ summary: { count: 0, average: null }, items: [] });
    const moderation = await api.client.json<AdminReviewList>('GET', '/api/admin/reviews', {
      cookie: adminCookie,
    });
    expect(moderation.body.items.find((item) => item.id === written.id)).toMatchObject({
      hiddenReason: 'Names a person who is not the agent.',
      agentId: setup.agent.id,
    });
    const audit = await db()
      .select()
      .from(adminAuditEvents)
      .where(
        and(
          eq(adminAuditEvents.action, 'review_hidden'),
          eq(adminAuditEvents.targetUserId, setup.agent.id),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.reason).toBe('Names a person who is not the agent.');
    const log = await api.client.json<AuditLog>('GET', '/api/admin/audit', { cookie: adminCookie });
    expect(log.body.items.some((item) => item.action === 'review_hidden')).toBe(true);
  });

  it('asks the consumer once, 14 days after accepting, in the bell and by mail; not before, not after a review, not when turned off', async () => {
    const setup = await offerOf({ accept: true });
    const asked = () =>
      db()
        .select({ id: notifications.id, userId: notifications.userId })
        .from(notifications)
        .where(
          and(eq(notifications.offerId, setup.offerId), eq(notifications.kind, 'review_request')),
        );
    const acceptedDaysAgo = (days: number, offerId = setup.offerId) =>
      db()
        .update(offers)
        .set({ answeredAt: new Date(Date.now() - days * 86_400_000) })
        .where(eq(offers.id, offerId));

    await acceptedDaysAgo(13);
    await runReminders();
    expect(await asked()).toEqual([]);
    await acceptedDaysAgo(15);
    await runReminders();
    await runReminders();
    expect((await asked()).map((row) => row.userId)).toEqual([setup.consumer.id]);
    const mail = await eventually(async () =>
      (
        await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, setup.consumer.email))
      ).find((item) => item.subject.startsWith('How did it go with')),
    );
    expect(mail.textBody).toContain('Rate them from 1 to 5 stars');
    expect(mail.textBody).toContain(`/profile/quotes/${setup.consumer.quote.id}`);

    // Already reviewed: never asked.
    const reviewed = await offerOf({ accept: true });
    await review(reviewed.offerId, reviewed.consumer.cookie, { rating: 4 });
    await acceptedDaysAgo(15, reviewed.offerId);
    await runReminders();
    expect(
      await db()
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.offerId, reviewed.offerId),
            eq(notifications.kind, 'review_request'),
          ),
        ),
    ).toEqual([]);

    // Turned off by mail: the bell has it, no mail leaves.
    const quiet = await offerOf({ accept: true });
    const off = await api.client.call('PUT', '/api/notifications/preferences', {
      cookie: quiet.consumer.cookie,
      body: { kinds: { review_request: { email: false, push: false } } },
    });
    expect(off.status).toBe(200);
    await acceptedDaysAgo(15, quiet.offerId);
    await runReminders();
    const deliveries = await eventually(async () => {
      const rows = await db()
        .select({ status: notificationDeliveries.status, reason: notificationDeliveries.reason })
        .from(notificationDeliveries)
        .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
        .where(
          and(
            eq(notifications.offerId, quiet.offerId),
            eq(notifications.kind, 'review_request'),
            eq(notificationDeliveries.channel, 'email'),
          ),
        );
      return rows.length > 0 && rows.every((row) => row.status !== 'pending') ? rows : undefined;
    });
    expect(deliveries.map((row) => row.status)).toEqual(['skipped']);
  });
});
