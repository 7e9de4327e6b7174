import type { TestProject } from 'vitest/node';
import { chromiumPath } from './chromium.ts';
import { startProductionServer } from './production-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the production server listens, e.g. http://localhost:41234. */
    baseUrl: string;
    /** The server's DATA_DIR: its e-mails are written to DATA_DIR/outbox (no SMTP_URL). */
    dataDir: string;
  }
}

/** One production server for the whole browser suite; stopped (SIGTERM, graceful) at the end. */
export default async function setup(project: TestProject) {
  if (!chromiumPath()) {
    if (process.env.CI) throw new Error('Browser tests are required in CI, and no Chromium was found.');
    project.provide('baseUrl', '');
    project.provide('dataDir', '');
    return;
  }
  const server = await startProductionServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server.stop();
  };
}
