import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import type { Config } from './config';
import { createDatabase } from './db/client';
import { seedOrRefuseDemo } from './seed/demo-guard';

/** A worker that dies sooner than this after its start counts as a crash in a row. */
const stableAfterMs = 10_000;
/** Replacement delays after crashes in a row: 0.5 s doubling up to 30 s. */
const restartBaseMs = 500;
const restartMaxMs = 30_000;
/** Workers exit within 10 s of SIGTERM; the primary kills what is left a little after that. */
const killAfterMs = 11_000;

/** The delay before replacing a worker that crashed `crashesInARow` times without settling. */
export function restartDelayMs(crashesInARow: number): number {
  if (crashesInARow <= 0) return 0;
  return Math.min(restartMaxMs, restartBaseMs * 2 ** (crashesInARow - 1));
}

interface Slot {
  worker?: Worker;
  startedAt: number;
  crashesInARow: number;
  timer?: NodeJS.Timeout;
}

/**
 * The primary of `WEB_CONCURRENCY=N` (PostgreSQL only): migrates and seeds once, then forks N
 * workers that share the port (node:cluster hands connections out round-robin). A worker that
 * dies is replaced, with a growing delay while it keeps dying young. SIGTERM (or SIGINT) is passed
 * to every worker, which drains as a single process does; the primary exits when all have.
 */
export async function runPrimary(config: Config): Promise<void> {
  const log = pino({ level: config.LOG_LEVEL });
  const database = createDatabase({ databaseUrl: config.DATABASE_URL, poolMax: 1 });
  try {
    await database.migrate();
    if ((await seedOrRefuseDemo(database.db, config)).seeded) {
      log.info('seeded the demo accounts (see README)');
    }
  } finally {
    await database.close();
  }
  // Workers read this and skip migrations and the seed.
  process.env.LION_CLUSTER_WORKER = '1';

  const slots: Slot[] = [];
  let isStopping = false;

  const fork = (slot: Slot) => {
    slot.timer = undefined;
    slot.startedAt = Date.now();
    slot.worker = cluster.fork();
  };

  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.find((candidate) => candidate.worker === worker);
    if (!slot) return;
    slot.worker = undefined;
    if (isStopping) {
      if (slots.every((candidate) => !candidate.worker)) {
        log.info('every worker has stopped');
        process.exit(0);
      }
      return;
    }
    const lived = Date.now() - slot.startedAt;
    slot.crashesInARow = lived < stableAfterMs ? slot.crashesInARow + 1 : 0;
    const delay = restartDelayMs(slot.crashesInARow);
    log.warn(
      { pid: worker.process.pid, code, signal, livedMs: lived, restartInMs: delay },
      'worker died; replacing it',
    );
    slot.timer = setTimeout(() => fork(slot), delay);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    log.info({ signal, workers: slots.length }, 'shutting down: draining every worker');
    for (const slot of slots) {
      clearTimeout(slot.timer);
      // SIGINT from a terminal reaches the workers too; the second signal is ignored there.
      slot.worker?.process.kill('SIGTERM');
    }
    if (slots.every((slot) => !slot.worker)) process.exit(0);
    setTimeout(() => {
      for (const slot of slots) slot.worker?.process.kill('SIGKILL');
      log.error('workers did not stop in time; killed');
      process.exit(1);
    }, killAfterMs).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let index = 0; index < config.WEB_CONCURRENCY; index++) {
    const slot: Slot = { startedAt: Date.now(), crashesInARow: 0 };
    slots.push(slot);
    fork(slot);
  }
  log.info(
    `Lion Insurance primary ${process.pid}: ${config.WEB_CONCURRENCY} workers on http://${config.HOST}:${config.PORT}`,
  );
}

/** Whether this process is a worker the primary forked (it must not migrate or seed). */
export function isClusterWorker(): boolean {
  return cluster.isWorker && process.env.LION_CLUSTER_WORKER === '1';
}
