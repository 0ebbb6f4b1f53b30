import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { passwordSchemaFor } from '../../../shared/contracts/account';
import { PasswordField } from '../../components/form/password-field';
import { PageShell } from '../../components/layout/page-shell';
import { SiteHeader } from '../../components/layout/site-header';
import { SubmitButton } from '../../components/ui/button';
import { addAccountValidationMessages } from '../../lib/account-validation-messages';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import {
  type Door,
  doorOf,
  forgotPasswordPathOf,
  LinkResult,
  PasswordStrengthMeter,
  readLinkToken,
  signInPathOf,
  usePasswordRulesHint,
} from '../auth';
import { FormMessage, type Outcome } from './form-message';
import { resetPassword, resetPasswordLostFactor } from './link-pages-api';

addAccountValidationMessages();

function resetForm(door: Door) {
  return z
    .object({
      password: passwordSchemaFor(door),
      confirmPassword: z.string().min(1, { message: 'confirmPasswordRequired' }),
    })
    .refine((input) => input.password === input.confirmPassword, {
      message: 'passwordsDontMatch',
      path: ['confirmPassword'],
    });
}
type Values = z.infer<ReturnType<typeof resetForm>>;

const linkClassName = 'btn-brand rounded-md px-4 py-2 font-semibold';

/**
 * /auth/reset-password?for=<door>#token=...: the page the reset e-mail links to. The token is
 * read from the fragment and posted with the new password; the rules shown are the door's, the
 * server applies the account's.
 */
export function ResetPasswordScreen() {
  const { t } = useTranslation(['account', 'validation']);
  usePageTitle(t('account:reset.pageTitle'));
  const location = useLocation();
  const door = doorOf(location.search);
  const [token] = useState(() => readLinkToken(location));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [done, setDone] = useState<{ message: string; door: Door; heading: string } | null>(null);
  // "I lost my second factor" (decision 0074): the same link and password start the wait.
  const [isFactorLost, setIsFactorLost] = useState(false);
  const lostId = useId();
  const [isLinkDead, setIsLinkDead] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(resetForm(door)),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  const rulesHint = usePasswordRulesHint(door);
  const onSubmit = form.handleSubmit(async (input) => {
    setOutcome(null);
    try {
      const answer = isFactorLost
        ? await resetPasswordLostFactor(token ?? '', input.password)
        : await resetPassword(token ?? '', input.password);
      setDone({
        message: answer.message,
        door: answer.role === 'consumer' ? 'consumer' : 'agent',
        heading: isFactorLost ? t('account:reset.lostFactorDone') : t('account:reset.done'),
      });
    } catch (error) {
      console.warn('Password reset refused', error);
      // Used, expired or not valid: asking again is the way on.
      setIsLinkDead(
        error instanceof ApiError &&
          (error.status === 410 || error.serverMessage === t('validation:tokenInvalid')),
      );
      setOutcome({ isSuccess: false, error });
    }
  });
  const header = <SiteHeader variant={door === 'agent' ? 'agent' : 'default'} />;
  if (done || !token) {
    const outcomeView = done
      ? {
          isSuccess: true,
          heading: done.heading,
          body: <p className="text-slate-700">{done.message}</p>,
          action: (
            <Link to={signInPathOf(done.door)} className={linkClassName}>
              {t('account:reset.signIn')}
            </Link>
          ),
        }
      : {
          isSuccess: false,
          heading: t('account:reset.heading'),
          body: <p className="text-slate-900">{t('validation:tokenInvalid')}</p>,
          action: (
            <Link to={forgotPasswordPathOf(door)} className={linkClassName}>
              {t('account:reset.askAgain')}
            </Link>
          ),
        };
    return (
      <PageShell header={header}>
        <LinkResult pendingLabel="" outcome={outcomeView} />
      </PageShell>
    );
  }
  return (
    <PageShell header={header}>
      <section className="mx-auto flex max-w-md flex-col gap-4 px-4 py-12">
        <h1 className="text-2xl font-bold text-brand-navy">{t('account:reset.heading')}</h1>
        <p className="text-slate-700">{t('account:reset.intro')}</p>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <PasswordField
            label={t('account:password.new')}
            autoComplete="new-password"
            hint={rulesHint}
            errorKey={errors.password?.message}
            after={<PasswordStrengthMeter password={password} role={door} />}
            {...form.register('password')}
          />
          <PasswordField
            label={t('account:password.confirm')}
            autoComplete="new-password"
            errorKey={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <div className="flex items-start gap-2">
            <input
              id={lostId}
              type="checkbox"
              className="mt-1 h-4 w-4"
              aria-describedby={`${lostId}-hint`}
              checked={isFactorLost}
              onChange={(event) => setIsFactorLost(event.target.checked)}
            />
            <div>
              <label htmlFor={lostId} className="text-sm font-medium text-slate-800">
                {t('account:reset.lostFactor')}
              </label>
              <p id={`${lostId}-hint`} className="text-xs text-slate-600">
                {t('account:reset.lostFactorHint')}
              </p>
            </div>
          </div>
          <FormMessage outcome={outcome} />
          {isLinkDead && (
            <p className="text-sm text-slate-700">
              {t('account:reset.failedHelp')}{' '}
              <Link
                to={forgotPasswordPathOf(door)}
                className="font-semibold text-brand-navy underline"
              >
                {t('account:reset.askAgain')}
              </Link>
            </p>
          )}
          <SubmitButton
            isSubmitting={isSubmitting}
            label={t('account:reset.submit')}
            pendingLabel={t('account:reset.submitting')}
          />
        </form>
      </section>
    </PageShell>
  );
}
