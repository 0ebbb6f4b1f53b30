import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  type AgentRegistrationInput,
  agentRegistrationInputSchema,
  type PublicUser,
} from '../../../shared/contracts/auth';
import { detectInsurerFromEmail } from '../../../shared/insurers';
import { registerAgent } from './auth-api';
import { FormError } from './form-error';
import { TextField } from './form-field';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

/** Agent sign-up with a work e-mail; the insurer is detected from its domain. */
export function AgentRegistrationForm({
  onRegistered,
}: {
  onRegistered: (user: PublicUser) => void;
}) {
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof agentRegistrationInputSchema>, unknown, AgentRegistrationInput>({
    resolver: zodResolver(agentRegistrationInputSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      company: '',
    },
  });
  const email = useWatch({ control, name: 'email' }) ?? '';
  const password = useWatch({ control, name: 'password' }) ?? '';
  const insurer = detectInsurerFromEmail(email);

  useEffect(() => {
    setValue('company', insurer?.id ?? '');
  }, [insurer?.id, setValue]);

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      onRegistered(await registerAgent(input));
    } catch (error) {
      setFailure(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormError error={failure} />
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
        label={t('fields.workEmail')}
        type="email"
        autoComplete="email"
        hint={
          <>
            {t('hints.agent.workEmail')} <strong>{t('hints.agent.oneAccountNote')}</strong>
          </>
        }
        errorKey={errors.email?.message}
        {...register('email')}
      />
      <input type="hidden" {...register('company')} />
      <p role="status" className="-mt-2 min-h-5 text-sm font-medium text-green-800">
        {insurer && (
          <span className="inline-flex items-center gap-1">
            <CheckCircle2 aria-hidden="true" size={16} />
            {t('insurerDetected', { insurer: insurer.name })}
          </span>
        )}
      </p>
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        hint={t('hints.agent.registerPassword')}
        errorKey={errors.password?.message}
        after={<PasswordStrengthMeter password={password} />}
        {...register('password')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        hint={t('hints.confirmPassword')}
        errorKey={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <button
        type="submit"
        disabled={isSubmitting}
        className="btn-brand rounded-md px-4 py-2.5 font-semibold"
      >
        {isSubmitting ? t('submit.creatingAccount') : t('submit.createAccount')}
      </button>
    </form>
  );
}
