import { describe, expect, it } from 'vitest';
import { quoteIntentFromSearch } from './quote-intent';

const intent = (query: string) => quoteIntentFromSearch(new URLSearchParams(query));

describe('quoteIntentFromSearch', () => {
  it('reads the type, the state and the ZIP code of a quote call to action', () => {
    expect(intent('tab=register&type=auto&state=TX')).toEqual({ type: 'auto', state: 'TX' });
    expect(intent('type=home&zip=73301')).toEqual({ type: 'home', zip: '73301' });
    expect(intent('state=ny')).toEqual({ state: 'NY' });
  });

  it('drops invalid values and gives null when nothing valid is left', () => {
    expect(intent('type=boat&state=TX')).toEqual({ state: 'TX' });
    expect(intent('type=life&state=XX&zip=123')).toEqual({ type: 'life' });
    expect(intent('type=boat&state=Texas&zip=7330a')).toBeNull();
    expect(intent('tab=register&topic=assistant')).toBeNull();
  });
});
