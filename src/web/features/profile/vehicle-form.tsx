import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type SavedVehicle, vehicleInputSchema } from '../../../shared/contracts/profiles';
import { type Vehicle, vehicleUses } from '../../../shared/contracts/quotes';
import {
  SelectInput,
  TextInput,
  toNumberOrUndefined,
  useErrorText,
} from '../../components/form/form-controls';
import { applyServerIssues } from '../../components/form/server-issues';
import { secondaryButtonClassName } from '../../components/ui/button';
import { useSaveVehicle } from './profile-api';

type VehicleFormValues = z.input<typeof vehicleInputSchema>;
const vehicleFieldNames = ['year', 'make', 'model', 'vin', 'use', 'annualMileage'] as const;

function startingValues(vehicle?: SavedVehicle): Partial<VehicleFormValues> {
  if (!vehicle) return { make: '', model: '', vin: '' };
  const { year, make, model, use, annualMileage, vin } = vehicle;
  return { year, make, model, use, annualMileage, vin: vin ?? '' };
}

/** Adds a vehicle, or edits `vehicle`; a failed save keeps the answers and names the field. */
export function VehicleForm({ vehicle, onDone }: { vehicle?: SavedVehicle; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const save = useSaveVehicle();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VehicleFormValues, unknown, Vehicle>({
    resolver: zodResolver(vehicleInputSchema),
    defaultValues: startingValues(vehicle),
  });

  const onSubmit = handleSubmit(async (answers) => {
    setFailure(null);
    try {
      await save.mutateAsync({
        id: vehicle?.id,
        vehicle: { ...answers, vin: answers.vin || undefined },
      });
      onDone();
    } catch (error) {
      console.warn('Vehicle save failed', error);
      setFailure(applyServerIssues(error, vehicleFieldNames, setError));
    }
  });

  const title = vehicle ? t('vehicles.editTitle') : t('vehicles.addTitle');
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={title}
      className="mt-4 flex flex-col gap-4 rounded-md border border-slate-200 bg-slate-50 p-4"
    >
      <h3 className="font-semibold text-brand-navy">{title}</h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextInput
          label={t('vehicles.year')}
          inputMode="numeric"
          maxLength={4}
          error={errorText(errors.year)}
          {...register('year', { setValueAs: toNumberOrUndefined })}
        />
        <TextInput
          label={t('vehicles.make')}
          error={errorText(errors.make)}
          {...register('make')}
        />
        <TextInput
          label={t('vehicles.model')}
          error={errorText(errors.model)}
          {...register('model')}
        />
        <SelectInput label={t('vehicles.use')} error={errorText(errors.use)} {...register('use')}>
          <option value="">{t('vehicles.chooseUse')}</option>
          {vehicleUses.map((use) => (
            <option key={use} value={use}>
              {t(`vehicles.uses.${use}`)}
            </option>
          ))}
        </SelectInput>
        <TextInput
          label={t('vehicles.annualMileage')}
          inputMode="numeric"
          error={errorText(errors.annualMileage)}
          {...register('annualMileage', { setValueAs: toNumberOrUndefined })}
        />
        <TextInput
          label={t('vehicles.vin')}
          hint={t('vehicles.vinHint')}
          maxLength={17}
          autoCapitalize="characters"
          error={errorText(errors.vin)}
          {...register('vin')}
        />
      </div>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={isSubmitting}
          className="btn-brand rounded-md px-4 py-2 font-semibold"
        >
          {isSubmitting ? t('form.saving') : t('vehicles.save')}
        </button>
        <button type="button" onClick={onDone} className={secondaryButtonClassName}>
          {t('actions.cancel')}
        </button>
      </div>
    </form>
  );
}
