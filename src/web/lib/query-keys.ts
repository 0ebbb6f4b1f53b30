/**
 * Query keys that more than one feature reads or invalidates: the agent's leads and the live
 * updates refresh the dashboard's counts.
 */
export const agentDashboardKey = ['/api/agent/dashboard'] as const;

/** The agent's licence record: the dashboard's Settings read it, the live updates refresh it. */
export const agentLicenceKey = ['/api/agent/licence'] as const;

/** The agent's pipeline (board, list, a lead's notes and timeline): lead and offer events refresh it. */
export const agentPipelineKey = ['agent-pipeline'] as const;
