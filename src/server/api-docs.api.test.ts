import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-support/test-app';

/**
 * docs/api.md names every route the server registers (issue 28): a route added without its line
 * in the reference fails here. Path parameters compare by position (`:id` and `:leadId` alike);
 * HEAD routes Fastify adds beside each GET, and the static files of the browser build, are not
 * ours to document.
 */

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const normalize = (url: string) => url.replace(/:[A-Za-z]\w*/g, ':param').replace(/(.)\/$/, '$1');

/**
 * Every route docs/api.md spells, in its three forms: `GET /path`, `GET, POST /path` (methods
 * sharing a path) and `POST /api/calls/:id/accept, /decline` (a sibling of the path before it).
 * Query strings and trailing punctuation are dropped.
 */
function documentedRoutes(): Set<string> {
  const text = readFileSync('docs/api.md', 'utf8');
  const method = `(?:${methods.join('|')})`;
  const pattern = new RegExp(
    `\\b(${method}(?:, ${method})*) (/[^\\s\`|,?)]*)((?:, /[^\\s\`|,?)]+)*)`,
    'g',
  );
  const routes = new Set<string>();
  const clean = (url: string) => normalize(url.replace(/[.;:]+$/, ''));
  for (const [, methodList = '', url = '', siblings = ''] of text.matchAll(pattern)) {
    const parent = url.slice(0, url.lastIndexOf('/'));
    const urls = [
      url,
      ...siblings
        .split(', /')
        .slice(1)
        .map((sibling) => `${parent}/${sibling}`),
    ];
    for (const each of methodList.split(', ')) {
      for (const path of urls) routes.add(`${each} ${clean(path)}`);
    }
  }
  return routes;
}

describe('docs/api.md', () => {
  let testApp: TestApp;
  const registered = new Set<string>();

  beforeAll(async () => {
    testApp = await startTestApp(
      'pglite',
      { LEAD_JOB_INTERVAL_MS: 3_600_000, WEB_DIST_DIR: '/nonexistent' },
      {
        onRoute: (route) => {
          const routeMethods = Array.isArray(route.method) ? route.method : [route.method];
          for (const method of routeMethods) {
            if ((methods as readonly string[]).includes(method) && route.url !== '*') {
              registered.add(`${method} ${normalize(route.url)}`);
            }
          }
        },
      },
    );
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('names every route the server registers', () => {
    expect(registered.size).toBeGreaterThan(50);
    const documented = documentedRoutes();
    expect([...registered].filter((route) => !documented.has(route)).sort()).toEqual([]);
  });
});
