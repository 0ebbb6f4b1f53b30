import type { AgentDashboard } from '../../../shared/contracts/agents';
import type { Db } from '../../db/client';
import { listRecentActivity } from '../accounts/activity';

/**
 * The dashboard of one agent, from real rows only. The four counts are zero because the tables
 * that feed them do not exist yet; each names its future source.
 */
export async function getAgentDashboard(db: Db, agentId: string): Promise<AgentDashboard> {
  return {
    stats: {
      // conversations with unread or open status where agent_id = agentId (messaging issue)
      activeChats: 0,
      // quotes sent by this agent since local midnight (marketplace issue: quotes table)
      quotesToday: 0,
      // leads routed to this agent and not yet answered (marketplace issue: leads table)
      pendingLeads: 0,
      // calls of this agent since local midnight (calls issue: calls table)
      callsToday: 0,
    },
    recentActivity: await listRecentActivity(db, agentId, 20),
  };
}
