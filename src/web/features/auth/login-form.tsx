import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { PublicUser } from '../../../shared/contracts/auth';
import { type LoginInput, loginInputSchema } from '../../../shared/contracts/auth';
import { FormError } from './form-error';
import { TextField } from './form-field';
import { PasswordField } from './password-field';

export type AuthMode = 'agent' | 'consumer';

/** Email and password; the caller decides which door (agent or consumer) the form knocks on. */
export function LoginForm({
  mode,
  defaultEmail = '',
  onLogin,
  onSignedIn,
}: {
  mode: AuthMode;
  defaultEmail?: string;
  onLogin: (input: Pick<LoginInput, 'email' | 'password'>) => Promise<PublicUser>;
  onSignedIn: (user: PublicUser) => void;
}) {
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof loginInputSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      onSignedIn(await onLogin(input));
    } catch (error) {
      setFailure(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormError error={failure} />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="username"
        hint={t(`hints.${mode}.loginEmail`)}
        errorKey={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        hint={t(`hints.${mode}.loginPassword`)}
        errorKey={errors.password?.message}
        {...register('password')}
      />
      <button
        type="submit"
        disabled={isSubmitting}
        className="btn-brand rounded-md px-4 py-2.5 font-semibold"
      >
        {isSubmitting ? t('submit.signingIn') : t('submit.signIn')}
      </button>
    </form>
  );
}
