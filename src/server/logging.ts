import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import pino from 'pino';
import type { Config } from './config';

/**
 * The process logger: JSON lines on stdout. In production the lines go through an asynchronous,
 * buffered destination (written out every 4 KiB or every second, whichever comes first, and
 * synchronously when the process exits), so a request's log line costs a memory copy instead of
 * a write(2) of its own. Elsewhere the writes are synchronous, so a test or a developer sees every
 * line at once.
 */
export function createLogger(config: Config): FastifyBaseLogger {
  const isBuffered = config.NODE_ENV === 'production' && config.LOG_LEVEL !== 'silent';
  const destination = pino.destination({
    dest: 1,
    sync: !isBuffered,
    minLength: isBuffered ? 4096 : 0,
  });
  if (isBuffered) setInterval(() => destination.flush(), 1000).unref();
  return pino({ level: config.LOG_LEVEL }, destination);
}

/**
 * One info line per answered request with what an operator searches by: method, URL, route
 * pattern, status and duration. Fastify's default writes two lines carrying whole request and
 * response objects, which cost about as much as answering role-check itself.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      route: request.routeOptions.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
