import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuditLog,
  Figures,
  PeopleSearchResult,
  PersonDetail,
  RevocationInput,
} from '../../../shared/contracts/admin';
import { apiGet, apiPost } from '../../lib/api-client';

/** The operator's console (issue 31): people, suspension, revocation, figures, audit. */
const peopleEndpoint = '/api/admin/people';
const personPath = (userId: string) => `${peopleEndpoint}/${encodeURIComponent(userId)}`;
export const figuresCsvPath = (days: '7' | '30') => `/api/admin/figures.csv?days=${days}`;

export function usePeopleSearch(q: string) {
  return useQuery({
    queryKey: [peopleEndpoint, 'search', q],
    queryFn: ({ signal }) => apiGet<PeopleSearchResult>(peopleEndpoint, { query: { q }, signal }),
    enabled: q.length > 0,
    staleTime: 0,
    select: (result) => result.items,
  });
}

export function usePerson(userId: string | null) {
  return useQuery({
    queryKey: [peopleEndpoint, 'person', userId],
    queryFn: ({ signal }) => apiGet<PersonDetail>(personPath(userId ?? ''), { signal }),
    enabled: userId !== null,
    staleTime: 0,
  });
}

/** Suspend, reinstate or revoke: every view of people and the audit log is then read again. */
export function usePersonAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { userId: string; action: 'suspend' | 'reinstate'; reason: string }
        | ({ userId: string; action: 'revoke-line' } & RevocationInput),
    ) => {
      const { userId, action, ...body } = input;
      return apiPost<unknown>(`${personPath(userId)}/${action}`, body);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [peopleEndpoint] });
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/audit'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/licences'] });
    },
  });
}

export function useAuditLog() {
  return useQuery({
    queryKey: ['/api/admin/audit'],
    queryFn: ({ signal }) => apiGet<AuditLog>('/api/admin/audit', { signal }),
    staleTime: 0,
    select: (log) => log.items,
  });
}

export function useFigures(days: '7' | '30') {
  return useQuery({
    queryKey: ['/api/admin/figures', days],
    queryFn: ({ signal }) => apiGet<Figures>('/api/admin/figures', { query: { days }, signal }),
    staleTime: 0,
  });
}
