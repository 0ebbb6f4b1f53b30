/** The account module's public entry: what other modules and the app may use (decision 0084). */
export { registerAccountLifeRoutes } from './routes';
export { registerTwoFactorRoutes } from './two-factor-routes';
