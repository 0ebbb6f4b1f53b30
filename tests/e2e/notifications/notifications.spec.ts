import type { Page } from '@playwright/test';
import { demoAgentContext } from '../leads/helpers';
import { registerFreshConsumer, saveQuoteOverApi, shareQuoteOverApi } from '../profile/helpers';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { decodeQuotedPrintable, readMailsTo } from '../support/mail';
import { laptop, phone, screenshotBothSizes, screenshotPath } from '../support/screenshots';

// A consumer, the demo agent's offer, mail files and axe on a busy machine.
test.describe.configure({ timeout: 120_000 });

const screenshot = (page: Page, name: string) =>
  screenshotBothSizes(page, 'notifications', name, {
    fullPage: 'phone',
    after: { width: 1280, height: 900 },
  });

/** A fresh consumer with an offer from the demo agent: the offer mail and the bell have one. */
async function consumerWithOffer(
  page: Page,
  baseURL: string,
  browser: Parameters<typeof demoAgentContext>[0],
) {
  const consumer = await registerFreshConsumer(page, 'Noemi');
  const quote = await saveQuoteOverApi(page);
  const agent = await demoAgentContext(browser, baseURL);
  const leadId = await shareQuoteOverApi(page, quote.id, [agent.id]);
  const offer = await agent.request.post(`/api/agent/leads/${leadId}/offers`, {
    headers: { Origin: new URL(baseURL).origin, 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      premium: 98.5,
      period: 'monthly',
      coverages: [{ kind: 'bodily_injury', limit: '100/300' }],
      deductible: 500,
      termMonths: 6,
      description: 'Full coverage.',
    },
  });
  expect(offer.status(), 'offer').toBe(201);
  await agent.context.close();
  return { consumer, quote };
}

/** The unsubscribe link of the newest offer mail to `address`. */
async function unsubscribeLink(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        for (const message of readMailsTo(address).reverse()) {
          const text = decodeQuotedPrintable(message);
          if (!text.includes('You have a new offer')) continue;
          link = /Turn off these e-mails: (https?:\/\/\S+\/unsubscribe\?token=\S+)/.exec(text)?.[1];
          if (link) return link;
        }
        return undefined;
      },
      { message: `an offer mail to ${address}`, timeout: 30_000 },
    )
    .toBeTruthy();
  return link as string;
}

test('The bell lists the offer, opens its place and marks it read', async ({
  page,
  browser,
  baseURL,
}) => {
  const { quote } = await consumerWithOffer(page, baseURL ?? '', browser);
  await page.goto('/profile');
  const bell = page.getByTestId('notification-bell');
  // A lazy chunk with its own request: a loaded machine needs more than the default 10 s.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 30_000 });
  await bell.click();
  const item = page.getByRole('menuitem', { name: /New offer/ });
  await expect(item).toBeVisible();
  // Who sent it and for how much, not only its kind.
  await expect(item).toContainText(/sent you an offer for \S+ insurance: \$98\.50/);
  // The header is drawn for a phone or a laptop (a resize mounts the other one, closing the menu):
  // the menu is opened again at each size for its picture.
  for (const size of [phone, laptop]) {
    await page.setViewportSize(size);
    if (!(await item.isVisible())) await page.getByTestId('notification-bell').click();
    await expect(item).toBeVisible();
    await page.screenshot({ path: screenshotPath('notifications', `bell-en-${size.width}`) });
  }
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/profile/quotes/${quote.id}$`));
  // Read once its place was opened.
  await page.goto('/profile');
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');
  await page.getByTestId('notification-bell').click();
  await expect(page.getByRole('menuitem', { name: /New offer/ })).not.toContainText('Unread');
});

test('Preferences: a kind turned off stays off, in English and in Spanish', async ({ page }) => {
  await registerFreshConsumer(page, 'Paz');
  await page.goto('/profile');
  // (The toasts' region is named 'Notifications' too: the section is found by its heading.)
  const section = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Notifications' }),
  });
  const offersByMail = section.getByRole('checkbox', { name: 'E-mail me about new offers' });
  await expect(offersByMail).toBeChecked();
  await expect(
    section.getByRole('checkbox', { name: 'E-mail me about renewal reminders' }),
  ).not.toBeChecked();
  // The box follows the saved preference a tick after the click (the query cache re-renders it):
  // click, then wait for the state, as a person sees it.
  await offersByMail.click();
  await expect(offersByMail).not.toBeChecked();
  await expect(section.getByRole('status')).toHaveText('Saved');
  await section.getByLabel('From').selectOption('22');
  await expect(section.getByLabel('Until')).toBeEnabled();
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'preferences-en');
  await expectNoSeriousA11yViolations(page);

  await page.evaluate(() => localStorage.setItem('i18nextLng', 'es'));
  await page.reload();
  const seccion = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Avisos' }),
  });
  await expect(
    seccion.getByRole('checkbox', { name: 'Enviarme correos sobre ofertas nuevas' }),
  ).not.toBeChecked();
  await expect(
    seccion.getByRole('checkbox', { name: 'Enviarme correos sobre mensajes nuevos' }),
  ).toBeChecked();
  const ofertas = seccion.getByRole('checkbox', { name: 'Enviarme correos sobre ofertas nuevas' });
  await ofertas.click();
  await expect(ofertas).toBeChecked();
  await expect(seccion.getByRole('status')).toHaveText('Guardado');
  await seccion.scrollIntoViewIfNeeded();
  await screenshot(page, 'preferences-es');
});

test('The unsubscribe link turns the kind off without signing in, says what, and undoes', async ({
  page,
  browser,
  baseURL,
}) => {
  const { consumer } = await consumerWithOffer(page, baseURL ?? '', browser);
  const link = await unsubscribeLink(consumer.email);
  const stranger = await browser.newContext({ baseURL });
  const mailPage = await stranger.newPage();
  await mailPage.goto(link);
  await expect(mailPage.getByRole('heading', { level: 1 })).toHaveText('E-mail preferences');
  await expect(mailPage.getByRole('status')).toHaveText(
    'Done: we no longer e-mail you about new offers.',
  );
  await screenshot(mailPage, 'unsubscribe-en');
  await expectNoSeriousA11yViolations(mailPage);
  const preferences = () =>
    page.request
      .get('/api/notifications/preferences')
      .then((response) => response.json() as Promise<{ kinds: { offer_new: { email: boolean } } }>);
  expect((await preferences()).kinds.offer_new.email).toBe(false);
  await mailPage.getByRole('button', { name: 'Undo: keep e-mailing me' }).click();
  await expect(mailPage.getByRole('status')).toHaveText('E-mails about new offers are back on.');
  expect((await preferences()).kinds.offer_new.email).toBe(true);

  // In Spanish (the page's language), the same link says it in Spanish.
  await mailPage.evaluate(() => localStorage.setItem('i18nextLng', 'es'));
  await mailPage.goto(link);
  await expect(mailPage.getByRole('status')).toHaveText(
    'Listo: ya no le enviaremos correos sobre ofertas nuevas.',
  );
  await screenshot(mailPage, 'unsubscribe-es');
  await mailPage.getByRole('button', { name: 'Deshacer: seguir enviándome correos' }).click();
  await expect(mailPage.getByRole('status')).toHaveText(
    'Los correos sobre ofertas nuevas vuelven a estar activados.',
  );
  await stranger.close();
});
