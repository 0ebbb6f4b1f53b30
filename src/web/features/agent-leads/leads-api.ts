import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  LeadDetail,
  LeadList,
  LeadSummary,
  Offer,
  OfferList,
  offerInputSchema,
  PassInput,
} from '../../../shared/contracts/leads';
import { ApiError, apiGet, apiPost } from '../../lib/api-client';
import { ActionKeys } from '../../lib/idempotency-key';
import { agentDashboardKey } from '../../lib/query-keys';

const leadBase = (leadId: string) => `/api/agent/leads/${encodeURIComponent(leadId)}`;

export const agentLeadEndpoints = {
  leads: '/api/agent/leads',
  lead: leadBase,
  accept: (leadId: string) => `${leadBase(leadId)}/accept`,
  pass: (leadId: string) => `${leadBase(leadId)}/pass`,
  offers: (leadId: string) => `${leadBase(leadId)}/offers`,
  agentOffers: '/api/agent/offers',
  withdraw: (offerId: string) => `/api/agent/offers/${encodeURIComponent(offerId)}/withdraw`,
} as const;

/** One prefix for everything the portal reads about leads and offers, so a resync is one call. */
export const agentLeadKeys = {
  all: ['agent-leads'] as const,
  list: () => [...agentLeadKeys.all, 'list'] as const,
  lead: (leadId: string) => [...agentLeadKeys.all, 'lead', leadId] as const,
  offers: () => [...agentLeadKeys.all, 'offers'] as const,
};

/** A lead the agent can no longer read (withdrawn, expired, passed) answers 404: no point retrying. */
export const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

const retryUnlessGone = (failureCount: number, error: unknown) =>
  !isGone(error) && failureCount < 1;

/** Open leads, newest first. Kept current by live events, so never stale on its own. */
export function useAgentLeads() {
  return useQuery({
    queryKey: agentLeadKeys.list(),
    queryFn: ({ signal }) => apiGet<LeadList>(agentLeadEndpoints.leads, { signal }),
    select: (list) => list.leads,
    staleTime: 0,
  });
}

/** One lead as its consent shares it; every read is written to the consumer's contact log. */
export function useAgentLead(leadId: string) {
  return useQuery({
    queryKey: agentLeadKeys.lead(leadId),
    queryFn: ({ signal }) => apiGet<LeadDetail>(agentLeadEndpoints.lead(leadId), { signal }),
    staleTime: 0,
    retry: retryUnlessGone,
  });
}

export function useAgentOffers() {
  return useQuery({
    queryKey: agentLeadKeys.offers(),
    queryFn: ({ signal }) => apiGet<OfferList>(agentLeadEndpoints.agentOffers, { signal }),
    select: (list) => list.offers,
    staleTime: 0,
  });
}

/**
 * Leads, offers and the dashboard's counts all move together after an action. Not awaited: the
 * screen reacts to the answer at once (a passed lead closes before its re-read could say 404).
 */
function useRefreshAfterAction() {
  const queryClient = useQueryClient();
  /** `closedLeadId`: a lead the action closed is not read again (it would answer 404). */
  return (closedLeadId?: string) => {
    const closedKey = closedLeadId ? JSON.stringify(agentLeadKeys.lead(closedLeadId)) : null;
    void queryClient.invalidateQueries({
      queryKey: agentLeadKeys.all,
      predicate: (query) => JSON.stringify(query.queryKey) !== closedKey,
    });
    void queryClient.invalidateQueries({ queryKey: agentDashboardKey });
  };
}

export function useAcceptLead() {
  const refresh = useRefreshAfterAction();
  return useMutation({
    mutationFn: (leadId: string) => apiPost<LeadSummary>(agentLeadEndpoints.accept(leadId)),
    onSettled: () => refresh(),
  });
}

/**
 * Leads this tab is passing or passed. Their detail is not read again whatever event names them
 * (it would answer 404, a console error): the pass's own 'lead.updated' may arrive before its
 * answer, while the detail is still on screen.
 */
const leadsClosedHere = new Set<string>();
export const isClosedHere = (leadId: string) => leadsClosedHere.has(leadId);
/** A lead this tab is closing another way (a report): its detail is not read again either. */
export const markClosedHere = (leadId: string, closed: boolean) =>
  closed ? leadsClosedHere.add(leadId) : leadsClosedHere.delete(leadId);

export function usePassLead() {
  const refresh = useRefreshAfterAction();
  return useMutation({
    mutationFn: ({ leadId, input }: { leadId: string; input: PassInput }) =>
      apiPost<{ id: string; status: 'passed' }>(agentLeadEndpoints.pass(leadId), input),
    onMutate: ({ leadId }) => {
      leadsClosedHere.add(leadId);
    },
    onSuccess: (_answer, { leadId }) => refresh(leadId),
    onError: (_error, { leadId }) => {
      leadsClosedHere.delete(leadId);
      refresh();
    },
  });
}

/** What the quote builder sends: the contract's output (numbers as numbers, texts trimmed). */
export type OfferData = z.output<typeof offerInputSchema>;

const offerKeys = new ActionKeys();

export function useSendOffer() {
  const refresh = useRefreshAfterAction();
  return useMutation({
    // One Idempotency-Key per quote the agent sends (decision 0032).
    mutationFn: ({ leadId, input }: { leadId: string; input: OfferData }) =>
      offerKeys.run(leadId, input, (idempotencyKey) =>
        apiPost<Offer>(agentLeadEndpoints.offers(leadId), input, { idempotencyKey }),
      ),
    onSuccess: () => refresh(),
  });
}

export function useWithdrawOffer() {
  const refresh = useRefreshAfterAction();
  return useMutation({
    mutationFn: (offerId: string) => apiPost<Offer>(agentLeadEndpoints.withdraw(offerId)),
    onSettled: () => refresh(),
  });
}
