/**
 * Import boundaries, checked by `npm run lint:deps` (part of `npm run lint`, so of `npm test` and
 * `npm run test:fast`). docs/architecture.md ('Web layout') and decision 0048 explain them.
 */
/** Server tests may import browser code to check that both sides agree (the JSON-LD fuzz). */
const testFiles = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-public-entry-only',
      comment:
        'A feature imports another feature only through its public entry: src/web/features/<name>/index.ts (or lazy.ts for what it loads on demand). Export what you need from there, or move a part that several features share to src/web/components or src/web/lib.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: {
        path: '^src/web/features/[^/]+/',
        pathNot: ['^src/web/features/$1/', '^src/web/features/[^/]+/(index|lazy)\\.ts$'],
      },
    },
    {
      name: 'shared-parts-stay-below-features',
      comment:
        'src/web/components and src/web/lib are shared by every feature: they never import a feature (or a route).',
      severity: 'error',
      from: { path: '^src/web/(components|lib)/' },
      to: { path: '^src/web/(features|routes)/|^src/web/router\\.tsx$' },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycle in src/web or src/server (type-only imports aside): a cycle between features is a cycle of their modules too.',
      severity: 'error',
      from: { path: '^src/(web|server)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-cycle-between-features',
      comment:
        'Features depend on each other one way: if feature A imports feature B, nothing in B imports A (directly or through other features).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/web/features/[^/]+/?$' },
      to: { path: '^src/web/features/[^/]+/?$', circular: true },
    },
    {
      name: 'shared-is-isomorphic',
      comment: 'src/shared runs in the browser and on the server: it imports neither.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(web|server)/' },
    },
    {
      name: 'web-never-imports-server',
      comment: 'The browser app never imports server code; what both need lives in src/shared.',
      severity: 'error',
      from: { path: '^src/web/', pathNot: testFiles },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-never-imports-web',
      comment: 'The server never imports the browser app; what both need lives in src/shared.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: testFiles },
      to: { path: '^src/web/' },
    },
  ],
  options: {
    includeOnly: '^src/',
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
