// What the marketing site needs beyond @dirigeo/ui's theme contract. Colours and sizes come from
// `vars`; only the values no shared token covers live here.
export const layout = {
  /** Height of the sticky header, so that a `#section` target does not land under it. */
  headerHeight: '72px',
  /** Widest the page content grows. */
  contentWidth: '1120px',
} as const;

export const palette = {
  /** Filled rating stars: 3:1 against white, as a graphic that carries meaning (WCAG 1.4.11). */
  star: '#c2620a',
  starEmpty: '#c8ceda',
  /** Secondary text and links on the dark footer (`vars.color.inverted`). */
  onInvertedMuted: '#c5cedb',
  onInvertedBorder: '#26354f',
} as const;
