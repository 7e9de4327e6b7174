import { describe, expect, it } from 'vitest';
import { clientLogos, enoughLogosLoaded } from './client-logos.ts';

describe('client logos', () => {
  it('are 12 of our own files', () => {
    expect(clientLogos).toHaveLength(12);
    expect(new Set(clientLogos.map((logo) => logo.src)).size).toBe(12);
  });

  it.each([
    [0, false],
    [5, false],
    [6, true],
    [12, true],
  ])('%i of 12 loaded ends the skeleton: %s', (loaded, expected) => {
    expect(enoughLogosLoaded(loaded, 12)).toBe(expected);
  });
});
