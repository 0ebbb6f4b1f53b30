import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { PageShell } from '../components/layout/page-shell';
import { SiteHeader } from '../components/layout/site-header';
import { usePageTitle } from '../lib/use-page-title';

export default function AgentLandingScreen() {
  const { t } = useTranslation(['agentLanding', 'common']);
  usePageTitle(t('agentLanding:pageTitle'));
  return (
    <PageShell
      header={
        <SiteHeader variant="agent" homeHref={paths.agentLanding}>
          <Link
            to={paths.agentAuth}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
          >
            {t('common:nav.login')}
          </Link>
          <Link
            to={paths.consumerLanding}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
          >
            {t('common:nav.consumer')}
          </Link>
        </SiteHeader>
      }
    >
      <section className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h1 className="text-4xl font-bold text-brand-navy">{t('agentLanding:heroTitle')}</h1>
        <Link
          to={paths.agentAuth}
          className="btn-brand mt-8 inline-block rounded-md px-5 py-3 font-semibold"
        >
          {t('agentLanding:startLeads')}
        </Link>
      </section>
    </PageShell>
  );
}
