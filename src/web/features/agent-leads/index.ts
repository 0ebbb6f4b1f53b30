/** Public entry of the agent-leads feature: what other features use. */

export { LeadsPanel } from './leads-panel';
export { QuotesPanel } from './quotes-panel';
export { useAgentLiveUpdates } from './use-agent-live-updates';
export { WaitingLeads } from './waiting-leads';
