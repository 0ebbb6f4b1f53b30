import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../../fuzz/http-fuzz-client';
import { startTestApp, type TestApp } from '../../test-support/test-app';

describe('robots.txt and sitemap.xml', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('pglite', { PUBLIC_ORIGIN: 'https://lion.example' });
  });
  afterAll(() => testApp.close());

  it('robots.txt allows the public pages, blocks the API and signed-in areas, and names the sitemap', async () => {
    const response = await fetch(`${testApp.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const body = await response.text();
    expect(body).toContain('User-agent: *');
    expect(body).toContain('Disallow: /api/');
    expect(body).toContain('Disallow: /agent$');
    expect(body).toContain('Disallow: /profile');
    expect(body).not.toMatch(/^Disallow: \/agent$/m);
    expect(body).toContain('Sitemap: https://lion.example/sitemap.xml');
  });

  it('sitemap.xml lists every public marketing page with absolute URLs', async () => {
    const response = await fetch(`${testApp.baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const body = await response.text();
    const locations = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const pagePath of [
      '/',
      '/home',
      '/agent-landing',
      '/insurance/auto',
      '/insurance/home',
      '/insurance/life',
      '/insurance/renters',
    ]) {
      expect(locations).toContain(`https://lion.example${pagePath}`);
    }
    expect(locations.some((location) => location?.includes('/profile'))).toBe(false);
  });
});

describe('sitemap without a configured public origin', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('pglite');
  });
  afterAll(() => testApp.close());

  it('uses the origin the request came to', async () => {
    const body = await (await fetch(`${testApp.baseUrl}/sitemap.xml`)).text();
    expect(body).toContain(`<loc>${testApp.baseUrl}/insurance/auto</loc>`);
  });

  it('lets no cache keep a file naming a forged Host (issue 18, 1.11)', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const forged = await rawRequest(testApp.baseUrl, {
        method: 'GET',
        path,
        headers: { host: 'evil.example' },
      });
      expect(forged.status, path).toBe(200);
      // The forger reads their own host back, in an answer no cache may store or reuse.
      expect(forged.text, path).toContain('evil.example');
      expect(forged.headers['cache-control'], path).toBe('no-store');
      expect(forged.headers.vary, path).toMatch(/host/i);
      const own = await fetch(`${testApp.baseUrl}${path}`);
      expect(own.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('crawler files with a configured public origin and a forged Host', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('pglite', { PUBLIC_ORIGIN: 'https://lion.example' });
  });
  afterAll(() => testApp.close());

  it('name only the configured origin, and may be cached for an hour', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const forged = await rawRequest(testApp.baseUrl, {
        method: 'GET',
        path,
        headers: { host: 'evil.example' },
      });
      expect(forged.status, path).toBe(200);
      expect(forged.text, path).not.toContain('evil.example');
      expect(forged.text, path).toContain('https://lion.example/');
      expect(forged.headers['cache-control'], path).toBe('public, max-age=3600');
    }
  });
});
