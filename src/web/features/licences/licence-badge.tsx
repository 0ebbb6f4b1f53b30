import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatLicensedStates } from './licensed-states';

/**
 * 'Licensed in TX' for an agent with verified states; nothing otherwise. The full list is in the
 * title when the badge counts states instead of naming them. Needs the `licences` namespace.
 */
export function LicenceBadge({ states }: { states: readonly string[] }) {
  const { t } = useTranslation('licences');
  if (states.length === 0) return null;
  const shown = formatLicensedStates(states);
  const full = states.join(', ');
  return (
    <span
      title={shown === full ? undefined : t('badge', { states: full })}
      className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2.5 py-0.5 text-sm font-semibold text-green-900 ring-1 ring-green-300"
    >
      <BadgeCheck aria-hidden="true" size={16} />
      {t('badge', { states: shown })}
    </span>
  );
}
