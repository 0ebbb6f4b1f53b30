import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appRoutePatterns, isAppRoute, paths } from './paths';

/** The router's `<Route path={paths.x}>` entries, read from its source. */
function routerPaths(): string[] {
  const source = readFileSync(new URL('../web/router.tsx', import.meta.url), 'utf8');
  return [...source.matchAll(/<Route path=\{paths\.(\w+)\}/g)].map(
    (match) => paths[match[1] as keyof typeof paths] as string,
  );
}

describe('appRoutePatterns', () => {
  it('holds every screen of the router, so the server never answers 404 for one', () => {
    const routed = routerPaths();
    expect(routed.length).toBeGreaterThan(20);
    for (const path of routed) expect(appRoutePatterns, path).toContain(path);
  });

  it('matches parameters and ignores a trailing slash, and nothing else', () => {
    expect(isAppRoute('/profile/quotes/abc')).toBe(true);
    expect(isAppRoute('/auth/forgot-password/')).toBe(true);
    expect(isAppRoute('/profile/quotes/')).toBe(false);
    expect(isAppRoute('/no/such/page')).toBe(false);
  });
});
