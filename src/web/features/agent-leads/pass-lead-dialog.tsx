import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type PassInput,
  passInputSchema,
  passReasonMaxLength,
} from '../../../shared/contracts/leads';
import { useErrorText } from '../../components/form/form-controls';
import { FieldFrame, inputClassName } from '../../components/form/form-field';
import { applyServerIssues } from '../../components/form/server-issues';
import { dangerButtonClassName, secondaryButtonClassName } from '../../components/ui/button';
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
  const errorText = useErrorText();
  const reasonId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const pass = usePassLead();
  const form = useForm<PassInput>({
    resolver: zodResolver(passInputSchema),
    defaultValues: { reason: '' },
  });
  const error = errorText(form.formState.errors.reason);

  const onOpenChange = (open: boolean) => {
    setIsOpen(open);
    setFailure(null);
  };

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await pass.mutateAsync({ leadId, input });
      setIsOpen(false);
      onPassed();
    } catch (caught) {
      console.warn('Passing the lead failed', caught);
      setFailure(applyServerIssues(caught, ['reason'], form.setError));
    }
  });

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={secondaryButtonClassName}>{t('leads.pass')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-slate-900/50" />
        <Dialog.Content
          // The lead leaves the list once passed: the screen, not the dialog, places the focus.
          onCloseAutoFocus={(event) => {
            if (pass.isSuccess) event.preventDefault();
          }}
          className="fixed left-1/2 top-1/2 z-[85] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="pr-8 text-xl font-bold text-brand-navy">
            {t('passDialog.title', { name: customerName })}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            {t('passDialog.description')}
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
            <FieldFrame
              id={reasonId}
              label={t('passDialog.reason')}
              hint={t('passDialog.reasonHint')}
              error={error}
            >
              <textarea
                id={reasonId}
                rows={3}
                maxLength={passReasonMaxLength}
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
                {t('passDialog.cancel')}
              </Dialog.Close>
              <button
                type="submit"
                disabled={form.formState.isSubmitting}
                className={dangerButtonClassName}
              >
                {form.formState.isSubmitting ? t('passDialog.passing') : t('passDialog.confirm')}
              </button>
            </div>
          </form>
          <Dialog.Close
            aria-label={t('passDialog.close')}
            className="absolute right-3 top-3 rounded p-1 text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" size={18} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
