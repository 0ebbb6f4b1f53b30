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
import {
  describeDifferences,
  type RunSql,
  readDatabaseShape,
} from '../src/server/test-support/database-shape';
import {
  applyMigration,
  type JournalEntry,
  readJournal,
  readSnapshot,
  type Snapshot,
  shapeFromSnapshot,
  snapshotOfSchema,
  snapshotPath,
  withoutIds,
} from '../src/server/test-support/drizzle-snapshots';

/**
 * Walks the migrations on one database and asks `check` at each step; the other database is
 * rebuilt from whatever snapshot `check` compares with.
 */
async function walkMigrations(
  check: (entry: JournalEntry, migrated: RunSql, rebuilt: RunSql) => Promise<void>,
): Promise<void> {
  const migrating = new PGlite();
  const rebuilding = new PGlite();
  const runOn =
    (client: PGlite): RunSql =>
    async (text) =>
      (await client.query<Record<string, unknown>>(text)).rows;
  try {
    for (const entry of readJournal()) {
      await applyMigration(runOn(migrating), entry.tag);
      await check(entry, runOn(migrating), runOn(rebuilding));
    }
  } finally {
    await migrating.close();
    await rebuilding.close();
  }
}

async function differences(migrated: RunSql, rebuilt: RunSql, snapshot: Snapshot) {
  return describeDifferences(
    await readDatabaseShape(migrated),
    await shapeFromSnapshot(rebuilt, snapshot),
  );
}

async function verifyAll(): Promise<boolean> {
  let agree = true;
  await walkMigrations(async (entry, migrated, rebuilt) => {
    const snapshot = readSnapshot(entry.tag);
    const found = snapshot ? await differences(migrated, rebuilt, snapshot) : ['no snapshot'];
    console.log(`${entry.tag}: ${found.length === 0 ? 'agrees' : 'DIFFERS'}`);
    for (const line of found) console.log(`  ${line}`);
    agree &&= found.length === 0;
  });
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
  const current = readSnapshot(newest.tag);
  const snapshot = await snapshotOfSchema(previous ? readSnapshot(previous.tag)?.id : undefined);
  let found: string[] = [];
  await walkMigrations(async (entry, migrated, rebuilt) => {
    if (entry.tag === newest.tag) found = await differences(migrated, rebuilt, snapshot);
  });
  if (found.length > 0) {
    console.error(`The migrations up to ${newest.tag} and the schema differ:`);
    for (const line of found) console.error(`  ${line}`);
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
  // A rewritten snapshot keeps its id: no snapshot follows it yet, but the next one will.
  const { id: _id, prevId, ...rest } = snapshot;
  const written = { id: current?.id ?? snapshot.id, prevId, ...rest };
  writeFileSync(snapshotPath(newest.tag), `${JSON.stringify(written, null, 2)}\n`);
  console.log(`Wrote ${snapshotPath(newest.tag)}.`);
  return true;
}

const ok = process.argv.includes('--verify-all') ? await verifyAll() : await writeNewest();
process.exitCode = ok ? 0 : 1;
