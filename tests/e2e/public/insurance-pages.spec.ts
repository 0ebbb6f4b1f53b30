import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { readJsonLd, scrollUntilVisible } from './helpers';

test('the auto page shows vehicles, why compare, ten coverages, tips, the state panel, six FAQs and the closing call to action', async ({
  page,
}) => {
  await page.goto('/insurance/auto');
  await expect(page).toHaveTitle(
    'Auto Insurance Quotes - Compare Car Insurance Rates | Lion Insurance',
  );
  await expect(page.getByRole('heading', { level: 1, name: /auto insurance/i })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Lion Insurance home' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').locator('img[src="/lion.svg"]')).toBeVisible();
  for (const [label, key] of [
    ['SUV', 'suv'],
    ['Sedan', 'sedan'],
    ['Pickup', 'pickup'],
    ['Trailer', 'trailer'],
  ]) {
    await expect(page.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'href',
      `/quote/auto?vehicle=${key}`,
    );
  }
  await expect(page.getByRole('link', { name: 'Get Free Quotes' }).first()).toHaveAttribute(
    'href',
    '/quote/auto',
  );
  await expect(page.getByRole('heading', { name: 'Why compare auto insurance?' })).toBeVisible();

  const coverage = page.getByRole('region', { name: 'Auto insurance coverage explained' });
  await scrollUntilVisible(page, coverage);
  await expect(
    coverage.getByRole('list', { name: 'Required coverage' }).getByRole('listitem'),
  ).toHaveCount(4);
  await expect(
    coverage.getByRole('list', { name: 'Optional coverage' }).getByRole('listitem'),
  ).toHaveCount(6);
  await expect(coverage).toContainText('Bodily injury liability');
  await expect(coverage).toContainText('Gap insurance');
  await expect(
    page.getByRole('region', { name: 'Ways to save' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(6);
  await expect(
    page.getByRole('heading', { name: 'Auto insurance requirements by state' }),
  ).toBeVisible();

  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  await scrollUntilVisible(page, faq);
  await expect(faq.locator('summary')).toHaveCount(6);
  await faq.getByText('What is a no-fault state?').click();
  await expect(
    faq.getByText(/personal injury protection \(PIP\) pays your medical bills/),
  ).toBeVisible();

  const closing = page.getByRole('region', { name: 'Ready to compare auto insurance quotes?' });
  await expect(closing.getByRole('button', { name: 'Speak to our AI' })).toBeVisible();
  await expect(closing.getByRole('link', { name: 'Get Free Quotes' })).toHaveAttribute(
    'href',
    '/quote/auto',
  );
  await expectNoSeriousA11yViolations(page);
});

test('the auto page publishes breadcrumbs, the auto product and its FAQs as JSON-LD, all removed on leaving', async ({
  page,
}) => {
  await page.goto('/insurance/auto');
  await expect(page.locator('script#schema-breadcrumbs')).toHaveCount(1);
  const origin = new URL(page.url()).origin;
  let blocks = await readJsonLd(page);
  expect(blocks['schema-breadcrumbs']).toMatchObject({
    '@type': 'BreadcrumbList',
    itemListElement: [
      { position: 1, name: 'Home', item: `${origin}/` },
      { position: 2, name: 'Insurance', item: `${origin}/insurance` },
      { position: 3, name: 'Auto Insurance', item: `${origin}/insurance/auto` },
    ],
  });
  expect((blocks['schema-products'] as { '@graph': unknown[] })['@graph'][0]).toMatchObject({
    category: 'auto',
    offers: { lowPrice: 25, highPrice: 500, offerCount: 5, priceCurrency: 'USD' },
  });
  expect((blocks['schema-products'] as { '@graph': object[] })['@graph'][0]).not.toHaveProperty(
    'aggregateRating',
  );
  expect(blocks['schema-organization']).toMatchObject({ '@type': 'Organization' });

  await scrollUntilVisible(page, page.getByRole('region', { name: 'Frequently asked questions' }));
  await expect(page.locator('script#schema-faq')).toHaveCount(1);
  blocks = await readJsonLd(page);
  const faq = blocks['schema-faq'] as {
    mainEntity: { name: string; acceptedAnswer: { text: string } }[];
  };
  expect(faq.mainEntity).toHaveLength(6);
  expect(faq.mainEntity[0]?.name).toBe('How much does auto insurance cost?');
  expect(faq.mainEntity[0]?.acceptedAnswer.text).toContain('$2,639');

  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('script#schema-faq')).toHaveCount(0);
  await expect(page.locator('script#schema-breadcrumbs')).toHaveCount(0);
  await expect(page.locator('script#schema-localbusiness')).toHaveCount(1);
});

test('the home page shows its claim, benefits, property tiles, coverage explainer, tips, FAQs, coverage list, state panel and quote widget', async ({
  page,
}) => {
  await page.goto('/insurance/home');
  await expect(page).toHaveTitle(
    'Home Insurance Quotes - Protect Your Home & Save | Lion Insurance',
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Protect Your Home & Save' }),
  ).toBeVisible();
  await expect(page.getByText('Save up to 35%', { exact: true })).toBeVisible();
  for (const benefit of [
    'Save Up to 35%',
    'Trusted Providers',
    'Expert Assistance',
    'Simple Process',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: benefit })).toBeVisible();
  }
  for (const property of ['House', 'Condo', 'Apartment', 'Manufactured Home']) {
    await expect(page.getByRole('link', { name: property, exact: true })).toBeVisible();
  }
  const coverage = page.getByRole('region', { name: 'What home insurance covers' });
  await scrollUntilVisible(page, coverage);
  for (const part of [
    'Dwelling',
    'Other structures',
    'Personal property',
    'Personal liability',
    'Additional living expenses',
    'Medical payments',
  ]) {
    await expect(coverage.getByRole('heading', { level: 3, name: part })).toBeVisible();
  }
  const tips = page.getByRole('region', { name: 'Ways to save' });
  for (const tip of [
    'Bundle policies',
    'Increase security',
    'Raise your deductible',
    'Maintain good credit',
  ]) {
    await expect(tips.getByRole('heading', { name: tip })).toBeVisible();
  }
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  await scrollUntilVisible(page, faq);
  await expect(faq.locator('summary')).toHaveCount(6);
  await expect(faq).toContainText('Does home insurance cover floods?');
  await expect(faq).toContainText('replacement cost and actual cash value');
  await expect(
    page.getByRole('region', { name: 'Perils a standard policy covers' }).getByRole('listitem'),
  ).toHaveCount(10);
  await expect(
    page.getByRole('heading', { name: 'Home insurance guidelines by state' }),
  ).toBeVisible();
  const widget = page.getByRole('region', { name: 'Start your home insurance quote' });
  await scrollUntilVisible(page, widget.getByRole('button', { name: 'Start My Quote' }));
  await expect(page.getByRole('button', { name: 'Speak to our AI' })).toBeVisible();
  await expect(page.locator('script#schema-faq')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});

test('the quote widget carries the insurance type and state, or the ZIP, into the quote flow', async ({
  page,
}) => {
  await page.goto('/insurance/home');
  const widget = page.getByRole('region', { name: 'Start your home insurance quote' });
  const submit = widget.getByRole('button', { name: 'Start My Quote' });
  await scrollUntilVisible(page, submit);

  await submit.click();
  await expect(widget.getByRole('alert')).toHaveText('Choose your state or enter your ZIP code.');
  await widget.getByLabel('ZIP code').fill('123');
  await submit.click();
  await expect(widget.getByRole('alert')).toHaveText('Enter a 5-digit ZIP code.');
  await widget.getByLabel('ZIP code').fill('');

  await widget.getByRole('radio', { name: 'Auto' }).check();
  await widget.getByLabel('State').selectOption({ label: 'Texas' });
  await submit.click();
  await expect(page).toHaveURL(/\/quote\/auto\?state=TX$/);
});

test('the quote widget can start from a ZIP code alone', async ({ page }) => {
  await page.goto('/insurance/home');
  const widget = page.getByRole('region', { name: 'Start your home insurance quote' });
  const submit = widget.getByRole('button', { name: 'Start My Quote' });
  await scrollUntilVisible(page, submit);
  await widget.getByLabel('ZIP code').fill('73301');
  await submit.click();
  await expect(page).toHaveURL(/\/quote\/home\?zip=73301$/);
  await expect(page.getByLabel('ZIP code')).toHaveValue('73301');
});

test('the life page shows four types, the 10-12x income rule, two FAQs and a lazy, sized image', async ({
  page,
}) => {
  await page.goto('/insurance/life');
  await expect(page).toHaveTitle('Life Insurance Quotes - Protect Your Family | Lion Insurance');
  await expect(page.getByRole('heading', { level: 1, name: /life insurance/i })).toBeVisible();
  for (const type of ['Term life', 'Whole life', 'Universal life', 'Variable life']) {
    await expect(page.getByRole('heading', { level: 3, name: type })).toBeVisible();
  }
  await expect(page.getByText(/10-12 times your annual income/).first()).toBeVisible();
  const image = page.getByRole('img', { name: /family of three/ });
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('width', '480');
  await expect(image).toHaveAttribute('height', '320');
  await expect(
    page.getByRole('region', { name: 'Frequently asked questions' }).locator('summary'),
  ).toHaveCount(2);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/images\/life-family\.svg$/,
  );
  expect((await readJsonLd(page))['schema-faq']).toMatchObject({ '@type': 'FAQPage' });
  await expectNoSeriousA11yViolations(page);
});

test('the renters page shows four coverages, two FAQs and the $15/month claim', async ({
  page,
}) => {
  await page.goto('/insurance/renters');
  await expect(page).toHaveTitle(
    'Renters Insurance Quotes - Starting as Low as $15/month | Lion Insurance',
  );
  await expect(page.getByText('Starting as low as $15/month', { exact: true })).toBeVisible();
  const coverage = page.getByRole('region', { name: 'What renters insurance covers' });
  for (const item of [
    'Personal property',
    'Liability',
    'Additional living expenses',
    'Medical payments',
  ]) {
    await expect(coverage.getByRole('heading', { level: 3, name: item })).toBeVisible();
  }
  await expect(
    page.getByRole('region', { name: 'Frequently asked questions' }).locator('summary'),
  ).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Get Free Quotes' }).first()).toHaveAttribute(
    'href',
    '/quote/renters',
  );
  await expectNoSeriousA11yViolations(page);
});

test('with a main site configured, calls to action leave for it', async ({ page }) => {
  await page.route('**/insurance/renters', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</head>',
      '<meta name="lion:main-site-url" content="https://main.example/start" /></head>',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto('/insurance/renters');
  await expect(page.getByRole('link', { name: 'Get Free Quotes' }).first()).toHaveAttribute(
    'href',
    'https://main.example/start',
  );
});
