import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  ConsumerPolicy,
  LocalDue,
  Policy,
  PolicyInput,
  Task,
  TaskFeed,
  TaskInput,
  TaskList,
  TaskUpdate,
} from '../../../shared/contracts/desk';
import { apiGet, apiPost, apiPut, apiRequest } from '../../lib/api-client';
import { browserTimeZone } from './desk-time';

export const deskEndpoints = {
  tasks: '/api/agent/tasks',
  task: (id: string) => `/api/agent/tasks/${encodeURIComponent(id)}`,
  taskIcs: (id: string) => `/api/agent/tasks/${encodeURIComponent(id)}/calendar.ics`,
  tasksCsv: '/api/agent/tasks.csv',
  feed: '/api/agent/task-feed',
  policies: '/api/agent/policies',
  policiesCsv: '/api/agent/policies.csv',
  myPolicies: '/api/profiles/me/policies',
} as const;

export const deskKeys = {
  all: ['desk'] as const,
  tasks: (leadId?: string) => [...deskKeys.all, 'tasks', leadId ?? 'all'] as const,
  feed: () => [...deskKeys.all, 'feed'] as const,
  policies: () => [...deskKeys.all, 'policies'] as const,
  myPolicies: () => ['my-policies'] as const,
};

/** The agent's open tasks (of one lead, or all), with their time zone. */
export function useTasks(leadId?: string) {
  return useQuery({
    queryKey: deskKeys.tasks(leadId),
    queryFn: ({ signal }) => apiGet<TaskList>(deskEndpoints.tasks, { signal, query: { leadId } }),
    staleTime: 15_000,
    // The Today view moves tasks from upcoming to overdue as time passes.
    refetchInterval: 60_000,
  });
}

export function useCreateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TaskInput) => apiPost<Task>(deskEndpoints.tasks, input),
    onSuccess: () => client.invalidateQueries({ queryKey: deskKeys.all }),
  });
}

export function useUpdateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: TaskUpdate }) =>
      apiRequest<Task>(deskEndpoints.task(id), { method: 'PATCH', body: update }),
    onSuccess: () => client.invalidateQueries({ queryKey: deskKeys.all }),
  });
}

export function useDeleteTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(deskEndpoints.task(id), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: deskKeys.all }),
  });
}

/** Saves the browser's zone as the agent's when they never chose one (the Settings field). */
export function useSaveTimeZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) => apiPut('/api/notifications/preferences', { timeZone }),
    onSuccess: () => client.invalidateQueries({ queryKey: deskKeys.all }),
  });
}

let hasGuessedZone = false;

/**
 * The agent's zone for the desk's times: the one they chose in Settings, else the browser's, which
 * is saved as theirs once (so mails and presets agree with what the screen shows).
 */
export function useAgentZone(list: TaskList | undefined): string {
  const save = useSaveTimeZone();
  const browserZone = browserTimeZone();
  const needsGuess = list !== undefined && !list.timeZoneSet;
  useEffect(() => {
    if (!needsGuess || hasGuessedZone) return;
    hasGuessedZone = true;
    save.mutate(browserZone);
  }, [needsGuess, browserZone, save]);
  if (!list) return browserZone;
  return list.timeZoneSet ? list.timeZone : browserZone;
}

export function useTaskFeed() {
  return useQuery({
    queryKey: deskKeys.feed(),
    queryFn: ({ signal }) => apiGet<TaskFeed>(deskEndpoints.feed, { signal }),
  });
}

export function useMakeFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<TaskFeed>(deskEndpoints.feed),
    onSuccess: () => client.invalidateQueries({ queryKey: deskKeys.feed() }),
  });
}

export function useRevokeFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>(deskEndpoints.feed, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: deskKeys.feed() }),
  });
}

export function usePolicies() {
  return useQuery({
    queryKey: deskKeys.policies(),
    queryFn: ({ signal }) => apiGet<{ policies: Policy[] }>(deskEndpoints.policies, { signal }),
    select: (list) => list.policies,
  });
}

export function useRecordPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PolicyInput) => apiPost<Policy>(deskEndpoints.policies, input),
    onSuccess: () => client.invalidateQueries({ queryKey: deskKeys.all }),
  });
}

export function useMyPolicies() {
  return useQuery({
    queryKey: deskKeys.myPolicies(),
    queryFn: ({ signal }) =>
      apiGet<{ policies: ConsumerPolicy[] }>(deskEndpoints.myPolicies, { signal }),
    select: (list) => list.policies,
  });
}

export type { LocalDue };
