import type { Agent } from 'node:https';

export interface PushMessage {
  title: string;
  body: string;
  /** Opened when the notification is clicked. */
  url: string;
  /** A second push with the same tag replaces the first on the device. */
  tag: string;
}

export interface PushDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSender {
  readonly publicKey: string;
  /** 'gone' when the push service says the subscription no longer exists (404 or 410). */
  send(device: PushDevice, message: PushMessage): Promise<'sent' | 'gone' | 'failed'>;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * Web Push (RFC 8030, VAPID RFC 8292, payload encryption RFC 8291) through the `web-push`
 * library. `agent` is the HTTPS agent of the requests (a test's push service with its own
 * certificate); the default one otherwise.
 */
export function createPushSender(
  keys: VapidKeys,
  log: { warn(o: object, m: string): void },
  agent?: Agent,
) {
  const sender: PushSender = {
    publicKey: keys.publicKey,
    async send(device, message) {
      try {
        const webPush = await loadWebPush();
        await webPush.sendNotification(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          JSON.stringify(message),
          {
            vapidDetails: {
              subject: keys.subject,
              publicKey: keys.publicKey,
              privateKey: keys.privateKey,
            },
            TTL: 24 * 60 * 60,
            timeout: 10_000,
            ...(agent ? { agent } : {}),
          },
        );
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return 'gone';
        log.warn({ err: error, status }, 'push delivery failed');
        return 'failed';
      }
    },
  };
  return sender;
}

export async function generateVapidKeys(): Promise<{ publicKey: string; privateKey: string }> {
  return (await loadWebPush()).generateVAPIDKeys();
}

/** web-push, loaded with the first push (or key generation) rather than at start. */
async function loadWebPush() {
  return (await import('web-push')).default;
}
