import { describe, expect, it } from 'vitest';
import { tokens } from './tokens.ts';

type ColorToken = keyof typeof tokens.color;

/** WCAG 2.2 relative luminance of an sRGB `#rrggbb` colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`${hex} is not a #rrggbb colour`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrastRatio(foreground: ColorToken, background: ColorToken): number {
  const [lighter, darker] = [luminance(tokens.color[foreground]), luminance(tokens.color[background])].sort(
    (a, b) => b - a,
  );
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

// Every text colour on every background the components put it on (WCAG 1.4.3: 4.5:1).
const textPairs: Array<[ColorToken, ColorToken]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['text', 'muted'],
  ['text', 'accent'],
  ['text', 'secondary'],
  ['textMuted', 'background'],
  ['textMuted', 'surfaceMuted'],
  ['textMuted', 'muted'],
  ['textMuted', 'accent'],
  ['primaryText', 'primary'],
  ['primaryText', 'primaryHover'],
  ['secondaryText', 'secondary'],
  ['secondaryText', 'secondaryHover'],
  ['link', 'background'],
  ['link', 'surfaceMuted'],
  ['destructive', 'background'],
  ['destructive', 'accent'],
  ['destructiveText', 'destructive'],
  ['destructiveText', 'destructiveHover'],
  ['destructiveSubtleText', 'destructiveSubtle'],
  ['successText', 'success'],
  ['successSubtleText', 'successSubtle'],
  ['warningSubtleText', 'warningSubtle'],
  ['invertedText', 'inverted'],
];

// Boundaries that identify a control or its state, and the focus ring (WCAG 1.4.11: 3:1).
const nonTextPairs: Array<[ColorToken, ColorToken]> = [
  ['borderStrong', 'background'],
  ['borderStrong', 'surfaceMuted'],
  ['focusRing', 'background'],
  ['focusRing', 'surfaceMuted'],
  ['primary', 'background'],
  ['primary', 'muted'],
];

describe('colour tokens', () => {
  it.each(textPairs)('%s on %s meets WCAG AA for text (4.5:1)', (foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)('%s on %s meets WCAG AA for controls (3:1)', (foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(3);
  });
});
