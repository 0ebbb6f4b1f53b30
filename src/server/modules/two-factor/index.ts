/** The two-factor module's public entry: what other modules and the app may use (decision 0084). */
export {
  beginFactorRemoval,
  cancelFactorRemoval,
  cancelFactorRemovalByLink,
  factorRemovalDueAt,
  finishDueFactorRemoval,
  limitFactorRemovals,
} from './lost-factor';
export {
  disableTwoFactor,
  enableTwoFactor,
  isTwoFactorEnabled,
  limitCodeChecks,
  limitSetups,
  readPendingToken,
  replaceRecoveryCodes,
  signPendingToken,
  startSetup,
  takeAnyCode,
  takeRecoveryCode,
  takeTotpCode,
  twoFactorStatus,
} from './two-factor';
