import type { BenchQuestion } from './questions.ts';

/**
 * Kept-aside questions, set 19: a freelance developer who has just become président of a SASU, and
 * the accountant friend who helps them. Figures computed with @dirigeo/payroll-calc and
 * @dirigeo/labour-law (2026 rates, default AT/MP, no mutuelle) or read in the DB / site-content.
 */
export const heldOutQuestions19: readonly BenchQuestion[] = [
  // --- The officer's own pay (figures: computeOfficerPayslip 2026, headcount 0, AT/MP 2,08 %, no mutuelle)
  // 2 800 € gross: net before tax 2 215,80 €, employer cost 3 882,65 €
  {
    question:
      "Salut ! je suis dev freelance depuis 6 ans, je viens de passer en SASU (Rennes). Si je me met 2800 brut par mois en 2026, il me reste combien en net et ca coute combien au total a la boite ? pas de mutuelle pour l'instant",
    figures: ['2 215,80 €', '3 882,65 €'],
  },
  // net before tax 2 500 € sought: smallest gross 3 159,13 € (simulateExactChargesForNet, officer, 2026)
  {
    question:
      'je veux toucher 2500 € net avant impot chaque mois comme président de sasu, ca fait combien de brut a mettre dans la décision ?',
    figures: ['3 159,13 €'],
  },
  // 4 500 € gross: employer contributions 1 748,97 €, net before tax 3 560,70 €
  {
    question:
      "Bonjour, je suis expert-comptable et j'accompagne un ami président de SASU sans salarié. Pour 4 500 € bruts mensuels en 2026, taux AT/MP moyen, sans prévoyance ni mutuelle : pouvez-vous me donner le total des cotisations patronales et le net avant impôt ?",
    figures: ['1 748,97 €', '3 560,70 €'],
  },
  // 3 200 € gross, PAS 7,5 % on net taxable 2 623,52 € = 196,76 €; net paid 2 335,58 €
  {
    question:
      'president sasu 3200 brut/mois, mon taux de prelevement a la source est de 7,5%. Combien arrive vraiment sur mon compte perso apres impot ?',
    figures: ['2 335,58 €'],
  },

  // --- Salary vs dividends
  // computeDividendsFlatTax(2026, 10 000 €): flat tax 31,4 %, 6 860 € kept
  {
    question:
      "Ma comptable (une copine) me dit de me verser 10 000 € de dividendes cette année plutôt qu'une prime. Avec la flat tax 2026 il me reste combien sur ces 10k ? et c'est quoi le taux global maintenant ?",
    figures: ['31,4 %', '6 860'],
  },
  // the blog comparing salary and dividends for a SASU
  {
    question:
      "Question bête mais : vaut mieux que je me paie en salaire ou que je prenne tout en dividendes à la fin de l'année ? Je facture environ 8k/mois en régie chez un client, je suis seul dans la SASU, j'ai 34 ans et je m'en fiche un peu de la retraite pour l'instant mais pas des arrêts maladie",
    sources: ['/blog/salaire-ou-dividendes-sasu', '/blog/dividendes-sas-flat-tax'],
  },

  // --- Social protection
  // a président who is the sole shareholder cannot hold an employment contract: the unemployment article
  {
    question:
      'est ce que je peux me faire un CDI dans ma propre SASU (je suis associé unique) pour cotiser au chomage et avoir le pole emploi si ca tourne mal ??',
    sources: ['/blog/president-sas-assurance-chomage', '/blog/directeur-general-sas-statut'],
  },
  // ATI: 26,30 € a day for 182 days (blog president-sas-assurance-chomage, D5424-74/75)
  {
    question:
      "Scénario catastrophe : mon gros client arrête la mission, la SASU part en liquidation judiciaire dans 3 ans. J'ai lu qu'il existe une allocation pour les indépendants, l'ATI, même pour un président de SAS. Elle fait combien par jour et pendant combien de temps ?",
    figures: ['26,30 €', '182 jours'],
  },
  // 4 quarters in 2026: 4 × 150 × 12,02 € = 7 212 € (blogs retraite / remuneration-president-sasu)
  {
    question:
      "c koi le minimum de salaire brut sur l'annee 2026 pr valider mes 4 trimestres de retraite en sasu ?",
    figures: ['7 212 €'],
  },
  // how the Agirc-Arrco points of a président are built: the retirement article
  {
    question:
      'Je cotise à la retraite complémentaire comme un cadre en tant que président ? Comment sont calculés mes points Agirc-Arrco, et est ce que les dividendes en donnent ?',
    sources: ['/blog/retraite-president-sas', '/blog/valider-trimestres-retraite-dirigeant'],
  },
  // sick leave of an officer, no employer pay maintenance, prévoyance: the mutuelle/prévoyance article
  {
    question:
      "Je pars au ski en février et j'ai peur de me péter un genou. Si je suis en arrêt 2 mois, en tant que président de SASU je suis indemnisé comment ? la boite doit me maintenir mon salaire comme pour un salarié ? faut-il prendre une prévoyance ?",
    sources: ['/blog/mutuelle-prevoyance-dirigeant'],
  },

  // --- DSN and declarations
  // months without pay: DSN néant still due while the employer account is open
  {
    question:
      "Cet été je ne vais pas me verser de salaire pendant 3 mois (tréso un peu juste). Est-ce que je dois quand même faire la DSN ces mois-là alors qu'il n'y a rien à déclarer ?",
    sources: ['/blog/dsn-sasu-sans-salarie'],
  },
  // L133-5-4: at most 1,5 % of the PMSS per person, rounded up: 61 € in 2026 (blog dsn-sasu-sans-salarie)
  {
    question:
      'si j oublie de deposer une DSN ou que je la depose en retard, la penalite max c combien par personne en 2026 ?',
    figures: ['61 €'],
  },

  // --- ACRE
  // ACRE conditions (job seeker, effective control) and the 2026 reduction: the first-salary article
  {
    question:
      "Bonjour. J'ai quitté mon CDI avec une rupture conventionnelle, je touche l'ARE et j'ai immatriculé ma SASU de conseil en mars. Est-ce que je peux avoir l'ACRE en tant que président, et quelles sont les conditions ? on m'a dit que ça avait changé en 2026",
    sources: ['/blog/premier-salaire-creation-sasu'],
  },
  // 2026 ACRE: full up to 3/4 PASS (36 045 €), nil at 1 PASS (48 060 €)
  {
    question:
      "l'acre pour une creation 2026 : jusqu'a quelle remuneration annuelle l'exoneration est au max et a partir de combien elle tombe a zero ?",
    figures: ['36 045 €', '48 060 €'],
  },

  // --- Hiring a first employee
  // DPAE and the formalities of a hire: the ministry's sheet, L1221-10
  {
    question:
      "Bonne nouvelle, je vais embaucher mon premier salarié (un dev junior) le mois prochain ! Quelles formalités je dois faire avant son arrivée ? la DPAE c'est quoi exactement et c'est sur quel site ?",
    sources: [
      '/outils/fiche/les-obligations-de-lemployeur-lors-de-lembauche',
      '/code-du-travail/article/L1221-10',
    ],
  },
  // register of staff, compulsory whatever the headcount
  {
    question:
      'On est 2 (moi président + 1 salarié) : est-ce qu il faut quand meme tenir un registre du personnel ? il doit contenir quoi ?',
    sources: ['/outils/fiche/le-registre-unique-du-personnel'],
  },
  // computeTrialPeriodMaximum(cdi, cadre): 4 mois, 8 mois renewed
  {
    question:
      "Pour un CDI cadre, la periode d'essai max c'est combien selon la loi ? et si on la renouvelle ?",
    figures: ['4 mois', '8 mois'],
  },
  // computeTrialPeriodNotice(employer, 46 days of presence, 2 March to 16 April): 2 semaines
  {
    question:
      "Mon salarié a commencé le 2 mars, ça ne va pas du tout, je veux arrêter sa période d'essai aujourd'hui 16 avril. Je dois le prévenir combien de temps à l'avance ?",
    figures: ['2 semaines'],
  },
  // CDD motive: the CDD sheet (accroissement temporaire d'activité, no CDD for a permanent job)
  {
    question:
      "J'ai signé une grosse mission de 6 mois chez un client, est-ce que je peux prendre un développeur en CDD juste pour la durée du projet ? c'est quoi les motifs autorisés pour un CDD ?",
    sources: ['/outils/fiche/le-contrat-duree-determinee-cdd'],
  },
  // part-time contract: written, with its compulsory clauses (L3123-6)
  {
    question:
      'je voudrais embaucher une assistante administrative a mi-temps (17h30 par semaine). Le contrat doit obligatoirement mentionner quoi ? Et elle peut faire des heures en plus ?',
    sources: [
      '/outils/fiche/le-travail-temps-partiel-contrat-et-statut-du-salarie',
      '/code-du-travail/article/L3123-6',
    ],
  },
  // computeEmployeePayslip(2026, 2 200 €, non-cadre, full time): net before tax 1 741,51 €
  {
    question:
      'Combien touchera en net mon futur salarié non-cadre à temps plein si je lui propose 2 200 € brut par mois en 2026 ? (hors mutuelle)',
    figures: ['1 741,51 €'],
  },
  // computePaidLeaveEntitlement(7 months): 17,5 rounded up to 18 jours ouvrables
  {
    question:
      'Ma première salariée arrive le 1er novembre. Au 31 mai, elle aura acquis combien de jours de congés payés ?',
    figures: ['18 jours ouvrables'],
  },
  // which collective agreement for a consulting / IT company: the agreements search (IDCC 1486 in DB)
  {
    question:
      'Ma SASU fait du conseil et du développement informatique. Quand j embauche, quelle convention collective s applique ? le Syntec ? ou est ce que je peux la trouver ?',
    sources: ['/outils/conventions-collectives', '/outils/conventions-collectives/'],
  },

  // --- Our product
  // who can use Dirigeo: eligibility test and FAQ
  {
    question:
      "Avant de m'abonner : mon associé et moi on hésite, lui serait directeur général de la SAS et moi président. Est-ce que vous gérez les deux cas ? comment je vérifie que ça marche pour nous ?",
    sources: ['/eligibilite', '/#faq'],
  },
  // staff payroll is in Essentielle and Complète: the plans' details and FAQ
  {
    question:
      'Quelle formule dois-je prendre si je veux faire ma paie de président ET celle de mon futur salarié dans votre outil ?',
    sources: ['/tarifs-details', '/#tarifs', '/#faq'],
  },
  // yearlyPriceOf(900): 12 × 9 € × 0,85 = 91,80 € HT a year
  {
    question: 'La formule Essentielle en paiement annuel ça revient à combien par an ? (HT)',
    figures: ['91,80 €'],
  },
  // salesTerms.monthlyNoticeDays: 15 days on the monthly plan
  {
    question: 'si je prends le mensuel et que je veux arrêter, il y a un préavis ? de combien de jours ?',
    figures: ['15 jours'],
  },
  // how to cancel online and what becomes of the account: FAQ and CGV
  {
    question:
      'Comment on résilie concrètement ? Par mail, par courrier, dans l espace client ? et mon compte devient quoi apres ?',
    sources: ['/#faq', '/cgv'],
  },
  // hosting, security and retention of personal data (NIR): privacy policy and FAQ
  {
    question:
      "Je vais vous confier mon numéro de sécu et mon taux d'impôt... Elles sont hébergées où mes données, et vous les gardez combien de temps ?",
    sources: ['/politique-de-confidentialite', '/#faq'],
  },
  // talk to someone / quote for a history take-over: contact section
  {
    question:
      "Bonjour, je préfèrerais parler à un humain avant de me lancer, et j'aurais besoin d'un devis pour reprendre mes 4 bulletins déjà faits par un cabinet. Comment je vous contacte ?",
    sources: ['/#contact', '/#faq'],
  },

  // --- Nothing we hold answers these
  // Belgian law (INASTI, SRL)
  {
    question:
      "Mon frère est gérant d'une SRL en Belgique, il paie combien de cotisations sociales à l'INASTI sur sa rémunération ?",
    unknown: true,
  },
  // bank fees comparison, not payroll
  {
    question:
      'vous conseillez quelle banque pro pour une sasu ? qonto ou shine, lequel a les frais les moins chers ?',
    unknown: true,
  },
  // US tax form for an American client
  {
    question:
      'Un client américain me demande de remplir un formulaire W-8BEN-E avant de payer mes factures. Je coche quoi pour ma SASU ?',
    unknown: true,
  },
  // local business tax (CFE) amount
  {
    question: 'Combien je vais payer de CFE la première année pour ma SASU domiciliée à Nantes ?',
    unknown: true,
  },
  // company registry fees for a transfer of registered office
  {
    question:
      "On déménage le siège de la SASU de Lyon à Annecy : combien coûte le transfert de siège au greffe et en combien de temps c'est fait ?",
    unknown: true,
  },
];
