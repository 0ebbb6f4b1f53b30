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
  const value = vin.trim().toUpperCase();
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(value)) return false;
  let sum = 0;
  for (let position = 0; position < 17; position++) {
    const characterValueAt = characterValue(value[position] as string);
    if (characterValueAt === undefined) return false;
    sum += characterValueAt * (weights[position] as number);
  }
  const remainder = sum % 11;
  return value[8] === (remainder === 10 ? 'X' : String(remainder));
}
