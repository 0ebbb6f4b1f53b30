import { and, desc, eq } from 'drizzle-orm';
import type {
  DeclarationsContentType,
  KeptDeclarations,
} from '../../../shared/contracts/declarations';
import { isoTimestamp } from '../../../shared/iso-time';
import type { Db } from '../../db/client';
import { declarationsCopies } from '../../db/schema';
import { notFound } from '../../http-error';
import { isUuid } from '../../lib/ids';

/** At most this many kept copies per consumer: the oldest goes when a new one is kept. */
export const maxKeptCopies = 5;

const listed = {
  id: declarationsCopies.id,
  fileName: declarationsCopies.fileName,
  contentType: declarationsCopies.contentType,
  sizeBytes: declarationsCopies.sizeBytes,
  createdAt: declarationsCopies.createdAt,
};
const toKept = (row: {
  id: string;
  fileName: string;
  contentType: DeclarationsContentType;
  sizeBytes: number;
  createdAt: Date;
}): KeptDeclarations => ({
  ...row,
  createdAt: isoTimestamp(row.createdAt.getTime()),
});

export async function keepCopy(
  db: Db,
  userId: string,
  file: { fileName: string; contentType: DeclarationsContentType; content: Buffer },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(declarationsCopies)
      .values({
        userId,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.content.length,
        content: file.content,
      })
      .returning({ id: declarationsCopies.id });
    const kept = await tx
      .select({ id: declarationsCopies.id })
      .from(declarationsCopies)
      .where(eq(declarationsCopies.userId, userId))
      .orderBy(desc(declarationsCopies.createdAt), desc(declarationsCopies.id));
    for (const old of kept.slice(maxKeptCopies)) {
      if (old.id !== row?.id)
        await tx.delete(declarationsCopies).where(eq(declarationsCopies.id, old.id));
    }
    return (row as { id: string }).id;
  });
}

export async function listCopies(db: Db, userId: string): Promise<KeptDeclarations[]> {
  const rows = await db
    .select(listed)
    .from(declarationsCopies)
    .where(eq(declarationsCopies.userId, userId))
    .orderBy(desc(declarationsCopies.createdAt));
  return rows.map(toKept);
}

/** The owner's copy with its bytes; anyone else's, or a malformed id, is a 404. */
export async function getCopy(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select({ ...listed, content: declarationsCopies.content })
    .from(declarationsCopies)
    .where(and(eq(declarationsCopies.id, id), eq(declarationsCopies.userId, userId)));
  if (!row) throw notFound();
  return row;
}

export async function deleteCopy(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const deleted = await db
    .delete(declarationsCopies)
    .where(and(eq(declarationsCopies.id, id), eq(declarationsCopies.userId, userId)))
    .returning({ id: declarationsCopies.id });
  if (deleted.length === 0) throw notFound();
}

/** The kept copies with their files (base64), for the data download. */
export async function exportCopies(db: Db, userId: string) {
  const rows = await db
    .select({ ...listed, content: declarationsCopies.content })
    .from(declarationsCopies)
    .where(eq(declarationsCopies.userId, userId))
    .orderBy(desc(declarationsCopies.createdAt));
  return rows.map(({ content, ...row }) => ({
    ...toKept(row),
    contentBase64: content.toString('base64'),
  }));
}
