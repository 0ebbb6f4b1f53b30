import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type AgentLicence,
  type LicenceData,
  type LicenceInput,
  licenceInputSchema,
} from '../../../shared/contracts/licences';
import { TextInput, useErrorText } from '../../components/form/form-controls';
import { applyServerIssues } from '../../components/form/server-issues';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
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
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const form = useForm<LicenceInput, unknown, LicenceData>({
    resolver: zodResolver(licenceInputSchema),
    defaultValues: licenceToFormValues(licence),
  });

  const onSubmit = form.handleSubmit(
    async (input) => {
      setFailure(null);
      setIsSaved(false);
      try {
        const saved = await save.mutateAsync(input);
        form.reset(licenceToFormValues(saved));
        setIsSaved(true);
      } catch (error) {
        console.warn('Licence save failed', error);
        const fields = licenceFieldPaths(form.getValues()) as Path<LicenceInput>[];
        const left = applyServerIssues(withFormPaths(error), fields, form.setError);
        setFailure(left ?? t('licence.fixFields'));
      }
    },
    () => {
      setIsSaved(false);
      setFailure(t('licence.fixFields'));
    },
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
      {failure && <Alert>{failure}</Alert>}
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton
          isSubmitting={form.formState.isSubmitting}
          label={t('licence.save')}
          pendingLabel={t('licence.saving')}
        />
        <p role="status" className="text-sm font-medium text-green-800">
          {isSaved ? t('licence.saved') : ''}
        </p>
      </div>
    </form>
  );
}
