/** The auth module's public entry: what other modules and the app may use (decision 0084). */
export { linkUrl } from './email-confirmation';
export { createLinkToken, type LinkPurpose, linkLifetimeMs, spendLinkToken } from './link-tokens';
export { registerAuthRoutes } from './routes';
