import { useQueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '../../../shared/contracts/live';
import { agentDashboardKey, agentLicenceKey, agentPipelineKey } from '../../lib/query-keys';
import { useLiveEvents } from '../../lib/use-live-events';
import { sessionEndpoints } from '../session';
import { agentLeadKeys, isClosedHere } from './leads-api';

/**
 * The queries a live event makes out of date. Events name ids only; the portal re-reads, except
 * the detail of a lead this tab closed (`isClosed`: it would answer 404).
 */
export function staleKeysOf(
  event: LiveEvent,
  isClosed: (leadId: string) => boolean = isClosedHere,
): ReadonlyArray<readonly unknown[]> {
  const lead = event.leadId && !isClosed(event.leadId) ? [agentLeadKeys.lead(event.leadId)] : [];
  switch (event.kind) {
    case 'lead.created':
    case 'lead.updated':
      return [agentLeadKeys.list(), ...lead, agentDashboardKey, agentPipelineKey];
    case 'lead.revoked':
      // Open offers on a revoked lead are withdrawn with it.
      return [
        agentLeadKeys.list(),
        ...lead,
        agentLeadKeys.offers(),
        agentDashboardKey,
        agentPipelineKey,
      ];
    case 'offer.created':
    case 'offer.updated':
      // The lead's offer count and list, the Quotes tab, the performance figures and the
      // pipeline (an offer moves a stage).
      return [
        agentLeadKeys.list(),
        ...lead,
        agentLeadKeys.offers(),
        agentDashboardKey,
        agentPipelineKey,
      ];
    case 'licence.updated':
      // A review decided pairs, the record was saved in another tab or the e-mail was confirmed:
      // the readiness panel, the badge and Settings re-read the record and the user.
      return [agentLicenceKey, [sessionEndpoints.currentUser], agentDashboardKey];
    default:
      return [];
  }
}

/**
 * Keeps the agent portal current: leads arriving or taken back, offers viewed or answered. After a
 * (re)connect events may have been missed, so everything shown is read again.
 */
export function useAgentLiveUpdates(): void {
  const queryClient = useQueryClient();
  useLiveEvents({
    onEvent: (event) => {
      for (const queryKey of staleKeysOf(event)) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onResync: () => {
      void queryClient.invalidateQueries({ queryKey: agentLeadKeys.all });
      void queryClient.invalidateQueries({ queryKey: agentPipelineKey });
      void queryClient.invalidateQueries({ queryKey: agentLicenceKey });
      void queryClient.invalidateQueries({ queryKey: agentDashboardKey });
    },
  });
}
