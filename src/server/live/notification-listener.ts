import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client';

const reconnectDelayMs = 1000;

/**
 * LISTENs on one channel: a dedicated connection on PostgreSQL (reconnected when lost, and
 * `onReconnect` lets the caller repair what it missed), PGlite's in-process listener otherwise.
 */
export class NotificationListener {
  private client: pg.Client | undefined;
  private unlistenPglite: (() => Promise<void>) | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private isStopped = false;

  constructor(
    private readonly database: Database,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly onReconnect: () => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(): Promise<void> {
    const raw = (this.database.db as unknown as { $client: unknown }).$client;
    if (this.database.kind === 'pglite') {
      this.unlistenPglite = await (raw as PGlite).listen(this.channel, this.onPayload);
      return;
    }
    await this.connect((raw as pg.Pool).options);
  }

  async stop(): Promise<void> {
    this.isStopped = true;
    clearTimeout(this.reconnect);
    await this.unlistenPglite?.().catch(() => {});
    await this.client?.end().catch(() => {});
  }

  private async connect(options: pg.PoolConfig): Promise<void> {
    const client = new pg.Client({ ...options, keepAlive: true, application_name: 'lion-live' });
    this.client = client;
    client.on('notification', (message) => this.onPayload(message.payload ?? ''));
    client.on('error', (error) => this.lose(client, error, options));
    client.on('end', () => this.lose(client, new Error('live listener ended'), options));
    try {
      await client.connect();
      await client.query(`listen ${this.channel}`);
      this.onReconnect();
    } catch (error) {
      this.lose(client, error, options);
    }
  }

  private lose(client: pg.Client, error: unknown, options: pg.PoolConfig): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => {});
    if (this.isStopped) return;
    this.onError(error);
    this.reconnect = setTimeout(() => void this.connect(options), reconnectDelayMs);
    this.reconnect.unref();
  }
}
