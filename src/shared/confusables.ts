/**
 * Look-alike folding for matching names against a short list of Latin-script names (the listed
 * insurers): a simplified TR39 skeleton (Unicode Technical Standard #39, "Unicode Security
 * Mechanisms", section 4 and its data file confusables.txt). Issue 27, finding 12; decision 0077.
 *
 * - NFKC first: full-width letters (`ＧＥＩＣＯ`), mathematical alphanumerics (`𝐆𝐄𝐈𝐂𝐎`), circled,
 *   small-capital compatibility and ligature forms become plain letters.
 * - Then NFD, and each character that confusables.txt maps to one ASCII letter or digit becomes
 *   that letter (the table below: the entries for the Cyrillic, Greek, Armenian, Cherokee and
 *   Latin-extension letters a name may hold). Combining marks go (`GÉICO`, `GËICO`).
 * - Last, case-free: TR39 maps `I` and `1` to `l`, `0` to `O`, `m` to `rn` and `d` to `cl`;
 *   matching without case also folds `i` with them, so `GEICO`, `GElCO` and `Geico` meet.
 *
 * The folded text is for comparison only: never shown, never stored.
 */
const latinLookAlikes: Readonly<Record<string, string>> = {
  // Cyrillic capitals
  А: 'A',
  В: 'B',
  С: 'C',
  Е: 'E',
  Н: 'H',
  І: 'I',
  Ј: 'J',
  К: 'K',
  М: 'M',
  О: 'O',
  Р: 'P',
  Ѕ: 'S',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  Ү: 'Y',
  Ԍ: 'G',
  Ԛ: 'Q',
  Ԝ: 'W',
  Ѵ: 'V',
  Ӏ: 'l',
  З: '3',
  // Cyrillic small letters
  а: 'a',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  һ: 'h',
  і: 'i',
  ј: 'j',
  ӏ: 'l',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  ѵ: 'v',
  ԝ: 'w',
  х: 'x',
  у: 'y',
  ү: 'y',
  // Greek capitals
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'l',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  // Greek small letters
  α: 'a',
  γ: 'y',
  ι: 'i',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  υ: 'u',
  χ: 'x',
  ϳ: 'j',
  // Armenian
  Լ: 'L',
  Ս: 'U',
  Տ: 'S',
  Օ: 'O',
  հ: 'h',
  ո: 'n',
  ս: 'u',
  ց: 'g',
  զ: 'q',
  օ: 'o',
  // Cherokee
  Ꭰ: 'D',
  Ꭱ: 'R',
  Ꭲ: 'T',
  Ꭹ: 'Y',
  Ꭺ: 'A',
  Ꭻ: 'J',
  Ꭼ: 'E',
  Ꮃ: 'W',
  Ꮇ: 'M',
  Ꮋ: 'H',
  Ꮐ: 'G',
  Ꮓ: 'Z',
  Ꮢ: 'R',
  Ꮪ: 'S',
  Ꮩ: 'V',
  Ꮮ: 'L',
  Ꮯ: 'C',
  Ꮲ: 'P',
  Ꮶ: 'K',
  Ᏼ: 'B',
  // Latin extensions and IPA
  ı: 'i',
  ȷ: 'j',
  ɡ: 'g',
  ɑ: 'a',
  ɩ: 'i',
  ǀ: 'l',
};

const combiningMark = /\p{M}/u;

/**
 * A name's skeleton for case-free look-alike matching: letters and digits only, lower case,
 * every look-alike folded to one Latin spelling. Two names that look alike have equal skeletons;
 * one that contains the other's skeleton contains a look-alike of it.
 */
export function lookAlikeSkeleton(value: string): string {
  let folded = '';
  for (const character of value.normalize('NFKC').normalize('NFD')) {
    if (combiningMark.test(character)) continue;
    folded += latinLookAlikes[character] ?? character;
  }
  return folded
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .replace(/[il1]/g, 'l')
    .replace(/0/g, 'o')
    .replace(/m/g, 'rn')
    .replace(/d/g, 'cl');
}
