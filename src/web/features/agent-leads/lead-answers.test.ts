import { describe, expect, it } from 'vitest';
import { describeAnswers } from './lead-answers';

/** Echoes the key and its options, so the test reads which label and value were chosen. */
const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;
const format = {
  dollars: (amount: number) => `$${amount}`,
  date: (iso: string) => `<${iso}>`,
  number: (value: number) => String(value),
};

describe('describeAnswers', () => {
  it("words an auto request's answers with the quote form's labels, in the form's order", () => {
    const rows = describeAnswers(
      {
        type: 'auto',
        zip: '78701',
        drivers: [{ birthDate: '1986-04-02', record: 'clean' }],
        vehicles: [
          { year: 2021, make: 'Toyota', model: 'Camry', use: 'commute', annualMileage: 12000 },
        ],
        coverage: 'full',
        deductible: 500,
        credit: 'good',
        military: false,
        currentInsurer: 'geico',
      },
      t,
      format,
    );
    expect(rows).toEqual([
      { label: 'quote:fields.zip', value: '78701' },
      {
        label: 'agent:answers.driver {"number":1}',
        value:
          'agent:answers.driverValue {"date":"<1986-04-02>","record":"quote:options.record.clean"}',
      },
      {
        label: 'agent:answers.vehicle {"number":1}',
        value:
          'agent:answers.vehicleValue {"vehicle":"2021 Toyota Camry","use":"quote:options.use.commute","mileage":"12000"}',
      },
      { label: 'quote:fields.coverage', value: 'quote:options.coverage.full' },
      { label: 'quote:fields.deductible', value: '$500' },
      { label: 'quote:fields.credit', value: 'quote:options.credit.good' },
      { label: 'agent:answers.military', value: 'quote:options.no' },
      { label: 'quote:fields.currentInsurer', value: 'GEICO' },
    ]);
  });

  it('words a life request, and leaves out what was not shared or is not understood', () => {
    const rows = describeAnswers(
      {
        type: 'life',
        zip: '10001',
        birthDate: '1990-01-01',
        sex: 'female',
        amount: 500000,
        termYears: 20,
        tobacco: false,
        health: 'good',
        drivers: 'not a list',
      },
      t,
      format,
    );
    expect(rows.map((row) => row.label)).toEqual([
      'quote:fields.zip',
      'quote:fields.birthDate',
      'quote:fields.sex',
      'quote:fields.amount',
      'quote:fields.termYears',
      'quote:fields.tobacco',
      'quote:fields.health',
    ]);
    expect(describeAnswers({}, t, format)).toEqual([]);
  });

  it('shows the cover held today, so an agent can quote like for like (issue 30)', () => {
    const rows = describeAnswers(
      {
        type: 'auto',
        currentCover: {
          line: 'auto',
          bodilyInjuryPerPerson: 50000,
          bodilyInjuryPerAccident: 100000,
          propertyDamage: 50000,
          uninsuredMotoristPerPerson: null,
          uninsuredMotoristPerAccident: null,
          comprehensiveDeductible: 500,
          collisionDeductible: null,
        },
      },
      t,
      format,
    );
    expect(rows).toEqual([
      { label: 'agent:answers.currentLiability', value: '$50000 / $100000 / $50000' },
      { label: 'agent:answers.currentUninsured', value: 'agent:answers.notCarried' },
      { label: 'agent:answers.currentComprehensive', value: '$500' },
      { label: 'agent:answers.currentCollision', value: 'agent:answers.notCarried' },
    ]);
  });
});
