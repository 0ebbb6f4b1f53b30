/** The geo module's public entry: what other modules and the app may use (decision 0084). */
export { locateIp } from './ip-location';
export { registerGeoRoutes } from './routes';
