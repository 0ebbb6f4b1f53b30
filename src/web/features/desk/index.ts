/** The agent's desk, part 2: follow-up tasks, the Today view, renewals, the consumer's policies. */
export { ConsumerPolicies } from './consumer-policies';
export { LeadDesk } from './lead-desk';
export { RenewalsView } from './renewals-view';
export { TodayView } from './today-view';
