import { z } from 'zod';
import type { ValidationMessageKey } from '../validation-messages';

/**
 * Voice calls between the two members of a conversation (issue 11): audio only, browser to
 * browser over WebRTC. The server keeps the call's state and relays the signalling (session
 * descriptions and ICE candidates) as rows; live events name the call, the browser re-reads.
 */
const m = (key: ValidationMessageKey) => ({ message: key });

export const callStatuses = ['ringing', 'accepted', 'declined', 'missed', 'ended'] as const;
export type CallStatus = (typeof callStatuses)[number];
/** A call in these states holds the conversation: a second one is refused. */
export const activeCallStatuses = ['ringing', 'accepted'] as const satisfies readonly CallStatus[];

/** A ringing call nobody answers becomes missed after this long. */
export const callRingTimeoutMs = 30_000;

export const startCallInputSchema = z.object({
  conversationId: z.uuid(m('conversationNotFound')),
});
export type StartCallInput = z.infer<typeof startCallInputSchema>;

export const callSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  callerId: z.string(),
  calleeId: z.string(),
  status: z.enum(callStatuses),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endedBy: z.string().nullable(),
});
export type Call = z.infer<typeof callSchema>;

export const callListQuerySchema = z.object({
  conversationId: z.uuid(m('conversationNotFound')),
});
export const callListSchema = z.object({ calls: z.array(callSchema) });
export type CallList = z.infer<typeof callListSchema>;

const sdpMaxLength = 100_000;

/** RTCSessionDescriptionInit as the browser sends it. */
export const sessionDescriptionSchema = z.object({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback'], m('callSignalInvalid')),
  sdp: z.string(m('callSignalInvalid')).max(sdpMaxLength, m('callSignalInvalid')).optional(),
});

/** RTCIceCandidateInit; null marks the end of candidates. */
export const iceCandidateSchema = z
  .object({
    candidate: z.string(m('callSignalInvalid')).max(4000, m('callSignalInvalid')),
    sdpMid: z.string().max(64).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(1000).nullable().optional(),
    usernameFragment: z.string().max(256).nullable().optional(),
  })
  .nullable();

export const callSignalInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('description'), payload: sessionDescriptionSchema }),
    z.object({ kind: z.literal('candidate'), payload: iceCandidateSchema }),
  ],
  m('callSignalInvalid'),
);
export type CallSignalInput = z.infer<typeof callSignalInputSchema>;

export const callSignalSchema = z.intersection(
  callSignalInputSchema,
  z.object({ id: z.number().int().positive(), createdAt: z.string() }),
);
export type CallSignal = z.infer<typeof callSignalSchema>;

export const callSignalsQuerySchema = z.object({
  /** Signals after this id (the last one the browser applied). */
  after: z.coerce
    .number(m('invalidValue'))
    .int(m('invalidValue'))
    .min(0, m('invalidValue'))
    .default(0),
});
export const callSignalListSchema = z.object({ signals: z.array(callSignalSchema) });
export const signalAcceptedSchema = z.object({ id: z.number().int().positive() });

const iceUrlPattern = /^(stun|stuns|turn|turns):\S+$/;
const iceUrl = z.string().regex(iceUrlPattern, 'must start with stun:, stuns:, turn: or turns:');

/** RTCIceServer, as configured (`ICE_SERVERS`) and as answered to the browser. */
export const iceServerSchema = z.object({
  urls: z.union([iceUrl, z.array(iceUrl).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;
export const iceServerListSchema = z.array(iceServerSchema);
