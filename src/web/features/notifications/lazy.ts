/**
 * The notifications feature's screens other features load on demand: loaders only, so a static
 * import of this file adds a few bytes and each screen stays its own chunk.
 */
export const loadNotificationBell = () => import('./notification-bell');
export const loadNotificationPreferences = () => import('./notification-preferences-section');
