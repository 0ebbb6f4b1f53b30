import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, isHttpsOrigin } from './config';
import type { Database } from './db/client';
import { HttpError } from './http-error';
import { CleanupJob } from './jobs/cleanup';
import { registerLiveChannel } from './live/routes';
import { createLogging } from './logging';
import { registerAccountLifeRoutes, registerTwoFactorRoutes } from './modules/account';
import { registerAdminRoutes } from './modules/admin';
import { registerAgentRoutes, registerDeskRoutes } from './modules/agents';
import { registerAuthRoutes } from './modules/auth';
import { MissedCallTimer, registerCallRoutes } from './modules/calls';
import { registerDataRightsRoutes } from './modules/data-rights';
import { registerDeclarationsRoutes } from './modules/declarations';
import { registerGeoRoutes } from './modules/geo';
import { registerHealthRoutes } from './modules/health';
import { LeadJob, registerLeadRoutes } from './modules/leads';
import { registerLicenceRoutes } from './modules/licences';
import { readableConversation, registerMessageRoutes } from './modules/messages';
import { registerNotifications } from './modules/notifications';
import { registerPipelineRoutes } from './modules/pipeline';
import { registerAccessRoutes, registerProfileRoutes } from './modules/profiles';
import { registerQuoteRoutes } from './modules/quotes';
import { registerReviewRoutes } from './modules/reviews';
import { registerSeoRoutes } from './modules/seo';
import { registerAccountRoutes } from './modules/users';
import { registerVehicleRoutes } from './modules/vehicles';
import { registerErrorHandling } from './plugins/errors';
import { registerMail } from './plugins/mail';
import { registerMetrics } from './plugins/metrics';
import { registerOriginCheck } from './plugins/origin-check';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSessions } from './plugins/session';
import { registerSpa } from './plugins/spa';

declare module 'fastify' {
  interface FastifyInstance {
    /** Expires overdue leads and fills waiting requests; `kick()` after a change that matters. */
    leadJob: LeadJob;
  }
}

export interface AppContext {
  config: Config;
  database: Database;
  /** Told of every route as it is added (the fuzz tests enumerate the routes with it). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the app without listening, so tests can start it on a random port. */
export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  const { config, database } = context;
  const logging = createLogging(config);
  const app = Fastify({
    loggerInstance: logging.logger,
    logController: logging.logController,
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS,
    forceCloseConnections: 'idle',
    bodyLimit: 256 * 1024,
    // Every schema is zod's (below): without these factories Fastify loads Ajv and
    // fast-json-stringify at start only to replace them (about 10% of a restart; decision 0052).
    schemaController: {
      compilersFactory: {
        // Typed for Ajv's compilers; zod's take the same route definitions at run time.
        buildValidator: (() => validatorCompiler) as never,
        buildSerializer: (() => serializerCompiler) as never,
      },
    },
  });
  if (context.onRoute) app.addHook('onRoute', context.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  acceptEmptyJsonBodies(app);

  const isHttps = isHttpsOrigin(config);
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Upgrading on plain-http localhost would break every asset request.
        upgradeInsecureRequests: isHttps ? [] : null,
      },
    },
    hsts: isHttps,
  });
  await app.register(fastifyCookie);
  registerOriginCheck(app, config);
  await registerSessions(app, { config, database });
  // Expired sessions, dead rate-limit counters and old rows, in bounded batches (decision 0029).
  const cleanupJob = new CleanupJob(database.db, app.log);
  app.addHook('onReady', async () => cleanupJob.start());
  app.addHook('preClose', () => cleanupJob.stop());
  registerMail(app, database.db, config);
  await registerLiveChannel(app, database, config, (member, conversationId) =>
    readableConversation(database.db, member, conversationId).catch(() => null),
  );

  // Before every route, so its request hook counts them all.
  registerMetrics(app, database, config);
  registerHealthRoutes(app, database);
  registerAuthRoutes(app, database.db, config);
  registerTwoFactorRoutes(app, database.db, config);
  registerAccountLifeRoutes(app, database.db, config);
  registerAccountRoutes(app, database.db);
  const leadJob = new LeadJob(database.db, config, app.log);
  app.decorate('leadJob', leadJob);
  app.addHook('onReady', async () => leadJob.start());
  app.addHook('preClose', () => leadJob.stop());
  registerAgentRoutes(app, database.db);
  registerDeskRoutes(app, database.db, config);
  registerLicenceRoutes(app, database.db, config);
  registerAdminRoutes(app, database.db, config);
  registerLeadRoutes(app, database.db, config, leadJob);
  registerPipelineRoutes(app, database.db, config);
  registerMessageRoutes(app, database.db, config);
  registerCallRoutes(app, database.db, config);
  registerReviewRoutes(app, database.db);
  const missedCalls = new MissedCallTimer(database.db, app.log);
  app.addHook('onReady', async () => missedCalls.start());
  app.addHook('preClose', () => missedCalls.stop());
  registerSeoRoutes(app, config);
  registerGeoRoutes(app);
  registerVehicleRoutes(app, database.db, config);
  await registerQuoteRoutes(app, database.db, config);
  registerProfileRoutes(app, database.db);
  registerAccessRoutes(app, database.db);
  await registerDeclarationsRoutes(app, database.db);
  registerDataRightsRoutes(app, database.db);
  registerNotifications(app, database, config);

  await registerSpa(app, config.WEB_DIST_DIR, config);
  // Lines still in the log buffer are written out on close (Fastify runs this hook first of the
  // root's, last added; what the other hooks log after it is written when the process exits).
  app.addHook('onClose', () => logging.drain());
  return app;
}

/**
 * A bodiless POST that still says `Content-Type: application/json` (logout, refresh from some
 * clients) is not malformed: its body is undefined, and routes that need a body say so in a 400.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    // PostgreSQL cannot hold U+0000 (a 400 here, not a 500 from the database) nor a lone
    // surrogate in jsonb: escapes of either are checked after parsing.
    const needsSanitizing = /\\u(0000|d[89a-f])/i.test(text);
    parseJson(request, text, (error, value) => {
      if (error) {
        // JSON that parses plainly was refused for a __proto__ or constructor.prototype key.
        return done(isPlainJson(text) ? new HttpError(400, 'bodyForbiddenKey') : error, undefined);
      }
      if (!needsSanitizing) return done(null, value);
      const holder = { root: value };
      if (!sanitizeStrings(holder)) return done(new HttpError(400, 'textNulCharacter'), undefined);
      done(null, holder.root);
    });
  });
}

function isPlainJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A lone surrogate becomes U+FFFD, as it would in a text column. */
const wellFormed = (text: string) => text.replace(loneSurrogate, '\uFFFD');

/**
 * Makes every string and key inside `holder` well-formed, in place; false when one holds U+0000.
 * Iterative: the nesting may be deep.
 */
function sanitizeStrings(holder: { root: unknown }): boolean {
  const pending: Array<Record<string, unknown>> = [holder];
  while (pending.length > 0) {
    const container = pending.pop() as Record<string, unknown>;
    for (const key of Object.keys(container)) {
      const value = container[key];
      if (typeof value === 'string') {
        if (value.includes('\u0000')) return false;
        container[key] = wellFormed(value);
      } else if (value !== null && typeof value === 'object') {
        pending.push(value as Record<string, unknown>);
      }
      if (key.includes('\u0000')) return false;
      const cleanKey = wellFormed(key);
      if (cleanKey !== key && !Array.isArray(container)) {
        container[cleanKey] = container[key];
        delete container[key];
      }
    }
  }
  return true;
}
