// `npm run admin:create`, `db:backup` and `db:restore`: run a command-line task from the server
// build, dist/server/<name>.js, with plain node, so a production install (`npm ci --omit=dev`, no
// tsx) runs them like `npm start` runs the server (decision 0080). In a tree with sources the
// server is built first when they changed since its last build, as `npm start` does (a production
// install whose sources changed stops and says to build on a full install); a tree without
// sources (the container image) runs the build it holds.
//   node scripts/run-cli.mjs create-admin you@example.com
//   node scripts/run-cli.mjs backup backup|restore [file]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build, digestOf, isCurrent, targets } from './build.mjs';

const clis = ['create-admin', 'backup'];
const [name, ...args] = process.argv.slice(2);
if (!name || !clis.includes(name)) {
  console.error(`Usage: node scripts/run-cli.mjs ${clis.join('|')} [arguments]`);
  process.exit(2);
}

const server = targets.server;
try {
  if (existsSync('src/server')) {
    const digest = digestOf(server);
    if (!isCurrent(server, digest)) await build(server);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const file = path.resolve(server.outDir, `${name}.js`);
if (!existsSync(file)) {
  console.error(`${file} is missing: build the server on a full install with "npm run build".`);
  process.exit(1);
}
// A process of its own: the CLI runs its main() only when it is the process's entry file.
const result = spawnSync(process.execPath, ['--enable-source-maps', file, ...args], {
  stdio: 'inherit',
});
if (result.error) throw result.error;
process.exit(result.status ?? 1);
