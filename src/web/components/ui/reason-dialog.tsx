import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useErrorText } from '../form/form-controls';
import { FieldFrame, inputClassName } from '../form/form-field';
import { applyServerIssues } from '../form/server-issues';
import { Alert } from './alert';
import { dangerButtonClassName, secondaryButtonClassName } from './button';
import { DialogActions, DialogCloseButton } from './dialog-parts';

type ReasonInput = { reason: string };

/** The dialog's words, in the caller's namespace. */
export interface ReasonDialogTexts {
  /** The button that opens the dialog ('Pass', 'Reject'). */
  trigger: string;
  title: string;
  description: string;
  reason: string;
  reasonHint: string;
  cancel: string;
  confirm: string;
  /** The confirm button while the request runs. */
  confirming: string;
  /** The close (X) button's accessible name. */
  close: string;
}

/**
 * A button, then a dialog that asks why before a decision that cannot be taken back (passing a
 * lead, rejecting a licence). The reason is checked with the contract's schema; the server's
 * issues land on the field, anything else in an alert. After a decision the dialog closes without
 * returning focus: the item leaves its list and the screen places the focus.
 */
export function ReasonDialog({
  texts,
  schema,
  onSubmit,
  onDecided,
  triggerDescribedBy,
  rows = 3,
  maxLength,
  resetOnClose = false,
}: {
  texts: ReasonDialogTexts;
  schema: z.ZodType<ReasonInput, ReasonInput>;
  /** Sends the reason (already trimmed by the schema); throws when the decision failed. */
  onSubmit: (reason: string) => Promise<unknown>;
  /** After the decision, once the dialog is closing. */
  onDecided: () => void;
  /** The id of what the trigger acts on (a record's heading), for screen readers. */
  triggerDescribedBy?: string;
  rows?: number;
  maxLength?: number;
  /** Forget a reason typed when the dialog is closed without deciding. */
  resetOnClose?: boolean;
}) {
  const errorText = useErrorText();
  const reasonId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const hasDecidedRef = useRef(false);
  const form = useForm<ReasonInput>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });
  const error = errorText(form.formState.errors.reason);

  const onOpenChange = (open: boolean) => {
    setIsOpen(open);
    setFailure(null);
    if (!open && resetOnClose) form.reset();
  };

  const submit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await onSubmit(reason);
      hasDecidedRef.current = true;
      // Closed in the same update that reports the decision, so the screen can move the focus.
      setIsOpen(false);
      onDecided();
    } catch (caught) {
      console.warn('The decision was not taken', caught);
      setFailure(applyServerIssues(caught, ['reason'], form.setError));
    }
  });

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Trigger aria-describedby={triggerDescribedBy} className={secondaryButtonClassName}>
        {texts.trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (hasDecidedRef.current) event.preventDefault();
          }}
          className="fixed left-1/2 top-1/2 z-[85] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="pr-8 text-xl font-bold text-brand-navy">
            {texts.title}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            {texts.description}
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
            <FieldFrame id={reasonId} label={texts.reason} hint={texts.reasonHint} error={error}>
              <textarea
                id={reasonId}
                rows={rows}
                maxLength={maxLength}
                aria-invalid={error ? true : undefined}
                aria-describedby={[`${reasonId}-hint`, error ? `${reasonId}-error` : '']
                  .filter(Boolean)
                  .join(' ')}
                className={inputClassName}
                {...form.register('reason')}
              />
            </FieldFrame>
            {failure && <Alert>{failure}</Alert>}
            <DialogActions cancelLabel={texts.cancel}>
              <button
                type="submit"
                disabled={form.formState.isSubmitting}
                className={dangerButtonClassName}
              >
                {form.formState.isSubmitting ? texts.confirming : texts.confirm}
              </button>
            </DialogActions>
          </form>
          <DialogCloseButton label={texts.close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
