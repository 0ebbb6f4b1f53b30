import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { readJsonLd } from './helpers';

for (const path of ['/', '/consumer']) {
  test(`the consumer landing page at ${path} shows every section with its links`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Compare insurance quotes and talk to licensed agents',
      }),
    ).toBeVisible();
    await expect(page).toHaveTitle(
      'Compare Insurance Quotes from Licensed Agents | Lion Insurance',
    );

    const header = page.getByRole('banner');
    // A shopper's Login is the consumer sign-in (issue 20, decision 0047).
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/consumer/auth',
    );
    await expect(header.getByRole('link', { name: 'Agent Portal' })).toHaveAttribute(
      'href',
      '/agent-landing',
    );
    // Get Your Free Quote leads to the choice of the four lines, never the agent screen.
    await expect(page.getByRole('link', { name: 'Get Your Free Quote' }).first()).toHaveAttribute(
      'href',
      '#coverage',
    );

    // Only what the product itself guarantees; no ratings or customer counts without data.
    const claims = page.getByRole('list', { name: 'What you can count on' });
    for (const claim of [
      'Agents at most per request',
      'Phone numbers asked for',
      'All 50 states',
    ]) {
      await expect(claims).toContainText(claim);
    }
    await expect(page.locator('body')).not.toContainText('4.8/5');
    await expect(page.locator('body')).not.toContainText('50,000');
    for (const tile of [
      'No Phone Required',
      'Built-in Messaging',
      'Permanent Account',
      'Smart Comparison',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: tile })).toBeVisible();
    }
    const benefits = page.getByRole('region', { name: 'Why choose Lion Insurance' });
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveCount(5);

    const coverage = page.getByRole('region', { name: 'Coverage for every part of your life' });
    await expect(coverage.getByRole('listitem')).toHaveCount(4);
    for (const [type, key] of [
      ['Auto Insurance', 'auto'],
      ['Home Insurance', 'home'],
      ['Renters Insurance', 'renters'],
      ['Life Insurance', 'life'],
    ]) {
      await expect(
        coverage.getByRole('link', { name: `Learn More about ${type}` }),
      ).toHaveAttribute('href', `/insurance/${key}`);
      await expect(
        coverage.getByRole('link', { name: `Compare quotes for ${type}` }),
      ).toHaveAttribute('href', `/quote/${key}`);
    }
    await expect(coverage.getByRole('listitem').first()).toContainText('Most Popular');
    await expect(coverage.getByText('Most Popular')).toHaveCount(1);

    await expect(
      page.getByRole('heading', { level: 2, name: 'Ready to find better coverage?' }),
    ).toBeVisible();
    const help = page.getByRole('region', { name: 'Need help?' });
    await expect(help.getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute(
      'href',
      'tel:18005550199',
    );
    await expect(help.getByRole('link', { name: 'support@lioninsurance.example' })).toHaveAttribute(
      'href',
      'mailto:support@lioninsurance.example',
    );
    await expect(help).toContainText('Coverage in all 50 states');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Are you an agent? Join here' }),
    ).toHaveAttribute('href', '/agent-landing');
    await expectNoSeriousA11yViolations(page);
  });
}

test('Learn How It Works shows and hides the four steps', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Learn How It Works' });
  const steps = page.getByRole('heading', { level: 2, name: 'How It Works' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(steps).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(steps).toBeVisible();
  const list = page.getByRole('region', { name: 'How It Works' }).getByRole('listitem');
  await expect(list).toHaveCount(4);
  await expect(list.first()).toContainText('about 3 minutes');
  await toggle.click();
  await expect(steps).toBeHidden();
});

test('the landing page publishes organization, products, local business and services data, removed on leaving', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('script#schema-localbusiness')).toHaveCount(1);
  const blocks = await readJsonLd(page);
  const origin = new URL(page.url()).origin;

  const organization = blocks['schema-organization'] as {
    logo: string;
    email: string;
    sameAs: string[];
    contactPoint: { contactType: string; availableLanguage: string[] }[];
  };
  expect(organization.logo).toBe(`${origin}/lion.svg`);
  expect(organization.email).toBe('support@lioninsurance.example');
  expect(organization.sameAs).toHaveLength(4);
  expect(organization.contactPoint[0]).toMatchObject({
    contactType: 'customer service',
    availableLanguage: ['English', 'Spanish'],
  });

  const products = blocks['schema-products'] as { '@graph': Record<string, unknown>[] };
  expect(products['@graph']).toHaveLength(4);
  expect(products['@graph'][0]).toMatchObject({
    category: 'auto',
    offers: { lowPrice: 850, highPrice: 2125, offerCount: 5, priceCurrency: 'USD' },
  });
  // No review data exists, so no rating is claimed to search engines either (decision 0063).
  expect(products['@graph'][0]).not.toHaveProperty('aggregateRating');

  expect(blocks['schema-localbusiness']).toMatchObject({
    priceRange: '$$',
    openingHoursSpecification: [
      {
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:00',
      },
    ],
  });
  expect((blocks['schema-localbusiness'] as { sameAs: string[] }).sameAs).toHaveLength(2);
  expect((blocks['schema-services'] as { '@graph': unknown[] })['@graph']).toHaveLength(4);

  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/consumer\/auth$/);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test('the landing page sets its description, canonical URL and Open Graph tags', async ({
  page,
}) => {
  await page.goto('/consumer');
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /all 50 states/,
  );
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
    'content',
    /insurance quotes/,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Compare Insurance Quotes from Licensed Agents',
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}/`);
});

test('the landing page reads in Spanish', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /language/i }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Compare cotizaciones de seguros y hable con agentes con licencia',
    }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sin teléfono' })).toBeVisible();
  await expect(page.getByRole('link', { name: '¿Es usted agente? Únase aquí' })).toBeVisible();
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_US');
});
