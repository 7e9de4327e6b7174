// Built once with the site's address (PUBLIC_SITE_URL).
import type { APIRoute } from 'astro';
import { robotsTxt } from '../lib/sitemap.ts';

export const GET: APIRoute = ({ site, url }) =>
  new Response(robotsTxt(site ?? url), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
