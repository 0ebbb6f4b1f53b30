import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';

/** For anyone not signed in as an agent; says which role they have. */
export function AccessDenied({ role }: { role: string | null }) {
  const { t } = useTranslation(['agent', 'session']);
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <ShieldAlert aria-hidden="true" className="text-red-700" size={40} />
      <h1 className="text-2xl font-bold text-brand-navy">{t('session:accessDenied.title')}</h1>
      <p className="text-slate-700">
        {role
          ? t('agent:accessDenied.withRole', { role: t(`session:roles.${role}`) })
          : t('agent:accessDenied.signedOut')}
      </p>
      <Link to={paths.agentAuth} className="btn-brand rounded-md px-4 py-2 font-semibold">
        {t('agent:accessDenied.goToAgentLogin')}
      </Link>
    </section>
  );
}
