// `npm start`: builds the browser app and the server when their sources changed since their last
// build (a fresh clone builds both; a restart of an unchanged tree builds nothing), then runs the
// built server, dist/server/main.js, in this very process with plain node: SIGTERM and SIGINT
// reach the server's own drain (package.json's `exec` lets npm forward them here), and a
// `WEB_CONCURRENCY` worker, which node:cluster starts by running this file again, skips the check.
import cluster from 'node:cluster';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, digestOf, isCurrent, targets } from './build.mjs';

if (cluster.isPrimary) {
  try {
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
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

// Stack traces name the TypeScript sources (the bundle's .map files).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.resolve(targets.server.outDir, 'main.js')).href);
