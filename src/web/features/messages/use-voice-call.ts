import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Call } from '../../../shared/contracts/calls';
import { requestFailureText } from '../../lib/request-failure-text';
import { useLiveEvents } from '../../lib/use-live-events';
import { type CallConnection, CallSession } from './call-session';
import {
  type CallAction,
  callActionRequest,
  callKeys,
  fetchIceServers,
  isActiveCall,
  startCallRequest,
  useConversationCalls,
} from './calls-api';

const idle: CallConnection = { state: 'new', isAudioFlowing: false };

export type CallProblem = 'microphone' | { message: string } | null;

/**
 * The voice call of one conversation as this member sees it: the conversation's calls (kept
 * current by `call.updated` events), the active one, and our side of it once it is accepted and
 * we hold a microphone for it (the caller asks at Call, the callee at Accept). Leaving the
 * conversation hangs up a call we are in.
 */
export function useVoiceCall(conversationId: string, userId: string, fallbackError: string) {
  const queryClient = useQueryClient();
  const callsQuery = useConversationCalls(conversationId);
  const calls = callsQuery.data ?? [];
  const active = calls.findLast(isActiveCall) ?? null;
  const [microphone, setMicrophone] = useState<{ callId: string; stream: MediaStream } | null>(
    null,
  );
  const [connection, setConnection] = useState<CallConnection>(idle);
  const [problem, setProblem] = useState<CallProblem>(null);
  const [isBusy, setIsBusy] = useState(false);
  const sessionRef = useRef<CallSession | null>(null);
  const remoteAudioRef = useRef<HTMLAudioElement>(null);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: callKeys.list(conversationId) }),
    [conversationId, queryClient],
  );
  const store = (call: Call) =>
    queryClient.setQueryData<{ calls: Call[] }>(callKeys.list(conversationId), (held) => {
      if (!held) return { calls: [call] };
      const others = held.calls.filter((item) => item.id !== call.id);
      return { calls: [...others, call].sort((a, b) => a.createdAt.localeCompare(b.createdAt)) };
    });

  useLiveEvents({
    onEvent: (event) => {
      if (event.kind === 'call.updated' && event.conversationId === conversationId) void refresh();
      if (event.kind === 'call.signal' && event.callId === sessionRef.current?.callId)
        sessionRef.current?.pull();
    },
    onResync: () => {
      void refresh();
      sessionRef.current?.pull();
    },
  });

  const ourCallId =
    active?.status === 'accepted' && microphone?.callId === active.id ? active.id : null;
  const isPolite = active?.calleeId === userId;

  // Our side of an accepted call: one peer connection while it lasts.
  useEffect(() => {
    if (!ourCallId || !microphone) return;
    let session: CallSession | null = null;
    let isCancelled = false;
    fetchIceServers()
      .catch(() => [])
      .then((iceServers) => {
        if (isCancelled) return;
        session = new CallSession(ourCallId, {
          isPolite,
          microphone: microphone.stream,
          iceServers,
          remoteAudio: remoteAudioRef.current,
          onChange: setConnection,
        });
        sessionRef.current = session;
      });
    return () => {
      isCancelled = true;
      session?.close();
      sessionRef.current = null;
      setConnection(idle);
    };
  }, [ourCallId, microphone, isPolite]);

  // A microphone taken for a call that never became ours (declined, missed, ended) is released.
  useEffect(() => {
    if (!microphone) return;
    const call = calls.find((item) => item.id === microphone.callId);
    if (call && !isActiveCall(call)) {
      for (const track of microphone.stream.getTracks()) track.stop();
      setMicrophone(null);
    }
  }, [calls, microphone]);

  // Leaving the conversation mid-call hangs up, so the other side is not left talking alone.
  const inCallRef = useRef<string | null>(null);
  inCallRef.current = microphone && active?.id === microphone.callId ? active.id : null;
  useEffect(
    () => () => {
      if (inCallRef.current) void callActionRequest(inCallRef.current, 'hangup').catch(() => null);
    },
    [],
  );

  const takeMicrophone = async () => {
    try {
      return await navigator.mediaDevices.getUserMedia({ audio: true, video: false });
    } catch {
      setProblem('microphone');
      return null;
    }
  };

  const run = async (task: () => Promise<void>) => {
    setIsBusy(true);
    setProblem(null);
    try {
      await task();
    } catch (error) {
      setProblem({ message: requestFailureText(error, fallbackError) });
      void refresh();
    } finally {
      setIsBusy(false);
    }
  };

  const start = () =>
    run(async () => {
      const stream = await takeMicrophone();
      if (!stream) return;
      try {
        const call = await startCallRequest(conversationId);
        setMicrophone({ callId: call.id, stream });
        store(call);
      } catch (error) {
        for (const track of stream.getTracks()) track.stop();
        throw error;
      }
    });

  const accept = (callId: string) =>
    run(async () => {
      const stream = await takeMicrophone();
      if (!stream) return;
      try {
        setMicrophone({ callId, stream });
        store(await callActionRequest(callId, 'accept'));
      } catch (error) {
        for (const track of stream.getTracks()) track.stop();
        setMicrophone(null);
        throw error;
      }
    });

  const act = (callId: string, action: Exclude<CallAction, 'accept'>) =>
    run(async () => {
      store(await callActionRequest(callId, action));
    });

  return {
    calls,
    active,
    isLoaded: callsQuery.isSuccess,
    isOurs: ourCallId !== null,
    connection,
    problem,
    isBusy,
    remoteAudioRef,
    start,
    accept,
    decline: (callId: string) => act(callId, 'decline'),
    hangup: (callId: string) => act(callId, 'hangup'),
  };
}
