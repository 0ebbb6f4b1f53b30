// Where the browser tests (playwright.config.ts), `npm run test:e2e` (scripts/ensure-chromium.mjs)
// and bench:pages find Chromium, first found wins (decision 0081):
//   1. CHROMIUM_PATH, when set (an error if nothing is there: a typo must not fall through);
//   2. Playwright's own download (`npx playwright install chromium`), where the machine may fetch it;
//   3. the system's: Debian's /usr/bin/chromium, then the names other Linux distributions and macOS use.
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';

const systemPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function playwrightChromium() {
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core');
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

export const chromiumHelp = [
  'Browser tests need Chromium, and none was found.',
  '  Any system:   npx playwright install chromium   (Playwright downloads its own)',
  '  Debian:       sudo apt-get install chromium      (then /usr/bin/chromium is used)',
  '  macOS:        npx playwright install chromium, or install Chromium or Google Chrome in /Applications',
  '  Elsewhere:    CHROMIUM_PATH=/path/to/chromium npm run test:e2e',
].join('\n');

/** The Chromium to drive, or undefined when there is none; throws for a CHROMIUM_PATH with none. */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) {
    if (!isExecutable(env.CHROMIUM_PATH)) {
      throw new Error(`CHROMIUM_PATH is ${env.CHROMIUM_PATH}, and no executable is there.`);
    }
    return { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
  }
  const downloaded = playwrightChromium();
  if (downloaded && isExecutable(downloaded)) return { path: downloaded, source: 'Playwright' };
  const system = systemPaths.find(isExecutable);
  return system ? { path: system, source: 'system' } : undefined;
}
