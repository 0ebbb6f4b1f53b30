import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
