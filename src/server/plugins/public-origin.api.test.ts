import { describe, expect, it } from 'vitest';
import { StartupRefusedError, seedOrRefuseDemo } from '../seed/demo-guard';
import { createAdmin, createConsumer } from '../seed/factories';
import { demoAccounts } from '../seed/seed';
import { sessionSetCookie, setUpApiTest, signInAs } from '../test-support/api-test-client';
import { databaseKinds } from '../test-support/test-app';

/**
 * Issue 27, finding 6: `HTTPS://...` is https wherever the app asks (the URL parser decides, not
 * the spelling). The raw capitals are passed as they came from the environment before the fix.
 */
const shouted = 'HTTPS://LION.EXAMPLE';

describe.each(databaseKinds)('an https origin spelled in capitals on %s', (kind) => {
  const api = setUpApiTest(kind, { PUBLIC_ORIGIN: shouted });
  const db = () => api.testApp.database.db;

  it('sends HSTS, sets Secure cookies, requires admins’ two-factor and refuses the demo', async () => {
    const health = await fetch(`${api.testApp.baseUrl}/api/health`);
    expect(health.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);

    const consumer = await createConsumer(db());
    const login = await fetch(`${api.testApp.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: {
        Origin: 'https://lion.example',
        'X-Requested-With': 'XMLHttpRequest',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email: consumer.email, password: consumer.password }),
    });
    expect(login.status).toBe(200);
    expect(sessionSetCookie(login)).toMatch(/; Secure/);

    const admin = await createAdmin(db());
    const cookie = await signInAs(api.client, admin);
    const status = await api.client.json('GET', '/api/auth/2fa', { cookie });
    expect(status.body).toMatchObject({ enabled: false, required: true });
    expect((await api.client.call('GET', '/api/admin/licences', { cookie })).status).toBe(403);

    // A demo account with its published password: an https deployment does not start.
    await createAdmin(db(), demoAccounts.admin);
    const refusal = seedOrRefuseDemo(db(), { PUBLIC_ORIGIN: shouted, SEED_DEMO: false });
    await expect(refusal).rejects.toBeInstanceOf(StartupRefusedError);
  });
});
