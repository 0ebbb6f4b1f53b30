/**
 * Vehicle data benchmark (issue 30, decision 0110): `npm run bench:vehicles`.
 *
 * Loads the vPIC data as the server does on its first lookup, then decodes a set of real-form
 * VINs of different makes, through the data's decoder (a fresh one every 50 VINs, as in the server), and lists
 * models for a spread of years and makes. Prints the load time, the process's memory after it,
 * and the median and 99th percentile of each kind of lookup.
 */
import { loadVehicleData } from '../src/server/modules/vehicles/vehicle-data';

const vins = [
  '1HGCM82633A004352',
  '5YJ3E1EA4KF317001',
  '1FTFW1ET9DFC10312',
  '2T1BURHEXJC043821',
  'JH4KA7561PC008269',
  '1G1ZD5STXJF123456',
  'WBA3A5C53CF256985',
  '3VWD17AJ9EM123456',
];
const rounds = Number(process.env.BENCH_ROUNDS ?? 25);
const percentile = (values: number[], q: number) =>
  (values.slice().sort((a, b) => a - b)[Math.floor(values.length * q)] ?? 0).toFixed(1);

const started = performance.now();
const data = await loadVehicleData();
console.log(
  `load: ${Math.round(performance.now() - started)} ms, rss ${Math.round(process.memoryUsage().rss / 1e6)} MB`,
);

const cold: number[] = [];
for (let round = 0; round < rounds; round++) {
  for (const vin of vins) {
    const fresh = await timedDecode(vin);
    cold.push(fresh);
  }
}
console.log(
  `decode, n=${cold.length}: p50 ${percentile(cold, 0.5)} ms, p99 ${percentile(cold, 0.99)} ms`,
);

const lists: number[] = [];
for (let i = 0; i < 400; i++) {
  const at = performance.now();
  data.makes(1990 + (i % 36));
  data.models(1990 + (i % 36), ['Toyota', 'Ford', 'Honda', 'Chevrolet'][i % 4] as string);
  lists.push(performance.now() - at);
}
console.log(
  `makes + models, n=${lists.length}: p50 ${percentile(lists, 0.5)} ms, p99 ${percentile(lists, 0.99)} ms`,
);

/** One decode, timed. */
async function timedDecode(vin: string): Promise<number> {
  const at = performance.now();
  const decoded = await data.decode(vin);
  if (!decoded) throw new Error(`${vin} did not decode`);
  return performance.now() - at;
}
