import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  callListQuerySchema,
  callListSchema,
  callSchema,
  callSignalInputSchema,
  callSignalListSchema,
  callSignalsQuerySchema,
  iceServerListSchema,
  signalAcceptedSchema,
  startCallInputSchema,
} from '../../../shared/contracts/calls';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { idParams } from '../../lib/id-params';
import { roleGuard } from '../../plugins/session';
import { requireMember } from '../messages';
import { answerCall, type CallAction } from './answer-call';
import { addCallSignal, listCallSignals } from './call-signals';
import { iceServersFor } from './ice-servers';
import { getCall, listConversationCalls, listRingingCalls } from './list-calls';
import { startCall } from './start-call';

const actions: CallAction[] = ['accept', 'decline', 'hangup'];

/** Voice calls (issue 11): members of a conversation with a current consent; others get 404. */
export function registerCallRoutes(app: FastifyInstance, db: Db, config: Config): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'Cache-Control': 'no-store' };
  const members = roleGuard('agent', 'consumer');

  api.get(
    '/api/calls/ice-servers',
    { ...members, schema: { response: { 200: iceServerListSchema } } },
    async (request, reply) => {
      const member = await requireMember(request);
      // Credentials inside: never cached.
      reply.headers(noStore);
      return iceServersFor(config, member.id);
    },
  );

  api.get(
    '/api/calls',
    { ...members, schema: { querystring: callListQuerySchema, response: { 200: callListSchema } } },
    async (request, reply) => {
      const member = await requireMember(request);
      reply.headers(noStore);
      return { calls: await listConversationCalls(db, member, request.query.conversationId) };
    },
  );

  api.get(
    '/api/calls/ringing',
    { ...members, schema: { response: { 200: callListSchema } } },
    async (request, reply) => {
      const member = await requireMember(request);
      reply.headers(noStore);
      return { calls: await listRingingCalls(db, member) };
    },
  );

  api.post(
    '/api/calls',
    { ...members, schema: { body: startCallInputSchema, response: { 201: callSchema } } },
    async (request, reply) => {
      const call = await startCall(db, await requireMember(request), request.body.conversationId);
      return reply.status(201).send(call);
    },
  );

  api.get(
    '/api/calls/:id',
    { ...members, schema: { params: idParams, response: { 200: callSchema } } },
    async (request, reply) => {
      const member = await requireMember(request);
      reply.headers(noStore);
      return getCall(db, member, request.params.id);
    },
  );

  for (const action of actions) {
    api.post(
      `/api/calls/:id/${action}`,
      { ...members, schema: { params: idParams, response: { 200: callSchema } } },
      async (request) => answerCall(db, await requireMember(request), request.params.id, action),
    );
  }

  api.post(
    '/api/calls/:id/signal',
    {
      ...members,
      schema: {
        params: idParams,
        body: callSignalInputSchema,
        response: { 201: signalAcceptedSchema },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      return reply
        .status(201)
        .send(await addCallSignal(db, member, request.params.id, request.body));
    },
  );

  api.get(
    '/api/calls/:id/signals',
    {
      ...members,
      schema: {
        params: idParams,
        querystring: callSignalsQuerySchema,
        response: { 200: callSignalListSchema },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      reply.headers(noStore);
      return {
        signals: await listCallSignals(db, member, request.params.id, request.query.after),
      };
    },
  );
}
