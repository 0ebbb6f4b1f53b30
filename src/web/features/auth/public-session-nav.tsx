import { lazy, type ReactNode, Suspense } from 'react';
import { hasConsumerHint } from '../../lib/consumer-hint';

// The role check and the signed-in header load only when a consumer was signed in here.
const SessionNav = lazy(() =>
  import('./session-nav').then((module) => ({ default: module.SessionNav })),
);

/**
 * The navigation of a public page (`/`, `/home`, marketing pages, the quote flow, not-found):
 * a visitor gets the page's own links (`children`) without downloading the session layer; when
 * this browser last knew a consumer signed in, `SessionNav` checks the role and shows the one
 * signed-in header (decision 0056).
 */
export function PublicSessionNav({ children }: { children?: ReactNode }) {
  if (!hasConsumerHint()) return <>{children}</>;
  return (
    <Suspense
      fallback={
        children ? (
          <div aria-hidden="true" className="invisible flex items-center gap-2">
            {children}
          </div>
        ) : null
      }
    >
      <SessionNav>{children}</SessionNav>
    </Suspense>
  );
}
