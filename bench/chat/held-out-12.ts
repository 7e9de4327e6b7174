import type { BenchQuestion } from './questions.ts';

export const heldOutQuestions12: readonly BenchQuestion[] = [
  // --- Product ---
  // plans.ts: Complète 19 € HT/month, annual = 12 × 19 × 0,85 = 193,80 € HT; withVat → 232,56 € TTC (printed in the CGV « Formules et prix »).
  {
    question: "c'est combien la formule complete si je prends a l'annee ? en TTC svp",
    figures: ['232,56 €'],
    sources: ['/cgv', '/#tarifs', '/tarifs-details'],
  },
  // legal.ts freeTrial: 14 days, no card, nothing charged at its end (FAQ « Faut-il une carte bancaire pour l'essai gratuit ? », CGU).
  {
    question: 'faut il rentrer ma CB pour tester ? et l essai dure combien de temps',
    figures: ['14 jours'],
    sources: ['/#faq', '/cgu', '/souscription'],
  },
  // blog gerant-minoritaire-sarl: the spouse's shares count as the gérant's (CSS L311-3 11°): 30 % + 25 % = 55 % > half → majoritaire, TNS; FAQ: a gérant majoritaire is not for Dirigeo.
  {
    question:
      "Bonjour, je suis gérant de SARL, j'ai 30 % des parts et ma femme en a 25 %, le reste est à un ami. Mon comptable me dit que je suis minoritaire donc je peux me faire des bulletins de paie avec votre outil. C'est bien ça ?",
    sources: ['/blog/gerant-minoritaire-sarl', '/eligibilite', '/#faq'],
  },
  // FAQ « Qui s'occupe de la DSN ? »: Dirigeo prepares and checks the DSN and gives the file; the user deposits it on net-entreprises.fr.
  {
    question: "est ce que c vous qui envoyez la dsn a l'urssaf ou je dois la deposer moi meme ??",
    sources: ['/#faq', '/tarifs-details', '/blog/dsn-sasu-sans-salarie'],
  },
  // CGV « Facturation et paiement »: after a failed payment the service stays 14 days (salesTerms.paymentGraceDays), then Freemium with read access.
  {
    question:
      'mon prélèvement du mois a été rejeté par la banque, vous coupez mon accès direct ? je perds mes bulletins ?',
    figures: ['14 jours'],
    sources: ['/cgv'],
  },
  // legal.ts accountDeletion / FAQ « Si j'arrête… »: invoices kept 10 years (Code de commerce L123-22), payslips 5 years.
  {
    question: 'si je supprime mon compte vous gardez mes factures combien de temps ?',
    figures: ['10 ans'],
    sources: ['/politique-de-confidentialite', '/#faq', '/mentions-legales'],
  },
  // payroll-calc decideImmediateEligibility('EURL', 'gerant_non_associe') → eligible, assimilé salarié; FAQ « Qui peut utiliser Dirigeo ? ».
  {
    question:
      "Je suis gérant d'une EURL mais je n'ai aucune part, l'associé unique c'est mon frère. Votre logiciel marche pour moi ?",
    sources: ['/eligibilite', '/#faq'],
  },
  // provider.ts contactEmail, shown in the contact section, the legal notices and the CGV.
  {
    question: 'adresse mail pour vous ecrire ?',
    figures: ['contact@dirigeo.fr'],
    sources: ['/#contact', '/mentions-legales', '/cgv'],
  },

  // --- Officers' pay and status ---
  // computeOfficerPayslip({ year: 2026, grossCents: 420000, headcount: 1 }) → netBeforeTax 3 320,14 €.
  {
    question:
      'president sasu, 4200 brut par mois en 2026 sans mutuelle, ça fait combien en net avant impot ?',
    figures: ['3 320,14 €'],
    sources: ['/outils/simulateur/brut-net', '/simulators/charges-sociales'],
  },
  // computeOfficerPayslip({ year: 2026, grossCents: 600000, headcount: 1 }), default AT/MP 2,08 % → employerCost 8 330,76 €.
  {
    question:
      "Je suis président de ma SASU, seul, pas de salarié, pas de mutuelle ni prévoyance, et je n'ai pas encore reçu de taux AT/MP donc je prends le taux moyen. Si je me verse 6 000 € brut par mois en 2026, combien ça coûte au total à la société chaque mois ?",
    figures: ['8 330,76 €'],
    sources: ['/outils/simulateur/brut-net', '/simulators/charges-sociales'],
  },
  // blog plafond-securite-sociale-2026: PMSS 4 005 € from 1 January 2026.
  {
    question: 'le pmss 2026 c combien',
    figures: ['4 005 €'],
    sources: ['/blog/plafond-securite-sociale-2026', '/blog/changements-paie-2026'],
  },
  // blog valider-trimestres-retraite-dirigeant: 4 × 150 × 12,02 € = 7 212 € brut over 2026.
  {
    question:
      'combien je dois me verser au minimum sur l annee pour valider mes 4 trimestres de retraite ? (pdt de SAS, 2026)',
    figures: ['7 212 €'],
    sources: ['/blog/valider-trimestres-retraite-dirigeant', '/blog/retraite-president-sas'],
  },
  // blog president-sas-assurance-chomage: no unemployment insurance for a mandataire (L5422-13), ATI in some cases.
  {
    question:
      "Les associés veulent me révoquer de mon mandat de président de la SAS. Est-ce que j'aurai droit au chômage après ?",
    sources: ['/blog/president-sas-assurance-chomage', '/blog/directeur-general-sas-statut'],
  },
  // blog dividendes-sas-flat-tax: PFU 12,8 % + 18,6 % = 31,4 % in 2026.
  {
    question: 'flat tax sur les dividendes en 2026 c quel taux ?',
    figures: ['31,4 %'],
    sources: [
      '/blog/dividendes-sas-flat-tax',
      '/blog/changements-paie-2026',
      '/blog/salaire-ou-dividendes-sasu',
    ],
  },
  // computeOfficerPayslip({ year: 2026, month: 4, grossCents: 280000, headcount: 1, pasRatePercent: 4.2 }) → pasAmount 96,41 €, netPaid 2 119,39 €.
  {
    question:
      "Pour mon bulletin d'avril 2026 de président de SAS : 2 800 € brut, pas de mutuelle, taux de prélèvement à la source 4,2 %. Combien d'impôt est retenu et combien je reçois vraiment sur mon compte ?",
    figures: ['96,41 €', '2 119,39 €'],
    sources: [
      '/outils/simulateur/brut-net',
      '/simulators/charges-sociales',
      '/blog/prelevement-a-la-source-dirigeant',
    ],
  },
  // computeEmployeePayslip({ year: 2026, month: 3, grossCents: 200000, headcount: 4, status: 'non-cadre' }) → employerCost 2 228,52 € (after the RGDU of 629,40 €).
  {
    question:
      "j'embauche un salarie non cadre a 2000€ brut temps plein en mars 2026, on est 4 dans la boite, pas de mutuelle pour l'instant, taux AT par defaut. il me coute combien au total ?",
    figures: ['2 228,52 €'],
    sources: ['/outils/simulateur/brut-net', '/simulators/charges-sociales'],
  },

  // --- Labour law with computations ---
  // computePaidLeaveEntitlement({ workedMonths: 5, sickLeaveMonths: 2 }) → 12,5 + 4 = 16,5 → 17 jours ouvrables (L3141-3, L3141-5-1, L3141-7).
  {
    question:
      "salarié sur la période de ref : 5 mois travaillés et 2 mois d'arret maladie (pas pro). combien de jours de congés payés il a acquis ?",
    figures: ['17 jours'],
    sources: [
      '/outils/fiche/les-conges-payes',
      '/code-du-travail/article/L3141-5-1',
      '/code-du-travail/article/L3141-3',
    ],
  },
  // Seniority 2019-09-02 → 2025-11-14: 74 months → notice 2 mois (L1234-1), ends 2026-01-13; amount on 76 months: 1/4 × 2 600 × 6 ans 4 mois = 4 116,67 €.
  {
    question:
      "J'ai embauché ma comptable en CDI le 2 septembre 2019. Je la licencie pour motif personnel (pas de faute grave), la lettre lui a été présentée le 14 novembre 2025. Elle est à 2 600 € brut fixe par mois depuis toujours, aucune prime. Quel préavis et quelle indemnité légale minimum je lui dois ?",
    figures: ['2 mois', '4 116,67 €'],
    sources: [
      '/outils/simulateur/indemnite-licenciement',
      '/outils/fiche/lindemnite-legale-de-licenciement',
      '/outils/simulateur/preavis-licenciement',
    ],
  },
  // computeConventionalTerminationIndemnity({ seniorityYears: 14.25, referenceSalaryCents: 310000 }) → 1/4 × 3 100 × 10 + 1/3 × 3 100 × 4,25 = 12 141,67 €.
  {
    question:
      'rupture conv. avec un salarié qui a 14 ans et 3 mois d anciennete, salaire de reference 3100 brut : indemnité minimum ?',
    figures: ['12 141,67 €'],
    sources: [
      '/outils/simulateur/indemnite-rupture-conventionnelle',
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
    ],
  },
  // computePrecarityIndemnity({ totalGrossCents: 1476000 }) → 10 % = 1 476,00 € (L1243-8).
  {
    question:
      'fin de cdd la semaine pro, il a touché 14 760 € brut en tout sur le contrat. prime de precarite ça fait combien ?',
    figures: ['1 476'],
    sources: [
      '/outils/simulateur/indemnite-precarite',
      '/outils/fiche/le-contrat-duree-determinee-cdd',
      '/code-du-travail/article/L1243-8',
    ],
  },
  // computeDismissalProcedure({ motive: 'personal', startDate: '2026-05-04' }): 5 jours ouvrables, 8 mai férié → interview from mardi 12 mai 2026 (L1232-2).
  {
    question:
      "La convocation à l'entretien préalable (licenciement pour motif personnel) a été présentée au salarié le lundi 4 mai 2026. Je peux fixer l'entretien à quelle date au plus tôt ?",
    figures: ['12 mai'],
    sources: [
      '/outils/simulateur/procedure-licenciement',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
      '/code-du-travail/article/L1232-2',
    ],
  },
  // computeDismissalNotice({ seniorityMonths: 30, disabledWorker: true }) → 2 months doubled, capped at 3 mois (L5213-9).
  {
    question: 'preavis de licenciement pour un salarié RQTH qui a 2 ans et demi d anciennete ?',
    figures: ['3 mois'],
    sources: ['/outils/simulateur/preavis-licenciement', '/code-du-travail/article/L5213-9'],
  },
  // computeDismissalIndemnity({ seniorityYears: 4, referenceSalaryCents: 220000, professionalInaptitude: true }) → 2 × 2 200 = 4 400,00 € (L1226-14).
  {
    question:
      "Un de mes salariés a été déclaré inapte après un accident du travail, pas de reclassement possible. 4 ans pile d'ancienneté, 2200 € brut par mois. Je lui dois combien d'indemnité spéciale de licenciement ?",
    figures: ['4 400'],
    sources: [
      '/outils/simulateur/indemnite-licenciement',
      '/code-du-travail/article/L1226-14',
      '/outils/fiche/la-reconnaissance-de-linaptitude-medicale-au-travail-et-ses-consequences',
    ],
  },
  // computePaidLeaveIndemnity({ referenceGrossCents: 3240000, maintainedPayCents: 290000 }) → dixième 3 240,00 € > maintien 2 900 € (L3141-24).
  {
    question:
      'indemnite de CP : 32 400 € brut sur la periode de reference, en maintien de salaire ça ferait 2 900 €. je lui paye combien pour ses 30 jours ?',
    figures: ['3 240'],
    sources: ['/outils/fiche/les-conges-payes', '/code-du-travail/article/L3141-24'],
  },
  // computeResignationNotice({}) → no legal notice; set by the collective agreement or usage (L1237-1).
  {
    question: 'preavis legal de demission ?',
    sources: [
      '/outils/simulateur/preavis-demission',
      '/outils/fiche/la-demission',
      '/code-du-travail/article/L1237-1',
    ],
  },

  // --- Identifiers, collective agreements, practical sheets, models ---
  // Code du travail L3121-20: « la durée maximale hebdomadaire de travail est de quarante-huit heures ».
  {
    question: 'art L3121-20 ça dit quoi',
    figures: ['48 heures'],
    sources: ['/code-du-travail/article/L3121-20'],
  },
  // collective_agreement: IDCC 1979 = Hôtels, cafés, restaurants (HCR); the site's agreement search.
  {
    question: 'IDCC 1979 c quelle convention collective ?',
    sources: ['/outils/conventions-collectives', '/outils/conventions-collectives?q=1979'],
  },
  // collective_agreement: 1486 = Bureaux d'études techniques, cabinets d'ingénieurs-conseils et sociétés de conseils (Syntec).
  {
    question: "quel est le numero idcc de la convention des bureaux d'etudes techniques (syntec) ?",
    figures: ['1486'],
    sources: ['/outils/conventions-collectives', '/outils/conventions-collectives?q=1486'],
  },
  // Practical sheet « La médaille d'honneur du travail »: argent 20 ans, vermeil 30 ans, or 35, grand or 40.
  {
    question: "au bout de combien d'années de boulot on a droit a la medaille du travail vermeil ?",
    figures: ['30 ans'],
    sources: ['/outils/fiche/la-medaille-dhonneur-du-travail'],
  },
  // Practical sheet « La journée de solidarité » and L3133-8: 7 hours prorated for part time, 3,5 heures at half time.
  {
    question:
      "Ma salariée est à mi-temps. Pour la journée de solidarité, elle doit combien d'heures non payées ?",
    figures: ['3,5 heures'],
    sources: ['/outils/fiche/la-journee-de-solidarite', '/code-du-travail/article/L3133-8'],
  },
  // Letter model « Convocation à un entretien préalable au licenciement (motif personnel) ».
  {
    question:
      'vous avez un modele de lettre pour convoquer un salarié a un entretien prealable de licenciement ?',
    sources: ['/outils/modele/convocation-entretien-prealable-licenciement'],
  },

  // --- Unknown: nothing on the site answers these ---
  // Belgian law: not on the site.
  {
    question: "préavis de licenciement en Belgique pour une employée avec 3 ans d'ancienneté ?",
    unknown: true,
  },
  // Swiss social security: not on the site.
  { question: "taux de cotisation AVS pour un salarié d'une boite à Genève ?", unknown: true },
  // Trademark filing fees: not on the site.
  { question: 'ça coute combien de deposer une marque a l inpi', unknown: true },
  // Wealth tax (IFI): not covered.
  {
    question: "c'est quoi le barème de l'IFI en 2026 ? j'ai un appart en location et ma résidence principale",
    unknown: true,
  },
  // Personal health insurance reimbursements: not on the site.
  { question: 'ma mutuelle perso rembourse combien pour des lunettes progressives ?', unknown: true },
];
