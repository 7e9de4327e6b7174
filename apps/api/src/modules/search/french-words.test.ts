import { describe, expect, it } from 'vitest';
import { isFrenchWord } from './french-words.ts';

describe('isFrenchWord', () => {
  it.each(['magasinier', 'cutter', 'colere', 'humilie', 'aimerais', 'tunisien', 'belge'])(
    'knows « %s », a word of the language',
    (word) => expect(isFrenchWord(word)).toBe(true),
  );
  it.each(['cfe', 'kbis', 'inpi', 'bitcoin', 'plaquiste', 'jhesite'])(
    'does not know « %s », an acronym, a brand, jargon or a typo',
    (word) => expect(isFrenchWord(word)).toBe(false),
  );
});
