import { type QueryClient, useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Call } from '../../../shared/contracts/calls';
import { useLiveEvents } from '../../lib/use-live-events';
import { callKeys, fetchCall, fetchRingingCalls } from './calls-api';

const isRingingFor = (call: Call | undefined, userId: string): call is Call =>
  call?.status === 'ringing' && call.calleeId === userId;

/** Ringing calls for this user already read on another screen: the cache is shared by all. */
function heldRingingIds(queryClient: QueryClient, userId: string): string[] {
  return queryClient
    .getQueriesData<Call>({ queryKey: [...callKeys.all, 'one'] })
    .flatMap(([, call]) => (isRingingFor(call, userId) ? [call.id] : []));
}

/**
 * The call ringing for this user in any conversation, or null. Each `call.updated` event names a
 * call: it is read by id (`GET /api/calls/:id`) and held while it rings for us; a resync re-reads
 * the held ones. A call that stops ringing (answered, declined, missed, hung up) is let go.
 */
export function useIncomingCall(userId: string): Call | null {
  const queryClient = useQueryClient();
  const [ids, setIds] = useState<string[]>(() => heldRingingIds(queryClient, userId));
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: callKeys.one(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchCall(id, signal),
      staleTime: 0,
      // A call of a conversation we lost access to answers 404: asking again changes nothing.
      retry: false,
    })),
  });

  // A call that was already ringing when this screen opened: no live event will name it.
  const hold = (callIds: string[]) =>
    setIds((held) => [...held, ...callIds.filter((id) => !held.includes(id))]);
  const readRinging = () => {
    fetchRingingCalls()
      .then(({ calls }) => {
        for (const call of calls) queryClient.setQueryData(callKeys.one(call.id), call);
        hold(calls.map((call) => call.id));
      })
      .catch((error: unknown) => console.warn('Ringing calls could not be read', error));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when the screen opens.
  useEffect(readRinging, []);

  useLiveEvents({
    onEvent: (event) => {
      const callId = event.kind === 'call.updated' ? event.callId : null;
      if (!callId) return;
      setIds((held) => (held.includes(callId) ? held : [...held, callId]));
      void queryClient.invalidateQueries({ queryKey: callKeys.one(callId) });
    },
    onResync: () => {
      for (const id of ids) void queryClient.invalidateQueries({ queryKey: callKeys.one(id) });
      readRinging();
    },
  });

  const settled = results.flatMap((result, index) => {
    const id = ids[index];
    if (!id || result.isPending || result.isFetching) return [];
    return result.isError || !isRingingFor(result.data, userId) ? [id] : [];
  });
  const settledKey = settled.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: settledKey stands for the settled ids.
  useEffect(() => {
    if (settled.length === 0) return;
    setIds((held) => held.filter((id) => !settled.includes(id)));
    for (const id of settled) queryClient.removeQueries({ queryKey: callKeys.one(id) });
  }, [settledKey]);

  const ringing = results.flatMap((result) =>
    isRingingFor(result.data, userId) ? [result.data] : [],
  );
  return ringing.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).at(-1) ?? null;
}
