// `npm test` and `npm run test:fast` (decision 0081). The checks that do not depend on each other
// run side by side, so the type checker's one busy core does not leave the other idle:
//   fast: [type check] beside [Biome, import rules, unit tests]; then the API tests on PGlite.
//   all:  [type check, then the production build] beside [Biome, import rules, unit tests];
//         then the API tests (PGlite, plus PostgreSQL with TEST_DATABASE_URL); then the browser
//         tests on the build made in the first step (it is built once).
// Each command's output is printed whole when it ends, under its name, with its time; the first
// failure stops the run once the commands beside it have ended. Usage: node scripts/run-tests.mjs fast|all
import { spawn } from 'node:child_process';

const mode = process.argv[2];
if (mode !== 'fast' && mode !== 'all') {
  console.error('Usage: node scripts/run-tests.mjs fast|all');
  process.exit(2);
}

const npx = (...args) => ['npx', '--no-install', ...args];
const commands = {
  typecheck: npx('tsc', '--noEmit'),
  biome: npx('biome', 'check', '.'),
  'import rules': ['npm', 'run', '--silent', 'lint:deps'],
  unit: npx('vitest', 'run', '--project', 'unit'),
  build: ['node', 'scripts/build.mjs', '--changed'],
  api: npx('vitest', 'run', '--project', 'api'),
  chromium: ['node', 'scripts/ensure-chromium.mjs'],
  browser: npx('playwright', 'test'),
};

/**
 * Runs one command, resolving to whether it passed. Beside others its output is held and printed
 * whole when it ends; alone (`streamed`) it is printed as it comes, so a long suite shows progress.
 */
function run(name, { env = process.env, streamed = false } = {}) {
  const [command, ...args] = commands[name];
  const started = Date.now();
  if (streamed) process.stdout.write(`\n=== ${name}\n`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env,
      stdio: streamed ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\n=== ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

/** Runs each chain's commands in order, the chains side by side; true when every one passed. */
async function beside(...chains) {
  const results = await Promise.all(
    chains.map(async (chain) => {
      for (const name of chain) if (!(await run(name))) return false;
      return true;
    }),
  );
  return results.every(Boolean);
}

const started = Date.now();
function finish(passed) {
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(
    `\n=== npm ${mode === 'fast' ? 'run test:fast' : 'test'}: ${passed ? 'passed' : 'FAILED'} in ${minutes} min`,
  );
  process.exit(passed ? 0 : 1);
}

if (mode === 'fast') {
  if (!(await beside(['typecheck'], ['biome', 'import rules', 'unit']))) finish(false);
  finish(await run('api', { env: { ...process.env, TEST_DATABASE_URL: '' }, streamed: true }));
} else {
  if (!(await beside(['typecheck', 'build'], ['biome', 'import rules', 'unit']))) finish(false);
  if (!(await run('api', { streamed: true }))) finish(false);
  finish((await run('chromium', { streamed: true })) && (await run('browser', { streamed: true })));
}
