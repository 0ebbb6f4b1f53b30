import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  ConsoleMessage,
  Page,
} from '@playwright/test';
import { e2eLeadsMailDir } from '../../../playwright.config';
import { expect } from '../support/fixtures';
import { waitForConfirmationLink } from '../support/mail';

/** The demo seed's accounts: the agent is verified for every line in every state and speaks en+es. */
export const demoAgent = {
  email: 'agent@statefarm.com',
  password: 'Demo!Agent2026',
  shownAs: 'Dana R.',
};
export const demoAdmin = { email: 'admin@lioninsurance.example', password: 'Demo!Admin2026' };

const agentPassword = 'Lion!Quote7Pw';

/** An agent of this spec: its own browser context (cookies), so its API calls and pages share a session. */
export interface LeadsAgent {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** As consumers see agents: first name and last initial. */
  shownAs: string;
  context: BrowserContext;
  request: APIRequestContext;
}

/** State-changing calls from a test: this origin and the app's header, like the app itself. */
export function appHeaders(baseURL: string): Record<string, string> {
  return { Origin: new URL(baseURL).origin, 'X-Requested-With': 'XMLHttpRequest' };
}

export async function signInAgentOverApi(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  password: string,
): Promise<{ id: string }> {
  const response = await request.post('/api/agent/login', {
    headers: appHeaders(baseURL),
    data: { email, password },
  });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  return (await response.json()) as { id: string };
}

/** The demo agent in a context of its own. */
export async function demoAgentContext(browser: Browser, baseURL: string): Promise<LeadsAgent> {
  const context = await browser.newContext({ baseURL });
  const { id } = await signInAgentOverApi(
    context.request,
    baseURL,
    demoAgent.email,
    demoAgent.password,
  );
  return {
    id,
    email: demoAgent.email,
    firstName: 'Dana',
    lastName: 'R',
    shownAs: demoAgent.shownAs,
    context,
    request: context.request,
  };
}

export interface AgentSetup {
  firstName: string;
  lastName: string;
  /** The one state the agent is licensed in and serves (auto). */
  state: 'TX' | 'CA';
  confirmEmail: boolean;
}

/**
 * An agent made the way a real one is: registered, e-mail confirmed through the link in the mail
 * file (or not), signed in and a licence record saved. The admin approves it separately.
 */
export async function createAgent(
  browser: Browser,
  baseURL: string,
  setup: AgentSetup,
): Promise<LeadsAgent> {
  const context = await browser.newContext({ baseURL });
  const { request } = context;
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const email = `${setup.firstName.toLowerCase()}.${stamp}@statefarm.com`;
  const registered = await request.post('/api/auth/register-agent', {
    headers: appHeaders(baseURL),
    data: {
      firstName: setup.firstName,
      lastName: setup.lastName,
      email,
      password: agentPassword,
      confirmPassword: agentPassword,
      company: '',
    },
  });
  expect(registered.status(), `registration of ${email}`).toBe(201);
  const { id } = (await registered.json()) as { id: string };

  if (setup.confirmEmail) {
    const link = await waitForConfirmationLink(email, e2eLeadsMailDir);
    const token = new URL(link).hash.replace(/^#token=/, '');
    const confirmed = await request.post('/api/auth/confirm-email', {
      headers: appHeaders(baseURL),
      data: { token },
    });
    expect(confirmed.status(), `confirmation of ${email}`).toBe(200);
  }

  await signInAgentOverApi(request, baseURL, email, agentPassword);
  const saved = await request.put('/api/agent/licence', {
    headers: appHeaders(baseURL),
    data: {
      npn: '1234567',
      licences: [{ state: setup.state, lines: ['auto'] }],
      serviceAreas: [{ state: setup.state, zipPrefixes: [] }],
      languages: ['en'],
      bio: '',
    },
  });
  expect(saved.status(), `licence of ${email}`).toBe(200);
  return {
    id,
    email,
    firstName: setup.firstName,
    lastName: setup.lastName,
    shownAs: `${setup.firstName} ${setup.lastName.charAt(0)}.`,
    context,
    request,
  };
}

/** The demo admin approves each agent's pending licence pairs. */
export async function approveLicences(
  browser: Browser,
  baseURL: string,
  agents: readonly LeadsAgent[],
): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    await signInAgentOverApi(context.request, baseURL, demoAdmin.email, demoAdmin.password);
    for (const agent of agents) {
      const approved = await context.request.post(`/api/admin/licences/${agent.id}/approve`, {
        headers: appHeaders(baseURL),
      });
      expect(approved.status(), `approval of ${agent.email}`).toBe(200);
    }
  } finally {
    await context.close();
  }
}

export async function setUnavailable(agent: LeadsAgent, baseURL: string): Promise<void> {
  const response = await agent.request.put('/api/agent/status', {
    headers: appHeaders(baseURL),
    data: { manualStatus: 'unavailable' },
  });
  expect(response.status()).toBe(200);
}

/** The open leads of an agent, as its portal reads them. */
export async function openLeadsOf(
  agent: LeadsAgent,
): Promise<Array<{ id: string; customerName: string }>> {
  const response = await agent.request.get('/api/agent/leads');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { leads: Array<{ id: string; customerName: string }> }).leads;
}

/**
 * Resolves once the page's live channel has said 'ready' (connected and caught up). Listens from
 * the socket's creation, so the frame cannot slip past: call it before the page navigates.
 */
export function liveChannelReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/api/live')) return;
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"type":"ready"')) resolve();
      });
    });
  });
}

/**
 * Console errors of a page made outside the `page` fixture (which checks its own). `expected`
 * lists failed loads a step causes on purpose, such as the 404 of a lead taken back.
 */
export function collectConsoleErrors(
  page: Page,
  isExpected: (message: ConsoleMessage) => boolean = () => false,
): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isExpected(message)) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Marks the page, so a later check can prove it was never reloaded. */
export async function markNotReloaded(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
}

export async function expectNotReloaded(page: Page): Promise<void> {
  await expect(page.evaluate(() => 'notReloaded' in window)).resolves.toBe(true);
}
