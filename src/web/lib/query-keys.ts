/**
 * Query keys that more than one feature reads or invalidates: the agent's leads and the live
 * updates refresh the dashboard's counts.
 */
export const agentDashboardKey = ['/api/agent/dashboard'] as const;
