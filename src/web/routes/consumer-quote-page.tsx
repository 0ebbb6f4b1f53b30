import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';
import { SiteHeader } from '../components/layout/site-header';
import { SessionNav } from '../features/auth/session-nav';
import { SessionInactivity } from '../features/session/session-inactivity';
import { addLeadValidationMessages } from '../lib/lead-validation-messages';
import { QueryProvider } from '../lib/query-provider';
import { addQuoteValidationMessages } from '../lib/quote-validation-messages';
import { usePageTitle } from '../lib/use-page-title';

addQuoteValidationMessages();
addLeadValidationMessages();

/**
 * A signed-in consumer's page about one saved request (the compare view, the re-shop): the
 * session header, the request's namespaces, the page title, and the inactivity sign-out.
 */
export function ConsumerQuotePage({
  titleKey,
  children,
}: {
  titleKey: 'quote:saved.pageTitle' | 'quote:reshop.pageTitle';
  children: ReactNode;
}) {
  const { t } = useTranslation(['quote', 'validation', 'offers', 'licences', 'messages']);
  usePageTitle(t(titleKey));
  return (
    <QueryProvider>
      <PageShell
        header={
          <SiteHeader>
            <SessionNav />
          </SiteHeader>
        }
      >
        {children}
        <SessionInactivity />
      </PageShell>
    </QueryProvider>
  );
}
