import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { passwordSchemaFor } from '../../../shared/contracts/account';
import { passwordRoleOf } from '../../../shared/password-rules';
import type { Role } from '../../../shared/roles';
import { PasswordField } from '../../components/form/password-field';
import { SubmitButton } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { PasswordStrengthMeter, usePasswordRulesHint } from '../auth';
import { useChangePassword } from './account-api';
import { FormMessage, type Outcome } from './form-message';

function changePasswordForm(role: Role) {
  return z
    .object({
      currentPassword: z.string().min(1, { message: 'currentPasswordRequired' }),
      newPassword: passwordSchemaFor(role),
      confirmPassword: z.string().min(1, { message: 'confirmPasswordRequired' }),
    })
    .refine((input) => input.newPassword === input.confirmPassword, {
      message: 'passwordsDontMatch',
      path: ['confirmPassword'],
    });
}
type Values = z.infer<ReturnType<typeof changePasswordForm>>;

/** A new password for the signed-in account: the current one first; other devices sign out. */
export function PasswordSection({ role }: { role: Role }) {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<Values>({
    resolver: zodResolver(changePasswordForm(role)),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const rulesHint = usePasswordRulesHint(passwordRoleOf(role));
  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setOutcome(null);
    try {
      const { message } = await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      setOutcome({ isSuccess: true, text: message });
    } catch (error) {
      console.warn('Password change refused', error);
      setOutcome({ isSuccess: false, error });
    }
  });
  return (
    <Panel headingId="account-password-heading" heading={t('password.heading')}>
      <p className="mt-1 text-sm text-slate-700">{t('password.note')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 flex max-w-md flex-col gap-4">
        <PasswordField
          label={t('password.current')}
          autoComplete="current-password"
          errorKey={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <PasswordField
          label={t('password.new')}
          autoComplete="new-password"
          hint={rulesHint}
          errorKey={errors.newPassword?.message}
          after={<PasswordStrengthMeter password={newPassword} role={passwordRoleOf(role)} />}
          {...form.register('newPassword')}
        />
        <PasswordField
          label={t('password.confirm')}
          autoComplete="new-password"
          errorKey={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <FormMessage outcome={outcome} />
        <SubmitButton
          isSubmitting={isSubmitting}
          label={t('password.submit')}
          pendingLabel={t('password.submitting')}
        />
      </form>
    </Panel>
  );
}
