import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationList,
  NotificationPreferences,
  PushSubscriptionInput,
  UnsubscribeResult,
  UpdatePreferences,
} from '../../../shared/contracts/notifications';
import { apiGet, apiPost, apiPut, apiRequest } from '../../lib/api-client';

export const notificationEndpoints = {
  list: '/api/notifications',
  read: (id: string) => `/api/notifications/${encodeURIComponent(id)}/read`,
  preferences: '/api/notifications/preferences',
  pushKey: '/api/notifications/push-key',
  pushSubscriptions: '/api/notifications/push-subscriptions',
  unsubscribe: '/api/notifications/unsubscribe',
  undo: '/api/notifications/unsubscribe/undo',
} as const;

export const notificationKeys = {
  list: ['notifications', 'list'] as const,
  preferences: ['notifications', 'preferences'] as const,
};

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) =>
      apiGet<NotificationPreferences>(notificationEndpoints.preferences, { signal }),
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  // Shown at once (a checkbox follows the click), then what the server saved; undone on failure.
  return async (change: UpdatePreferences) => {
    // A read still in flight (the screen just opened) must not put back the old value after the
    // click: it is cancelled, the saved answer below is what counts.
    void queryClient.cancelQueries({ queryKey: notificationKeys.preferences });
    const before = queryClient.getQueryData<NotificationPreferences>(notificationKeys.preferences);
    if (before) {
      queryClient.setQueryData<NotificationPreferences>(notificationKeys.preferences, {
        ...before,
        ...change,
        kinds: { ...before.kinds, ...change.kinds },
        timeZone: change.timeZone ?? before.timeZone,
      });
    }
    try {
      const saved = await apiPut<NotificationPreferences>(
        notificationEndpoints.preferences,
        change,
      );
      queryClient.setQueryData(notificationKeys.preferences, saved);
      return saved;
    } catch (error) {
      if (before) queryClient.setQueryData(notificationKeys.preferences, before);
      throw error;
    }
  };
}

export function useNotificationList(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => apiGet<NotificationList>(notificationEndpoints.list, { signal }),
    enabled,
  });
}

export const markNotificationRead = (id: string) =>
  apiPost<undefined>(notificationEndpoints.read(id));

export const describeUnsubscribe = (token: string) =>
  apiRequest<UnsubscribeResult>(notificationEndpoints.unsubscribe, { query: { token } });
export const unsubscribe = (token: string) =>
  apiPost<UnsubscribeResult>(notificationEndpoints.unsubscribe, { token });
export const undoUnsubscribe = (token: string) =>
  apiPost<UnsubscribeResult>(notificationEndpoints.undo, { token });

export const readPushKey = () =>
  apiGet<{ publicKey: string | null }>(notificationEndpoints.pushKey);
export const savePushSubscription = (subscription: PushSubscriptionInput) =>
  apiPost<undefined>(notificationEndpoints.pushSubscriptions, subscription);
