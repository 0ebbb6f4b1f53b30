import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  conversationListSchema,
  conversationPageSchema,
  conversationQuerySchema,
  conversationSummarySchema,
  editMessageInputSchema,
  messageSchema,
  noteInputSchema,
  noteListSchema,
  noteSchema,
  openConversationInputSchema,
  readInputSchema,
  sendMessageInputSchema,
  unreadSchema,
} from '../../../shared/contracts/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { idParams } from '../../lib/id-params';
import { limitMessages } from '../../plugins/abuse-limits';
import { BatchedCounters } from '../../plugins/batched-counters';
import { requireRole, roleGuard } from '../../plugins/session';
import { requireMember } from './access';
import {
  countUnread,
  getConversationPage,
  listConversations,
  markRead,
  openConversation,
} from './conversations';
import { changeMessage } from './edit-message';
import { addNote, listNotes } from './notes';
import { sendMessage } from './send-message';

/** Conversations and messages (issue 11). Non-members get 404, in the query. */
export function registerMessageRoutes(app: FastifyInstance, db: Db, config: Config): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const messageCounters = new BatchedCounters(db, 60_000, app.log);
  app.addHook('onClose', () => messageCounters.stop());
  const noStore = { 'Cache-Control': 'no-store' };
  const members = roleGuard('agent', 'consumer');
  const agentsOnly = roleGuard('agent');

  api.get(
    '/api/messages/conversations',
    { ...members, schema: { response: { 200: conversationListSchema } } },
    async (request, reply) => {
      const member = await requireMember(request);
      reply.headers(noStore);
      return { conversations: await listConversations(db, member) };
    },
  );

  api.post(
    '/api/messages/conversations',
    {
      ...members,
      schema: { body: openConversationInputSchema, response: { 200: conversationSummarySchema } },
    },
    async (request) => openConversation(db, await requireMember(request), request.body.leadId),
  );

  api.get(
    '/api/messages/conversations/:id',
    {
      ...members,
      schema: {
        params: idParams,
        querystring: conversationQuerySchema,
        response: { 200: conversationPageSchema },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      reply.headers(noStore);
      return getConversationPage(db, member, request.params.id, request.query);
    },
  );

  api.post(
    '/api/messages/conversations/:id/read',
    {
      ...members,
      schema: {
        params: idParams,
        body: readInputSchema,
        response: { 200: conversationSummarySchema },
      },
    },
    async (request) =>
      markRead(db, await requireMember(request), request.params.id, request.body.seq),
  );

  api.get(
    '/api/messages/unread',
    { ...members, schema: { response: { 200: unreadSchema } } },
    async (request, reply) => {
      const member = await requireMember(request);
      reply.headers(noStore);
      return { count: await countUnread(db, member) };
    },
  );

  api.post(
    '/api/messages',
    {
      ...members,
      schema: {
        body: sendMessageInputSchema,
        response: { 200: messageSchema, 201: messageSchema },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      // Per sender, per conversation (both members) and per address (decisions 0030, 0052).
      limitMessages(messageCounters, config, {
        ip: request.ip,
        userId: member.id,
        conversationId: request.body.conversationId,
      });
      const { message, isNew } = await sendMessage(db, member, request.body, {
        mailDelayMs: config.MESSAGE_MAIL_DELAY_SECONDS * 1000,
      });
      if (isNew) app.metrics.messagesSent += 1;
      return reply.status(isNew ? 201 : 200).send(message);
    },
  );

  api.patch(
    '/api/messages/:id',
    {
      ...members,
      schema: { params: idParams, body: editMessageInputSchema, response: { 200: messageSchema } },
    },
    async (request) =>
      changeMessage(db, await requireMember(request), request.params.id, request.body.body),
  );

  api.delete(
    '/api/messages/:id',
    { ...members, schema: { params: idParams, response: { 200: messageSchema } } },
    async (request) => changeMessage(db, await requireMember(request), request.params.id, null),
  );

  api.get(
    '/api/messages/conversations/:id/notes',
    { ...agentsOnly, schema: { params: idParams, response: { 200: noteListSchema } } },
    async (request, reply) => {
      const agent = await requireRole(request, 'agent');
      reply.headers(noStore);
      return { notes: await listNotes(db, agent.id, request.params.id) };
    },
  );

  api.post(
    '/api/messages/conversations/:id/notes',
    {
      ...agentsOnly,
      schema: { params: idParams, body: noteInputSchema, response: { 201: noteSchema } },
    },
    async (request, reply) => {
      const agent = await requireRole(request, 'agent');
      return reply
        .status(201)
        .send(await addNote(db, agent.id, request.params.id, request.body.body));
    },
  );
}
