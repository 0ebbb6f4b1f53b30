import { describe, expect, it } from 'vitest';
import { createAgent } from '../seed/factories';
import { setUpApiTest } from '../test-support/api-test-client';
import { databaseKinds } from '../test-support/test-app';
import { createAdminWithLink } from './create-admin';

describe.each(databaseKinds)('admin:create on %s', (kind) => {
  const api = setUpApiTest(kind);

  it('creates an admin whose one-time link signs in once, without any password', async () => {
    const email = `Owner${Date.now()}@Lion.example`;
    const { link, isNew } = await createAdminWithLink(
      api.testApp.database,
      email,
      'https://lion.example',
    );
    expect(isNew).toBe(true);
    expect(link).toMatch(/^https:\/\/lion\.example\/auth\/sign-in-link#token=[0-9a-f-]{36}\./);
    const token = decodeURIComponent(link.split('#token=')[1] ?? '');
    const signedIn = await api.client.json('POST', '/api/auth/sign-in-link', { body: { token } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ email: email.toLowerCase(), role: 'admin' });
    const cookie = signedIn.response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const queue = await api.client.call('GET', '/api/admin/licences', { cookie });
    expect(queue.status).toBe(200);

    const reused = await api.client.json('POST', '/api/auth/sign-in-link', { body: { token } });
    expect(reused.status).toBe(410);
    expect(reused.body).toEqual({ message: 'This link has already been used.' });

    // Running it again for the same admin prints a new link.
    const again = await createAdminWithLink(api.testApp.database, email, 'https://lion.example');
    expect(again.isNew).toBe(false);
    expect(again.link).not.toBe(link);
  });

  it('refuses an e-mail that belongs to an agent or is not an e-mail', async () => {
    const agent = await createAgent(api.testApp.database.db);
    await expect(
      createAdminWithLink(api.testApp.database, agent.email, 'http://localhost:3000'),
    ).rejects.toThrow(/already belongs to an account with the role agent/);
    await expect(
      createAdminWithLink(api.testApp.database, 'not-an-email', 'http://localhost:3000'),
    ).rejects.toThrow();
  });
});
