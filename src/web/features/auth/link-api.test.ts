import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmEmailWithToken, readLinkToken, signInWithToken } from './link-api';

const fetchMock = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', new EventTarget());
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const token = '0b4f5a9e-3c1d-4e2f-9a8b-7c6d5e4f3a2b.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

describe('readLinkToken', () => {
  it('reads the token from the fragment first, then from the query string', () => {
    expect(readLinkToken({ hash: `#token=${token}`, search: '?token=other' })).toBe(token);
    expect(readLinkToken({ hash: '', search: `?token=${token}` })).toBe(token);
  });

  it('answers null without a token', () => {
    expect(readLinkToken({ hash: '', search: '' })).toBeNull();
    expect(readLinkToken({ hash: '#token=', search: '' })).toBeNull();
  });
});

describe('posting a link token', () => {
  it('posts each token once and shares the answer', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { message: 'ok', email: 'a@statefarm.com' }));
    const first = confirmEmailWithToken(token);
    const second = confirmEmailWithToken(token);
    expect(await first).toEqual({ message: 'ok', email: 'a@statefarm.com' });
    expect(await second).toEqual({ message: 'ok', email: 'a@statefarm.com' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/confirm-email');
    expect(JSON.parse(String(init.body))).toEqual({ token });
  });

  it('keeps the purposes apart', async () => {
    fetchMock.mockResolvedValueOnce(json(410, { message: 'This link has already been used.' }));
    const error = await signInWithToken(token).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 410, serverMessage: 'This link has already been used.' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/sign-in-link');
  });
});
