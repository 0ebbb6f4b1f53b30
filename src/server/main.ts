import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app';
import { isClusterWorker, runPrimary } from './cluster';
import { type Config, ConfigError, loadConfig } from './config';
import { createDatabase } from './db/client';
import { seedOrRefuseDemo } from './seed/demo-guard';

/** From SIGTERM to exit, whatever is still running. */
const shutdownLimitMs = 10_000;

/** One serving process: the whole app alone, or one worker of `WEB_CONCURRENCY`. */
async function serve(config: Config): Promise<void> {
  const isWorker = isClusterWorker();
  const database = createDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DB_POOL_MAX,
    onPoolError: (error) => app?.log.error({ err: error }, 'idle database client failed'),
  });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;

  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    const startedAt = Date.now();
    const forceExit = setTimeout(() => {
      app?.log.error('shutdown took over 10 s: exiting anyway');
      process.exit(1);
    }, shutdownLimitMs);
    forceExit.unref();
    if (!app) process.exit(0);
    // Health answers 503 draining at once; the listener stays open DRAIN_DELAY_MS for the
    // balancer to notice, then closes: live sockets get 1012, jobs stop, requests here finish.
    app.drain.isDraining = true;
    app.log.info({ signal, drainDelayMs: config.DRAIN_DELAY_MS }, 'shutting down: draining');
    if (config.DRAIN_DELAY_MS > 0) await sleep(config.DRAIN_DELAY_MS);
    const closing = app.close();
    // Connections that finish their last request become idle after close began: end them too.
    const idleSweep = setInterval(() => app?.server.closeIdleConnections(), 100);
    let exitCode = 0;
    try {
      await closing;
    } catch (error) {
      app.log.error({ err: error }, 'shutting down: a close hook failed');
      exitCode = 1;
    }
    clearInterval(idleSweep);
    // After every onClose hook (Fastify runs them last-added first): the jobs have stopped and
    // the batched rate-limit hits have been written before the pool ends.
    await database.close().catch((error: unknown) => {
      app?.log.error({ err: error }, 'shutting down: closing the database failed');
      exitCode = 1;
    });
    app.log.info({ signal, ms: Date.now() - startedAt }, 'drained: exiting');
    process.exit(exitCode);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Where a start spends its time, logged once listening (decision 0052).
  const phases: Record<string, number> = {};
  let phaseStartedAt = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - phaseStartedAt);
    phaseStartedAt = now;
  };
  // With several workers the primary has migrated and seeded already.
  if (!isWorker) await database.migrate();
  phase('migrateMs');
  app = await buildApp({ config, database });
  phase('appMs');

  // Seeds the demo, or refuses an https deployment with a published demo password (decision 0044).
  if (!isWorker && (await seedOrRefuseDemo(database.db, config)).seeded) {
    app.log.info('seeded the demo accounts (see README)');
  }
  phase('seedMs');
  if (isShuttingDown) return;

  await app.listen({ port: config.PORT, host: config.HOST });
  phase('listenMs');
  app.log.info(
    { ...phases, sinceProcessStartMs: Math.round(performance.now()) },
    'start-up phases',
  );
  app.log.info(
    isWorker
      ? `worker ${process.pid} is serving on http://${config.HOST}:${config.PORT}`
      : `Lion Insurance is serving on http://${config.HOST}:${config.PORT} (${database.kind})`,
  );
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.WEB_CONCURRENCY === 1) return serve(config);
  if (!config.DATABASE_URL) {
    throw new ConfigError(
      `WEB_CONCURRENCY=${config.WEB_CONCURRENCY} needs PostgreSQL (DATABASE_URL): the embedded database (PGlite) works in one process only. Unset WEB_CONCURRENCY or set DATABASE_URL.`,
    );
  }
  return isClusterWorker() ? serve(config) : runPrimary(config);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
