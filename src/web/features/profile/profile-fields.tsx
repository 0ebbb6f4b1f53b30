import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  budgetRanges,
  contactPreferences,
  currentInsuranceChoices,
  type ProfileInput,
  type ProfileUpdate,
  renewalReminderDays,
} from '../../../shared/contracts/profiles';
import { consumerCompanyChoices, findInsurer } from '../../../shared/insurers';
import { stateCodes } from '../../../shared/states/state-names';
import {
  emptyToNull,
  SelectInput,
  TextInput,
  toNumberOrNull,
  useErrorText,
} from '../../components/form/form-controls';

export type ProfileFormApi = UseFormReturn<ProfileInput, unknown, ProfileUpdate>;

/** A titled group of the profile form. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold text-brand-navy">{legend}</legend>
      {children}
    </fieldset>
  );
}

export function PersonalFields({ form }: { form: ProfileFormApi }) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <FieldGroup legend={t('form.groups.personal')}>
      <TextInput
        label={t('form.firstName')}
        autoComplete="given-name"
        error={errorText(errors.firstName)}
        {...register('firstName')}
      />
      <TextInput
        label={t('form.lastName')}
        autoComplete="family-name"
        error={errorText(errors.lastName)}
        {...register('lastName')}
      />
      <TextInput
        label={t('form.phone')}
        type="tel"
        autoComplete="tel"
        hint={t('form.phoneHint')}
        error={errorText(errors.phone)}
        {...register('phone')}
      />
      <TextInput
        label={t('form.birthDate')}
        type="date"
        autoComplete="bday"
        error={errorText(errors.birthDate)}
        {...register('birthDate')}
      />
    </FieldGroup>
  );
}

export function AddressFields({ form }: { form: ProfileFormApi }) {
  const { t } = useTranslation(['profile', 'location']);
  const errorText = useErrorText();
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <FieldGroup legend={t('profile:form.groups.address')}>
      <div className="sm:col-span-2">
        <TextInput
          label={t('profile:form.address')}
          autoComplete="street-address"
          error={errorText(errors.address)}
          {...register('address')}
        />
      </div>
      <TextInput
        label={t('profile:form.city')}
        autoComplete="address-level2"
        error={errorText(errors.city)}
        {...register('city')}
      />
      <SelectInput
        label={t('profile:form.state')}
        autoComplete="address-level1"
        error={errorText(errors.state)}
        {...register('state', { setValueAs: emptyToNull })}
      >
        <option value="">{t('profile:form.choose')}</option>
        {stateCodes.map((code) => (
          <option key={code} value={code}>
            {t(`location:states.${code}`)}
          </option>
        ))}
      </SelectInput>
      <TextInput
        label={t('profile:form.zip')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        error={errorText(errors.zip)}
        {...register('zip')}
      />
    </FieldGroup>
  );
}

export function InsuranceFields({ form }: { form: ProfileFormApi }) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <FieldGroup legend={t('form.groups.insurance')}>
      <SelectInput
        label={t('form.currentInsurance')}
        error={errorText(errors.currentInsurance)}
        {...register('currentInsurance', { setValueAs: emptyToNull })}
      >
        <option value="">{t('form.choose')}</option>
        {currentInsuranceChoices.map((choice) => (
          <option key={choice} value={choice}>
            {t(`form.currentInsuranceChoices.${choice}`)}
          </option>
        ))}
      </SelectInput>
      <SelectInput
        label={t('form.insuranceCompany')}
        error={errorText(errors.insuranceCompany)}
        {...register('insuranceCompany', { setValueAs: emptyToNull })}
      >
        <option value="">{t('form.choose')}</option>
        {consumerCompanyChoices.map((company) => (
          <option key={company} value={company}>
            {findInsurer(company)?.name ?? t(`insurer.${company}`)}
          </option>
        ))}
      </SelectInput>
      <TextInput
        label={t('form.currentPremium')}
        inputMode="numeric"
        hint={t('form.currentPremiumHint')}
        error={errorText(errors.currentPremium)}
        {...register('currentPremium', { setValueAs: toNumberOrNull })}
      />
      <TextInput
        label={t('form.renewalDate')}
        type="date"
        hint={t('form.renewalDateHint', { days: renewalReminderDays })}
        error={errorText(errors.renewalDate)}
        {...register('renewalDate')}
      />
    </FieldGroup>
  );
}

export function PreferenceFields({ form }: { form: ProfileFormApi }) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const { register, formState } = form;
  const { errors } = formState;
  const contactError = errorText(errors.contactPreference);
  return (
    <FieldGroup legend={t('form.groups.preferences')}>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={contactError ? 'contact-preference-error' : 'contact-preference-hint'}
      >
        <legend className="text-sm font-medium text-slate-800">
          {t('form.contactPreference')}
        </legend>
        {contactPreferences.map((preference) => (
          <label key={preference} className="flex items-center gap-2 text-slate-800">
            <input type="radio" value={preference} {...register('contactPreference')} />
            {t(`form.contactChoices.${preference}`)}
          </label>
        ))}
        <p id="contact-preference-hint" className="text-xs text-slate-600">
          {t('form.contactPreferenceHint')}
        </p>
        {contactError && (
          <p id="contact-preference-error" className="text-sm text-red-700">
            {contactError}
          </p>
        )}
      </fieldset>
      <SelectInput
        label={t('form.budgetRange')}
        hint={t('form.budgetRangeHint')}
        error={errorText(errors.budgetRange)}
        {...register('budgetRange', { setValueAs: emptyToNull })}
      >
        <option value="">{t('form.choose')}</option>
        {budgetRanges.map((range) => (
          <option key={range} value={range}>
            {t(`form.budgetChoices.${range}`)}
          </option>
        ))}
      </SelectInput>
    </FieldGroup>
  );
}
