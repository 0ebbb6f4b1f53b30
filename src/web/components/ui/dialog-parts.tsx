import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { secondaryButtonClassName } from './button';

/** The corner button that closes a dialog, named for screen readers. */
export function DialogCloseButton({ label }: { label: string }) {
  return (
    <Dialog.Close
      aria-label={label}
      className="absolute right-3 top-3 rounded p-1 text-slate-600 hover:bg-slate-100"
    >
      <X aria-hidden="true" size={18} />
    </Dialog.Close>
  );
}

/**
 * A dialog's buttons: the way back first in the reading order on a phone (stacked, at the
 * bottom), the confirming buttons (`children`) to its right on wider screens.
 */
export function DialogActions({
  cancelLabel,
  isCancelDisabled = false,
  className = '',
  children,
}: {
  cancelLabel: string;
  isCancelDisabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col-reverse gap-2 sm:flex-row sm:justify-end ${className}`}>
      <Dialog.Close type="button" disabled={isCancelDisabled} className={secondaryButtonClassName}>
        {cancelLabel}
      </Dialog.Close>
      {children}
    </div>
  );
}
