// `npm run test:e2e` runs this before Playwright: it says which Chromium the tests will drive
// (scripts/find-chromium.mjs), and when there is none it gets one, Debian's package as root on
// Debian (the test machines), else Playwright's own download unless PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD
// forbids it; when that fails too it says how to get one on Linux and macOS (decision 0081).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumHelp, findChromium } from './find-chromium.mjs';

function found() {
  const chromium = findChromium();
  if (chromium) console.log(`Browser tests drive ${chromium.path} (${chromium.source}).`);
  return chromium;
}

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

try {
  if (found()) process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const isRoot = process.getuid?.() === 0;
if (process.platform === 'linux' && existsSync('/usr/bin/apt-get') && isRoot) {
  console.log("No Chromium found: installing Debian's 'chromium' package with apt-get...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (found()) process.exit(0);
}
if (!process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD) {
  console.log("No Chromium found: fetching Playwright's own...");
  if (run('npx', ['--no-install', 'playwright', 'install', 'chromium']) && found()) process.exit(0);
}
console.error(chromiumHelp);
process.exit(1);
