/**
 * French typography keeps `:`, `;`, `!`, `?`, `%` and `»` on the line of the word before them (and `«` with
 * the word after): the ordinary space beside them becomes a non-breaking one, so that a line never
 * starts with "?". Texts of the spec keep their wording; only the kind of space changes.
 */
export function withFrenchSpacing(text: string): string {
  return text.replace(/ ([:;!?»%])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}
