import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

for (const path of ['/agent-landing', '/for-agents']) {
  test(`the agent landing page at ${path} shows the hero, claims, benefits and footer`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page).toHaveTitle('Insurance Agents - Grow Your Business | Lion Insurance');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Grow your insurance business with qualified leads',
      }),
    ).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/agent/auth',
    );
    await expect(header.getByRole('link', { name: 'Consumer' })).toHaveAttribute('href', '/');
    await expect(
      page.getByRole('link', { name: 'Start Getting Leads Today' }).first(),
    ).toHaveAttribute('href', '/agent/auth?tab=register');

    const claims = page.getByRole('list', { name: 'What every lead comes with' });
    for (const claim of ['Agents at most per request', 'asked for quotes and consented']) {
      await expect(claims).toContainText(claim);
    }
    for (const unbacked of ['40%', '500+', '4.9/5']) {
      await expect(page.locator('body')).not.toContainText(unbacked);
    }
    for (const benefit of [
      'Qualified Leads Only',
      'Save Time',
      'Increase Revenue',
      'Grow Your Book',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: benefit })).toBeVisible();
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Agent Sign Up' })).toHaveAttribute(
      'href',
      '/agent/auth?tab=register',
    );
    await expect(footer.getByRole('link', { name: 'support@lioninsurance.example' })).toBeVisible();
    await expect(footer).toContainText('Mon-Fri 9:00 AM-6:00 PM EST');
    await expect(footer).toContainText('Sat 10:00 AM-4:00 PM EST');
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/agent-landing`,
    );
    await expectNoSeriousA11yViolations(page);
  });
}

test('Learn More expands the four steps, scrolls them into view after 100 ms, collapses, and stops glowing after the first click', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  await page.goto('/agent-landing');
  await page.clock.pauseAt(new Date('2026-03-02T10:00:00Z'));
  const learnMore = page.getByRole('button', { name: 'Learn More' });
  const steps = page.getByRole('heading', { level: 2, name: 'How it works for agents' });
  await expect(learnMore).toHaveAttribute('data-glowing', 'true');
  await expect(steps).toBeHidden();

  await learnMore.click();
  await expect(learnMore).toHaveAttribute('aria-expanded', 'true');
  await expect(learnMore).toHaveAttribute('data-glowing', 'false');
  await expect(steps).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'How it works for agents' }).getByRole('listitem'),
  ).toHaveCount(4);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.clock.runFor(99);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.clock.runFor(1);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(steps).toBeInViewport();

  await learnMore.click();
  await expect(learnMore).toHaveAttribute('aria-expanded', 'false');
  await expect(steps).toBeHidden();
  await expect(learnMore).toHaveAttribute('data-glowing', 'false');
});
