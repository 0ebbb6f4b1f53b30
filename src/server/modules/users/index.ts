/** The users module's public entry: what other modules and the app may use (decision 0084). */
export { listRecentActivity, recordActivity } from './activity';
export { type ProviderSource, provenInsurerId, providerColumns, providerOf } from './provider';
export { registerAccountRoutes } from './routes';
