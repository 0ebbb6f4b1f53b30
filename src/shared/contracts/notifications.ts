import { z } from 'zod';

/** What a notification is about (issue 21); each kind has its own preference per channel. The
 * table's column takes its values from here. */
export const notificationKinds = [
  'lead_new',
  'lead_expiring',
  /** A New lead untouched for 15 minutes of the agent's working hours (issue 29). */
  'lead_waiting',
  'offer_new',
  'offer_answered',
  'offer_expiring',
  'message',
  'call_missed',
  'licence_decided',
  'renewal',
  'task_due',
  'review_request',
  /** Same cover for less before renewal (issue 30, section 4): marketing, its own opt-out. */
  'reshop',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationChannels = ['email', 'push'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** The kinds each role may hear of (and set preferences for). */
export const kindsByRole = {
  agent: [
    'lead_new',
    'lead_expiring',
    'lead_waiting',
    'offer_answered',
    'message',
    'call_missed',
    'task_due',
  ],
  consumer: [
    'offer_new',
    'offer_expiring',
    'message',
    'call_missed',
    'renewal',
    'review_request',
    'reshop',
  ],
} as const satisfies Record<'agent' | 'consumer', readonly NotificationKind[]>;

/** Mandatory kinds: about the account itself, mailed whatever the preferences, not unsubscribable. */
export const mandatoryKinds: readonly NotificationKind[] = ['licence_decided'];

/** Kinds quiet hours hold until morning; the rest (new leads above all) are never held. */
export const holdableKinds: readonly NotificationKind[] = [
  'message',
  'renewal',
  'review_request',
  'lead_waiting',
  'reshop',
];

export const channelChoiceSchema = z.object({ email: z.boolean(), push: z.boolean() });
export type ChannelChoice = z.infer<typeof channelChoiceSchema>;

export const hourSchema = z.number().int().min(0).max(23);

export const notificationPreferencesSchema = z.object({
  kinds: z.partialRecord(z.enum(notificationKinds), channelChoiceSchema),
  /** IANA time zone of the quiet hours, e.g. America/Chicago. */
  timeZone: z.string().min(1).max(64),
  quietStart: hourSchema.nullable(),
  quietEnd: hourSchema.nullable(),
  /** Whether a renewal date is in the profile (renewal reminders need one). */
  hasRenewalDate: z.boolean(),
  /** How many devices get browser push. */
  pushDevices: z.number().int().nonnegative(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const updatePreferencesSchema = z.object({
  kinds: z.partialRecord(z.enum(notificationKinds), channelChoiceSchema).optional(),
  timeZone: z.string().min(1).max(64).optional(),
  quietStart: hourSchema.nullable().optional(),
  quietEnd: hourSchema.nullable().optional(),
});
export type UpdatePreferences = z.infer<typeof updatePreferencesSchema>;

export const notificationItemSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  /**
   * Who and what, read now in the reader's language ("New lead: Maria is looking for auto
   * insurance in TX."); null once its place needs no word.
   */
  summary: z.string().nullable(),
  /** The app path of its place (a lead, a request's offers, a conversation). */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationItemSchema),
  unread: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unsubscribeTokenSchema = z.object({ token: z.string().min(10).max(400) });

export const unsubscribeResultSchema = z.object({
  kind: z.enum(notificationKinds),
  email: z.boolean(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

export const pushSubscriptionSchema = z.object({
  endpoint: z.url().max(1000).startsWith('https://'),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
