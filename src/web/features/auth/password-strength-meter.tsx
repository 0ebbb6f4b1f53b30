import { useTranslation } from 'react-i18next';
import {
  passwordStrengthLabel,
  passwordStrengthPercent,
  unmetAgentPasswordRules,
} from '../../../shared/password-rules';

const barColors = {
  veryWeak: 'bg-red-600',
  weak: 'bg-orange-500',
  moderate: 'bg-amber-500',
  strong: 'bg-lime-600',
  veryStrong: 'bg-green-700',
} as const;

/** Live guidance: 7 rules, strength as a percent with its label, and the hints of unmet rules. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  if (!password) return null;
  const percent = passwordStrengthPercent(password);
  const label = passwordStrengthLabel(percent);
  const unmet = unmetAgentPasswordRules(password);
  const labelText = t(`strength.labels.${label}`);
  return (
    <div className="mt-1 flex flex-col gap-1" data-testid="password-strength">
      <div className="flex items-center justify-between text-xs text-slate-700">
        <span>{t('strength.title')}</span>
        <span aria-hidden="true" className="font-semibold">
          {labelText} ({percent}%)
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('strength.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${labelText} (${percent}%)`}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full ${barColors[label]}`} style={{ width: `${percent}%` }} />
      </div>
      {unmet.length > 0 && (
        <ul className="list-disc pl-5 text-xs text-slate-700">
          {unmet.map((rule) => (
            <li key={rule}>{t(`strength.rules.${rule}`)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
