import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { PageShell } from '../components/layout/page-shell';
import { SiteHeader } from '../components/layout/site-header';
import { PublicSessionNav } from '../features/auth/public-session-nav';
import { usePageTitle } from '../lib/use-page-title';

export default function NotFoundScreen() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.pageTitle'));
  return (
    <PageShell
      header={
        <SiteHeader>
          <PublicSessionNav />
        </SiteHeader>
      }
    >
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-brand-navy">{t('notFound.heading')}</h1>
        <p className="text-slate-700">{t('notFound.body')}</p>
        <Link to={paths.consumerLanding} className="btn-brand rounded-md px-5 py-2 font-semibold">
          {t('notFound.goHome')}
        </Link>
      </section>
    </PageShell>
  );
}
