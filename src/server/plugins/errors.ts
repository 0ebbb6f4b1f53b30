import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Language } from '../../shared/languages';
import { translateValidationMessage } from '../../shared/validation-messages';
import { isDatabaseUnavailable } from '../db/errors';
import { HttpError } from '../http-error';

/** How long a caller is asked to wait before retrying while the database is away. */
export const databaseRetryAfterSeconds = 3;

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

/** Spanish when the caller prefers it, English otherwise. */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  return acceptLanguage?.trim().toLowerCase().startsWith('es') ? 'es' : 'en';
}

function issueMessage(issue: ValidationIssue | undefined, language: Language): string {
  const raw = issue?.params?.issue?.message ?? issue?.message ?? 'invalidValue';
  return translateValidationMessage(raw, language);
}

/** The field's dotted path (`vehicles.0.year`), as the browser's forms name their fields. */
function issuePath(issue: ValidationIssue): string {
  const path = issue.params?.issue?.path;
  if (path) return path.map(String).join('.');
  // fastify-type-provider-zod 6 gives a JSON pointer: `/vehicles/0/year`.
  return (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
}

/** Every error body is JSON with a `message`; 5xx never leak internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const language = requestLanguage(request.headers['accept-language']);
      return reply
        .headers(error.headers)
        .status(error.statusCode)
        .send({ message: translateValidationMessage(error.message, language, error.params) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as unknown as ValidationIssue[];
      const language = requestLanguage(request.headers['accept-language']);
      return reply.status(400).send({
        message: issueMessage(issues[0], language),
        issues: issues.map((issue) => ({
          path: issuePath(issue),
          message: issueMessage(issue, language),
        })),
      });
    }
    if (isDatabaseUnavailable(error)) {
      // A database that went away (or refuses work) is the service's state, not a bug: 503, so
      // clients retry (critical POSTs with their Idempotency-Key) instead of giving up (0032).
      request.log.warn({ err: error }, 'database unavailable');
      const language = requestLanguage(request.headers['accept-language']);
      return reply
        .header('Retry-After', String(databaseRetryAfterSeconds))
        .status(503)
        .send({ message: translateValidationMessage('databaseUnavailable', language) });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(statusCode).send({ message: 'Something went wrong, please try again' });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit).
    const language = requestLanguage(request.headers['accept-language']);
    return reply
      .status(statusCode)
      .send({ message: translateValidationMessage(readableClientError(error), language) });
  });
}

/** A message key (translated by the caller) for Fastify's own refusals, else its message. */
function readableClientError(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'bodyNotJson';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'bodyTooLarge';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'bodyNotJsonType';
    default:
      return error.message || 'invalidValue';
  }
}
