/**
 * The database schema, one file per area (decision 0078). drizzle-kit reads this file
 * (drizzle.config.ts) and the app imports it as `db/schema`: a table exported from an area file
 * but not from here is missing from both. Area files import each other one way only: `accounts`
 * first, then what references it.
 */
export * from './accounts';
export * from './admin';
export * from './bad-leads';
export * from './calls';
export * from './declarations';
export * from './desk';
export * from './leads';
export * from './licences';
export * from './live';
export * from './messages';
export * from './notifications';
export * from './pipeline';
export * from './platform';
export * from './profiles';
export * from './quotes';
export * from './reviews';
