import { describe, expect, it } from 'vitest';
import { extractDeclarations } from './extract-fields';
import { accuracy, scoreFixtures } from './fixture-accuracy';

const readValue = (text: string, key: string) =>
  extractDeclarations(text, 0.9).fields.find((field) => field.key === key);

describe('extractDeclarations', () => {
  it('reads limits written as dollars, as 25/50 and in thousands', () => {
    expect(
      readValue(
        'Bodily Injury Liability $50,000 each person / $100,000 each accident',
        'bodilyInjuryPerAccident',
      )?.value,
    ).toBe('100000');
    expect(
      readValue('Liability - Bodily Injury 25/50 (thousands)\nVIN 1', 'bodilyInjuryPerPerson')
        ?.value,
    ).toBe('25000');
    expect(
      readValue('Vehicle\nLiability - Property Damage 25 (thousands)', 'propertyDamage')?.value,
    ).toBe('25000');
    expect(
      readValue('Auto\nUninsured Motorists Not carried', 'uninsuredMotoristPerPerson')?.value,
    ).toBe('none');
  });

  it('reads both date styles and the period between them', () => {
    const slash = extractDeclarations('Auto\nPolicy Period 03/15/2026 to 09/15/2026', 0.9).fields;
    expect(slash.find((field) => field.key === 'periodEnd')?.value).toBe('2026-09-15');
    const words = extractDeclarations(
      'Auto\nEffective Date: January 2, 2026\nExpiration Date: July 2, 2026',
      0.9,
    ).fields;
    expect(words.find((field) => field.key === 'periodStart')?.value).toBe('2026-01-02');
    expect(words.find((field) => field.key === 'periodEnd')?.value).toBe('2026-07-02');
  });

  it('trusts a VIN less when its check digit fails, and puts right one OCR look-alike', () => {
    const good = readValue('Vehicle 1: 2019 Ford F-150 VIN: 1FTEW1EP7KKD11223', 'vehicles.0.vin');
    expect(good).toEqual({ key: 'vehicles.0.vin', value: '1FTEW1EP7KKD11223', confidence: 0.9 });
    const repaired = readValue(
      'Vehicle 1: 2019 Ford F-150 VIN: 1FTEW1EP7KKDI1223',
      'vehicles.0.vin',
    );
    expect(repaired?.value).toBe('1FTEW1EP7KKD11223');
    const wrong = readValue('Vehicle 1: 2019 Ford F-150 VIN: 1FTEW1EP3KKD11223', 'vehicles.0.vin');
    expect(wrong?.confidence).toBeLessThan(0.5);
    expect(
      readValue('Vehicle 1: 2019 Ford F-150 VIN: 1FTEW1EP7KKD11223', 'vehicles.0.model')?.value,
    ).toBe('F-150');
  });

  it('names a known carrier as we list it and trusts a ZIP of another state less', () => {
    expect(readValue('NATIONWIDE\nDECLARATIONS', 'carrier')?.value).toBe('Nationwide');
    expect(readValue('Auto\nAustin, TX 78745', 'zip')?.confidence).toBe(0.9);
    expect(readValue('Auto\nAustin, CA 78745', 'zip')?.confidence).toBeLessThan(0.9);
  });

  it('reads nothing from a text that is no declarations page', () => {
    expect(extractDeclarations('Dear diary, today it rained.', 0.9)).toEqual({
      line: null,
      fields: [{ key: 'carrier', value: 'Dear diary, today it rained.', confidence: 0.63 }],
    });
  });

  it('reads at least 95% of the fields of the text PDFs right (printed)', async () => {
    const scores = await scoreFixtures(['text']);
    const figure = accuracy(scores);
    console.log(
      `declarations text PDFs: ${figure.right}/${figure.total} fields right (${figure.percent}%) over ${scores.length} files`,
    );
    for (const score of scores)
      for (const miss of score.misses)
        console.log(`  ${score.file} ${miss.key}: expected ${miss.expected}, read ${miss.read}`);
    expect(scores.length).toBeGreaterThanOrEqual(12);
    expect(figure.percent).toBeGreaterThanOrEqual(95);
  }, 60_000);
});
