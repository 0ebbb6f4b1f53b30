import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { browserDateIn, dollarsPerMonth, registerFreshConsumer, saveQuoteOverApi } from './helpers';

// Several axe runs over the long profile page: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('A saved quote request is listed with its best price and date, opens, re-runs and is deleted', async ({
  page,
}) => {
  await registerFreshConsumer(page, 'Avery');
  await page.goto('/profile');
  const list = page.getByRole('region', { name: 'Saved quote requests' });
  await expect(list.getByText('No saved quote requests yet.')).toBeVisible();
  // 'Get a new quote' opens a line's flow; a request saved meanwhile is listed on the way back.
  await page
    .getByRole('region', { name: 'Get a new quote' })
    .getByRole('link', { name: 'Auto insurance' })
    .click();
  await expect(page).toHaveURL(/\/quote\/auto$/);
  await expect(list).toHaveCount(0);
  const saved = await saveQuoteOverApi(page);
  await page.goBack();
  const item = list.getByRole('listitem').filter({ hasText: 'Auto insurance' });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('TX 78701');
  await expect(item).toContainText(`Best price ${dollarsPerMonth(saved.bestMonthly)}`);
  const savedOn = await page.evaluate(
    (iso) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso)),
    saved.createdAt,
  );
  await expect(item).toContainText(`Saved ${savedOn}`);
  await expectNoSeriousA11yViolations(page);

  // Re-run with changed answers: the flow starts from this request.
  await expect(item.getByRole('link', { name: /^Change answers/ })).toHaveAttribute(
    'href',
    `/quote/auto?from=${saved.id}`,
  );
  await item.getByRole('link', { name: /^Open/ }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/quotes/${saved.id}$`));

  await page.goto('/profile');
  await item.getByRole('button', { name: /^Delete/ }).click();
  const confirm = item.getByRole('group', { name: 'Delete this auto insurance request?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(item.getByRole('button', { name: /^Delete/ })).toBeFocused();
  await item.getByRole('button', { name: /^Delete/ }).click();
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(list.getByText('No saved quote requests yet.')).toBeVisible();
  const after = await page.request.get('/api/quotes');
  expect((await after.json()).quotes).toEqual([]);
});

test('A renewal 20 days ahead brings the reminder and a one-click re-check', async ({ page }) => {
  await registerFreshConsumer(page, 'Quinn');
  const saved = await saveQuoteOverApi(page);
  await page.goto('/profile');
  const details = page.getByRole('region', { name: 'Your details' });
  await details.getByLabel('Renewal date').fill(await browserDateIn(page, 46));
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('status')).toHaveText('Your details are saved.');
  await expect(page.getByRole('heading', { name: /Your policy renews/ })).toHaveCount(0);

  await details.getByLabel('Renewal date').fill(await browserDateIn(page, 20));
  await details.getByRole('button', { name: 'Save details' }).click();
  const banner = page.getByRole('region', { name: 'Your policy renews in 20 days' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(
    `Your saved auto insurance request was ${dollarsPerMonth(saved.bestMonthly)} at best`,
  );
  await expectNoSeriousA11yViolations(page);

  const repriced = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/quotes/${saved.id}`) && response.request().method() === 'PUT',
  );
  await banner.getByRole('button', { name: 'Re-check my auto insurance prices' }).click();
  const answer = await repriced;
  expect(answer.status()).toBe(200);
  const fresh = (await answer.json()) as { bestMonthly: number; result: { computedAt: string } };
  await expect(banner.getByRole('status')).toHaveText(
    `New best price: ${dollarsPerMonth(fresh.bestMonthly)} (was ${dollarsPerMonth(saved.bestMonthly)}).`,
  );
  const stored = await page.request.get(`/api/quotes/${saved.id}`);
  expect((await stored.json()).result.computedAt).toBe(fresh.result.computedAt);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the reminder, the re-check and a refused phone read in Spanish', async ({ page }) => {
    await registerFreshConsumer(page, 'Lucia');
    const saved = await saveQuoteOverApi(page);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
    const list = page.getByRole('region', { name: 'Solicitudes de cotización guardadas' });
    await expect(list.getByRole('listitem')).toContainText(
      `Mejor precio $${saved.bestMonthly.toLocaleString('en-US')}/mes`,
    );

    const details = page.getByRole('region', { name: 'Sus datos' });
    const phone = details.getByRole('textbox', { name: 'Teléfono (opcional)' });
    await phone.fill('abc');
    await details.getByLabel('Fecha de renovación').fill(await browserDateIn(page, 20));
    await details.getByRole('button', { name: 'Guardar datos' }).click();
    await expect(phone).toHaveAccessibleDescription(/El teléfono debe ser un número de teléfono/);
    await phone.fill('512 555 0142');
    await details.getByRole('button', { name: 'Guardar datos' }).click();
    await expect(details.getByRole('status')).toHaveText('Sus datos están guardados.');

    const banner = page.getByRole('region', { name: 'Su póliza se renueva en 20 días' });
    await banner
      .getByRole('button', { name: 'Volver a consultar mis precios de seguro de auto' })
      .click();
    await expect(banner.getByRole('status')).toContainText('Nuevo mejor precio: $');
    await expectNoSeriousA11yViolations(page);
  });
});
