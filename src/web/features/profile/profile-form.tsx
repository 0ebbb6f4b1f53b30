import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type Profile,
  type ProfileInput,
  type ProfileUpdate,
  profileInputSchema,
} from '../../../shared/contracts/profiles';
import { applyServerIssues } from '../../components/form/server-issues';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
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
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const form = useForm<ProfileInput, unknown, ProfileUpdate>({
    resolver: zodResolver(profileInputSchema),
    defaultValues: profileToFormValues(profile),
  });

  const onSubmit = form.handleSubmit(
    async (input) => {
      setFailure(null);
      setIsSaved(false);
      try {
        const saved = await update.mutateAsync(input);
        form.reset(profileToFormValues(saved));
        setIsSaved(true);
      } catch (error) {
        console.warn('Profile save failed', error);
        const left = applyServerIssues(error, profileFieldNames, form.setError);
        setFailure(left ?? t('form.fixFields'));
      }
    },
    () => {
      setIsSaved(false);
      setFailure(t('form.fixFields'));
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-6">
      <PersonalFields form={form} />
      <AddressFields form={form} />
      <InsuranceFields form={form} />
      <PreferenceFields form={form} />
      {failure && <Alert>{failure}</Alert>}
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton
          isSubmitting={form.formState.isSubmitting}
          label={t('form.save')}
          pendingLabel={t('form.saving')}
        />
        <p role="status" className="text-sm font-medium text-green-800">
          {isSaved ? t('form.saved') : ''}
        </p>
      </div>
    </form>
  );
}
