import { parseIsoDate } from './format.ts';

export type LetterFileFormat = 'docx' | 'pdf';

/**
 * The name a downloaded letter gets: `modele-<slug>-<YYYY-MM-DD>.<format>`, the date being the
 * letter's own (`LetterDocument.isoDate`), so that two versions of the same letter sort by date.
 */
export function letterFileName(slug: string, isoDate: string, format: LetterFileFormat): string {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) throw new RangeError(`Slug invalide : ${slug}`);
  if (!parseIsoDate(isoDate)) throw new RangeError(`Date invalide : ${isoDate}`);
  return `modele-${slug}-${isoDate}.${format}`;
}
