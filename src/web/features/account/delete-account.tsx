import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../shared/roles';
import { FieldFrame, inputClassName } from '../../components/form/form-field';
import { dangerButtonClassName } from '../../components/ui/button';
import { DialogActions, DialogCloseButton } from '../../components/ui/dialog-parts';
import { Panel } from '../../components/ui/panel';
import { toast } from '../../components/ui/toast';
import { requestFailureText } from '../../lib/request-failure-text';
import { setSignedIn } from '../../lib/session-signal';
import { clearSession } from '../session';
import { deleteMyAccount } from './data-rights-api';

/**
 * 'Delete my account': what goes and what is kept as proof of consent, then a dialog asking for
 * the password. On success the browser forgets the session (the server already ended it) and
 * lands on the sign-in page with a notice (decision 0042).
 */
export function DeleteAccount({ role }: { role: Role }) {
  const { t } = useTranslation('dataRights');
  const passwordId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const who = role === 'agent' ? 'agent' : 'consumer';

  const onOpenChange = (open: boolean) => {
    setIsOpen(open);
    setError(null);
    setPassword('');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError(t('delete.passwordRequired'));
      return;
    }
    setIsPending(true);
    setError(null);
    try {
      await deleteMyAccount(password);
      // The live channel closes and the app forgets the user; the server has ended the session.
      // Signed out like a logout: the screen's guard takes the browser to the role's sign-in
      // page, where the notice (a toast, kept across the navigation) says what happened.
      setSignedIn(false);
      clearSession();
      toast({ title: t('delete.doneTitle'), description: t('delete.doneText'), durationMs: 10000 });
    } catch (caught) {
      setError(requestFailureText(caught, t('delete.failed')));
      setIsPending(false);
    }
  };

  if (role === 'admin') return null;
  return (
    <Panel headingId="delete-account-heading" heading={t('delete.heading')} className="mt-6">
      <p className="mt-1 text-sm text-slate-700">{t(`delete.whatGoes.${who}`)}</p>
      <p className="mt-2 text-sm text-slate-700">{t('delete.whatStays')}</p>
      <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
        <Dialog.Trigger className={`${dangerButtonClassName} mt-3`}>
          {t('delete.button')}
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[80] bg-slate-900/50" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-[85] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
            <Dialog.Title className="pr-8 text-xl font-bold text-brand-navy">
              {t('delete.dialogTitle')}
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-slate-700">
              {t('delete.dialogText')}
            </Dialog.Description>
            <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
              <FieldFrame id={passwordId} label={t('delete.password')} error={error ?? undefined}>
                <input
                  id={passwordId}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${passwordId}-error` : undefined}
                  className={inputClassName}
                />
              </FieldFrame>
              <DialogActions cancelLabel={t('delete.cancel')}>
                <button type="submit" disabled={isPending} className={dangerButtonClassName}>
                  {isPending ? t('delete.pending') : t('delete.confirm')}
                </button>
              </DialogActions>
            </form>
            <DialogCloseButton label={t('delete.close')} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </Panel>
  );
}
