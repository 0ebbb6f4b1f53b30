import type { Page } from '@playwright/test';
import { appHeaders } from '../profile/helpers';
import { expect } from '../support/fixtures';

export const agentPassword = 'Harbor!Lion-58Tz';

/** The demo seed's admin; admins sign in at the agent door. */
export const demoAdmin = { email: 'admin@lioninsurance.example', password: 'Demo!Admin2026' };

export interface TestAgent {
  firstName: string;
  lastName: string;
  email: string;
}

/** A State Farm work address no other test uses. */
export function newAgent(firstName: string): TestAgent {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  return {
    firstName,
    // Names take letters only (no digits): the stamp's digits spelled as letters.
    lastName: `Tester${stamp.slice(-6).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x')}`,
    email: `${firstName.toLowerCase()}.${stamp}@statefarm.com`,
  };
}

/** Registers an agent over the API and signs it in: the page's cookies hold the new session. */
export async function registerAgentOverApi(page: Page, firstName: string): Promise<TestAgent> {
  await page.goto('/');
  const agent = newAgent(firstName);
  const registered = await page.request.post('/api/auth/register-agent', {
    headers: appHeaders(page),
    data: {
      ...agent,
      password: agentPassword,
      confirmPassword: agentPassword,
      company: 'statefarm',
    },
  });
  expect(registered.status()).toBe(201);
  const signedIn = await page.request.post('/api/agent/login', {
    headers: appHeaders(page),
    data: { username: agent.email, password: agentPassword, role: 'agent' },
  });
  expect(signedIn.status()).toBe(200);
  return agent;
}

/** Submits a licence record for review over the API (TX auto, service area TX). */
export async function submitLicenceOverApi(page: Page): Promise<void> {
  const saved = await page.request.put('/api/agent/licence', {
    headers: appHeaders(page),
    data: {
      npn: '19283746',
      licences: [{ state: 'TX', lines: ['auto'] }],
      serviceAreas: [{ state: 'TX', zipPrefixes: [] }],
      languages: ['en'],
      bio: '',
    },
  });
  expect(saved.status()).toBe(200);
}

/** Signs the demo admin in at the agent door; admins land on /admin. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/agent/auth?tab=login');
  await page.getByLabel('Email').fill(demoAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Licence review' })).toBeVisible();
}

/** The admin's card of one agent's record, found by the agent's e-mail. */
export function reviewCardOf(page: Page, agent: TestAgent) {
  return page.getByRole('article').filter({ hasText: agent.email });
}
