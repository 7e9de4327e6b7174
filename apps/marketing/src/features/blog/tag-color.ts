const COLORS = ['blue', 'green', 'amber', 'violet', 'rose'] as const;
export type TagColor = (typeof COLORS)[number];

/** A tag keeps its colour wherever it appears: chosen from its text. */
export function tagColorOf(tag: string): TagColor {
  let hash = 0;
  for (const character of tag.toLowerCase()) hash = (hash * 33 + (character.codePointAt(0) ?? 0)) >>> 0;
  return COLORS[hash % COLORS.length] ?? 'blue';
}
