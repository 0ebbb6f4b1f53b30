import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../support/fixtures';

/** The auto request of issue 8 (TX, clean record, 2021 Camry, full coverage). */
export const autoRequest = {
  type: 'auto',
  zip: '78701',
  drivers: [{ birthDate: '1986-04-02', record: 'clean' }],
  vehicles: [{ year: 2021, make: 'Toyota', model: 'Camry', use: 'commute', annualMileage: 12000 }],
  coverage: 'full',
  deductible: 500,
  credit: 'good',
  military: false,
} as const;

/** State-changing API calls from the test: same origin and the app's header, like the app itself. */
export function appHeaders(page: Page): Record<string, string> {
  return { Origin: new URL(page.url()).origin, 'X-Requested-With': 'XMLHttpRequest' };
}

export interface TestConsumer {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Registers a fresh consumer over the API (the page's cookies hold the new session), so tests
 * running side by side never share a profile.
 */
export async function registerFreshConsumer(
  page: Page,
  firstName = 'Jordan',
): Promise<TestConsumer> {
  await page.goto('/');
  const consumer = {
    firstName,
    lastName: 'Ellis',
    email: `${firstName.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
  };
  const password = 'Maple#Trail47Qv';
  const response = await page.request.post('/api/auth/register', {
    headers: appHeaders(page),
    data: { ...consumer, password, confirmPassword: password, company: 'geico' },
  });
  expect(response.status()).toBe(201);
  return consumer;
}

export async function saveQuoteOverApi(page: Page, request: APIRequestContext = page.request) {
  const response = await request.post('/api/quotes', {
    headers: appHeaders(page),
    data: autoRequest,
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; bestMonthly: number; createdAt: string };
}

/** Shares a saved request with the agents, as the consent dialog does; answers the first lead's id. */
export async function shareQuoteOverApi(page: Page, quoteId: string, agentIds: string[]) {
  const consent = await page.request.post(`/api/quotes/${quoteId}/consents`, {
    headers: appHeaders(page),
    data: { agentIds },
  });
  expect(consent.ok(), 'consent').toBe(true);
  const sharing = (await consent.json()) as { sharedWith: { leadId: string }[] };
  const [lead] = sharing.sharedWith;
  if (!lead) throw new Error('No agent received the request');
  return lead.leadId;
}

/** The browser's calendar date `days` from now, as YYYY-MM-DD. */
export function browserDateIn(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const month = String(date.getMonth() + 1).padStart(2, '0');
    const day = String(date.getDate()).padStart(2, '0');
    return `${date.getFullYear()}-${month}-${day}`;
  }, days);
}

export function dollarsPerMonth(amount: number): string {
  return `$${amount.toLocaleString('en-US')}/mo`;
}
