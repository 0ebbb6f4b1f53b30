import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageShell } from '../components/layout/page-shell';
import { SiteHeader } from '../components/layout/site-header';
import { SavedQuoteScreen } from '../features/quote/saved-quote-screen';
import { SessionInactivity } from '../features/session/session-inactivity';
import { addQuoteValidationMessages } from '../lib/quote-validation-messages';
import { usePageTitle } from '../lib/use-page-title';

addQuoteValidationMessages();

/** `/profile/quotes/:id`: the saved compare view (consumers; others go to the consumer login). */
export default function SavedQuoteRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['quote', 'validation']);
  usePageTitle(t('quote:saved.pageTitle'));
  return (
    <PageShell header={<SiteHeader />}>
      <SavedQuoteScreen id={id} />
      <SessionInactivity />
    </PageShell>
  );
}
