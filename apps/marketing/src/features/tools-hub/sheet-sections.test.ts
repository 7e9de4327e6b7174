import { describe, expect, it } from 'vitest';
import { sectionAnchors } from './sheet-sections.ts';

describe('sectionAnchors', () => {
  it('keeps the official anchors, numbers the others, never twice nor a reserved id', () => {
    expect(
      sectionAnchors(
        [
          { ancre: 'qui-a-droit' },
          { ancre: '' },
          { ancre: 'qui-a-droit' },
          { ancre: 'Bad Anchor' },
          { ancre: 'panneau' },
        ],
        ['panneau'],
      ),
    ).toEqual(['qui-a-droit', 'section-2', 'qui-a-droit-2', 'section-4', 'panneau-2']);
  });
});
