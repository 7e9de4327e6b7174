/**
 * Dirigeo's design tokens, as plain values.
 *
 * They fill the vanilla-extract theme contract (`theme.css.ts`) and are exported for the few places
 * that need a raw value (a `<meta name="theme-color">`, the contrast test). Components never read
 * them directly: they use `vars`, so a second theme could replace every value at once.
 *
 * Colours: every text colour meets WCAG 2.2 AA (4.5:1) on the backgrounds it is used on, and the
 * control borders and the focus ring meet 3:1 (non-text contrast); `tokens.test.ts` checks each pair.
 */
export const tokens = {
  color: {
    /** Page background. */
    background: '#ffffff',
    /** Cards, dialogs, menus, popovers. */
    surface: '#ffffff',
    /** Table headers, disabled fields, page sections set apart. */
    surfaceMuted: '#f4f6fa',
    /** Tab lists, skeletons, progress tracks. */
    muted: '#e9edf3',
    /** Hover background of ghost buttons, menu items and table rows. */
    accent: '#eef2f8',
    /** Body text: deep navy rather than black, for a calmer page. */
    text: '#0f1d33',
    /** Secondary text: descriptions, captions, placeholders. */
    textMuted: '#4a5568',
    /** Decorative lines: card borders, table rows, separators. */
    border: '#d9dee7',
    /** Borders that identify a control (inputs, checkboxes, switches): 3:1 against the background. */
    borderStrong: '#7a8699',
    /** Brand and main actions. */
    primary: '#1e3a8a',
    primaryHover: '#172e6e',
    primaryText: '#ffffff',
    /** Secondary actions and selected items. */
    secondary: '#e8eef8',
    secondaryHover: '#d8e2f3',
    secondaryText: '#1e3a8a',
    /** Inline links. */
    link: '#1d4ed8',
    /** Keyboard focus outline. */
    focusRing: '#2563eb',
    /** Irreversible actions and errors. */
    destructive: '#b42318',
    destructiveHover: '#8b2016',
    destructiveText: '#ffffff',
    destructiveSubtle: '#fde8e8',
    destructiveSubtleText: '#991b1b',
    /** Confirmations. */
    success: '#166534',
    successText: '#ffffff',
    successSubtle: '#e3f6ea',
    successSubtleText: '#166534',
    /** Things that need attention but are not errors (a draft payslip). */
    warningSubtle: '#fdf3d7',
    warningSubtleText: '#854d0e',
    /** Tooltips: inverted colours. */
    inverted: '#0f1d33',
    invertedText: '#ffffff',
    /** Behind modal dialogs. */
    overlay: 'rgba(15, 29, 51, 0.55)',
  },
  /** A 4 px grid. */
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
  },
  font: {
    /** The system's own UI font: nothing to download, and familiar to every user. */
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    mono: 'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    none: '1',
    tight: '1.25',
    snug: '1.375',
    normal: '1.5',
    relaxed: '1.625',
  },
  radius: {
    sm: '4px',
    md: '6px',
    lg: '10px',
    xl: '16px',
    full: '9999px',
  },
  shadow: {
    sm: '0 1px 2px rgba(15, 29, 51, 0.06), 0 1px 3px rgba(15, 29, 51, 0.08)',
    md: '0 4px 8px -2px rgba(15, 29, 51, 0.1), 0 2px 4px -2px rgba(15, 29, 51, 0.06)',
    lg: '0 16px 32px -8px rgba(15, 29, 51, 0.2), 0 4px 8px -4px rgba(15, 29, 51, 0.08)',
  },
  /** Stacking order of the layers that float above the page. */
  zIndex: {
    sticky: '10',
    overlay: '40',
    modal: '50',
    popover: '60',
    tooltip: '70',
    toast: '100',
  },
  duration: {
    fast: '120ms',
    normal: '200ms',
  },
} as const;

export type Tokens = typeof tokens;
