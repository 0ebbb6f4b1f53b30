import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';
import { clearLogoutFlags } from './logout-flags';

const hintKeys = ['refresh', 'clearCache', 'checkConnection'] as const;

/** Shown when the authentication check takes over 15 s or fails. */
export function AuthProblemScreen() {
  const { t } = useTranslation('session');
  const { pathname } = useLocation();
  const loginPath = pathname.includes(paths.agentDashboard) ? paths.agentAuth : paths.authRedirect;
  const tryAgain = () => {
    clearLogoutFlags();
    window.location.reload();
  };
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <AlertTriangle aria-hidden="true" className="text-amber-600" size={40} />
      <h1 className="text-2xl font-bold text-brand-navy">{t('problem.title')}</h1>
      <p className="text-slate-700">{t('problem.body')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <button
          type="button"
          onClick={tryAgain}
          className="btn-brand rounded-md px-4 py-2 font-semibold"
        >
          {t('problem.tryAgain')}
        </button>
        <Link
          to={loginPath}
          className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
        >
          {t('problem.goToLogin')}
        </Link>
        <Link
          to={paths.consumerLanding}
          className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
        >
          {t('problem.goHome')}
        </Link>
      </div>
      <div className="mt-4 text-left text-sm text-slate-700">
        <p className="font-semibold">{t('problem.hintsTitle')}</p>
        <ul className="mt-1 list-disc pl-5">
          {hintKeys.map((key) => (
            <li key={key}>{t(`problem.hints.${key}`)}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
