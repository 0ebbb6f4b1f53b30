import { type Agent, type RequestOptions, request } from 'node:https';
import {
  checkPushEndpoint,
  type PushEndpointPolicy,
  pinnedLookup,
  type ResolvedAddress,
} from '../../lib/push-endpoint';

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

export type PushOutcome = 'sent' | 'gone' | 'refused' | 'failed';

export interface PushSender {
  readonly publicKey: string;
  /**
   * 'gone' when the push service says the subscription no longer exists (404 or 410);
   * 'refused' when the endpoint is not a push service's, or its host now resolves to an address
   * that is not public (nothing was sent).
   */
  send(device: PushDevice, message: PushMessage): Promise<PushOutcome>;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Longest one push may take, connection included: a silent endpoint costs this, no more. */
export const pushTimeoutMs = 5_000;

/**
 * Web Push (RFC 8030, VAPID RFC 8292, payload encryption RFC 8291): `web-push` builds the
 * request, and it leaves here: the endpoint is checked again (allow-list, every address public),
 * the connection goes to the checked addresses only, a redirect is an answer like any other (never
 * followed), and the whole push has `pushTimeoutMs`. `agent` is a test's (its push service's
 * certificate); the default one otherwise.
 */
export function createPushSender(
  keys: VapidKeys,
  log: { warn(o: object, m: string): void },
  policy: PushEndpointPolicy,
  agent?: Agent,
) {
  const sender: PushSender = {
    publicKey: keys.publicKey,
    async send(device, message) {
      const check = await checkPushEndpoint(device.endpoint, policy);
      if (!check.ok) {
        log.warn({ reason: check.reason, host: hostOf(device.endpoint) }, 'push endpoint refused');
        return 'refused';
      }
      try {
        const webPush = await loadWebPush();
        const details = webPush.generateRequestDetails(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          JSON.stringify(message),
          {
            vapidDetails: {
              subject: keys.subject,
              publicKey: keys.publicKey,
              privateKey: keys.privateKey,
            },
            TTL: 24 * 60 * 60,
          },
        );
        const status = await post(check.url, details, check.addresses, agent);
        if (status >= 200 && status < 300) return 'sent';
        if (status === 404 || status === 410) return 'gone';
        log.warn({ status, host: check.url.hostname }, 'push delivery failed');
        return 'failed';
      } catch (error) {
        log.warn({ err: error, host: check.url.hostname }, 'push delivery failed');
        return 'failed';
      }
    },
  };
  return sender;
}

function hostOf(endpoint: string): string | null {
  try {
    return new URL(endpoint).hostname;
  } catch {
    return null;
  }
}

/** The push's request: its status code; the body is discarded unread. */
function post(
  url: URL,
  details: { method: string; headers: Record<string, string | number>; body: Buffer | null },
  addresses: ResolvedAddress[],
  agent: Agent | undefined,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        method: details.method,
        hostname: url.hostname,
        // The certificate is checked against the name, whatever address the connection uses.
        servername: url.hostname,
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        headers: details.headers,
        lookup: pinnedLookup(addresses) as unknown as RequestOptions['lookup'],
        ...(agent ? { agent } : {}),
        signal: AbortSignal.timeout(pushTimeoutMs),
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(details.body ?? undefined);
  });
}

export async function generateVapidKeys(): Promise<{ publicKey: string; privateKey: string }> {
  return (await loadWebPush()).generateVAPIDKeys();
}

/** web-push, loaded with the first push (or key generation) rather than at start. */
async function loadWebPush() {
  return (await import('web-push')).default;
}
