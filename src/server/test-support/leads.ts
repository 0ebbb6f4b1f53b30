import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import type { ServerFrame } from '../../shared/contracts/live';
import type { Language } from '../../shared/languages';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import {
  createAdmin,
  createAgent,
  createConsumer,
  createLicenceFor,
  createSavedQuoteFor,
} from '../seed/factories';
import type { ApiClient } from './api-test-client';
import { signInAs } from './api-test-client';

/** A verified agent (licensed and serving in `states`) signed in, for lead tests. */
export async function verifiedAgent(
  db: Db,
  client: ApiClient,
  reviewerId: string,
  options: {
    states?: string[];
    lines?: Array<'auto' | 'home' | 'renters' | 'life'>;
    languages?: Array<Language>;
    emailConfirmed?: boolean;
    status?: 'available' | 'busy' | 'unavailable';
    firstName?: string;
  } = {},
) {
  const agent = await createAgent(db, {
    emailConfirmed: options.emailConfirmed,
    firstName: options.firstName,
  });
  await createLicenceFor(db, agent.id, {
    reviewerId,
    states: options.states ?? ['TX'],
    lines: options.lines ?? ['auto'],
    languages: options.languages ?? ['en'],
  });
  if (options.status)
    await db.update(users).set({ manualStatus: options.status }).where(eq(users.id, agent.id));
  const cookie = await signInAs(client, { ...agent, role: 'agent' });
  return { ...agent, cookie };
}

/** A consumer with one saved auto request in Austin, TX (78701), signed in. */
export async function consumerWithRequest(db: Db, client: ApiClient) {
  const consumer = await createConsumer(db);
  const quote = await createSavedQuoteFor(db, consumer.id);
  const cookie = await signInAs(client, { ...consumer, role: 'consumer' });
  return { ...consumer, quote, cookie };
}

export async function reviewer(db: Db) {
  return createAdmin(db);
}

/**
 * A verified TX agent and a consumer who picked them: the lead accepted and its conversation
 * opened by the agent. `headers` go with the consent (e.g. the caller's address).
 */
export async function openConversation(
  db: Db,
  client: ApiClient,
  headers: Record<string, string> = {},
) {
  const admin = await reviewer(db);
  const agent = await verifiedAgent(db, client, admin.id, { states: ['TX'] });
  const consumer = await consumerWithRequest(db, client);
  await client.call('POST', `/api/quotes/${consumer.quote.id}/consents`, {
    cookie: consumer.cookie,
    body: { agentIds: [agent.id] },
    headers,
  });
  const { body: list } = await client.json<{ leads: Array<{ id: string }> }>(
    'GET',
    '/api/agent/leads',
    { cookie: agent.cookie },
  );
  const leadId = list.leads[0]?.id ?? '';
  await client.call('POST', `/api/agent/leads/${leadId}/accept`, { cookie: agent.cookie });
  const { body } = await client.json<{ id: string }>('POST', '/api/messages/conversations', {
    cookie: agent.cookie,
    body: { leadId },
  });
  return { agent, consumer, leadId, conversationId: body.id };
}

/** A WebSocket on /api/live as the browser opens it; collects server frames. */
export async function openLive(baseUrl: string, cookie: string, lastEventId: number | null = null) {
  const url = baseUrl.replace(/^http/, 'ws');
  const socket = new WebSocket(`${url}/api/live`, {
    headers: { Cookie: cookie, Origin: new URL(baseUrl).origin },
  });
  const frames: ServerFrame[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(data.toString()) as ServerFrame));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    );
  });
  socket.send(JSON.stringify({ type: 'hello', lastEventId }));
  await waitFor(() => frames.find((frame) => frame.type === 'ready' || frame.type === 'reset'));
  return { socket, frames };
}

export async function waitFor<T>(read: () => T | undefined | false, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (true) {
    const value = read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
