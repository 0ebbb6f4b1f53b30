/** The public marketing pages, spelled out here (not imported) so the specs check the app's own lists. */
export const publicPages = [
  '/',
  '/home',
  '/agent-landing',
  '/insurance/auto',
  '/insurance/home',
  '/insurance/life',
  '/insurance/renters',
] as const;
