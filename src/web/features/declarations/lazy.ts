import { lazy } from 'react';

/** "Start from your current policy", loaded only where it is shown (quote flow's first step, profile). */
export const LazyPolicyReader = lazy(() =>
  import('./policy-reader').then((module) => ({ default: module.PolicyReader })),
);
export const LazyDeclarationsPanel = lazy(() =>
  import('./declarations-panel').then((module) => ({ default: module.DeclarationsPanel })),
);
