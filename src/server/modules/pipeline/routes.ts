import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  leadNoteSchema,
  leadTimelineSchema,
  lostReasons,
  noteInputSchema,
  pipelinePageSchema,
  pipelineQuerySchema,
  pipelineStages,
  speedToLeadSchema,
  stageMoveSchema,
} from '../../../shared/contracts/pipeline';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { idParams } from '../../lib/id-params';
import { limitAction } from '../../plugins/abuse-limits';
import { requireRole, roleGuard } from '../../plugins/session';
import { listBook } from './book';
import { bookCsv } from './export-book';
import { addNote, deleteNote, listNotes } from './notes';
import { speedToLead } from './speed';
import { moveStage } from './stages';
import { getTimeline } from './timeline';

const noteParams = idParams.extend({ noteId: z.string().max(100) });
const movedSchema = z.object({
  id: z.string(),
  stage: z.enum(pipelineStages),
  lostReason: z.enum(lostReasons).nullable(),
});

/** The agent's desk (issue 29): the book, stage moves, notes, the timeline, speed to lead, CSV. */
export function registerPipelineRoutes(app: FastifyInstance, db: Db, config: Config): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const agent = (request: FastifyRequest) => requireRole(request, 'agent');
  const agentsOnly = roleGuard('agent');
  const noStore = { 'Cache-Control': 'no-store' };

  api.get(
    '/api/agent/pipeline',
    {
      ...agentsOnly,
      schema: { querystring: pipelineQuerySchema, response: { 200: pipelinePageSchema } },
    },
    async (request, reply) => {
      const user = await agent(request);
      reply.headers(noStore);
      return listBook(db, user.id, request.query);
    },
  );

  api.get(
    '/api/agent/pipeline/speed',
    { ...agentsOnly, schema: { response: { 200: speedToLeadSchema } } },
    async (request, reply) => {
      const user = await agent(request);
      reply.headers(noStore);
      return speedToLead(db, user.id);
    },
  );

  api.put(
    '/api/agent/leads/:id/stage',
    {
      ...agentsOnly,
      schema: { params: idParams, body: stageMoveSchema, response: { 200: movedSchema } },
    },
    async (request) => {
      const user = await agent(request);
      await limitAction(db, config, 'deskWrites', { userId: user.id, ip: request.ip });
      return moveStage(db, user.id, request.params.id, request.body);
    },
  );

  api.get(
    '/api/agent/leads/:id/notes',
    {
      ...agentsOnly,
      schema: { params: idParams, response: { 200: z.object({ notes: z.array(leadNoteSchema) }) } },
    },
    async (request, reply) => {
      const user = await agent(request);
      reply.headers(noStore);
      return { notes: await listNotes(db, user.id, request.params.id) };
    },
  );

  api.post(
    '/api/agent/leads/:id/notes',
    {
      ...agentsOnly,
      schema: { params: idParams, body: noteInputSchema, response: { 201: leadNoteSchema } },
    },
    async (request, reply) => {
      const user = await agent(request);
      await limitAction(db, config, 'deskWrites', { userId: user.id, ip: request.ip });
      const note = await addNote(db, user.id, request.params.id, request.body);
      return reply.status(201).send(note);
    },
  );

  api.delete(
    '/api/agent/leads/:id/notes/:noteId',
    { ...agentsOnly, schema: { params: noteParams } },
    async (request, reply) => {
      const user = await agent(request);
      await deleteNote(db, user.id, request.params.id, request.params.noteId);
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/agent/leads/:id/timeline',
    { ...agentsOnly, schema: { params: idParams, response: { 200: leadTimelineSchema } } },
    async (request, reply) => {
      const user = await agent(request);
      reply.headers(noStore);
      return getTimeline(db, user.id, request.params.id);
    },
  );

  api.get('/api/agent/book.csv', { ...agentsOnly }, async (request, reply) => {
    const user = await agent(request);
    const csv = await bookCsv(db, user.id);
    reply
      .header('Cache-Control', 'no-store')
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="lion-book.csv"');
    return csv;
  });
}
