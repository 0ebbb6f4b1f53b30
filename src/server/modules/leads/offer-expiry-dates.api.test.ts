import { describe, expect, it } from 'vitest';
import { languages } from '../../../shared/languages';
import { validationMessages } from '../../../shared/validation-messages';
import { setUpApiTest } from '../../test-support/api-test-client';
import { openConversation } from '../../test-support/leads';
import { databaseKinds } from '../../test-support/test-app';

/**
 * Issue 18, 1.11: an offer expiring 2026-11-31 was stored as 1 December. Only real calendar days
 * are taken; the impossible day is the 31st of the next 30-day month (or 29/30 February) within
 * the 60 days an offer may run, so the range rule cannot be what refuses it.
 */
function impossibleDaysAhead(): string[] {
  const days: string[] = [];
  const now = new Date();
  for (let ahead = 2; ahead <= 55; ahead++) {
    const date = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + ahead),
    );
    const next = new Date(date.getTime() + 86_400_000);
    if (next.getUTCMonth() === date.getUTCMonth()) continue;
    // `date` is the last day of its month: one past it and two past it do not exist.
    const [year, month, day] = date.toISOString().slice(0, 10).split('-').map(Number) as [
      number,
      number,
      number,
    ];
    for (const impossible of [day + 1, day + 2].filter((value) => value <= 31)) {
      days.push(`${year}-${String(month).padStart(2, '0')}-${String(impossible).padStart(2, '0')}`);
    }
  }
  return days;
}

const offerBody = (expiresOn: string) => ({
  premium: 120,
  period: 'monthly',
  coverages: [{ kind: 'bodily_injury', limit: '100/300' }],
  deductible: 500,
  termMonths: 6,
  description: 'Full coverage.',
  expiresOn,
});

describe.each(databaseKinds)('offer expiry dates on %s', (kind) => {
  const api = setUpApiTest(kind, { LEAD_JOB_INTERVAL_MS: 3_600_000 });

  it('refuses a day that does not exist and stores a real one as written', async () => {
    const { agent, leadId } = await openConversation(api.testApp.database.db, api.client);
    const url = `/api/agent/leads/${leadId}/offers`;
    const impossible = impossibleDaysAhead();
    expect(impossible.length).toBeGreaterThan(0);
    for (const day of ['2026-11-31', '2026-02-29', ...impossible]) {
      for (const language of languages) {
        const refused = await api.client.json<{ message: string }>('POST', url, {
          cookie: agent.cookie,
          headers: { 'Accept-Language': language },
          body: offerBody(day),
        });
        expect(refused.status, day).toBe(400);
        expect(refused.body.message, day).toBe(validationMessages[language].offerExpiryInvalid);
      }
    }
    const real = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const created = await api.client.json<{ expiresAt: string }>('POST', url, {
      cookie: agent.cookie,
      body: offerBody(real),
    });
    expect(created.status).toBe(201);
    expect(created.body.expiresAt.slice(0, 10)).toBe(real);
  });
});
