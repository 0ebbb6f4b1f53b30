import { expect, test } from '../support/fixtures';
import { publicPages } from '../support/public-pages';

test('robots.txt names the sitemap and sitemap.xml lists the public pages', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const robotsText = await robots.text();
  expect(robotsText).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robotsText).toContain('Disallow: /api/');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const pagePath of publicPages) {
    expect(xml).toContain(`<loc>${baseURL}${pagePath}</loc>`);
  }
});

test('every page carries the public configuration as meta tags and no inline script', async ({
  request,
}) => {
  const html = await (await request.get('/insurance/auto')).text();
  expect(html).toContain(
    '<meta name="lion:support-email" content="support@lioninsurance.example" />',
  );
  expect(html).toContain('<meta name="lion:support-phone" content="1-800-555-0199" />');
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
});
