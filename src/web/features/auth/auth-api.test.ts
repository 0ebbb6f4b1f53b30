import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthFailure, loginAgent, registerConsumer } from './auth-api';
import { tabFromSearch } from './use-auth-tab';

const fetchMock = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', new EventTarget());
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function failureOf(call: Promise<unknown>): Promise<AuthFailure> {
  const error = await call.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AuthFailure);
  return error as AuthFailure;
}

describe('sign-in and registration failures (spec section 8)', () => {
  it('sends the agent screen payload: username, password and role agent', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: '1' }));
    await loginAgent({ email: 'a@statefarm.com', password: 'x' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/agent/login');
    expect(JSON.parse(String(init.body))).toEqual({
      username: 'a@statefarm.com',
      password: 'x',
      role: 'agent',
    });
  });

  it("shows the server's message when it sends one", async () => {
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Invalid credentials' }));
    const failure = await failureOf(loginAgent({ email: 'a@b.co', password: 'x' }));
    expect(failure.message).toBe('Invalid credentials');
    expect(failure.textKey).toBeUndefined();
  });

  it("falls back to 'Invalid credentials' without a message and 'Login failed' when unreadable", async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    expect((await failureOf(loginAgent({ email: 'a@b.co', password: 'x' }))).textKey).toBe(
      'invalidCredentials',
    );
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await failureOf(loginAgent({ email: 'a@b.co', password: 'x' }))).textKey).toBe(
      'loginFailed',
    );
  });

  it("falls back to 'Registration failed'", async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 502 }));
    const input = {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      password: 'Long-enough-9',
      confirmPassword: 'Long-enough-9',
      company: 'none' as const,
    };
    expect((await failureOf(registerConsumer(input))).textKey).toBe('registrationFailed');
  });
});

describe('tabFromSearch', () => {
  it('opens Login by default and honours ?tab= and ?signup=true', () => {
    expect(tabFromSearch(new URLSearchParams(''))).toBe('login');
    expect(tabFromSearch(new URLSearchParams('tab=login'))).toBe('login');
    expect(tabFromSearch(new URLSearchParams('tab=register'))).toBe('register');
    expect(tabFromSearch(new URLSearchParams('tab=login&signup=true'))).toBe('register');
    expect(tabFromSearch(new URLSearchParams('tab=nonsense'))).toBe('login');
  });
});
