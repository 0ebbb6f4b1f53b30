import { describe, expect, it } from 'vitest';
import { daysUntil, type LeadDetail, offerInputSchema } from '../../../shared/contracts/leads';
import {
  expiryBounds,
  nextCoverageKind,
  offerDefaults,
  offerFieldPaths,
  utcDayIn,
} from './offer-form-values';

const lead = {
  line: 'auto',
  result: {
    coverage: { liability: '100/300/100', comprehensiveAndCollision: true, deductible: 500 },
  },
} as unknown as LeadDetail;

describe('utcDayIn', () => {
  it('counts UTC calendar days, whatever the time of day', () => {
    expect(utcDayIn(0, new Date('2026-03-31T23:30:00Z'))).toBe('2026-03-31');
    expect(utcDayIn(1, new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    expect(utcDayIn(30, new Date('2026-12-15T00:00:00Z'))).toBe('2027-01-14');
  });
});

describe('expiryBounds', () => {
  it('defaults to 30 days and allows tomorrow to 60 days, as the contract counts them', () => {
    const now = new Date();
    const bounds = expiryBounds(now);
    expect(daysUntil(bounds.defaultValue, now)).toBe(30);
    expect(daysUntil(bounds.min, now)).toBe(1);
    expect(daysUntil(bounds.max, now)).toBe(60);
  });
});

describe('offerDefaults', () => {
  it("starts from the request's liability limits, deductible and the line's usual term", () => {
    expect(offerDefaults(lead, new Date('2026-03-01T12:00:00Z'))).toEqual({
      premium: undefined,
      period: 'monthly',
      coverages: [{ kind: 'liability', limit: '100/300/100' }],
      deductible: 500,
      termMonths: 6,
      description: '',
      expiresOn: '2026-03-31',
    });
  });

  it('passes the contract once the agent gives a premium', () => {
    const values = { ...offerDefaults(lead), premium: 98.5 };
    expect(offerInputSchema.safeParse(values).success).toBe(true);
  });

  it('is refused without a premium, with the premium message', () => {
    const parsed = offerInputSchema.safeParse(offerDefaults(lead));
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['premium', 'premiumInvalid'],
    ]);
  });
});

describe('nextCoverageKind', () => {
  it('offers the first kind not yet listed, and nothing once all are', () => {
    expect(nextCoverageKind([])).toBe('liability');
    expect(nextCoverageKind([{ kind: 'liability' }, { kind: 'comprehensive' }])).toBe('collision');
    const all = [
      'liability',
      'collision',
      'comprehensive',
      'medical_payments',
      'uninsured_motorist',
      'underinsured_motorist',
      'property_damage',
      'bodily_injury',
    ].map((kind) => ({ kind }));
    expect(nextCoverageKind(all)).toBeUndefined();
  });
});

describe('offerFieldPaths', () => {
  it("names every field and each coverage row's controls", () => {
    expect(offerFieldPaths(2)).toEqual([
      'premium',
      'period',
      'coverages',
      'coverages.0.kind',
      'coverages.0.limit',
      'coverages.1.kind',
      'coverages.1.limit',
      'deductible',
      'termMonths',
      'description',
      'expiresOn',
    ]);
  });
});
