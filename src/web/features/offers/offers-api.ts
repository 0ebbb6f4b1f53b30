import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  ConsentInput,
  MatchList,
  Offer,
  OfferList,
  RequestSharing,
} from '../../../shared/contracts/leads';
import type { LiveEvent } from '../../../shared/contracts/live';
import { apiGet, apiPost } from '../../lib/api-client';
import { ActionKeys } from '../../lib/idempotency-key';
import { useLiveEvents } from '../../lib/use-live-events';

const quoteBase = (quoteId: string) => `/api/quotes/${encodeURIComponent(quoteId)}`;

export const offerEndpoints = {
  matches: (quoteId: string) => `${quoteBase(quoteId)}/matches`,
  consents: (quoteId: string) => `${quoteBase(quoteId)}/consents`,
  offers: (quoteId: string) => `${quoteBase(quoteId)}/offers`,
  answer: (offerId: string, answer: 'accept' | 'decline') =>
    `/api/quotes/offers/${encodeURIComponent(offerId)}/${answer}`,
} as const;

/** Everything the compare view reads about sharing and offers: one prefix to invalidate. */
const sharingKey = (quoteId: string) => ['quote-sharing', quoteId] as const;
const matchesKey = (quoteId: string, language: string) =>
  [...sharingKey(quoteId), 'matches', language] as const;
const consentsKey = (quoteId: string) => [...sharingKey(quoteId), 'consents'] as const;
const offersKey = (quoteId: string) => [...sharingKey(quoteId), 'offers'] as const;

/**
 * The agents who would receive the request and the consent sentence, worded by the server in the
 * language shown (so the key carries it). Read only while the consent dialog is open.
 */
export function useMatches(quoteId: string, isEnabled: boolean) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useQuery({
    queryKey: matchesKey(quoteId, language),
    queryFn: ({ signal }) => apiGet<MatchList>(offerEndpoints.matches(quoteId), { signal }),
    enabled: isEnabled,
    staleTime: 0,
  });
}

export function useRequestSharing(quoteId: string) {
  return useQuery({
    queryKey: consentsKey(quoteId),
    queryFn: ({ signal }) => apiGet<RequestSharing>(offerEndpoints.consents(quoteId), { signal }),
    staleTime: 0,
  });
}

/** The offers on the request; reading them tells their agents they were viewed. */
export function useQuoteOffers(quoteId: string) {
  return useQuery({
    queryKey: offersKey(quoteId),
    queryFn: ({ signal }) => apiGet<OfferList>(offerEndpoints.offers(quoteId), { signal }),
    staleTime: 0,
    select: (list) => list.offers,
  });
}

const consentKeys = new ActionKeys();

export function useGiveConsent(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // One Idempotency-Key per consent the person gives (decision 0032).
    mutationFn: (input: ConsentInput) =>
      consentKeys.run(quoteId, input, (idempotencyKey) =>
        apiPost<RequestSharing>(offerEndpoints.consents(quoteId), input, { idempotencyKey }),
      ),
    onSuccess: (sharing) => {
      queryClient.setQueryData(consentsKey(quoteId), sharing);
      void queryClient.invalidateQueries({ queryKey: [...sharingKey(quoteId), 'matches'] });
    },
  });
}

export function useAnswerOffer(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, answer }: { offerId: string; answer: 'accept' | 'decline' }) =>
      apiPost<Offer>(offerEndpoints.answer(offerId, answer)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharingKey(quoteId) }),
  });
}

/** Reads the request's sharing and offers again (a review changes the agent cards' figure). */
export function useRefreshSharing(quoteId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: sharingKey(quoteId) });
}

/** Kinds that change what the compare view shows about sharing and offers. */
const compareViewKinds: ReadonlySet<LiveEvent['kind']> = new Set([
  'offer.created',
  'offer.updated',
  'sharing.updated',
]);

/** Whether a live event concerns this request's sharing or offers. */
export function concernsRequest(event: LiveEvent, quoteId: string): boolean {
  return event.quoteId === quoteId || (event.quoteId === null && compareViewKinds.has(event.kind));
}

/** Keeps the compare view's sharing and offers current: re-read on events about this request. */
export function useRequestLiveUpdates(quoteId: string): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: sharingKey(quoteId) });
  useLiveEvents({
    onEvent: (event) => {
      if (concernsRequest(event, quoteId)) refresh();
    },
    onResync: refresh,
  });
}
