/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Astro's own Vite configuration (with astro.config.mjs's vanilla-extract plugin), so that tests can
// render .astro pages through the container API.
export default getViteConfig({
  test: {
    // Not under src/pages: Astro would take a test there for an endpoint.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file in a VM context of a shared worker (per-file isolation kept): the modules Astro's
    // container and the pages import are loaded once per worker (28 s of CPU → 19 s, stop 49).
    pool: 'vmThreads',
    // Files share their worker's process.env: a stubbed variable is restored after each test, even
    // when its assertions fail.
    unstubEnvs: true,
  },
});
