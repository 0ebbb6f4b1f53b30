import { FileText, type LucideIcon, MessageSquare, Phone, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AgentDashboard } from '../../../shared/contracts/agents';

/** What waits for the agent first, then what the agent did today. */
const cards: { key: keyof AgentDashboard['stats']; icon: LucideIcon }[] = [
  { key: 'pendingLeads', icon: Users },
  { key: 'unreadConversations', icon: MessageSquare },
  { key: 'quotesToday', icon: FileText },
  { key: 'callsToday', icon: Phone },
];

/**
 * The four counts, from the server; '–' while loading, never a made-up number. Each label names
 * what its server figure counts (getAgentDashboard).
 */
export function StatCards({ stats }: { stats: AgentDashboard['stats'] | undefined }) {
  const { t } = useTranslation('agent');
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ key, icon: Icon }) => (
        <li key={key} className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4">
          <div className="flex items-start justify-between gap-2 text-sm font-medium text-slate-700">
            <h3>{t(`stats.${key}.title`)}</h3>
            <Icon aria-hidden="true" size={18} className="shrink-0" />
          </div>
          <p className="mt-1 text-2xl font-bold text-slate-900 sm:mt-2 sm:text-3xl">
            {stats ? stats[key] : '–'}
          </p>
          <p className="text-xs text-slate-600">{t(`stats.${key}.caption`)}</p>
        </li>
      ))}
    </ul>
  );
}
