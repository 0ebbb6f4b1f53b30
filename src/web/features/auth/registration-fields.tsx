import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PasswordRole } from '../../../shared/password-rules';
import { TextField } from '../../components/form/form-field';
import { PasswordField } from '../../components/form/password-field';
import { PasswordStrengthMeter, usePasswordRulesHint } from './password-strength-meter';

type RegistrationFieldName = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword';

/** The starting values of the shared fields, for each form's `defaultValues`. */
export const emptyRegistrationFields: Record<RegistrationFieldName, string> = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/**
 * The name, e-mail and password fields that agent and consumer sign-up share; `children` go
 * between the e-mail and the password (the insurer of each form).
 */
export function RegistrationFields({
  register,
  errors,
  password,
  emailLabel,
  emailHint,
  passwordRole,
  children,
}: {
  register: (name: RegistrationFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<RegistrationFieldName, { message?: string }>>;
  password: string;
  emailLabel: string;
  emailHint?: ReactNode;
  /** Whose password rules the hint, the checklist and the server apply. */
  passwordRole: PasswordRole;
  children?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const passwordHint = usePasswordRulesHint(passwordRole);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.firstName')}
          autoComplete="given-name"
          errorKey={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t('fields.lastName')}
          autoComplete="family-name"
          errorKey={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={emailLabel}
        type="email"
        autoComplete="email"
        hint={emailHint}
        errorKey={errors.email?.message}
        {...register('email')}
      />
      {children}
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        hint={passwordHint}
        errorKey={errors.password?.message}
        after={<PasswordStrengthMeter password={password} role={passwordRole} />}
        {...register('password')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        hint={t('hints.confirmPassword')}
        errorKey={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}
