import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminReviewList,
  AgentReviewList,
  OfferReviewState,
  Review,
  ReviewInput,
} from '../../../shared/contracts/reviews';
import { apiGet, apiPost } from '../../lib/api-client';

const id = encodeURIComponent;

export const reviewEndpoints = {
  offer: (offerId: string) => `/api/quotes/offers/${id(offerId)}/review`,
  agent: (agentId: string) => `/api/agents/${id(agentId)}/reviews`,
  own: '/api/agent/reviews',
  response: (reviewId: string) => `/api/agent/reviews/${id(reviewId)}/response`,
  moderation: '/api/admin/reviews',
  hide: (reviewId: string) => `/api/admin/reviews/${id(reviewId)}/hide`,
} as const;

/** Every review read shares this prefix: a review written, answered or hidden reads them again. */
const reviewsKey = ['reviews'] as const;

/** The consumer's review of one accepted offer, and whether they may write one. */
export function useOfferReview(offerId: string) {
  return useQuery({
    queryKey: [...reviewsKey, 'offer', offerId],
    queryFn: ({ signal }) => apiGet<OfferReviewState>(reviewEndpoints.offer(offerId), { signal }),
    staleTime: 0,
  });
}

export function useWriteReview(offerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => apiPost<Review>(reviewEndpoints.offer(offerId), input),
    onSettled: () => client.invalidateQueries({ queryKey: reviewsKey }),
  });
}

/** One agent's visible reviews, read when the reader opens them. */
export function useAgentReviews(agentId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [...reviewsKey, 'agent', agentId],
    queryFn: ({ signal }) => apiGet<AgentReviewList>(reviewEndpoints.agent(agentId), { signal }),
    enabled: isEnabled,
  });
}

export function useOwnReviews() {
  return useQuery({
    queryKey: [...reviewsKey, 'own'],
    queryFn: ({ signal }) => apiGet<AgentReviewList>(reviewEndpoints.own, { signal }),
    staleTime: 0,
  });
}

export function useAnswerReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, response }: { reviewId: string; response: string }) =>
      apiPost<Review>(reviewEndpoints.response(reviewId), { response }),
    onSettled: () => client.invalidateQueries({ queryKey: reviewsKey }),
  });
}

export function useModerationReviews() {
  return useQuery({
    queryKey: [...reviewsKey, 'moderation'],
    queryFn: ({ signal }) => apiGet<AdminReviewList>(reviewEndpoints.moderation, { signal }),
    staleTime: 0,
    select: (list) => list.items,
  });
}

export function useHideReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string }) =>
      apiPost(reviewEndpoints.hide(reviewId), { reason }),
    onSettled: () => client.invalidateQueries({ queryKey: reviewsKey }),
  });
}
