import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/**
 * The rules of .dependency-cruiser.cjs against a small tree of each shape they must refuse
 * (decision 0085): a rule loosened or a hole reopened fails here, not in a review months later.
 */
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs');
const fixtures = path.join(import.meta.dirname, 'fixtures');

async function violationsOf(
  fixture: string,
): Promise<{ rule: string; from: string; to: string }[]> {
  const { tsConfig: _realTree, ...options } = config.options;
  const { output } = await cruise(['src'], {
    ...options,
    baseDir: path.join(fixtures, fixture),
    ruleSet: { forbidden: config.forbidden },
    validate: true,
  });
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text');
  return output.summary.violations.map((violation) => ({
    rule: violation.rule.name,
    from: violation.from,
    to: violation.to,
  }));
}

/** Each fixture with every rule it must break; a fixture breaking any other rule fails too. */
const forbiddenShapes: Record<string, string[]> = {
  'web-hub-in-features': [
    'web-code-in-known-places',
    'web-code-in-known-places-imported',
    'feature-insides-only-from-features-and-routes',
  ],
  'web-route-reexport': ['routes-only-from-the-router'],
  'web-new-folder': [
    'web-code-in-known-places',
    'web-code-in-known-places-imported',
    'feature-insides-only-from-features-and-routes',
  ],
  'web-lazy-export-star': ['lazy-entry-loads-on-demand'],
  'web-deep-import': ['feature-public-entry-only'],
  'web-feature-cycle': ['no-circular', 'no-cycle-between-features'],
  'server-upward': [
    'server-core-imports-no-layer',
    'server-db-imports-only-core',
    'server-infrastructure-never-imports-modules',
  ],
  'server-deep-module-import': [
    'server-module-public-entry-only',
    'server-module-public-entry-only-from-outside',
  ],
  'server-module-cycle': ['no-circular', 'server-module-tiers'],
  'server-file-cycle': ['no-circular'],
  'server-outside-layers': ['server-code-in-a-layer'],
  'shared-imports-server': ['shared-is-isomorphic', 'web-never-imports-server'],
};

describe('the import rules (.dependency-cruiser.cjs)', () => {
  it('has a fixture for every forbidden shape and one of allowed shapes', () => {
    expect(readdirSync(fixtures).sort()).toEqual(
      [...Object.keys(forbiddenShapes), 'allowed'].sort(),
    );
  });

  it('lets the allowed shapes through', async () => {
    expect(await violationsOf('allowed')).toEqual([]);
  });

  for (const [fixture, rules] of Object.entries(forbiddenShapes)) {
    it(`refuses ${fixture} under ${rules.join(', ')}`, async () => {
      const found = [...new Set((await violationsOf(fixture)).map(({ rule }) => rule))].sort();
      expect(found).toEqual([...rules].sort());
    });
  }
});
