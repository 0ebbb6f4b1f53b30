import { z } from 'zod';

/**
 * The live channel (`/api/live`, one WebSocket per tab). Events name what changed by id; the
 * browser re-reads what it shows. Every frame is JSON and validated with these schemas.
 */
export const liveEventKinds = [
  /** Agent: a lead arrived, changed or was taken back. */
  'lead.created',
  'lead.updated',
  'lead.revoked',
  /** Consumer: an offer arrived or changed; agent: an offer of theirs changed. */
  'offer.created',
  'offer.updated',
  /** Consumer: who has the request changed (matched, accepted, passed, expired). */
  'sharing.updated',
  /** Both members: a conversation changed (message sent, edited, deleted, read). */
  'conversation.changed',
  /** Both members: a call started, was answered, declined, missed or ended (`callId`). */
  'call.updated',
  /** The other member of a call: new signalling to read (`GET /api/calls/:id/signals`). */
  'call.signal',
  /** Agent: their licence record changed (a review decided pairs, a save in another tab). */
  'licence.updated',
] as const;
export type LiveEventKind = (typeof liveEventKinds)[number];

export const maxLiveFrameBytes = 4096;

export const liveEventSchema = z.object({
  type: z.literal('event'),
  id: z.number().int().positive(),
  kind: z.enum(liveEventKinds),
  leadId: z.string().nullable(),
  offerId: z.string().nullable(),
  quoteId: z.string().nullable(),
  /** With `conversation.changed`: catch up with `?since=`. */
  conversationId: z.string().nullable().optional(),
  /** With `call.updated` and `call.signal`. */
  callId: z.string().nullable().optional(),
  at: z.string(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** Browser -> server. `lastEventId` resumes after a reconnect. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), lastEventId: z.number().int().nonnegative().nullable() }),
  z.object({ type: z.literal('ping') }),
  /** Best effort: the other member sees 'typing...' for a few seconds. */
  z.object({ type: z.literal('typing'), conversationId: z.uuid() }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** Server -> browser. */
export const serverFrameSchema = z.discriminatedUnion('type', [
  liveEventSchema,
  /** After hello: every missed event has been sent; `lastEventId` is the newest. */
  z.object({ type: z.literal('ready'), lastEventId: z.number().int().nonnegative() }),
  /** Too much was missed: re-read everything shown. */
  z.object({ type: z.literal('reset'), lastEventId: z.number().int().nonnegative() }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), message: z.string() }),
  /** The other member of a conversation is typing (not stored, not replayed; may be dropped). */
  z.object({ type: z.literal('typing'), conversationId: z.string(), userId: z.string() }),
]);

/** How long a 'typing' frame shows, and the least time between two a client sends. */
export const typingDisplayMs = 4000;
export const typingIntervalMs = 2000;
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/**
 * Close codes: the session ended (sign in again), a frame broke the rules, or the server is
 * shutting down (1012, service restart: reconnect now, another instance answers).
 */
export const liveCloseCodes = {
  sessionEnded: 4401,
  badFrame: 4400,
  serverRestarting: 1012,
  /** More than `maxLiveFramesPerSecond` frames in a second: a client bug or a flood. */
  tooManyFrames: 4429,
} as const;

/** A browser sends hello once, a ping every half minute and typing every 2 s at most. */
export const maxLiveFramesPerSecond = 20;
