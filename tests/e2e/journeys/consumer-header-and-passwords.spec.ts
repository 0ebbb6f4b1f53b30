import type { Page } from '@playwright/test';
import { appHeaders, registerFreshConsumer, saveQuoteOverApi } from '../profile/helpers';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

/**
 * Issue 20, shoppers 7 and 8: one password rule per role, the same in the hint, the checklist,
 * the browser's error and the server's; one signed-in header on every screen a consumer visits.
 */

const consumerRule = 'At least 8 characters; not a common password.';
const agentRule =
  'At least 10 characters; an uppercase letter; a lowercase letter; a number; a special character, such as ! @ # $ %; not a common password; no sequence (abc, 123, qwe) and no character 3 times in a row.';
const refused = 'This password does not follow the rules.';

async function serverRefusal(page: Page, path: string, data: Record<string, string>) {
  const response = await page.request.post(path, { headers: appHeaders(page), data });
  expect(response.status()).toBe(400);
  return ((await response.json()) as { message: string }).message;
}

const person = (password: string, email: string) => ({
  firstName: 'Avery',
  lastName: 'Stone',
  email,
  password,
  confirmPassword: password,
});

test('A consumer reads one password rule: hint, checklist, the form and the server agree', async ({
  page,
}) => {
  await page.goto('/consumer/auth?tab=register');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(consumerRule)}`));
  await password.fill('short');
  const checklist = page.getByRole('list', { name: 'Password rules' });
  await expect(checklist.getByRole('listitem')).toHaveText([
    'At least 8 characters (not met yet)',
    'Not a common password (met)',
  ]);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(password).toHaveAccessibleDescription(
    new RegExp(escapeRegExp(`${refused} ${consumerRule}`)),
  );
  // The server words its refusal the same way.
  const message = await serverRefusal(page, '/api/auth/register', {
    ...person('password1', `avery.${Date.now()}@example.com`),
    company: 'geico',
  });
  expect(message).toBe(`${refused} ${consumerRule}`);
  await password.fill('Maple#Trail47Qv');
  await expect(checklist.getByRole('listitem')).toHaveText([
    'At least 8 characters (met)',
    'Not a common password (met)',
  ]);
  await expectNoSeriousA11yViolations(page);
});

test('An agent reads the agents’ rule the same way, and the Spanish consumer reads hers in Spanish', async ({
  page,
}) => {
  await page.goto('/agent/auth?tab=register');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(agentRule)}`));
  await password.fill('Lion!Qu7');
  const items = page.getByRole('list', { name: 'Password rules' }).getByRole('listitem');
  await expect(items).toHaveCount(7);
  await expect(items.first()).toHaveText('At least 10 characters (not met yet)');
  await expect(items.nth(4)).toHaveText('A special character, such as ! @ # $ % (met)');
  const message = await serverRefusal(page, '/api/auth/register-agent', {
    ...person('Lion!Qu7', `avery.${Date.now()}@statefarm.com`),
  });
  expect(message).toBe(`${refused} ${agentRule}`);

  await page.evaluate(() => window.localStorage.setItem('i18nextLng', 'es'));
  await page.goto('/consumer/auth?tab=register');
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAccessibleDescription(
    /^Al menos 8 caracteres; que no sea una contraseña común\./,
  );
});

test('A signed-in consumer has the same header on the saved request, the home page and a marketing page', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  // A visitor sees the public links.
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await registerFreshConsumer(page, 'Harper');
  const quote = await saveQuoteOverApi(page);
  for (const path of [`/profile/quotes/${quote.id}`, '/', '/insurance/auto', '/quote/home']) {
    await page.goto(path);
    await expect(header.getByRole('link', { name: 'Messages' }), path).toBeVisible();
    await expect(header.getByRole('link', { name: 'My profile' }), path).toBeVisible();
    await expect(header.getByRole('button', { name: 'Logout' }), path).toBeVisible();
    await expect(header.getByRole('switch', { name: 'Voice calls' }), path).toBeVisible();
    await expect(header.getByRole('button', { name: 'Tutorial' }), path).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' }), path).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Agent Portal' }), path).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page);
  await header.getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('Logging out while the profile is still loading lets its reads go first: none is refused', async ({
  page,
}) => {
  await registerFreshConsumer(page, 'Rowan');
  await page.goto('/profile');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'My profile' })).toBeVisible();
  await page.goto('/');
  await expect(header.getByRole('link', { name: 'My profile' })).toBeVisible();
  // The profile's reads are held back until the logout has been answered, as on a slow
  // connection: they are still in flight when the person logs out. Before the fix they then
  // reached the server with the ended session: three 401s.
  const statuses: Promise<string>[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/api/')) return;
    statuses.push(
      request.response().then((response) => `${response?.status() ?? 'not sent'} ${request.url()}`),
    );
  });
  let releaseReads = () => {};
  const logoutAnswered = new Promise<void>((resolve) => {
    releaseReads = resolve;
  });
  await page.route(/\/api\/(profiles\/me|quotes)/, async (route) => {
    await logoutAnswered;
    // An aborted read can no longer be continued: it never reaches the server.
    await route.continue().catch(() => undefined);
  });
  const profileRead = page.waitForRequest(/\/api\/profiles\/me$/);
  await header.getByRole('link', { name: 'My profile' }).click();
  await profileRead;
  const logout = page.waitForResponse(/\/api\/auth\/logout$/);
  await header.getByRole('button', { name: 'Logout' }).click();
  expect((await logout).status()).toBe(200);
  releaseReads();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  // Every request of the page has its answer (or failed in the browser); none was refused.
  const answers = await Promise.all(statuses);
  expect(answers.filter((answer) => answer.startsWith('401'))).toEqual([]);
  expect(
    answers.some((answer) => answer.startsWith('200') && answer.endsWith('/api/auth/logout')),
  ).toBe(true);
});

for (const [language, texts] of [
  [
    'en',
    {
      items: ['Messages', 'Alerts', 'Profile', 'Menu'],
      menu: 'Menu',
      tutorial: 'Tutorial',
      calls: 'Voice calls',
      logout: 'Logout',
      login: 'Login',
    },
  ],
  [
    'es',
    {
      items: ['Mensajes', 'Avisos', 'Perfil', 'Menú'],
      menu: 'Menú',
      tutorial: 'Tutorial',
      calls: 'Llamadas de voz',
      logout: 'Cerrar sesión',
      login: 'Iniciar sesión',
    },
  ],
] as const) {
  test.describe(`the signed-in phone header in ${language}`, () => {
    test.use({
      viewport: { width: 390, height: 844 },
      locale: language === 'es' ? 'es-ES' : 'en-US',
    });

    test('shows four labelled items and a menu with the rest, and logs out from it', async ({
      page,
    }) => {
      await registerFreshConsumer(page, 'Noor');
      // The profile reads the session (a signed-in page); the header is the same on every page.
      await page.goto('/profile');
      const header = page.getByRole('banner');
      // Every item shows its name under its icon, on one row, inside the phone's width.
      for (const name of texts.items) {
        const item = header.getByText(name, { exact: true });
        await expect(item).toBeVisible();
        const box = await item.boundingBox();
        if (!box) throw new Error(`no box for ${name}`);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        expect(box.y + box.height).toBeLessThanOrEqual(80);
      }
      // The logo is shown at its size, not squeezed by the items.
      const logo = header.locator('img').first();
      expect((await logo.boundingBox())?.width).toBeGreaterThanOrEqual(36);
      // Tutorial, calls and logout are in the menu, not in the row.
      await expect(header.getByRole('button', { name: texts.logout })).toHaveCount(0);
      await expect(header.getByRole('switch')).toHaveCount(0);
      await header.getByRole('button', { name: texts.menu }).click();
      const menu = page.getByRole('dialog', { name: texts.menu });
      await expect(menu.getByRole('button', { name: texts.tutorial })).toBeVisible();
      await expect(menu.getByRole('switch', { name: texts.calls })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(header.getByRole('button', { name: texts.menu })).toBeFocused();
      await header.getByRole('button', { name: texts.menu }).click();
      await menu.getByRole('button', { name: texts.logout }).click();
      await expect(header.getByRole('link', { name: texts.login })).toBeVisible();
    });
  });
}
