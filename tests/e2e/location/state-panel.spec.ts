import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

const autoPage = '/insurance/auto';
const austin = { latitude: 30.2672, longitude: -97.7431 };
const denver = { latitude: 39.7392, longitude: -104.9903 };

const panelHeading = (page: Page, state: string) =>
  page.getByRole('heading', { name: `Auto insurance requirements in ${state}` });

/** The panel loads when it comes near the screen, as a reader scrolls down to it. */
async function openAutoPage(page: Page, query = '') {
  await page.goto(`${autoPage}${query}`);
  const panel = page.locator('[data-panel="auto"]');
  await panel.scrollIntoViewIfNeeded();
  return panel;
}

test.describe('without location permission', () => {
  test('A visitor who refuses location sees New York, and the refusal is remembered', async ({
    page,
  }) => {
    await openAutoPage(page);
    await expect(panelHeading(page, 'New York')).toBeVisible();
    expect(
      await page.evaluate(() => window.localStorage.getItem('lion_geolocation_permission_denied')),
    ).toBe('true');
  });

  test('Choosing Texas in the state picker shows Texas, and a reload keeps it', async ({
    page,
  }) => {
    const panel = await openAutoPage(page);
    await panel.getByRole('button', { name: 'New York' }).click();
    const picker = page.getByRole('group', { name: 'Select Your State' });
    await expect(picker).toBeVisible();
    await expect(picker.getByRole('button', { name: 'New York' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await picker.getByRole('button', { name: 'Texas' }).click();
    await expect(picker).toBeHidden();
    await expect(panelHeading(page, 'Texas')).toBeVisible();
    await expect(panel.getByText('$30,000 per person / $60,000 per accident')).toBeVisible();

    await page.reload();
    await page.locator('[data-panel="auto"]').scrollIntoViewIfNeeded();
    await expect(panelHeading(page, 'Texas')).toBeVisible();
  });

  test('The state picker broadcasts the chosen state and works from the keyboard', async ({
    page,
  }) => {
    const panel = await openAutoPage(page);
    await page.evaluate(() => {
      window.addEventListener('state-selected', (event) => {
        (window as unknown as { picked: unknown }).picked = (event as CustomEvent).detail;
      });
    });
    const trigger = panel.getByRole('button', { name: 'New York' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('group', { name: 'Select Your State' });
    await expect(picker.getByRole('button', { name: 'New York' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(picker.getByRole('button', { name: 'North Carolina' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    await expect(picker.getByRole('button', { name: 'Wyoming' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panelHeading(page, 'Wyoming')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { picked: unknown }).picked)).toEqual({
      code: 'WY',
      name: 'Wyoming',
    });
  });

  test('Granting location permission later moves the panel to where the visitor is', async ({
    page,
    context,
  }) => {
    await openAutoPage(page);
    await expect(panelHeading(page, 'New York')).toBeVisible();
    await context.setGeolocation(austin);
    await context.grantPermissions(['geolocation']);
    await expect(panelHeading(page, 'Texas')).toBeVisible();
    expect(
      await page.evaluate(() => window.localStorage.getItem('lion_geolocation_permission_denied')),
    ).toBe('false');
  });

  test('A state in the address (?state=CA) shows California', async ({ page }) => {
    const panel = await openAutoPage(page, '?state=CA');
    await expect(panelHeading(page, 'California')).toBeVisible();
    await expect(panel.getByText('$30,000 per person / $60,000 per accident')).toBeVisible();
    await expect(panel.getByText('$15,000', { exact: true })).toBeVisible();
  });

  test('The state panel has no serious accessibility problems, with the picker open too', async ({
    page,
  }) => {
    const panel = await openAutoPage(page, '?state=FL');
    await expect(panelHeading(page, 'Florida')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await panel.getByRole('button', { name: 'Florida' }).click();
    await expect(page.getByRole('group', { name: 'Select Your State' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('The panel speaks Spanish to a Spanish reader', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'es'));
    const panel = await openAutoPage(page, '?state=NY');
    await expect(
      panel.getByRole('heading', { name: 'Requisitos de seguro de auto en Nueva York' }),
    ).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Cobertura obligatoria' })).toBeVisible();
  });
});

test.describe('with location permission at Texas coordinates', () => {
  test.use({ permissions: ['geolocation'], geolocation: austin });

  test('The browser position is turned into Texas', async ({ page }) => {
    await openAutoPage(page);
    await expect(panelHeading(page, 'Texas')).toBeVisible();
    const cached = await page.evaluate(() => window.localStorage.getItem('lion_geolocation'));
    expect(JSON.parse(cached ?? '{}')).toMatchObject({
      state: 'TX',
      city: 'Austin',
      source: 'browser_geocoding',
    });
  });

  test('A loading placeholder appears when detection takes more than 100 ms', async ({ page }) => {
    await page.clock.install();
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/reverse-geocode**', async (route) => {
      await released;
      await route.continue();
    });
    await openAutoPage(page);
    const placeholder = page.getByRole('status').filter({ hasText: 'Detecting your location' });
    await expect(placeholder).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(placeholder.first()).toBeVisible();
    release();
    await expect(panelHeading(page, 'Texas')).toBeVisible();
    await expect(placeholder).toHaveCount(0);
  });
});

test.describe('with location permission at Colorado coordinates', () => {
  test.use({ permissions: ['geolocation'], geolocation: denver });

  test('Auto-detect replaces a chosen state with the detected one', async ({ page }) => {
    const panel = await openAutoPage(page);
    await expect(panelHeading(page, 'Colorado')).toBeVisible();
    await panel.getByRole('button', { name: 'Colorado' }).click();
    await page
      .getByRole('group', { name: 'Select Your State' })
      .getByRole('button', { name: 'Texas' })
      .click();
    await page.reload();
    await page.locator('[data-panel="auto"]').scrollIntoViewIfNeeded();
    await expect(panelHeading(page, 'Texas')).toBeVisible();

    await page.getByRole('button', { name: 'Auto-detect my location' }).click();
    await expect(panelHeading(page, 'Colorado')).toBeVisible();
    const saved = await page.evaluate(() =>
      window.localStorage.getItem('lion_user_selected_state'),
    );
    // The auto page keeps the state broadcast by Auto-detect as the visitor's choice (spec section 4).
    expect(JSON.parse(saved ?? '{}')).toMatchObject({ state: 'CO' });
    expect(
      await page.evaluate(() => window.localStorage.getItem('lion_geolocation_browser_success')),
    ).toBe('true');
  });
});

test.describe('the home page', () => {
  test('The home guidelines panel shows Florida flood and hurricane guidance, accessibly', async ({
    page,
  }) => {
    await page.goto('/insurance/home?state=FL');
    const panel = page.locator('[data-panel="home"]');
    await panel.scrollIntoViewIfNeeded();
    await expect(
      panel.getByRole('heading', { name: 'Home insurance guidelines in Florida' }),
    ).toBeVisible();
    await expect(panel.getByText(/Main risks here: hurricanes and sinkholes/)).toBeVisible();
    await expect(panel.getByText(/Strongly recommended: much of the state/)).toBeVisible();
    await expect(panel.getByText('$3,585')).toBeVisible();
    await expect(panel.getByText(/Florida insurance department/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
