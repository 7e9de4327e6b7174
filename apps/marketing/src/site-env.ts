import { z } from 'zod';

/**
 * The site's configuration, read once at build time from `PUBLIC_*` variables (Astro inlines them;
 * see the README's configuration table). The only module that reads `import.meta.env`.
 */
const schema = z.object({
  /**
   * Address of the free discovery interview's booking page (an external scheduling service).
   * Unset: the contact form of the home page, so that the call to action always leads somewhere.
   */
  PUBLIC_BOOKING_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Where the API answers during `astro dev` (the built site is rendered by the API itself). */
  API_ORIGIN: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
});

const parsed = schema.safeParse(import.meta.env);
if (!parsed.success) {
  throw new Error(
    `Invalid site configuration:\n${parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')}`,
  );
}

/** Where the discovery interview is booked, and whether that is another site (opened in a new tab). */
export interface BookingLink {
  readonly href: string;
  readonly external: boolean;
}

/** The booking page of PUBLIC_BOOKING_URL, or the contact form when none is configured. */
function bookingLinkOf(bookingUrl: string | undefined): BookingLink {
  return bookingUrl ? { href: bookingUrl, external: true } : { href: '/#contact', external: false };
}

export const siteEnv = {
  /** The booking page, and whether it is another site (opened in a new tab). */
  booking: bookingLinkOf(parsed.data.PUBLIC_BOOKING_URL),
  apiOrigin: parsed.data.API_ORIGIN,
} as const;
