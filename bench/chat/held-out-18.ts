import type { BenchQuestion } from './questions.ts';

/**
 * Kept-aside questions, set 18: the owner of a small artisan business (bakery or garage, SARL, 2 to 6
 * employees) asking about day-to-day employment, a few about the product, and some nothing we hold answers.
 */
export const heldOutQuestions18: readonly BenchQuestion[] = [
  // Working time and overtime
  // computeOvertimePremium({ weeklyHours: 45, hourlyRateCents: 1320 }): 8 h × 1,25 + 2 h × 1,5 = 171,60 €
  {
    question:
      "Bonjour, j'ai un garage a Vierzon, mon mecano Julien a fait 45h la semaine derniere (gros rush avant les vacances). Il est a 13,20 € brut de l'heure. On a aucun accord d'entreprise, je veux juste appliquer le minimum legal : ça me fait combien en tout pour ses heures sup ?",
    figures: ['171,60 €'],
  },
  // D3121-24 and the sheet « Les heures supplémentaires : définition et limites »: 220 heures without an agreement
  {
    question: 'y a til un plafond d heures sup par an et par salarié si ya pas d accord ?',
    figures: ['220 heures'],
  },
  // computeOvertimePremium({ weeklyHours: 26, contractWeeklyHours: 24 }): 2 h within the tenth (2,4 h), L3123-29
  {
    question:
      'Ma vendeuse est en contrat 24h/semaine. Pendant les fêtes elle a fait 26h une semaine. Ces 2 heures en plus, je les majore de combien ?',
    figures: ['10 %'],
  },

  // Sundays and public holidays
  // L3133-6 and the sheet on public holidays: the 1st of May worked is paid twice
  {
    question:
      "On ouvre la boulangerie le 1er mai comme chaque année, mes 2 vendeuses bossent le matin. Est ce que je dois les payer plus que d'habitude ce jour la ??",
    sources: ['/outils/fiche/les-jours-feries-et-les-ponts', '/code-du-travail/article/L3133-6'],
  },
  // Sunday work in a bakery: the ministry's sheet, L3132-12 (permanent derogation) or L3132-13 (food retail until 13 h)
  {
    question:
      "Est-ce que j'ai le droit de faire travailler mon personnel le dimanche matin dans ma boulangerie-patisserie ou il faut demander une autorisation a la mairie/prefecture ?",
    sources: [
      '/outils/fiche/le-travail-du-dimanche',
      '/code-du-travail/article/L3132-12',
      '/code-du-travail/article/L3132-13',
    ],
  },
  // L3133-3: no loss of pay for a public holiday off from 3 months of seniority
  {
    question:
      "J'ai embauché Chloé il y a 6 semaines. Le lundi de Pâques on ferme, elle devait normalement travailler ce jour là. Je suis obligé de lui payer la journée ou pas vu qu'elle vient d'arriver ? C'est quoi l'ancienneté minimum ?",
    figures: ['3 mois'],
  },

  // Paid leave
  // computePaidLeaveEntitlement({ workedMonths: 7 }): 17,5 rounded up to 18 (L3141-3, L3141-7)
  {
    question:
      'mon commis est rentré le 1er novembre, au 31 mai combien il aura acquis de jours de congés payés ?',
    figures: ['18 jours ouvrables'],
  },
  // computePaidLeaveEntitlement({ workedMonths: 8, sickLeaveMonths: 4 }): 20 + 8 = 28 (L3141-5-1)
  {
    question:
      "Question congés : mon carrossier a été en arrêt maladie (pas un accident du travail) pendant 4 mois sur la période juin-mai, et il a travaillé les 8 autres mois. On m'a dit que maintenant l'arrêt maladie donne quand même des congés, du coup il a droit à combien de jours au total ?",
    figures: ['28 jours ouvrables'],
  },

  // Sick leave and accidents at work
  // The sheet « Que faire à la suite d'un accident du travail ? »: declared to the CPAM within 48 heures
  {
    question:
      "Urgent mon apprenti s'est brulé avec la plaque du four ce matin, il est parti aux urgences. J'ai combien de temps pour faire la déclaration d'accident du travail ?",
    figures: ['48 heures'],
  },
  // computeSickPayComplement({ seniorityMonths: 36 }): 30 days at 90 %, then 30 days at two thirds, from the 8th day
  {
    question:
      "Bonjour. Une de mes vendeuses, 3 ans de maison, est en arrêt maladie pour 5 semaines. La sécu lui verse des indemnités journalières mais est-ce que moi, en tant qu'employeur, je dois compléter son salaire ? A quel pourcentage et pendant combien de temps (je parle du minimum de la loi) ?",
    figures: ['90 %', '30 jours'],
  },
  // R4624-31: a return-to-work examination after at least 30 days off for a work accident
  {
    question:
      "Mon mecanicien revient d'un arret pour accident du travail (3 semaines et demi). Faut-il lui faire passer une visite de reprise à la médecine du travail ? à partir de combien de jours d'arrêt c'est obligatoire pour un AT ?",
    figures: ['30 jours'],
  },

  // Apprentices
  // computeApprenticeMinimumPay({ age: 17, contractYear: 1 }): 27 % of the SMIC (D6222-26)
  {
    question:
      "Je prends un apprenti en CAP boulanger à la rentrée, il a 17 ans. C'est quoi le salaire minimum en 1ère année, en pourcentage du smic ?",
    figures: ['27 %'],
  },
  // The sheet on under-18s' working time: bakery night work may be authorised from 4 heures at the earliest
  {
    question:
      "mon apprenti a 16 ans, moi je commence le fournil à 3h30. il peut venir à partir de quelle heure le matin au plus tôt ? je crois qu'il y a une dérogation pour la boulange",
    figures: ['4 heures'],
  },
  // The sheet on the employers' apprenticeship aid: aide unique up to 5 000 € (under 250 employees, level 3 or 4)
  {
    question:
      "Combien je touche d'aide de l'état si j'embauche un apprenti en CAP maintenance des véhicules, contrat signé en septembre 2026 ? Mon garage a 4 salariés.",
    figures: ['5 000 €'],
  },

  // Pay slip lines
  // Blog « Le bulletin de paie clarifié » and the 2026 rates: CSG non déductible 2,4 %, CRDS 0,5 %
  {
    question:
      'Sur les fiches de paie de mes gars il y a une ligne "CSG/CRDS non déductible de l\'impôt sur le revenu", c\'est quels taux exactement ?',
    figures: ['2,4 %', '0,5 %'],
  },
  // The blog article on the montant net social
  {
    question:
      "C'est quoi le « montant net social » en bas du bulletin ? Ma salariée me demande pourquoi c'est pas le même que le net payé, elle en a besoin pour la CAF",
    sources: ['/blog/montant-net-social', '/blog/bulletin-de-paie-clarifie'],
  },
  // The blog article on the AT/MP rate
  {
    question:
      "La cotisation accident du travail sur mes bulletins, le taux il vient d'ou ? Comment je sais quel taux AT/MP s'applique à mon garage et où je le trouve ?",
    sources: ['/blog/taux-at-mp'],
  },

  // Warnings and dismissals
  // The warning letter model (and the sheet on disciplinary sanctions)
  {
    question:
      'Mon vendeur arrive en retard quasiment tous les jours depuis un mois. Je voudrais lui faire un avertissement écrit, vous auriez un modèle de lettre ?',
    sources: ['/outils/modele/avertissement', '/outils/fiche/la-sanction-disciplinaire'],
  },
  // L1332-4 (computeDisciplinaryDeadlines): a fact may not be sanctioned on its own more than 2 mois after it is known
  {
    question:
      "J'ai découvert mi-janvier que mon employé se servait dans la caisse, j'ai rien dit sur le moment. Là on est fin avril, est-ce que je peux encore le sanctionner pour ça ? Il y a un délai ?",
    figures: ['2 mois'],
  },
  // computeDismissalIndemnity({ seniorityYears: 7.5, referenceSalaryCents: 218000 }): 1/4 × 2 180 × 7,5 = 4 087,50 €
  {
    question:
      "Je vais devoir licencier un de mes mécaniciens (pas de faute grave). Il a 7 ans et demi d'ancienneté et son salaire de référence est de 2 180 € brut. Ça fait combien d'indemnité légale de licenciement minimum ?",
    figures: ['4 087,50 €'],
  },

  // Resignations
  // The sheet on resignation, the resignation-notice calculator, L1237-1
  {
    question:
      "Ma pâtissière m'a annoncé hier de vive voix qu'elle démissionnait, sans lettre. c'est valable une démission à l'oral ? et elle doit faire un préavis ?",
    sources: [
      '/outils/fiche/la-demission',
      '/outils/simulateur/preavis-demission',
      '/code-du-travail/article/L1237-1',
    ],
  },
  // L1237-1-1, R1237-13: the formal notice leaves at least 15 jours before the presumed resignation
  {
    question:
      'un de mes salariés ne vient plus depuis 10 jours et ne répond pas au tel. je peux le considérer comme démissionnaire ? je dois lui laisser combien de temps minimum dans la mise en demeure ?',
    figures: ['15 jours'],
  },

  // End of contracts
  // computePrecarityIndemnity({ totalGrossCents: 1123460 }): 10 % = 1 123,46 €
  {
    question:
      "CDD de 6 mois pour un surcroît d'activité qui se termine fin du mois, ma vendeuse a touché en tout 11 234,60 € brut sur le contrat. Je lui dois combien de prime de précarité ?",
    figures: ['1 123,46 €'],
  },
  // The sheet on the documents handed over at the end of the contract, and the matching letter models
  {
    question:
      "Mon apprenti termine son contrat en juin et ne reste pas chez nous. Qu'est-ce que je dois lui remettre comme papiers le dernier jour ? certificat de travail, solde de tout compte, autre chose ?",
    sources: [
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
      '/outils/modele/certificat-de-travail',
      '/outils/modele/recu-pour-solde-de-tout-compte',
    ],
  },
  // L1234-20: the receipt for the final settlement may be challenged within 6 mois of its signature
  {
    question:
      "Il a signé le reçu pour solde de tout compte en partant, est-ce qu'il peut encore le contester après ? pendant combien de temps ?",
    figures: ['6 mois'],
  },

  // The collective agreement of the trade
  // collective_agreement: IDCC 1090, Services de l'automobile
  {
    question: 'c koi le numero idcc de la convention collective des garages / services de l automobile svp',
    figures: ['1090'],
  },
  // The collective agreements search
  {
    question:
      "Je reprends une boulangerie artisanale à Quimper avec 3 salariés, comment je sais quelle convention collective s'applique et où je peux la consulter ?",
    sources: ['/outils/conventions-collectives'],
  },

  // The product
  // FAQ « gérant majoritaire » (the spouse's shares count: 50 + 20 % makes a majority manager, TNS), eligibility test
  {
    question:
      "Je suis gérant de ma SARL (garage), j'ai 50 % des parts et ma femme en a 20 %. Est-ce que je peux utiliser Dirigeo pour faire mon bulletin de salaire ?",
    sources: ['/#faq', '/eligibilite', '/blog/gerant-minoritaire-sarl'],
  },
  // FAQ « Faites-vous aussi les bulletins de mes salariés ? » and the plans' comparison
  {
    question:
      'Est-ce que votre logiciel fait aussi les fiches de paie de mes 5 employés (vendeuses + boulanger) ou seulement celle du gérant ? c dans quelle formule ?',
    sources: ['/#faq', '/tarifs-details'],
  },
  // plans.ts: Complète 19 € HT a month, annual = 19 × 12 × 0,85 = 193,80 € HT
  {
    question: "La formule Complète payée à l'année, ça revient à combien HT ?",
    figures: ['193,80 €'],
  },
  // legal.ts freeTrial.days: 14
  {
    question:
      "bonjour, avant de m'engager je voudrais tester. L'essai gratuit dure combien de temps et faut-il donner sa carte bleue ?",
    figures: ['14 jours'],
  },

  // Nothing we hold answers these
  // Belgian law
  {
    question:
      "J'ouvre une deuxième boulangerie à Mons en Belgique l'an prochain. Là-bas le préavis de licenciement d'un ouvrier c'est combien de semaines ?",
    unknown: true,
  },
  // VAT on car repairs: tax, not payroll
  {
    question:
      "Quel taux de TVA je dois appliquer sur les pièces détachées et la main d'oeuvre quand je répare une voiture ?",
    unknown: true,
  },
  // A private fact: the business's own URSSAF account
  {
    question:
      "Est-ce que l'Urssaf a bien reçu mon paiement de mars ? J'ai un doute sur le prélèvement, vous pouvez vérifier mon compte cotisant ?",
    unknown: true,
  },
  // Luxembourg's minimum wage
  {
    question: "Un de mes mécanos veut partir bosser au Luxembourg, c'est combien le salaire minimum là bas ?",
    unknown: true,
  },
  // Business insurance premiums
  {
    question:
      'Combien coûte en moyenne une assurance multirisque professionnelle pour une boulangerie de 80 m² ? je trouve la mienne hors de prix',
    unknown: true,
  },
];
