import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContactLog, RequestSharing } from '../../../shared/contracts/leads';
import { savedQuotePath } from '../../../shared/paths';
import { ConfirmAction } from '../../components/ui/confirm-action';
import { Panel } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { apiGet } from '../../lib/api-client';
import { formatDateTime, useFormatters } from '../../lib/format';
import { requestFailureText } from '../../lib/request-failure-text';
import { ConsentRecords } from '../account';
import { MessageAgentButton } from '../messages';
import { AgentSummary, LeadStatusLabel, offerEndpoints, useAgentName } from '../offers';
import { useContactLog, useWithdrawAccess } from './access-api';

type AccessEntry = ContactLog['agents'][number];

/**
 * The contact log names requests, not leads: the lead of this agent on an accepted request is in
 * that request's sharing.
 */
async function acceptedLeadOf(entry: AccessEntry): Promise<string> {
  for (const request of entry.requests) {
    if (request.leadStatus !== 'accepted' || request.quoteId === null) continue;
    const sharing = await apiGet<RequestSharing>(offerEndpoints.consents(request.quoteId));
    const shared = sharing.sharedWith.find(
      (item) => item.agent.id === entry.agent.id && item.status === 'accepted',
    );
    if (shared) return shared.leadId;
  }
  throw new Error('No accepted lead of this agent');
}

/**
 * 'Who can see my information': every agent who received the consumer's data, since when, for
 * which request, whether they still have access and what they did, newest first; 'Withdraw
 * access' per agent and 'Withdraw all'. Updates live. Needs the `offers` and `licences` namespaces.
 */
export function AccessPanel() {
  const { t } = useTranslation(['offers', 'common', 'profile']);
  const log = useContactLog();
  const withdraw = useWithdrawAccess();
  const [notice, setNotice] = useState<string | null>(null);
  const agents = log.data?.agents ?? [];
  const hasAnyAccess = agents.some((entry) => entry.hasAccess);

  const withdrawAll = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => setNotice(t('offers:access.withdrawnAllNotice')),
      onError: (error) => setNotice(requestFailureText(error, t('offers:access.withdrawFailed'))),
    });

  return (
    <Panel headingId="access-heading" heading={t('offers:access.heading')} className="mt-6">
      <p className="mt-1 text-sm text-slate-700">{t('offers:access.intro')}</p>
      {log.isPending && <Spinner label={t('common:loading')} />}
      {log.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('offers:access.loadFailed')}
        </p>
      )}
      <p role="status" className="mt-3 text-slate-800 empty:hidden">
        {notice}
      </p>
      {log.data && agents.length === 0 && (
        <p className="mt-3 text-slate-700">{t('offers:access.empty')}</p>
      )}
      {agents.length > 0 && (
        <ul aria-labelledby="access-heading" className="mt-2 divide-y divide-slate-200">
          {agents.map((entry) => (
            <AccessAgentItem
              key={entry.agent.id}
              entry={entry}
              isPending={withdraw.isPending}
              onWithdraw={(name) =>
                withdraw.mutate(entry.agent.id, {
                  onSuccess: () => setNotice(t('offers:access.withdrawnNotice', { name })),
                  onError: (error) =>
                    setNotice(requestFailureText(error, t('offers:access.withdrawFailed'))),
                })
              }
            />
          ))}
        </ul>
      )}
      {log.data && <ConsentRecords consents={log.data.consents} />}
      {hasAnyAccess && (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <ConfirmAction
            texts={{
              label: t('offers:access.withdrawAll'),
              question: t('offers:access.confirmAll'),
              confirmLabel: t('offers:access.confirmAllYes'),
              pendingLabel: t('offers:access.withdrawing'),
              cancelLabel: t('profile:actions.cancel'),
            }}
            isPending={withdraw.isPending}
            onConfirm={withdrawAll}
          />
        </div>
      )}
    </Panel>
  );
}

function AccessAgentItem({
  entry,
  isPending,
  onWithdraw,
}: {
  entry: AccessEntry;
  isPending: boolean;
  onWithdraw: (name: string) => void;
}) {
  const { t } = useTranslation(['offers', 'profile', 'dataRights']);
  const { language } = useFormatters();
  const nameOf = useAgentName();
  const name = nameOf(entry.agent);
  const nameId = `access-${entry.agent.id}`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [didWithdraw, setDidWithdraw] = useState(false);
  const isWithdrawn = entry.requests.some((request) => request.leadStatus === 'withdrawn');
  const events = [...entry.events].sort((a, b) => b.at.localeCompare(a.at));

  useEffect(() => {
    // The Withdraw button leaves with the access: the focus goes to the agent's name instead.
    if (didWithdraw && !entry.hasAccess) {
      headingRef.current?.focus();
      setDidWithdraw(false);
    }
  }, [didWithdraw, entry.hasAccess]);

  return (
    <li aria-labelledby={nameId} className="flex flex-col gap-2 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div ref={headingRef} tabIndex={-1} className="focus:outline-none">
          <AgentSummary agent={entry.agent} nameId={nameId} nameAs="h3" />
          {entry.accountClosed && (
            <p className="text-sm text-slate-700">{t('dataRights:log.accountClosed')}</p>
          )}
        </div>
        <p
          className={`text-sm font-semibold ${entry.hasAccess ? 'text-amber-900' : 'text-slate-700'}`}
        >
          {entry.hasAccess
            ? t('offers:access.hasAccess')
            : isWithdrawn
              ? t('offers:access.withdrawn')
              : t('offers:access.noAccess')}
        </p>
      </div>
      <p className="text-sm text-slate-700">
        {t('offers:access.since', { time: formatDateTime(entry.since, language) })}
      </p>
      <ul className="flex flex-col gap-1 text-sm">
        {entry.requests.map((request) => (
          <li
            key={request.consentId ?? request.quoteId ?? request.line}
            className="flex flex-wrap items-center gap-2"
          >
            {request.quoteId === null ? (
              <span className="font-semibold text-slate-800">
                {t('dataRights:log.deletedRequest', {
                  line: t(`profile:lineInSentence.${request.line}`),
                })}
              </span>
            ) : (
              <Link
                to={savedQuotePath(request.quoteId)}
                className="font-semibold text-blue-800 underline"
              >
                {t('offers:access.request', { line: t(`profile:lineInSentence.${request.line}`) })}
              </Link>
            )}
            <LeadStatusLabel status={request.leadStatus} />
          </li>
        ))}
      </ul>
      {events.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-slate-900">
            {t('offers:access.eventsHeading')}
          </h4>
          <ol className="mt-1 flex flex-col gap-0.5 text-sm text-slate-800">
            {events.map((event, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: events carry no id and two may share a kind and a time; the items hold no state.
              <li key={`${event.at}-${index}`}>
                <time dateTime={event.at} className="text-slate-600">
                  {formatDateTime(event.at, language)}
                </time>
                {' · '}
                {t(`offers:events.${event.kind}`)}
              </li>
            ))}
          </ol>
        </div>
      )}
      {entry.hasAccess && entry.requests.some((request) => request.leadStatus === 'accepted') && (
        <MessageAgentButton agentName={name} leadId={() => acceptedLeadOf(entry)} />
      )}
      {entry.hasAccess && (
        <div>
          <ConfirmAction
            texts={{
              label: t('offers:access.withdraw'),
              question: t('offers:access.confirmOne', { name }),
              confirmLabel: t('offers:access.confirmOneYes'),
              pendingLabel: t('offers:access.withdrawing'),
              cancelLabel: t('profile:actions.cancel'),
            }}
            subject={name}
            isPending={isPending}
            onConfirm={() => {
              setDidWithdraw(true);
              onWithdraw(name);
            }}
          />
        </div>
      )}
    </li>
  );
}
