import { letterTemplates } from '@dirigeo/letter-templates';
import { describe, expect, it } from 'vitest';
import { letterTemplatePageTitle } from './letter-pages.ts';

describe('the letter templates’ pages', () => {
  it('give every template a title and a description of its own', () => {
    const titles = letterTemplates.map(letterTemplatePageTitle);
    const descriptions = letterTemplates.map((template) => template.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});
