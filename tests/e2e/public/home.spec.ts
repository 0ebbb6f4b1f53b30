import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

test('/home shows the headline, hero buttons, three cards, footer and top-bar links', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get insurance quotes from trusted agents' }),
  ).toBeVisible();
  // Get Your Free Quote leads to the cards; each card's Get Quote starts its line (decision 0047).
  await expect(page.getByRole('link', { name: 'Get Your Free Quote' })).toHaveAttribute(
    'href',
    '#home-cards',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Agent Portal' })).toHaveAttribute(
    'href',
    '/agent/auth',
  );
  for (const card of ['Auto', 'Home', 'Life']) {
    await expect(page.getByRole('heading', { level: 3, name: card, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `Get Quote for ${card}` })).toHaveAttribute(
      'href',
      `/quote/${card.toLowerCase()}`,
    );
  }
  await expect(page.getByRole('contentinfo')).toContainText(
    `© ${new Date().getFullYear()} Lion Insurance. All rights reserved.`,
  );
  const topBar = page.getByRole('navigation', { name: 'Insurance pages' });
  await expect(topBar.getByRole('link', { name: 'Auto Insurance' })).toHaveAttribute(
    'href',
    '/insurance/auto',
  );
  await expect(topBar.getByRole('link', { name: 'Home Insurance' })).toHaveAttribute(
    'href',
    '/insurance/home',
  );
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the top-bar insurance links are for medium and wider screens only', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Insurance pages' })).toBeHidden();
  });
});
