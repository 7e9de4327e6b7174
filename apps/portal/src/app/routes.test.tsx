import { PRIVATE_CLIENT_AREA_PATHS } from '@dirigeo/schemas/constants';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { portalRoutePatterns, portalRoutePrefixes } from '../lib/paths.ts';
import { NOT_FOUND_PATTERN, portalRoutes } from './routes.tsx';

/** The pattern of the page the router shows for `path`. */
function pageFor(path: string): string | undefined {
  return matchRoutes(portalRoutes, path)?.at(-1)?.route.path;
}

describe('the route table the server receives (dist/portal-routes.json)', () => {
  it('holds exactly the patterns of the pages the router shows', () => {
    const leaves: string[] = [];
    const walk = (routes: typeof portalRoutes) => {
      for (const route of routes) {
        if (route.children) walk(route.children);
        else if (route.path && route.path !== NOT_FOUND_PATTERN) leaves.push(route.path);
      }
    };
    walk(portalRoutes);
    expect([...leaves].sort()).toEqual([...portalRoutePatterns].sort());
  });

  it.each(portalRoutePatterns.map((pattern) => pattern.replace(':id', '42')))(
    '%s is a page of the portal',
    (path) => {
      expect(pageFor(path)).not.toBe(NOT_FOUND_PATTERN);
    },
  );

  it.each(['/dashboard/inconnu', '/payslips/42/autre', '/settings/x', '/authx'])(
    '%s is the 404 page',
    (path) => {
      expect(pageFor(path)).toBe(NOT_FOUND_PATTERN);
    },
  );

  it("closes every signed-in screen and the back office to crawlers (the public site's robots.txt)", () => {
    const closed = new Set<string>(PRIVATE_CLIENT_AREA_PATHS);
    const signedIn = portalRoutes.flatMap((route) => (route.path ? [] : (route.children ?? [])));
    const prefixes = [...signedIn.map((route) => route.path ?? ''), '/admin'].map(
      (path) => `/${path.split('/')[1] ?? ''}`,
    );
    expect(prefixes.filter((prefix) => !closed.has(prefix))).toEqual([]);
  });

  it('gives the server the prefixes the portal owns', () => {
    expect(portalRoutePrefixes()).toContain('/payslips');
    expect(portalRoutePrefixes()).not.toContain('/payslips/:id');
  });
});
