import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractDeclarations } from './extract-fields';
import { type DocumentKind, readDocument } from './read-document';

/** The synthetic declarations pages (scripts/make-declarations-fixtures.mjs). */
export const fixturesDir = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  '..',
  'tests',
  'fixtures',
  'declarations',
);

export type FixtureVariant = 'text' | 'scan' | 'photo';

export interface FixtureScore {
  file: string;
  right: number;
  total: number;
  misses: { key: string; expected: string; read: string | undefined }[];
  ms: number;
}

/** Reads every fixture of the variants through the server's own path and scores each field. */
export async function scoreFixtures(variants: FixtureVariant[]): Promise<FixtureScore[]> {
  const files = readdirSync(fixturesDir)
    .filter((file) => /\.(pdf|jpg|png)$/.test(file))
    .filter((file) => variants.some((variant) => file.includes(`.${variant}.`)))
    .sort();
  const scores: FixtureScore[] = [];
  for (const file of files) {
    const started = performance.now();
    const kind: DocumentKind = file.endsWith('.pdf')
      ? 'pdf'
      : file.endsWith('.png')
        ? 'png'
        : 'jpeg';
    const read = await readDocument(readFileSync(join(fixturesDir, file)), kind);
    const extracted = extractDeclarations(read.text, read.method === 'text' ? 0.97 : 0.8);
    const expected = JSON.parse(
      readFileSync(join(fixturesDir, file.replace(/\.(pdf|jpg|png)$/, '.expected.json')), 'utf8'),
    ) as Record<string, string>;
    const score: FixtureScore = { file, right: 0, total: 0, misses: [], ms: 0 };
    for (const [key, value] of Object.entries(expected)) {
      const got =
        key === 'line'
          ? (extracted.line ?? undefined)
          : extracted.fields.find((field) => field.key === key)?.value;
      score.total++;
      if (got === value) score.right++;
      else score.misses.push({ key, expected: value, read: got });
    }
    score.ms = Math.round(performance.now() - started);
    scores.push(score);
  }
  return scores;
}

export function accuracy(scores: FixtureScore[]): {
  right: number;
  total: number;
  percent: number;
} {
  const right = scores.reduce((sum, score) => sum + score.right, 0);
  const total = scores.reduce((sum, score) => sum + score.total, 0);
  return { right, total, percent: total === 0 ? 0 : Math.round((right / total) * 1000) / 10 };
}
