import { toolSimulators } from '@dirigeo/site-content';
import { describe, expect, it } from 'vitest';
import { simulatorPages } from './simulator-pages.ts';

describe('the simulators’ pages', () => {
  it('give every simulator its page content, with a title and a description of its own', () => {
    expect(Object.keys(simulatorPages).sort()).toEqual(toolSimulators.map((tool) => tool.id).sort());
    const titles = Object.values(simulatorPages).map((page) => page.title);
    const descriptions = Object.values(simulatorPages).map((page) => page.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const page of Object.values(simulatorPages)) {
      expect(page.description.length).toBeLessThanOrEqual(260);
      for (const point of page.law)
        for (const article of point.articles) expect(article).toMatch(/^[LRD]\d{4}-\d+(-\d+)?$/);
    }
  });
});
