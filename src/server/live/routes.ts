import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  clientFrameSchema,
  liveCloseCodes,
  maxLiveFrameBytes,
  maxLiveFramesPerSecond,
} from '../../shared/contracts/live';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { forbidden } from '../http-error';
import { isSameOrigin, publicOriginOf } from '../plugins/origin-check';
import { hashSessionToken, requireUser, sessionCookieName } from '../plugins/session';
import { type ConversationAccess, LiveHub } from './live-hub';

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
  }
}

/**
 * `GET /api/live`: the tab's WebSocket. The session cookie and the Origin are checked before the
 * upgrade (a refused handshake is a plain 401 or 403; Sec-Fetch-Site `same-site` is refused); frames are JSON validated by the shared
 * schemas, at most 4 KiB.
 */
export async function registerLiveChannel(
  app: FastifyInstance,
  database: Database,
  config: Config,
  conversationAccess: ConversationAccess,
): Promise<void> {
  const publicOrigin = publicOriginOf(config);
  const hub = new LiveHub(
    database,
    async (token) => (await app.sessions.find(token)) !== null,
    app.log,
    conversationAccess,
  );
  app.decorate('liveHub', hub);
  app.sessions.endedListeners.add((tokenHash) => hub.sessionEnded(tokenHash));
  // Read in preValidation, so the handler attaches its listeners synchronously (no frame lost).
  const users = new WeakMap<FastifyRequest, { id: string; role: 'agent' | 'consumer' | 'admin' }>();
  // Before the plugin's own preClose (which closes sockets without a code): ours say 1012.
  app.addHook('preClose', () => hub.stop());
  await app.register(fastifyWebsocket, { options: { maxPayload: maxLiveFrameBytes } });
  app.addHook('onReady', () => hub.start());

  app.get(
    '/api/live',
    {
      websocket: true,
      preValidation: async (request) => {
        // The origin check of every other route (plugins/origin-check.ts), on this matched
        // route whatever the path's spelling, with Origin required: browsers always send it here.
        if (!isSameOrigin(request, publicOrigin, { requireOrigin: true })) {
          throw forbidden('liveOriginRefused');
        }
        const user = await requireUser(request);
        users.set(request, { id: user.id, role: user.role });
      },
    },
    (socket, request) => {
      const user = users.get(request) ?? { id: '', role: 'consumer' as const };
      const connection = {
        socket,
        userId: user.id,
        role: user.role,
        lastTypingAt: 0,
        checkedAt: Date.now(),
        token: request.cookies[sessionCookieName] ?? '',
        tokenHash: hashSessionToken(request.cookies[sessionCookieName] ?? ''),
        isReady: false,
        isAlive: true,
        delivered: new Set<number>(),
      };
      hub.add(connection);
      let windowStartedAt = Date.now();
      let framesInWindow = 0;
      socket.on('message', (data, isBinary) => {
        const now = Date.now();
        if (now - windowStartedAt >= 1000) {
          windowStartedAt = now;
          framesInWindow = 0;
        }
        if (++framesInWindow > maxLiveFramesPerSecond) {
          if (framesInWindow === maxLiveFramesPerSecond + 1) {
            socket.send(JSON.stringify({ type: 'error', message: 'Too many frames.' }));
            socket.close(liveCloseCodes.tooManyFrames, 'too many frames');
          }
          return;
        }
        let frame: unknown;
        try {
          frame = isBinary ? undefined : JSON.parse(data.toString());
        } catch {
          frame = undefined;
        }
        const parsed = clientFrameSchema.safeParse(frame);
        if (!parsed.success) {
          socket.send(
            JSON.stringify({ type: 'error', message: 'Frames must be JSON hello or ping.' }),
          );
          socket.close(liveCloseCodes.badFrame, 'bad frame');
          return;
        }
        hub.handleFrame(connection, parsed.data).catch((error: unknown) => {
          request.log.warn({ err: error }, 'live frame');
          socket.close(1011, 'try again');
        });
      });
    },
  );
}
