import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ChangeEmailInput, changeEmailInputSchema } from '../../../shared/contracts/account';
import type { PublicUser } from '../../../shared/contracts/auth';
import { TextField } from '../../components/form/form-field';
import { PasswordField } from '../../components/form/password-field';
import { SubmitButton } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { useEmailChange, useRequestEmailChange } from './account-api';
import { FormMessage, type Outcome } from './form-message';

/**
 * A new e-mail address: asked with the current password, it takes effect only when the link
 * mailed to it is followed (the old address is told). A change waiting for its link is shown.
 */
export function EmailSection({ user }: { user: PublicUser }) {
  const { t } = useTranslation('account');
  const pending = useEmailChange();
  const request = useRequestEmailChange();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailInputSchema),
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (input) => {
    setOutcome(null);
    try {
      const { message } = await request.mutateAsync(input);
      form.reset();
      setOutcome({ isSuccess: true, text: message });
    } catch (error) {
      console.warn('E-mail change refused', error);
      setOutcome({ isSuccess: false, error });
    }
  });
  const waiting = pending.data?.pending;
  return (
    <Panel headingId="account-email-heading" heading={t('email.heading')}>
      <p className="mt-1 text-sm text-slate-700 [overflow-wrap:anywhere]">
        {t('email.current', { email: user.email })}
      </p>
      {user.role === 'agent' && (
        <p className="mt-1 text-sm text-slate-700">{t('email.agentNote')}</p>
      )}
      {waiting && (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 [overflow-wrap:anywhere]">
          {t('email.pending', { email: waiting.email })}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="mt-4 flex max-w-md flex-col gap-4">
        <TextField
          label={t('email.newEmail')}
          type="email"
          autoComplete="email"
          hint={t('email.newEmailHint')}
          errorKey={errors.newEmail?.message}
          {...form.register('newEmail')}
        />
        <PasswordField
          label={t('email.currentPassword')}
          autoComplete="current-password"
          errorKey={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <FormMessage outcome={outcome} />
        <SubmitButton
          isSubmitting={isSubmitting}
          label={t('email.submit')}
          pendingLabel={t('email.submitting')}
        />
      </form>
    </Panel>
  );
}
