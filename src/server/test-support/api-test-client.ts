/** Helpers for the API tests: requests as the browser's request helper sends them. */

import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config';
import { startTestApp, type TestApp } from './test-app';

export interface CallOptions {
  body?: unknown;
  /** The raw request body, for malformed-JSON tests. */
  rawBody?: string;
  cookie?: string;
  headers?: Record<string, string>;
  /** Leave out the Origin and X-Requested-With headers of the app's request helper. */
  bare?: boolean;
}

export interface ApiClient {
  baseUrl: string;
  call(method: string, path: string, options?: CallOptions): Promise<Response>;
  json<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: CallOptions,
  ): Promise<{ status: number; body: T; response: Response }>;
}

export function apiClient(baseUrl: string): ApiClient {
  const origin = new URL(baseUrl).origin;
  const call = (method: string, path: string, options: CallOptions = {}) => {
    const headers: Record<string, string> = options.bare
      ? {}
      : { Origin: origin, 'X-Requested-With': 'XMLHttpRequest' };
    if (options.cookie) headers.Cookie = options.cookie;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers, ...options.headers },
      body,
      redirect: 'manual',
    });
  };
  return {
    baseUrl,
    call,
    async json(method, path, options) {
      const response = await call(method, path, options);
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined, response };
    },
  };
}

/** The `lion_session` Set-Cookie line of a response, if any. */
export function sessionSetCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith('lion_session='));
}

/** `lion_session=<token>` for a Cookie header, from a response that set a session. */
export function sessionCookie(response: Response): string {
  const line = sessionSetCookie(response);
  const pair = line?.split(';')[0];
  if (!pair || pair === 'lion_session=') throw new Error(`no session cookie (${response.status})`);
  return pair;
}

export function tokenOf(cookie: string): string {
  return cookie.slice('lion_session='.length);
}

/** Signs in through the door of the account's role and returns the session cookie. */
export async function signInAs(
  client: ApiClient,
  account: { email: string; password: string; role: string },
): Promise<string> {
  const path = account.role === 'consumer' ? '/api/auth/login' : '/api/agent/login';
  const response = await client.call('POST', path, {
    body: { email: account.email, password: account.password },
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return sessionCookie(response);
}

export interface ApiTest {
  testApp: TestApp;
  client: ApiClient;
}

/**
 * Starts the app on `kind` before the tests of the enclosing describe block and closes it after
 * them. Read `testApp` and `client` inside tests and later hooks: they are set once it has started.
 */
export function setUpApiTest(
  kind: 'pglite' | 'postgres',
  /** Configuration overrides; a function when they are known only once earlier hooks ran. */
  overrides: Partial<Config> | (() => Partial<Config>) = {},
): ApiTest {
  const api = {} as ApiTest;
  beforeAll(async () => {
    api.testApp = await startTestApp(
      kind,
      typeof overrides === 'function' ? overrides() : overrides,
    );
    api.client = apiClient(api.testApp.baseUrl);
  });
  afterAll(() => api.testApp.close());
  return api;
}
