import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { SiteHeader } from '../components/layout/site-header';
import { AgentLandingPage } from '../features/marketing/agent-landing-page';

export default function AgentLandingScreen() {
  const { t } = useTranslation(['agentLanding', 'common']);
  return (
    <AgentLandingPage
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
    />
  );
}
