import { useTranslation } from 'react-i18next';
import { licenceRejectionInputSchema } from '../../../shared/contracts/licences';
import { ReasonDialog } from '../../components/ui/reason-dialog';
import { useRejectLicence } from './admin-api';

/** Reject, then a dialog asking for the reason the agent will read (mailed and on their dashboard). */
export function RejectLicenceDialog({
  agentId,
  name,
  describedBy,
  onRejected,
}: {
  agentId: string;
  name: string;
  /** The record's heading, so the button says whose record it rejects. */
  describedBy: string;
  onRejected: () => void;
}) {
  const { t } = useTranslation('admin');
  const reject = useRejectLicence();
  return (
    <ReasonDialog
      texts={{
        trigger: t('reject'),
        title: t('rejectDialog.title', { name }),
        description: t('rejectDialog.description'),
        reason: t('rejectDialog.reason'),
        reasonHint: t('rejectDialog.reasonHint'),
        cancel: t('rejectDialog.cancel'),
        confirm: t('rejectDialog.confirm'),
        confirming: t('rejectDialog.confirming'),
        close: t('rejectDialog.close'),
      }}
      schema={licenceRejectionInputSchema}
      triggerDescribedBy={describedBy}
      rows={4}
      resetOnClose
      onSubmit={(reason) => reject.mutateAsync({ agentId, reason })}
      onDecided={onRejected}
    />
  );
}
