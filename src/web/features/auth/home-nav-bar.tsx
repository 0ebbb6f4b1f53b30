import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { consumerSignUpPath, paths } from '../../../shared/paths';
import { useSession } from '../session';
import { loadSessionInactivity } from '../session/lazy';

// Signed-in extras are their own chunks: a visitor downloads only the role check (decision 0011).
const ConsumerNavBar = lazy(() => import('./consumer-nav-bar'));
const SessionInactivity = lazy(() =>
  loadSessionInactivity().then((module) => ({ default: module.SessionInactivity })),
);

/**
 * The /home navigation bar: signed-in consumers get the one signed-in header (decision 0056);
 * visitors and agents see the consumer sign-in and sign-up (the agents' own is at /agent/auth).
 */
export function HomeNavBar() {
  const { t } = useTranslation('common');
  const { user, isConsumer } = useSession();
  return (
    <>
      {isConsumer ? (
        <Suspense fallback={null}>
          <ConsumerNavBar />
        </Suspense>
      ) : (
        <>
          <Link
            to={paths.consumerAuth}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
          >
            {t('nav.login')}
          </Link>
          <Link
            to={consumerSignUpPath}
            className="btn-accent rounded-md px-3 py-1.5 text-sm font-medium"
          >
            {t('nav.signUp')}
          </Link>
        </>
      )}
      {user && (
        <Suspense fallback={null}>
          <SessionInactivity />
        </Suspense>
      )}
    </>
  );
}
