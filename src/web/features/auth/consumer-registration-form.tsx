import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  type ConsumerRegistrationInput,
  consumerRegistrationInputSchema,
  type PublicUser,
} from '../../../shared/contracts/auth';
import { type ConsumerCompany, insurers } from '../../../shared/insurers';
import { describedBy, FieldFrame, inputClassName } from '../../components/form/form-field';
import { SubmitButton } from '../../components/ui/button';
import { TermsNote } from '../legal';
import { registerConsumer } from './auth-api';
import { FormError, useSubmitFailure } from './form-error';
import { emptyRegistrationFields, RegistrationFields } from './registration-fields';

/**
 * Consumer sign-up with their current insurer (a listed carrier, none or other); the quote flow
 * passes the insurer its answers already name.
 */
export function ConsumerRegistrationForm({
  onRegistered,
  defaultCompany,
}: {
  onRegistered: (user: PublicUser) => void;
  defaultCompany?: ConsumerCompany;
}) {
  const { t } = useTranslation('auth');
  const companyId = useId();
  const { failure, attempt } = useSubmitFailure();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof consumerRegistrationInputSchema>, unknown, ConsumerRegistrationInput>({
    resolver: zodResolver(consumerRegistrationInputSchema),
    defaultValues: defaultCompany
      ? { ...emptyRegistrationFields, company: defaultCompany }
      : emptyRegistrationFields,
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  const onSubmit = handleSubmit((input) =>
    attempt(async () => {
      onRegistered(await registerConsumer(input));
    }),
  );

  const companyError = errors.company?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormError error={failure} />
      <RegistrationFields
        register={register}
        errors={errors}
        password={password}
        emailLabel={t('fields.email')}
        passwordRole="consumer"
      >
        <FieldFrame
          id={companyId}
          label={t('fields.currentInsurer')}
          hint={t('hints.consumer.currentInsurer')}
          errorKey={companyError}
        >
          <select
            id={companyId}
            defaultValue={defaultCompany ?? ''}
            aria-invalid={companyError ? true : undefined}
            aria-describedby={describedBy(companyId, true, companyError)}
            className={inputClassName}
            {...register('company')}
          >
            <option value="" disabled>
              {t('companyChoices.placeholder')}
            </option>
            {insurers.map((insurer) => (
              <option key={insurer.id} value={insurer.id}>
                {insurer.name}
              </option>
            ))}
            <option value="none">{t('companyChoices.none')}</option>
            <option value="other">{t('companyChoices.other')}</option>
          </select>
        </FieldFrame>
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
