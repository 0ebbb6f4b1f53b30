import { z } from 'zod';
import { licenceLines } from './licences';

/** The agent's desk: a pipeline stage per held lead, notes and one timeline (issue 29). */
export const pipelineStages = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type PipelineStage = (typeof pipelineStages)[number];

/** Reasons an agent may give when moving a lead to Lost by hand. */
export const manualLostReasons = [
  'no_answer',
  'bought_elsewhere',
  'price',
  'not_eligible',
  'other',
] as const;
export type ManualLostReason = (typeof manualLostReasons)[number];
/** Reasons only an event gives: the consumer withdrew; every offer expired or was declined. */
export const lostReasons = [...manualLostReasons, 'consumer_withdrew', 'offers_closed'] as const;
export type LostReason = (typeof lostReasons)[number];

/** What moved a stage: the agent's hand, or the event that proves it. */
export const stageCauses = [
  'manual',
  'message',
  'call',
  'offer_sent',
  'offer_accepted',
  'acceptance_taken_back',
  'offers_closed',
  'consumer_withdrew',
] as const;
export type StageCause = (typeof stageCauses)[number];

export const stageMoveSchema = z
  .object({
    stage: z.enum(pipelineStages, { message: 'stageInvalid' }),
    lostReason: z.enum(manualLostReasons, { message: 'lostReasonInvalid' }).optional(),
  })
  .strict()
  .refine((move) => (move.stage === 'lost') === (move.lostReason !== undefined), {
    message: 'lostReasonOnlyForLost',
    path: ['lostReason'],
  });
export type StageMove = z.infer<typeof stageMoveSchema>;

export const pipelineSorts = ['newest', 'oldest', 'due', 'premium'] as const;
export type PipelineSort = (typeof pipelineSorts)[number];
export const pipelineAges = ['1d', '7d', '30d', 'older'] as const;
export type PipelineAge = (typeof pipelineAges)[number];

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

/** The list's filters as query parameters: the same names the browser keeps in its URL. */
export const pipelineQuerySchema = z
  .object({
    stage: z.enum(pipelineStages).optional(),
    line: z.enum(licenceLines).optional(),
    state: z
      .string()
      .regex(/^[A-Z]{2}$/, 'stateInvalid')
      .optional(),
    age: z.enum(pipelineAges).optional(),
    unread: flag,
    expiring: flag,
    /** Has an open follow-up task past its time (issue 29, items 2 and 4). */
    overdue: flag,
    q: z.string().trim().max(100).optional(),
    sort: z.enum(pipelineSorts).default('newest'),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();
export type PipelineQuery = z.infer<typeof pipelineQuerySchema>;

export const pipelineLeadSchema = z.object({
  id: z.string(),
  stage: z.enum(pipelineStages),
  lostReason: z.enum(lostReasons).nullable(),
  customerName: z.string(),
  line: z.enum(licenceLines),
  state: z.string(),
  zip: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  receivedAt: z.string(),
  stageChangedAt: z.string(),
  /** When the lead left New (first contact); null while it waits. */
  contactedAt: z.string().nullable(),
  /** Annual premium of the accepted offer, else of the newest offer still standing; cents. */
  annualPremiumCents: z.number().int().nullable(),
  unread: z.number().int().nonnegative(),
  /** The earliest expiry of an offer the consumer can still answer. */
  offerExpiresAt: z.string().nullable(),
});
export type PipelineLead = z.infer<typeof pipelineLeadSchema>;

export const stageTotalSchema = z.object({
  stage: z.enum(pipelineStages),
  count: z.number().int().nonnegative(),
  annualPremiumCents: z.number().int().nonnegative(),
});
export type StageTotal = z.infer<typeof stageTotalSchema>;

export const pipelinePageSchema = z.object({
  leads: z.array(pipelineLeadSchema),
  nextCursor: z.string().nullable(),
  totals: z.array(stageTotalSchema),
});
export type PipelinePage = z.infer<typeof pipelinePageSchema>;

export const speedToLeadSchema = z.object({
  thisWeekMedianMinutes: z.number().nullable(),
  lastWeekMedianMinutes: z.number().nullable(),
});
export type SpeedToLead = z.infer<typeof speedToLeadSchema>;

export const noteMaxLength = 2000;
export const noteInputSchema = z
  .object({
    body: z
      .string({ message: 'noteRequired' })
      .trim()
      .min(1, 'noteRequired')
      .max(noteMaxLength, 'tooLong'),
  })
  .strict();
export type NoteInput = z.infer<typeof noteInputSchema>;

export const leadNoteSchema = z.object({ id: z.string(), body: z.string(), createdAt: z.string() });
export type LeadNote = z.infer<typeof leadNoteSchema>;

export const timelineKinds = [
  'arrived',
  'stage',
  'message_sent',
  'message_received',
  'call',
  'offer',
  'note',
  'task',
] as const;
export type TimelineKind = (typeof timelineKinds)[number];

export const timelineEntrySchema = z.object({
  /** The kind and the row's id: unique within a timeline. */
  id: z.string(),
  kind: z.enum(timelineKinds),
  at: z.string(),
  /** Per kind: the stage moved to, the offer's status, the note's or message's text, the call's end. */
  detail: z.record(z.string(), z.string().nullable()),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const leadTimelineSchema = z.object({
  stage: z.enum(pipelineStages),
  lostReason: z.enum(lostReasons).nullable(),
  entries: z.array(timelineEntrySchema),
});
export type LeadTimeline = z.infer<typeof leadTimelineSchema>;
