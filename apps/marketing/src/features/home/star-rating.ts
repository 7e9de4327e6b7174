/** The highest rating a testimonial can carry. */
const maxRating = 5;

const ratingNumber = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** What screen readers hear for a rating: `4.5` → "Note : 4,5 sur 5". */
export function ratingLabel(rating: number): string {
  return `Note : ${ratingNumber.format(rating)} sur ${ratingNumber.format(maxRating)}`;
}

/** How much of the row of stars is filled, in percent: `4.5` → 90. Out-of-range ratings are clamped. */
export function ratingFillPercent(rating: number): number {
  const clamped = Math.min(Math.max(rating, 0), maxRating);
  return (clamped / maxRating) * 100;
}
