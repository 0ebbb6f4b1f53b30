import { FileText, type LucideIcon, MessageSquare, Phone, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AgentDashboard } from '../../../shared/contracts/agents';

const cards: { key: keyof AgentDashboard['stats']; icon: LucideIcon }[] = [
  { key: 'activeChats', icon: MessageSquare },
  { key: 'quotesToday', icon: FileText },
  { key: 'pendingLeads', icon: Users },
  { key: 'callsToday', icon: Phone },
];

/** The four counts, from the server; '–' while loading, never a made-up number. */
export function StatCards({ stats }: { stats: AgentDashboard['stats'] | undefined }) {
  const { t } = useTranslation('agent');
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ key, icon: Icon }) => (
        <li key={key} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <div className="flex items-center justify-between text-sm font-medium text-slate-700">
            <h3>{t(`stats.${key}.title`)}</h3>
            <Icon aria-hidden="true" size={18} />
          </div>
          <p className="mt-2 text-3xl font-bold text-slate-900">{stats ? stats[key] : '–'}</p>
          <p className="text-xs text-slate-600">{t(`stats.${key}.caption`)}</p>
        </li>
      ))}
    </ul>
  );
}
