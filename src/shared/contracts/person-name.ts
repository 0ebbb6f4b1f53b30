import { z } from 'zod';
import type { ValidationMessageKey } from '../validation-messages';

/**
 * What a person's name may hold: letters and combining marks of any script, spaces, apostrophes
 * (' and ’), hyphens and dots, with at least one letter. No digit, colon, slash, '#', '@' or line
 * break: a name cannot spell a link, an address or a second line of a mail (issue 18, 1.8).
 */
const personNameCharacters = /^[\p{L}\p{M} '’.-]+$/u;
const hasLetter = /\p{L}/u;
export const personNameMaxLength = 100;

/**
 * A dot with a letter on each side (`x.com`, `J.R.`): mail clients link bare domains, so a name
 * never holds one. A dot ends an initial or an abbreviation: `J. R. Smith`, `Jr.` (issue 27,
 * finding 11).
 */
const dotBetweenLetters = /[\p{L}\p{M}]\.[\p{L}\p{M}]/u;

export function hasDotBetweenLetters(value: string): boolean {
  return dotBetweenLetters.test(value);
}

export function isPersonName(value: string): boolean {
  return (
    value.length <= personNameMaxLength &&
    personNameCharacters.test(value) &&
    hasLetter.test(value) &&
    !dotBetweenLetters.test(value) &&
    value === value.trim()
  );
}

const m = (key: ValidationMessageKey) => ({ message: key });

/** The one schema of a first or last name, wherever a person types one. */
export const personName = (requiredKey: ValidationMessageKey) =>
  z
    .string()
    .trim()
    .min(1, m(requiredKey))
    .max(personNameMaxLength, m('tooLong'))
    .superRefine((value, context) => {
      if (isPersonName(value)) return;
      const key = personNameCharacters.test(value) && dotBetweenLetters.test(value);
      context.addIssue({ code: 'custom', ...m(key ? 'nameDotBetweenLetters' : 'nameCharacters') });
    });
