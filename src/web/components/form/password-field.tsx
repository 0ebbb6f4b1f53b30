import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldFrame, inputClassName } from './form-field';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  hint?: ReactNode;
  errorKey?: string;
  /** Rendered under the field (the strength meter). */
  after?: ReactNode;
};

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField({ label, hint, errorKey, after, ...inputProps }, ref) {
    const { t } = useTranslation('auth');
    const id = useId();
    const [isVisible, setIsVisible] = useState(false);
    return (
      <FieldFrame id={id} label={label} hint={hint} errorKey={errorKey} after={after}>
        <div className="relative">
          <input
            ref={ref}
            id={id}
            type={isVisible ? 'text' : 'password'}
            aria-invalid={errorKey ? true : undefined}
            aria-describedby={describedBy(id, hint, errorKey)}
            className={`${inputClassName} pr-11`}
            {...inputProps}
          />
          <button
            type="button"
            onClick={() => setIsVisible((visible) => !visible)}
            aria-label={isVisible ? t('password.hide') : t('password.show')}
            aria-pressed={isVisible}
            aria-controls={id}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900"
          >
            {isVisible ? (
              <EyeOff aria-hidden="true" size={18} />
            ) : (
              <Eye aria-hidden="true" size={18} />
            )}
          </button>
        </div>
      </FieldFrame>
    );
  },
);
