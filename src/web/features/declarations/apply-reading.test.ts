import { describe, expect, it } from 'vitest';
import {
  autoCurrentCoverSchema,
  homeCurrentCoverSchema,
} from '../../../shared/contracts/current-policy';
import {
  insurerChoice,
  profileAnswersFromFields,
  quoteAnswersFromFields,
  yearlyPremium,
} from './apply-reading';

const auto = {
  carrier: 'State Farm',
  periodStart: '2026-03-15',
  periodEnd: '2026-09-15',
  zip: '78745',
  premium: '1284.5',
  bodilyInjuryPerPerson: '50000',
  bodilyInjuryPerAccident: '100,000',
  propertyDamage: '50000',
  uninsuredMotoristPerPerson: 'none',
  uninsuredMotoristPerAccident: 'none',
  comprehensiveDeductible: '500',
  collisionDeductible: '$1,000',
  'vehicles.0.vin': '4t1bf1fk9mu123456',
  'vehicles.0.year': '2021',
  'vehicles.0.make': 'Toyota',
  'vehicles.0.model': 'Camry',
  'vehicles.1.year': '2018',
  'vehicles.1.make': 'Honda',
  'vehicles.1.model': 'CR-V',
};

describe('answers from a reviewed declarations page', () => {
  it('fills the auto answers, a six-month premium made yearly, and the cover in the pricing contract', () => {
    const answers = quoteAnswersFromFields('auto', auto);
    expect(answers.zip).toBe('78745');
    expect(answers.currentInsurer).toBe('statefarm');
    expect(answers.currentPremium).toBe(2569);
    expect(answers.vehicles).toEqual([
      { year: 2021, make: 'Toyota', model: 'Camry', vin: '4T1BF1FK9MU123456' },
      { year: 2018, make: 'Honda', model: 'CR-V', vin: '' },
    ]);
    const cover = autoCurrentCoverSchema.parse(answers.currentCover);
    expect(cover).toMatchObject({
      bodilyInjuryPerAccident: 100_000,
      uninsuredMotoristPerPerson: null,
      collisionDeductible: 1000,
    });
  });

  it('leaves the cover out when a part of it is missing or not a number', () => {
    expect(
      quoteAnswersFromFields('auto', { ...auto, propertyDamage: 'fifty' }).currentCover,
    ).toBeUndefined();
  });

  it('fills home answers; a deductible we do not offer stays unanswered', () => {
    const fields = {
      carrier: 'Bluewater Home Insurance',
      dwelling: '420000',
      otherStructures: '42000',
      personalProperty: '210000',
      liability: '100000',
      deductible: '2000',
      premium: '2515.6',
      periodStart: '2026-12-20',
      periodEnd: '2027-12-20',
    };
    const answers = quoteAnswersFromFields('home', fields);
    expect(answers).toMatchObject({
      currentInsurer: 'other',
      dwellingAmount: 420_000,
      deductible: 2000,
      currentPremium: 2516,
    });
    expect(homeCurrentCoverSchema.parse(answers.currentCover).carrierName).toBe(
      'Bluewater Home Insurance',
    );
    expect(
      quoteAnswersFromFields('home', { ...fields, deductible: '750' }).deductible,
    ).toBeUndefined();
  });

  it('fills the profile with the renewal date and the yearly premium', () => {
    expect(profileAnswersFromFields(auto)).toEqual({
      zip: '78745',
      currentInsurance: 'insured',
      insuranceCompany: 'statefarm',
      currentPremium: 2569,
      renewalDate: '2026-09-15',
    });
    expect(insurerChoice('  ')).toBeUndefined();
    expect(yearlyPremium({ premium: '900' })).toBe(900);
  });
});
