import { z } from 'zod';
import { agentPerformanceSchema } from './leads';

/** Kinds of recent-activity events: account, lead, offer and consent events (chats and calls come later). */
export const activityKinds = [
  'account_created',
  'signed_in',
  'signed_out',
  'status_changed',
  'email_confirmed',
  'lead_received',
  'lead_accepted',
  'lead_passed',
  'lead_expired',
  'consent_withdrawn',
  /** A customer edited a request into a state or line the agent is not licensed for. */
  'lead_closed',
  'offer_sent',
  'offer_viewed',
  'offer_accepted',
  'offer_declined',
  'offer_withdrawn',
  'message_received',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** The browser's `Date.getTimezoneOffset()`, so that "today" is the agent's own day. */
export const dashboardQuerySchema = z.object({
  tzOffsetMinutes: z.coerce.number().int().min(-840).max(840).default(0),
});

export const agentDashboardSchema = z.object({
  stats: z.object({
    unreadConversations: z.number().int().nonnegative(),
    quotesToday: z.number().int().nonnegative(),
    pendingLeads: z.number().int().nonnegative(),
    callsToday: z.number().int().nonnegative(),
  }),
  /** The last 30 days. */
  performance: agentPerformanceSchema,
  recentActivity: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(activityKinds),
      detail: z.record(z.string(), z.string()),
      createdAt: z.string(),
    }),
  ),
});
export type AgentDashboard = z.infer<typeof agentDashboardSchema>;

export const sessionRefreshResponseSchema = z.object({
  idleExpiresAt: z.string(),
  absoluteExpiresAt: z.string(),
});
export type SessionRefreshResponse = z.infer<typeof sessionRefreshResponseSchema>;
