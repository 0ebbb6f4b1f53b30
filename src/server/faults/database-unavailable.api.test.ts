import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createDatabase, type Database } from '../db/client';
import { createConsumer } from '../seed/factories';
import { type ApiClient, apiClient, signInAs } from '../test-support/api-test-client';
import { TcpProxy } from '../test-support/tcp-proxy';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test-support/test-app';

/**
 * The error mapping, quickly, on both databases: with the database gone (PGlite closed, or the
 * PostgreSQL server unreachable behind a stopped proxy) the API answers 503 with Retry-After and a
 * translated message, fast, for signed-in and anonymous calls alike.
 */
describe.each(databaseKinds)('a database that is away answers 503 (%s)', (kind) => {
  let testDatabase: TestDatabase;
  let database: Database;
  let proxy: TcpProxy | undefined;
  let app: FastifyInstance;
  let client: ApiClient;
  let cookie = '';
  let mailDir = '';
  let account: { email: string; password: string };

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    database = testDatabase.database;
    if (kind === 'postgres' && testDatabase.databaseUrl) {
      const url = new URL(testDatabase.databaseUrl);
      proxy = new TcpProxy({ targetHost: url.hostname, targetPort: Number(url.port || 5432) });
      await proxy.start();
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      database = createDatabase({ databaseUrl: url.toString(), poolMax: 4, onPoolError: () => {} });
    }
    mailDir = mkdtempSync(path.join(tmpdir(), 'lion-unavailable-mail-'));
    app = await buildApp({
      config: testConfig({ AUTH_RATE_LIMIT_PER_MINUTE: 10_000, MAIL_DIR: mailDir }),
      database,
    });
    client = apiClient(await app.listen({ port: 0, host: '127.0.0.1' }));
    const consumer = await createConsumer(testDatabase.database.db);
    account = consumer;
    cookie = await signInAs(client, { ...consumer, role: 'consumer' });
  });

  afterAll(async () => {
    await app.close();
    if (proxy) {
      await database.close().catch(() => {});
      await proxy.close();
      await testDatabase.drop();
    }
    rmSync(mailDir, { recursive: true, force: true });
  });

  it('answers every kind of call with 503, Retry-After and a readable message, then recovers', async () => {
    expect((await client.call('GET', '/api/quotes', { cookie })).status).toBe(200);
    if (proxy) await proxy.stop();
    else await database.close();

    const calls: Array<[string, string, Record<string, unknown>]> = [
      ['GET', '/api/quotes', { cookie }],
      ['GET', '/api/profiles/me', { cookie }],
      ['POST', '/api/auth/login', { body: { email: account.email, password: account.password } }],
    ];
    for (const [method, url, options] of calls) {
      const startedAt = Date.now();
      const answer = await client.json<{ message: string }>(method, url, {
        ...options,
        headers: { 'Accept-Language': 'es', ...(options.headers as Record<string, string>) },
      });
      const label = `${method} ${url}`;
      expect(answer.status, label).toBe(503);
      expect(answer.response.headers.get('retry-after'), label).toBe('3');
      expect(answer.body.message, label).toBe(
        'El servicio no está disponible por un momento. Inténtelo de nuevo en unos segundos.',
      );
      expect(Date.now() - startedAt, label).toBeLessThan(2000);
    }
    const english = await client.json<{ message: string }>('GET', '/api/quotes', { cookie });
    expect(english.body.message).toBe(
      'The service is briefly unavailable. Please try again in a few seconds.',
    );

    if (proxy) {
      // The server is back: the same app answers again, without a restart.
      await proxy.start();
      const deadline = Date.now() + 5000;
      let status = 0;
      while (status !== 200 && Date.now() < deadline) {
        status = (await client.call('GET', '/api/quotes', { cookie })).status;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
    }
  });
});
