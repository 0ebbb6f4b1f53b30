import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every repository path a doc names in backticks exists: a move or a rename that forgets the docs
 * fails here. Patterns (`<area>`, `{en,es}`, `*`) and paths outside these roots are not checked.
 */
const root = join(import.meta.dirname, '..');
const roots = ['src/', 'docs/', 'scripts/', 'tests/', 'drizzle/', 'bench/', 'deploy/'];

function docFiles(): string[] {
  const files = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  const decisions = readdirSync(join(root, 'docs/decisions'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/decisions/${name}`);
  return [...files, ...decisions, 'README.md'];
}

/** Backticked spans that name a path under one of the roots (a span may wrap onto the next line). */
function namedPaths(markdown: string): string[] {
  const paths = new Set<string>();
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
  for (const [, span = ''] of prose.matchAll(/`([^`]+)`/g)) {
    const candidate = span.replace(/\s*\n\s*/g, '').replace(/[:#].*$/, '');
    if (!roots.some((prefix) => candidate.startsWith(prefix))) continue;
    if (/[<>{}*\s]|\.\.\./.test(candidate)) continue;
    paths.add(candidate.replace(/\/$/, ''));
  }
  return [...paths];
}

describe('paths named in the docs', () => {
  it('reads a wrapped span and skips patterns', () => {
    const markdown =
      '```\nsrc/x.ts `odd\n```\n`src/a/\n  b.ts`, `src/web/features/<area>/`, `npm test`';
    expect(namedPaths(markdown)).toEqual(['src/a/b.ts']);
  });

  for (const file of docFiles()) {
    it(`every path in ${file} exists`, () => {
      const missing = namedPaths(readFileSync(join(root, file), 'utf8')).filter(
        (path) => !existsSync(join(root, path)),
      );
      expect(missing).toEqual([]);
    });
  }
});
