import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDollars, formatMoney, localeOf } from './format';

// 4 March 2026, 15:05 on the machine's clock: formatDateTime shows the reader's local time.
const moment = new Date(2026, 2, 4, 15, 5).toISOString();

describe('formatDateTime', () => {
  it('writes a moment with its time of day in US English', () => {
    expect(formatDateTime(moment, 'en')).toMatch(/^Mar 4, 2026, 3:05\sPM$/);
  });

  it('writes it the US Spanish way for Spanish readers, whatever the region tag', () => {
    expect(formatDateTime(moment, 'es')).toMatch(/^4 mar 2026, 3:05\sp\.\s?m\.$/);
    expect(formatDateTime(moment, 'es-MX')).toBe(formatDateTime(moment, 'es'));
  });
});

describe('localeOf', () => {
  it('maps every Spanish tag to es-US and anything else to en-US', () => {
    expect(['es', 'es-ES', 'en', 'en-GB', 'fr'].map(localeOf)).toEqual([
      'es-US',
      'es-US',
      'en-US',
      'en-US',
      'en-US',
    ]);
  });
});

describe('formatMoney', () => {
  it('shows cents only when there are any, the same in English and Spanish', () => {
    expect(formatMoney(98.5, 'en')).toBe('$98.50');
    expect(formatMoney(1200, 'en')).toBe('$1,200');
    expect(formatMoney(1200, 'es')).toBe('$1,200');
  });
});

describe('formatDollars', () => {
  it('rounds to whole dollars', () => {
    expect(formatDollars(1234.56, 'en')).toBe('$1,235');
    expect(formatDollars(1234, 'es')).toBe('$1,234');
  });
});
