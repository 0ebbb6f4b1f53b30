import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoutePatterns } from '../../shared/paths';
import { startTestApp, type TestApp } from '../test-support/test-app';

describe('index.html carries the public configuration', () => {
  let testApp: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'lion-spa-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(
      path.join(distDir, 'assets', 'app-abc123.js'),
      `console.log(${'"x",'.repeat(2000)}1);`,
    );
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
    testApp = await startTestApp('pglite', {
      WEB_DIST_DIR: distDir,
      SUPPORT_EMAIL: 'help@lion.example',
      SUPPORT_PHONE: '1-800-555-0100',
      MAIN_SITE_URL: 'https://main.example/start?a=1&b="2"',
      SOCIAL_PROFILE_URLS: ['https://social.example/lion', 'https://other.example/lion'],
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
    expect(html).toContain(
      '<meta name="lion:social-profiles" content="https://social.example/lion https://other.example/lion" />',
    );
    expect(html).not.toContain('lion:public-origin');
    expect(html).not.toMatch(/<script(?![^>]*type="module")/);
  });

  it('answers an unknown address 404 with the app (its not-found screen), every route 200', async () => {
    for (const unknown of ['/no/such/page', '/insurance/boats', '/quote/boat', '/homes']) {
      const response = await fetch(`${testApp.baseUrl}${unknown}?x=1`);
      expect(response.status, unknown).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root"></div>');
    }
    const routes = appRoutePatterns.map((pattern) => pattern.replace(/:\w+/g, 'abc123'));
    for (const route of [...routes, '/home/', '/consumer/auth?tab=register']) {
      const response = await fetch(`${testApp.baseUrl}${route}`);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
    }
  });
});

describe('built assets', () => {
  let testApp: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'lion-spa-assets-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<html><head></head><body></body></html>');
    writeFileSync(
      path.join(distDir, 'assets', 'app-abc123.js'),
      `console.log(${'"x",'.repeat(2000)}1);`,
    );
    testApp = await startTestApp('pglite', { WEB_DIST_DIR: distDir });
  });
  afterAll(() => testApp.close());

  it('are pre-compressed once and sent with the encoding the browser accepts', async () => {
    expect(existsSync(path.join(distDir, 'assets', 'app-abc123.js.br'))).toBe(true);
    const brotli = await fetch(`${testApp.baseUrl}/assets/app-abc123.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('accept-encoding');
    expect(await brotli.text()).toMatch(/^console\.log\(/);
    const plain = await fetch(`${testApp.baseUrl}/assets/app-abc123.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await fetch(`${testApp.baseUrl}/assets/gone-000.js`);
    expect(response.status).toBe(404);
    expect((await fetch(`${testApp.baseUrl}/assets/app-abc123.js.br`)).status).toBe(404);
  });
});
