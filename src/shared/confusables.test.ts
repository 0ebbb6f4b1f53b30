import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookAlikeSkeleton } from './confusables';
import { agencyNameProblem, insurerNamedIn } from './contracts/agency';
import { insurers } from './insurers';

describe('look-alike skeletons (issue 27, finding 12)', () => {
  it('folds Cyrillic, Greek, full-width, mathematical and accented spellings to one', () => {
    const geico = lookAlikeSkeleton('GEICO');
    for (const spelling of [
      'Geico',
      'G\u0415ICO', // Cyrillic IE
      '\uFF27\uFF25\uFF29\uFF23\uFF2F', // full-width
      '\u{1D406}\u{1D404}\u{1D408}\u{1D402}\u{1D40E}', // mathematical bold
      'G\u0395\u0399C\u039F', // Greek epsilon, iota, omicron
      'GE\u0406C\u041E', // Cyrillic I and O
      'GElCO', // a small L for the I
      'GE1C0', // digits
      'G\u00C9ICO', // precomposed accent
      'GE\u0301ICO', // combining accent
      'G E I C O',
    ]) {
      expect(lookAlikeSkeleton(spelling), spelling).toBe(geico);
    }
    expect(lookAlikeSkeleton('Liberty Mutual')).toBe(lookAlikeSkeleton('Liberty Mutua1'));
    expect(lookAlikeSkeleton('State Farm')).toBe(lookAlikeSkeleton('State Farrn'));
  });

  it('finds the insurer named in a look-alike agency name, and refuses it off that insurer', () => {
    expect(insurerNamedIn('G\u0415ICO')?.id).toBe('geico');
    expect(insurerNamedIn('\uFF27\uFF25\uFF29\uFF23\uFF2F')?.id).toBe('geico');
    expect(insurerNamedIn('\u0410llstate of Texas')?.id).toBe('allstate');
    expect(insurerNamedIn('\u13AAmerican Family Agents')?.id).toBe('americanfamily');
    expect(agencyNameProblem('lee@agency.example', 'G\u0415ICO')).toBe('agencyNameClaimsInsurer');
    expect(agencyNameProblem('lee@geico.com', 'G\u0415ICO Partners')).toBeUndefined();
    expect(insurerNamedIn('Lone Star Insurance Group')).toBeUndefined();
    expect(insurerNamedIn('Hill Country Insurance')).toBeUndefined();
  });

  it('property: any mix of listed look-alikes of an insurer name still names that insurer', () => {
    const swaps: Record<string, string[]> = {
      A: ['\u0410', '\u0391', '\uFF21', '\u13AA'],
      a: ['\u0430', '\u03B1', '\uFF41', '\u0251'],
      E: ['\u0415', '\u0395', '\uFF25', '\u13AC'],
      e: ['\u0435', '\uFF45'],
      I: ['\u0406', '\u0399', 'l', '1', '\uFF29', '\u04C0'],
      i: ['\u0456', '\u0131', '\u03B9', '\uFF49'],
      O: ['\u041E', '\u039F', '0', '\u0555', '\uFF2F'],
      o: ['\u043E', '\u03BF', '\u0585', '0'],
      C: ['\u0421', '\u13DF', '\uFF23'],
      c: ['\u0441', '\uFF43'],
      P: ['\u0420', '\u03A1', '\u13E2'],
      p: ['\u0440', '\u03C1'],
      S: ['\u0405', '\u13DA', '\u054F'],
      s: ['\u0455'],
      T: ['\u0422', '\u03A4', '\u13A2'],
      y: ['\u0443', '\u03B3'],
      M: ['\u041C', '\u039C', '\u13B7'],
      m: ['rn'],
      x: ['\u0445', '\u03C7'],
    };
    const lookAlike = (name: string) =>
      fc.array(fc.nat(), { minLength: name.length, maxLength: name.length }).map((picks) =>
        [...name]
          .map((character, index) => {
            const options = swaps[character];
            const pick = picks[index] ?? 0;
            return options && pick % 2 === 0 ? options[pick % options.length] : character;
          })
          .join(''),
      );
    const anyInsurer = fc.constantFrom(...insurers);
    fc.assert(
      fc.property(
        anyInsurer.chain((insurer) => fc.tuple(fc.constant(insurer), lookAlike(insurer.name))),
        fc.constantFrom('', 'The ', 'Lee '),
        fc.constantFrom('', ' Agency', ' of Texas'),
        ([insurer, spelled], before, after) => {
          expect(insurerNamedIn(`${before}${spelled}${after}`)?.id).toBe(insurer.id);
        },
      ),
      { numRuns: 300 },
    );
  });
});
