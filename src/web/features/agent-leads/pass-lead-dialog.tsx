import { useTranslation } from 'react-i18next';
import { passInputSchema, passReasonMaxLength } from '../../../shared/contracts/leads';
import { ReasonDialog } from '../../components/ui/reason-dialog';
import { usePassLead } from './leads-api';

/**
 * 'Pass', then a dialog asking why. An auto-matched request goes on to the next agent, so the lead
 * leaves this portal once passed.
 */
export function PassLeadDialog({
  leadId,
  customerName,
  onPassed,
}: {
  leadId: string;
  customerName: string;
  onPassed: () => void;
}) {
  const { t } = useTranslation('agent');
  const pass = usePassLead();
  return (
    <ReasonDialog
      texts={{
        trigger: t('leads.pass'),
        title: t('passDialog.title', { name: customerName }),
        description: t('passDialog.description'),
        reason: t('passDialog.reason'),
        reasonHint: t('passDialog.reasonHint'),
        cancel: t('passDialog.cancel'),
        confirm: t('passDialog.confirm'),
        confirming: t('passDialog.passing'),
        close: t('passDialog.close'),
      }}
      schema={passInputSchema}
      maxLength={passReasonMaxLength}
      onSubmit={(reason) => pass.mutateAsync({ leadId, input: { reason } })}
      onDecided={onPassed}
    />
  );
}
