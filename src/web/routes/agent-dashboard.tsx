import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';
import { SiteHeader } from '../components/layout/site-header';
import { usePageTitle } from '../lib/use-page-title';

export default function AgentDashboardScreen() {
  const { t } = useTranslation('agent');
  usePageTitle(t('pageTitle'));
  return (
    <PageShell header={<SiteHeader variant="agent" />}>
      <section className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="text-3xl font-bold text-brand-navy">{t('heading')}</h1>
      </section>
    </PageShell>
  );
}
