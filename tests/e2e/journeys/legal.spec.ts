import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { screenshotPath } from '../support/screenshots';

test('every public footer links the privacy policy and the terms, with real content and a way back', async ({
  page,
}) => {
  await page.goto('/');
  const legal = page.getByRole('navigation', { name: 'Legal' });
  await legal.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  for (const heading of [
    'What we collect',
    'Who sees it',
    'At most three agents, only with your consent',
    'Your choices',
    'How long we keep it',
    'Cookies and storage in your browser',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  // The cookies the server really sets are the ones named.
  await expect(page.getByText(/lion_session: keeps you signed in/)).toBeVisible();
  await expect(page.getByText(/lion_device: remembers/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('navigation', { name: 'Legal' })
    .getByRole('link', { name: 'Terms of use' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'What Lion Insurance is' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Terms of use/);
  await expectNoSeriousA11yViolations(page);

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/privacy</loc>');
  expect(sitemap).toContain('/terms</loc>');
});

test('the registration forms say that creating an account accepts the terms, with links', async ({
  page,
}) => {
  await page.goto('/consumer/auth?signup=true');
  const note = page.getByText('By creating an account you accept the');
  await expect(note).toBeVisible();
  await expect(note.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/terms');
  await expect(note.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
});

const sizes = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

for (const size of sizes) {
  test(`the privacy policy in Spanish, ${size.width}x${size.height}, fits the screen`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'es'));
    await page.goto('/privacy');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Política de privacidad' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Sus opciones' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.screenshot({ path: screenshotPath('journeys', `privacy-es-${size.width}`) });
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Términos de uso' })).toBeVisible();
    await page.getByRole('contentinfo').screenshot({
      path: screenshotPath('journeys', `footer-es-${size.width}`),
    });
  });
}
