import { describe, expect, it } from 'vitest';
import { textsFor } from './mail-texts';

describe('the follow-up reminder’s words', () => {
  const facts = {
    kind: 'task_due' as const,
    taskKind: 'call',
    customer: 'Rosa',
    line: 'auto',
    state: 'TX',
    dueAt: new Date('2027-07-15T13:00:00Z'),
    note: 'Second car',
    renewalDate: null,
  };
  it('says the task, the customer and the time in the agent’s zone, in English and Spanish', () => {
    const en = textsFor('en', facts, 'America/New_York');
    expect(en.subject).toBe('A follow-up is due');
    expect(en.lines[0]).toMatch(
      /^Follow-up due \(call\) with Rosa, auto insurance in TX, at Jul 15, 2027, 9:00\sAM\.$/,
    );
    expect(en.lines[1]).toBe('Your note: “Second car”');
    const es = textsFor('es', facts, 'America/New_York');
    expect(es.subject).toBe('Tiene un seguimiento pendiente');
    expect(es.lines[0]).toContain('Seguimiento pendiente (llamada) con Rosa');
    expect(es.lines[0]).toMatch(/9:00/);
    expect(es.lines[1]).toBe('Su nota: “Second car”');
  });
  it('asks to review a renewal for a renewal task', () => {
    const texts = textsFor(
      'en',
      { ...facts, taskKind: 'renewal', note: '', renewalDate: new Date('2027-09-01T00:00:00Z') },
      'America/New_York',
    );
    expect(texts.subject).toBe('Review a renewal');
    expect(texts.lines).toEqual([
      'Review the renewal of Rosa (auto insurance in TX): the policy renews on September 1, 2027.',
    ]);
  });
});
