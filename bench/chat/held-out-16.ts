/**
 * Kept-aside part 16 (issue 28): the gérant minoritaire of a small SARL (bakery, garage, IT consulting)
 * taking his first steps without an accountant, as an officer paid by the company and as a first-time
 * employer: his own pay and contributions, his first employee (hiring, contract, pay, hours, leave,
 * sickness, departure), his trade's collective agreement, and Dirigeo itself (price, trial, what the
 * plans include, DSN, cancelling). 12 figures, 19 sources, 5 unknown. Never tuned on.
 */
import type { BenchQuestion } from './questions.ts';

export const heldOutQuestions16: readonly BenchQuestion[] = [
  // --- Figures ---

  // why: payroll-calc computeOfficerPayslip({ year: 2026, grossCents: 220 000, headcount: 1 }), no health plan:
  // employee contributions 459,01 €, net à payer avant impôt 1 740,99 € (the same whatever the month of 2026
  // and the headcount; the AT/MP rate only moves the employer side).
  {
    question:
      "salut, je suis gerant minoritaire (30%) d'une petite sarl boulangerie. les associés m'ont voté 2200 € brut par mois pour 2026. ca me fait combien net avant impot ?? on a pas de mutuelle pour l'instant",
    figures: ['1 740,99 €'],
  },
  // why: payroll-calc smicInForce({ year: 2026, month: 12 }): 12,31 € an hour since June 2026; 24 h a week =
  // 104 h a month → 1 280,24 € brut (the package's smicCents for workingTimeRatio 24/35);
  // computeEmployeePayslip(2026-12, 1 280,24 €, non-cadre, workingTimeRatio 24/35, headcount 1, no health
  // plan): net à payer avant impôt 1 013,43 €.
  {
    question:
      'je prends une vendeuse en cdi 24h par semaine au smic a partir de decembre 2026. ca fait combien brut par mois et elle touchera combien en net (sans compter la mutuelle) ?',
    figures: ['1 280,24 €', '1 013,43 €'],
  },
  // why: labour-law computePaidLeaveEntitlement({ workedMonths: 6 }) → 15 jours ouvrables (2,5 a month of
  // work, L3141-3); September to February lie in one reference period (1 June – 31 May).
  {
    question:
      'Mon premier salarié est arrivé le 1er septembre. Au 28 février il aura acquis combien de jours de congés payés ? Je ne sais pas du tout comment ça se compte.',
    figures: ['15 jours ouvrables'],
  },
  // why: labour-law computeTrialPeriodNotice({ initiator: 'employer', daysOfPresence: 21 }) → 48 heures
  // (L1221-25: from 8 days to a month of presence).
  {
    question:
      "mon nouveau mecano est la depuis 3 semaines, toujours en periode d'essai et franchement ca va pas. je peux arreter l'essai ? je dois le prevenir combien de temps avant",
    figures: ['48 heures'],
  },
  // why: Code du travail L1221-19 (cadres: 4 mois at most) and L1221-21 (renewed once if an extended branch
  // agreement allows it, 8 mois at most for cadres, renewal included).
  {
    question:
      "je recrute mon 1er dev en CDI, statut cadre, dans ma sarl de conseil informatique. periode d'essai maximum d'apres le code du travail ? et si je la renouvelle ca peut aller jusqu'a combien au total",
    figures: ['4 mois', '8 mois'],
  },
  // why: labour-law computePrecarityIndemnity({ totalGrossCents: 960 000 }) → 960,00 € (10 %, L1243-8; a
  // replacement CDD is not among the exclusions of L1243-10): 6 × 1 600 € = 9 600 € of gross pay.
  {
    question:
      'CDD de 6 mois pour remplacer ma secretaire pendant son congé maternité, payé 1600 brut/mois, rien d autre. A la fin du contrat je lui dois combien de prime de précarité ?',
    figures: ['960,00 €'],
  },
  // why: labour-law computeDismissalNotice({ seniorityMonths: 18 }) → 1 mois (L1234-1: from 6 months to less
  // than 2 years).
  {
    question:
      'je vais devoir licencier mon commis, il est là depuis 1 an et demi. pas de faute grave, juste ca marche pas. il a droit a combien de préavis au minimum legal ?',
    figures: ['1 mois'],
  },
  // why: labour-law computeConventionalTerminationIndemnity({ seniorityYears: 2.5, referenceSalaryCents:
  // 190 000 }) → 1/4 × 1 900 € × 2,5 = 1 187,50 € (L1237-13, R1234-2); LEGAL_DELAYS
  // conventional-termination-withdrawal: 15 jours calendaires (L1237-13).
  {
    question:
      "Avec mon employée on est d'accord pour une rupture conventionnelle. Fin du contrat prévue au 31 mars, elle aura alors 2 ans et 6 mois d'ancienneté, salaire de référence 1 900 € brut. L'indemnité minimum c'est combien ? Et elle a combien de temps pour changer d'avis après la signature ?",
    figures: ['1 187,50 €', '15 jours calendaires'],
  },
  // why: labour-law computeSickPayComplement({ seniorityMonths: 14 }) → due, 30 jours at 90 % then 30 at two
  // thirds, from the 8th day (L1226-1, D1226-1, D1226-3).
  {
    question:
      'mon salarié (14 mois de maison) est en arret maladie pour 3 semaines. legalement je dois completer les IJ de la secu ? a quel pourcentage et pendant combien de temps max ?',
    figures: ['90 %', '30 jours'],
  },
  // why: labour-law computeOvertimePremium({ weeklyHours: 39, hourlyRateCents: 1 250 }) → 4 hours at 25 %:
  // 4 × 12,50 € × 1,25 = 62,50 € (L3121-36, the rate without an agreement).
  {
    question:
      'Mon mécanicien est payé 12,50 € brut de l heure, la semaine dernière il a fait 39h au lieu de 35. Je lui paie combien pour ces 4 heures en plus, au taux légal ?',
    figures: ['62,50 €'],
  },
  // why: labour-law WORKING_TIME_LIMITS daily-rest (11 heures consécutives, L3131-1) and days-per-week
  // (6 jours, L3132-1).
  {
    question:
      "mon ouvrier boulanger finit a 13h, j'ai une grosse commande et je voudrais qu'il revienne a 22h le soir meme, c'est autorisé ? et il peut bosser du mardi au dimanche, 6 jours d'affilée ?",
    figures: ['11 heures', '6 jours'],
  },
  // why: site-content plans.ts: Essentielle 9 € HT a month, 12 × 9 = 108 € a year; yearlyPriceOf(900) =
  // 91,80 € HT (12 months at −15 %); 108 − 91,80 = 16,20 € saved.
  {
    question:
      "essentielle au mois ca me fait 108 € ht sur l'année si je calcule bien. en payant a l'année c'est combien et j'economise combien au final ?",
    figures: ['91,80 €', '16,20 €'],
  },

  // --- Sources ---

  // why: blog gerant-minoritaire-sarl « La règle » (the parts of minor, non-emancipated children count as
  // the gérant's; they stop counting at the child's majority: 35 % alone is minoritaire) and the eligibility test.
  {
    question:
      "j'ai 35% de ma sarl et mon fils en a 20%, il a 18 ans le mois prochain. on m'a dit que tant qu'il est mineur ses parts comptent avec les miennes ?? ca change quoi pour mon statut de gérant",
    sources: ['/blog/gerant-minoritaire-sarl', '/eligibilite'],
  },
  // why: blog president-sas-assurance-chomage (no unemployment insurance without a contract of employment;
  // private loss-of-office insurance) and gerant-minoritaire-sarl « Les conséquences ».
  {
    question:
      "si ma sarl coule, moi en tant que gérant minoritaire j'aurai droit au chomage ? je vois aucune ligne chomage sur mon bulletin, c'est normal ?",
    sources: ['/blog/president-sas-assurance-chomage', '/blog/gerant-minoritaire-sarl'],
  },
  // why: blog decision-remuneration-dirigeant (who decides, the minutes to keep) and gerant-minoritaire-sarl
  // « Fixer la rémunération du gérant » (ordinary collective decision, the gérant may vote, Cass. com. 2010).
  {
    question:
      "qui decide de mon salaire de gérant en fait ? je peux voter moi-même a l'AG vu que je suis associé ? faut il faire un PV ou un simple mail suffit",
    sources: ['/blog/decision-remuneration-dirigeant', '/blog/gerant-minoritaire-sarl'],
  },
  // why: blog gerant-minoritaire-sarl « Les conséquences » (same regime as a président de SAS, no chômage, no
  // réduction générale) and cotisations-assimile-salarie (each line).
  {
    question:
      "Les cotisations que je paie comme gérant minoritaire c'est exactement les mêmes que pour un salarié ? Pourquoi j'ai pas la réduction Fillon comme mon employée ?",
    sources: ['/blog/gerant-minoritaire-sarl', '/blog/cotisations-assimile-salarie'],
  },
  // why: sheet « Les obligations de l'employeur lors de l'embauche » (DPAE, registre, visite d'information),
  // L1221-10 (déclaration préalable), sheet « Le registre unique du personnel ».
  {
    question:
      "premiere embauche de ma vie !! le gars commence lundi au garage. qu'est ce que je dois faire avant ? dpae, registre du personnel, medecine du travail... je suis perdu",
    sources: [
      '/outils/fiche/les-obligations-de-lemployeur-lors-de-lembauche',
      '/code-du-travail/article/L1221-10',
      '/outils/fiche/le-registre-unique-du-personnel',
    ],
  },
  // why: sheet « Le travail à temps partiel : contrat et statut du salarié » and L3123-6 (the written contract
  // and its mentions).
  {
    question:
      "je veux prendre une étudiante juste le samedi et le dimanche matin a la boulangerie. qu'est ce qui doit obligatoirement être écrit dans son contrat à temps partiel ?",
    sources: [
      '/outils/fiche/le-travail-temps-partiel-contrat-et-statut-du-salarie',
      '/code-du-travail/article/L3123-6',
      '/outils/fiche/5-questions-reponses-sur-le-passage-temps-partiel',
    ],
  },
  // why: sheet « Le travail du dimanche » (the food retail's Sunday morning, premiums) and L3132-3.
  {
    question:
      'on est ouvert le dimanche matin, je peux faire travailler ma vendeuse le dimanche ? faut une autorisation de la mairie ou la payer double ??',
    sources: ['/outils/fiche/le-travail-du-dimanche', '/code-du-travail/article/L3132-3'],
  },
  // why: sheet « Le travail de nuit », L3122-20 (21 h – 6 h without an agreement) and L3122-5 (who is a
  // travailleur de nuit).
  {
    question:
      "mon ouvrier commence le fournil a 4h du mat. c'est considéré comme du travail de nuit ? ca m'oblige a quoi concretement",
    sources: [
      '/outils/fiche/le-travail-de-nuit',
      '/code-du-travail/article/L3122-20',
      '/code-du-travail/article/L3122-5',
    ],
  },
  // why: the resignation-notice simulator (none in law, set by the agreement or usage, L1237-1), the sheet
  // « La démission » and the letter « Dispense d'exécution du préavis ».
  {
    question:
      "Mon seul salarié (carrossier, 3 ans chez moi) vient de m'annoncer qu'il démissionne pour aller chez un concurrent. Il me doit un préavis ? Et si je préfère qu'il parte tout de suite je peux le dispenser ?",
    sources: [
      '/outils/simulateur/preavis-demission',
      '/outils/fiche/la-demission',
      '/outils/modele/dispense-preavis',
      '/code-du-travail/article/L1237-1',
    ],
  },
  // why: sheet « Les documents remis aux salariés lors de la rupture du contrat de travail », the letters
  // « Certificat de travail » and « Reçu pour solde de tout compte », L1234-19.
  {
    question:
      'il part a la fin du mois. quels papiers je dois lui donner le dernier jour ? certificat de travail, attestation france travail, solde de tout compte... y a des modeles ?',
    sources: [
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
      '/outils/modele/certificat-de-travail',
      '/outils/modele/recu-pour-solde-de-tout-compte',
      '/code-du-travail/article/L1234-19',
    ],
  },
  // why: sheet « Le bulletin de paie », R3243-1 (its mentions) and blog bulletin-de-paie-clarifie.
  {
    question:
      "pour l'instant je fais la fiche de paie de mon employé moi même sur excel. qu'est ce qui doit obligatoirement apparaitre dessus ? j'ai peur d'oublier un truc",
    sources: [
      '/outils/fiche/le-bulletin-de-paie',
      '/code-du-travail/article/R3243-1',
      '/blog/bulletin-de-paie-clarifie',
    ],
  },
  // why: the agreement search (Boulangerie-pâtisserie, entreprises artisanales, IDCC 0843, in the table
  // collective_agreement).
  {
    question: 'c quoi la convention collective pour une boulangerie artisanale ? je la trouve ou le texte',
    sources: ['/outils/conventions-collectives'],
  },
  // why: the agreement search (Services de l'automobile, IDCC 1090) and L2261-2 (the agreement of the
  // employer's main activity applies).
  {
    question:
      "garage de réparation auto, 2 salariés. je suis obligé d'appliquer une convention collective ?? et ou je trouve la grille des salaires minimum de la branche",
    sources: ['/outils/conventions-collectives', '/code-du-travail/article/L2261-2'],
  },
  // why: L2261-2 (the main activity decides the agreement) and the agreement search.
  {
    question:
      "ma sarl fait surtout du conseil informatique mais on revend aussi un peu de materiel. c'est quelle convention qui s'applique, syntec ou celle du commerce ? ca se décide comment",
    sources: ['/code-du-travail/article/L2261-2', '/outils/conventions-collectives'],
  },
  // why: FAQ « Faites-vous aussi les bulletins de mes salariés ? » (staffPayroll in Essentielle and Complète),
  // the plans' comparison.
  {
    question:
      'vous faites mon bulletin de gérant ET celui de mon employé ? il me faut quelle formule pour avoir les 2 chaque mois',
    sources: ['/#faq', '/tarifs-details', '/#tarifs'],
  },
  // why: FAQ « Faut-il une carte bancaire pour l'essai gratuit ? », the subscription page and the CGU (trial).
  {
    question:
      "avant de m'engager je voudrais tester avec ma vraie paie du mois. l'essai il dure combien et je dois mettre ma carte bleue ?",
    sources: ['/#faq', '/souscription', '/cgu'],
  },
  // why: FAQ « Qui s'occupe de la DSN ? » (prepared and checked, the user deposits the file on
  // net-entreprises.fr) and the plans' comparison.
  {
    question:
      "la DSN de mon salarié et la mienne, c'est vous qui l'envoyez a l'urssaf ou je dois le faire moi meme sur net entreprise ?",
    sources: ['/#faq', '/tarifs-details'],
  },
  // why: CGV (monthly plan: 15 days' notice) and FAQ « Puis-je changer de formule ou résilier en ligne ? ».
  {
    question:
      "si je prends l'essentielle au mois et que dans 3 mois j'embauche un comptable, j'arrete comment ? il y a un préavis ou des frais ?",
    sources: ['/cgv', '/#faq'],
  },
  // why: the eligibility test, FAQ « Qui peut utiliser Dirigeo ? » and the blog on the gérant minoritaire.
  {
    question:
      'votre logiciel marche pour un gérant minoritaire de SARL ou c que pour les présidents de SAS ?',
    sources: ['/eligibilite', '/#faq', '/blog/gerant-minoritaire-sarl'],
  },

  // --- Unknown (checked search_document, the blog and site-content: nothing on Spanish social security,
  // HACCP hygiene training, a repairer's lien, certified till software or business insurance) ---

  {
    question:
      "mon futur dev veut bosser en full remote depuis Valence en Espagne. je dois payer des cotisations espagnoles ? c'est combien la-bas ?",
    unknown: true,
  },
  {
    question:
      'la formation hygiene HACCP est elle obligatoire pour ouvrir ma boulangerie ? combien de jours ?',
    unknown: true,
  },
  {
    question:
      "un client refuse de payer la réparation de sa voiture (1 800 €). j'ai le droit de garder la voiture au garage tant qu'il paie pas ?",
    unknown: true,
  },
  {
    question:
      'logiciel de caisse certifié obligatoire pour la boulangerie ? on risque quoi avec une vieille caisse',
    unknown: true,
  },
  {
    question:
      'quelle assurance multirisque pro prendre pour une boulangerie et ca coute combien par an en gros',
    unknown: true,
  },
];
