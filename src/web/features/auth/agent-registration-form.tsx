import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  type AgentRegistrationInput,
  agentRegistrationInputSchema,
  type PublicUser,
} from '../../../shared/contracts/auth';
import { detectInsurerFromEmail } from '../../../shared/insurers';
import { TextField } from '../../components/form/form-field';
import { SubmitButton } from '../../components/ui/button';
import { addAgencyValidationMessages } from '../../lib/agency-validation-messages';
import { TermsNote } from '../legal';
import { registerAgent } from './auth-api';
import { FormError, useSubmitFailure } from './form-error';
import { emptyRegistrationFields, RegistrationFields } from './registration-fields';

addAgencyValidationMessages();

/**
 * Agent sign-up with a work e-mail; the insurer is detected from its domain. Off the listed
 * insurers' domains the agency name is required (shown to customers as self-declared).
 */
export function AgentRegistrationForm({
  onRegistered,
}: {
  onRegistered: (user: PublicUser) => void;
}) {
  const { t } = useTranslation(['auth', 'agency']);
  const { failure, attempt } = useSubmitFailure();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof agentRegistrationInputSchema>, unknown, AgentRegistrationInput>({
    resolver: zodResolver(agentRegistrationInputSchema),
    defaultValues: { ...emptyRegistrationFields, company: '', agencyName: '' },
  });
  const email = useWatch({ control, name: 'email' }) ?? '';
  const password = useWatch({ control, name: 'password' }) ?? '';
  const insurer = detectInsurerFromEmail(email);

  useEffect(() => {
    setValue('company', insurer?.id ?? '');
  }, [insurer?.id, setValue]);

  const onSubmit = handleSubmit((input) =>
    attempt(async () => {
      onRegistered(await registerAgent(input));
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormError error={failure} />
      <RegistrationFields
        register={register}
        errors={errors}
        password={password}
        emailLabel={t('fields.workEmail')}
        emailHint={
          <>
            {t('hints.agent.workEmail')} <strong>{t('hints.agent.oneAccountNote')}</strong>
          </>
        }
        passwordRole="agent"
      >
        <input type="hidden" {...register('company')} />
        <p role="status" className="-mt-2 min-h-5 text-sm font-medium text-green-800">
          {insurer && (
            <span className="inline-flex items-center gap-1">
              <CheckCircle2 aria-hidden="true" size={16} />
              {t('insurerDetected', { insurer: insurer.name })}
            </span>
          )}
        </p>
        <TextField
          label={
            insurer
              ? `${t('agency:registration.field')} ${t('agency:settings.optional')}`
              : t('agency:registration.field')
          }
          hint={
            insurer
              ? t('agency:registration.hintCaptive', { insurer: insurer.name })
              : t('agency:registration.hintIndependent')
          }
          autoComplete="organization"
          maxLength={120}
          errorKey={errors.agencyName?.message}
          {...register('agencyName')}
        />
      </RegistrationFields>
      <SubmitButton
        isSubmitting={isSubmitting}
        label={t('submit.createAccount')}
        pendingLabel={t('submit.creatingAccount')}
      />
      <TermsNote />
    </form>
  );
}
