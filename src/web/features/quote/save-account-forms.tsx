import { useEffect, useRef, useState } from 'react';
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
  focusRequest = 0,
}: {
  defaultCompany?: ConsumerCompany;
  onSignedIn: (user: PublicUser) => void;
  /** Changed by a click that opened (or asked again for) the forms: they come into view with the focus. */
  focusRequest?: number;
}) {
  const { t } = useTranslation(['quote', 'auth']);
  const [mode, setMode] = useState<'register' | 'login'>('register');
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    headingRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [focusRequest]);

  return (
    <div className="mt-4 max-w-xl rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-4 text-lg font-semibold text-slate-900 focus:outline-none"
      >
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
