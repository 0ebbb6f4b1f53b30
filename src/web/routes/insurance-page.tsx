import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { SiteHeader } from '../components/layout/site-header';
import { PublicSessionNav } from '../features/auth/public-session-nav';

export type { InsuranceType } from '../features/marketing/insurance-sections';

/** The marketing pages' header: a Back button to / and the logo (spec section 2). */
export function InsurancePageHeader() {
  const { t } = useTranslation(['marketing', 'common']);
  return (
    <SiteHeader>
      <Link
        to={paths.consumerLanding}
        aria-label={t('marketing:backLabel')}
        className="inline-flex items-center gap-1 rounded-md px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
      >
        <svg
          aria-hidden="true"
          width={16}
          height={16}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <use href="/icons.svg#arrow-left" />
        </svg>
        {t('marketing:back')}
      </Link>
      <PublicSessionNav />
    </SiteHeader>
  );
}
