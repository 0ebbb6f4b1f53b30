import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearQuoteDraft, readQuoteDraft, writeQuoteDraft } from './quote-draft';

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the quote draft', () => {
  it('keeps one draft per line until it is cleared', () => {
    writeQuoteDraft('auto', { values: { type: 'auto', zip: '78701' }, step: 2 });
    writeQuoteDraft('life', {
      values: { type: 'life', zip: '10001' },
      step: 0,
      savedQuoteId: 'q1',
    });
    expect(readQuoteDraft('auto')).toEqual({ values: { type: 'auto', zip: '78701' }, step: 2 });
    expect(readQuoteDraft('life')?.savedQuoteId).toBe('q1');
    expect(readQuoteDraft('home')).toBeNull();
    clearQuoteDraft('auto');
    expect(readQuoteDraft('auto')).toBeNull();
  });

  it('ignores broken or foreign drafts', () => {
    window.localStorage.setItem('lion_quote_draft_auto', '{not json');
    expect(readQuoteDraft('auto')).toBeNull();
    window.localStorage.setItem(
      'lion_quote_draft_auto',
      JSON.stringify({ values: { type: 'home' } }),
    );
    expect(readQuoteDraft('auto')).toBeNull();
    window.localStorage.setItem(
      'lion_quote_draft_auto',
      JSON.stringify({ values: { type: 'auto' }, step: -3 }),
    );
    expect(readQuoteDraft('auto')?.step).toBe(0);
  });
});
