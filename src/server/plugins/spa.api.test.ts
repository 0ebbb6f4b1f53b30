import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app';

describe('index.html carries the public configuration', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'lion-spa-'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
    testApp = await startTestApp('pglite', {
      WEB_DIST_DIR: distDir,
      SUPPORT_EMAIL: 'help@lion.example',
      SUPPORT_PHONE: '1-800-555-0100',
      MAIN_SITE_URL: 'https://main.example/start?a=1&b="2"',
    });
  });
  afterAll(() => testApp.close());

  it('answers client routes with 200 and meta tags, escaping the values', async () => {
    const response = await fetch(`${testApp.baseUrl}/insurance/auto`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<meta name="lion:support-email" content="help@lion.example" />');
    expect(html).toContain('<meta name="lion:support-phone" content="1-800-555-0100" />');
    expect(html).toContain(
      '<meta name="lion:main-site-url" content="https://main.example/start?a=1&amp;b=&quot;2&quot;" />',
    );
    expect(html).not.toContain('lion:public-origin');
    expect(html).not.toMatch(/<script(?![^>]*type="module")/);
  });
});
