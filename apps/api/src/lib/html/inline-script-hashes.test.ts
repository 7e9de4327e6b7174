import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { allowScripts, inlineScriptHashes } from './inline-script-hashes.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts that run, once each, and nothing else', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">b()</script>',
      '<script type="module" src="/_astro/x.js"></script>',
      '<script type="application/ld+json">{"@type":"Article"}</script>',
      '<script>a()</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });

  it('hashes the exact text, spaces and accents included', () => {
    expect(inlineScriptHashes('<script>\n  élan();\n</script>')).toEqual([sha('\n  élan();\n')]);
  });
});

describe('allowScripts', () => {
  it("adds sources to the policy's script-src only", () => {
    expect(allowScripts("default-src 'self';script-src 'self';style-src 'self'", ["'sha256-x'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-x';style-src 'self'",
    );
    expect(allowScripts("script-src 'self'", [])).toBe("script-src 'self'");
  });
});
