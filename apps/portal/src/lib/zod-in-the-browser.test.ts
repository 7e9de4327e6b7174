import { z } from '@dirigeo/schemas';
import { describe, expect, it } from 'vitest';

describe('zod in the browser', () => {
  it('parses without its JIT: probing for `new Function` breaks the pages’ Content-Security-Policy', () => {
    expect(typeof document).toBe('object');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
