import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface RoundRobinProxy {
  /** `http://127.0.0.1:<port>`: the address clients use instead of the backends'. */
  url: string;
  /** Accepted connections per backend, by index in the list given. */
  readonly connectionsPerBackend: number[];
  /** The backend index the most recent connection was forwarded to (-1 before the first). */
  readonly lastBackend: number;
  /** The backend a client connection (by the client's own port) was forwarded to; -1 if none. */
  backendOf(clientPort: number): number;
  close(): Promise<void>;
}

/**
 * A load balancer for the tests, in plain node:net: every incoming TCP connection goes to the
 * next backend in turn (round robin per connection, so a keep-alive client stays on one backend;
 * send `Connection: close` to spread requests). Bytes are piped both ways untouched, so
 * WebSocket upgrades pass through. A backend that refuses the connection (dead) is skipped for
 * the next one; when none accepts, the client's connection is dropped. Connections already open
 * to a backend that dies are closed, as a real balancer's would be.
 */
export async function startRoundRobinProxy(backendUrls: string[]): Promise<RoundRobinProxy> {
  const backends = backendUrls.map((url) => {
    const { hostname, port } = new URL(url);
    return { host: hostname, port: Number(port) };
  });
  const connectionsPerBackend = backends.map(() => 0);
  const open = new Set<Socket>();
  let next = 0;
  let lastBackend = -1;
  const backendByClientPort = new Map<number, number>();

  /** Tries backend `first`, then each following one once (whatever other connections do). */
  const forward = (client: Socket, first: number, attempt: number) => {
    if (attempt === backends.length || client.destroyed) {
      client.destroy();
      return;
    }
    const index = (first + attempt) % backends.length;
    const backend = backends[index] as { host: string; port: number };
    const upstream = createConnection(backend);
    open.add(upstream);
    upstream.once('close', () => open.delete(upstream));
    const refused = () => {
      upstream.destroy();
      forward(client, first, attempt + 1);
    };
    upstream.once('error', refused);
    upstream.once('connect', () => {
      upstream.off('error', refused);
      connectionsPerBackend[index] = (connectionsPerBackend[index] ?? 0) + 1;
      lastBackend = index;
      if (client.remotePort !== undefined) backendByClientPort.set(client.remotePort, index);
      upstream.setNoDelay(true);
      client.setNoDelay(true);
      client.pipe(upstream);
      upstream.pipe(client);
      // A backend that fails or goes away ends its client's connection after what it already
      // sent (a response cut short reads as one); a client that goes away ends the backend's.
      upstream.on('error', () => client.end());
      upstream.once('close', () => client.end());
      client.on('error', () => upstream.destroy());
      client.once('close', () => upstream.destroy());
      client.resume();
    });
  };

  const server: Server = createServer({ pauseOnConnect: true }, (client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    const first = next;
    next = (next + 1) % backends.length;
    forward(client, first, 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');

  return {
    url: `http://127.0.0.1:${address.port}`,
    connectionsPerBackend,
    backendOf: (clientPort) => backendByClientPort.get(clientPort) ?? -1,
    get lastBackend() {
      return lastBackend;
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
