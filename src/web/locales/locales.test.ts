import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const localesDir = path.dirname(new URL(import.meta.url).pathname);

function flattenKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    flattenKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function readNamespace(language: string, file: string): unknown {
  return JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8'));
}

const namespaces = [
  ...new Set([
    ...readdirSync(path.join(localesDir, 'en')),
    ...readdirSync(path.join(localesDir, 'es')),
  ]),
].filter((file) => file.endsWith('.json'));

describe('translation catalogs', () => {
  it.each(namespaces)('%s has the same keys in English and Spanish', (file) => {
    const english = flattenKeys(readNamespace('en', file)).sort();
    const spanish = flattenKeys(readNamespace('es', file)).sort();
    expect(spanish.filter((key) => !english.includes(key))).toEqual([]);
    expect(english.filter((key) => !spanish.includes(key))).toEqual([]);
  });

  it.each(namespaces)('%s has no empty texts', (file) => {
    for (const language of ['en', 'es']) {
      const catalog = readNamespace(language, file);
      const empty = flattenKeys(catalog).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
        return typeof value === 'string' && value.trim() === '';
      });
      expect(empty, `${language}/${file}`).toEqual([]);
    }
  });
});
