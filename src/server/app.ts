import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerHealthRoutes } from './modules/health/routes';
import { registerSeoRoutes } from './modules/seo/routes';
import { registerErrorHandling } from './plugins/errors';
import { registerSpa } from './plugins/spa';

export interface AppContext {
  config: Config;
  database: Database;
}

/** Builds the app without listening, so tests can start it on a random port. */
export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  const { config, database } = context;
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS,
    forceCloseConnections: 'idle',
    bodyLimit: 256 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const isHttps = config.PUBLIC_ORIGIN?.startsWith('https:') ?? false;
  await app.register(fastifyHelmet, {
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

  registerHealthRoutes(app, database);
  registerSeoRoutes(app, config);

  await registerSpa(app, config.WEB_DIST_DIR, config);
  return app;
}
