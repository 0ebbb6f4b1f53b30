import type { Page } from '@playwright/test';
import { demoAgentContext } from '../leads/helpers';
import { appHeaders, registerFreshConsumer, saveQuoteOverApi } from '../profile/helpers';
import { expect, test } from '../support/fixtures';
import { screenshotPath } from '../support/screenshots';
import { registerAgentOverApi } from './helpers';

/**
 * Issue 31, 9 and 13: the leads waiting for an answer are on the portal's first screen, the
 * figures say what they count, and the status shows its true state from the first paint.
 */

const sizes = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const;

const words = {
  en: {
    waiting: 'Waiting for your answer',
    arrived: 'Arrived',
    answer: 'Answer',
    labels: [
      'Leads waiting for your answer',
      'Unread conversations',
      'Quotes sent today',
      'Calls answered today',
    ],
    notReady: /^Status: not receiving requests yet/,
    available: 'Available',
  },
  es: {
    waiting: 'Esperando su respuesta',
    arrived: 'Llegó',
    answer: 'Responder',
    labels: [
      'Clientes potenciales esperando su respuesta',
      'Conversaciones sin leer',
      'Cotizaciones enviadas hoy',
      'Llamadas atendidas hoy',
    ],
    notReady: /^Estado: aún no recibe solicitudes/,
    available: 'Disponible',
  },
} as const;

async function inLanguage(page: Page, language: 'en' | 'es'): Promise<void> {
  await page.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
}

/** The element lies wholly inside the viewport at the top of the page (no scrolling). */
async function inFirstScreen(page: Page, selector: ReturnType<Page['locator']>) {
  const box = await selector.boundingBox();
  const size = page.viewportSize();
  const scrollY = await page.evaluate(() => window.scrollY);
  return (
    box !== null &&
    size !== null &&
    scrollY === 0 &&
    box.y >= 0 &&
    box.y + box.height <= size.height
  );
}

test('The demo agent sees the lead waiting for an answer first, and figures named by what they count', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const agent = await demoAgentContext(browser, baseURL as string);
  try {
    const letters = Array.from({ length: 4 }, () =>
      String.fromCharCode(97 + Math.floor(Math.random() * 26)),
    ).join('');
    const consumer = await registerFreshConsumer(page, `Wren${letters}`);
    const quote = await saveQuoteOverApi(page);
    const consent = await page.request.post(`/api/quotes/${quote.id}/consents`, {
      headers: appHeaders(page),
      data: { agentIds: [agent.id] },
    });
    expect(consent.ok()).toBe(true);
    const name = `${consumer.firstName} ${consumer.lastName}`;

    for (const language of ['en', 'es'] as const) {
      const text = words[language];
      for (const [size, viewport] of sizes) {
        const agentPage = await agent.context.newPage();
        await agentPage.setViewportSize(viewport);
        await inLanguage(agentPage, language);
        await agentPage.goto('/agent');
        const waiting = agentPage.getByRole('region', { name: text.waiting });
        const item = waiting.getByRole('listitem').filter({ hasText: name });
        await expect(item).toContainText(text.arrived);
        const answer = item.getByRole('button', { name: new RegExp(`^${text.answer}`) });
        await expect.poll(() => inFirstScreen(agentPage, item)).toBe(true);
        await expect.poll(() => inFirstScreen(agentPage, answer)).toBe(true);
        for (const label of text.labels) {
          await expect(agentPage.getByRole('heading', { level: 3, name: label })).toBeVisible();
        }
        // The figure beside 'Leads waiting for your answer' counts what the list shows.
        const waitingCount = await waiting.getByRole('listitem').count();
        await expect(
          agentPage.getByRole('listitem').filter({ hasText: text.labels[0] }),
        ).toContainText(String(waitingCount));
        await agentPage.screenshot({
          path: screenshotPath('agents', `work-first-${language}-${size}`),
        });
        if (language === 'en' && size === 'phone') {
          await answer.click();
          await expect(agentPage.getByRole('tab', { name: 'Leads' })).toHaveAttribute(
            'aria-selected',
            'true',
          );
          await expect(agentPage.getByRole('button', { name: `Message ${name}` })).toBeVisible();
        }
        await agentPage.close();
      }
    }
  } finally {
    await agent.context.close();
  }
});

test('An agent not ready to receive never sees "Available" before the status arrives', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerAgentOverApi(page, 'Quill');
  for (const language of ['en', 'es'] as const) {
    const text = words[language];
    for (const [, viewport] of sizes) {
      const agentPage = await page.context().newPage();
      await agentPage.setViewportSize(viewport);
      await inLanguage(agentPage, language);
      // The saved status answers late: the page must not claim one meanwhile.
      let releaseStatus: () => void = () => {};
      const statusHeld = new Promise<void>((resolve) => {
        releaseStatus = resolve;
      });
      await agentPage.route('**/api/agent/status', async (route) => {
        if (route.request().method() === 'GET') await statusHeld;
        await route.continue();
      });
      const shown: string[] = [];
      await agentPage.exposeFunction('recordStatus', (seen: string) => shown.push(seen));
      // Every state the status line and the pressed button pass through, from the first paint on.
      await agentPage.addInitScript(() => {
        const record = () => {
          const line = [...document.querySelectorAll('p[role="status"]')].find((element) =>
            /^(Status|Estado)/.test(element.textContent ?? ''),
          );
          const pressed = [...document.querySelectorAll('button[aria-pressed="true"]')].map(
            (button) => button.textContent,
          );
          (window as unknown as { recordStatus: (seen: string) => void }).recordStatus(
            `${line?.textContent ?? ''}|${pressed.join(',')}`,
          );
        };
        new MutationObserver(record).observe(document, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
      });
      await agentPage.goto('/agent');
      await expect(agentPage.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(agentPage.getByRole('tab', { name: /Leads|Clientes/ })).toBeVisible();
      await agentPage.waitForTimeout(1_500);
      const beforeStatus = [...shown];
      releaseStatus();
      await expect(
        agentPage.getByRole('status').filter({ hasText: /^(Status|Estado):/ }),
      ).toHaveText(text.notReady);
      expect(beforeStatus.length).toBeGreaterThan(0);
      for (const seen of beforeStatus) expect(seen).not.toContain(text.available);
      await agentPage.close();
    }
  }
});
