import { createApp } from 'astro/app/entrypoint';

// Pages are rendered whole, then sent by Fastify (which compresses them and sets their headers).
const app = createApp({ streaming: false });

/**
 * Renders the on-demand page matching `request` with the API's `locals`; `null` when the path is
 * not an on-demand page (the caller then serves a static file or the 404 page).
 */
export async function renderPage(request: Request, locals: App.Locals): Promise<Response | null> {
  const routeData = app.match(request);
  if (!routeData || routeData.prerender) return null;
  return app.render(request, { routeData, locals, addCookieHeader: false });
}
