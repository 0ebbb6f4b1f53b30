import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../../shared/contracts/auth';
import type { ConsumerCompany } from '../../../shared/insurers';
import { ConsumerRegistrationForm, LoginForm, loginConsumer } from '../auth';

/**
 * The existing consumer sign-up (the current insurer taken from the answers), or sign-in for a
 * visitor who already has an account, inside the results.
 */
export default function SaveAccountForms({
  defaultCompany,
  onSignedIn,
}: {
  defaultCompany?: ConsumerCompany;
  onSignedIn: (user: PublicUser) => void;
}) {
  const { t } = useTranslation(['quote', 'auth']);
  const [mode, setMode] = useState<'register' | 'login'>('register');
  return (
    <div className="mt-4 max-w-xl rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 className="text-lg font-semibold text-slate-900">
        {t(mode === 'register' ? 'quote:save.registerHeading' : 'quote:save.loginHeading')}
      </h3>
      <div className="mt-4">
        {mode === 'register' ? (
          <ConsumerRegistrationForm defaultCompany={defaultCompany} onRegistered={onSignedIn} />
        ) : (
          <LoginForm mode="consumer" onLogin={loginConsumer} onSignedIn={onSignedIn} />
        )}
      </div>
      <button
        type="button"
        onClick={() => setMode(mode === 'register' ? 'login' : 'register')}
        className="mt-4 text-sm font-semibold text-blue-800 underline"
      >
        {t(mode === 'register' ? 'quote:save.haveAccount' : 'quote:save.needAccount')}
      </button>
    </div>
  );
}
