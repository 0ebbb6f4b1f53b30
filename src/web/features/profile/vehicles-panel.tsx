import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedVehicle } from '../../../shared/contracts/profiles';
import { secondaryButtonClassName } from '../../components/ui/button';
import { ConfirmAction } from '../../components/ui/confirm-action';
import { Panel } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { deleteTexts } from './delete-texts';
import { useDeleteVehicle, useVehicles } from './profile-api';
import { VehicleForm } from './vehicle-form';

const newVehicle = 'new';

/** The vehicles kept on the profile for new requests: add, edit in place, delete after a question. */
export function VehiclesPanel() {
  const { t } = useTranslation(['profile', 'common']);
  const vehicles = useVehicles();
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <Panel headingId="vehicles-heading" heading={t('profile:vehicles.heading')} className="mt-6">
      <p className="mt-1 text-sm text-slate-700">{t('profile:vehicles.intro')}</p>
      {vehicles.isPending && <Spinner label={t('common:loading')} />}
      {vehicles.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('profile:vehicles.loadFailed')}
        </p>
      )}
      {vehicles.data?.length === 0 && editing !== newVehicle && (
        <p className="mt-3 text-slate-700">{t('profile:vehicles.empty')}</p>
      )}
      {!!vehicles.data?.length && (
        <ul className="mt-3 divide-y divide-slate-200">
          {vehicles.data.map((vehicle) =>
            editing === vehicle.id ? (
              <li key={vehicle.id}>
                <VehicleForm vehicle={vehicle} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <VehicleItem
                key={vehicle.id}
                vehicle={vehicle}
                onEdit={() => setEditing(vehicle.id)}
              />
            ),
          )}
        </ul>
      )}
      {editing === newVehicle ? (
        <VehicleForm onDone={() => setEditing(null)} />
      ) : (
        <button
          type="button"
          onClick={() => setEditing(newVehicle)}
          className={`${secondaryButtonClassName} mt-4`}
        >
          {t('profile:vehicles.add')}
        </button>
      )}
    </Panel>
  );
}

function VehicleItem({ vehicle, onEdit }: { vehicle: SavedVehicle; onEdit: () => void }) {
  const { t } = useTranslation('profile');
  const remove = useDeleteVehicle();
  const name = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  const details = [
    t(`vehicles.uses.${vehicle.use}`),
    t('vehicles.milesPerYear', { miles: vehicle.annualMileage.toLocaleString('en-US') }),
    vehicle.vin ? t('vehicles.vinValue', { vin: vehicle.vin }) : null,
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <h3 className="font-semibold text-slate-900">{name}</h3>
        <p className="text-sm text-slate-700">{details.join(' · ')}</p>
        {remove.isError && (
          <p role="alert" className="text-sm text-red-700">
            {t('vehicles.deleteFailed')}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onEdit} className={secondaryButtonClassName}>
          {t('actions.edit')}
          <span className="sr-only"> {name}</span>
        </button>
        <ConfirmAction
          texts={deleteTexts(t, t('vehicles.confirmDelete', { name }))}
          subject={name}
          isPending={remove.isPending}
          onConfirm={() => remove.mutate(vehicle.id)}
        />
      </div>
    </li>
  );
}
