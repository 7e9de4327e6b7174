import { freeTrial } from './legal.ts';

/**
 * What the site claims about the service (spec 001 §1), one figure each, so that the home page, the
 * pricing pages and the assistant say the same thing. Change a figure here and every page follows.
 */
export const marketingClaims = {
  /** Spec 001 §1: « over 15 years of experience ». */
  yearsOfExperience: 15,
  /**
   * Spec 001 §1: « over 500 companies »: those the team has handled the payroll of in its 15 years,
   * before Dirigeo; said so wherever it is shown, so that it does not read against the next figure.
   */
  companiesServed: 500,
  /** Spec 001 §1, client logos: « over 100 managers »: the officers who run their payslips on Dirigeo. */
  managersServed: 100,
  /**
   * Spec 001 §1 and §9: a quote within 24 hours, working hours (the support's: Monday to Friday), as
   * the contact form's confirmation has always said; every text says « heures ouvrées » with it.
   */
  quoteWithinHours: 24,
  /** Spec 001 §1 and §9: a 30-minute discovery call. */
  discoveryCallMinutes: 30,
  /**
   * Spec 001 §1 claims 24/7 support, and its CGV (§9) support from Monday to Friday, 9:00-18:00.
   * Read together: what answers at any hour is the online assistance (the assistant of every page,
   * the client area and its documents); the experts answer during the CGV's hours. Every text says
   * so, never « support 24/7 » alone.
   */
  onlineAssistanceHours: '24 h/24, 7 j/7',
  /** The free trial: 14 days, as the subscription wizard offers it (see `legal.ts`). */
  freeTrialDays: freeTrial.days,
} as const;

/** The claims as the home page shows them: a figure and what it counts. */
export interface Claim {
  readonly value: string;
  readonly label: string;
}

/** The expertise section's figures (spec 001 §1: 15 years, 500 companies). */
export const expertiseClaims: readonly Claim[] = [
  { value: `Plus de ${marketingClaims.yearsOfExperience} ans`, label: "d'expérience en paie" },
  {
    value: `Plus de ${marketingClaims.companiesServed}`,
    label: `entreprises accompagnées en paie par notre équipe en ${marketingClaims.yearsOfExperience} ans`,
  },
];

/** The hero's promises (spec 001 §1: 24/7 assistance, a quote within 24 h, a 30-minute call). */
export const heroClaims: readonly Claim[] = [
  { value: `${marketingClaims.discoveryCallMinutes} minutes`, label: 'pour un premier entretien gratuit' },
  { value: `Devis sous ${marketingClaims.quoteWithinHours} h ouvrées`, label: 'adapté à votre situation' },
  { value: marketingClaims.onlineAssistanceHours, label: 'assistance en ligne, experts en semaine' },
];
