import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerQuestion, entriesFromCatalog, findState } from './retrieval';

const localesDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../locales');
const knowledgeNamespaces = [
  'insuranceAuto',
  'insuranceAutoGuide',
  'insuranceHome',
  'insuranceHomeGuide',
  'insuranceLife',
  'insuranceRenters',
];
const load = (language: string) =>
  knowledgeNamespaces.flatMap((namespace) =>
    entriesFromCatalog(
      namespace,
      JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')),
    ),
  );

describe('findState', () => {
  it('finds full names, preferring the longest, and capitalised codes', () => {
    expect(findState('What is the minimum liability in Texas?')).toBe('TX');
    expect(findState('minimum in west virginia')).toBe('WV');
    expect(findState('And in Virginia?')).toBe('VA');
    expect(findState('Do I need PIP in FL?')).toBe('FL');
    expect(findState('what do i need')).toBeUndefined();
    expect(findState('¿Cuál es el mínimo en Nueva York?', { NY: 'Nueva York' })).toBe('NY');
  });
});

describe('answerQuestion', () => {
  const english = load('en');
  const spanish = load('es');

  it('answers a state minimum-liability question from the state tables', () => {
    expect(answerQuestion('What is the minimum liability in Texas?', english)).toEqual({
      kind: 'autoState',
      state: 'TX',
    });
  });

  it('answers a state home question with the home guidelines', () => {
    expect(answerQuestion('How much is home insurance in Florida?', english)).toEqual({
      kind: 'homeState',
      state: 'FL',
    });
  });

  it('finds the FAQ that answers a general question, in English and Spanish', () => {
    const flood = answerQuestion('Does home insurance cover floods?', english);
    expect(flood.kind === 'entry' && flood.entry.id).toBe('insuranceHomeGuide:faq.flood');
    const life = answerQuestion('¿Cuánto seguro de vida necesito?', spanish);
    expect(life.kind === 'entry' && life.entry.text).toContain('10 a 12 veces su ingreso anual');
    const gap = answerQuestion('what is gap insurance', english);
    expect(gap.kind === 'entry' && gap.entry.id).toBe('insuranceAutoGuide:coverage.gap');
  });

  it('says it does not know rather than guessing', () => {
    expect(answerQuestion('Who won the football game yesterday?', english)).toEqual({
      kind: 'unknown',
    });
  });
});
