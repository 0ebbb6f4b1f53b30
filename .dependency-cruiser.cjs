/**
 * Import boundaries, checked by `npm run lint:deps` (part of `npm run lint`, so of `npm test` and
 * `npm run test:fast`). docs/architecture.md ('Web layout', 'Server layers') and decisions 0048,
 * 0084 and 0085 explain them; tests/dependency-rules/ holds a fixture of every shape they refuse.
 */
/** Server tests may import browser code to check that both sides agree (the JSON-LD fuzz). */
const testFiles = '\\.test\\.tsx?$';

/**
 * The server's layers, lowest first; a layer imports only its own and those below it. Tests sit
 * beside the code they test and may also reach the app (test-support) above it.
 */
const serverCore = '^src/server/(config|http-error|log-buffer|logging)\\.ts$|^src/server/lib/';
const serverDb = '^src/server/db/';
const serverInfrastructure = '^src/server/(crypto|jobs|live|mail|plugins)/';
/**
 * The modules in tiers, lowest first: a module imports only modules of lower tiers (never one of
 * its own tier), so the modules form no cycle. A new module is added to the tier above everything
 * it imports. Tests aside: a test may set up state through any module.
 */
const moduleTiers = [
  ['geo', 'health', 'notifications', 'reviews', 'seo', 'two-factor', 'users', 'vehicles'],
  ['auth', 'leads', 'licences'],
  ['account', 'declarations', 'messages', 'pipeline', 'profiles'],
  ['agents', 'calls', 'quotes'],
  ['admin', 'data-rights'],
];
const modulesPattern = (names) => `^src/server/modules/(${names.join('|')})/`;
const serverModules = modulesPattern(moduleTiers.flat());
const moduleTierRules = moduleTiers.map((tier, index) => ({
  name: 'server-module-tiers',
  comment: `A module of tier ${index + 1} (${tier.join(', ')}) imports only modules of lower tiers (moduleTiers in .dependency-cruiser.cjs): no cycle between modules. Move the shared part down, or let the lower module define a port the higher one fills.`,
  severity: 'error',
  from: { path: modulesPattern(tier), pathNot: testFiles },
  to: {
    path: modulesPattern(moduleTiers.slice(index).flat()),
    pathNot: '^src/server/modules/$1/',
  },
}));
const serverApp =
  '^src/server/(app|cluster|main)\\.ts$|^src/server/(cli|faults|fuzz|seed|test-support)/';
const serverLayers = [serverCore, serverDb, serverInfrastructure, serverModules, serverApp];

/** Where web code may live: a file elsewhere escapes every web rule, so it is refused itself. */
const webPlaces = [
  '^src/web/(main|router)\\.tsx$',
  '^src/web/features/[^/]+/',
  '^src/web/(components|lib|locales|routes|test-support)/',
];
const featureEntry = '^src/web/features/[^/]+/(index|lazy)\\.ts$';

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
      name: 'feature-insides-only-from-features-and-routes',
      comment:
        "Outside the feature folders only routes (a screen is a route's lazy chunk) import a feature's inner files; everything else goes through its index.ts (or lazy.ts).",
      severity: 'error',
      from: { path: '^src/web/', pathNot: ['^src/web/features/[^/]+/', '^src/web/routes/'] },
      to: { path: '^src/web/features/[^/]+/', pathNot: featureEntry },
    },
    {
      name: 'routes-only-from-the-router',
      comment:
        "A route module may import any feature's insides, so only the route table (src/web/router.tsx) imports it: a route never serves as a way round a feature's entry.",
      severity: 'error',
      from: {
        path: '^src/web/',
        pathNot: ['^src/web/router\\.tsx$', '^src/web/routes/', testFiles],
      },
      to: { path: '^src/web/routes/' },
    },
    {
      name: 'lazy-entry-loads-on-demand',
      comment:
        "A feature's lazy.ts holds loaders only (`() => import('./screen')`): a static import or re-export there (`export *` too) would be a second, unchecked index.",
      severity: 'error',
      from: { path: '^src/web/features/[^/]+/lazy\\.ts$' },
      to: { dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'web-code-in-known-places',
      comment:
        'Web code lives in src/web/main.tsx, router.tsx, features/<name>/, components/, lib/, locales/, routes/ or test-support/: a file elsewhere (a hub directly in features/, a new folder such as hooks/) would escape the rules. Put it in one of those places.',
      severity: 'error',
      from: { path: '^src/web/.+\\.(tsx?|jsx?|mjs)$', pathNot: webPlaces },
      to: {},
    },
    {
      name: 'web-code-in-known-places-imported',
      comment: 'A file outside the known web places (see web-code-in-known-places) is imported.',
      severity: 'error',
      from: {},
      to: { path: '^src/web/.+\\.(tsx?|jsx?|mjs)$', pathNot: webPlaces },
    },
    {
      name: 'web-code-in-known-places-orphan',
      comment:
        'A file outside the known web places (see web-code-in-known-places) imports nothing.',
      severity: 'error',
      from: { orphan: true, path: '^src/web/.+\\.(tsx?|jsx?|mjs)$', pathNot: webPlaces },
      to: {},
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
      name: 'server-core-imports-no-layer',
      comment:
        "src/server/config.ts, http-error.ts, logging.ts, log-buffer.ts and lib/ are the server's ground floor: they import no other server code (only src/shared).",
      severity: 'error',
      from: { path: serverCore, pathNot: testFiles },
      to: { path: '^src/server/', pathNot: serverCore },
    },
    {
      name: 'server-db-imports-only-core',
      comment:
        'src/server/db (client, schema, errors) sits under every other layer: it imports only the server core. Code that builds rows through modules (factories, seed) lives in src/server/seed.',
      severity: 'error',
      from: { path: serverDb, pathNot: testFiles },
      to: { path: '^src/server/', pathNot: [serverCore, serverDb] },
    },
    {
      name: 'server-infrastructure-never-imports-modules',
      comment:
        "crypto, jobs, live, mail and plugins serve every module: they import no module and not the app. When they need a module's rule, they define a port (a function type) that app.ts fills, as live's ConversationAccess does.",
      severity: 'error',
      from: { path: serverInfrastructure, pathNot: testFiles },
      to: { path: [serverModules, serverApp] },
    },
    {
      name: 'server-modules-never-import-the-app',
      comment:
        'A module never imports the app layer (app.ts, main.ts, cluster.ts, cli, seed, test-support, faults, fuzz); its tests may (test-support, factories).',
      severity: 'error',
      from: { path: serverModules, pathNot: testFiles },
      to: { path: serverApp },
    },
    {
      name: 'server-module-public-entry-only',
      comment:
        'Another server module (its tests too) imports a module only through src/server/modules/<name>/index.ts, type-only imports too. Export what is needed from there.',
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/' },
      to: {
        path: '^src/server/modules/[^/]+/',
        pathNot: ['^src/server/modules/$1/', '^src/server/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'server-module-public-entry-only-from-outside',
      comment:
        'The app, the seed, test-support and every other non-module file import a server module only through its index.ts (see server-module-public-entry-only).',
      severity: 'error',
      from: { path: '^src/server/', pathNot: serverModules },
      to: { path: '^src/server/modules/[^/]+/', pathNot: '^src/server/modules/[^/]+/index\\.ts$' },
    },
    ...moduleTierRules,
    {
      name: 'server-code-in-a-layer',
      comment:
        'Every server file belongs to one layer (see serverLayers in .dependency-cruiser.cjs): a file elsewhere would escape the layer rules. Put it in a layer, or add the folder to one and to docs/architecture.md.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: [...serverLayers, testFiles] },
      to: {},
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
