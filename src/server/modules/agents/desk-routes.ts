import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  policyInputSchema,
  policyListSchema,
  policySchema,
  taskFeedSchema,
  taskInputSchema,
  taskListQuerySchema,
  taskListSchema,
  taskSchema,
  taskUpdateSchema,
} from '../../../shared/contracts/desk';
import { type Config, publicOrigin } from '../../config';
import type { Db } from '../../db/client';
import { HttpError } from '../../http-error';
import { idParams } from '../../lib/id-params';
import { enforceActionLimits } from '../../plugins/abuse-limits';
import { requestLanguage } from '../../plugins/errors';
import { requireRole, roleGuard } from '../../plugins/session';
import { policiesCsv, tasksCalendar, tasksCsv } from './desk-files';
import { listPolicies, recordPolicy } from './desk-policies';
import {
  allTasks,
  createFeed,
  createTask,
  deleteTask,
  feedOwner,
  feedStatus,
  feedTasks,
  getTask,
  hashFeedToken,
  listTasks,
  revokeFeed,
  updateTask,
} from './desk-tasks';

const noStore = { 'Cache-Control': 'no-store' };
const hourMs = 3_600_000;
/** Task and policy writes per agent per hour: a day's real work is far below. */
const maxWritesPerHour = 600;
/** A calendar app polls a feed every few minutes at most; per feed and per address, per hour. */
const maxFeedReadsPerHour = 120;
const maxFeedChangesPerHour = 20;
const maxExportsPerHour = 30;

export const feedPath = (token: string) => `/api/task-feeds/${token}/tasks.ics`;

/**
 * The desk's follow-up tasks, calendar files and won policies (issue 29, items 4 and 6;
 * decisions 0105-0109). Every query carries the agent and the lead's access rule.
 */
export function registerDeskRoutes(app: FastifyInstance, db: Db, config: Config): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const agentsOnly = roleGuard('agent');
  const origin = publicOrigin(config);
  const limitWrites = (agentId: string, ip: string) =>
    enforceActionLimits(
      db,
      [
        { key: `desk-writes:user:${agentId}`, max: maxWritesPerHour },
        { key: `desk-writes:ip:${ip}`, max: maxWritesPerHour * 4 },
      ],
      hourMs,
      'tooManyActions',
    );

  api.get(
    '/api/agent/tasks',
    {
      ...agentsOnly,
      schema: { querystring: taskListQuerySchema, response: { 200: taskListSchema } },
    },
    async (request, reply) => {
      const agent = await requireRole(request, 'agent');
      reply.headers(noStore);
      return listTasks(db, agent.id, request.query);
    },
  );

  api.post(
    '/api/agent/tasks',
    { ...agentsOnly, schema: { body: taskInputSchema, response: { 201: taskSchema } } },
    async (request, reply) => {
      const agent = await requireRole(request, 'agent');
      await limitWrites(agent.id, request.ip);
      return reply.status(201).send(await createTask(db, agent.id, request.body));
    },
  );

  api.patch(
    '/api/agent/tasks/:id',
    {
      ...agentsOnly,
      schema: { params: idParams, body: taskUpdateSchema, response: { 200: taskSchema } },
    },
    async (request) => {
      const agent = await requireRole(request, 'agent');
      await limitWrites(agent.id, request.ip);
      return updateTask(db, agent.id, request.params.id, request.body);
    },
  );

  api.delete(
    '/api/agent/tasks/:id',
    { ...agentsOnly, schema: { params: idParams } },
    async (request, reply) => {
      const agent = await requireRole(request, 'agent');
      await limitWrites(agent.id, request.ip);
      await deleteTask(db, agent.id, request.params.id);
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/agent/tasks/:id/calendar.ics',
    { ...agentsOnly, schema: { params: idParams } },
    async (request, reply) => {
      const agent = await requireRole(request, 'agent');
      const task = await getTask(db, agent.id, request.params.id);
      const language = requestLanguage(request.headers['accept-language']);
      reply
        .headers(noStore)
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="task-${task.id}.ics"`);
      return tasksCalendar([task], { origin, language, name: 'Lion Insurance' });
    },
  );

  api.get('/api/agent/tasks.csv', agentsOnly, async (request, reply) => {
    const agent = await requireRole(request, 'agent');
    await enforceActionLimits(
      db,
      [{ key: `desk-export:user:${agent.id}`, max: maxExportsPerHour }],
      hourMs,
      'tooManyActions',
    );
    reply
      .headers(noStore)
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="lion-tasks.csv"');
    return tasksCsv(await allTasks(db, agent.id));
  });

  // The subscribable feed: its address is a secret shown once (decision 0108).
  api.get(
    '/api/agent/task-feed',
    { ...agentsOnly, schema: { response: { 200: taskFeedSchema } } },
    async (request, reply) => {
      const agent = await requireRole(request, 'agent');
      reply.headers(noStore);
      return { ...(await feedStatus(db, agent.id)), url: null };
    },
  );

  api.post(
    '/api/agent/task-feed',
    { ...agentsOnly, schema: { response: { 201: taskFeedSchema } } },
    async (request, reply) => {
      const agent = await requireRole(request, 'agent');
      await enforceActionLimits(
        db,
        [{ key: `task-feed-change:user:${agent.id}`, max: maxFeedChangesPerHour }],
        hourMs,
        'tooManyActions',
      );
      const feed = await createFeed(db, agent.id);
      reply.headers(noStore);
      return reply.status(201).send({
        active: true,
        createdAt: feed.createdAt,
        url: `${origin}${feedPath(feed.token)}`,
      });
    },
  );

  api.delete('/api/agent/task-feed', agentsOnly, async (request, reply) => {
    const agent = await requireRole(request, 'agent');
    await revokeFeed(db, agent.id);
    return reply.status(204).send();
  });

  api.get(
    '/api/task-feeds/:token/tasks.ics',
    { schema: { params: z.object({ token: z.string().max(200) }) } },
    async (request, reply) => {
      const { token } = request.params;
      await enforceActionLimits(
        db,
        [
          { key: `task-feed:ip:${request.ip}`, max: maxFeedReadsPerHour },
          { key: `task-feed:token:${hashFeedToken(token).slice(0, 32)}`, max: maxFeedReadsPerHour },
        ],
        hourMs,
        'tooManyActions',
      );
      const agentId = await feedOwner(db, token);
      if (!agentId) throw new HttpError(404, 'feedNotFound');
      const language = requestLanguage(request.headers['accept-language']);
      reply
        .headers(noStore)
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('X-Robots-Tag', 'noindex');
      return tasksCalendar(await feedTasks(db, agentId), {
        origin,
        language,
        name: language === 'es' ? 'Tareas de Lion Insurance' : 'Lion Insurance tasks',
      });
    },
  );

  api.get(
    '/api/agent/policies',
    { ...agentsOnly, schema: { response: { 200: policyListSchema } } },
    async (request, reply) => {
      const agent = await requireRole(request, 'agent');
      reply.headers(noStore);
      return { policies: await listPolicies(db, agent.id) };
    },
  );

  api.post(
    '/api/agent/policies',
    { ...agentsOnly, schema: { body: policyInputSchema, response: { 201: policySchema } } },
    async (request, reply) => {
      const agent = await requireRole(request, 'agent');
      await limitWrites(agent.id, request.ip);
      return reply.status(201).send(await recordPolicy(db, agent.id, request.body));
    },
  );

  api.get('/api/agent/policies.csv', agentsOnly, async (request, reply) => {
    const agent = await requireRole(request, 'agent');
    await enforceActionLimits(
      db,
      [{ key: `desk-export:user:${agent.id}`, max: maxExportsPerHour }],
      hourMs,
      'tooManyActions',
    );
    reply
      .headers(noStore)
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="lion-policies.csv"');
    return policiesCsv(await listPolicies(db, agent.id));
  });
}
