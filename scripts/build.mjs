// The production build (decision 0005): the browser app with Vite into dist/web, the server with
// esbuild into dist/server (one ESM bundle per entry, packages left to node_modules, source maps
// on). `npm run build` builds both; `npm start` (scripts/start.mjs) builds only an output whose
// inputs changed since its last build: each output keeps the digest of its inputs in .build-stamp.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** Tests are in neither build: editing one rebuilds nothing. */
const isTestFile = (file) => /\.(test|spec)\.tsx?$/.test(file) || file.includes('test-support');

/**
 * The two outputs and everything each build reads. The server bundle runs as
 * `node dist/server/main.js`; create-admin.js and backup.js are the CLIs of `npm run admin:create`
 * and `npm run db:backup` for an install without tsx (the container image).
 */
export const targets = {
  web: {
    name: 'browser app',
    outDir: process.env.WEB_DIST_DIR ?? 'dist/web',
    builtFile: 'index.html',
    inputs: [
      'src/web',
      'src/shared',
      'public',
      'index.html',
      'vite.config.ts',
      'tsconfig.json',
      'package-lock.json',
    ],
    build: buildWeb,
  },
  server: {
    name: 'server',
    outDir: process.env.SERVER_DIST_DIR ?? 'dist/server',
    builtFile: 'main.js',
    inputs: ['src/server', 'src/shared', 'tsconfig.json', 'package-lock.json', 'scripts/build.mjs'],
    build: buildServer,
  },
};

function filesOf(entry) {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return isTestFile(entry) ? [] : [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => filesOf(path.join(entry, name)));
}

/** A digest of a build's inputs: their paths and contents. */
export function digestOf(target) {
  const hash = createHash('sha256');
  for (const file of target.inputs.flatMap(filesOf)) {
    hash.update(file);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

const stampOf = (target) => path.join(target.outDir, '.build-stamp');

/** The output exists and was built from the inputs as they are now. */
export function isCurrent(target, digest = digestOf(target)) {
  const stamp = stampOf(target);
  return (
    existsSync(path.join(target.outDir, target.builtFile)) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8').trim() === digest
  );
}

/** Builds one output and stamps it with the digest of the inputs it was built from. */
export async function build(target) {
  const digest = digestOf(target);
  const started = Date.now();
  await target.build(target.outDir);
  writeFileSync(stampOf(target), `${digest}\n`);
  console.log(`Built the ${target.name} into ${target.outDir} in ${Date.now() - started} ms.`);
}

/** Resolves a build tool, saying what to do when it is missing (a production install). */
function buildTool(name) {
  try {
    return require.resolve(name);
  } catch {
    throw new Error(
      `${name} is not installed (a production install, npm ci --omit=dev?): build on a full install with "npm run build", then start.`,
    );
  }
}

function buildWeb(outDir) {
  buildTool('vite');
  const viteBin = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [viteBin, 'build', '--outDir', outDir], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}

async function buildServer(outDir) {
  const esbuild = await import(buildTool('esbuild'));
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await esbuild.build({
    entryPoints: {
      main: 'src/server/main.ts',
      'create-admin': 'src/server/cli/create-admin.ts',
      backup: 'src/server/cli/backup.ts',
    },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Dependencies load from node_modules as installed (native argon2, PGlite's files, geo data).
    packages: 'external',
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
  });
  // esbuild's service process would otherwise live as long as `npm start`.
  await esbuild.stop();
  // The bundles are ES modules whatever the nearest package.json says.
  writeFileSync(path.join(outDir, 'package.json'), '{ "type": "module" }\n');
}

/** Builds each output whose inputs changed since its last build; says so for the others. */
export async function buildChanged() {
  for (const target of Object.values(targets)) {
    const digest = digestOf(target);
    if (isCurrent(target, digest)) {
      console.log(
        `Serving the existing ${target.name} build in ${target.outDir} (sources unchanged).`,
      );
    } else {
      await build(target);
    }
  }
}

// `node scripts/build.mjs [web|server]`: build both outputs (or the one named) whatever the
// stamps; `--changed`: only those whose inputs changed.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  try {
    if (names.includes('--changed')) await buildChanged();
    else {
      for (const name of names.length > 0 ? names : Object.keys(targets)) {
        const target = targets[name];
        if (!target) throw new Error(`Unknown build "${name}": web or server.`);
        await build(target);
      }
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
