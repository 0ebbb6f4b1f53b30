/** The auth module's public entry: what other modules and the app may use (decision 0084). */

export { setDeviceCookie, signDeviceCookie } from './device-cookie';
export { linkUrl } from './email-confirmation';
export {
  createLinkToken,
  type LinkPurpose,
  linkLifetimeMs,
  spendAccountLinks,
  spendLinkToken,
} from './link-tokens';
export { registerAuthRoutes } from './routes';
