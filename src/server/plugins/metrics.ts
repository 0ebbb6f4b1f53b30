import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { RuntimeMetrics } from './runtime-metrics';

/** Upper bounds (seconds) of the request-duration histogram. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const;

interface RouteCounts {
  /** Answers by method, then by status. */
  answers: Map<string, Map<number, number>>;
  /** Durations: per bucket the answers at or under its bound (cumulative, as Prometheus reads them). */
  counts: number[];
  sum: number;
  count: number;
}

/** Label values are quoted; a backslash, quote or newline in them is escaped (text format 0.0.4). */
function label(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
}

/**
 * Counters kept in this process: requests by route, method and status, request durations by
 * route, messages sent. Routes are the registered patterns (`/api/quotes/:id`), never raw URLs, so
 * the label set stays small whatever clients send.
 *
 * Kept by route, then method, then status (maps keyed by the route's own string and the status
 * number): a key spelled per request cost a string and its hash on every answer.
 */
export class Metrics {
  private readonly routes = new Map<string, RouteCounts>();
  messagesSent = 0;

  recordRequest(method: string, route: string, status: number, seconds: number): void {
    let counts = this.routes.get(route);
    if (!counts) {
      counts = { answers: new Map(), counts: durationBuckets.map(() => 0), sum: 0, count: 0 };
      this.routes.set(route, counts);
    }
    let byStatus = counts.answers.get(method);
    if (!byStatus) {
      byStatus = new Map();
      counts.answers.set(method, byStatus);
    }
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    for (let index = 0; index < durationBuckets.length; index++) {
      if (seconds <= (durationBuckets[index] ?? 0))
        counts.counts[index] = (counts.counts[index] ?? 0) + 1;
    }
    counts.sum += seconds;
    counts.count += 1;
  }

  /** Prometheus text exposition format. */
  render(gauges: Array<{ name: string; help: string; value: number; type?: 'counter' }>): string {
    const lines = [
      '# HELP lion_http_requests_total HTTP requests answered, by method, route pattern and status.',
      '# TYPE lion_http_requests_total counter',
    ];
    for (const [route, counts] of this.routes) {
      for (const [method, byStatus] of counts.answers) {
        for (const [status, count] of byStatus) {
          lines.push(
            `lion_http_requests_total{method=${label(method)},route=${label(route)},status="${status}"} ${count}`,
          );
        }
      }
    }
    lines.push(
      '# HELP lion_http_request_duration_seconds Time to answer, by route pattern.',
      '# TYPE lion_http_request_duration_seconds histogram',
    );
    for (const [route, counts] of this.routes) {
      durationBuckets.forEach((bound, index) => {
        lines.push(
          `lion_http_request_duration_seconds_bucket{route=${label(route)},le="${bound}"} ${counts.counts[index] ?? 0}`,
        );
      });
      lines.push(
        `lion_http_request_duration_seconds_bucket{route=${label(route)},le="+Inf"} ${counts.count}`,
        `lion_http_request_duration_seconds_sum{route=${label(route)}} ${counts.sum}`,
        `lion_http_request_duration_seconds_count{route=${label(route)}} ${counts.count}`,
      );
    }
    lines.push(
      '# HELP lion_messages_sent_total Messages stored by this instance.',
      '# TYPE lion_messages_sent_total counter',
      `lion_messages_sent_total ${this.messagesSent}`,
    );
    for (const gauge of gauges) {
      lines.push(
        `# HELP ${gauge.name} ${gauge.help}`,
        `# TYPE ${gauge.name} ${gauge.type ?? 'gauge'}`,
        `${gauge.name} ${gauge.value}`,
      );
    }
    return `${lines.join('\n')}\n`;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * `GET /metrics` for Prometheus, answered only to `METRICS_ALLOW` addresses (default loopback);
 * anyone else gets the same 404 as an unknown path.
 */
export function registerMetrics(app: FastifyInstance, database: Database, config: Config): void {
  const metrics = new Metrics();
  app.decorate('metrics', metrics);
  const runtime = new RuntimeMetrics();
  app.addHook('onClose', async () => runtime.stop());
  const allowed = new Set(config.METRICS_ALLOW);
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      metrics.recordRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    }
    done();
  });
  app.get('/metrics', async (request, reply) => {
    if (!allowed.has(request.ip)) return reply.status(404).send({ message: 'Not found' });
    const pool =
      database.kind === 'postgres'
        ? ((database.db as unknown as { $client: pg.Pool }).$client as pg.Pool)
        : undefined;
    const gauges = [
      {
        name: 'lion_live_sockets',
        help: 'Open live-channel sockets on this instance.',
        value: app.liveHub.connectionCount,
      },
      {
        name: 'lion_db_pool_total',
        help: 'Database connections open in the pool.',
        value: pool?.totalCount ?? 1,
      },
      {
        name: 'lion_db_pool_idle',
        help: 'Idle database connections.',
        value: pool?.idleCount ?? 0,
      },
      {
        name: 'lion_db_pool_waiting',
        help: 'Queries waiting for a connection.',
        value: pool?.waitingCount ?? 0,
      },
      ...runtime.gauges(),
    ];
    return reply
      .header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(metrics.render(gauges));
  });
}
