import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** OWASP minimum for argon2id: 19 MiB memory, 2 iterations, 1 lane. */
const argon2Options = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, which isolatedModules cannot read)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Hashing runs in worker threads, off the event loop, at the lowest CPU priority (nice 19; on
 * Linux the nice value belongs to the thread). A burst of sign-ins then takes only the CPU the
 * event loop leaves over, and at most (cores - 1) hashes run at once, so other requests stay fast
 * (the bench measures role-check p99 during such a burst).
 */
const poolSize = Math.max(1, availableParallelism() - 1);
const argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2');
const workerSource = `
const { parentPort } = require('node:worker_threads');
try { require('node:os').setPriority(19); } catch {}
const argon2 = require(${JSON.stringify(argon2Path)});
const options = ${JSON.stringify(argon2Options)};
parentPort.on('message', ({ id, op, password, hash }) => {
  try {
    const value = op === 'hash' ? argon2.hashSync(password, options) : argon2.verifySync(hash, password);
    parentPort.postMessage({ id, value });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});`;

type Job = { op: 'hash'; password: string } | { op: 'verify'; password: string; hash: string };

interface PendingJob {
  job: Job;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

class HashWorker {
  private readonly worker: Worker;
  current: (PendingJob & { id: number }) | undefined;

  constructor(private readonly onIdle: (worker: HashWorker) => void) {
    this.worker = new Worker(workerSource, { eval: true });
    this.worker.on(
      'message',
      (message: { id: number; value?: string | boolean; error?: string }) => {
        this.worker.unref();
        const current = this.current;
        this.current = undefined;
        if (current?.id === message.id) {
          if (message.error !== undefined) current.reject(new Error(message.error));
          else current.resolve(message.value as string | boolean);
        }
        this.onIdle(this);
      },
    );
    this.worker.on('error', (error) => {
      this.current?.reject(error);
      this.current = undefined;
    });
    // A dead thread goes back to the idle list, where dispatch() replaces it.
    this.worker.on('exit', () => this.onIdle(this));
    // Idle threads do not keep the process alive; a running job does (see run()).
    // After the listeners, because adding a 'message' listener refs the thread again.
    this.worker.unref();
  }

  run(id: number, pending: PendingJob): void {
    this.current = { ...pending, id };
    this.worker.ref();
    this.worker.postMessage({ id, ...pending.job });
  }

  get isAlive(): boolean {
    return this.worker.threadId !== -1;
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }
}

let nextJobId = 1;
let workers: HashWorker[] | undefined;
const idleWorkers: HashWorker[] = [];
const queue: PendingJob[] = [];

function dispatch(): void {
  while (queue.length > 0) {
    const worker = idleWorkers.pop();
    if (!worker) return;
    if (!worker.isAlive) {
      // A crashed thread is replaced.
      const replacement = new HashWorker(release);
      workers = workers?.map((item) => (item === worker ? replacement : item));
      idleWorkers.push(replacement);
      continue;
    }
    const pending = queue.shift() as PendingJob;
    worker.run(nextJobId++, pending);
  }
}

function release(worker: HashWorker): void {
  idleWorkers.push(worker);
  dispatch();
}

function runJob(job: Job): Promise<string | boolean> {
  if (!workers) {
    workers = Array.from({ length: poolSize }, () => new HashWorker(release));
    idleWorkers.push(...workers);
  }
  return new Promise((resolve, reject) => {
    queue.push({ job, resolve, reject });
    dispatch();
  });
}

export async function hashPassword(password: string): Promise<string> {
  return (await runJob({ op: 'hash', password })) as string;
}

let dummyHash: Promise<string> | undefined;

async function verifyAgainst(hash: string, password: string): Promise<boolean> {
  try {
    return (await runJob({ op: 'verify', password, hash })) === true;
  } catch {
    return false;
  }
}

/**
 * Verifies a password against a stored hash. With no stored hash (unknown account) it verifies
 * against a dummy hash so that both failures take a similar time.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy password for timing equality');
    await verifyAgainst(await dummyHash, password);
    return false;
  }
  return verifyAgainst(storedHash, password);
}
