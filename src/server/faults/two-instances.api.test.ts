import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type { ServerFrame } from '../../shared/contracts/live';
import type {
  ConversationPage,
  ConversationSummary,
  Message,
} from '../../shared/contracts/messages';
import { leads, liveEvents, messages } from '../db/schema';
import { type ApiClient, apiClient, type CallOptions } from '../test-support/api-test-client';
import {
  consumerWithRequest,
  openLive,
  reviewer,
  verifiedAgent,
  waitFor,
} from '../test-support/leads';
import { freePort } from '../test-support/processes';
import { type RoundRobinProxy, startRoundRobinProxy } from '../test-support/round-robin-proxy';
import { createTestDatabase, type TestDatabase } from '../test-support/test-app';

/**
 * Two app processes on one PostgreSQL database behind a round-robin proxy, as production runs
 * behind a load balancer without sticky sessions. One of them is killed (SIGKILL) in the middle of
 * a message load: nothing acknowledged may be lost or doubled, and the sockets it held resume on
 * the survivor. PostgreSQL only (PGlite is one process).
 */

const authLimit = 5;

interface Instance {
  url: string;
  child: ChildProcess;
}

/** `node --import tsx src/server/main.ts` on `databaseUrl`, resolved once healthy. */
async function spawnInstance(databaseUrl: string, mailDir: string): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      MAIL_DIR: mailDir,
      AUTH_RATE_LIMIT_PER_MINUTE: String(authLimit),
      // The test names each caller's address, so one limited address leaves the others alone.
      TRUSTED_PROXIES: '127.0.0.1',
      LEAD_JOB_INTERVAL_MS: '3600000',
      WEB_CONCURRENCY: '1',
      // The message load is the test's, not an abuser's.
      MESSAGE_RATE_LIMIT_PER_MINUTE: '100000',
      OFFER_RATE_LIMIT_PER_HOUR: '100000',
      CONSENT_RATE_LIMIT_PER_HOUR: '100000',
      QUOTE_SAVE_RATE_LIMIT_PER_MINUTE: '100000',
      SAVED_QUOTES_PER_CONSUMER: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not come up`);
}

/**
 * The browser's request helper through the proxy: every request on a connection of its own
 * (`Connection: close`, so the per-connection round robin spreads requests over both instances)
 * and from an address of its own (so the low sign-in limit only trips where the test means it).
 */
function spreadClient(baseUrl: string): ApiClient {
  const inner = apiClient(baseUrl);
  let count = 0;
  const spread = (options: CallOptions = {}): CallOptions => {
    count++;
    return {
      ...options,
      headers: {
        Connection: 'close',
        'X-Forwarded-For': `10.77.${(count >> 8) & 255}.${count & 255}`,
        ...options.headers,
      },
    };
  };
  return {
    baseUrl,
    call: (method, route, options) => inner.call(method, route, spread(options)),
    json: (method, route, options) => inner.json(method, route, spread(options)),
  };
}

/** Requests sent again because the instance they reached died under them. */
let retries = 0;

/** Retries a request until an instance answers it (a killed one refuses or drops it). */
async function untilAnswered(send: () => Promise<Response>): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await send();
      if (response.status < 500) return response;
      await response.arrayBuffer();
    } catch (error) {
      if (attempt > 100) throw error;
    }
    retries++;
    await sleep(20);
  }
}

/**
 * A tab's live channel through the proxy: on an unexpected close it reconnects at once (the
 * browser's first back-off step is under 0.5 s) and resumes after the last event id it saw; every
 * 'conversation.changed' runs a `?since=` catch-up, one at a time. Counts what arrives twice.
 */
class LiveTab {
  readonly eventIds: number[] = [];
  /** Message id -> how many times a catch-up delivered it. */
  readonly messageTimes = new Map<string, number>();
  readonly seqs = new Set<number>();
  backend = -1;
  socket: WebSocket | undefined;
  resumeMs: number[] = [];
  private lastEventId: number | null = null;
  private lastChange = 0;
  private syncing: Promise<void> = Promise.resolve();
  private isClosed = false;

  constructor(
    private readonly proxy: RoundRobinProxy,
    private readonly client: ApiClient,
    private readonly cookie: string,
    private readonly conversationId: () => string | undefined,
  ) {}

  async connect(): Promise<void> {
    const live = await openLive(this.proxy.url, this.cookie, this.lastEventId);
    // This very connection's backend (another connection may have been forwarded meanwhile).
    this.backend = this.proxy.backendOf(
      (live.socket as unknown as { _socket: { localPort: number } })._socket.localPort,
    );
    this.socket = live.socket;
    for (const frame of live.frames) this.onFrame(frame);
    live.socket.on('message', (data) => this.onFrame(JSON.parse(data.toString()) as ServerFrame));
    live.socket.once('close', () => void this.reconnect());
  }

  private onFrame(frame: ServerFrame): void {
    if (frame.type !== 'event') return;
    this.eventIds.push(frame.id);
    this.lastEventId = Math.max(this.lastEventId ?? 0, frame.id);
    if (frame.conversationId && frame.conversationId === this.conversationId()) void this.sync();
  }

  private async reconnect(): Promise<void> {
    if (this.isClosed) return;
    const droppedAt = performance.now();
    for (let attempt = 0; attempt < 200 && !this.isClosed; attempt++) {
      try {
        await this.connect();
        this.resumeMs.push(performance.now() - droppedAt);
        await this.sync();
        return;
      } catch {
        await sleep(50);
      }
    }
  }

  sync(): Promise<void> {
    this.syncing = this.syncing.then(() => this.catchUp());
    return this.syncing;
  }

  private async catchUp(): Promise<void> {
    const conversationId = this.conversationId();
    if (!conversationId) return;
    const response = await untilAnswered(() =>
      this.client.call(
        'GET',
        `/api/messages/conversations/${conversationId}?since=${this.lastChange}`,
        { cookie: this.cookie },
      ),
    );
    const page = (await response.json()) as ConversationPage;
    expect(page.reset ?? false).toBe(false);
    for (const message of page.messages) {
      this.messageTimes.set(message.id, (this.messageTimes.get(message.id) ?? 0) + 1);
      this.seqs.add(message.seq);
      this.lastChange = Math.max(this.lastChange, message.change);
    }
  }

  close(): void {
    this.isClosed = true;
    this.socket?.close();
  }
}

const offerBody = {
  premium: 123.45,
  period: 'monthly',
  coverages: [{ kind: 'bodily_injury', limit: '100/300' }],
  deductible: 500,
  termMonths: 6,
  description: 'Full coverage.',
};

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'two instances on one PostgreSQL behind a round-robin proxy',
  () => {
    let database: TestDatabase;
    let instances: Instance[] = [];
    let proxy: RoundRobinProxy;
    let client: ApiClient;
    let mailDir = '';
    const tabs: LiveTab[] = [];
    let conversationId: string | undefined;
    let consumer: Awaited<ReturnType<typeof consumerWithRequest>>;
    let talker: { id: string; cookie: string } | undefined;
    const db = () => database.database.db;

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      mailDir = mkdtempSync(path.join(tmpdir(), 'lion-two-instances-'));
      const url = database.databaseUrl ?? '';
      instances = await Promise.all([spawnInstance(url, mailDir), spawnInstance(url, mailDir)]);
      proxy = await startRoundRobinProxy(instances.map((instance) => instance.url));
      client = spreadClient(proxy.url);
    }, 60_000);

    afterAll(async () => {
      for (const tab of tabs) tab.close();
      for (const instance of instances) instance.child.kill('SIGKILL');
      await proxy?.close();
      await database?.drop();
      rmSync(mailDir, { recursive: true, force: true });
    });

    it('keeps sessions, the sign-in limit, leads, offers and messages as one instance does', async () => {
      // A session made through the proxy works on each instance directly.
      const email = `two-${randomBytes(4).toString('hex')}@example.com`;
      const registered = await client.call('POST', '/api/auth/register', {
        body: {
          firstName: 'Ana',
          lastName: 'Two',
          email,
          password: 'Marigold14',
          confirmPassword: 'Marigold14',
          company: 'none',
        },
      });
      expect(registered.status).toBe(201);
      const signedIn = await client.call('POST', '/api/auth/login', {
        body: { email, password: 'Marigold14' },
      });
      expect(signedIn.status).toBe(200);
      const cookie = signedIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      for (const instance of instances) {
        const me = await apiClient(instance.url).json<{ email: string }>('GET', '/api/user', {
          cookie,
        });
        expect(me.status).toBe(200);
        expect(me.body.email).toBe(email);
      }
      // Signing out on one instance ends the session on the other too.
      expect(
        (await apiClient(instances[0]?.url ?? '').call('POST', '/api/auth/logout', { cookie }))
          .status,
      ).toBe(200);
      expect(
        (await apiClient(instances[1]?.url ?? '').call('GET', '/api/user', { cookie })).status,
      ).toBe(401);

      // One address's sign-in attempts count on both instances together.
      const statuses: number[] = [];
      for (let attempt = 0; attempt < authLimit + 3; attempt++) {
        const instance = instances[attempt % 2] as Instance;
        const answer = await apiClient(instance.url).call('POST', '/api/auth/login', {
          body: { email, password: 'Wrong!pass9' },
          headers: { 'X-Forwarded-For': '203.0.113.77' },
        });
        statuses.push(answer.status);
        if (answer.status === 429)
          expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([
        ...Array.from({ length: authLimit }, () => 401),
        ...Array.from({ length: 3 }, () => 429),
      ]);

      // Four agents could take the request; a consent through the proxy gives it to at most 3,
      // and each gets its lead live on whichever instance its socket landed.
      const adminId = (await reviewer(db())).id;
      const agents = [];
      for (let index = 0; index < 4; index++) {
        agents.push(await verifiedAgent(db(), client, adminId, { states: ['TX'] }));
      }
      consumer = await consumerWithRequest(db(), client);
      const agentTabs = agents.map(
        (agent) => new LiveTab(proxy, client, agent.cookie, () => conversationId),
      );
      const consumerTab = new LiveTab(proxy, client, consumer.cookie, () => conversationId);
      for (const tab of [...agentTabs, consumerTab]) {
        await tab.connect();
        tabs.push(tab);
      }
      expect(new Set(tabs.map((tab) => tab.backend))).toEqual(new Set([0, 1]));
      const consent = await client.call('POST', `/api/quotes/${consumer.quote.id}/consents`, {
        cookie: consumer.cookie,
        body: { mode: 'auto' },
      });
      expect(consent.status).toBeLessThan(300);
      const leadRows = await db().select().from(leads).where(eq(leads.quoteId, consumer.quote.id));
      expect(leadRows.length).toBeGreaterThanOrEqual(1);
      expect(leadRows.length).toBeLessThanOrEqual(3);
      expect(new Set(leadRows.map((lead) => lead.agentId)).size).toBe(leadRows.length);
      for (const lead of leadRows) {
        const tab = agentTabs[agents.findIndex((agent) => agent.id === lead.agentId)];
        await waitFor(() => tab?.eventIds.length, 5000);
      }

      // An agent's offer reaches the consumer's socket.
      const lead = leadRows[0];
      const agent = agents.find((candidate) => candidate.id === lead?.agentId);
      if (!lead || !agent) throw new Error('no lead');
      talker = agent;
      const before = consumerTab.eventIds.length;
      const offer = await client.json<{ id: string }>(
        'POST',
        `/api/agent/leads/${lead.id}/offers`,
        {
          cookie: agent.cookie,
          body: offerBody,
        },
      );
      expect(offer.status).toBe(201);
      await waitFor(() => consumerTab.eventIds.length > before, 5000);
      const offerEvent = await db()
        .select()
        .from(liveEvents)
        .where(and(eq(liveEvents.userId, consumer.id), eq(liveEvents.offerId, offer.body.id)));
      expect(offerEvent.map((row) => row.id).every((id) => consumerTab.eventIds.includes(id))).toBe(
        true,
      );

      // Messages flow both ways live.
      const opened = await client.json<ConversationSummary>('POST', '/api/messages/conversations', {
        cookie: agent.cookie,
        body: { leadId: lead.id },
      });
      expect(opened.status).toBeLessThan(300);
      conversationId = opened.body.id;
      const agentTab = agentTabs[agents.indexOf(agent)] as LiveTab;
      for (const [from, to] of [
        [consumer.cookie, agentTab],
        [agent.cookie, consumerTab],
      ] as const) {
        const sent = await client.json<Message>('POST', '/api/messages', {
          cookie: from,
          body: { conversationId, clientId: randomBytes(9).toString('base64url'), body: 'Hello' },
        });
        expect(sent.status).toBe(201);
        await waitFor(() => to.messageTimes.has(sent.body.id), 5000);
      }
    }, 60_000);

    it('loses and doubles no acknowledged message when an instance is killed mid-load; its sockets resume on the other', async () => {
      if (!conversationId || !talker) throw new Error('the first test sets up the conversation');
      const agent = talker;
      // Two tabs each for the consumer and the agent, one on each instance.
      const pair = [consumer.cookie, consumer.cookie, agent.cookie, agent.cookie].map(
        (cookie) => new LiveTab(proxy, client, cookie, () => conversationId),
      );
      for (const tab of pair) {
        await tab.connect();
        tabs.push(tab);
      }
      const victim = 1;
      const onVictim = pair.filter((tab) => tab.backend === victim);
      expect(onVictim).toHaveLength(2);
      const startEvent = Math.max(0, ...tabs.flatMap((tab) => tab.eventIds));

      const earlier = (
        await db()
          .select({ id: messages.id })
          .from(messages)
          .where(eq(messages.conversationId, conversationId))
      ).length;
      const total = 120;
      const loadStarted = performance.now();
      retries = 0;
      const acked = new Map<string, string>();
      let next = 0;
      let killedAt = -1;
      const killer = instances[victim] as Instance;
      await Promise.all(
        Array.from({ length: 6 }, async () => {
          while (next < total) {
            const index = next++;
            const clientId = `load-${index}-${randomBytes(6).toString('hex')}`;
            const cookie = index % 2 === 0 ? consumer.cookie : agent.cookie;
            const answer = await untilAnswered(() =>
              client.call('POST', '/api/messages', {
                cookie,
                body: { conversationId, clientId, body: `load ${index}` },
              }),
            );
            expect([200, 201]).toContain(answer.status);
            acked.set(clientId, ((await answer.json()) as Message).id);
            if (acked.size === 40 && killedAt < 0) {
              killedAt = performance.now();
              killer.child.kill('SIGKILL');
            }
          }
        }),
      );
      expect(killedAt).toBeGreaterThan(0);
      const loadMs = performance.now() - loadStarted;

      // The database: each acknowledged client id exactly once, sequences 1..n without a gap.
      const rows = await db()
        .select({ clientId: messages.clientId, seq: messages.seq })
        .from(messages)
        .where(eq(messages.conversationId, conversationId));
      const counts = new Map<string, number>();
      for (const row of rows) counts.set(row.clientId, (counts.get(row.clientId) ?? 0) + 1);
      const lost = [...acked.keys()].filter((id) => !counts.has(id)).length;
      const doubled = [...counts.values()].filter((count) => count > 1).length;
      const lostIds = [...acked.entries()].filter(([id]) => !counts.has(id));
      expect(lost, `acknowledged but missing: ${JSON.stringify(lostIds)}`).toBe(0);
      expect(doubled, 'client ids stored twice').toBe(0);
      // Nothing stored that was not acknowledged (a retry never makes a second message).
      expect(rows).toHaveLength(earlier + acked.size);
      expect(rows.map((row) => row.seq).sort((a, b) => a - b)).toEqual(
        Array.from({ length: rows.length }, (_, index) => index + 1),
      );

      // Every socket, moved or not, has every event of its user exactly once, and every message.
      const expected = await db()
        .select({ id: liveEvents.id, userId: liveEvents.userId })
        .from(liveEvents)
        .where(
          and(inArray(liveEvents.userId, [consumer.id, agent.id]), gt(liveEvents.id, startEvent)),
        );
      const cookieOwner = new Map([
        [consumer.cookie, consumer.id],
        [agent.cookie, agent.id],
      ]);
      const messageIds = new Set(
        rows.length
          ? (
              await db()
                .select({ id: messages.id })
                .from(messages)
                .where(eq(messages.conversationId, conversationId))
            ).map((row) => row.id)
          : [],
      );
      for (const [index, tab] of pair.entries()) {
        const owner = cookieOwner.get(index < 2 ? consumer.cookie : agent.cookie);
        const mine = expected.filter((row) => row.userId === owner).map((row) => row.id);
        // An event whose NOTIFY was still queued on the killed instance (they leave after the
        // commit, decision 0052) reaches the survivors through the hubs' catch-up, every 15 s.
        await waitFor(() => mine.every((id) => tab.eventIds.includes(id)), 20_000);
        await tab.sync();
        expect(tab.eventIds.filter((id) => id > startEvent)).toHaveLength(mine.length);
        expect(tab.backend).toBe(1 - victim);
        expect([...tab.messageTimes.keys()].filter((id) => messageIds.has(id))).toHaveLength(
          messageIds.size,
        );
        expect([...tab.messageTimes.values()].filter((times) => times > 1)).toEqual([]);
        expect(tab.seqs.size).toBe(rows.length);
      }
      const resume = onVictim.flatMap((tab) => tab.resumeMs);
      expect(resume).toHaveLength(2);
      console.log(
        `two instances: ${acked.size} messages acked in ${Math.round(loadMs)} ms (${retries} requests retried), ${lost} lost, ${doubled} doubled; ` +
          `${onVictim.length} sockets on the killed instance resumed on the other in ` +
          `${Math.round(Math.max(...resume))} ms (longest)`,
      );
    }, 60_000);
  },
);
