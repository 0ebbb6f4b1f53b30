/** The licences module's public entry: what other modules and the app may use (decision 0084). */
export { getAgentLicence, saveAgentLicence } from './licence-record';
export { decideLicence } from './review';
export { registerLicenceRoutes } from './routes';
