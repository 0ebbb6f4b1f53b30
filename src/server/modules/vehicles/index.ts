/** The vehicles module's public entry: what the app may use (decision 0084). */
export { registerVehicleRoutes } from './routes';
