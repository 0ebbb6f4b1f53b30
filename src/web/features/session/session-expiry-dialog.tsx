import * as Dialog from '@radix-ui/react-dialog';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

function formatCountdown(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** The non-dismissible inactivity warning: no close button, Escape and outside clicks ignored. */
export function SessionExpiryDialog({
  secondsLeft,
  isLoggingOut,
  onStaySignedIn,
  onLogOutNow,
}: {
  secondsLeft: number;
  isLoggingOut: boolean;
  onStaySignedIn: () => void;
  onLogOutNow: () => void;
}) {
  const { t } = useTranslation('session');
  const keepOpen = (event: Event) => event.preventDefault();
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-slate-900/50" />
        <Dialog.Content
          role="alertdialog"
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          className="fixed left-1/2 top-1/2 z-[95] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
        >
          <div className="flex items-center gap-3">
            <Clock aria-hidden="true" className="text-amber-600" size={24} />
            <Dialog.Title className="text-xl font-bold text-brand-navy">
              {t('warning.title')}
            </Dialog.Title>
          </div>
          <Dialog.Description className="mt-3 text-slate-700">
            {t('warning.body')}
          </Dialog.Description>
          <p className="mt-4 text-center text-3xl font-bold tabular-nums text-slate-900">
            <span className="sr-only">{t('warning.timeLeft')} </span>
            <span aria-live="off">{formatCountdown(secondsLeft)}</span>
          </p>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={onLogOutNow}
              disabled={isLoggingOut}
              className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
            >
              {t('warning.logOutNow')}
            </button>
            <button
              type="button"
              onClick={onStaySignedIn}
              disabled={isLoggingOut}
              className="btn-brand rounded-md px-4 py-2 font-semibold"
            >
              {t('warning.staySignedIn')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
