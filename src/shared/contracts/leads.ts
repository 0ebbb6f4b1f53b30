/**
 * Consent, leads, offers and the contact log (issue 10), one file per family; this barrel keeps
 * `contracts/leads` imports working.
 */
export * from './agent-leads';
export * from './consent-wording';
export * from './consents';
export * from './contact-log';
export * from './offers';
