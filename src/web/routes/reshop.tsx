import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageShell } from '../components/layout/page-shell';
import { SiteHeader } from '../components/layout/site-header';
import { SessionNav } from '../features/auth/session-nav';
import { ReshopScreen } from '../features/quote/reshop-screen';
import { SessionInactivity } from '../features/session/session-inactivity';
import { addLeadValidationMessages } from '../lib/lead-validation-messages';
import { QueryProvider } from '../lib/query-provider';
import { addQuoteValidationMessages } from '../lib/quote-validation-messages';
import { usePageTitle } from '../lib/use-page-title';

addQuoteValidationMessages();
addLeadValidationMessages();

/** `/profile/reshop/:id`: the re-shop comparison before renewal (consumers). */
export default function ReshopRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['quote', 'validation', 'offers', 'licences', 'messages']);
  usePageTitle(t('quote:reshop.pageTitle'));
  return (
    <QueryProvider>
      <PageShell
        header={
          <SiteHeader>
            <SessionNav />
          </SiteHeader>
        }
      >
        <ReshopScreen id={id} />
        <SessionInactivity />
      </PageShell>
    </QueryProvider>
  );
}
