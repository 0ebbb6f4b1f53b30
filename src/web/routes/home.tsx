import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { PageShell } from '../components/layout/page-shell';
import { SiteHeader } from '../components/layout/site-header';
import { HomeNavBar } from '../features/auth/home-nav-bar';
import { usePageTitle } from '../lib/use-page-title';

export default function HomeScreen() {
  const { t } = useTranslation(['home', 'common']);
  usePageTitle(t('home:pageTitle'));
  return (
    <PageShell
      header={
        <SiteHeader homeHref={paths.home}>
          <HomeNavBar />
        </SiteHeader>
      }
    >
      <section className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h1 className="text-4xl font-bold text-brand-navy">{t('home:heroTitle')}</h1>
        <div className="mt-8 flex justify-center gap-3">
          <Link to={paths.authRedirect} className="btn-brand rounded-md px-5 py-3 font-semibold">
            {t('home:getQuote')}
          </Link>
          <Link
            to={paths.agentAuth}
            className="rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold"
          >
            {t('home:agentPortal')}
          </Link>
        </div>
      </section>
    </PageShell>
  );
}
