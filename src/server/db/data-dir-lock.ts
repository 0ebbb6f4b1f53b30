import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const lockFileName = 'lion.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a PGlite data directory for this process. PGlite is a single-process database: a second
 * process opening the same directory (a second `npm start`, or a backup while the app runs) would
 * corrupt it, so it is refused with the holder's pid. A lock left by a process that died is taken
 * over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, lockFileName);
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${holder}. PGlite serves one process at a time: stop it first.`,
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}
