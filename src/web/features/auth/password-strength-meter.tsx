import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  type PasswordRole,
  passwordRules,
  passwordStrengthLabel,
  passwordStrengthPercent,
  unmetPasswordRules,
} from '../../../shared/password-rules';
import { addPasswordValidationMessages } from '../../lib/password-validation-messages';

// Every screen with a new-password field shows this meter and its hint: they bring the texts.
addPasswordValidationMessages();

const barColors = {
  veryWeak: 'bg-red-600',
  weak: 'bg-orange-500',
  moderate: 'bg-amber-500',
  strong: 'bg-lime-600',
  veryStrong: 'bg-green-700',
} as const;

/** The role's rule as the field's hint: the same sentence the server's refusal carries. */
export function usePasswordRulesHint(role: PasswordRole): string {
  const { t } = useTranslation('validation');
  return t(role === 'consumer' ? 'passwordRulesConsumer' : 'passwordRulesAgent');
}

/**
 * Live guidance once a password is typed: the strength bar over the role's rules, and the
 * checklist of those same rules, each marked met or not (decision 0055).
 */
export function PasswordStrengthMeter({
  password,
  role,
}: {
  password: string;
  role: PasswordRole;
}) {
  const { t } = useTranslation(['auth', 'validation']);
  if (!password) return null;
  const percent = passwordStrengthPercent(password, role);
  const label = passwordStrengthLabel(percent);
  const unmet = unmetPasswordRules(role, password);
  const labelText = t(`auth:strength.labels.${label}`);
  return (
    <div className="mt-1 flex flex-col gap-1" data-testid="password-strength">
      <div className="flex items-center justify-between text-xs text-slate-700">
        <span>{t('auth:strength.title')}</span>
        <span aria-hidden="true" className="font-semibold">
          {labelText} ({percent}%)
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('auth:strength.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${labelText} (${percent}%)`}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full ${barColors[label]}`} style={{ width: `${percent}%` }} />
      </div>
      <ul className="flex flex-col gap-0.5 text-xs" aria-label={t('auth:strength.checklist')}>
        {passwordRules[role].map((rule) => {
          const isMet = !unmet.includes(rule);
          return (
            <li
              key={rule}
              data-met={isMet}
              className={`flex items-start gap-1 ${isMet ? 'text-green-800' : 'text-slate-700'}`}
            >
              {isMet ? (
                <Check aria-hidden="true" size={14} className="mt-px shrink-0" />
              ) : (
                <X aria-hidden="true" size={14} className="mt-px shrink-0" />
              )}
              <span>
                {t(`validation:passwordRule_${role}_${rule}`)}
                <span className="sr-only">
                  {' '}
                  ({isMet ? t('auth:strength.met') : t('auth:strength.unmet')})
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
