/** A client's word on the home page. */
export interface Testimonial {
  readonly quote: string;
  /** Who says it, by role and trade: no name is published without the client's consent. */
  readonly author: string;
  /** Out of 5, halves allowed (spec 001 §1: three testimonials rated 5, 5 and 4.5). */
  readonly rating: number;
}

// The spec gives the ratings but not the words: these quotes describe the product as built and must be
// replaced by the clients' own words, with their consent, before the site goes public.
export const testimonials: readonly Testimonial[] = [
  {
    quote:
      "Je faisais mes bulletins de présidente de SASU sur un tableur, sans jamais être sûre des taux. Aujourd'hui, c'est réglé en quelques minutes chaque mois.",
    author: 'Présidente de SASU, conseil en stratégie',
    rating: 5,
  },
  {
    quote:
      "La DSN était ma hantise. Elle est maintenant préparée et contrôlée pour moi, et j'ai un interlocuteur quand ma situation change.",
    author: 'Gérant minoritaire de SARL, bâtiment',
    rating: 5,
  },
  {
    quote:
      'Bien moins cher que notre cabinet pour la paie de nos deux dirigeants, avec des réponses claires sur notre statut.',
    author: 'Directeur général de SAS, commerce en ligne',
    rating: 4.5,
  },
];
