/**
 * Scroll offset past which the "back to top" button shows (spec 001 §9: 300 px); the stylesheet's
 * scroll-driven animation starts there (`ScrollToTop.css.ts`).
 */
export const scrollToTopThresholdPx = 300;
