/** Public entry of the offers feature: what other features use. */

export { AgentSummary, useAgentName } from './agent-summary';
export { LeadStatusLabel } from './lead-status-label';
export { offerEndpoints } from './offers-api';
export { RequestOffers } from './request-offers';
