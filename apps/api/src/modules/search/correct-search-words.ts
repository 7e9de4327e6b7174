import type { OfficialDataset } from '@dirigeo/schemas';
import type { EntityManager } from '@mikro-orm/core';
import { typoVocabulary } from './typo-vocabularies.ts';
import { type CorrectedWords, correctWords } from './typo-vocabulary.ts';

export { searchWords } from './typo-vocabulary.ts';

/** The words of a search, as typed, with those no text contains replaced by the closest that one does. */
export type CorrectedSearch = CorrectedWords;

/**
 * Corrects the typos of a search against the dataset's vocabulary (OfficialSearchWord, held in
 * memory: `modules/search/typo-vocabularies.ts`): a word of 4 to 40 letters that no text of the
 * dataset contains (accents and case aside) becomes the most similar word that some text does
 * (trigram similarity at least 0.4, the most frequent of equally similar words), so
 * « licensiement » finds « licenciement »; at most 3 words are corrected.
 */
export async function correctSearchWords(
  em: EntityManager,
  dataset: OfficialDataset,
  text: string,
): Promise<CorrectedSearch> {
  return correctWords(await typoVocabulary(em, dataset), text);
}
