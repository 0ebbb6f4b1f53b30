import { z } from 'zod';

/** Kinds of recent-activity events recorded today; later issues add quote, lead, chat and call events. */
export const activityKinds = [
  'account_created',
  'signed_in',
  'signed_out',
  'status_changed',
  'email_confirmed',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

export const agentDashboardSchema = z.object({
  stats: z.object({
    activeChats: z.number().int().nonnegative(),
    quotesToday: z.number().int().nonnegative(),
    pendingLeads: z.number().int().nonnegative(),
    callsToday: z.number().int().nonnegative(),
  }),
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
