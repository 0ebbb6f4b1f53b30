import { describe, expect, it } from 'vitest';
import { isValidVin } from './vin';

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
