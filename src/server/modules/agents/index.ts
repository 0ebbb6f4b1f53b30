/** The agents module's public entry: what other modules and the app may use (decision 0084). */

export { listPolicies } from './desk-policies';
export { registerDeskRoutes } from './desk-routes';
export { listTasks } from './desk-tasks';
export { registerAgentRoutes } from './routes';
export { getAgentStatus } from './status';
