import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isInsuranceType } from '../../shared/insurance-types';
import { PageShell } from '../components/layout/page-shell';
import { SiteHeader } from '../components/layout/site-header';
import { PublicSessionNav } from '../features/auth/public-session-nav';
import { QuoteFlow } from '../features/quote/quote-flow';
import { useSession } from '../features/session/use-session';
import { usePageTitle } from '../lib/use-page-title';
import NotFoundScreen from './not-found';

// The inactivity watch (and its dialog) loads only for a signed-in person: visitors never need it.
const SessionInactivity = lazy(() =>
  import('../features/session/session-inactivity').then((module) => ({
    default: module.SessionInactivity,
  })),
);

/** `/quote/auto|home|renters|life`: the quote flow, open to visitors and consumers alike. */
export default function QuoteRoute() {
  const { type } = useParams();
  if (!isInsuranceType(type)) return <NotFoundScreen />;
  return <QuoteScreen type={type} />;
}

function QuoteScreen({ type }: { type: 'auto' | 'home' | 'renters' | 'life' }) {
  const { t } = useTranslation('quote');
  const { user } = useSession();
  usePageTitle(t(`quote:titles.${type}`));
  return (
    <PageShell
      header={
        <SiteHeader>
          <PublicSessionNav />
        </SiteHeader>
      }
    >
      <QuoteFlow key={type} type={type} />
      {user && (
        <Suspense fallback={null}>
          <SessionInactivity />
        </Suspense>
      )}
    </PageShell>
  );
}
