import { describe, expect, it } from 'vitest';
import { setUpApiTest } from '../test-support/api-test-client';
import { databaseKinds } from '../test-support/test-app';

describe.each(databaseKinds)('GET /metrics on %s', (kind) => {
  const api = setUpApiTest(kind);

  it('answers Prometheus text to loopback: requests by route pattern, durations, sockets, pool', async () => {
    await api.client.call('GET', '/api/user/role-check');
    await api.client.call('GET', '/api/quotes/not-a-real-id');
    const response = await api.client.call('GET', '/metrics', { bare: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(
      /^lion_http_requests_total\{method="GET",route="\/api\/user\/role-check",status="200"\} [1-9]\d*$/m,
    );
    // The route pattern, never the raw path: the label set stays small whatever clients send.
    expect(text).toContain('route="/api/quotes/:id",status="401"');
    expect(text).not.toContain('not-a-real-id');
    expect(text).toMatch(
      /^lion_http_request_duration_seconds_bucket\{route="\/api\/user\/role-check",le="\+Inf"\} \d+$/m,
    );
    expect(text).toMatch(/^lion_live_sockets 0$/m);
    expect(text).toMatch(/^lion_db_pool_total \d+$/m);
    expect(text).toMatch(/^lion_messages_sent_total 0$/m);
  });
});

describe('GET /metrics from an address not in METRICS_ALLOW', () => {
  const api = setUpApiTest('pglite', { METRICS_ALLOW: ['10.9.9.9'] });

  it('answers 404, as for an unknown path', async () => {
    const response = await api.client.json('GET', '/metrics', { bare: true });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found' });
  });
});
