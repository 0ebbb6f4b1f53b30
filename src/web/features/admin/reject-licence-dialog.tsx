import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type LicenceRejectionInput,
  licenceRejectionInputSchema,
} from '../../../shared/contracts/licences';
import { useErrorText } from '../../components/form/form-controls';
import { FieldFrame, inputClassName } from '../../components/form/form-field';
import { applyServerIssues } from '../../components/form/server-issues';
import { dangerButtonClassName, secondaryButtonClassName } from '../../components/ui/button';
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
  const errorText = useErrorText();
  const reasonId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reject = useRejectLicence();
  const form = useForm<LicenceRejectionInput>({
    resolver: zodResolver(licenceRejectionInputSchema),
    defaultValues: { reason: '' },
  });
  const error = errorText(form.formState.errors.reason);

  const onOpenChange = (open: boolean) => {
    setIsOpen(open);
    setFailure(null);
    if (!open) form.reset();
  };

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await reject.mutateAsync({ agentId, reason });
      // Closed in the same update that reports the decision, so the screen can move the focus.
      setIsOpen(false);
      onRejected();
    } catch (caught) {
      console.warn('Licence rejection failed', caught);
      setFailure(applyServerIssues(caught, ['reason'], form.setError));
    }
  });

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Trigger aria-describedby={describedBy} className={secondaryButtonClassName}>
        {t('reject')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-slate-900/50" />
        <Dialog.Content
          // The record leaves the list once rejected: the screen, not the dialog, places the focus.
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="fixed left-1/2 top-1/2 z-[85] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="pr-8 text-xl font-bold text-brand-navy">
            {t('rejectDialog.title', { name })}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            {t('rejectDialog.description')}
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
            <FieldFrame
              id={reasonId}
              label={t('rejectDialog.reason')}
              hint={t('rejectDialog.reasonHint')}
              error={error}
            >
              <textarea
                id={reasonId}
                rows={4}
                aria-invalid={error ? true : undefined}
                aria-describedby={[`${reasonId}-hint`, error ? `${reasonId}-error` : '']
                  .filter(Boolean)
                  .join(' ')}
                className={inputClassName}
                {...form.register('reason')}
              />
            </FieldFrame>
            {failure && (
              <p
                role="alert"
                className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
              >
                {failure}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close type="button" className={secondaryButtonClassName}>
                {t('rejectDialog.cancel')}
              </Dialog.Close>
              <button
                type="submit"
                disabled={form.formState.isSubmitting}
                className={dangerButtonClassName}
              >
                {form.formState.isSubmitting
                  ? t('rejectDialog.confirming')
                  : t('rejectDialog.confirm')}
              </button>
            </div>
          </form>
          <Dialog.Close
            aria-label={t('rejectDialog.close')}
            className="absolute right-3 top-3 rounded p-1 text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" size={18} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
