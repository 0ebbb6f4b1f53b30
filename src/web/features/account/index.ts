/** Public entry of the account feature: what other features use. */

export { AccountSection } from './account-section';
export { ConsentRecords } from './consent-records';
export { DataRightsSection } from './data-rights-section';
export { TwoFactorSection } from './two-factor-section';
