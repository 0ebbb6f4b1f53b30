import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type Profile,
  type ProfileInput,
  type ProfileUpdate,
  profileInputSchema,
} from '../../../shared/contracts/profiles';
import { SaveFooter, useSaveOutcome } from '../../components/form/save-outcome';
import { applyServerIssues } from '../../components/form/server-issues';
import { useUpdateProfile } from './profile-api';
import { AddressFields, InsuranceFields, PersonalFields, PreferenceFields } from './profile-fields';
import { profileFieldNames, profileToFormValues } from './profile-form-values';

/**
 * Every profile field of spec section 3. A failed save keeps what was typed and shows each
 * problem next to its field; a saved profile becomes the form's new starting point.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const outcome = useSaveOutcome(t('form.fixFields'));
  const form = useForm<ProfileInput, unknown, ProfileUpdate>({
    resolver: zodResolver(profileInputSchema),
    defaultValues: profileToFormValues(profile),
  });

  const onSubmit = form.handleSubmit(
    (input) =>
      outcome.attempt(
        async () => form.reset(profileToFormValues(await update.mutateAsync(input))),
        (error) => {
          console.warn('Profile save failed', error);
          return applyServerIssues(error, profileFieldNames, form.setError);
        },
      ),
    outcome.refuse,
  );

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-6">
      <PersonalFields form={form} />
      <AddressFields form={form} />
      <InsuranceFields form={form} />
      <PreferenceFields form={form} />
      <SaveFooter
        failure={outcome.failure}
        isSaved={outcome.isSaved}
        isSubmitting={form.formState.isSubmitting}
        texts={{ save: t('form.save'), saving: t('form.saving'), saved: t('form.saved') }}
      />
    </form>
  );
}
