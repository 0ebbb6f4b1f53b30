import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { PageShell } from '../../components/layout/page-shell';
import { SiteHeader } from '../../components/layout/site-header';
import { addLicenceValidationMessages } from '../../lib/licence-validation-messages';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../session';
import { confirmEmailWithToken } from './link-api';
import { LinkResult } from './link-result';
import { useLinkToken } from './use-link-token';

addLicenceValidationMessages();

const linkClassName = 'btn-brand rounded-md px-4 py-2 font-semibold';

/** /auth/confirm-email#token=...: the page the confirmation e-mail links to; it posts the token. */
export function ConfirmEmailScreen() {
  const { t } = useTranslation(['auth', 'validation', 'common']);
  usePageTitle(t('auth:links.confirmEmail.pageTitle'));
  const { isAgent } = useSession();
  const state = useLinkToken(confirmEmailWithToken, t('validation:tokenInvalid'));
  const portal = isAgent ? (
    <Link to={paths.agentDashboard} className={linkClassName}>
      {t('auth:links.goToPortal')}
    </Link>
  ) : (
    <Link to={`${paths.agentAuth}?tab=login`} className={linkClassName}>
      {t('auth:links.signInToPortal')}
    </Link>
  );
  const outcome =
    state.status === 'done'
      ? {
          isSuccess: true,
          heading: t('auth:links.confirmEmail.confirmed'),
          body: (
            <p className="text-slate-700">
              {t('auth:links.confirmEmail.confirmedBody', { email: state.data.email })}
            </p>
          ),
          action: portal,
        }
      : state.status === 'failed'
        ? {
            isSuccess: false,
            heading: t('auth:links.confirmEmail.failed'),
            body: (
              <>
                <p className="text-slate-900">{state.message ?? t('common:errors.generic')}</p>
                <p className="text-slate-700">{t('auth:links.confirmEmail.failedHelp')}</p>
              </>
            ),
            action: portal,
          }
        : null;
  return (
    <PageShell header={<SiteHeader variant="agent" />}>
      <LinkResult pendingLabel={t('auth:links.confirmEmail.pending')} outcome={outcome} />
    </PageShell>
  );
}
