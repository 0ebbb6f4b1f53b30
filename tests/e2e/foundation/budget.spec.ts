import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/fixtures';
import { publicPages } from '../support/public-pages';

const kib = 1024;
const distDir = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web');

/**
 * Every public page stays under 100 KiB gzip of JavaScript, counting every chunk it loads; a first
 * visit to the auto quote flow stays under 140 KiB (issue 8).
 */
const budgets: [path: string, limitKiB: number][] = [
  ...publicPages.map((pagePath): [string, number] => [pagePath, 100]),
  ['/quote/auto', 140],
];

for (const [pagePath, limitKiB] of budgets) {
  test(`${pagePath} loads under ${limitKiB} KiB of gzipped JavaScript`, async ({ page }) => {
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(pagePath, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const total = [...scripts].reduce(
      (sum, scriptPath) =>
        sum + gzipSync(readFileSync(path.join(distDir, scriptPath)), { level: 9 }).length,
      0,
    );
    console.log(`${pagePath}: ${scripts.size} scripts, ${(total / kib).toFixed(1)} KiB gzip`);
    expect(total).toBeLessThan(limitKiB * kib);
  });
}
