import { useEffect, useRef } from 'react';
import { type LiveSubscriber, subscribeLive } from './live-channel';

/**
 * Listens to the tab's live channel while the calling component is mounted. The handlers may
 * change at every render; the subscription stays the same. Use it in signed-in screens only.
 */
export function useLiveEvents(subscriber: LiveSubscriber): void {
  const latest = useRef(subscriber);
  useEffect(() => {
    latest.current = subscriber;
  });
  useEffect(
    () =>
      subscribeLive({
        onEvent: (event) => latest.current.onEvent?.(event),
        onResync: () => latest.current.onResync?.(),
        onTyping: (frame) => latest.current.onTyping?.(frame),
      }),
    [],
  );
}
