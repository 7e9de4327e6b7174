import { existsSync } from 'node:fs';
import { type Browser, type BrowserServer, chromium } from 'playwright-core';

/** Flags for a root, sandbox-less, offline machine (CI's): no GPU, no background traffic. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** Debian's chromium, or CHROMIUM_PATH. Never a browser downloaded by a test tool. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

/**
 * Why the browser tests cannot run here, or undefined when they can. In CI their absence is an
 * error (the suite fails), elsewhere they are skipped with this reason.
 */
export function browserUnavailableReason(): string | undefined {
  if (chromiumPath()) return undefined;
  const reason = 'no Chromium found (install Debian\'s "chromium" package or set CHROMIUM_PATH)';
  if (process.env.CI) throw new Error(`Browser tests are required in CI: ${reason}`);
  return reason;
}

function launchOptions() {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('no Chromium found');
  return { executablePath, args: CHROMIUM_ARGS, headless: true };
}

/**
 * The run's one Chromium, launched by the global setup: test files connect to its WebSocket
 * address (`connectToChromium`). Launching a browser costs about a second of CPU and more on a
 * loaded machine; contexts, one per test or less, keep the files' cookies and storage apart.
 */
export async function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions());
}

/** A connection to the run's Chromium; its `close()` closes this connection's contexts and disconnects. */
export async function connectToChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
