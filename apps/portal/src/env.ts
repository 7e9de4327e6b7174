/**
 * The portal's configuration, read once at build time (the only module that reads
 * `import.meta.env`): the free discovery interview's booking page, which the assistant offers.
 * `PUBLIC_BOOKING_URL` is the same variable the public site and the API read; unset, the home
 * page's contact form.
 */
function bookingFrom(value: unknown): { href: string; external: boolean } {
  if (typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value)) return { href: value, external: true };
  return { href: '/#contact', external: false };
}

export const portalEnv = {
  booking: bookingFrom(import.meta.env.PUBLIC_BOOKING_URL),
} as const;
