import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnsubscribeResult } from '../../../shared/contracts/notifications';
import { PageShell } from '../../components/layout/page-shell';
import { SiteHeader } from '../../components/layout/site-header';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { undoUnsubscribe, unsubscribe } from './notifications-api';

type State =
  | { status: 'working' }
  | { status: 'done'; result: UnsubscribeResult }
  | { status: 'invalid' }
  | { status: 'failed' };

const buttonClass = 'btn-brand rounded-md px-4 py-2 font-semibold';

/**
 * /unsubscribe?token=...: the link of a notification mail opened in a browser. It turns that kind
 * of e-mail off (as the mail client's one-click POST does), says what, and offers to undo.
 */
export function UnsubscribeScreen() {
  const { t } = useTranslation(['notifications', 'common']);
  usePageTitle(t('notifications:unsubscribe.pageTitle'));
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const [state, setState] = useState<State>({ status: 'working' });
  const started = useRef(false);

  const apply = (on: boolean) => {
    setState({ status: 'working' });
    (on ? undoUnsubscribe(token) : unsubscribe(token))
      .then((result) => setState({ status: 'done', result }))
      .catch((error: unknown) =>
        setState({
          status: error instanceof ApiError && error.status === 400 ? 'invalid' : 'failed',
        }),
      );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on opening the link
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) setState({ status: 'invalid' });
    else apply(false);
  }, []);

  return (
    <PageShell header={<SiteHeader />}>
      <section
        aria-labelledby="unsubscribe-heading"
        className="mx-auto mt-10 flex max-w-xl flex-col gap-4 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h1 id="unsubscribe-heading" className="text-2xl font-bold text-brand-navy">
          {t('notifications:unsubscribe.pageTitle')}
        </h1>
        {state.status === 'working' && <Spinner label={t('notifications:unsubscribe.working')} />}
        {state.status === 'done' && (
          <>
            <p role="status" className="text-slate-900">
              {state.result.email
                ? t('notifications:unsubscribe.undone', {
                    kind: t(`notifications:kinds.${state.result.kind}`).toLowerCase(),
                  })
                : t('notifications:unsubscribe.done', {
                    kind: t(`notifications:kinds.${state.result.kind}`).toLowerCase(),
                  })}
            </p>
            <div>
              <button
                type="button"
                className={buttonClass}
                onClick={() => apply(!state.result.email)}
              >
                {state.result.email
                  ? t('notifications:unsubscribe.again')
                  : t('notifications:unsubscribe.undo')}
              </button>
            </div>
            <p className="text-sm text-slate-700">{t('notifications:unsubscribe.manage')}</p>
          </>
        )}
        {state.status === 'invalid' && (
          <p role="alert" className="text-slate-900">
            {t('notifications:unsubscribe.invalid')}
          </p>
        )}
        {state.status === 'failed' && (
          <p role="alert" className="text-red-700">
            {t('notifications:unsubscribe.failed')}
          </p>
        )}
      </section>
    </PageShell>
  );
}
