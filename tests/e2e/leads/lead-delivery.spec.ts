import type { Page } from '@playwright/test';
import { registerFreshConsumer, saveQuoteOverApi } from '../profile/helpers';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import {
  appHeaders,
  approveLicences,
  collectConsoleErrors,
  createAgent,
  demoAdmin,
  demoAgentContext,
  expectNotReloaded,
  type LeadsAgent,
  liveChannelReady,
  markNotReloaded,
  openLeadsOf,
  setUnavailable,
} from './helpers';

/**
 * Issue 10's three-browser journey on the leads server (its own database, see playwright.config):
 * a consumer's TX auto request reaches exactly three of five eligible agents, live; an agent's
 * quote is accepted; another agent's access is withdrawn. The tests share the agents and the
 * request, so they run in order.
 */
test.describe.configure({ mode: 'serial' });

interface Journey {
  baseURL: string;
  eligible: LeadsAgent[];
  caOnly: LeadsAgent;
  unconfirmed: LeadsAgent;
  unavailable: LeadsAgent;
  consumer: { page: Page; name: string; quoteId: string; errors: string[] };
  /** The two receiving agents whose dashboards are open, in the order the matching ranks them. */
  watched: Array<{ agent: LeadsAgent; page: Page; errors: string[] }>;
  receivers: LeadsAgent[];
}

let journey: Journey;

function leadsTab(page: Page) {
  return page.getByRole('tabpanel', { name: 'Leads' });
}

function leadItem(page: Page, customerName: string) {
  return leadsTab(page)
    .getByRole('list', { name: 'Open leads' })
    .getByRole('listitem', { name: customerName });
}

function statCard(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
}

async function openDashboardOnLeadsTab(agent: LeadsAgent) {
  const page = await agent.context.newPage();
  const errors = collectConsoleErrors(page);
  const ready = liveChannelReady(page);
  await page.goto('/agent');
  await expect(page.getByRole('heading', { level: 1, name: 'Agent Dashboard' })).toBeVisible();
  await page.getByRole('tab', { name: 'Leads' }).click();
  await expect(leadsTab(page)).toContainText('No open leads right now.');
  await ready;
  await markNotReloaded(page);
  return { agent, page, errors };
}

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const baseURL = testInfo.project.use.baseURL as string;
  const demo = await demoAgentContext(browser, baseURL);
  const created: LeadsAgent[] = [];
  for (const [firstName, lastName] of [
    ['Quinn', 'Avila'],
    ['Reese', 'Barros'],
    ['Sage', 'Castillo'],
    ['Toby', 'Duran'],
  ] as const) {
    created.push(
      await createAgent(browser, baseURL, { firstName, lastName, state: 'TX', confirmEmail: true }),
    );
  }
  const caOnly = await createAgent(browser, baseURL, {
    firstName: 'Uma',
    lastName: 'Estrada',
    state: 'CA',
    confirmEmail: true,
  });
  const unconfirmed = await createAgent(browser, baseURL, {
    firstName: 'Vic',
    lastName: 'Fuentes',
    state: 'TX',
    confirmEmail: false,
  });
  const unavailable = await createAgent(browser, baseURL, {
    firstName: 'Wren',
    lastName: 'Garza',
    state: 'TX',
    confirmEmail: true,
  });
  await approveLicences(browser, baseURL, [...created, caOnly, unconfirmed, unavailable]);
  await setUnavailable(unavailable, baseURL);

  const consumerContext = await browser.newContext({ baseURL });
  const consumerPage = await consumerContext.newPage();
  const consumerErrors = collectConsoleErrors(consumerPage);
  const consumer = await registerFreshConsumer(consumerPage, 'Marisol');
  const quote = await saveQuoteOverApi(consumerPage);
  journey = {
    baseURL,
    eligible: [demo, ...created],
    caOnly,
    unconfirmed,
    unavailable,
    consumer: {
      page: consumerPage,
      name: `${consumer.firstName} ${consumer.lastName}`,
      quoteId: quote.id,
      errors: consumerErrors,
    },
    watched: [],
    receivers: [],
  };
});

test.afterAll(async () => {
  if (!journey) return;
  const contexts = [
    ...journey.eligible,
    journey.caOnly,
    journey.unconfirmed,
    journey.unavailable,
  ].map((agent) => agent.context);
  await Promise.all(
    [...contexts, journey.consumer.page.context()].map((context) => context.close()),
  );
});

test('A TX auto request reaches exactly three of the five eligible agents, live on their open dashboards', async () => {
  test.setTimeout(120_000);
  const { consumer, eligible } = journey;

  // Who would receive the request now, best first: only the five eligible agents.
  const matches = await consumer.page.request.get(`/api/quotes/${consumer.quoteId}/matches`);
  expect(matches.status()).toBe(200);
  const rankedIds = ((await matches.json()) as { agents: Array<{ id: string }> }).agents.map(
    (agent) => agent.id,
  );
  expect([...rankedIds].sort()).toEqual(eligible.map((agent) => agent.id).sort());
  const ranked = rankedIds.map((id) => eligible.find((agent) => agent.id === id) as LeadsAgent);

  // Two agents the matching ranks first watch their Leads tab before the consumer agrees.
  journey.watched = [
    await openDashboardOnLeadsTab(ranked[0] as LeadsAgent),
    await openDashboardOnLeadsTab(ranked[1] as LeadsAgent),
  ];
  for (const { page } of journey.watched) {
    await expect(statCard(page, 'Leads waiting for your answer')).toContainText('0');
  }

  const consumerReady = liveChannelReady(consumer.page);
  await consumer.page.goto(`/profile/quotes/${consumer.quoteId}`);
  await consumer.page.getByRole('button', { name: 'Get offers from licensed agents' }).click();
  const dialog = consumer.page.getByRole('dialog', { name: 'Get offers from licensed agents' });
  await dialog.getByRole('button', { name: 'Match me with up to 3 agents' }).click();
  await expect(dialog).toBeHidden();
  await consumerReady;

  for (const { page } of journey.watched) {
    const item = leadItem(page, consumer.name);
    await expect(item).toBeVisible();
    await expect(item).toContainText('Auto · Texas 78701');
    await expect(item).toContainText(/Best estimate \$[\d,]+\/mo/);
    await expect(item).toContainText('Waiting for your answer');
    await expect(item).toContainText('Respond by');
    await expect(item).toContainText('0 quotes sent');
    await expect(statCard(page, 'Leads waiting for your answer')).toContainText('1');
    await expectNotReloaded(page);
  }

  const received: LeadsAgent[] = [];
  for (const agent of eligible) {
    const leads = await openLeadsOf(agent);
    expect(leads.length).toBeLessThanOrEqual(1);
    if (leads.some((lead) => lead.customerName === consumer.name)) received.push(agent);
  }
  expect(received).toHaveLength(3);
  expect(received.map((agent) => agent.id)).toEqual(
    expect.arrayContaining(journey.watched.map(({ agent }) => agent.id)),
  );
  for (const agent of [journey.caOnly, journey.unconfirmed, journey.unavailable]) {
    expect(await openLeadsOf(agent), `${agent.shownAs} received no lead`).toEqual([]);
  }
  journey.receivers = received;

  await expectNoSeriousA11yViolations(journey.watched[0]?.page as Page);
});

test('An agent passes with a reason and the request goes to the next agent, who accepts it', async () => {
  const { consumer, eligible, receivers, watched } = journey;
  const passer = receivers.find(
    (agent) => !watched.some((entry) => entry.agent.id === agent.id),
  ) as LeadsAgent;
  const page = await passer.context.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto('/agent');
  await page.getByRole('tab', { name: 'Leads' }).click();
  await leadItem(page, consumer.name)
    .getByRole('button', { name: `Open the lead from ${consumer.name}` })
    .click();
  const lead = page.getByRole('region', { name: `Lead from ${consumer.name}` });
  await lead.getByRole('button', { name: 'Pass' }).click();
  const dialog = page.getByRole('dialog', { name: `Pass on the lead from ${consumer.name}?` });
  await dialog.getByRole('button', { name: 'Pass on this lead' }).click();
  await expect(dialog.getByLabel('Reason')).toHaveAccessibleDescription(
    /Give a reason for passing \(at least 3 characters\)/,
  );
  await dialog.getByLabel('Reason').fill('Outside my working hours this week');
  await dialog.getByRole('button', { name: 'Pass on this lead' }).click();
  await expect(dialog).toBeHidden();
  await expect(leadsTab(page).getByRole('status')).toHaveText(
    `You passed on the lead from ${consumer.name}.`,
  );
  await expect(page.getByRole('heading', { name: 'Open leads' })).toBeFocused();
  await expect(leadItem(page, consumer.name)).toHaveCount(0);
  expect(errors).toEqual([]);

  // The auto-matched request goes on to one of the two eligible agents who did not have it
  // (before any offer is accepted: a request whose offer was accepted is not matched again).
  const others = eligible.filter((agent) => !receivers.some((r) => r.id === agent.id));
  let next: LeadsAgent | undefined;
  await expect
    .poll(async () => {
      for (const agent of others) {
        if ((await openLeadsOf(agent)).length > 0) next = agent;
      }
      return next?.shownAs;
    })
    .toBeTruthy();
  const nextPage = await (next as LeadsAgent).context.newPage();
  const nextErrors = collectConsoleErrors(nextPage);
  await nextPage.goto('/agent');
  await expect(statCard(nextPage, 'Leads waiting for your answer')).toContainText('1');
  await nextPage.getByRole('tab', { name: 'Leads' }).click();
  await leadItem(nextPage, consumer.name)
    .getByRole('button', { name: `Open the lead from ${consumer.name}` })
    .click();
  const nextLead = nextPage.getByRole('region', { name: `Lead from ${consumer.name}` });
  await nextLead.getByRole('button', { name: 'Accept' }).click();
  await expect(nextLead.getByRole('status').first()).toHaveText(
    `You accepted the lead from ${consumer.name}. They are now your customer.`,
  );
  await expect(nextLead.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(nextLead.getByRole('button', { name: 'Pass' })).toHaveCount(0);
  await expect(leadItem(nextPage, consumer.name)).toContainText('Accepted');
  await expect(statCard(nextPage, 'Leads waiting for your answer')).toContainText('0');
  expect(nextErrors).toEqual([]);
});

test("An agent sends a quote from the lead; the consumer sees the Offer live and accepts it; the agent sees 'accepted' live", async () => {
  test.setTimeout(120_000);
  const { consumer } = journey;
  const { page, agent, errors } = journey.watched[0] as Journey['watched'][number];

  await leadItem(page, consumer.name)
    .getByRole('button', { name: `Open the lead from ${consumer.name}` })
    .click();
  const lead = page.getByRole('region', { name: `Lead from ${consumer.name}` });
  await expect(lead.getByRole('heading', { name: `Lead from ${consumer.name}` })).toBeFocused();
  const profile = lead.getByRole('region', { name: 'Customer profile' });
  await expect(profile).toContainText(consumer.name);
  await expect(profile).toContainText('78701, Texas (TX)');
  // The consumer's contact preference is in the app: no e-mail or phone is shared.
  await expect(profile.getByText('Email', { exact: true })).toHaveCount(0);
  await expect(profile.getByText('Phone', { exact: true })).toHaveCount(0);
  const request = lead.getByRole('region', { name: 'Request: Auto' });
  await expect(request).toContainText('2021 Toyota Camry, Commute, 12,000 miles a year');
  await expect(request).toContainText('Full 100/300/100 with comprehensive and collision');
  await expect(
    lead.getByRole('table', { name: 'Estimates by carrier, cheapest first' }).getByRole('row'),
  ).not.toHaveCount(0);

  await lead.getByRole('button', { name: 'Send Quote' }).click();
  const builder = page.getByRole('dialog', { name: `Send a quote to ${consumer.name}` });
  await expect(builder.getByLabel('Provider')).toHaveValue('State Farm');
  await expect(builder.getByLabel('Provider')).toHaveAttribute('readonly', '');
  await builder.getByRole('button', { name: 'Send Quote' }).click();
  await expect(builder.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
  await expect(builder.getByLabel('Premium (dollars)')).toHaveAccessibleDescription(
    /Premium must be between \$1 and \$100,000/,
  );

  await builder.getByLabel('Premium (dollars)').fill('98.50');
  await builder.getByLabel('Premium period').selectOption('Monthly');
  const first = builder.getByRole('group', { name: 'Coverage 1' });
  await expect(first.getByLabel('Coverage', { exact: true })).toHaveValue('liability');
  await expect(first.getByLabel('Limit')).toHaveValue('100/300/100');
  await builder.getByRole('button', { name: 'Add a coverage' }).click();
  const second = builder.getByRole('group', { name: 'Coverage 2' });
  await expect(second.getByLabel('Coverage', { exact: true })).toBeFocused();
  await second.getByLabel('Coverage', { exact: true }).selectOption('Uninsured motorist');
  await second.getByLabel('Limit').fill('50/100');
  await builder.getByLabel('Deductible (dollars)').fill('500');
  await builder.getByLabel('Term (months)').fill('6');
  await builder.getByLabel('Description (optional)').fill('Safe-driver rate with State Farm.');
  const expiry = await builder.getByLabel('Expires on').inputValue();
  expect(expiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expectNoSeriousA11yViolations(page);

  // A refusal from the server lands next to its field and keeps everything typed.
  await page.route(
    '**/api/agent/leads/*/offers',
    (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Give each coverage a limit (up to 60 characters)',
          issues: [
            {
              path: 'coverages.1.limit',
              message: 'Give each coverage a limit (up to 60 characters)',
            },
          ],
        }),
      }),
    { times: 1 },
  );
  await builder.getByRole('button', { name: 'Send Quote' }).click();
  await expect(second.getByLabel('Limit')).toHaveAccessibleDescription(
    'Give each coverage a limit (up to 60 characters)',
  );
  await expect(second.getByLabel('Limit')).toBeFocused();
  await expect(builder.getByLabel('Premium (dollars)')).toHaveValue('98.50');
  await expect(builder.getByLabel('Description (optional)')).toHaveValue(
    'Safe-driver rate with State Farm.',
  );
  // The browser reports the refused request as a failed load.
  errors.splice(0, errors.length, ...errors.filter((text) => !text.includes('status of 400')));

  await builder.getByRole('button', { name: 'Send Quote' }).click();
  await expect(builder).toBeHidden();
  await expect(lead.getByRole('status').filter({ hasText: 'Quote sent' })).toHaveText(
    `Quote sent to ${consumer.name}.`,
  );
  const leadQuotes = lead.getByRole('region', { name: 'Your quotes on this lead' });
  await expect(leadQuotes).toContainText('$98.50 Monthly');
  // The consumer's compare view is open, so the quote is viewed as soon as it arrives.
  await expect(leadQuotes).toContainText(/Status: (Sent|Viewed)/);
  await expect(lead).toContainText('Accepted');
  await expect(statCard(page, 'Quotes sent today')).toContainText('1');
  await expect(statCard(page, 'Leads waiting for your answer')).toContainText('0');

  // The consumer's compare view shows the offer beside the estimates without a reload.
  await markNotReloaded(consumer.page);
  const offer = consumer.page
    .getByRole('list', { name: 'Offers' })
    .getByRole('listitem', { name: agent.shownAs });
  await expect(offer.getByText('Offer', { exact: true })).toBeVisible();
  await expect(offer).toContainText('Premium $98.50 a month');
  await expectNotReloaded(consumer.page);

  await page.getByRole('tab', { name: 'Quotes' }).click();
  const quotes = page.getByRole('tabpanel', { name: 'Quotes' });
  const sentQuote = quotes.getByRole('listitem', { name: `Auto quote for ${consumer.name}` });
  await expect(sentQuote).toContainText('$98.50 Monthly');
  await expect(sentQuote).toContainText('Uninsured motorist: 50/100');
  // Reading the offers on the compare view told the agent it was viewed.
  await expect(sentQuote).toContainText('Status: Viewed');
  await expect(sentQuote.getByRole('button', { name: 'Withdraw' })).toBeVisible();

  await offer.getByRole('button', { name: 'Accept' }).click();
  // Accepting asks first (issue 20); the consumer confirms in the dialog.
  await consumer.page
    .getByRole('dialog', { name: `Accept ${agent.shownAs}'s offer?` })
    .getByRole('button', { name: 'Yes, accept the offer' })
    .click();
  await expect(offer.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(sentQuote).toContainText('Status: Accepted');
  await expect(sentQuote.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await expectNotReloaded(page);

  await page.getByRole('tab', { name: 'Dashboard' }).click();
  const performance = page.getByRole('region', { name: 'Your performance' });
  await expect(performance.getByRole('definition').nth(1)).toHaveText('1');
  await expect(performance.getByRole('definition').nth(2)).toHaveText('100% (1 accepted)');
  const activity = page.getByRole('region', { name: 'Recent Activity' });
  await expect(activity).toContainText('A customer accepted your quote');
  await expect(activity).toContainText('Quote sent');
  await expect(activity).toContainText('New Auto lead in TX');
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});

test("The consumer withdraws an agent's access: the open lead says it is gone, leaves the list live, and its read answers 404", async () => {
  test.setTimeout(120_000);
  const { consumer } = journey;
  const { page, agent, errors } = journey.watched[1] as Journey['watched'][number];
  const [lead] = await openLeadsOf(agent);
  expect(lead?.customerName).toBe(consumer.name);

  await leadItem(page, consumer.name)
    .getByRole('button', { name: `Open the lead from ${consumer.name}` })
    .click();
  await expect(page.getByRole('region', { name: `Lead from ${consumer.name}` })).toBeVisible();

  await consumer.page.goto('/profile');
  const access = consumer.page.getByRole('region', { name: 'Who can see my information' });
  const entry = access.getByRole('listitem', { name: agent.shownAs });
  await expect(entry).toContainText('Can see your information');
  await entry.getByRole('button', { name: 'Withdraw access' }).click();
  await access.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(access.getByRole('status')).toHaveText(
    `${agent.shownAs} can no longer see your information.`,
  );

  await expect(page.getByRole('heading', { name: 'Lead no longer available' })).toBeFocused();
  // The incoming-call banner keeps an (empty) alert region of its own on the page.
  await expect(page.getByRole('alert').filter({ hasText: /no longer available/ })).toHaveText(
    'This lead is no longer available: the customer withdrew access to their information or closed their account, or the lead expired.',
  );
  await expect(leadItem(page, consumer.name)).toHaveCount(0);
  await expect(leadsTab(page)).toContainText('No open leads right now.');
  await expect(statCard(page, 'Leads waiting for your answer')).toContainText('0');
  await expectNotReloaded(page);

  const read = await agent.request.get(`/api/agent/leads/${lead?.id}`);
  expect(read.status()).toBe(404);
  expect(await openLeadsOf(agent)).toEqual([]);

  await page.getByRole('button', { name: 'Back to leads' }).click();
  await expect(page.getByRole('heading', { name: 'Open leads' })).toBeFocused();
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(page.getByRole('region', { name: 'Recent Activity' })).toContainText(
    'A customer withdrew your access to their information',
  );

  // The re-read of the revoked lead is refused with 404, as it should be.
  expect(errors.filter((text) => !text.includes('status of 404'))).toEqual([]);
  expect(consumer.errors).toEqual([]);
});

test('An agent without leads or quotes reads empty tabs and a readable performance panel, in English and Spanish', async () => {
  const page = await journey.caOnly.context.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto('/agent');
  const performance = page.getByRole('region', { name: 'Your performance' });
  await expect(performance.getByRole('definition')).toHaveText([
    'No replies yet',
    '0',
    'No quotes sent yet',
  ]);
  await page.getByRole('tab', { name: 'Quotes' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Quotes' })).toContainText(
    'No quotes created yet',
  );
  await page.getByRole('tab', { name: 'Leads' }).click();
  await expect(leadsTab(page)).toContainText('No open leads right now.');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: /language/i }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Clientes potenciales' })).toContainText(
    'No hay clientes potenciales abiertos en este momento.',
  );
  await page.getByRole('tab', { name: 'Cotizaciones' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Cotizaciones' })).toContainText(
    'Todavía no se han creado cotizaciones',
  );
  await page.getByRole('tab', { name: 'Panel' }).click();
  await expect(
    page.getByRole('region', { name: 'Su desempeño' }).getByRole('definition'),
  ).toHaveText(['Todavía no hay respuestas', '0', 'Todavía no ha enviado cotizaciones']);
  expect(errors).toEqual([]);
});

test('Admins opening the agent portal land on their review queue', async ({ page }) => {
  await page.goto('/');
  const signedIn = await page.request.post('/api/agent/login', {
    headers: appHeaders(journey.baseURL),
    data: demoAdmin,
  });
  expect(signedIn.status()).toBe(200);
  await page.goto('/agent');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Licence review' })).toBeVisible();
  await expect(page.getByText('This area requires agent access.')).toHaveCount(0);
});
