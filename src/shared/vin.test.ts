import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedCheckDigit, isValidVin, vinProblem } from './vin';

describe('isValidVin', () => {
  it('accepts real VINs whose check digit matches', () => {
    for (const vin of [
      '1HGCM82633A004352', // Honda Accord, check digit 3
      '1M8GDM9AXKP042788', // Motor Coach Industries, check digit X
      'JH4KA7561PC008269', // Acura Legend, check digit 1
      '11111111111111111', // weights sum to 89, 89 mod 11 = 1
    ]) {
      expect(isValidVin(vin), vin).toBe(true);
    }
    expect(isValidVin('1hgcm82633a004352')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and the letters I, O and Q', () => {
    expect(isValidVin('1HGCM82634A004352')).toBe(false); // check digit 4 instead of 3
    expect(isValidVin('1HGCM82633A004353')).toBe(false); // one serial digit changed
    expect(isValidVin('1M8GDM9A1KP042788')).toBe(false); // 1 where X is due
    expect(isValidVin('1HGCM82633A00435')).toBe(false);
    expect(isValidVin('1HGCM82633A0043521')).toBe(false);
    expect(isValidVin('')).toBe(false);
    expect(isValidVin('1HGCM82633A0O4352')).toBe(false);
    expect(isValidVin('IHGCM82633A004352')).toBe(false);
    expect(isValidVin('1HGCM82633A00435Q')).toBe(false);
    expect(isValidVin('1HGCM8263-A004352')).toBe(false);
    expect(isValidVin('WP0ZZZ99ZTS392124')).toBe(false); // a European VIN without a check digit
  });
});

describe('vinProblem: the form first, then the check digit', () => {
  const allowed = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ'.split('');
  const body = fc.array(fc.constantFrom(...allowed), { minLength: 17, maxLength: 17 });

  it('finds the check digit of any VIN of the right form, and refuses every other digit', () => {
    fc.assert(
      fc.property(body, fc.constantFrom(...'0123456789X'.split('')), (characters, other) => {
        const draft = characters.join('');
        const digit = expectedCheckDigit(draft);
        const vin = `${draft.slice(0, 8)}${digit}${draft.slice(9)}`;
        expect(vinProblem(vin)).toBeNull();
        expect(vinProblem(vin.toLowerCase())).toBeNull();
        const typo = `${draft.slice(0, 8)}${other}${draft.slice(9)}`;
        expect(vinProblem(typo)).toBe(other === digit ? null : 'checkDigit');
      }),
    );
  });

  it('says format, not check digit, for a wrong length or a letter VINs never use', () => {
    expect(vinProblem('1HGCM82633A00435')).toBe('format');
    expect(vinProblem('1HGCM82633A0O4352')).toBe('format');
    expect(vinProblem('')).toBe('format');
    expect(vinProblem('1HGCM82643A004352')).toBe('checkDigit');
    expect(vinProblem(' 1hgcm82633a004352 ')).toBeNull();
  });
});
