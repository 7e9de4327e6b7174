import { frenchTypography } from '@dirigeo/schemas/french';

/**
 * French typography for a text of the site (the one filter of `@dirigeo/schemas/french`, which the
 * API's HTML goes through too): no-break spaces before « : ; ! ? », inside « », between thousands and
 * before « € » or « % », no space before a full stop. Texts keep their wording; only spaces change.
 */
export function withFrenchSpacing(text: string): string {
  return frenchTypography(text);
}
