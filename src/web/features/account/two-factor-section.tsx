import { type FormEvent, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetup } from '../../../shared/contracts/two-factor';
import { Panel } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { requestFailureText } from '../../lib/request-failure-text';
import {
  cancelTwoFactorRemoval,
  disableTwoFactor,
  enableTwoFactor,
  newRecoveryCodes,
  startTwoFactorSetup,
  useRefreshTwoFactorStatus,
  useTwoFactorStatus,
} from './two-factor-api';

const inputClass =
  'w-full max-w-xs rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-[var(--accent)] aria-invalid:border-red-600';
const primaryButton = 'btn-brand rounded-md px-4 py-2 font-semibold';
const secondaryButton =
  'rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50';

/** A labelled input with its hint and error, announced to screen readers. */
function Field({
  label,
  hint,
  error,
  ...input
}: {
  label: string;
  hint?: string;
  error?: string;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.length ? described.join(' ') : undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Runs a request, keeping its failure as text and its pending state. */
function useAction() {
  const { t } = useTranslation('security');
  const [error, setError] = useState<string>();
  const [isPending, setPending] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setError(undefined);
    setPending(true);
    try {
      await action();
    } catch (failure) {
      setError(requestFailureText(failure, t('twoFactor.failed')));
    } finally {
      setPending(false);
    }
  };
  return { error, isPending, run, setError };
}

/** The ten codes, shown once after enabling or regenerating. */
function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('security');
  const [copied, setCopied] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The codes replace the form that was used: the focus goes to them.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4">
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-slate-900">
        {t('twoFactor.recoveryHeading')}
      </h3>
      <p className="mt-1 text-sm text-slate-800">{t('twoFactor.recoveryIntro')}</p>
      <ul
        data-testid="recovery-codes"
        className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-base text-slate-900 sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true));
          }}
        >
          {t('twoFactor.copy')}
        </button>
        <button type="button" className={primaryButton} onClick={onDone}>
          {t('twoFactor.saved')}
        </button>
      </div>
      <p role="status" className="mt-2 text-sm text-green-800">
        {copied ? t('twoFactor.copied') : ''}
      </p>
    </div>
  );
}

/** The current password, asked by every change (decision 0074). */
function CurrentPasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('security');
  return (
    <Field
      label={t('twoFactor.currentPassword')}
      type="password"
      autoComplete="current-password"
      error={error}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Set-up starts with the current password; the QR code follows. */
function StartSetupForm({
  onStarted,
}: {
  onStarted: (setup: TwoFactorSetup, currentPassword: string) => void;
}) {
  const { t } = useTranslation('security');
  const [password, setPassword] = useState('');
  const action = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      action.setError(t('twoFactor.passwordRequired'));
      return;
    }
    void action.run(async () => onStarted(await startTwoFactorSetup(password), password));
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
      <p className="text-sm text-slate-700">{t('twoFactor.setUpIntro')}</p>
      <CurrentPasswordField value={password} onChange={setPassword} error={action.error} />
      <button type="submit" className={`${primaryButton} self-start`} disabled={action.isPending}>
        {t('twoFactor.setUp')}
      </button>
    </form>
  );
}

function SetupForm({
  setup,
  currentPassword,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  currentPassword: string;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('security');
  const [code, setCode] = useState('');
  const action = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\s*\d{3}\s?\d{3}\s*$/.test(code)) {
      action.setError(t('twoFactor.codeRequired'));
      return;
    }
    void action.run(async () =>
      onEnabled((await enableTwoFactor(currentPassword, code)).recoveryCodes),
    );
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      <p className="text-sm text-slate-800">{t('twoFactor.scan')}</p>
      <img
        src={setup.qrCode}
        alt={t('twoFactor.qrAlt')}
        width={192}
        height={192}
        className="rounded-md border border-slate-200 bg-white"
      />
      <p className="text-sm text-slate-700">
        {t('twoFactor.manual')}{' '}
        <code data-testid="two-factor-secret" className="break-all font-mono text-slate-900">
          {setup.secret}
        </code>
      </p>
      <p className="text-sm text-slate-800">{t('twoFactor.enterCode')}</p>
      <Field
        label={t('twoFactor.code')}
        hint={t('twoFactor.codeHint')}
        error={action.error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={action.isPending}>
          {action.isPending ? t('twoFactor.turningOn') : t('twoFactor.turnOn')}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('twoFactor.cancel')}
        </button>
      </div>
    </form>
  );
}

function NewCodesForm({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation('security');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const action = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      onCodes((await newRecoveryCodes(password, code)).recoveryCodes);
      setCode('');
      setPassword('');
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <h3 className="font-semibold text-slate-900">{t('twoFactor.newCodes')}</h3>
      <p className="text-sm text-slate-700">
        {t('twoFactor.newCodesIntro')} {t('twoFactor.newCodesPassword')}
      </p>
      <CurrentPasswordField value={password} onChange={setPassword} />
      <Field
        label={t('twoFactor.code')}
        error={action.error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <button type="submit" className={`${secondaryButton} self-start`} disabled={action.isPending}>
        {t('twoFactor.makeCodes')}
      </button>
    </form>
  );
}

function DisableForm({ onDisabled }: { onDisabled: () => void }) {
  const { t } = useTranslation('security');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const action = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      await disableTwoFactor(password, code);
      onDisabled();
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <h3 className="font-semibold text-slate-900">{t('twoFactor.turnOff')}</h3>
      <p className="text-sm text-slate-700">{t('twoFactor.turnOffIntro')}</p>
      <CurrentPasswordField value={password} onChange={setPassword} />
      <Field
        label={t('twoFactor.codeOrRecovery')}
        autoComplete="one-time-code"
        error={action.error}
        maxLength={30}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <button type="submit" className={`${secondaryButton} self-start`} disabled={action.isPending}>
        {action.isPending ? t('twoFactor.turningOff') : t('twoFactor.turnOff')}
      </button>
    </form>
  );
}

/**
 * Two-factor sign-in for any account (decision 0038): set up with a QR code and a confirming
 * code, the recovery codes shown once, new codes, turning off. Mounted in /profile, the agent's
 * Settings tab and /admin. Its own Suspense boundary: loading the `security` texts must not
 * unmount the screen around it (and move the focus away from, say, the tab just chosen).
 */
export function TwoFactorSection({ className = 'mt-6' }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <TwoFactorPanel className={className} />
    </Suspense>
  );
}

function TwoFactorPanel({ className }: { className: string }) {
  const { t, i18n } = useTranslation('security');
  const status = useTwoFactorStatus();
  const refresh = useRefreshTwoFactorStatus();
  const [setup, setSetup] = useState<{ setup: TwoFactorSetup; password: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState('');
  const cancel = useAction();

  const onEnabled = (recoveryCodes: string[]) => {
    setSetup(null);
    setCodes(recoveryCodes);
    setNotice(t('twoFactor.enabled'));
    void refresh();
  };

  const data = status.data;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  const dateTimeFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'long',
    timeStyle: 'short',
  });
  return (
    <Panel headingId="two-factor-heading" heading={t('twoFactor.heading')} className={className}>
      <p className="mt-1 text-sm text-slate-700">{t('twoFactor.intro')}</p>
      {status.isPending && <Spinner label={t('twoFactor.loading')} />}
      {status.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('twoFactor.loadFailed')}
        </p>
      )}
      <p role="status" className="mt-2 text-sm font-medium text-green-800">
        {notice}
      </p>
      {data && (
        <>
          {data.required && !data.enabled && (
            <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t('twoFactor.required')}
            </p>
          )}
          {data.removalDueAt && (
            <div
              role="alert"
              className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              <p>
                {t('twoFactor.removalPending', {
                  date: dateTimeFormat.format(new Date(data.removalDueAt)),
                })}
              </p>
              <button
                type="button"
                className={`${secondaryButton} mt-2`}
                disabled={cancel.isPending}
                onClick={() => {
                  void cancel.run(async () => {
                    await cancelTwoFactorRemoval();
                    setNotice(t('twoFactor.removalCancelled'));
                    await refresh();
                  });
                }}
              >
                {t('twoFactor.cancelRemoval')}
              </button>
              {cancel.error && <p className="mt-2 text-red-700">{cancel.error}</p>}
            </div>
          )}
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-medium text-slate-700">{t('twoFactor.status')}</dt>
            <dd data-testid="two-factor-status" className="text-slate-900">
              {data.enabled && data.enabledAt
                ? t('twoFactor.on', { date: dateFormat.format(new Date(data.enabledAt)) })
                : t('twoFactor.off')}
            </dd>
            {data.enabled && (
              <>
                <dt className="font-medium text-slate-700">{t('twoFactor.codesLeft')}</dt>
                <dd className="text-slate-900">{data.recoveryCodesLeft}</dd>
              </>
            )}
          </dl>
          {codes && <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />}
          {!data.enabled && !setup && (
            <StartSetupForm
              onStarted={(started, password) => {
                setNotice('');
                setSetup({ setup: started, password });
              }}
            />
          )}
          {!data.enabled && setup && (
            <SetupForm
              setup={setup.setup}
              currentPassword={setup.password}
              onEnabled={onEnabled}
              onCancel={() => setSetup(null)}
            />
          )}
          {data.enabled && !codes && (
            <div className="mt-5 grid gap-6 md:grid-cols-2">
              <NewCodesForm
                onCodes={(fresh) => {
                  setCodes(fresh);
                  void refresh();
                }}
              />
              <DisableForm
                onDisabled={() => {
                  setNotice(t('twoFactor.turnedOff'));
                  void refresh();
                }}
              />
            </div>
          )}
        </>
      )}
    </Panel>
  );
}
