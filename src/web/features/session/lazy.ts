/**
 * The session feature's parts other features load on demand: loaders only (a static export here
 * would hand out the feature's insides past index.ts; dependency-cruiser refuses one), so a
 * static import of this file never pulls them into a page.
 */
export const loadSessionInactivity = () => import('./session-inactivity');
