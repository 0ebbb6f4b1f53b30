import { createRequire } from 'node:module';
import type { StateCode } from '../../../shared/states/state-names';

const require = createRequire(import.meta.url);

interface ZipPlace {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

interface ZipTable {
  codes: Record<string, ZipPlace>;
  stateMap: Record<string, string[]>;
}

let table: ZipTable | undefined;

/** US ZIP code places of the `zipcodes` package (US only, not its Canadian list), read once. */
function loadTable(): ZipTable {
  table ??= require('zipcodes/lib/codes') as ZipTable;
  return table;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLon = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The city of the ZIP code centre nearest to the point, among the ZIP codes of that state. */
export function nearestCity(
  state: StateCode,
  latitude: number,
  longitude: number,
): string | undefined {
  const { codes, stateMap } = loadTable();
  let best: { city: string; distance: number } | undefined;
  for (const zip of stateMap[state] ?? []) {
    const place = codes[zip];
    if (!place || !Number.isFinite(place.latitude) || !Number.isFinite(place.longitude)) continue;
    const distance = distanceKm({ latitude, longitude }, place);
    if (!best || distance < best.distance) best = { city: place.city, distance };
  }
  return best?.city;
}
