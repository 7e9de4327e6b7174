import type { BenchQuestion } from './questions.ts';

/**
 * Kept-aside questions, set 22: visitors in a hurry on a phone, typing as in a search box (very short,
 * vague, typos), a few a little longer.
 */
export const heldOutQuestions22: readonly BenchQuestion[] = [
  // Figures
  // why: smicInForce({ year: 2026, month: 11 }) → monthlyCents 186702 (12,31 € since June 2026); blog changements-paie-2026 « 1 867,02 € par mois »
  { question: 'smic mensuel brut 35h ya combien', figures: ['1 867,02 €'] },
  // why: computeDismissalIndemnity({ seniorityYears: 12, referenceSalaryCents: 280000 }) → 886667 (1/4 × 2 800 × 10 + 1/3 × 2 800 × 2)
  { question: 'indemnité licenciment 12 ans 2800 brut', figures: ['8 866,67 €'] },
  // why: computeConventionalTerminationIndemnity({ seniorityYears: 5, referenceSalaryCents: 300000 }) → 375000
  { question: 'rupture conv 5 ans 3000€ indemnite mini', figures: ['3 750,00 €'] },
  // why: computeDismissalNotice({ seniorityMonths: 36 }) → months 2 (L1234-1)
  { question: 'preavis licenciement 3 ans anciennete', figures: ['2 mois'] },
  // why: computePrecarityIndemnity({ totalGrossCents: 1400000 }) → 140000 (L1243-8, 10 %)
  { question: 'prime precarite cdd 14000 brut au total', figures: ['1 400,00 €'] },
  // why: computePaidLeaveEntitlement({ workedMonths: 8 }) → 20 jours ouvrables (L3141-3, 8 × 2,5)
  { question: 'cp acquis 8 mois de boulot', figures: ['20 jours ouvrables'] },
  // why: computeTrialPeriodMaximum({ contract: 'cdi', category: 'cadre' }) → text « 4 mois », renewedText « 8 mois » (L1221-19, L1221-21)
  { question: 'periode essai cadre cdi max avec renouvellement', figures: ['4 mois', '8 mois'] },
  // why: computeOvertimePremium({ weeklyHours: 42, hourlyRateCents: 1500 }) → 7 h at 25 %, payCents 13125 (L3121-36)
  { question: 'heures sup 42h semaine taux horaire 15€ combien en plus', figures: ['131,25 €'] },
  // why: computeSickPayComplement({ seniorityMonths: 36 }) → fullRateDays 30 (90 %), twoThirdsDays 30, waitingDays 7 (D1226-1, D1226-3)
  { question: 'maintien salaire arret maladie 3 ans anciennete', figures: ['90 %', '30 jours'] },
  // why: computeOfficerPayslip({ year: 2026, month: 4, grossCents: 350000, headcount: 1 }) → netBeforeTax 276975 (same for any headcount, no mutuelle, no prévoyance)
  {
    question: 'net president sasu 3500 brut 2026 sans mutuelle ni prevoyance, net avant impot ?',
    figures: ['2 769,75 €'],
  },
  // why: computeDividendsFlatTax(2026, 1500000) → social levies 279000 + income tax 192000 = 471000 (31,4 %), netCents 1029000
  { question: 'dividendes 15000 flat tax il me reste combien', figures: ['4 710,00 €', '10 290,00 €'] },
  // why: L3142-4 5° « Trois jours pour le décès ... du père »; FAMILY_LEAVES
  { question: 'conge deces pere combien de jours', figures: ['3 jours'] },

  // Sources: collective agreements
  // why: collective_agreement idcc 1979 « Hôtels, cafés, restaurants »
  { question: 'idcc 1979', sources: ['/outils/conventions-collectives'] },
  // why: collective_agreement idcc 2596 « Coiffure et professions connexes »
  { question: 'convention collective coiffure', sources: ['/outils/conventions-collectives'] },
  // Sources: articles by number
  // why: labour_code_article L1152-1 (harcèlement moral)
  { question: 'art L1152-1 c quoi', sources: ['/code-du-travail/article/L1152-1'] },
  // why: labour_code_article L3123-27 (durée minimale du temps partiel)
  { question: 'L3123-27', sources: ['/code-du-travail/article/L3123-27'] },
  // Sources: letter models
  // why: tool /outils/modele/demission « Lettre de démission »
  { question: 'lettre demission modele', sources: ['/outils/modele/demission'] },
  // why: tool /outils/modele/mise-en-demeure-abandon-de-poste
  {
    question: 'modele mise en demeure abandon de poste',
    sources: ['/outils/modele/mise-en-demeure-abandon-de-poste'],
  },
  // why: tool /outils/modele/recu-pour-solde-de-tout-compte « Reçu pour solde de tout compte »
  {
    question: 'recu solde de tout compte modele',
    sources: ['/outils/modele/recu-pour-solde-de-tout-compte'],
  },
  // Sources: simulators
  // why: tool /outils/simulateur/brut-net « Salaire brut en net »
  { question: 'simulateur brut en net salarie', sources: ['/outils/simulateur/brut-net'] },
  // why: tool /outils/simulateur/procedure-licenciement; sheet la-procedure-en-cas-de-licenciement-pour-motif-personnel
  {
    question: 'procedure licenciement etapes',
    sources: [
      '/outils/simulateur/procedure-licenciement',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
    ],
  },
  // Sources: Dirigeo
  // why: pages /#tarifs and /tarifs-details (Freemium 0 €, Essentielle 9 €, Complète 19 € HT a month)
  { question: 'dirigeo tarif', sources: ['/#tarifs', '/tarifs-details'] },
  // why: FAQ « Faut-il une carte bancaire pour l'essai gratuit ? » (14 jours, no payment), /souscription, CGU
  { question: 'essai gratuit faut une cb ?', sources: ['/#faq', '/souscription', '/cgu'] },
  // why: FAQ « Qui s'occupe de la DSN ? »; blog dsn-sasu-sans-salarie
  { question: 'dsn c koi, dirigeo la depose ?', sources: ['/#faq', '/blog/dsn-sasu-sans-salarie'] },
  // why: page /#contact « Nous contacter, demander un devis »
  { question: 'contacter dirigeo devis', sources: ['/#contact'] },
  // why: FAQ « Je suis gérant majoritaire de SARL : Dirigeo est-il fait pour moi ? »; /eligibilite
  { question: 'gerant majo sarl dirigeo possible', sources: ['/#faq', '/eligibilite'] },
  // Sources: officers' pay (blog)
  // why: blog plafond-securite-sociale-2026 (4 005 €); changements-paie-2026 also gives it
  {
    question: 'plafond secu 2026',
    sources: ['/blog/plafond-securite-sociale-2026', '/blog/changements-paie-2026'],
  },
  // why: blog president-sas-assurance-chomage
  { question: 'president sas chomage', sources: ['/blog/president-sas-assurance-chomage'] },
  // why: blog avantages-en-nature-dirigeant (véhicule, logement)
  {
    question: 'voiture de fonction dirigeant avantage en nature',
    sources: ['/blog/avantages-en-nature-dirigeant'],
  },
  // Sources: practical sheets
  // why: sheet les-jours-feries-et-les-ponts; L3133-1 lists the jours fériés
  {
    question: 'jours feries ponts obligatoire ?',
    sources: ['/outils/fiche/les-jours-feries-et-les-ponts', '/code-du-travail/article/L3133-1'],
  },
  // why: sheet la-saisie-et-les-cessions-des-remunerations
  {
    question: 'saisie sur salaire quotite',
    sources: ['/outils/fiche/la-saisie-et-les-cessions-des-remunerations'],
  },

  // Unknown
  // why: another country's minimum wage: nothing we hold
  { question: 'smic belgique 2026', unknown: true },
  // why: wealth tax, far from payroll: no sheet, article or blog post
  { question: 'ifi seuil patrimoine immo', unknown: true },
  // why: another service's price: the FAQ says Dirigeo is not an accountant, nothing gives an accountant's fees
  { question: 'tarif expert comptable sasu par mois', unknown: true },
  // why: another country's work visa
  { question: 'visa travail canada delai obtention', unknown: true },
  // why: VAT rate of a trade, tax far from payroll
  { question: 'tva resto sur place taux', unknown: true },
];
