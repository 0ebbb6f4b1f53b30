import type { APIRequestContext, Page } from '@playwright/test';
import { appHeaders, registerFreshConsumer, saveQuoteOverApi } from '../profile/helpers';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

/** The demo seed's agent: verified for every line in every state, State Farm. */
const demoAgent = {
  email: 'agent@statefarm.com',
  password: 'Demo!Agent2026',
  shownAs: 'Dana R.',
};

const offerInput = {
  premium: 98.5,
  period: 'monthly',
  coverages: [{ kind: 'bodily_injury', limit: '100/300' }],
  deductible: 500,
  termMonths: 6,
  description: 'Test offer',
};

/** Signs the demo agent in over the API: the page's context holds the agent's session. */
async function signInDemoAgent(page: Page): Promise<void> {
  await page.goto('/');
  const response = await page.request.post('/api/agent/login', {
    headers: appHeaders(page),
    data: { username: demoAgent.email, password: demoAgent.password, role: 'agent' },
  });
  expect(response.status()).toBe(200);
}

/** The demo agent's lead on the consumer's request, as the consumer's sharing lists it. */
async function demoAgentLeadId(request: APIRequestContext, quoteId: string): Promise<string> {
  const response = await request.get(`/api/quotes/${quoteId}/consents`);
  expect(response.status()).toBe(200);
  const sharing = (await response.json()) as {
    sharedWith: { leadId: string; agent: { firstName: string; lastInitial: string } }[];
  };
  const lead = sharing.sharedWith.find(
    (item) => `${item.agent.firstName} ${item.agent.lastInitial}.` === demoAgent.shownAs,
  );
  if (!lead) throw new Error('The demo agent did not receive the request');
  return lead.leadId;
}

/**
 * Resolves once this page's live channel has said 'ready' (connected and caught up). Listens from
 * the socket's creation, so the frame cannot slip past.
 */
function liveChannelReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/api/live')) return;
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"type":"ready"')) resolve();
      });
    });
  });
}

test('A consumer shares a request with licensed agents, accepts an offer that arrives live and withdraws access', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await registerFreshConsumer(page, 'Rowan');
  const quote = await saveQuoteOverApi(page);
  const ready = liveChannelReady(page);
  await page.goto(`/profile/quotes/${quote.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your saved auto insurance quotes' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Get offers from licensed agents' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get offers from licensed agents' });
  const shared = dialog.getByRole('region', { name: 'Exactly what we share' });
  await expect(shared.getByRole('listitem')).toHaveText([
    'Your name',
    'Your ZIP code and state',
    "This request's answers (drivers, vehicles or home, coverage)",
    'The estimates on this page',
  ]);
  await expect(shared).toContainText('We do not share your e-mail address or phone number');
  await expect(dialog).toContainText(
    'I agree that Lion Insurance shares your name, your ZIP code and state, this request',
  );
  const pick = dialog.getByRole('checkbox', { name: demoAgent.shownAs });
  await expect(pick).toBeVisible();
  await expect(dialog.getByText('Licensed in TX, ')).not.toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Match me with up to 3 agents' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Who has your request' })).toBeFocused();
  const sharedWith = page.getByRole('list', { name: 'Who has your request' });
  const demoAgentCard = sharedWith.getByRole('listitem', { name: demoAgent.shownAs });
  await expect(demoAgentCard).toContainText('State Farm');
  await expect(demoAgentCard).toContainText('Pending');
  await expect(demoAgentCard).toContainText('Answers by');
  await expect(page.getByRole('button', { name: 'Get offers from licensed agents' })).toHaveCount(
    0,
  );
  await ready;

  // The agent's portal for offers is another screen: the demo agent answers over the API.
  const agentContext = await browser.newContext();
  try {
    const agentPage = await agentContext.newPage();
    await signInDemoAgent(agentPage);
    const leadId = await demoAgentLeadId(page.request, quote.id);
    expect((await agentPage.request.get(`/api/agent/leads/${leadId}`)).status()).toBe(200);

    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    const sent = await agentPage.request.post(`/api/agent/leads/${leadId}/offers`, {
      headers: appHeaders(agentPage),
      data: offerInput,
    });
    expect(sent.status()).toBe(201);
    const sentOffer = (await sent.json()) as { id: string };

    const offer = page
      .getByRole('list', { name: 'Offers' })
      .getByRole('listitem', { name: demoAgent.shownAs });
    await expect(offer.getByText('Offer', { exact: true })).toBeVisible();
    await expect(page.evaluate(() => 'notReloaded' in window)).resolves.toBe(true);
    await expect(offer.getByText('$98.50/mo').first()).toBeVisible();
    await expect(offer).toContainText('Premium $98.50 a month');
    await expect(
      offer.getByRole('table', { name: 'This offer next to your estimates' }),
    ).toContainText('Bodily injury: 100/300');
    await expect(offer).toContainText('6 months');
    await expect(offer).toContainText('Test offer');
    await expect(offer).toContainText(/\d+ days left to answer/);
    await expect(demoAgentCard).toContainText('Accepted');

    // The gap between the offer's cover and the estimates' is said in words (issue 20).
    await expect(offer.getByTestId('offer-gap')).toHaveText(
      'Compared with your estimates: This offer leaves out Liability, Comprehensive, and Collision, which your estimates include, so its price is for less cover. Ask Dana R. what adding them would cost before you compare prices. This offer adds Bodily injury, which your estimates do not include.',
    );
    // Accept asks first and says what happens next; 'Not now' changes nothing.
    await offer.getByRole('button', { name: 'Accept' }).click();
    const confirm = page.getByRole('dialog', { name: "Accept Dana R.'s offer?" });
    await expect(confirm).toContainText('$98.50/mo from State Farm.');
    await expect(confirm).toContainText('This offer leaves out Liability');
    await expect(confirm).toContainText(
      'What happens next: Dana R. is told at once and contacts you in your messages',
    );
    await expect(confirm).toContainText('nothing is binding until you sign the policy');
    await expect(confirm).toContainText('If you change your mind, you can decline it on this page');
    // The safe choice has the focus first.
    await expect(confirm.getByRole('button', { name: 'Not now' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Not now' }).click();
    await expect(confirm).toBeHidden();
    await expect(offer.getByRole('button', { name: 'Accept' })).toBeFocused();
    await expect(offer).toContainText('Viewed');
    await offer.getByRole('button', { name: 'Accept' }).click();
    await confirm.getByRole('button', { name: 'Yes, accept the offer' }).click();
    await expect(confirm).toBeHidden();
    await expect(offer.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(offer).toContainText('Dana R. now finalises your policy with State Farm');
    await expect(offer).toContainText(
      'Your other offers on this request stay open until they expire',
    );
    await expect(offer.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    // The way back: decline what was accepted, asked first; the agent's list says so.
    await expect(offer).toContainText('Changed your mind? You can decline this offer until');
    await offer.getByRole('button', { name: 'Decline this offer' }).click();
    const takeBack = page.getByRole('dialog', { name: 'Decline the offer you accepted?' });
    await expect(takeBack).toContainText('Dana R. is told that you no longer want it');
    await takeBack.getByRole('button', { name: 'Yes, decline it' }).click();
    await expect(takeBack).toBeHidden();
    await expect(offer.getByText('Declined', { exact: true })).toBeVisible();
    await expect(offer.getByRole('heading', { name: 'What happens next' })).toHaveCount(0);
    const agentOffers = (await (await agentPage.request.get('/api/agent/offers')).json()) as {
      offers: { id: string; status: string }[];
    };
    expect(agentOffers.offers.find((item) => item.id === sentOffer.id)?.status).toBe('declined');

    await page.goto('/profile');
    const access = page.getByRole('region', { name: 'Who can see my information' });
    const entry = access.getByRole('listitem', { name: demoAgent.shownAs });
    await expect(entry).toContainText('Can see your information');
    await expect(entry.getByRole('listitem')).toContainText([
      'Sent you an offer',
      'Viewed your profile',
      'Received your request',
    ]);
    await expect(entry.getByRole('link', { name: 'Request for auto insurance' })).toHaveAttribute(
      'href',
      `/profile/quotes/${quote.id}`,
    );
    await expectNoSeriousA11yViolations(page);

    await entry.getByRole('button', { name: 'Withdraw access' }).click();
    await access.getByRole('button', { name: 'Yes, withdraw' }).click();
    await expect(access.getByRole('status')).toHaveText(
      'Dana R. can no longer see your information.',
    );
    await expect(entry.getByText('Access withdrawn', { exact: true }).first()).toBeVisible();
    await expect(entry.getByRole('button', { name: 'Withdraw access' })).toHaveCount(0);
    expect((await agentPage.request.get(`/api/agent/leads/${leadId}`)).status()).toBe(404);
  } finally {
    await agentContext.close();
  }
});

test('The consent dialog speaks Spanish', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'es'));
  await registerFreshConsumer(page, 'Lucia');
  const quote = await saveQuoteOverApi(page);
  await page.goto(`/profile/quotes/${quote.id}`);

  await page.getByRole('button', { name: 'Recibir ofertas de agentes con licencia' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recibir ofertas de agentes con licencia' });
  await expect(
    dialog.getByRole('region', { name: 'Exactamente lo que compartimos' }).getByRole('listitem'),
  ).toHaveText([
    'Su nombre',
    'Su código postal y estado',
    'Las respuestas de esta solicitud (conductores, vehículos o vivienda, cobertura)',
    'Las estimaciones de esta página',
  ]);
  await expect(dialog).toContainText('Acepto que Lion Insurance comparta su nombre');
  await expect(dialog.getByRole('group', { name: 'O escoja usted los agentes' })).toContainText(
    'Habla',
  );
  await expect(dialog.getByRole('button', { name: 'Asignarme hasta 3 agentes' })).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: 'Enviar a los agentes que escoja' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Enviar a los agentes que escoja' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Escoja al menos un agente');
  // Picking (without sending, so the demo agent gets no lead from this test) counts the choice.
  await dialog.getByRole('checkbox', { name: demoAgent.shownAs }).check();
  await expect(dialog.getByText('Elegidos: 1 de un máximo de 3.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Enviar al agente que escogí' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('button', { name: 'Recibir ofertas de agentes con licencia' }),
  ).toBeFocused();
});
