// The registry this project installs from carries only the linux-x64 builds of platform-specific
// optional packages (biome, rollup, tailwind oxide). npm then leaves the other platforms out of
// package-lock.json, and `npm ci` refuses the lockfile. This adds an entry for each missing
// optional platform package, with the os/cpu/libc read from its name, so `npm ci` validates the
// lockfile and skips those packages on this platform without fetching them (decision 0020).
// Run it after changing dependencies: `npm install && node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const oses = [
  'android',
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'openbsd',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
];
const cpus = [
  'arm64',
  'x64',
  'arm',
  'ia32',
  'loong64',
  'ppc64',
  's390x',
  'riscv64',
  'wasm32',
  'mips64el',
];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => oses.includes(part));
  const cpu = parts.find((part) => cpus.includes(part));
  if (!cpu || (!os && cpu !== 'wasm32')) return null;
  const platform = { cpu: [cpu] };
  if (os) platform.os = [os];
  if (parts.some((part) => part.startsWith('musl'))) platform.libc = ['musl'];
  else if (os === 'linux' && parts.some((part) => part.startsWith('gnu')))
    platform.libc = ['glibc'];
  return platform;
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location ? `${location}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[base] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue;
    packages[`node_modules/${name}`] = {
      version: range,
      dev: entry.dev,
      optional: true,
      ...platform,
    };
    added++;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform entries`);
