import { describe, expect, it } from 'vitest';
import { portalRoutePatterns } from '../../lib/paths.ts';
import { preloadScreenCode } from './preload-screen-code.ts';

const publicPaths = [
  '/auth',
  '/auth/mot-de-passe-oublie',
  '/auth/reinitialiser',
  '/auth/confirmer',
  '/eligibilite',
  '/souscription',
  '/admin',
];

describe('preloadScreenCode', () => {
  it.each(
    portalRoutePatterns
      .map((pattern) => pattern.replace(':id', '42'))
      .filter((path) => !publicPaths.includes(path)),
  )("starts %s's code before the user is known", (path) => {
    expect(preloadScreenCode(path)).toBe(true);
  });

  it.each([...publicPaths, '/inconnu'])('leaves %s alone: it does not wait for the user', (path) => {
    expect(preloadScreenCode(path)).toBe(false);
  });
});
