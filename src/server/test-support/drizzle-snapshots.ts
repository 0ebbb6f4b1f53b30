import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { type DatabaseShape, type RunSql, readDatabaseShape } from './database-shape';

/**
 * drizzle/ and its meta/ as drizzle-kit keeps them: the journal lists the migrations the migrator
 * applies (in order, each once, by its `when`), and meta/<number>_snapshot.json is the schema as
 * it stands after that migration, which `drizzle-kit generate` diffs the schema against.
 */
export const drizzleFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));
const metaFolder = path.join(drizzleFolder, 'meta');

export type Snapshot = ReturnType<typeof generateDrizzleJson>;

export interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}

export function readJournal(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(metaFolder, '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** `0016` of `0016_notifications`: drizzle-kit names a migration's snapshot by it. */
export function migrationNumber(tag: string): string {
  const match = /^(\d{4})_/.exec(tag);
  if (!match?.[1]) throw new Error(`Migration ${tag} does not start with a four-digit number`);
  return match[1];
}

export function snapshotPath(tag: string): string {
  return path.join(metaFolder, `${migrationNumber(tag)}_snapshot.json`);
}

export function readSnapshot(tag: string): Snapshot | undefined {
  const file = snapshotPath(tag);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Snapshot) : undefined;
}

/** The statements of one migration file, split where the migrator splits them. */
export function readMigrationStatements(tag: string): string[] {
  return readFileSync(path.join(drizzleFolder, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => statement.trim() !== '');
}

/** What drizzle-kit reads from the schema modules (everything `schema/index.ts` exports). */
export async function snapshotOfSchema(prevId?: string): Promise<Snapshot> {
  const schema = await import('../db/schema');
  return generateDrizzleJson(schema, prevId);
}

/** A snapshot without its own id and its parent's: the part a diff reads. */
export function withoutIds(snapshot: Snapshot): Omit<Snapshot, 'id' | 'prevId'> {
  const { id: _id, prevId: _prevId, ...rest } = snapshot;
  return rest;
}

const emptySnapshot: Snapshot = {
  id: '00000000-0000-0000-0000-000000000000',
  prevId: '',
  version: '7',
  dialect: 'postgresql',
  tables: {},
  enums: {},
  schemas: {},
  sequences: {},
  roles: {},
  policies: {},
  views: {},
  _meta: { columns: {}, schemas: {}, tables: {} },
};

/** The SQL drizzle-kit would write to create a snapshot's schema in an empty database. */
export function sqlToCreate(snapshot: Snapshot): Promise<string[]> {
  return generateMigration(emptySnapshot, snapshot);
}

/** Runs one migration's statements as the migrator does (without its bookkeeping). */
export async function applyMigration(run: RunSql, tag: string): Promise<void> {
  for (const statement of readMigrationStatements(tag)) await run(statement);
}

/**
 * The shape of the database drizzle-kit would create from a snapshot, made in `public` after
 * emptying it (the `drizzle` schema, where the migrator keeps its table, stays).
 */
export async function shapeFromSnapshot(run: RunSql, snapshot: Snapshot): Promise<DatabaseShape> {
  await run('drop schema public cascade');
  await run('create schema public');
  for (const statement of await sqlToCreate(snapshot)) await run(statement);
  return readDatabaseShape(run);
}
