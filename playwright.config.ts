import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumHelp, findChromium } from './scripts/find-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
/**
 * A second server with its own database for the lead-delivery specs: matching picks among every
 * verified agent, so agents created by the other specs must not take the leads' places.
 */
const leadsPort = Number(process.env.E2E_LEADS_PORT ?? 4175);
const webDistDir = process.env.WEB_DIST_DIR ?? 'dist/web';

/** The server on `serverPort` writes e-mails here as .eml files (tests/e2e/support/mail.ts). */
export function e2eMailDirOf(serverPort: number): string {
  return path.join(tmpdir(), `lion-e2e-mail-${serverPort}`);
}
export const e2eMailDir = e2eMailDirOf(port);
export const e2eLeadsMailDir = e2eMailDirOf(leadsPort);

function webServer(serverPort: number) {
  return {
    command: 'node --import tsx src/server/main.ts',
    url: `http://127.0.0.1:${serverPort}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lion-e2e-')),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: webDistDir,
      MAIL_DIR: e2eMailDirOf(serverPort),
      // Many sign-ins from one address; the limit itself is tested at its default in the API tests.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      // Parallel flows price from one address; the estimate limit is tested in the API tests.
      ESTIMATE_RATE_LIMIT_PER_MINUTE: '10000',
      VEHICLE_LOOKUP_RATE_LIMIT_PER_MINUTE: '10000',
      // Every browser shares 127.0.0.1: the per-IP abuse limits are tested in the API tests.
      CONSENT_RATE_LIMIT_PER_HOUR: '10000',
      OFFER_RATE_LIMIT_PER_HOUR: '10000',
      MESSAGE_RATE_LIMIT_PER_MINUTE: '10000',
      QUOTE_SAVE_RATE_LIMIT_PER_MINUTE: '10000',
      // The browser test's stand-in push service (push.spec.ts): allowed by name, at loopback.
      // Test-only: refused with NODE_ENV=production or an https origin (docs/operations.md).
      NODE_ENV: 'test',
      PUSH_TEST_SERVICES: 'push.lion.test=127.0.0.1',
    },
  };
}

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** CHROMIUM_PATH, Playwright's own download or the system's (decision 0081). */
const chromium = findChromium();
if (!chromium) throw new Error(chromiumHelp);
const chromiumPath = chromium.path;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  outputDir: `test-results/e2e-${port}`,
  // Two cores run two browsers, the server and axe: a whole sign-up journey needs more than 30 s.
  // On a loaded CI host (load average 9-13 on 2 cores, the browser tests taking 30 min instead of
  // 17) pages waited more than 10 s for their first data: an assertion waits up to 20 s.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: ['leads/**', 'calls/**'] },
    {
      // Voice calls need a microphone: a fake one, granted without a prompt.
      name: 'calls',
      testMatch: 'calls/**/*.spec.ts',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            ...chromiumArgs,
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
          ],
        },
      },
    },
    {
      name: 'leads',
      testMatch: 'leads/**/*.spec.ts',
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${leadsPort}` },
    },
  ],
  webServer: [webServer(port), webServer(leadsPort)],
});
