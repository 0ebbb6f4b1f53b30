// Lighthouse on the public pages against the production server, started here on a free port.
// Usage: npm run bench:pages  (uses the build in WEB_DIST_DIR, default dist/web; builds it if absent)
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumHelp, findChromium } from '../scripts/find-chromium.mjs';

function chromiumPath(): string {
  const chromium = findChromium();
  if (!chromium) throw new Error(chromiumHelp);
  return chromium.path;
}

const pages = ['/', '/home', '/agent-landing', '/insurance/auto'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const webDistDir = process.env.WEB_DIST_DIR ?? 'dist/web';
const formFactor = process.env.LIGHTHOUSE_FORM_FACTOR === 'desktop' ? 'desktop' : 'mobile';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not answer /api/health within 60 s');
}

async function main() {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    console.log(`No build in ${webDistDir}; building it.`);
    const build = spawnSync('npx', ['vite', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, WEB_DIST_DIR: webDistDir },
    });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lion-bench-pages-'));
  const server = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: webDistDir,
    },
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitForHealth(baseUrl, server);
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    console.log(`Lighthouse (${formFactor}, default throttling) against ${baseUrl}\n`);
    console.log(['page'.padEnd(18), ...categories.map((c) => c.padStart(15))].join(''));
    const debuggingPort = chrome.port;
    const run = (page: string) =>
      lighthouse(
        `${baseUrl}${page}`,
        { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
        formFactor === 'desktop'
          ? {
              extends: 'lighthouse:default',
              settings: {
                formFactor: 'desktop',
                screenEmulation: {
                  mobile: false,
                  width: 1350,
                  height: 940,
                  deviceScaleFactor: 1,
                  disabled: false,
                },
                throttling: {
                  rttMs: 40,
                  throughputKbps: 10240,
                  cpuSlowdownMultiplier: 1,
                  requestLatencyMs: 0,
                  downloadThroughputKbps: 0,
                  uploadThroughputKbps: 0,
                },
              },
            }
          : undefined,
      );
    for (const page of pages) {
      let result = await run(page);
      // A run can lose its trace when the machine is busy (scores come back null); try once more.
      if (result && result.lhr.categories.performance?.score == null) {
        const reason = result.lhr.runtimeError?.message ?? 'no performance score';
        console.log(`${page}: ${reason}; running again`);
        result = await run(page);
      }
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { lhr } = result;
      const scores = categories.map((category) => {
        const score = lhr.categories[category]?.score;
        return (
          score === null || score === undefined ? 'n/a' : String(Math.round(score * 100))
        ).padStart(15);
      });
      console.log([page.padEnd(18), ...scores].join(''));
      const failing = Object.values(lhr.audits)
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 0.9 &&
            audit.scoreDisplayMode !== 'informative' &&
            audit.scoreDisplayMode !== 'notApplicable',
        )
        .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      if (failing.length > 0) console.log(`${''.padEnd(18)}below 90: ${failing.join(', ')}`);
    }
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
