/** The leads module's public entry: what other modules and the app may use (decision 0084). */
export { medianReplyMinutes, performanceWindowMs } from './agent-cards';
export { listAgentLeads } from './agent-leads';
export { clearConsumerForMatching, listReports, reportLead } from './bad-leads';
export { closeAgentOpenLeads } from './close-agent-leads';
export { getContactLog, withdrawAccess, withdrawLeads } from './contact-log';
export { wantAgentsAgain } from './lead-delivery';
export { LeadJob, runLeadJob } from './lead-job';
export { findMatchingAgentIds } from './matching';
export { listAgentOffers, listOffersWhere } from './offers';
export { licenceCoversLead, logContact, openLeadStatuses } from './records';
export { unreportedLead } from './report-rules';
export { closeLeadsThatNoLongerFit } from './request-changes';
export { registerLeadRoutes } from './routes';
