/** The admin module's public entry: what other modules and the app may use (decision 0084). */
export { registerAdminRoutes } from './routes';
