import net from 'node:net';

export interface TcpProxyOptions {
  /** Where connections are forwarded. */
  targetHost: string;
  targetPort: number;
  /** The port to listen on; 0 (default) picks a free one, kept across stop() and start(). */
  port?: number;
  host?: string;
}

/**
 * A plain TCP forwarder for fault tests: the app connects to `port`, the proxy to the target.
 * `stop()` makes the target look gone (new connections refused, live ones destroyed) and
 * `start()` brings it back on the same port; `close()` ends it for good.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private boundPort: number;
  private readonly host: string;
  /** Connections accepted since the proxy was created. */
  accepted = 0;

  constructor(private readonly options: TcpProxyOptions) {
    this.boundPort = options.port ?? 0;
    this.host = options.host ?? '127.0.0.1';
  }

  get port(): number {
    return this.boundPort;
  }

  get isRunning(): boolean {
    return this.server !== undefined;
  }

  /** Connections open right now (each counts its two sockets once). */
  get openConnections(): number {
    return this.sockets.size / 2;
  }

  /** Listens (again), on the port of the first start. */
  async start(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => this.forward(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.boundPort, this.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.boundPort = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** The target "goes away": the port stops listening and every live connection is cut. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = server
      ? new Promise<void>((resolve) => server.close(() => resolve()))
      : Promise.resolve();
    this.destroyConnections();
    await closed;
  }

  /** Cuts every live connection but keeps accepting new ones. */
  destroyConnections(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  close(): Promise<void> {
    return this.stop();
  }

  private forward(client: net.Socket): void {
    if (!this.server) {
      client.destroy();
      return;
    }
    this.accepted += 1;
    const upstream = net.connect(this.options.targetPort, this.options.targetHost);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.setNoDelay(true);
      socket.on('close', () => this.sockets.delete(socket));
    }
    // Either side failing or ending ends the other: the peer sees what a real drop looks like.
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
