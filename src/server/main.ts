import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { seedDemo } from './db/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = createDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DB_POOL_MAX,
    onPoolError: (error) => app?.log.error({ err: error }, 'idle database client failed'),
  });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  await database.migrate();
  app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());

  if (config.SEED_DEMO && (await seedDemo(database.db))) {
    app.log.info('seeded the demo accounts (see README)');
  }

  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app?.log.info({ signal }, 'shutting down: draining requests');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app?.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Lion Insurance is serving on http://${config.HOST}:${config.PORT} (${database.kind})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
