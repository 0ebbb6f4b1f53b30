import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { PublicUser } from '../../../shared/contracts/auth';
import { type LoginInput, loginInputSchema } from '../../../shared/contracts/auth';
import type { TwoFactorChallenge } from '../../../shared/contracts/two-factor';
import { TextField } from '../../components/form/form-field';
import { PasswordField } from '../../components/form/password-field';
import { SubmitButton } from '../../components/ui/button';
import { FormError, useSubmitFailure } from './form-error';
import { isTwoFactorChallenge } from './two-factor-sign-in';

export type AuthMode = 'agent' | 'consumer';

const TwoFactorStep = lazy(() => import('./two-factor-step'));

/** Email and password; the caller decides which door (agent or consumer) the form knocks on. */
export function LoginForm({
  mode,
  defaultEmail = '',
  onLogin,
  onSignedIn,
}: {
  mode: AuthMode;
  defaultEmail?: string;
  onLogin: (
    input: Pick<LoginInput, 'email' | 'password'>,
  ) => Promise<PublicUser | TwoFactorChallenge>;
  onSignedIn: (user: PublicUser) => void;
}) {
  const { t } = useTranslation('auth');
  const { failure, attempt } = useSubmitFailure();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof loginInputSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onSubmit = handleSubmit((input) =>
    attempt(async () => {
      const result = await onLogin(input);
      if (isTwoFactorChallenge(result)) setChallenge(result);
      else onSignedIn(result);
    }),
  );

  if (challenge) {
    return (
      <Suspense fallback={null}>
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={onSignedIn}
          onBack={() => setChallenge(null)}
        />
      </Suspense>
    );
  }

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
      <SubmitButton
        isSubmitting={isSubmitting}
        label={t('submit.signIn')}
        pendingLabel={t('submit.signingIn')}
      />
    </form>
  );
}
