import type { BenchQuestion } from './questions.ts';

/**
 * Kept-aside questions, set 21: the office manager of a 12-person IT services SAS (Syntec, IDCC 1486)
 * who also prepares the président's pay.
 */
export const heldOutQuestions21: readonly BenchQuestion[] = [
  // --- Figures ---
  // why: computeConventionalTerminationIndemnity({ seniorityYears: 76/12, referenceSalaryCents: 320000 }) → 506 667 (L1237-13, R1234-2: 1/4 × 3 200 € × 6 ans 4 mois, rounded up)
  {
    question:
      'Bonjour, on part sur une rupture conventionnelle avec un de nos développeurs. Il aura 6 ans et 4 mois d ancienneté à la date de fin qu on a fixée, salaire de référence 3200 € brut. Quel est le minimum légal de l indemnité spécifique ? (je regarderai la Syntec après)',
    figures: ['5 066,67 €'],
  },
  // why: computeDismissalProcedure({ motive: 'personal', startDate: '2026-05-05' }) → interview from 2026-05-13 (L1232-2: 5 jours ouvrables, 8 mai férié et dimanche 10 exclus)
  {
    question:
      'convocation a entretien prealable presentee par la poste le mardi 5 mai 2026, a partir de quel jour je peux fixer l entretien ?? avec le 8 mai je suis perdue',
    figures: ['13 mai'],
  },
  // why: computeDismissalIndemnity({ seniorityYears: 147/12, referenceSalaryCents: 360000, seniorityMonthsAtNotification: 145 }) → 1 170 000 (R1234-2: 1/4 × 3 600 × 10 + 1/3 × 3 600 × 2 ans 3 mois)
  {
    question:
      "Licenciement pour motif personnel d'une cheffe de projet : 12 ans et 3 mois d'ancienneté à la fin du préavis, salaire de référence 3 600 € bruts, pas de faute grave. Combien fait l'indemnité légale de licenciement (le minimum du Code du travail, pas la convention) ?",
    figures: ['11 700,00 €'],
  },
  // why: computePaidLeaveEntitlement({ workedMonths: 7 }) → 17,5 rounded up to 18 jours ouvrables (L3141-3, L3141-7), période 1er juin–31 mai
  {
    question:
      'Une salariée est arrivée chez nous le 1er novembre 2025, elle a travaillé sans absence jusqu au 31 mai 2026. Elle a acquis combien de jours de congés payés sur la période ?',
    figures: ['18 jours ouvrables'],
  },
  // why: computeOvertimePremium({ weeklyHours: 42, hourlyRateCents: 2250 }) → 7 h at 25 % = 19 688 cents (L3121-36)
  {
    question:
      "un technicien a fait 42h la semaine derniere (il est a 35h), taux horaire 22,50€ brut. pas d'accord d'entreprise sur les heures sup. Ca fait combien a payer pour ces heures, majoration comprise ?",
    figures: ['196,88 €'],
  },
  // why: computeMaternityLeave({ childrenAlready: 2, expected: 1 }) → 8 + 18 = 26 semaines (L1225-19)
  {
    question:
      'Notre assistante commerciale est enceinte de son 3e enfant (elle en a déjà deux à charge). Son congé maternité durera combien de temps au total ?',
    figures: ['26 semaines'],
  },
  // why: computePaternityLeave({ multipleBirth: true }) → 32 jours calendaires (L1225-35)
  {
    question: 'conge paternite si jumeaux c combien de jours ?',
    figures: ['32 jours'],
  },
  // why: computeSickPayComplement({ seniorityMonths: 86 }) → 40 jours à 90 % puis 40 jours aux deux tiers (D1226-1, D1226-2)
  {
    question:
      "Arrêt maladie d'un salarié qui a 7 ans et 2 mois d'ancienneté. D'après le Code du travail (hors convention), pendant combien de jours l'employeur doit maintenir 90 % du salaire en complément des IJSS ?",
    figures: ['40 jours'],
  },
  // why: WORKING_TIME_LIMITS day-rate-days → 218 jours (L3121-64)
  {
    question:
      'On veut passer nos consultants seniors au forfait jours. Il y a un plafond de jours travaillés dans l’année ?',
    figures: ['218 jours'],
  },
  // why: computeOfficerPayslip({ year: 2026, month: 4, grossCents: 600000, headcount: 12 }) → netBeforeTax 476 349
  {
    question:
      'Je prépare la paie de notre président (SAS, 12 salariés). Il veut passer à 6 000 € brut par mois en 2026, sans mutuelle ni prévoyance payée par la société. Ça lui fait combien de net avant impôt ?',
    figures: ['4 763,49 €'],
  },
  // why: computeOfficerPayslip({ year: 2026, month: 4, grossCents: 420000, headcount: 12, pasRatePercent: 9.1 }) → netPaid 300 712 (net avant impôt 3 320,14 €, PAS 313,02 €)
  {
    question:
      'president de sas, 4200 brut mensuel en 2026, taux de prelevement a la source 9,1 %, pas de mutuelle ni prevoyance. il touche combien sur son compte a la fin ?',
    figures: ['3 007,12 €'],
  },
  // why: computeDividendsFlatTax(2026, 2500000) → net 1 715 000 (PFU 31,4 %: 18,6 % + 12,8 %)
  {
    question:
      "Si la SAS verse 25 000 € de dividendes à notre président en 2026 et qu'il reste au prélèvement forfaitaire unique (pas d'option pour le barème), il lui reste combien net ?",
    figures: ['17 150,00 €'],
  },

  // --- Sources ---
  // why: resignation notice is set by the agreement (L1237-1): agreement search for IDCC 1486, the simulator, the sheet
  {
    question:
      'Un de nos ingénieurs (cadre) vient de démissionner. On est en Syntec, IDCC 1486. Il doit faire combien de préavis ?',
    sources: [
      '/outils/conventions-collectives',
      '/outils/simulateur/preavis-demission',
      '/outils/fiche/la-demission',
    ],
  },
  // why: fiche la-demission (no form required, clear and unequivocal), modèle lettre de démission, L1237-1
  {
    question:
      "un salarié m'a dit à l'oral qu'il démissionnait, puis par sms... est ce que c'est valable ou il faut une lettre ? vous avez un modèle a lui donner ?",
    sources: ['/outils/fiche/la-demission', '/outils/modele/demission', '/code-du-travail/article/L1237-1'],
  },
  // why: fiche rupture conventionnelle, modèle de convocation à l'entretien, L1237-12 (entretiens, assistance)
  {
    question:
      "Rupture conventionnelle : comment ça se passe concrètement ? Il faut convoquer la personne à un entretien ? Le salarié peut venir accompagné ? C'est la première fois que je gère ça",
    sources: [
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      '/outils/modele/convocation-entretien-rupture-conventionnelle',
      '/code-du-travail/article/L1237-12',
    ],
  },
  // why: modèle convocation entretien préalable (motif personnel), fiche procédure motif personnel, simulateur procédure
  {
    question: 'modele de lettre de convocation a entretien prealable au licenciement svp',
    sources: [
      '/outils/modele/convocation-entretien-prealable-licenciement',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
      '/outils/simulateur/procedure-licenciement',
    ],
  },
  // why: L1232-4 (assistance, conseiller du salarié when no staff representatives), fiche conseiller du salarié
  {
    question:
      "On n'a pas de CSE (PV de carence l'an dernier). Pour l'entretien préalable, la salariée peut se faire assister par qui ? Quelqu'un de l'extérieur ?",
    sources: [
      '/outils/fiche/le-conseiller-du-salarie',
      '/code-du-travail/article/L1232-4',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
    ],
  },
  // why: fiche les-conges-payes (période de prise, ordre des départs), L3141-16, L3141-15
  {
    question:
      "Est-ce que je peux imposer les dates de congés d'été à l'équipe ? Tout le monde veut août et on a des clients à tenir. Qui fixe l'ordre des départs ?",
    sources: [
      '/outils/fiche/les-conges-payes',
      '/code-du-travail/article/L3141-16',
      '/code-du-travail/article/L3141-15',
    ],
  },
  // why: aménagement du temps de travail sur une période supérieure à la semaine (JRTT), L3121-44, fiche durée légale
  {
    question:
      'Nos non-cadres sont à 37h par semaine et on leur donne des RTT. C’est quoi la règle exactement, il faut un accord pour ça ?',
    sources: [
      '/outils/fiche/lamenagement-du-temps-de-travail',
      '/code-du-travail/article/L3121-44',
      '/outils/fiche/la-duree-legale-du-travail',
    ],
  },
  // why: fiche les-conventions-de-forfait, L3121-64 (contenu de l'accord), L3121-65 (à défaut de stipulations: suivi, entretien)
  {
    question:
      "forfait jours: qu'est-ce qu'il faut mettre dans la convention individuelle, et est-ce qu'on doit faire un entretien chaque année sur la charge de travail ?",
    sources: [
      '/outils/fiche/les-conventions-de-forfait',
      '/code-du-travail/article/L3121-64',
      '/code-du-travail/article/L3121-65',
    ],
  },
  // why: L1222-9 (mise en place par accord, charte ou accord des parties; refus motivé), L1222-10 (obligations de l'employeur)
  {
    question:
      "Plusieurs salariés demandent 2 jours de télétravail par semaine. On n'a ni accord ni charte. Comment on formalise ça, un avenant ? Et on a le droit de refuser à certains ?",
    sources: ['/code-du-travail/article/L1222-9', '/code-du-travail/article/L1222-10'],
  },
  // why: fiche indemnisation légale des absences pour maladie (IJSS, complément, 48 h), fiche absences maladie, L1226-1
  {
    question:
      "Une salariée est en arrêt maladie depuis lundi. Qu'est-ce que je dois faire de mon côté, l'attestation de salaire pour les IJ, le complément employeur... et elle doit m'envoyer l'arrêt sous combien de temps ?",
    sources: [
      '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident',
      '/outils/fiche/les-absences-liees-la-maladie-ou-laccident-non-professionnel',
      '/code-du-travail/article/L1226-1',
    ],
  },
  // why: fiche garanties liées à la maternité (protection contre le licenciement), L1225-4, fiche congé de maternité
  {
    question:
      'Une consultante nous annonce sa grossesse alors qu on avait commencé à parler d une fin de collaboration. Est-ce qu on peut encore la licencier pendant la grossesse ou le congé mat ?',
    sources: [
      '/outils/fiche/les-garanties-liees-la-maternite-ou-ladoption',
      '/code-du-travail/article/L1225-4',
      '/outils/fiche/le-conge-de-maternite',
    ],
  },
  // why: blog président et assurance chômage, blog cotisations de l'assimilé salarié
  {
    question:
      "Pourquoi il n'y a pas de ligne chômage sur le bulletin de notre président alors que les salariés en ont une ? C'est normal ou on a oublié un truc ?",
    sources: ['/blog/president-sas-assurance-chomage', '/blog/cotisations-assimile-salarie'],
  },
  // why: blog salaire ou dividendes (comparaison 2026), blog dividendes flat tax
  {
    question:
      "Notre président hésite pour l'an prochain : baisser sa rémunération et se verser plus de dividendes. Le comptable dit que c'est plus rentable mais qu'il perd des droits. Vous avez quelque chose qui compare les deux ?",
    sources: ['/blog/salaire-ou-dividendes-sasu', '/blog/dividendes-sas-flat-tax'],
  },
  // why: blog mutuelle et prévoyance du dirigeant (no legal obligation for the officer, possible affiliation)
  {
    question:
      'le president est il obligé d adherer a la mutuelle d entreprise comme les salaries ? et la prevoyance ?',
    sources: ['/blog/mutuelle-prevoyance-dirigeant'],
  },
  // why: fiche obligations de l'employeur lors de l'embauche (DPAE, registre, visite), fiche registre unique du personnel, L1221-10
  {
    question:
      "On recrute 2 personnes le mois prochain. Check-list côté admin : DPAE (c'est avant l'embauche ?), registre du personnel, visite médicale... j'oublie quelque chose ?",
    sources: [
      '/outils/fiche/les-obligations-de-lemployeur-lors-de-lembauche',
      '/outils/fiche/le-registre-unique-du-personnel',
      '/code-du-travail/article/L1221-10',
    ],
  },
  // why: plans.ts (Essentielle vs Complète lists, comparison table)
  {
    question:
      'On fait la paie de 11 salariés + le président. Quelle différence entre Essentielle et Complète chez vous, concrètement qu est ce que j ai en plus avec Complète ?',
    sources: ['/tarifs-details', '/#tarifs'],
  },
  // why: FEATURES.officialExports in Essentielle and Complète (tarifs-details), FAQ « Êtes-vous expert-comptable ? »
  {
    question:
      'Notre expert comptable veut récupérer les écritures de paie chaque mois. Est ce que Dirigeo fait des exports pour la compta et c est dans quelle formule ?',
    sources: ['/tarifs-details', '/#faq', '/#tarifs'],
  },
  // why: twoFactor in every plan (tarifs-details, Sécurité), FAQ « Dirigeo est-il sécurisé ? », privacy policy
  {
    question:
      'Est-ce qu’on peut activer une double authentification sur le compte ? on a des NIR et des salaires dedans, ça me rassurerait',
    sources: ['/tarifs-details', '/#faq', '/politique-de-confidentialite'],
  },
  // why: FAQ « Puis-je changer de formule ou résilier en ligne ? », CGV (préavis)
  {
    question:
      'si on arrete dirigeo en cours d annee (on est en mensuel), comment je resilie et est ce qu il y a un delai ?',
    sources: ['/#faq', '/cgv'],
  },

  // --- Unknown ---
  // why: Belgian labour law, nothing we hold
  {
    question:
      'On ouvre un petit bureau à Bruxelles avec un salarié belge. S’il démissionne, quel préavis selon le droit belge ?',
    unknown: true,
  },
  // why: VAT on services to a Swiss client, far from payroll
  {
    question: 'facture de prestation de dev pour un client suisse : on met de la TVA ou pas ?',
    unknown: true,
  },
  // why: prices of other payroll software
  {
    question:
      'Avant de signer je voudrais comparer : vous êtes moins cher que PayFit ou Silae pour 12 bulletins par mois ? Ils facturent combien eux ?',
    unknown: true,
  },
  // why: crédit d'impôt recherche, tax advice far from payroll
  {
    question:
      "Nos devs travaillent sur un produit interne, est ce qu'on peut déclarer leurs salaires au crédit d'impôt recherche et ça rapporte combien ?",
    unknown: true,
  },
  // why: CFE (local business tax), nothing we hold
  {
    question: 'combien on va payer de CFE cette année pour nos locaux a Nantes ?',
    unknown: true,
  },
];
