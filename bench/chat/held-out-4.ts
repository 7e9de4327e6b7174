/**
 * The assistant's evaluation set, fourth kept-aside part: 80 questions written at stop 38 without
 * trying the assistant and without reading its code, as visitors write them (no accents, typos in
 * the key word, shorthand, two questions in one, very short or long and rambling, tutoiement,
 * politeness). Never tune on these: no recogniser, ranking rule or content change may be made by
 * reading them or their misses (the bench prints their misses only with `--show-held-out-misses`).
 *
 * Every expected answer was checked against the content, not against the assistant:
 * - the product: `@dirigeo/site-content` (plans, FAQ, salesTerms, freeTrial, provider,
 *   dataRetention) and the legal pages as apps/marketing renders them (/cgv, /cgu,
 *   /politique-de-confidentialite, /mentions-legales);
 * - the calculators' figures: `@dirigeo/labour-law` run with node (computeDismissalNotice,
 *   computeRetirementNotice, computeResignationNotice, computeDismissalIndemnity,
 *   computeConventionalTerminationIndemnity, computePrecarityIndemnity) and `@dirigeo/payroll-calc`
 *   (simulateExactCharges, simulateExactChargesForNet: CDI, fewer than 11 staff, 2026 rates, no
 *   mutuelle; an officer's figures do not depend on the month, an employee's net neither);
 * - the sheets, the articles of the Code du travail and the agreements: apps/api/data/official
 *   (the sheet's sections, the article's text, the agreement's title); the posts: apps/api/content/blog;
 * - « nothing we hold »: each searched for in the sheets, the articles, the posts and the site's pages.
 */
import type { BenchQuestion } from './questions.ts';

export const heldOutQuestions4: readonly BenchQuestion[] = [
  // The product, in unusual words
  // CGV « Formules et prix »: Complète 19,00 € HT par mois (22,80 € TTC).
  { question: 'la formule complete ca fait combien ttc par mois ?', figures: ['22,80 €'] },
  // FAQ « Comment fonctionne la formule annuelle ? »: 12 mois, réduction de 15 %.
  { question: 'si on paie pour l annee entiere vous faites une remise de combien ?', figures: ['15 %'] },
  {
    question: 'l analyse des charges avec les graphiques, c est dans quelle formule svp',
    sources: ['/#tarifs', '/tarifs-details'],
  },
  // FAQ « Faut-il une carte bancaire pour l'essai gratuit ? » and CGU « Essai gratuit »: back to Freemium.
  {
    question: 'a la fin de l essai gratuit ca bascule tout seul sur un abonnement payant ?',
    sources: ['/#faq', '/cgu'],
  },
  // CGV, CGU and FAQ: the period under way is not refunded.
  {
    question: 'si je resilie au milieu du mois, vous me remboursez les jours qui restent ?',
    sources: ['/cgv', '/#faq', '/cgu'],
  },
  // CGV « Résiliation par le prestataire »: 3 months' notice.
  {
    question: 'et vous, dirigeo, vous pouvez arreter mon abonnement de votre cote ? avec quel preavis',
    figures: ['3 mois'],
  },
  // FAQ « Qui peut utiliser Dirigeo ? »: dirigeants de SA.
  {
    question: 'Bonjour, je suis PDG d une SA (pas une SAS). Est-ce que votre service fonctionne pour moi ?',
    sources: ['/#faq', '/eligibilite'],
  },
  // FAQ « Je suis gérant majoritaire de SARL… »: a gérant associé unique d'EURL is TNS.
  {
    question: 'gerant associe unique d eurl, je peux faire mes fiches de paye avec vous ?',
    sources: ['/#faq', '/eligibilite'],
  },
  {
    question: 'vous revendez mes infos perso a des partenaires ??',
    sources: ['/politique-de-confidentialite', '/#faq'],
  },
  // Privacy policy « Durées de conservation »: the assistant's exchanges, 12 months.
  { question: 'ce que je tape dans ce chat vous le gardez combien de temps ?', figures: ['12 mois'] },
  // FAQ « Si j'arrête, gardez-vous mes bulletins et mes données ? »: an archive of all the data.
  {
    question: 'avant de fermer mon compte je voudrais telecharger toutes mes donnees, c possible ?',
    sources: ['/#faq', '/politique-de-confidentialite'],
  },
  // FAQ « Qui s'occupe de la DSN ? »: the file is given, the deposit is the user's.
  {
    question: 'c est vous qui envoyez la dsn sur net-entreprises ou c est a moi de le faire ?',
    sources: ['/#faq', '/tarifs-details'],
  },
  // Legal notices and CGV: RCS Paris 912 345 675.
  { question: 'le numero siren de dirigeo c est lequel', figures: ['912 345 675'] },
  // FAQ « Sous quel délai le support répond-il ? » and the plans: Freemium has no support.
  {
    question: 'en freemium g droit au support ou pas du tout ?',
    sources: ['/#faq', '/#tarifs', '/tarifs-details'],
  },
  {
    question: 'ton site met des cookies publicitaires ?',
    sources: ['/politique-de-confidentialite', '/mentions-legales'],
  },
  // A calculator's figure (run with @dirigeo/labour-law and @dirigeo/payroll-calc)
  // L1234-1: 2 years or more, 2 months.
  { question: 'mon gars a 7 ans de boite, je le licencie, il a combien de preavis ?', figures: ['2 mois'] },
  // L1234-1: from 6 months to less than 2 years, 1 month.
  { question: 'preavi licenciement 1 an et 8 mois d anciennete', figures: ['1 mois'] },
  // L1237-10: the employee who retires gives the notice of L1234-1.
  {
    question:
      'je veux partir a la retraite, j ai que 10 mois d anciennete dans ma boite, je dois faire combien de preavis ?',
    figures: ['1 mois'],
  },
  // L7313-9: 2 months in the second year.
  {
    question: 'vrp exclusif, je demissionne au bout de 18 mois, quel preavis je dois ?',
    figures: ['2 mois'],
  },
  // L7112-2: 2 months beyond 3 years.
  {
    question: 'journaliste en cdi depuis 5 ans, je veux demissionner, c est combien le preavis legal',
    figures: ['2 mois'],
  },
  // R1234-2: 1/4 × 2 800 × 10 + 1/3 × 2 800 × 6.
  { question: 'indemnite licenciement 16 ans 2800', figures: ['12 600,00 €'] },
  {
    question: 'indemnité de licensiement pour 4 ans et demi d anciennete a 2600 € brut',
    figures: ['2 925,00 €'],
  },
  { question: 'indem de licenciement 6 ans salaire 3k2', figures: ['4 800,00 €'] },
  {
    question:
      'Bonjour, je dois malheureusement licencier une salariée qui est chez nous depuis 25 ans, elle gagne 4 000 € brut par mois. À combien a-t-elle droit au minimum légal ?',
    figures: ['30 000,00 €'],
  },
  // L1226-14: an inaptitude of professional origin doubles the legal indemnity.
  {
    question:
      'licenciement pour inaptitude apres une maladie pro, 6 ans d anciennete, 2000 brut, l indemnite c est combien ?',
    figures: ['6 000,00 €'],
  },
  { question: 'rupture conventionnelle 3 ans et 9 mois salaire 2700 le minimum ?', figures: ['2 531,25 €'] },
  { question: 'rupture conventionele 14 ans 3500€', figures: ['13 416,67 €'] },
  // Under 8 months, pro rata (the sheet on the rupture conventionnelle): 2 000 × 5/12 / 4, rounded up.
  {
    question: 'rupture conv apres seulement 5 mois, il gagne 2000 brut, je lui dois combien au minimum ?',
    figures: ['208,34 €'],
  },
  // L1243-8: 10 % of 4 × 1 850 €.
  {
    question: 'cdd de 4 mois paye 1850 brut par mois, la prime de precarite fait combien',
    figures: ['740,00 €'],
  },
  {
    question: 'preavis + indemnite de licenciement pour 8 ans d anciennete et 2 900 € brut',
    figures: ['2 mois', '5 800,00 €'],
  },
  // simulateExactCharges, officer (a gérant minoritaire is assimilé salarié), net à payer avant impôt.
  {
    question: 'gerant minoritaire de sarl a 2800 brut par mois, il me reste combien en net ?',
    figures: ['2 215,80 €'],
  },
  // simulateExactChargesForNet, officer, 3 000 € net: gross 3 790,95 €, coût total 5 256,76 €.
  {
    question: 'je veux me verser 3000 net en sasu, ca coute combien a la societe au total ?',
    figures: ['5 256,76 €'],
  },
  // simulateExactCharges, employee-cadre, 3 200 € brut: net à payer avant impôt.
  { question: 'salaire cadre 3200 brut ca donne quoi en net', figures: ['2 527,69 €'] },
  // simulateExactChargesForNet, employee-non-cadre, 2 000 € net: the gross.
  {
    question: 'combien de brut pour que ma secretaire (non cadre) touche 2000 net par mois ?',
    figures: ['2 526,54 €'],
  },
  // simulateExactCharges, officer, 60 000 € a year = 5 000 € brut a month: net à payer avant impôt.
  {
    question:
      'tu peux me dire combien je touche net par mois si ma sas me verse 60k brut par an ? je suis le president',
    figures: ['3 961,63 €'],
  },
  // Identifiers: an agreement, an article of the Code du travail, a sheet or a template by its subject
  { question: 'idcc 44 c quoi', figures: ['Industries chimiques'] },
  { question: 'ccn 3239 ?', figures: ['Particuliers employeurs'] },
  { question: 'la convention 1702 elle s applique a qui', figures: ['Travaux publics'] },
  {
    question: 'convantion collective restauration collective (cantines) numero idcc',
    figures: ['IDCC 1266'],
  },
  { question: 'idcc de la convention BAD aide et soins a domicile ?', figures: ['IDCC 2941'] },
  { question: 'quel idcc pour le transport routier de marchandises', figures: ['IDCC 0016'] },
  { question: 'article l1242-2 cas de recours au cdd', sources: ['/code-du-travail/article/L1242-2'] },
  { question: 'L 1225-4 ?', sources: ['/code-du-travail/article/L1225-4'] },
  { question: 'r3243-1 ca dit quoi', sources: ['/code-du-travail/article/R3243-1'] },
  {
    question: 'Pouvez-vous me citer l article L.3133-8 du code du travail ?',
    sources: ['/code-du-travail/article/L3133-8'],
  },
  { question: 'art L1226-9', sources: ['/code-du-travail/article/L1226-9'] },
  {
    question: 'fiche pratique travail dans le froid',
    sources: ['/outils/fiche/travail-dans-le-froid-les-precautions-prendre'],
  },
  {
    question: 'la fiche sur le pse (plan de sauvegarde de l emploi) svp',
    sources: ['/outils/fiche/plan-de-sauvegarde-de-lemploi-pse'],
  },
  {
    question: 'fiche risque routier professionnel',
    sources: ['/outils/fiche/le-risque-routier-professionnel'],
  },
  {
    question: 'modele de lettre pour convoquer un salarie a la visite de reprise',
    sources: ['/outils/modele/convocation-a-la-visite-de-reprise'],
  },
  // Labour law and the officer's pay: a post, a sheet or an article answers
  {
    question: 'ma sas me fournit un appart gratos, c est un avantage en nature sur ma fiche de paie ?',
    sources: ['/blog/avantages-en-nature-dirigeant'],
  },
  {
    question:
      'president de sas, si ma boite est liquidee j ai droit a l ATI (allocation travailleurs independants) ?',
    sources: ['/blog/president-sas-assurance-chomage'],
  },
  // The family's shares count: 20 % + 35 % makes the gérant majoritaire.
  {
    question:
      'je suis gerant de sarl avec 20% des parts et ma compagne pacsee en a 35%, je suis toujours assimile salarie ou pas ?',
    sources: ['/blog/gerant-minoritaire-sarl'],
  },
  {
    question:
      'dividendes : opter pour le bareme progressif au lieu de la flat tax, c interessant dans quel cas ?',
    sources: ['/blog/dividendes-sas-flat-tax', '/blog/salaire-ou-dividendes-sasu'],
  },
  {
    question: 'le salaire du president je le passe dans quel compte en compta, 641 ou 644 ?',
    sources: ['/blog/comptabiliser-paie-dirigeant'],
  },
  {
    question: 'je rachete un fonds de commerce avec 3 salaries dedans, je suis oblige de les garder ?',
    sources: [
      '/outils/fiche/le-changement-de-la-situation-juridique-de-lemployeur',
      '/code-du-travail/article/L1224-1',
    ],
  },
  {
    question: 'un salarie qui demissionne pour se reconvertir il a droit au chomage ?',
    sources: [
      '/outils/fiche/le-droit-aux-allocations-chomage-du-salarie-demissionnaire',
      '/outils/fiche/lallocation-daide-au-retour-lemploi-are',
      '/outils/fiche/lallocation-temporaire-degressive',
      '/outils/fiche/le-projet-de-transition-professionnelle',
      '/outils/fiche/la-demission',
      '/code-du-travail/article/L5422-1',
    ],
  },
  {
    question: 'licenciement economique dans ma pme de 15 personnes, je dois proposer le csp ?',
    sources: [
      '/outils/fiche/le-contrat-de-securisation-professionnelle-csp',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-individuel-pour-motif-economique',
      '/outils/fiche/la-procedure-de-licenciement-economique-de-2-9-salaries',
      '/code-du-travail/article/L1233-66',
    ],
  },
  {
    question: 'a partir de combien de salaries un syndicat peut designer un delegue syndical',
    sources: ['/outils/fiche/les-delegues-syndicaux', '/code-du-travail/article/L2143-3'],
  },
  {
    question: 'obligation d embaucher des travailleurs handicapes, ca commence a combien de salaries ?',
    sources: [
      '/outils/fiche/lobligation-demploi-des-travailleurs-handicapes-oeth',
      '/code-du-travail/article/L5212-1',
      '/code-du-travail/article/L5212-2',
    ],
  },
  // The sheet: declared to the CPAM within 48 hours, on net-entreprises.fr.
  {
    question:
      'un de mes ouvriers s est entaille la main sur le chantier ce matin, il est parti aux urgences. je dois declarer l accident du travail sous combien de temps et a qui ?',
    sources: ['/outils/fiche/que-faire-la-suite-dun-accident-du-travail'],
  },
  {
    question:
      'ma societe va etre mise en liquidation judiciaire, qui va payer les salaires de mes employes ?',
    sources: [
      '/outils/fiche/la-garantie-en-cas-de-sauvegarde-de-redressement-ou-de-liquidation-judiciaire',
      '/code-du-travail/article/L3253-6',
    ],
  },
  {
    question: 'les salaries ont le droit de boire une biere au dejeuner sur le lieu de travail ?',
    sources: [
      '/code-du-travail/article/R4228-20',
      '/outils/fiche/le-reglement-interieur',
      '/outils/fiche/la-prevention-des-addictions-au-travail',
    ],
  },
  {
    question:
      'si les prud hommes disent que mon licenciement est sans cause reelle et serieuse je risque combien de mois de salaire ?',
    sources: [
      '/code-du-travail/article/L1235-3',
      '/outils/fiche/le-licenciement-pour-motif-personnel-les-causes-possibles-les-sanctions-applicables',
    ],
  },
  {
    question: 'je peux payer un cdd moins cher qu un cdi sur le meme poste ?',
    sources: [
      '/outils/fiche/la-remuneration-du-salarie-en-contrat-duree-determinee',
      '/outils/fiche/le-contrat-duree-determinee-cdd',
      '/code-du-travail/article/L1242-15',
    ],
  },
  {
    question: 'une de mes salariees veut prendre un conge pour creer sa boite, j ai le droit de refuser ?',
    sources: [
      '/outils/fiche/salarie-createur-ou-repreneur-dentreprise-conge-et-temps-partiel',
      '/code-du-travail/article/L3142-113',
      '/code-du-travail/article/L3142-105',
    ],
  },
  {
    question:
      'annualiser le temps de travail de mes salaries, il faut obligatoirement un accord d entreprise ?',
    sources: [
      '/outils/fiche/lamenagement-du-temps-de-travail',
      '/code-du-travail/article/L3121-44',
      '/code-du-travail/article/L3121-45',
    ],
  },
  {
    question: 'j emploie une femme de menage a la maison, j ai droit a un credit d impot ?',
    sources: [
      '/outils/fiche/emplois-domicile-credit-dimpot-et-exoneration-de-charges-patronales',
      '/outils/fiche/le-cheque-emploi-service-universel-cesu-declaratif',
    ],
  },
  {
    question: 'on peut partager un salarie a mi temps avec une autre boite ? genre groupement d employeurs',
    sources: [
      '/outils/fiche/questions-reponses-le-groupement-demployeurs-ge',
      '/outils/fiche/le-travail-temps-partage',
    ],
  },
  {
    question: 'un salarie en burn out, quelles sont mes obligations de prevention en tant qu employeur',
    sources: [
      '/outils/fiche/la-prevention-des-risques-psychosociaux-rps',
      '/code-du-travail/article/L4121-1',
    ],
  },
  // Nothing we hold (each searched for: no sheet, article, post or page answers it)
  { question: 'preavis de demission au quebec ? je bosse a montreal', unknown: true },
  { question: 'en espagne les salaries ont combien de jours de vacances par an ?', unknown: true },
  {
    question: 'comment je declare mes loyers de location meublee lmnp sur ma declaration d impots',
    unknown: true,
  },
  { question: 'transfert du siege social de ma sas, quelles formalites ?', unknown: true },
  { question: 'frais de notaire pour acheter un appart a 250 000 € ?', unknown: true },
  { question: 'taux de change euro dollar aujourd hui svp', unknown: true },
  { question: 'prix du m2 a bordeaux en ce moment', unknown: true },
  { question: 'c est quoi la meilleure banque en ligne pour un compte pro ?', unknown: true },
  { question: 'horaires d ouverture de l urssaf a lyon', unknown: true },
  { question: 'qui a ecrit les miserables ?', unknown: true },
];
