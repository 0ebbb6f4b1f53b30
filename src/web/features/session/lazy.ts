/**
 * The session feature's parts other features load on demand (`import('../session/lazy')`): kept
 * apart from index.ts so that a static import of the feature never pulls them into a page.
 */
export { SessionInactivity } from './session-inactivity';
