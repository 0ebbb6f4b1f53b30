import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translateValidationMessage } from '../validation-messages';
import { agencyInputSchema } from './agency';
import { hasDotBetweenLetters, isPersonName, personName } from './person-name';

const firstName = personName('firstNameRequired');

const messageOf = (value: string) => {
  const result = firstName.safeParse(value);
  return result.success
    ? undefined
    : translateValidationMessage(result.error.issues[0]?.message ?? '', 'en');
};

describe('a person’s name holds no domain (issue 27, finding 11)', () => {
  it('refuses a dot between letters, and keeps initials and abbreviations', () => {
    for (const refused of [
      'lion-insurance-billing.com',
      'Verify at lion-insurance-billing.com',
      'x.com',
      'a.b',
      'J.R. Smith',
      'Ana.María',
      'mañana.es',
      'secure.lion.example',
      'bill.ру',
    ]) {
      expect(isPersonName(refused), refused).toBe(false);
      expect(messageOf(refused), refused).toBe(
        'In a name a dot ends an initial: put a space after it, as in “J. R. Smith”',
      );
    }
    for (const kept of [
      'J. R. Smith',
      'J.',
      'Martin Luther King Jr.',
      'St. John',
      "O'Brien",
      'Anne-Marie',
      'José',
    ]) {
      expect(isPersonName(kept), kept).toBe(true);
      expect(firstName.safeParse(kept).success, kept).toBe(true);
    }
    // Other characters keep their own message.
    expect(messageOf('x:com')).toBe(
      'Names may contain only letters, spaces, apostrophes, hyphens and dots',
    );
  });

  it('refuses a domain in an agency name and keeps abbreviations', () => {
    for (const refused of [
      'lion-insurance-billing.com',
      'Billing.Lion Insurance',
      'Agency24.net',
    ]) {
      const result = agencyInputSchema.safeParse({ agencyName: refused });
      expect(result.success, refused).toBe(false);
      expect(result.error?.issues[0]?.message, refused).toBe('agencyNameDotBetweenLetters');
    }
    for (const kept of [
      'Lee & Co. Insurance',
      'J. R. Smith Agency',
      'Smith Ins.',
      'No. 1 Insurance',
    ]) {
      expect(agencyInputSchema.safeParse({ agencyName: kept }).success, kept).toBe(true);
    }
  });

  it('property: a dot followed by a letter is refused wherever it stands; followed by a space or the end, kept', () => {
    const letters = fc.constantFrom(...'abcxyzABCXYZéñøаеоαβ');
    const word = fc.array(letters, { minLength: 1, maxLength: 8 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(word, word, fc.constantFrom('', 'Ana ', 'de la '), (left, right, before) => {
        const joined = `${before}${left}.${right}`;
        expect(hasDotBetweenLetters(joined)).toBe(true);
        expect(isPersonName(joined)).toBe(false);
        expect(firstName.safeParse(joined).success).toBe(false);
        const initial = `${before}${left}. ${right}`;
        expect(isPersonName(initial)).toBe(true);
        expect(isPersonName(`${before}${left}.`)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
