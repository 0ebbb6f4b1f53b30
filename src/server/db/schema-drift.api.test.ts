import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDatabaseShape } from '../test-support/database-shape';
import {
  migrationNumber,
  readJournal,
  readSnapshot,
  shapeFromSnapshot,
  snapshotOfSchema,
  withoutIds,
} from '../test-support/drizzle-snapshots';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test-support/test-app';

/**
 * The schema modules, the SQL migrations and drizzle/meta say the same thing (decision 0078): a
 * change to one without the others fails here, not in a database in the field.
 */
describe('drizzle/meta', () => {
  const entries = readJournal();

  it('has a snapshot for every migration, each following the one before', () => {
    let previousId = '00000000-0000-0000-0000-000000000000';
    for (const entry of entries) {
      const snapshot = readSnapshot(entry.tag);
      expect(
        snapshot,
        `drizzle/meta has no snapshot of ${entry.tag}: npm run db:snapshot`,
      ).toBeDefined();
      expect(snapshot?.prevId, `${entry.tag}'s snapshot follows the one before`).toBe(previousId);
      previousId = snapshot?.id ?? '';
    }
  });

  it('numbers migrations upwards, idx as the number, each later than the one before', () => {
    let previous = { number: -1, when: 0 };
    for (const entry of entries) {
      const number = Number(migrationNumber(entry.tag));
      expect(number, `${entry.tag} comes after the one before`).toBeGreaterThan(previous.number);
      // drizzle-kit names the migration it generates after the last idx.
      expect(entry.idx, `${entry.tag}'s idx`).toBe(number);
      // The migrator applies a migration only when its `when` is later than the last applied one.
      expect(entry.when, `${entry.tag}'s when`).toBeGreaterThan(previous.when);
      previous = { number, when: entry.when };
    }
  });

  it('ends with the schema as it is: drizzle-kit generate has nothing to write', async () => {
    const newest = entries.at(-1);
    const snapshot = newest && readSnapshot(newest.tag);
    expect(snapshot).toBeDefined();
    if (!snapshot) return;
    expect(
      withoutIds(snapshot),
      `the schema changed since ${newest.tag}: write a migration (npm run db:generate) or, for a hand-written one, npm run db:snapshot`,
    ).toEqual(withoutIds(await snapshotOfSchema()));
  });
});

describe.each(databaseKinds)('the migrations on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.drop());

  it('make the database the schema declares', async () => {
    const { db } = database.database;
    // pg answers a QueryResult, PGlite a Results: both carry `rows`.
    const run = async (text: string) =>
      ((await db.execute(sql.raw(text))) as unknown as { rows: Array<Record<string, unknown>> })
        .rows;
    const migrated = await readDatabaseShape(run);
    const declared = await shapeFromSnapshot(run, await snapshotOfSchema());
    expect(migrated, 'the SQL migrations (left) and the schema modules (right)').toEqual(declared);
  });
});
