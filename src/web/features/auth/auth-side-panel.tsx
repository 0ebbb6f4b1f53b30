import {
  FileText,
  type LucideIcon,
  MessageSquare,
  Phone,
  ShieldCheck,
  UserCheck,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AuthMode } from './login-form';

const benefitsByMode: Record<AuthMode, { key: string; icon: LucideIcon }[]> = {
  agent: [
    { key: 'customerProfiles', icon: Users },
    { key: 'customQuotes', icon: FileText },
    { key: 'directCommunication', icon: MessageSquare },
  ],
  consumer: [
    { key: 'noPhone', icon: Phone },
    { key: 'messaging', icon: MessageSquare },
    { key: 'permanentAccount', icon: UserCheck },
  ],
};

/** The three benefits beside the form. */
export function AuthSidePanel({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation('auth');
  return (
    <aside
      aria-labelledby="auth-benefits-heading"
      className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2
        id="auth-benefits-heading"
        className="flex items-center gap-2 text-lg font-bold text-brand-navy"
      >
        <ShieldCheck aria-hidden="true" size={20} />
        {t(`benefits.${mode}.heading`)}
      </h2>
      <ul className="mt-4 flex flex-col gap-4">
        {benefitsByMode[mode].map(({ key, icon: Icon }) => (
          <li key={key} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 shrink-0 text-[var(--accent)]" size={20} />
            <div>
              <h3 className="font-semibold text-slate-900">{t(`benefits.${mode}.${key}.title`)}</h3>
              <p className="text-sm text-slate-700">{t(`benefits.${mode}.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
