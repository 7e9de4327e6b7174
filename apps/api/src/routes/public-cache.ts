/**
 * `Cache-Control` of public content (articles, sheets, the code): a CDN or a browser serves it for
 * a minute, then, for ten more, serves it while it checks in the background (the ETag makes that
 * check a 304). A change made in the back office shows on our own server at once.
 */
export const PUBLIC_CONTENT_CACHE = 'public, max-age=60, stale-while-revalidate=600';
