import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { SiteHeader } from '../components/layout/site-header';
import { PublicSessionNav } from '../features/auth/public-session-nav';
import { ConsumerLandingPage } from '../features/marketing/consumer-landing-page';

export default function ConsumerLandingScreen() {
  const { t } = useTranslation(['landing', 'common']);
  return (
    <ConsumerLandingPage
      header={
        <SiteHeader>
          <PublicSessionNav>
            <Link
              to={paths.consumerAuth}
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
          </PublicSessionNav>
        </SiteHeader>
      }
    />
  );
}
