import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../../shared/contracts/auth';
import type { TwoFactorChallenge } from '../../../shared/contracts/two-factor';
import { TextField } from '../../components/form/form-field';
import { Alert } from '../../components/ui/alert';
import { requestFailureText } from '../../lib/request-failure-text';
import { completeTwoFactorSignIn } from './two-factor-sign-in';

/**
 * The code step of sign-in (decision 0038): after the password, a code from the app or one of
 * the recovery codes completes it. Loaded only when an account asks for it.
 */
export default function TwoFactorStep({
  challenge,
  onSignedIn,
  onBack,
}: {
  challenge: TwoFactorChallenge;
  onSignedIn: (user: PublicUser) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('security');
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [isPending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(t('signIn.required'));
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const answer = useRecovery ? { recoveryCode: value } : { code: value };
      onSignedIn(await completeTwoFactorSignIn(challenge.pendingToken, answer));
    } catch (failure) {
      setError(requestFailureText(failure, t('signIn.failed')));
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-bold text-brand-navy">{t('signIn.heading')}</h2>
        <p className="mt-1 text-sm text-slate-700">{t('signIn.intro')}</p>
      </div>
      {error && <Alert>{error}</Alert>}
      <TextField
        key={useRecovery ? 'recovery' : 'code'}
        label={useRecovery ? t('signIn.recoveryCode') : t('signIn.code')}
        hint={useRecovery ? t('signIn.recoveryHint') : undefined}
        inputMode={useRecovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoFocus
        maxLength={useRecovery ? 30 : 7}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button
        type="submit"
        disabled={isPending}
        className="btn-brand rounded-md px-4 py-2.5 font-semibold"
      >
        {isPending ? t('signIn.verifying') : t('signIn.verify')}
      </button>
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <button
          type="button"
          className="font-medium text-[var(--accent)] underline"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setValue('');
            setError(undefined);
          }}
        >
          {useRecovery ? t('signIn.useApp') : t('signIn.useRecovery')}
        </button>
        <button type="button" className="font-medium text-slate-700 underline" onClick={onBack}>
          {t('signIn.back')}
        </button>
      </div>
    </form>
  );
}
