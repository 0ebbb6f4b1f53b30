import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../shared/paths';
import { PageShell } from '../components/layout/page-shell';
import { SiteHeader } from '../components/layout/site-header';
import { usePageTitle } from '../lib/use-page-title';

/** The authentication screen, at /agent/auth (agent mode) and /consumer/auth (consumer mode). */
export default function AuthScreen() {
  const { t } = useTranslation('auth');
  const isConsumerMode = useLocation().pathname === paths.consumerAuth;
  usePageTitle(isConsumerMode ? t('consumerHeading') : t('agentRegisterTitle'));
  return (
    <PageShell header={<SiteHeader variant={isConsumerMode ? 'default' : 'agent'} />}>
      <section className="mx-auto max-w-xl px-4 py-12 text-center">
        <h1 className="text-3xl font-bold text-brand-navy">
          {isConsumerMode ? t('consumerHeading') : t('heading')}
        </h1>
        <p className="mt-3 text-slate-700">
          {isConsumerMode ? t('consumerTagline') : t('tagline')}
        </p>
      </section>
    </PageShell>
  );
}
