import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from './pipeline-filters';

describe('pipeline filters in the address', () => {
  it('reads back what it wrote, and keeps the other parameters', () => {
    const filters = readFilters(
      new URLSearchParams(
        'stage=quoted&line=auto&state=tx&age=7d&unread=1&expiring=1&q=Ana&sort=premium',
      ),
    );
    expect(filters).toEqual({
      stage: 'quoted',
      line: 'auto',
      state: 'TX',
      age: '7d',
      unread: true,
      expiring: true,
      q: 'Ana',
      sort: 'premium',
    });
    const written = writeFilters(new URLSearchParams('tab=pipeline&view=list'), filters);
    expect(written.get('tab')).toBe('pipeline');
    expect(written.get('view')).toBe('list');
    expect(readFilters(written)).toEqual(filters);
  });

  it('drops unknown values instead of sending them', () => {
    expect(
      readFilters(new URLSearchParams('stage=open&sort=soonest&state=Texas&line=boat&overdue=yes')),
    ).toEqual({
      stage: undefined,
      line: undefined,
      state: undefined,
      age: undefined,
      unread: undefined,
      expiring: undefined,
      overdue: undefined,
      q: undefined,
      sort: 'newest',
    });
  });
});
