import { z } from 'zod';
import type { ValidationMessageKey } from '../validation-messages';
import { providerSchema } from './agency';

/**
 * Conversations between a consumer and an agent with a current consent (issue 11). Messages carry
 * a gap-free `seq` per conversation (the commit order) and a `change` number that moves on every
 * send, edit, deletion and read, so a client catches up with `?since=<change>`.
 */
const m = (key: ValidationMessageKey) => ({ message: key });

export const messageMaxLength = 4000;
export const noteMaxLength = 4000;
/** A sender may edit or delete a message this long after sending it. */
export const messageEditWindowMs = 15 * 60 * 1000;
export const messagePageSize = 50;
/** A catch-up larger than this answers `reset`: reload the latest page. */
export const maxCatchUpChanges = 200;

const body = z
  .string(m('messageRequired'))
  .trim()
  .min(1, m('messageRequired'))
  .max(messageMaxLength, m('messageTooLong'));

export const sendMessageInputSchema = z.object({
  conversationId: z.uuid(m('conversationNotFound')),
  /** Chosen by the client, unique per sender: a retry returns the message already stored. */
  clientId: z.string(m('clientIdInvalid')).regex(/^[A-Za-z0-9_-]{8,64}$/, m('clientIdInvalid')),
  body,
});
export type SendMessageInput = z.infer<typeof sendMessageInputSchema>;

export const editMessageInputSchema = z.object({ body });
export const readInputSchema = z.object({
  seq: z.number(m('invalidValue')).int(m('invalidValue')).min(0, m('invalidValue')),
});
export const openConversationInputSchema = z.object({ leadId: z.uuid(m('leadNotFound')) });
export const noteInputSchema = z.object({
  body: z
    .string(m('messageRequired'))
    .trim()
    .min(1, m('messageRequired'))
    .max(noteMaxLength, m('messageTooLong')),
});

export const conversationQuerySchema = z.object({
  /** Older messages than this seq (scrolling back). */
  before: z.coerce.number().int().min(1).optional(),
  /** Everything that changed after this change number (catching up). */
  since: z.coerce.number().int().min(0).optional(),
});

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  seq: z.number().int().positive(),
  senderId: z.string(),
  /** Only on the sender's own messages. */
  clientId: z.string().nullable(),
  /** Empty once deleted. */
  body: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  change: z.number().int().nonnegative(),
});
export type Message = z.infer<typeof messageSchema>;

export const counterpartSchema = z.object({
  id: z.string(),
  role: z.enum(['agent', 'consumer']),
  firstName: z.string(),
  /** Agents see their customer's last name; consumers see the agent's last initial. */
  lastName: z.string(),
  /** An agent's provider as consumers see it (decision 0045); null for a customer. */
  provider: providerSchema.nullable(),
  callsEnabled: z.boolean(),
});

export const conversationSummarySchema = z.object({
  id: z.string(),
  counterpart: counterpartSchema,
  lastSeq: z.number().int().nonnegative(),
  lastChange: z.number().int().nonnegative(),
  lastMessage: z
    .object({
      seq: z.number().int(),
      body: z.string(),
      senderId: z.string(),
      createdAt: z.string(),
    })
    .nullable(),
  unread: z.number().int().nonnegative(),
  myReadSeq: z.number().int().nonnegative(),
  theirReadSeq: z.number().int().nonnegative(),
  /** False once the consumer withdrew the agent's access (the consumer keeps the history). */
  canSend: z.boolean(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.object({
  conversations: z.array(conversationSummarySchema),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const conversationPageSchema = z.object({
  conversation: conversationSummarySchema,
  messages: z.array(messageSchema),
  /** More messages before the first one returned. */
  hasOlder: z.boolean(),
  /** `since` was too far behind: reload the latest page. */
  reset: z.boolean(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const unreadSchema = z.object({ count: z.number().int().nonnegative() });

export const noteSchema = z.object({ id: z.string(), body: z.string(), createdAt: z.string() });
export const noteListSchema = z.object({ notes: z.array(noteSchema) });
export type Note = z.infer<typeof noteSchema>;
