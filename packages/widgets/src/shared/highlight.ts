/** A piece of text, and whether it is one of the searched words. */
export interface TextSegment {
  text: string;
  match: boolean;
}

/** Lower case without accents, character by character (same length as the input for Latin text). */
function foldChar(character: string): string {
  return character
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * Splits `text` into the parts that match the words of `query` and the others, ignoring case and
 * accents (« indemnite » marks « Indemnité »). Words under 2 letters are not marked. The result is
 * rendered as text and <mark> elements: nothing of the text or the query is ever read as HTML.
 */
export function highlightSegments(text: string, query: string): TextSegment[] {
  const words = [
    ...new Set((query.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => [...word].map(foldChar).join(''))),
  ].filter((word) => word.length >= 2);
  if (words.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  const characters = [...text];
  const folded = characters.map(foldChar);
  const marked = new Array<boolean>(characters.length).fill(false);
  const haystack = folded.join('');
  // Map each position of the folded string back to a character of the original.
  const owner: number[] = [];
  folded.forEach((piece, index) => {
    for (let count = 0; count < piece.length; count += 1) owner.push(index);
  });
  for (const word of words) {
    let from = haystack.indexOf(word);
    while (from !== -1) {
      for (let position = from; position < from + word.length; position += 1) {
        const index = owner[position];
        if (index !== undefined) marked[index] = true;
      }
      from = haystack.indexOf(word, from + word.length);
    }
  }
  const segments: TextSegment[] = [];
  characters.forEach((character, index) => {
    const match = marked[index] ?? false;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += character;
    else segments.push({ text: character, match });
  });
  return segments;
}
