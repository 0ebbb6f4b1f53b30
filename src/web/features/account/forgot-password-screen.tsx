import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  type ForgotPasswordInput,
  forgotPasswordInputSchema,
} from '../../../shared/contracts/account';
import { TextField } from '../../components/form/form-field';
import { PageShell } from '../../components/layout/page-shell';
import { SiteHeader } from '../../components/layout/site-header';
import { SubmitButton } from '../../components/ui/button';
import { addAccountValidationMessages } from '../../lib/account-validation-messages';
import { usePageTitle } from '../../lib/use-page-title';
import { doorOf, signInPathOf } from '../auth';
import { FormMessage, type Outcome } from './form-message';
import { requestPasswordReset } from './link-pages-api';

addAccountValidationMessages();

/** /auth/forgot-password?for=<door>: asks for the address a reset link goes to. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation('account');
  usePageTitle(t('forgot.pageTitle'));
  const door = doorOf(useLocation().search);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      const { message } = await requestPasswordReset(email);
      setOutcome({ isSuccess: true, text: message });
    } catch (error) {
      console.warn('Reset link refused', error);
      setOutcome({ isSuccess: false, error });
    }
  });
  return (
    <PageShell header={<SiteHeader variant={door === 'agent' ? 'agent' : 'default'} />}>
      <section className="mx-auto flex max-w-md flex-col gap-4 px-4 py-12">
        <h1 className="text-2xl font-bold text-brand-navy">{t('forgot.heading')}</h1>
        <p className="text-slate-700">{t('forgot.intro')}</p>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <TextField
            label={t('forgot.email')}
            type="email"
            autoComplete="email"
            errorKey={errors.email?.message}
            {...form.register('email')}
          />
          <FormMessage outcome={outcome} />
          <SubmitButton
            isSubmitting={isSubmitting}
            label={t('forgot.submit')}
            pendingLabel={t('forgot.submitting')}
          />
        </form>
        <Link to={signInPathOf(door)} className="text-sm font-semibold text-brand-navy underline">
          {t('forgot.backToSignIn')}
        </Link>
      </section>
    </PageShell>
  );
}
