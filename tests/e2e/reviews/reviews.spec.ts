import type { Page } from '@playwright/test';
import { signInAsAdmin } from '../agents/helpers';
import { appHeaders, demoAgentContext } from '../leads/helpers';
import { registerFreshConsumer, saveQuoteOverApi, shareQuoteOverApi } from '../profile/helpers';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { screenshotPath } from '../support/screenshots';

/**
 * Issue 29, item 8: a consumer who accepted the demo agent's offer rates the agent; the agent
 * answers once, publicly; the operator hides the review with a reason. English on a laptop,
 * Spanish on a phone.
 */
const cases = [
  {
    language: 'en',
    viewport: { width: 1366, height: 900 },
    texts: {
      rate: 'Rate Dana R.',
      publish: 'Publish my review',
      ratingRequired: 'Choose from 1 to 5 stars',
      fourStars: '4 stars',
      comment: 'Comment (optional)',
      yourReview: 'Your review',
      fourOfFive: '4 out of 5',
      readReviews: /Read \d+ reviews? of Dana R\./,
      hideReviews: 'Hide the reviews',
      answerHeading: 'Reviews',
      publishAnswer: 'Publish the answer',
      answerFrom: 'Answer from Dana R.',
    },
  },
  {
    language: 'es',
    viewport: { width: 390, height: 844 },
    texts: {
      rate: 'Califique a Dana R.',
      publish: 'Publicar mi reseña',
      ratingRequired: 'Elija de 1 a 5 estrellas',
      fourStars: '4 estrellas',
      comment: 'Comentario (opcional)',
      yourReview: 'Su reseña',
      fourOfFive: '4 de 5',
      readReviews: /Leer \d+ reseñas? de Dana R\./,
      hideReviews: 'Ocultar las reseñas',
      answerHeading: 'Reseñas',
      publishAnswer: 'Publicar la respuesta',
      answerFrom: 'Respuesta de Dana R.',
    },
  },
] as const;

async function inLanguage(page: Page, language: string) {
  if (language === 'en') return;
  await page.evaluate((value) => window.localStorage.setItem('i18nextLng', value), language);
  await page.reload();
}

for (const { language, viewport, texts } of cases) {
  test(`A consumer rates the agent of an accepted offer, the agent answers, an operator hides it (${language}, ${viewport.width}px)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const consumer = await registerFreshConsumer(page, language === 'es' ? 'Lucia' : 'Harper');
    const quote = await saveQuoteOverApi(page);
    const agent = await demoAgentContext(browser, baseURL ?? '');
    const leadId = await shareQuoteOverApi(page, quote.id, [agent.id]);
    const sent = await agent.request.post(`/api/agent/leads/${leadId}/offers`, {
      headers: appHeaders(baseURL ?? ''),
      data: {
        premium: 88,
        period: 'monthly',
        coverages: [{ kind: 'bodily_injury', limit: '100/300' }],
        deductible: 500,
        termMonths: 6,
        description: '',
      },
    });
    expect(sent.status()).toBe(201);
    const offer = (await sent.json()) as { id: string };
    const accepted = await page.request.post(`/api/quotes/offers/${offer.id}/accept`, {
      headers: appHeaders(baseURL ?? ''),
    });
    expect(accepted.status()).toBe(200);

    // The consumer rates the agent under the accepted offer.
    await page.goto(`/profile/quotes/${quote.id}`);
    await inLanguage(page, language);
    const panel = page.getByRole('region', { name: texts.rate });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await panel.getByRole('button', { name: texts.publish }).click();
    await expect(panel.getByText(texts.ratingRequired)).toBeVisible();
    await panel.getByRole('radio', { name: texts.fourStars }).check();
    const comment = `Clear answers, no pressure (${language}).`;
    await panel.getByLabel(texts.comment).fill(comment);
    await expectNoSeriousA11yViolations(page);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: screenshotPath('reviews', `rate-${language}-${viewport.width}`),
    });
    await panel.getByRole('button', { name: texts.publish }).click();
    const mine = page.getByRole('region', { name: texts.yourReview });
    await expect(mine).toContainText(texts.fourOfFive);
    await expect(mine).toContainText(comment);

    // The agent card reads the reviews on demand.
    const readReviews = page.getByRole('button', { name: texts.readReviews }).first();
    await readReviews.click();
    await expect(page.getByRole('button', { name: texts.hideReviews })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByText(comment).nth(1)).toBeVisible();

    // The agent answers once, publicly.
    const agentPage = await agent.context.newPage();
    await agentPage.setViewportSize(viewport);
    await agentPage.goto('/agent');
    await inLanguage(agentPage, language);
    const reviews = agentPage.getByRole('region', { name: texts.answerHeading, exact: true });
    const item = reviews.getByRole('listitem').filter({ hasText: comment });
    await item.getByRole('button', { name: new RegExp(consumer.firstName) }).click();
    const answer = `Thank you, ${consumer.firstName}!`;
    await item.getByRole('textbox').fill(answer);
    await item.getByRole('button', { name: texts.publishAnswer }).click();
    await expect(item).toContainText(texts.answerFrom);
    await expect(item).toContainText(answer);
    await expect(item.getByRole('button', { name: texts.publishAnswer })).toHaveCount(0);
    await expectNoSeriousA11yViolations(agentPage);
    await item.scrollIntoViewIfNeeded();
    await agentPage.screenshot({
      path: screenshotPath('reviews', `agent-${language}-${viewport.width}`),
    });
    await agent.context.close();

    // The consumer sees the answer under their review.
    await page.reload();
    await expect(page.getByRole('region', { name: texts.yourReview })).toContainText(answer);

    // The operator hides it with a reason (English console, at this size).
    const adminPage = await browser.newPage({ viewport });
    await signInAsAdmin(adminPage);
    await adminPage.getByRole('button', { name: 'Reviews' }).click();
    const listed = adminPage.getByRole('listitem').filter({ hasText: comment });
    await listed.getByRole('button', { name: 'Hide' }).click();
    const dialog = adminPage.getByRole('dialog', { name: /^Hide this review of Dana/ });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Reason').fill('Test of the hiding rule.');
    await dialog.getByRole('button', { name: 'Hide the review' }).click();
    await expect(listed).toContainText('Hidden on');
    await expect(listed).toContainText('Test of the hiding rule.');
    await adminPage.screenshot({
      path: screenshotPath('reviews', `admin-${language}-${viewport.width}`),
    });
    await adminPage.close();
  });
}
