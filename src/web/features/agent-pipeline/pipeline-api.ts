import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LeadNote,
  LeadTimeline,
  ManualLostReason,
  PipelinePage,
  PipelineStage,
  SpeedToLead,
} from '../../../shared/contracts/pipeline';
import { apiGet, apiPost, apiPut, apiRequest, type QueryValue } from '../../lib/api-client';
import { agentPipelineKey } from '../../lib/query-keys';
import type { PipelineFilters } from './pipeline-filters';

const leadBase = (leadId: string) => `/api/agent/leads/${encodeURIComponent(leadId)}`;

export const pipelineEndpoints = {
  book: '/api/agent/pipeline',
  speed: '/api/agent/pipeline/speed',
  stage: (leadId: string) => `${leadBase(leadId)}/stage`,
  notes: (leadId: string) => `${leadBase(leadId)}/notes`,
  note: (leadId: string, noteId: string) =>
    `${leadBase(leadId)}/notes/${encodeURIComponent(noteId)}`,
  timeline: (leadId: string) => `${leadBase(leadId)}/timeline`,
  csv: '/api/agent/book.csv',
} as const;

function queryOf(filters: PipelineFilters, extra: Record<string, QueryValue> = {}) {
  return {
    stage: filters.stage,
    line: filters.line,
    state: filters.state,
    age: filters.age,
    unread: filters.unread ? 'true' : undefined,
    expiring: filters.expiring ? 'true' : undefined,
    overdue: filters.overdue ? 'true' : undefined,
    q: filters.q || undefined,
    sort: filters.sort,
    ...extra,
  };
}

/** One column of the board: the first 50 leads of a stage under the filters. */
export function useStageColumn(filters: PipelineFilters, stage: PipelineStage) {
  return useQuery({
    queryKey: [...agentPipelineKey, 'column', stage, filters],
    queryFn: ({ signal }) =>
      apiGet<PipelinePage>(pipelineEndpoints.book, {
        signal,
        query: queryOf({ ...filters, stage }, { limit: 50 }),
      }),
  });
}

/** The list: keyset pages of 50 under the filters, with the totals of the first page. */
export function useBookList(filters: PipelineFilters) {
  return useInfiniteQuery({
    queryKey: [...agentPipelineKey, 'list', filters],
    queryFn: ({ signal, pageParam }) =>
      apiGet<PipelinePage>(pipelineEndpoints.book, {
        signal,
        query: queryOf(filters, { limit: 50, cursor: pageParam ?? undefined }),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The totals per stage (count, premiums a year) under the filters, the stage aside. */
export function useStageTotals(filters: PipelineFilters) {
  return useQuery({
    queryKey: [...agentPipelineKey, 'totals', { ...filters, stage: undefined }],
    queryFn: ({ signal }) =>
      apiGet<PipelinePage>(pipelineEndpoints.book, {
        signal,
        query: queryOf({ ...filters, stage: undefined }, { limit: 1 }),
      }),
    select: (page) => page.totals,
  });
}

export function useSpeedToLead() {
  return useQuery({
    queryKey: [...agentPipelineKey, 'speed'],
    queryFn: ({ signal }) => apiGet<SpeedToLead>(pipelineEndpoints.speed, { signal }),
  });
}

export function useMoveStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: { leadId: string; stage: PipelineStage; lostReason?: ManualLostReason }) =>
      apiPut<{ stage: PipelineStage }>(pipelineEndpoints.stage(move.leadId), {
        stage: move.stage,
        ...(move.lostReason ? { lostReason: move.lostReason } : {}),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentPipelineKey }),
  });
}

export function useLeadNotes(leadId: string) {
  return useQuery({
    queryKey: [...agentPipelineKey, 'notes', leadId],
    queryFn: ({ signal }) =>
      apiGet<{ notes: LeadNote[] }>(pipelineEndpoints.notes(leadId), { signal }),
    select: (answer) => answer.notes,
    retry: false,
  });
}

export function useAddNote(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiPost<LeadNote>(pipelineEndpoints.notes(leadId), { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentPipelineKey }),
  });
}

export function useDeleteNote(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) =>
      apiRequest<void>(pipelineEndpoints.note(leadId, noteId), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentPipelineKey }),
  });
}

export function useLeadTimeline(leadId: string) {
  return useQuery({
    queryKey: [...agentPipelineKey, 'timeline', leadId],
    queryFn: ({ signal }) => apiGet<LeadTimeline>(pipelineEndpoints.timeline(leadId), { signal }),
    retry: false,
  });
}
