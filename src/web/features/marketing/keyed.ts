import type { TFunction } from 'i18next';

/**
 * Texts for a list, read from namespace JSON by a fixed key list so that English and Spanish
 * catalogues are held to the same items (the locales test compares keys).
 */
export function keyedTexts<const K extends string, const F extends string>(
  t: TFunction,
  prefix: string,
  keys: readonly K[],
  fields: readonly F[],
): Array<{ key: K } & Record<F, string>> {
  return keys.map((key) => {
    const entry = { key } as { key: K } & Record<F, string>;
    for (const field of fields) {
      (entry as Record<string, string>)[field] = t(`${prefix}.${key}.${field}`);
    }
    return entry;
  });
}
