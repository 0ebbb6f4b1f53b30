/** Public entry of the account feature: what other features use. */

export { AccountSection } from './account-section';
export { ConsentRecords } from './consent-records';
export { DataRightsSection } from './data-rights-section';
export { failureText } from './two-factor-api';
export { TwoFactorSection } from './two-factor-section';
