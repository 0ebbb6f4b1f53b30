/**
 * `npm run db:snapshot`: writes drizzle/meta/<number>_snapshot.json of the newest migration from
 * the schema, after checking that the database the migrations make is the one the schema
 * declares (decision 0078). For a migration written by hand; `npm run db:generate` writes its own.
 * Refuses, and writes nothing, when they differ: fix the migration or the schema first.
 *
 * `npm run db:snapshot -- --verify-all` writes nothing and checks every snapshot against a
 * database migrated to its point.
 */
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { describeDifferences, type RunSql } from '../src/server/test-support/database-shape';
import {
  readJournal,
  readSnapshot,
  type Snapshot,
  shapeFromMigrations,
  shapeFromSnapshot,
  snapshotOfSchema,
  snapshotPath,
  withoutIds,
} from '../src/server/test-support/drizzle-snapshots';

async function withPglite<T>(use: (run: RunSql) => Promise<T>): Promise<T> {
  const client = new PGlite();
  try {
    return await use(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
  } finally {
    await client.close();
  }
}

async function compare(snapshot: Snapshot, throughTag: string): Promise<string[]> {
  const migrated = await withPglite((run) => shapeFromMigrations(run, throughTag));
  const declared = await withPglite((run) => shapeFromSnapshot(run, snapshot));
  return describeDifferences(migrated, declared);
}

async function verifyAll(): Promise<boolean> {
  let agree = true;
  for (const entry of readJournal()) {
    const snapshot = readSnapshot(entry.tag);
    const differences = snapshot ? await compare(snapshot, entry.tag) : ['no snapshot'];
    console.log(`${entry.tag}: ${differences.length === 0 ? 'true' : 'DIFFERS'}`);
    for (const line of differences) console.log(`  ${line}`);
    agree &&= differences.length === 0;
  }
  return agree;
}

async function writeNewest(): Promise<boolean> {
  const entries = readJournal();
  const newest = entries.at(-1);
  if (!newest) throw new Error('drizzle/meta/_journal.json lists no migration');
  const missing = entries.slice(0, -1).filter((entry) => !readSnapshot(entry.tag));
  if (missing.length > 0) {
    console.error(
      `No snapshot for ${missing.map((entry) => entry.tag).join(', ')}: snapshot each migration when it is the newest (merge one branch at a time).`,
    );
    return false;
  }
  const previous = entries.at(-2);
  const previousId = previous ? readSnapshot(previous.tag)?.id : undefined;
  const current = readSnapshot(newest.tag);
  const snapshot = await snapshotOfSchema(previousId);
  const differences = await compare(snapshot, newest.tag);
  if (differences.length > 0) {
    console.error(`The migrations up to ${newest.tag} and the schema differ:`);
    for (const line of differences) console.error(`  ${line}`);
    return false;
  }
  if (
    current &&
    current.prevId === snapshot.prevId &&
    JSON.stringify(withoutIds(current)) === JSON.stringify(withoutIds(snapshot))
  ) {
    console.log(`${snapshotPath(newest.tag)} already matches the schema.`);
    return true;
  }
  // A rewritten snapshot keeps its id: nothing points at it yet but the next one would.
  const { id: _id, prevId, ...rest } = snapshot;
  const written = { id: current?.id ?? snapshot.id, prevId, ...rest };
  writeFileSync(snapshotPath(newest.tag), `${JSON.stringify(written, null, 2)}\n`);
  console.log(`Wrote ${snapshotPath(newest.tag)}.`);
  return true;
}

const ok = process.argv.includes('--verify-all') ? await verifyAll() : await writeNewest();
process.exitCode = ok ? 0 : 1;
