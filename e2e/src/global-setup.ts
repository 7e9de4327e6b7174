import type { TestProject } from 'vitest/node';
import { chromiumPath, launchChromiumServer } from './chromium.ts';
import { startProductionServer } from './production-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the production server listens, e.g. http://localhost:41234. */
    baseUrl: string;
    /** The server's DATA_DIR: its e-mails are written to DATA_DIR/outbox (no SMTP_URL). */
    dataDir: string;
    /**
     * The WebSocket address of the one Chromium of the run (playwright's browser server): each file
     * connects to it and opens its own contexts, instead of launching a browser of its own.
     */
    browserWsEndpoint: string;
  }
}

/**
 * One production server and one Chromium for the whole browser suite, started side by side;
 * both stopped at the end (the server with SIGTERM, gracefully).
 */
export default async function setup(project: TestProject) {
  if (!chromiumPath()) {
    if (process.env.CI) throw new Error('Browser tests are required in CI, and no Chromium was found.');
    project.provide('baseUrl', '');
    project.provide('dataDir', '');
    project.provide('browserWsEndpoint', '');
    return;
  }
  const [started, launched] = await Promise.allSettled([startProductionServer(), launchChromiumServer()]);
  if (started.status === 'rejected' || launched.status === 'rejected') {
    // Stop the one that did start before reporting the failure.
    if (started.status === 'fulfilled') await started.value.stop();
    if (launched.status === 'fulfilled') await launched.value.close();
    throw started.status === 'rejected' ? started.reason : (launched as PromiseRejectedResult).reason;
  }
  const server = started.value;
  const browser = launched.value;
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  return async () => {
    await Promise.all([server.stop(), browser.close()]);
  };
}
