import { lazy, type ReactNode, Suspense } from 'react';
import { useSession } from '../session';

// The signed-in header is its own chunk: a visitor downloads only the role check (decision 0011).
const ConsumerNavBar = lazy(() => import('./consumer-nav-bar'));

/**
 * The header's navigation by who is signed in: a consumer gets the one signed-in header
 * (`ConsumerNavBar`) on every screen, public pages included (decision 0056); everyone else
 * sees the screen's own links (`children`). While the role check runs the links hold their
 * place without showing, so a signed-in consumer never sees 'Login' flash.
 */
export function SessionNav({
  children,
  openConversationId = null,
}: {
  children?: ReactNode;
  openConversationId?: string | null;
}) {
  const { isConsumer, isLoading } = useSession();
  if (isConsumer) {
    return (
      <Suspense fallback={null}>
        <ConsumerNavBar openConversationId={openConversationId} />
      </Suspense>
    );
  }
  if (!children) return null;
  return isLoading ? (
    <div aria-hidden="true" className="invisible flex items-center gap-2">
      {children}
    </div>
  ) : (
    children
  );
}
