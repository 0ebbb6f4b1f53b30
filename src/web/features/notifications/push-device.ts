import { readPushKey, savePushSubscription } from './notifications-api';

/** `refused`: the browser gave no subscription (a private window, or its push service failed). */
export type PushState = 'unsupported' | 'denied' | 'unavailable' | 'refused' | 'off' | 'on';

/** Whether this browser can take Web Push at all (a service worker and the Push API). */
export function canPush(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index++) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

/** This browser's state; never asks for permission. */
export async function pushState(): Promise<PushState> {
  if (!canPush()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription && Notification.permission === 'granted') {
    // The server keeps a device only while the session that sent it lives (decision 0073): after
    // a new sign-in on this browser, its subscription is sent again for the new session.
    await sendSubscription(subscription).catch((error: unknown) =>
      console.warn('Push subscription not renewed', error),
    );
  }
  return subscription ? 'on' : 'off';
}

function sendSubscription(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return savePushSubscription({
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  });
}

/**
 * 'Notify me on this device': registers the service worker (/sw.js, outside the pages' bundles),
 * asks for permission, subscribes with the server's VAPID key and sends the subscription.
 */
export async function enablePush(): Promise<PushState> {
  if (!canPush()) return 'unsupported';
  const { publicKey } = await readPushKey();
  if (!publicKey) return 'unavailable';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  let subscription: PushSubscription;
  try {
    subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }));
  } catch {
    return 'refused';
  }
  // A failure to save it is the server's: the caller says the change was not saved.
  await sendSubscription(subscription);
  return 'on';
}
