import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountSessionList,
  ChangeEmailInput,
  ChangePasswordInput,
  EmailChangeStatus,
} from '../../../shared/contracts/account';
import { apiGet, apiPost, apiRequest } from '../../lib/api-client';

export const accountEndpoints = {
  changePassword: '/api/auth/change-password',
  changeEmail: '/api/auth/change-email',
  sessions: '/api/auth/sessions',
  session: (id: string) => `/api/auth/sessions/${encodeURIComponent(id)}`,
  signOutOthers: '/api/auth/sessions/sign-out-others',
} as const;

const sessionsKey = [accountEndpoints.sessions] as const;
const emailChangeKey = [accountEndpoints.changeEmail] as const;

type Message = { message: string };

/** The account's signed-in devices. */
export function useAccountSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => apiGet<AccountSessionList>(accountEndpoints.sessions, { signal }),
    staleTime: 0,
  });
}

/** Signs out one device (an id) or every other device (no id); the list is read again. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | undefined) =>
      id
        ? apiRequest<Message>(accountEndpoints.session(id), { method: 'DELETE' })
        : apiPost<Message>(accountEndpoints.signOutOthers),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiPost<Message>(accountEndpoints.changePassword, input),
    // The other devices were signed out.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** A change of e-mail waiting for its link. */
export function useEmailChange() {
  return useQuery({
    queryKey: emailChangeKey,
    queryFn: ({ signal }) => apiGet<EmailChangeStatus>(accountEndpoints.changeEmail, { signal }),
    staleTime: 0,
  });
}

export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeEmailInput) => apiPost<Message>(accountEndpoints.changeEmail, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailChangeKey }),
  });
}
