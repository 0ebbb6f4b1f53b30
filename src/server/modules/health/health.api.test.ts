import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { createDatabase } from '../../db/client';
import { databaseKinds, startTestApp, type TestApp } from '../../test-support/test-app';

describe.each(databaseKinds)('health and API errors on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(kind);
  });
  afterAll(() => testApp.close());

  it('answers 200 with the database status', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers unknown /api paths with a JSON 404 and a message', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as { message: string };
    expect(body.message).toMatch(/not found/i);
  });

  it('sends pages a CSP that forbids inline scripts, and API answers one that allows nothing', async () => {
    const page = await fetch(`${testApp.baseUrl}/`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');

    const answer = await fetch(`${testApp.baseUrl}/api/health`);
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // Document-only headers stay off JSON.
    expect(answer.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(answer.headers.get('referrer-policy')).toBeNull();
  });
});

describe('health when the database does not answer', () => {
  let blackhole: Server;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    // Accepts connections and never answers: the database "hangs".
    blackhole = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => blackhole.close(resolve));
  });

  it('answers 503 with Retry-After within about 2 s when the database hangs', async () => {
    const { port } = blackhole.address() as AddressInfo;
    const database = createDatabase({ databaseUrl: `postgres://lion@127.0.0.1:${port}/lion` });
    const app = await buildApp({ config: testConfig(), database });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const started = Date.now();
      const response = await fetch(`${address}/api/health`);
      const elapsed = Date.now() - started;
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(((await response.json()) as { db: string }).db).toBe('unreachable');
      expect(elapsed).toBeLessThan(3500);
    } finally {
      await app.close();
      await database.close().catch(() => {});
    }
  });

  it('answers 503 when nothing listens on the database port', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const database = createDatabase({ databaseUrl: `postgres://lion@127.0.0.1:${port}/lion` });
    const app = await buildApp({ config: testConfig(), database });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`${address}/api/health`);
      expect(response.status).toBe(503);
    } finally {
      await app.close();
      await database.close().catch(() => {});
    }
  });
});
