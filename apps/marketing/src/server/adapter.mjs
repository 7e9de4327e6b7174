// @ts-check
/**
 * Our own Astro adapter, a dozen lines: the API's Fastify process renders the on-demand pages
 * (the blog, the tools hub's items: content that changes without a rebuild) by calling
 * `renderPage(request, locals)` from `dist/server/entry.mjs`, and serves every other page as the
 * static file Astro wrote to `dist/client/`. Going through Fastify (not a Node middleware writing
 * to the socket) keeps its compression, security headers and logging on these pages too.
 *
 * @returns {import('astro').AstroIntegration}
 */
export default function fastifyAdapter() {
  return {
    name: 'dirigeo-fastify-adapter',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        // Redirects are answered by the API (it knows them), not written as HTML files.
        updateConfig({ build: { redirects: false } });
      },
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'dirigeo-fastify-adapter',
          entrypointResolution: 'auto',
          serverEntrypoint: new URL('./entrypoint.ts', import.meta.url),
          adapterFeatures: { buildOutput: 'server' },
          supportedAstroFeatures: {
            staticOutput: 'stable',
            hybridOutput: 'stable',
            serverOutput: 'stable',
            sharpImageService: 'unsupported',
          },
        });
      },
    },
  };
}
