import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { scrollUntilVisible } from './helpers';

test('Speak to our AI answers a state minimum-liability question from the state tables', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/insurance/auto');
  const speak = page.getByRole('button', { name: 'Speak to our AI' });
  await scrollUntilVisible(page, speak);
  expect(scripts.some((url) => url.includes('assistant-dialog'))).toBe(false);

  await speak.click();
  const dialog = page.getByRole('dialog', { name: 'Lion Insurance assistant' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Your question')).toBeFocused();
  await dialog.getByLabel('Your question').fill('What is the minimum liability in Texas?');
  await dialog.getByRole('button', { name: 'Ask' }).click();
  const log = dialog.getByRole('log');
  await expect(log).toContainText(
    'In Texas, the minimum auto liability coverage is $30,000/$60,000/$25,000 (30/60/25)',
  );
  await expect(log).toContainText('From our state tables');
  await expect(dialog.getByRole('link', { name: 'Message a licensed agent' })).toHaveAttribute(
    'href',
    '/consumer/auth?tab=register&topic=assistant',
  );
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Does home insurance cover floods?' }).click();
  await expect(log).toContainText('National Flood Insurance Program');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(speak).toBeVisible();
});

test('the assistant says so when the guides do not cover a question', async ({ page }) => {
  await page.goto('/insurance/life');
  await page.getByRole('button', { name: 'Speak to our AI' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lion Insurance assistant' });
  await dialog.getByLabel('Your question').fill('Who won the football game yesterday?');
  await dialog.getByRole('button', { name: 'Ask' }).click();
  await expect(dialog.getByRole('log')).toContainText('I could not find that in our guides');
});
