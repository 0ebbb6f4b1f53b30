import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type DeclarationsContentType,
  type DeclarationsReading,
  declarationsMaxBytes,
  declarationsReadingSchema,
  keptDeclarationsListSchema,
} from '../../../shared/contracts/declarations';
import type { Db } from '../../db/client';
import { HttpError, unauthorized } from '../../http-error';
import { idParams } from '../../lib/id-params';
import { enforceActionLimits } from '../../plugins/abuse-limits';
import { currentSession, requireRole, roleGuard } from '../../plugins/session';
import { deleteCopy, getCopy, keepCopy, listCopies } from './copies';
import { extractDeclarations } from './extract-fields';
import { DocumentReadError, type ReadFailure, readDocument, sniffKind } from './read-document';

const hourMs = 60 * 60 * 1000;
/** Reads per hour: each can cost seconds of OCR. */
export const declarationsReadsPerHour = { perUser: 20, perIp: 40 };

const failureMessages: Record<ReadFailure, [number, string]> = {
  malformed: [422, 'declarationsMalformed'],
  encrypted: [422, 'declarationsEncrypted'],
  tooLarge: [413, 'declarationsImageTooLarge'],
  timeout: [422, 'declarationsTimeout'],
  busy: [503, 'declarationsBusy'],
  noText: [422, 'declarationsNoText'],
};
const contentTypes = { pdf: 'application/pdf', jpeg: 'image/jpeg', png: 'image/png' } as const;

/** A file name safe to store and to send back in Content-Disposition. */
function safeFileName(name: string | undefined, kind: keyof typeof contentTypes): string {
  const base = (name ?? '')
    .replace(/[^\w .()-]/g, '_')
    .replace(/^[.\s]+/, '')
    .slice(0, 80)
    .trim();
  return base || `declarations.${kind === 'jpeg' ? 'jpg' : kind}`;
}

async function receiveFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(400, 'declarationsFileRequired');
  let keep = false;
  let file: { bytes: Buffer; name: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'keep') keep = part.value === 'true';
        continue;
      }
      if (file || part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      file = { bytes, name: part.filename };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (
      code === 'FST_REQ_FILE_TOO_LARGE' ||
      code === 'FST_FILES_LIMIT' ||
      code === 'FST_PARTS_LIMIT'
    ) {
      throw new HttpError(413, 'declarationsTooLarge');
    }
    throw new HttpError(400, 'declarationsMalformed');
  }
  if (!file || file.bytes.length === 0) throw new HttpError(400, 'declarationsFileRequired');
  return { keep, file };
}

/**
 * "Start from your current policy" (issue 30): read a declarations page, and the consumer's kept
 * copies. Reading is open to anyone (the quote flow needs no account), limited per IP and user;
 * keeping a copy needs a signed-in consumer. The origin check covers the POST and DELETE.
 */
export async function registerDeclarationsRoutes(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        fileSize: declarationsMaxBytes,
        files: 1,
        fields: 4,
        parts: 6,
        fieldSize: 100,
        headerPairs: 50,
      },
      throwFileSizeLimit: true,
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const consumer = roleGuard('consumer');

    api.post(
      '/api/declarations/read',
      { schema: { response: { 200: declarationsReadingSchema } } },
      async (request, reply): Promise<DeclarationsReading> => {
        reply.header('Cache-Control', 'no-store');
        const session = await currentSession(request);
        const user = session?.user;
        await enforceActionLimits(
          db,
          [
            { key: `declarations:ip:${request.ip}`, max: declarationsReadsPerHour.perIp },
            ...(user
              ? [{ key: `declarations:user:${user.id}`, max: declarationsReadsPerHour.perUser }]
              : []),
          ],
          hourMs,
          'tooManyActions',
        );
        const { keep, file } = await receiveFile(request);
        if (keep && user?.role !== 'consumer') throw unauthorized('declarationsKeepNeedsAccount');
        const kind = sniffKind(file.bytes);
        if (kind === 'heic') throw new HttpError(415, 'declarationsHeic');
        if (!kind) throw new HttpError(415, 'declarationsKind');
        let read: Awaited<ReturnType<typeof readDocument>>;
        try {
          read = await readDocument(file.bytes, kind);
        } catch (error) {
          if (error instanceof DocumentReadError) {
            const [status, message] = failureMessages[error.reason];
            throw new HttpError(status, message, status === 503 ? { 'Retry-After': '5' } : {});
          }
          throw error;
        }
        const extracted = extractDeclarations(read.text, read.method === 'text' ? 0.97 : 0.8);
        // Kept only when asked, and only once the file was read: a refused file leaves nothing.
        const keptCopyId =
          keep && user
            ? await keepCopy(db, user.id, {
                fileName: safeFileName(file.name, kind),
                contentType: contentTypes[kind] as DeclarationsContentType,
                content: file.bytes,
              })
            : null;
        return { line: extracted.line, method: read.method, fields: extracted.fields, keptCopyId };
      },
    );

    api.get(
      '/api/declarations/copies',
      { ...consumer, schema: { response: { 200: keptDeclarationsListSchema } } },
      async (request, reply) => {
        const user = await requireRole(request, 'consumer');
        reply.header('Cache-Control', 'no-store');
        return { copies: await listCopies(db, user.id) };
      },
    );

    api.get(
      '/api/declarations/copies/:id/file',
      { ...consumer, schema: { params: idParams } },
      async (request, reply) => {
        const user = await requireRole(request, 'consumer');
        const copy = await getCopy(db, user.id, request.params.id);
        return reply
          .header('Cache-Control', 'private, no-store')
          .header('Content-Type', copy.contentType)
          .header('Content-Disposition', `attachment; filename="${copy.fileName}"`)
          .send(copy.content);
      },
    );

    api.delete(
      '/api/declarations/copies/:id',
      { ...consumer, schema: { params: idParams, response: { 204: z.null() } } },
      async (request, reply) => {
        const user = await requireRole(request, 'consumer');
        await deleteCopy(db, user.id, request.params.id);
        return reply.status(204).send(null);
      },
    );
  });
}
