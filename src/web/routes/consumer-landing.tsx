import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { PageShell } from '../components/layout/page-shell';
import { SiteHeader } from '../components/layout/site-header';
import { usePageTitle } from '../lib/use-page-title';

export default function ConsumerLandingScreen() {
  const { t } = useTranslation(['landing', 'common']);
  usePageTitle(t('landing:pageTitle'));
  return (
    <PageShell
      header={
        <SiteHeader>
          <Link
            to={paths.authRedirect}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
          >
            {t('common:nav.login')}
          </Link>
          <Link
            to={paths.agentLanding}
            className="btn-accent rounded-md px-3 py-1.5 text-sm font-medium"
          >
            {t('common:nav.agentPortal')}
          </Link>
        </SiteHeader>
      }
    >
      <section className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h1 className="text-4xl font-bold text-brand-navy">{t('landing:heroTitle')}</h1>
        <p className="mt-4 text-lg text-slate-700">{t('landing:heroBody')}</p>
        <div className="mt-8 flex justify-center gap-3">
          <Link to={paths.authRedirect} className="btn-brand rounded-md px-5 py-3 font-semibold">
            {t('landing:getQuote')}
          </Link>
        </div>
      </section>
    </PageShell>
  );
}
