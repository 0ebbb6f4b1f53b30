import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { DialogActions } from '../../components/ui/dialog-parts';

/**
 * A button that asks first in a modal dialog: the question, what it leads to, and a confirm
 * button. The dialog stays open until `onConfirm` settles; its error is shown inside, and the
 * focus returns to the button on Cancel (issue 20: Accept binds nothing, but it is asked).
 */
export function OfferAnswerDialog({
  triggerLabel,
  triggerClassName,
  triggerDescribedBy,
  title,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  failureText,
  disabled,
  onConfirm,
}: {
  triggerLabel: string;
  triggerClassName: string;
  triggerDescribedBy?: string;
  title: string;
  /** The dialog's text: what the answer means and what happens next. */
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  failureText: (error: unknown) => string;
  disabled?: boolean;
  /** Resolves once the answer is stored; rejects to keep the dialog open with the error. */
  onConfirm: () => Promise<unknown>;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    setIsPending(true);
    setProblem(null);
    try {
      await onConfirm();
      setIsOpen(false);
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setIsPending(false);
    }
  };
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(open) => {
        if (isPending) return;
        setIsOpen(open);
        setProblem(null);
      }}
    >
      <Dialog.Trigger
        type="button"
        aria-describedby={triggerDescribedBy}
        disabled={disabled}
        className={triggerClassName}
      >
        {triggerLabel}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-[85] flex max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-brand-navy">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 flex flex-col gap-2 text-slate-800">{children}</div>
          </Dialog.Description>
          {problem && <Alert className="mt-4">{problem}</Alert>}
          <DialogActions cancelLabel={cancelLabel} isCancelDisabled={isPending} className="mt-5">
            <button
              type="button"
              disabled={isPending}
              onClick={() => void confirm()}
              className="btn-brand rounded-md px-4 py-2 font-semibold"
            >
              {isPending ? pendingLabel : confirmLabel}
            </button>
          </DialogActions>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
