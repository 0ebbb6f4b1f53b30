/** The calls module's public entry: what other modules and the app may use (decision 0084). */
export { toCall } from './call-access';
export { expireRingingCalls, MissedCallTimer } from './expire-ringing-calls';
export { registerCallRoutes } from './routes';
