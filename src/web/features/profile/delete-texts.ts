import type { TFunction } from 'i18next';
import type { ConfirmActionTexts } from '../../components/ui/confirm-action';

/** The profile's Delete confirmation around the caller's question ('Delete the Honda Civic?'). */
export function deleteTexts(t: TFunction<'profile'>, question: string): ConfirmActionTexts {
  return {
    label: t('actions.delete'),
    question,
    confirmLabel: t('actions.confirmDelete'),
    pendingLabel: t('actions.deleting'),
    cancelLabel: t('actions.cancel'),
  };
}
