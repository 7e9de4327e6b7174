/**
 * The assistant's evaluation set, ninth kept-aside part: 32 questions written at stop 39 without
 * trying the assistant and without reading its code, in visitors' words (no accents, SMS spellings,
 * typos in the key word, two questions in one, very short ones, long ones with context, formal ones),
 * on subjects chosen apart from the tuning part (`questions.ts`), which was not read beyond its
 * format. Never to be tuned on: the recognisers and the ranking must not be changed to pass these,
 * and their misses are printed only with `--show-held-out-misses`. Format: `BenchQuestion` (see
 * `questions.ts`).
 *
 * Every expected answer was checked against the content: the product's figures from
 * `@dirigeo/site-content` (plans and their prices with VAT, salesTerms, FAQ, provider) and the CGV
 * page of apps/marketing that prints them; the calculators' figures from running `@dirigeo/labour-law`
 * (computeDismissalIndemnity, computePrecarityIndemnity) and `@dirigeo/payroll-calc`
 * (simulateExactCharges: officer, fewer than 11 staff, 2026 rates, no mutuelle, no withholding; the
 * same figures in January, June and December 2026); the agreement, practical sheets and Code du
 * travail articles from apps/api/data/official; the posts from apps/api/content/blog; the templates
 * from packages/letter-templates; the simulators from packages/site-content/src/tools.ts. Each
 * question we cannot answer was searched for (its key words) in every sheet, article, agreement,
 * post, template and page, and found in none.
 */
import type { BenchQuestion } from './questions.ts';

export const heldOutQuestions9: readonly BenchQuestion[] = [
  // Product: CGV, a failed payment: the service stays as paid 14 days while it is retried (salesTerms.paymentGraceDays)
  {
    question:
      'mon prelevement sepa a ete rejete par la banque, est ce que je perds mes bulletins tout de suite ou j ai un delai ?',
    figures: ['14 jours'],
  },
  // Product: Complète annual plan, 193,80 € HT a year (19 € × 12 − 15 %), with 20 % VAT: 232,56 € TTC
  {
    question: 'Bonjour, pour la formule complete payee a l annee, ca fait combien TTC au total svp ?',
    figures: ['232,56'],
  },
  // Product: FAQ « Dirigeo est-il sécurisé ? Où sont hébergées mes données ? » (OVH SAS), legal notices (host)
  {
    question: 'vos serveurs ils sont ou ? chez amazon aux US ? jveux pas que mes NIR partent a l etranger',
    sources: ['/#faq', '/mentions-legales', '/politique-de-confidentialite'],
  },
  // Product: CGV, the provider may end the contract for a technical, economic or regulatory reason with 3 months' notice
  {
    question:
      "Si un jour vous décidez d'arrêter le service, vous avez le droit de me couper du jour au lendemain ou vous devez me prévenir combien de temps avant ?",
    figures: ['3 mois'],
  },
  // Product: plans and comparison table, two-factor sign-in is in every plan, Freemium included
  {
    question:
      'la double authentification (code sur l appli) c est reserve aux abonnes payants ou je l ai aussi en gratuit ?',
    sources: ['/tarifs-details', '/#tarifs', '/#faq'],
  },

  // Officer: post « La DSN d'une SASU dont le seul rémunéré est le président », Les mois sans rémunération (DSN « néant »)
  {
    question:
      'je suis president de ma sasu et je me paye plus rien depuis mars pcq la treso est a sec. je dois quand meme envoyer qqch a l urssaf chaque mois ??',
    sources: ['/blog/dsn-sasu-sans-salarie'],
  },
  // Officer: post on expenses, Cadeaux d'affaires (VAT recoverable up to 73 € TTC per beneficiary and per year)
  {
    question:
      'cadeaux de fin d annee pour mes clients (coffrets vins), la societe peut recuperer la tva dessus ou pas ?',
    sources: ['/blog/frais-professionnels-dirigeant'],
  },
  // Officer: post on benefits in kind, Le logement (no flat scale for an officer without employment contract: real rental value)
  {
    question:
      "La société loue un appartement que j'occupe (je suis gérant minoritaire, pas de contrat de travail). Est-ce que je peux utiliser le forfait comme pour les salariés pour l'évaluer ?",
    sources: ['/blog/avantages-en-nature-dirigeant'],
  },
  // Officer: post « Comptabiliser la paie du dirigeant », Les acomptes (débit 425, crédit 512; then 421 against 425)
  {
    question: 'je me suis verse une avance sur salaire le 15, je la passe dans quel compte en compta ?',
    sources: ['/blog/comptabiliser-paie-dirigeant'],
  },
  // Officer: post « Valider ses trimestres de retraite avec une petite rémunération », table: 4 trimestres in 2026 = 7 212 €
  {
    question:
      'combien faut il se verser de brut sur 2026 minimum pour avoir ses 4 trimestres de retraite qd on est pdt de sas ?',
    figures: ['7 212'],
  },
  // Officer: post « Le directeur général de SAS », Cumuler le mandat et un contrat de travail (four cumulative conditions)
  {
    question:
      "Mon associé est DG de notre SAS et il voudrait en plus un CDI de directeur technique pour avoir le chômage si ça tourne mal. C'est possible ? À quelles conditions ?",
    sources: ['/blog/directeur-general-sas-statut'],
  },

  // Labour law: sheet on garnishment of wages (saisie sur salaire: quotités, procedure)
  {
    question:
      "J'ai reçu un courrier du tribunal qui me demande de retenir une partie du salaire d'un de mes employés pour ses dettes. Je retiens combien et je fais quoi de l'argent ?",
    sources: ['/outils/fiche/la-saisie-et-les-cessions-des-remunerations'],
  },
  // Labour law: sheet « Le registre unique du personnel », article L1221-13
  {
    question: 'registre du perssonel obligatoire avec 2 salaries ?',
    sources: ['/outils/fiche/le-registre-unique-du-personnel', '/code-du-travail/article/L1221-13'],
  },
  // Labour law: sheet « La journée de solidarité » (unpaid extra day), article L3133-7
  {
    question:
      'le lundi de pentecote je peux faire travailler mes gars sans les payer en plus ? c est legal ca ?',
    sources: ['/outils/fiche/la-journee-de-solidarite', '/code-du-travail/article/L3133-7'],
  },
  // Labour law: sheet on smoking and vaping at work
  {
    question:
      'une salariée vapote dans l open space, les autres se plaignent. j ai le droit de lui interdire ?',
    sources: ['/outils/fiche/linterdiction-de-fumer-et-de-vapoter-dans-les-lieux-de-travail'],
  },
  // Labour law: sheet « Le job d'été », and the sheet on the working time of under-18s
  {
    question:
      "Je tiens une petite boutique et je voudrais prendre le fils d'une amie (16 ans) en juillet-août. Quelles démarches, et il peut faire les mêmes horaires que nous ?",
    sources: [
      '/outils/fiche/le-job-dete-les-formalites-et-les-obligations',
      '/outils/fiche/le-temps-de-travail-des-jeunes-de-moins-de-18-ans',
    ],
  },
  // Labour law: letter template « mise en demeure » after an abandonment of post
  {
    question:
      'salarie qui vient plus depuis 10 jours sans nouvelles, vous avez un courrier type pour le relancer officiellement ?',
    sources: ['/outils/modele/mise-en-demeure-abandon-de-poste'],
  },
  // Labour law: letter template « certificat de travail », sheet on the documents handed at the end of the contract
  {
    question:
      'mon apprentie part fin du mois, je dois lui donner quel papier ? un modele de certificat de travail ca existe chez vous ?',
    sources: [
      '/outils/modele/certificat-de-travail',
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
    ],
  },
  // Labour law: simulator « Préavis de départ ou de mise à la retraite » (voluntary departure: L1237-10)
  {
    question:
      'ma comptable (22 ans de maison) veut partir a la retraite, elle doit faire combien de preavis ?',
    sources: ['/outils/simulateur/preavis-retraite', '/code-du-travail/article/L1237-10'],
  },
  // Labour law, identifier: article L1221-19 (maximum trial period of a CDI), sheet « La période d'essai »
  {
    question: "quel article du code du travail fixe la duree max de la periode d'esai en CDI ?",
    sources: ['/code-du-travail/article/L1221-19', '/outils/fiche/la-periode-dessai'],
  },
  // Labour law, identifier: article R3243-1 (what a payslip must state), sheet « Le bulletin de paie »
  {
    question:
      'Pourriez-vous m’indiquer le texte réglementaire qui liste les mentions obligatoires du bulletin de salaire ?',
    sources: [
      '/code-du-travail/article/R3243-1',
      '/outils/fiche/le-bulletin-de-paie',
      '/blog/bulletin-de-paie-clarifie',
    ],
  },
  // Labour law: sheet on leave for family events and bereavement (death of a parent: 3 days), article L3142-4, template
  {
    question: 'le papa d une de mes vendeuses est decede hier, elle a droit a combien de jours payes ?',
    sources: [
      '/outils/fiche/les-conges-pour-evenements-familiaux-et-le-conge-de-deuil',
      '/code-du-travail/article/L3142-4',
      '/outils/modele/conge-pour-evenement-familial',
    ],
  },
  // Labour law: sheet « L'entretien de parcours professionnel » (who, how often, what the employer risks)
  {
    question:
      'on m a dit que je devais faire un entretien pro avec chaque salarie tous les x ans sinon amende, c vrai ?? jsuis une tpe de 4 pers',
    sources: ['/outils/fiche/lentretien-professionnel'],
  },

  // Calculator: computeDismissalIndemnity, 12,5 years, reference salary 2 600 €: 2 600 × (10/4 + 2,5/3) = 8 666,67 €
  {
    question:
      "Je dois licencier un cariste pour motif économique. Il a 12 ans et demi d'ancienneté et son salaire de référence est de 2 600 € brut. L'indemnité légale minimum c'est combien ?",
    figures: ['8 666,67'],
  },
  // Calculator: computePrecarityIndemnity, 10 % of 11 400 € of total gross pay = 1 140 €
  {
    question:
      'fin de cdd le 30, il a touche 11400 brut en tout sur le contrat, je lui dois combien de prime de precarite ?',
    figures: ['1 140'],
  },
  // Calculator: simulateExactCharges, officer, 2 500 € gross a month in 2026, fewer than 11 staff: net before tax 1 978,39 €, employer cost 3 466,65 €
  {
    question:
      'presidente de sasu, si je me mets 2500 brut par mois en 2026 il me reste combien en net et ca coute combien en tout a la boite ?',
    figures: ['1 978,39', '3 466,65'],
  },

  // Collective agreement: IDCC 1978, fleuristes, vente et services des animaux familiers
  {
    question:
      'j ouvre une boutique de fleurs et j embauche une vendeuse, c quoi ma convention collective ? le numero idcc svp',
    figures: ['IDCC 1978'],
  },

  // Unknown: CFE (cotisation foncière des entreprises): no sheet, article, post or page
  {
    question: 'combien je vais payer de CFE la premiere annee pour ma sasu domiciliee chez moi ?',
    unknown: true,
  },
  // Unknown: commercial lease termination: nothing on leases
  {
    question:
      'Mon bail commercial arrive à sa première période triennale, comment je donne congé au bailleur et avec quel préavis ?',
    unknown: true,
  },
  // Unknown: VAT reverse charge on an invoice to an EU client: nothing on it
  {
    question:
      'je facture un client en belgique, je mets de la tva ou c est autoliquidation ? quelle mention sur la facture ?',
    unknown: true,
  },
  // Unknown: registering a trademark at the INPI: nothing on it
  {
    question: 'comment deposer le nom de ma boite comme marque a l inpi et ca coute cb ?',
    unknown: true,
  },
  // Unknown: repaying a state-guaranteed loan (PGE): nothing on it
  {
    question:
      "On n'arrive plus à rembourser notre PGE, est-ce qu'on peut étaler encore les échéances avec la banque ?",
    unknown: true,
  },
];
