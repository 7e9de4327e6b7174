import { describe, expect, it } from 'vitest';
import { breadcrumbListJsonLd } from './tools-hub-json-ld.ts';

describe('breadcrumbListJsonLd', () => {
  it('numbers the steps from 1 with absolute addresses', () => {
    expect(
      breadcrumbListJsonLd(
        [
          { name: 'Code du travail', path: '/code-du-travail' },
          { name: 'Article L1234-9', path: '/code-du-travail/article/L1234-9' },
        ],
        'https://dirigeo.fr',
      ),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Code du travail',
          item: 'https://dirigeo.fr/code-du-travail',
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Article L1234-9',
          item: 'https://dirigeo.fr/code-du-travail/article/L1234-9',
        },
      ],
    });
  });
});
