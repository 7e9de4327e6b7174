/**
 * The figures of the legal pages (spec 001 §2 and §9), in one place: the pages print them, the
 * assistant and the FAQ quote them. Where the spec's documents disagree, the reading chosen is
 * written beside the figure.
 */

/** Durations data is kept (spec 001 §2, legal notices and privacy policy). */
export const dataRetention = {
  /** Payslip data: 5 years (Code du travail, art. L3243-4: the employer keeps a copy of each payslip 5 years). */
  payslipYears: 5,
  /** Invoices: 10 years (Code de commerce, art. L123-22: accounting documents and supporting records). */
  invoiceYears: 10,
  /** Connection data (logs): 1 year. */
  connectionYears: 1,
  /**
   * The account's activity log (sign-ins, password and second-factor changes, payslips finalised,
   * declarations, exports, settings changed; with the address and the browser): 12 months after
   * each event, then deleted by the API's hourly purge, the account closed or not. The connection
   * data's year (LCEN and décret n° 2021-1362: a host keeps who connected, when and from where for
   * one year), the CNIL's upper bound for such logs.
   */
  activityLogMonths: 12,
  /**
   * Contact-form requests: 3 years after the last exchange (the CNIL's rule for a prospect's data:
   * 3 years from the last contact coming from them), then deleted. The API counts them from the
   * request's last change by the back office (its status follows each exchange), or its sending.
   */
  prospectYears: 3,
  /**
   * The assistant's exchanges (each question and answer, the conversation's random id, the response
   * time, the IP address and user agent): 12 months after the question, then deleted. A year lets
   * the back office review the questions of every season (rates and thresholds change each January)
   * and trace an abuse back; it is the upper bound the CNIL recommends for such traces (6 months to
   * 1 year: recommandation relative aux mesures de journalisation, October 2021) and the year the
   * other connection data are kept.
   */
  chatConversationMonths: 12,
  /**
   * The newsletter: while the subscription is active; after unsubscribing, the address and the
   * proof of consent (its time and IP address) for 3 years, then deleted. The proof shows that each
   * sending had consent (RGPD art. 7.1) for as long as the CNIL keeps a prospect's data after the
   * last contact; the address stays marked unsubscribed meanwhile (`unsubscribedAt`).
   */
  newsletterYearsAfterUnsubscribing: 3,
  /** Cookies and trackers: 13 months at most (CNIL, lignes directrices et recommandation du 17 septembre 2020). */
  cookieMonths: 13,
  /**
   * The audience measure's per-visitor counters and the salt of their hash: the day they belong to
   * only, then summed into anonymous daily totals and deleted within the hour after midnight (the
   * API closes past days every hour: apps/api/src/plugins/app/analytics.ts).
   */
  audienceHashHours: 1,
} as const;

/** What the deletion of an account keeps, inaccessible, because the law requires it. */
export interface KeptAfterDeletion {
  /** Which records (`payslips`: the payslips and the declarations made of them; `invoices`). */
  readonly key: 'payslips' | 'invoices';
  /** What the privacy policy calls them. */
  readonly what: string;
  /** How long, in years, from `from`. */
  readonly years: number;
  /** From when the period runs, as the pages say it. */
  readonly from: string;
  /** The law that requires keeping them. */
  readonly law: string;
}

/**
 * The deletion of an account (« Supprimer mon compte », RGPD art. 17), in one place: the API's
 * `deleteAccount` and its daily purge do exactly this, and the privacy policy and the legal notices
 * print it from here. At once: the account is closed (every session ends, signing in is no longer
 * possible, a paid subscription is cancelled) and everything in `erasedAtOnce` is erased. What the
 * law requires (`kept`) stays, reachable by no one through the service, each record until its own
 * period ends; then the purge erases it, and the account's last row with the last of them.
 */
export const accountDeletion = {
  erasedAtOnce: [
    'vos identifiants (nom d’utilisateur, adresse e-mail, mot de passe, authentification à deux facteurs et codes de secours) et vos sessions',
    'votre profil de dirigeant (nom, fonction, téléphone, adresse, numéro de sécurité sociale, date et lieu de naissance, taux de prélèvement à la source)',
    'les documents que vous avez déposés',
    'vos bulletins en brouillon et les salariés qui n’ont reçu aucun bulletin définitif',
    'vos réglages (alertes de connexion, préférences de notification, paramètres des rapports)',
  ],
  kept: [
    {
      key: 'payslips',
      what: 'vos bulletins de paie définitifs (leurs données et leur PDF), les salariés et la société qu’ils nomment, et les déclarations sociales (DSN) établies à partir d’eux',
      years: dataRetention.payslipYears,
      from: 'la fin du mois de paie',
      law: 'Code du travail, art. L3243-4',
    },
    {
      key: 'invoices',
      what: 'les factures de votre abonnement',
      years: dataRetention.invoiceYears,
      from: 'leur date',
      law: 'Code de commerce, art. L123-22',
    },
  ],
  /** The purge of what outlived its period runs every day (the API's `closed-account-purge` job). */
  purgeSchedule: 'chaque jour',
} as const satisfies {
  erasedAtOnce: readonly string[];
  kept: readonly KeptAfterDeletion[];
  purgeSchedule: string;
};

/**
 * How long a client's session lasts unless the server is configured otherwise (the API's
 * SESSION_IDLE_TIMEOUT_MINUTES and SESSION_ABSOLUTE_TIMEOUT_HOURS take these as their defaults):
 * it ends after this many minutes without a request, and this many hours after its sign-in
 * however it is used (OWASP ASVS 4.0 §3.3.2, level 2). The session cookie and its signed-in hint
 * expire with it. The legal pages print these figures.
 */
export const sessionLifetime = {
  idleMinutes: 30,
  absoluteHours: 12,
} as const;

/**
 * The back office's session (our staff only; the session cookie `dirigeo.sid` of a session whose
 * role is `admin`): it ends after this many minutes without a request and this many hours after its
 * sign-in, and with the browser. The API holds these in its own constants (`ADMIN_SESSION_IDLE_MS`
 * of @dirigeo/schemas, `ADMIN_SESSION_LIFETIME` of its session module); a test there checks they are these.
 */
export const adminSessionLifetime = {
  idleMinutes: 30,
  absoluteHours: 12,
} as const;

/** The terms of sale's figures (spec 001 §9, CGV). */
export const salesTerms = {
  /** Monthly plan: 1 month, tacitly renewed. */
  monthlyCommitmentMonths: 1,
  /** Annual plan: 12 months, tacitly renewed, 15 % off. */
  annualCommitmentMonths: 12,
  annualDiscountPercent: 15,
  /**
   * The client's notice: 15 days on the monthly plan, 1 month on the annual one. The spec's CGU gave
   * 30 days; the CGU now refer to these (the CGV, a contract signed with the price, prevail).
   */
  monthlyNoticeDays: 15,
  annualNoticeMonths: 1,
  /** The provider's notice for a technical, economic or regulatory reason; none for a serious breach. */
  providerNoticeMonths: 3,
  /**
   * A failed payment: the service stays as paid this many days while the payment is retried
   * (the subscription is `past_due`), then the account goes back to Freemium until it pays.
   */
  paymentGraceDays: 14,
  /** Late payment: the fixed recovery fee (Code de commerce, art. L441-10 and D441-5). */
  lateRecoveryFeeEuros: 40,
  /** Late payment: the ECB's refinancing rate plus this many points (Code de commerce, art. L441-10). */
  latePenaltyPointsOverEcbRate: 10,
  /** Liability is capped at what the client paid over this many months. */
  liabilityCapMonths: 12,
  /** Force majeure lasting longer than this allows either party to end the contract. */
  forceMajeureDays: 30,
  /** Confidentiality lasts this long after the contract. */
  confidentialityYears: 5,
  /** Substantial changes of the CGV are announced by e-mail this long ahead. */
  changeNoticeDays: 30,
  /** Amicable settlement period before the Paris courts. */
  amicableSettlementDays: 30,
} as const;

/**
 * The free trial: 14 days in demo mode. The spec's CGU said 7 days and its subscription wizard 14;
 * the wizard's reading is kept everywhere (the offer a visitor accepts when subscribing).
 */
export const freeTrial = {
  days: 14,
  /** What demo mode withholds (spec 001 §2, CGU). */
  limits: [
    'les bulletins de paie établis ne sont pas définitifs',
    "aucune déclaration réelle n'est transmise aux organismes sociaux",
    "aucun export officiel n'est produit",
    'le support est limité',
  ],
  /** What it asks to start and takes at its end (registration starts it with no payment method, `startTrial`). */
  noPayment: "ne demande ni carte bancaire ni aucun paiement, et rien n'est prélevé à sa fin",
  /** What becomes of the account at its end, after « À la fin de l'essai, » (CGU, `startTrial`'s Freemium). */
  ending:
    "le compte passe à la formule gratuite Freemium, sauf si une formule payante a été souscrite, et garde l'accès en lecture à tout ce qui y a été établi : rien n'est supprimé",
} as const;

/** One legal page: where it is, its title, and the date of its current version (never the visit's). */
export interface LegalDocument {
  readonly url: string;
  readonly title: string;
  /** ISO date of the version in force. */
  readonly updatedOn: string;
}

/**
 * Spec 001 §2 dates the legal notices and the privacy policy 26 April 2025. The CGU showed the
 * visit's date and the CGV none: both are dated by the version written here (14-day trial, the
 * CGV's notice periods), 22 November 2026. The privacy policy is dated by its version describing
 * the cookie-less audience measure (issue 15), 22 November 2026, which also describes the newsletter
 * and the chat assistant with their retention periods, and the cookies as the API sets them
 * (sessions of 30 minutes idle and 12 hours at most, issue 17; the back office's and the
 * assistant's). The legal notices are dated by that same version, 22 November 2026 (its cookies,
 * browser storage and retention periods). Both are then dated 27 November 2026, the version that
 * describes the account's deletion (what is erased at once, what the law keeps and until when:
 * `accountDeletion`) and the activity log's retention.
 */
export const legalDocuments = {
  legalNotice: { url: '/mentions-legales', title: 'Mentions légales', updatedOn: '2026-11-27' },
  privacyPolicy: {
    url: '/politique-de-confidentialite',
    title: 'Politique de confidentialité',
    updatedOn: '2026-11-28',
  },
  termsOfUse: { url: '/cgu', title: "Conditions générales d'utilisation", updatedOn: '2026-11-28' },
  termsOfSale: { url: '/cgv', title: 'Conditions générales de vente', updatedOn: '2026-11-22' },
} as const satisfies Record<string, LegalDocument>;

const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });

/** « 26 avril 2025 » for `2025-04-26`. */
export function formatLegalDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`site-content: not an ISO date: ${isoDate}`);
  return longDate.format(date);
}
