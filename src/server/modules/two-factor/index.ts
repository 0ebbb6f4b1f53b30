/** The two-factor module's public entry: what other modules and the app may use (decision 0084). */
export { registerTwoFactorRoutes } from './routes';
export {
  isTwoFactorEnabled,
  limitCodeChecks,
  readPendingToken,
  signPendingToken,
  takeRecoveryCode,
  takeTotpCode,
} from './two-factor';
