import { zodResolver } from '@hookform/resolvers/zod';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type AgentLicence,
  type LicenceData,
  type LicenceInput,
  licenceInputSchema,
} from '../../../shared/contracts/licences';
import { TextInput, useErrorText } from '../../components/form/form-controls';
import { SaveFooter, useSaveOutcome } from '../../components/form/save-outcome';
import { applyServerIssues } from '../../components/form/server-issues';
import { useSaveLicence } from './licence-api';
import { BioField, LanguageFields, LicensedStateFields, ServiceAreaFields } from './licence-fields';
import { licenceFieldPaths, licenceToFormValues, withFormPaths } from './licence-form-values';

/**
 * NPN, licensed states and lines, service areas, languages and bio. A refused save keeps what was
 * typed and shows each problem next to its field; a saved record becomes the new starting point.
 */
export function LicenceForm({ licence }: { licence: AgentLicence }) {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const save = useSaveLicence();
  const outcome = useSaveOutcome(t('licence.fixFields'));
  const form = useForm<LicenceInput, unknown, LicenceData>({
    resolver: zodResolver(licenceInputSchema),
    defaultValues: licenceToFormValues(licence),
  });

  const onSubmit = form.handleSubmit(
    (input) =>
      outcome.attempt(
        async () => form.reset(licenceToFormValues(await save.mutateAsync(input))),
        (error) => {
          console.warn('Licence save failed', error);
          const fields = licenceFieldPaths(form.getValues()) as Path<LicenceInput>[];
          return applyServerIssues(withFormPaths(error), fields, form.setError);
        },
      ),
    outcome.refuse,
  );

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-6">
      <div className="max-w-xs">
        <TextInput
          label={t('licence.npn')}
          hint={t('licence.npnHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          error={errorText(form.formState.errors.npn)}
          {...form.register('npn')}
        />
      </div>
      <LicensedStateFields form={form} />
      <ServiceAreaFields form={form} />
      <LanguageFields form={form} />
      <BioField form={form} />
      <SaveFooter
        failure={outcome.failure}
        isSaved={outcome.isSaved}
        isSubmitting={form.formState.isSubmitting}
        texts={{ save: t('licence.save'), saving: t('licence.saving'), saved: t('licence.saved') }}
      />
    </form>
  );
}
