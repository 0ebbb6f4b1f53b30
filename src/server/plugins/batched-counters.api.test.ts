import { describe, expect, it } from 'vitest';
import { setUpApiTest } from '../test-support/api-test-client';
import { databaseKinds } from '../test-support/test-app';
import { BatchedCounters } from './batched-counters';

describe.each(databaseKinds)('batched rate-limit counters on %s', (kind) => {
  const api = setUpApiTest(kind);
  const db = () => api.testApp.database.db;

  it('shares hits between instances through the database, any key text, many keys at once', async () => {
    const windowMs = 60_000;
    // Two instances' counters, exchanging by hand (the 200 ms timers are far off).
    const one = new BatchedCounters(db(), windowMs, undefined, 3_600_000);
    const two = new BatchedCounters(db(), windowMs, undefined, 3_600_000);
    const odd = `messages:ip:2001:db8::"quoted",\\{braces}'`;
    const keys = [odd, ...Array.from({ length: 1500 }, (_, index) => `bench:key:${index}`)];
    for (const key of keys) {
      for (let hit = 0; hit < 3; hit++) one.hit(key, 5);
      two.hit(key, 5);
    }
    await one.flush();
    await two.flush();
    // The second instance has learnt the first one's 3 hits on top of its own 1.
    expect(two.hit(odd, 5)).toMatchObject({ allowed: true });
    expect(two.hit(odd, 5)).toMatchObject({ allowed: false });
    // The first learns of the second's hits on keys it has not touched since its last exchange.
    await two.flush();
    await one.flush();
    expect(one.hit(odd, 5)).toMatchObject({ allowed: false });
    expect(one.hit('bench:key:1499', 5)).toMatchObject({ allowed: true });
    expect(one.hit('bench:key:1499', 5)).toMatchObject({ allowed: false });
    await one.stop();
    await two.stop();
  });
});
