import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import {
  type ConversationPage,
  type ConversationSummary,
  type Message,
  maxCatchUpChanges,
  messagePageSize,
} from '../../../shared/contracts/messages';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import {
  type ConversationRow,
  conversations,
  leads,
  type MessageRow,
  messages,
  users,
} from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import { isUuid } from '../../lib/ids';
import { publishLive } from '../../live/publish';
import { licenceCoversLead } from '../leads';
import { markPlaceRead } from '../notifications';
import { type ProviderSource, providerColumns, providerOf } from '../users';
import {
  consentIsCurrent,
  type Member,
  otherMemberId,
  readableBy,
  readableConversation,
  visibleMessages,
} from './access';

export function toMessage(row: MessageRow, viewerId: string): Message {
  const isDeleted = row.deletedAt !== null;
  return {
    id: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    senderId: row.senderId,
    clientId: row.senderId === viewerId ? row.clientId : null,
    body: isDeleted ? '' : row.body,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    change: row.change,
  };
}

const unreadFor = (member: Member) => sql<number>`(
  select count(*)::int from ${messages}
  where ${qualified(messages.conversationId)} = ${qualified(conversations.id)}
    and ${qualified(messages.senderId)} <> ${member.id}
    and ${qualified(messages.deletedAt)} is null
    and ${qualified(messages.seq)} > ${qualified(member.role === 'consumer' ? conversations.consumerReadSeq : conversations.agentReadSeq)}
    ${member.role === 'agent' ? sql`and ${qualified(messages.seq)} > ${qualified(conversations.agentHiddenThroughSeq)}` : sql``}
)`;

/** Summaries of the member's readable conversations, the latest message first. */
export async function listConversations(
  db: Db,
  member: Member,
  conversationId?: string,
): Promise<ConversationSummary[]> {
  const counterpartId =
    member.role === 'consumer' ? conversations.agentId : conversations.consumerId;
  const rows = await db
    .select({
      conversation: conversations,
      canSend: consentIsCurrent(),
      unread: unreadFor(member),
      counterpart: {
        id: users.id,
        role: users.role,
        firstName: users.firstName,
        lastName: users.lastName,
        ...providerColumns,
        callsEnabled: users.callsEnabled,
      },
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, counterpartId))
    .where(
      and(readableBy(member), conversationId ? eq(conversations.id, conversationId) : undefined),
    )
    .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.createdAt))
    .limit(200);
  const lastMessages = new Map<string, MessageRow>();
  for (const row of rows) {
    if (row.conversation.lastSeq === 0) continue;
    const [last] = await db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, row.conversation.id),
          eq(messages.seq, row.conversation.lastSeq),
          visibleMessages(member),
        ),
      );
    if (last) lastMessages.set(row.conversation.id, last);
  }
  return rows.map((row) =>
    summarize(row.conversation, member, row, lastMessages.get(row.conversation.id)),
  );
}

function summarize(
  conversation: ConversationRow,
  member: Member,
  row: {
    canSend: boolean;
    unread: number;
    counterpart: {
      id: string;
      role: string;
      firstName: string;
      lastName: string;
      callsEnabled: boolean;
    } & ProviderSource;
  },
  last: MessageRow | undefined,
): ConversationSummary {
  const isConsumer = member.role === 'consumer';
  return {
    id: conversation.id,
    counterpart: {
      id: row.counterpart.id,
      role: isConsumer ? 'agent' : 'consumer',
      firstName: row.counterpart.firstName,
      // A consumer sees the agent as the rest of the product shows agents: first name, last initial.
      lastName: isConsumer
        ? row.counterpart.lastName.slice(0, 1).toUpperCase()
        : row.counterpart.lastName,
      provider: isConsumer ? providerOf(row.counterpart) : null,
      callsEnabled: row.counterpart.callsEnabled,
    },
    lastSeq: conversation.lastSeq,
    lastChange: conversation.lastChange,
    lastMessage: last
      ? {
          seq: last.seq,
          body: last.deletedAt ? '' : last.body,
          senderId: last.senderId,
          createdAt: last.createdAt.toISOString(),
        }
      : null,
    unread: Number(row.unread),
    myReadSeq: isConsumer ? conversation.consumerReadSeq : conversation.agentReadSeq,
    theirReadSeq: isConsumer ? conversation.agentReadSeq : conversation.consumerReadSeq,
    canSend: Boolean(row.canSend),
  };
}

/**
 * One page of a conversation: the latest messages, older ones (`before`), or everything that
 * changed after `since` (new, edited, deleted) — too much of that answers `reset`.
 */
export async function getConversationPage(
  db: Db,
  member: Member,
  conversationId: string,
  query: { before?: number; since?: number },
): Promise<ConversationPage> {
  await readableConversation(db, member, conversationId);
  const [conversation] = await listConversations(db, member, conversationId);
  if (!conversation) throw notFound('conversationNotFound');
  const inConversation = eq(messages.conversationId, conversationId);
  if (query.since !== undefined) {
    const changed = await db
      .select()
      .from(messages)
      .where(and(inConversation, visibleMessages(member), gt(messages.change, query.since)))
      .orderBy(asc(messages.change))
      .limit(maxCatchUpChanges + 1);
    if (changed.length > maxCatchUpChanges) {
      return { conversation, messages: [], hasOlder: true, reset: true };
    }
    return {
      conversation,
      messages: changed.map((row) => toMessage(row, member.id)).sort((a, b) => a.seq - b.seq),
      hasOlder: false,
      reset: false,
    };
  }
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        inConversation,
        visibleMessages(member),
        query.before ? lt(messages.seq, query.before) : undefined,
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(messagePageSize + 1);
  const page = rows.slice(0, messagePageSize).reverse();
  return {
    conversation,
    messages: page.map((row) => toMessage(row, member.id)),
    hasOlder: rows.length > messagePageSize,
    reset: false,
  };
}

/**
 * Opens (or finds) the conversation of a lead: the agent's own open lead (opening it accepts a
 * pending lead: writing is answering) or the consumer's lead once the agent accepted it.
 */
export async function openConversation(
  db: Db,
  member: Member,
  leadId: string,
): Promise<ConversationSummary> {
  if (!isUuid(leadId)) throw notFound('leadNotFound');
  const id = await db.transaction(async (tx) => {
    const owner =
      member.role === 'consumer' ? eq(leads.consumerId, member.id) : eq(leads.agentId, member.id);
    const [lead] = await tx
      .select()
      .from(leads)
      .where(
        and(
          eq(leads.id, leadId),
          owner,
          sql`${leads.status} in ('pending', 'accepted')`,
          licenceCoversLead(),
        ),
      )
      .for('update');
    if (!lead) throw notFound('leadNotFound');
    if (lead.status === 'pending') {
      if (member.role === 'consumer') throw new HttpError(409, 'leadNotAccepted');
      const now = new Date();
      await tx
        .update(leads)
        .set({ status: 'accepted', firstReplyAt: lead.firstReplyAt ?? now, respondBy: null })
        .where(eq(leads.id, lead.id));
      await publishLive(tx, [
        { userId: lead.consumerId, kind: 'sharing.updated', quoteId: lead.quoteId },
      ]);
    }
    const [created] = await tx
      .insert(conversations)
      .values({ consumerId: lead.consumerId, agentId: lead.agentId })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    if (created) return created.id;
    const [existing] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(eq(conversations.consumerId, lead.consumerId), eq(conversations.agentId, lead.agentId)),
      );
    if (!existing) throw new Error('conversation vanished');
    return existing.id;
  });
  const [summary] = await listConversations(db, member, id);
  if (!summary) throw notFound('conversationNotFound');
  return summary;
}

/** Moves the member's read mark forward only (a late, smaller `seq` changes nothing). */
export async function markRead(
  db: Db,
  member: Member,
  conversationId: string,
  seq: number,
): Promise<ConversationSummary> {
  await db.transaction(async (tx) => {
    const conversation = await readableConversation(tx, member, conversationId, true);
    const column =
      member.role === 'consumer' ? conversations.consumerReadSeq : conversations.agentReadSeq;
    const target = Math.min(seq, conversation.lastSeq);
    const [moved] = await tx
      .update(conversations)
      .set({
        [member.role === 'consumer' ? 'consumerReadSeq' : 'agentReadSeq']: target,
        lastChange: sql`${conversations.lastChange} + 1`,
      })
      .where(and(eq(conversations.id, conversationId), lt(column, target)))
      .returning({ id: conversations.id });
    if (!moved) return;
    // Caught up: the bell's message and missed-call notifications of this conversation are read.
    if (target >= conversation.lastSeq) await markPlaceRead(tx, member.id, { conversationId });
    await publishLive(tx, [
      { userId: otherMemberId(conversation, member), kind: 'conversation.changed', conversationId },
      { userId: member.id, kind: 'conversation.changed', conversationId },
    ]);
  });
  const [summary] = await listConversations(db, member, conversationId);
  if (!summary) throw notFound('conversationNotFound');
  return summary;
}

/** Unread messages over every conversation the member may read (the bell). */
export async function countUnread(db: Db, member: Member): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${unreadFor(member)}), 0)::int` })
    .from(conversations)
    .where(readableBy(member));
  return Number(row?.count ?? 0);
}

/**
 * The agent's Unread conversations: readable conversations holding at least one customer message
 * the agent has not read (the same rule as the bell's unread count, counted per conversation).
 */
export async function countUnreadConversations(db: Db, agentId: string): Promise<number> {
  const member = { id: agentId, role: 'agent' } as const;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(conversations)
    .where(and(readableBy(member), sql`${unreadFor(member)} > 0`));
  return Number(row?.count ?? 0);
}
