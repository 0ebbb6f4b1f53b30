import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { savedQuotes } from '../../db/schema';
import { quoteSaveIpLimitFactor } from '../../plugins/abuse-limits';
import { createConsumer, createSavedQuoteFor, sampleAutoQuoteInput } from '../../seed/factories';
import { setUpApiTest, signInAs } from '../../test-support/api-test-client';
import { databaseKinds } from '../../test-support/test-app';
import { maxSavedQuotesPerConsumer } from './saved-quotes';

/** The default per-consumer limit (config.ts): a few dozen a minute at most. */
const perUser = 20;

/** Issue 18, finding 1.7: saving and re-pricing requests is limited, and a consumer keeps at most 50. */
describe.each(databaseKinds)('request save limits on %s', (kind) => {
  // Every test here comes from 127.0.0.1: each gets an app of its own, so counters start empty.
  describe('per consumer', () => {
    const api = setUpApiTest(kind);

    it('stores at most 20 saves a minute for one consumer: of 80 at once the rest answer 429, unpriced and unstored', async () => {
      const db = api.testApp.database.db;
      const consumer = await createConsumer(db);
      const cookie = await signInAs(api.client, { ...consumer, role: 'consumer' });
      const statuses: number[] = [];
      let refused: Response | undefined;
      for (let index = 0; index < 80; index++) {
        const response = await api.client.call('POST', '/api/quotes', {
          cookie,
          body: sampleAutoQuoteInput(),
        });
        statuses.push(response.status);
        if (response.status === 429) refused ??= response;
      }
      expect(statuses.slice(0, perUser).every((status) => status === 201)).toBe(true);
      expect(statuses.slice(perUser).every((status) => status === 429)).toBe(true);
      expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(0);
      const body = (await refused?.json()) as { message: string };
      expect(body.message).toMatch(/wait \d+ seconds/);
      const [stored] = await db
        .select({ count: count() })
        .from(savedQuotes)
        .where(eq(savedQuotes.userId, consumer.id));
      expect(stored?.count).toBe(perUser);
      // Re-pricing shares the limit: a PUT now is refused too, and changes nothing.
      const [first] = await db
        .select()
        .from(savedQuotes)
        .where(eq(savedQuotes.userId, consumer.id));
      const put = await api.client.call('PUT', `/api/quotes/${first?.id}`, {
        cookie,
        body: sampleAutoQuoteInput({ deductible: 1000 }),
      });
      expect(put.status).toBe(429);
      const [after] = await db
        .select()
        .from(savedQuotes)
        .where(eq(savedQuotes.id, first?.id ?? ''));
      expect(after?.updatedAt.getTime()).toBe(first?.updatedAt.getTime());
    });
  });

  describe('per address', () => {
    const api = setUpApiTest(kind);

    it('limits one address across consumers: three consumers share 40 saves a minute', async () => {
      const db = api.testApp.database.db;
      const perIp = perUser * quoteSaveIpLimitFactor;
      let stored = 0;
      let refused = 0;
      for (let person = 0; person < 3; person++) {
        const consumer = await createConsumer(db);
        const cookie = await signInAs(api.client, { ...consumer, role: 'consumer' });
        for (let index = 0; index < perUser; index++) {
          const response = await api.client.call('POST', '/api/quotes', {
            cookie,
            body: sampleAutoQuoteInput(),
          });
          if (response.status === 201) stored++;
          else if (response.status === 429) refused++;
        }
      }
      expect(stored).toBe(perIp);
      expect(refused).toBe(3 * perUser - perIp);
    });
  });

  describe('saved requests per consumer', () => {
    const api = setUpApiTest(kind);

    it('refuses a save past 50 kept requests with a 409 naming the cap, in English and Spanish', async () => {
      const db = api.testApp.database.db;
      const consumer = await createConsumer(db);
      for (let index = 0; index < maxSavedQuotesPerConsumer; index++) {
        await createSavedQuoteFor(db, consumer.id);
      }
      const cookie = await signInAs(api.client, { ...consumer, role: 'consumer' });
      const { status, body } = await api.client.json<{ message: string }>('POST', '/api/quotes', {
        cookie,
        body: sampleAutoQuoteInput(),
      });
      expect(status).toBe(409);
      expect(body.message).toContain('at most 50 saved requests');
      const spanish = await api.client.json<{ message: string }>('POST', '/api/quotes', {
        cookie,
        body: sampleAutoQuoteInput(),
        headers: { 'Accept-Language': 'es' },
      });
      expect(spanish.status).toBe(409);
      expect(spanish.body.message).toContain('como máximo 50 solicitudes');
      const [kept] = await db
        .select({ count: count() })
        .from(savedQuotes)
        .where(eq(savedQuotes.userId, consumer.id));
      expect(kept?.count).toBe(maxSavedQuotesPerConsumer);
      // Deleting one makes room again.
      const [one] = await db.select().from(savedQuotes).where(eq(savedQuotes.userId, consumer.id));
      expect((await api.client.call('DELETE', `/api/quotes/${one?.id}`, { cookie })).status).toBe(
        204,
      );
      expect(
        (await api.client.call('POST', '/api/quotes', { cookie, body: sampleAutoQuoteInput() }))
          .status,
      ).toBe(201);
    });
  });
});
