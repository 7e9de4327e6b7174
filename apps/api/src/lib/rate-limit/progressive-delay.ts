/** The longest a sign-in waits for the failures before it. */
const SIGN_IN_DELAY_MAX_MS = 8_000;

/**
 * How long a sign-in on an account waits before its password is checked, given the failed
 * sign-ins on that account in the current window: none after none, then 1 s, 2 s, 4 s, 8 s at
 * most (OWASP ASVS 5.0 §6.3.1: slowing guesses without locking the owner out for long).
 */
export function signInDelayMs(recentFailures: number): number {
  if (recentFailures <= 0) return 0;
  return Math.min(SIGN_IN_DELAY_MAX_MS, 1_000 * 2 ** (recentFailures - 1));
}

/** Waits `ms` (the app's default `pause`; tests give their own). */
export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
