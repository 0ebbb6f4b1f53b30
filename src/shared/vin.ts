/**
 * Vehicle identification numbers (ISO 3779, 17 characters since 1981): letters I, O and Q are
 * never used, and position 9 is the North American check digit (49 CFR 565.15): each character's
 * value times its position's weight, summed, modulo 11, with 10 written as X.
 */
const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
/** Transliteration of A-Z (I, O and Q have no value: they are not allowed). */
const letterValues = '12345678-12345-7-923456789';

function characterValue(character: string): number | undefined {
  if (character >= '0' && character <= '9') return Number(character);
  const index = character.charCodeAt(0) - 65;
  const value = letterValues[index];
  return value === undefined || value === '-' ? undefined : Number(value);
}

export function isValidVin(vin: string): boolean {
  return vinProblem(vin) === null;
}

/** The check digit a VIN of the right form should carry in position 9 ('0'-'9' or 'X'). */
export function expectedCheckDigit(vin: string): string {
  const value = vin.trim().toUpperCase();
  let sum = 0;
  for (let position = 0; position < 17; position++) {
    sum += (characterValue(value[position] as string) ?? 0) * (weights[position] as number);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * What is wrong with a VIN, the form first: `format` (not 17 of the allowed characters), then
 * `checkDigit` (a typo somewhere: position 9 does not match the others); null when it is valid.
 */
export function vinProblem(vin: string): 'format' | 'checkDigit' | null {
  const value = vin.trim().toUpperCase();
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(value)) return 'format';
  return value[8] === expectedCheckDigit(value) ? null : 'checkDigit';
}
