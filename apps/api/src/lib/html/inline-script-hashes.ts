import { createHash } from 'node:crypto';

/** Scripts that run: no `src`, and a JavaScript type (a JSON-LD or JSON block is data, not code). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

function runs(attributes: string): boolean {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return (
    type === undefined || type === 'module' || type === 'text/javascript' || type === 'application/javascript'
  );
}

/**
 * The CSP hashes (`'sha256-…'`) of the inline scripts of an HTML page: the public site's pages
 * carry a few that Astro writes (its islands' loader), which a policy of `script-src 'self'` would
 * otherwise block. Hashing the exact text allows those and nothing else.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (runs(attributes))
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** `policy` with `sources` added to its `script-src` directive. */
export function allowScripts(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(
    /(^|;)(\s*script-src\b[^;]*)/,
    (_match, start: string, directive: string) => `${start}${directive} ${sources.join(' ')}`,
  );
}
