import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * The browsers' push services (decision 0072): Chrome, Edge's Chromium and most others use FCM,
 * Firefox Mozilla's autopush, legacy Edge WNS, Safari Apple's. `*.` matches any subdomain.
 */
export const defaultPushServiceHosts = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
] as const;

/** Addresses no push service has: loopback, private, link-local, shared, reserved, multicast. */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4');
}
/** IPv6 outside global unicast (2000::/3) is refused whole; these are inside it but not public. */
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
for (const [network, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6');
}

const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** Whether a push may connect to this address: public unicast only, IPv4-mapped ones as IPv4. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return !nonPublic.check(bare, 'ipv4');
  if (family !== 6) return false;
  const mapped = mappedIpv4.exec(bare)?.[1];
  if (mapped) return !nonPublic.check(mapped, 'ipv4');
  // The hex spelling of a mapped address (::ffff:7f00:1): BlockList compares it as IPv4.
  if (/^::ffff:/i.test(bare)) return false;
  return globalUnicast.check(bare, 'ipv6') && !nonPublic.check(bare, 'ipv6');
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => ({
    address: entry.address,
    family: entry.family === 6 ? 6 : 4,
  }));

/** Why an endpoint is refused: not a push service's URL, or its host is not on the internet. */
export type EndpointRefusal =
  | 'pushEndpointNotAllowed'
  | 'pushEndpointPrivate'
  | 'pushEndpointUnresolved';

export type EndpointCheck =
  | { ok: true; url: URL; addresses: ResolvedAddress[] }
  | { ok: false; reason: EndpointRefusal };

export interface PushEndpointPolicy {
  /** The allow-list (PUSH_SERVICE_HOSTS). */
  hosts: readonly string[];
  /**
   * Stand-in push services of tests and benches (PUSH_TEST_SERVICES, refused in production by
   * config.ts): the host is allowed and resolves to this loopback address, on any port.
   */
  testServices?: ReadonlyMap<string, string>;
  resolver?: Resolver;
}

function isAllowedHost(hostname: string, hosts: readonly string[]): boolean {
  return hosts.some((pattern) =>
    pattern.startsWith('*.')
      ? hostname.endsWith(pattern.slice(1)) && hostname.length > pattern.length - 1
      : hostname === pattern,
  );
}

/**
 * Checks a push endpoint, at subscription and again before each delivery (a host that resolved
 * to a public address yesterday may not today): an https URL of an allow-listed push service, on
 * the default port, without credentials, whose host resolves, every address public. The
 * addresses answered are the ones the push connects to (see `pinnedLookup`).
 */
export async function checkPushEndpoint(
  endpoint: string,
  policy: PushEndpointPolicy,
): Promise<EndpointCheck> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, reason: 'pushEndpointNotAllowed' };
  }
  // The URL parser has already turned 2130706433, 0x7f000001 and 127.1 into 127.0.0.1.
  const hostname = url.hostname;
  if (url.protocol !== 'https:' || url.username || url.password) {
    return { ok: false, reason: 'pushEndpointNotAllowed' };
  }
  const testAddress = policy.testServices?.get(hostname);
  if (testAddress) {
    return {
      ok: true,
      url,
      addresses: [{ address: testAddress, family: isIP(testAddress) === 6 ? 6 : 4 }],
    };
  }
  if (isIP(hostname.replace(/^\[|\]$/g, ''))) {
    return {
      ok: false,
      reason: isPublicAddress(hostname) ? 'pushEndpointNotAllowed' : 'pushEndpointPrivate',
    };
  }
  if (url.port !== '' || !isAllowedHost(hostname, policy.hosts)) {
    return { ok: false, reason: 'pushEndpointNotAllowed' };
  }
  let addresses: ResolvedAddress[];
  try {
    addresses = await (policy.resolver ?? systemResolver)(hostname);
  } catch {
    return { ok: false, reason: 'pushEndpointUnresolved' };
  }
  if (addresses.length === 0) return { ok: false, reason: 'pushEndpointUnresolved' };
  // One private answer among public ones is enough to refuse: the connection may pick any.
  if (!addresses.every((entry) => isPublicAddress(entry.address))) {
    return { ok: false, reason: 'pushEndpointPrivate' };
  }
  return { ok: true, url, addresses };
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | Array<{ address: string; family: number }>,
  family?: number,
) => void;

/**
 * A `lookup` for the push's connection that answers the addresses just checked and never asks
 * DNS again: a second answer (DNS rebinding) cannot move the connection to another address.
 */
export function pinnedLookup(addresses: ResolvedAddress[]) {
  return (_hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    if (options.all) {
      callback(
        null,
        addresses.map((entry) => ({ address: entry.address, family: entry.family })),
      );
      return;
    }
    const [first] = addresses;
    if (!first) {
      callback(Object.assign(new Error('no vetted address'), { code: 'ENOTFOUND' }), '');
      return;
    }
    callback(null, first.address, first.family);
  };
}

/** A stand-in service's address must be loopback: even enabled by mistake it reaches this host only. */
export function isLoopbackAddress(address: string): boolean {
  if (isIP(address) === 4) return address.startsWith('127.');
  return address === '::1';
}

/** PUSH_TEST_SERVICES (`host=address,...`) as a map; null when an entry is malformed. */
export function parseTestServices(entries: readonly string[]): Map<string, string> | null {
  const services = new Map<string, string>();
  for (const entry of entries) {
    const [host, address, ...rest] = entry.split('=');
    if (!host || !address || rest.length > 0 || !isLoopbackAddress(address)) return null;
    services.set(host.toLowerCase(), address);
  }
  return services;
}
