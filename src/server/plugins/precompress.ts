import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|mjs|css|svg|json|html|txt|xml|map)$/;
const minimumBytes = 1024;

function listFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const fullPath = path.join(directory, entry.name);
    return entry.isDirectory() ? listFiles(fullPath) : [fullPath];
  });
}

function writeAtomically(target: string, content: Buffer): void {
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, target);
}

/**
 * Writes .br and .gz siblings of the built text assets once, so @fastify/static can send them
 * compressed (`preCompressed`) without compressing on every request. Files already compressed and
 * newer than their source are kept. Returns how many files were compressed; a read-only build
 * directory is reported and the app serves uncompressed files (decision 0019).
 */
export function precompressAssets(root: string, log: (message: string) => void): number {
  let count = 0;
  try {
    for (const file of listFiles(root)) {
      if (!compressible.test(file)) continue;
      const source = statSync(file);
      if (source.size < minimumBytes) continue;
      const isFresh = (sibling: string) =>
        existsSync(sibling) && statSync(sibling).mtimeMs >= source.mtimeMs;
      if (isFresh(`${file}.br`) && isFresh(`${file}.gz`)) continue;
      const content = readFileSync(file);
      writeAtomically(
        `${file}.br`,
        brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      );
      writeAtomically(`${file}.gz`, gzipSync(content, { level: 9 }));
      count += 1;
    }
  } catch (error) {
    log(`Could not pre-compress the build in ${root}: ${(error as Error).message}`);
  }
  return count;
}
