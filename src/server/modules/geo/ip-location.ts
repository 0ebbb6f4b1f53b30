import { isIP } from 'node:net';
import type { GeolocationResult } from '../../../shared/contracts/geolocation';
import { stateMainCities, toStateCode } from '../../../shared/states/state-names';

type GeoipModule = typeof import('geoip-lite');

let geoipLoading: Promise<GeoipModule> | undefined;

/**
 * geoip-lite reads about 150 MB of GeoLite2 data synchronously when it is first imported, so it is
 * loaded on the first lookup, once, rather than at start-up (and never in tests that do not ask).
 */
function loadGeoip(): Promise<GeoipModule> {
  geoipLoading ??= import('geoip-lite').then(
    (module) => ((module as { default?: GeoipModule }).default ?? module) as GeoipModule,
  );
  return geoipLoading;
}

/** ::ffff:1.2.3.4 is an IPv4 address; a zone index (fe80::1%eth0) is dropped. */
export function normalizeIp(ip: string): string {
  const withoutZone = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(withoutZone);
  return mapped?.[1] ?? withoutZone;
}

/** Addresses that no public database can place: private, loopback, link-local, CGNAT, reserved. */
export function isNonPublicIp(ip: string): boolean {
  const kind = isIP(ip);
  if (kind === 4) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  if (kind === 6) {
    const lower = ip.toLowerCase();
    return (
      lower === '::' ||
      lower === '::1' ||
      /^f[cd]/.test(lower) ||
      /^fe[89ab]/.test(lower) ||
      /^ff/.test(lower) ||
      lower.startsWith('2001:db8')
    );
  }
  return true;
}

export type IpLookupOutcome =
  | { kind: 'found'; result: GeolocationResult }
  | { kind: 'non-public' }
  | { kind: 'unknown' }
  | { kind: 'outside-us'; country: string };

/** The US state (and city, when the database knows it) of a public address. */
export async function locateIp(rawIp: string): Promise<IpLookupOutcome> {
  const ip = normalizeIp(rawIp);
  if (isNonPublicIp(ip)) return { kind: 'non-public' };
  const geoip = await loadGeoip();
  const record = geoip.lookup(ip);
  if (!record) return { kind: 'unknown' };
  if (record.country !== 'US') return { kind: 'outside-us', country: record.country };
  const state = toStateCode(record.region);
  if (!state) return { kind: 'unknown' };
  const [latitude, longitude] = record.ll;
  return {
    kind: 'found',
    result: {
      state,
      city: record.city || stateMainCities[state],
      country: 'US',
      latitude,
      longitude,
      // GeoLite gives an accuracy radius in kilometres; browsers give metres.
      ...(record.area ? { accuracy: record.area * 1000 } : {}),
    },
  };
}
