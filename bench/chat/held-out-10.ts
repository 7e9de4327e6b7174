import type { BenchQuestion } from './questions.ts';

export const heldOutQuestions10: readonly BenchQuestion[] = [
  // --- Labour law stories ---

  // why: L1221-19 sets 3 mois for agents de maîtrise et techniciens; L1221-21 allows one renewal if a
  // branch agreement says so, 6 mois in all; the fiche on the période d'essai says the same.
  {
    question:
      "j'embauche un technicien en cdi le mois prochain, c'est quoi la duree max de la periode d'essai ? et je peux la renouveler ?",
    sources: [
      '/outils/fiche/la-periode-dessai',
      '/code-du-travail/article/L1221-19',
      '/code-du-travail/article/L1221-21',
    ],
    figures: ['3 mois'],
  },
  // why: labour-law computeDismissalNotice({ seniorityMonths: 38 }) → 2 mois (L1234-1, 2 ans ou plus).
  {
    question:
      'Bonjour, je dois licencier un commercial pour insuffisance de résultats. Il est chez nous depuis 3 ans et 2 mois. Il a droit à combien de préavis minimum ?',
    sources: ['/outils/simulateur/preavis-licenciement', '/code-du-travail/article/L1234-1'],
    figures: ['2 mois'],
  },
  // why: labour-law computeDismissalIndemnity({ seniorityYears: 6 + 4/12, referenceSalaryCents: 245000 })
  // → 1/4 × 2 450 € × 6 ans et 4 mois = 3 879,17 € (L1234-9, R1234-2).
  {
    question:
      "ma salariée est en CDI, à la fin de son préavis elle aura 6 ans et 4 mois d'ancienneté. elle gagne 2450 brut par mois (pas de prime). je la licencie pour motif perso, pas de faute grave : je lui dois combien d'indemnité au minimum ??",
    sources: [
      '/outils/simulateur/indemnite-licenciement',
      '/outils/fiche/lindemnite-legale-de-licenciement',
      '/code-du-travail/article/L1234-9',
      '/code-du-travail/article/R1234-2',
    ],
    figures: ['3 879,17 €'],
  },
  // why: no notice in the law for a resignation: the collective agreement or usage sets it (L1237-1);
  // the fiche on la démission and the préavis de démission simulator say so.
  {
    question: "je veux demissionner de mon cdi, la loi m'oblige a faire combien de preavis exactement ?",
    sources: [
      '/outils/fiche/la-demission',
      '/outils/simulateur/preavis-demission',
      '/code-du-travail/article/L1237-1',
    ],
  },
  // why: labour-law computeConventionalTerminationIndemnity({ seniorityYears: 12, referenceSalaryCents: 320000 })
  // → 1/4 × 3 200 × 10 + 1/3 × 3 200 × 2 = 10 133,34 €; L1237-13: 15 jours calendaires de rétractation.
  {
    question:
      "On part sur une rupture conventionnelle avec mon assistant : 12 ans d'ancienneté pile, 3200 € brut par mois. Quel est le minimum d'indemnité à prévoir ? Et après la signature, il a combien de temps pour se rétracter ?",
    sources: [
      '/outils/simulateur/indemnite-rupture-conventionnelle',
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      '/code-du-travail/article/L1237-13',
    ],
    figures: ['10 133,34 €', '15 jours'],
  },
  // why: labour-law computePrecarityIndemnity({ totalGrossCents: 1470000 }) → 10 % = 1 470,00 € (L1243-8).
  {
    question:
      'fin de cdd le 30, pas de cdi derrière. sur tout le contrat il a touché 14 700 € brut au total, ça fait combien la prime de précarité ?',
    sources: [
      '/outils/simulateur/indemnite-precarite',
      '/code-du-travail/article/L1243-8',
      '/outils/fiche/le-contrat-duree-determinee-cdd',
      '/outils/fiche/la-remuneration-du-salarie-en-contrat-duree-determinee',
    ],
    figures: ['1 470,00 €'],
  },
  // why: labour-law computePaidLeaveEntitlement({ workedMonths: 7, sickLeaveMonths: 5 }) → 17,5 + 10 =
  // 27,5, rounded up to 28 jours ouvrables (L3141-3, L3141-5-1, L3141-7).
  {
    question:
      'un de mes gars a été en arrêt maladie (pas un accident du travail) 5 mois sur la période de référence, il a bossé les 7 autres mois. combien de jours de congés payés il a acquis du coup ?',
    sources: [
      '/outils/fiche/les-conges-payes',
      '/code-du-travail/article/L3141-3',
      '/code-du-travail/article/L3141-5-1',
    ],
    figures: ['28 jours ouvrables'],
  },
  // why: L3121-36: absent an agreement, 25 % for the first 8 overtime hours, 50 % beyond; fiche on the
  // contreparties des heures supplémentaires.
  {
    question:
      "salarie a 35h, cette semaine il a fait 45h a cause d'un gros chantier. je dois majorer comment ses heures sup ? on n'a pas d'accord d'entreprise",
    sources: ['/code-du-travail/article/L3121-36', '/outils/fiche/les-heures-supplementaires-contreparties'],
    figures: ['25 %', '50 %'],
  },
  // why: L1226-1: with one year of seniority, the employer owes an indemnité complémentaire to the
  // IJSS; the fiche on l'indemnisation légale des absences pour maladie details it.
  {
    question:
      "Mon employée m'a envoyé un arrêt maladie de 3 semaines. Elle a 2 ans d'ancienneté. Est-ce que je dois compléter ce que lui verse la sécu ou pas ?",
    sources: [
      '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident',
      '/code-du-travail/article/L1226-1',
      '/outils/fiche/les-absences-liees-la-maladie-ou-laccident-non-professionnel',
    ],
  },

  // --- Code du travail articles ---

  // why: L3131-1, repos quotidien of 11 heures consécutives.
  {
    question:
      'c quel article du code du travail pour le repos minimum entre 2 journées de boulot ? mon serveur finit à minuit et je voudrais le faire revenir à 8h',
    sources: ['/code-du-travail/article/L3131-1'],
    figures: ['11 heures'],
  },
  // why: L1225-35, congé de paternité et d'accueil de l'enfant of 25 jours calendaires (32 for multiple births).
  {
    question: "Que prévoit l'article L1225-35 ? Mon salarié va être papa en septembre.",
    sources: ['/code-du-travail/article/L1225-35'],
    figures: ['25 jours'],
  },

  // --- Officer payroll and charges (payroll-calc, 2026 rates, default AT/MP 2,08 %, no mutuelle) ---

  // why: computeOfficerPayslip({ year: 2026, grossCents: 300000, headcount: 0 }).netBeforeTax = 2 374,07 €.
  {
    question:
      'président de sasu, je me verse 3000 € brut par mois en 2026, il me reste combien en net avant impôt ?',
    figures: ['2 374,07 €'],
  },
  // why: computeOfficerPayslip({ year: 2026, grossCents: 250000, headcount: 0 }).employerCost = 3 466,65 €
  // (the same for 0 to 10 staff).
  {
    question:
      "Je suis gérant minoritaire d'une SARL sans salarié. Si je me fixe une rémunération de 2 500 € brut mensuels, quel est le coût total pour la société ?",
    figures: ['3 466,65 €'],
  },
  // why: simulateExactChargesForNet({ regime: 'officer', netBeforeTaxCents: 200000, companySize: 'moins-11', 2026 })
  // → gross 2 527,30 €.
  {
    question:
      'je veux toucher 2000 net par mois comme presidente de ma sas (on est 2 salariés), je dois mettre combien en brut ?',
    figures: ['2 527,30 €'],
  },

  // --- Simulators ---

  // why: computeEmployeePayslip({ year: 2026, grossCents: 220000, status: 'non-cadre' }).netBeforeTax
  // = 1 741,51 € (the same for 0 to 19 staff); the brut-net simulator computes it.
  {
    question: 'salarié non cadre à 2200 brut, ça donne combien en net ? (pas encore de mutuelle)',
    figures: ['1 741,51 €'],
  },
  // why: computeDismissalProcedure({ motive: 'personal', startDate: '2026-06-02' }) → entretien au plus
  // tôt le mardi 9 juin 2026, lettre de licenciement au plus tôt le vendredi 12 juin 2026 (L1232-2, L1232-6).
  {
    question:
      "j'ai remis en main propre la convocation à l'entretien préalable le mardi 2 juin 2026. Quelle est la première date possible pour l'entretien, et à partir de quand je peux envoyer la lettre de licenciement ?",
    sources: [
      '/outils/simulateur/procedure-licenciement',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
      '/code-du-travail/article/L1232-2',
    ],
    figures: ['9 juin', '12 juin'],
  },
  // why: the social-charges simulator (/simulators/charges-sociales), listed in /simulators.
  {
    question:
      "vous avez un outil pour estimer rapidement les charges patronales et salariales d'un salaire brut ?",
    sources: ['/simulators/charges-sociales', '/simulators'],
  },

  // --- Blog subjects ---

  // why: blog post on why a président de SAS has no unemployment insurance and how to protect oneself.
  {
    question: "si ma sas coule est-ce que j'aurai le chomage en tant que president ?",
    sources: ['/blog/president-sas-assurance-chomage'],
  },
  // why: 150 × SMIC horaire au 1er janvier per quarter: 7 212 € brut in 2026 for 4 trimestres; said in
  // the post on valider ses trimestres and repeated in these posts.
  {
    question:
      "Quel est le minimum de salaire à me verser sur l'année 2026 pour valider mes 4 trimestres de retraite ? Je suis président de SASU et je préfère me payer en dividendes le reste.",
    sources: [
      '/blog/valider-trimestres-retraite-dirigeant',
      '/blog/retraite-president-sas',
      '/blog/premier-salaire-creation-sasu',
      '/blog/salaire-ou-dividendes-sasu',
      '/blog/remuneration-president-sasu',
    ],
    figures: ['7 212 €'],
  },
  // why: PFU raised from 30 % to 31,4 % for dividends paid from 1 January 2026 (LFSS 2026).
  {
    question: 'flat tax sur les dividendes en 2026 c toujours 30% ?',
    sources: [
      '/blog/dividendes-sas-flat-tax',
      '/blog/salaire-ou-dividendes-sasu',
      '/blog/changements-paie-2026',
    ],
    figures: ['31,4 %'],
  },

  // --- Our product ---

  // why: Complète 19 € HT a month, annual plan 12 months at −15 % = 193,80 € HT (plans.ts; /#tarifs,
  // /tarifs-details and the CGV list it).
  {
    question: "combien coute la formule complete si je prends à l'année ?",
    sources: ['/#tarifs', '/tarifs-details', '/cgv'],
    figures: ['193,80 €'],
  },
  // why: the comparison of the plans: Complète adds priority support, coaching, training, journal de
  // paie, charges analysis, activity log.
  {
    question:
      'Quelle différence entre Essentielle et Complète concrètement ? ça vaut le coup de payer 10 balles de plus ?',
    sources: ['/tarifs-details', '/#tarifs'],
  },
  // why: FAQ and CGU: 14 days' trial, no card asked, Essentielle in demo mode.
  {
    question: "pour tester votre logiciel je dois donner ma carte bleue ? l'essai dure combien de temps ?",
    sources: ['/#faq', '/cgu', '/souscription'],
    figures: ['14 jours'],
  },
  // why: FAQ and CGV: cancellation online, 1 mois before the term for the annual plan (15 days monthly).
  {
    question:
      "J'ai pris l'abonnement annuel il y a 4 mois, je veux arrêter. Comment je résilie et y a-t-il un préavis ?",
    sources: ['/#faq', '/cgv'],
    figures: ['1 mois'],
  },
  // why: FAQ « Qui s'occupe de la DSN ? »: prepared and checked in Essentielle and Complète, the file
  // deposited by the user on net-entreprises.fr; the DSN blog post says the same.
  {
    question: "est ce que c'est vous qui envoyez la DSN chaque mois à ma place ?",
    sources: ['/#faq', '/tarifs-details', '/blog/dsn-sasu-sans-salarie'],
  },
  // why: the contact section: quote requests answered within 24 heures ouvrées (also in the FAQ).
  {
    question:
      'Bonjour, on est 3 associés dirigeants et on voudrait un devis avec reprise de nos anciens bulletins. Je vous contacte comment et vous répondez sous combien de temps ?',
    sources: ['/#contact', '/#faq'],
    figures: ['24 heures'],
  },

  // --- Letter templates ---

  // why: the template « Convocation à un entretien préalable au licenciement (motif personnel) ».
  {
    question: 'modele de lettre pour convoquer un salarie a un entretien prealable avant licenciement svp',
    sources: ['/outils/modele/convocation-entretien-prealable-licenciement'],
  },
  // why: the template « Mise en demeure de justifier une absence et de reprendre le poste ».
  {
    question:
      'Mon employé ne vient plus depuis 10 jours sans rien dire, pas de nouvelles. Vous avez un courrier type pour le mettre en demeure de revenir ?',
    sources: ['/outils/modele/mise-en-demeure-abandon-de-poste'],
  },
  // why: the template « Reçu pour solde de tout compte ».
  {
    question:
      'il me faut le document du solde de tout compte à faire signer au salarié qui part, vous avez ça ?',
    sources: ['/outils/modele/recu-pour-solde-de-tout-compte'],
  },

  // --- Collective agreements (table collective_agreement) ---

  // why: IDCC 2596, Coiffure et professions connexes.
  {
    question: "j'ouvre un salon de coiffure, c'est quoi le numéro idcc de la convention ?",
    figures: ['2596'],
  },
  // why: IDCC 1996, Pharmacie d'officine.
  { question: "convention collective pharmacie d'officine idcc ?", figures: ['1996'] },
  // why: IDCC 3127, Entreprises de services à la personne.
  {
    question:
      'Sur la fiche de paie de ma nouvelle recrue il y a IDCC 3127, ça correspond à quelle convention ?',
    figures: ['services à la personne'],
  },

  // --- Unknown: nothing held on these ---

  // why: individual income-tax return for furnished rentals: no page on it.
  { question: "comment je declare mes revenus LMNP sur ma declaration d'impot perso ?", unknown: true },
  // why: VAT reverse charge on an intra-EU invoice: no page on VAT invoicing.
  {
    question:
      "Je facture un client en Allemagne, je dois mettre la TVA ou c'est de l'autoliquidation ? quelle mention sur la facture ?",
    unknown: true,
  },
  // why: trademark filing at the INPI: nothing held.
  { question: "combien ça coûte de déposer le nom de ma société comme marque à l'INPI ?", unknown: true },
  // why: another vendor's accounting software: nothing held.
  {
    question:
      'mon export quickbooks vers mon expert comptable plante à chaque fois, vous savez comment régler ça ?',
    unknown: true,
  },
];
