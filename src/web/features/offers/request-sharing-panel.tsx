import { type Ref, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LeadStatus,
  maxAgentsPerRequest,
  type RequestSharing,
  type SharedWith,
} from '../../../shared/contracts/leads';
import { Panel } from '../../components/ui/panel';
import { formatDateTime, useFormatters } from '../../lib/format';
import { AgentSummary } from './agent-summary';
import { ConsentDialog } from './consent-dialog';
import { LeadStatusLabel } from './lead-status-label';
import { useRequestSharing } from './offers-api';

/** Leads that hold one of the request's 3 places (a withdrawn agent is not replaced). */
const placeHolding: readonly LeadStatus[] = ['pending', 'accepted', 'withdrawn'];

/**
 * Whether the consumer can send the request to more agents: never shared, consent withdrawn, or
 * agents picked by hand with a place left (auto mode fills its own places).
 */
export function canShareMore(sharing: RequestSharing): boolean {
  const { consent } = sharing;
  if (!consent || consent.withdrawnAt) return true;
  const held = sharing.sharedWith.filter((item) => placeHolding.includes(item.status)).length;
  return consent.mode === 'picked' && held < maxAgentsPerRequest;
}

/**
 * The request's sharing: the way to ask licensed agents for offers (through the consent dialog),
 * then who has the request, each agent's answer and deadline, and how many more it waits for.
 */
export function RequestSharingPanel({
  quoteId,
  requestState,
  openRequest,
}: {
  quoteId: string;
  requestState: string;
  /** Changed to open the consent dialog (a card's 'Ask agents', or arriving to ask). */
  openRequest?: number;
}) {
  const { t } = useTranslation('offers');
  const sharing = useRequestSharing(quoteId);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const onShared = (result: RequestSharing) => {
    setNotice(
      result.sharedWith.length > 0
        ? t('sharing.sharedNotice', { count: result.sharedWith.length })
        : t('sharing.openNotice'),
    );
    listHeadingRef.current?.focus();
  };

  return (
    <Panel headingId="request-sharing-heading" heading={t('sharing.heading')} className="mt-6">
      {sharing.isPending && <p className="mt-2 text-slate-700">{t('sharing.loading')}</p>}
      {sharing.isError && (
        <p role="alert" className="mt-2 text-red-700">
          {t('sharing.loadFailed')}
        </p>
      )}
      {sharing.data && (
        <>
          {!sharing.data.consent && <p className="mt-2 text-slate-800">{t('sharing.intro')}</p>}
          <ConsentDialog
            quoteId={quoteId}
            requestState={requestState}
            hasTrigger={canShareMore(sharing.data)}
            openRequest={openRequest}
            onShared={onShared}
          />
          <p role="status" className="mt-3 text-slate-800 empty:hidden">
            {notice}
          </p>
          {sharing.data.consent && (
            <SharedWithList
              sharing={sharing.data}
              requestState={requestState}
              headingRef={listHeadingRef}
            />
          )}
        </>
      )}
    </Panel>
  );
}

function SharedWithList({
  sharing,
  requestState,
  headingRef,
}: {
  sharing: RequestSharing;
  requestState: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation('offers');
  return (
    <section aria-labelledby="shared-with-heading" className="mt-4">
      <h3
        id="shared-with-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-bold text-slate-900 focus:outline-none"
      >
        {t('sharing.sharedWithHeading')}
      </h3>
      {sharing.sharedWith.length === 0 ? (
        <p className="mt-1 text-slate-800">{t('sharing.nobodyYet')}</p>
      ) : (
        <ul aria-labelledby="shared-with-heading" className="mt-2 divide-y divide-slate-200">
          {sharing.sharedWith.map((item) => (
            <SharedWithItem key={item.leadId} item={item} requestState={requestState} />
          ))}
        </ul>
      )}
      {sharing.offerAccepted && <p className="mt-3 text-slate-800">{t('sharing.offerChosen')}</p>}
      {sharing.waitingFor > 0 && (
        <p className="mt-3 text-slate-800">
          {t('sharing.waitingFor', { count: sharing.waitingFor })}
        </p>
      )}
    </section>
  );
}

function SharedWithItem({ item, requestState }: { item: SharedWith; requestState: string }) {
  const { t } = useTranslation('offers');
  const { language } = useFormatters();
  const nameId = `shared-with-${item.leadId}`;
  return (
    <li aria-labelledby={nameId} className="flex flex-wrap items-start justify-between gap-3 py-3">
      <AgentSummary agent={item.agent} requestState={requestState} nameId={nameId} nameAs="h4" />
      <div className="flex flex-col items-start gap-1 sm:ml-auto sm:items-end">
        <LeadStatusLabel status={item.status} />
        <span className="text-sm text-slate-700">
          {t('sharing.sharedAt', { time: formatDateTime(item.sharedAt, language) })}
        </span>
        {item.status === 'pending' && item.respondBy && (
          <span className="text-sm text-slate-700">
            {t('sharing.respondBy', { time: formatDateTime(item.respondBy, language) })}
          </span>
        )}
        {item.closeReason && (
          <span className="max-w-xs text-sm text-slate-800 sm:text-right">
            {t(`leadClose.${item.closeReason}`)}
          </span>
        )}
      </div>
    </li>
  );
}
