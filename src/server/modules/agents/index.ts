/** The agents module's public entry: what other modules and the app may use (decision 0084). */

export { registerDeskRoutes } from './desk-routes';
export { registerAgentRoutes } from './routes';
export { getAgentStatus } from './status';
