import { useTranslation } from 'react-i18next';
import { ConfirmAction } from './confirm-action';

/**
 * A Delete button that asks first (ConfirmAction with the delete words). `subject` names what is
 * deleted for screen readers.
 */
export function ConfirmDelete({
  subject,
  question,
  onConfirm,
  isPending,
}: {
  subject: string;
  question: string;
  onConfirm: () => void;
  isPending: boolean;
}) {
  const { t } = useTranslation('profile');
  return (
    <ConfirmAction
      label={t('actions.delete')}
      subject={subject}
      question={question}
      confirmLabel={t('actions.confirmDelete')}
      pendingLabel={t('actions.deleting')}
      onConfirm={onConfirm}
      isPending={isPending}
    />
  );
}
