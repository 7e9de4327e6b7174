/**
 * The assistant's evaluation set, eighth kept-aside part: 45 questions written at stop 39 without
 * trying the assistant and without reading its code, in visitors' words (no accents, SMS spellings,
 * typos in the key word, two questions in one, very short ones, long stories with the question at
 * the end, formal ones). Never to be tuned on: the recognisers and the ranking must not be changed
 * to pass these, and their misses are printed only with `--show-held-out-misses`. Format:
 * `BenchQuestion` (see `questions.ts`). Mix: the product (7), the officer's pay and status (9),
 * labour law for a small employer (15), calculator figures (5), collective agreements (2), and
 * questions we cannot answer (7).
 *
 * Every expected answer was checked against the content: the product's figures from
 * `@dirigeo/site-content` (plans and the annual price, FAQ, salesTerms, provider) and the legal pages
 * of apps/marketing that print them; the calculators' figures from running `@dirigeo/labour-law`
 * (computeDismissalIndemnity, computeDismissalNotice, computePaidLeaveEntitlement,
 * computePrecarityIndemnity) and `@dirigeo/payroll-calc` (simulateExactCharges for a président, fewer
 * than 11 staff, 2026 rates, no mutuelle: the same figures in January, March, July and November 2026)
 * with node 24; the agreements, practical sheets and articles from apps/api/data/official; the posts
 * from apps/api/content/blog; the templates from packages/letter-templates. Each question we cannot
 * answer was searched for (grep) in every sheet, article, agreement, post, template and page, and
 * found in none.
 */
import type { BenchQuestion } from './questions.ts';

export const heldOutQuestions8: readonly BenchQuestion[] = [
  // --- The product ---
  // FAQ « Comment puis-je payer ? »: card or SEPA debit only, no transfer nor cheque; CGV payment terms.
  {
    question: 'on peut vous regler par virement ou par cheque ? jai pas envie de donner ma carte',
    sources: ['/#faq', '/cgv'],
  },
  // plans.ts: Complète 19 € HT a month, annual = 12 months at −15 % = 193,80 € HT.
  {
    question:
      "Combien me coûterait la formule Complète si je prends l'abonnement à l'année plutôt qu'au mois ?",
    figures: ['193,80'],
  },
  // FAQ « Êtes-vous expert-comptable ? »: not an accounting firm, no annual accounts, VAT or IS returns.
  {
    question: 'est ce que dirigeo peut aussi tenir ma compta et faire mes declarations de tva ?',
    sources: ['/#faq', '/tarifs-details'],
  },
  // FAQ « Puis-je importer mes anciens bulletins de paie ? »: no import, a history taken over is quoted.
  {
    question:
      'Bonjour, mon cabinet faisait mes fiches de paie depuis 2023 et je voudrais passer chez vous en cours d annee. Vous recuperez mes anciens bulletins pour les cumuls ?',
    sources: ['/#faq', '/#contact'],
  },
  // provider.host: OVH SAS, Roubaix (FAQ on security, legal notices, privacy policy).
  {
    question: 'mes donnees de paie sont stockees chez qui ? aux USA ?',
    figures: ['OVH'],
  },
  // salesTerms.paymentGraceDays (CGV): 14 days at the paid plan while the payment is retried, then Freemium.
  {
    question: 'si mon prelevement est rejete je perds tout de suite l acces a mes bulletins definitifs ??',
    sources: ['/cgv'],
  },
  // plans.ts: the payroll ledger's editions (journal de paie) only in Complète; the comparison table.
  {
    question: 'le journal de paie est dispo avec la formule a 9 euros ou faut prendre la plus chere',
    sources: ['/tarifs-details', '/#tarifs'],
  },

  // --- The officer's pay and status ---
  // directeur-general-sas-statut.md « Cumuler le mandat et un contrat de travail ».
  {
    question:
      'Je vais etre nommé DG dans la SAS de mon associé, je suis deja salarié comme responsable technique chez lui. Je garde mon contrat de travail ou il saute ?',
    sources: ['/blog/directeur-general-sas-statut'],
  },
  // avantages-en-nature-dirigeant.md « Le véhicule de fonction ».
  {
    question:
      'la societe m a pris une voiture que j utilise aussi le weekend, ca se declare comment sur ma fiche de paye',
    sources: ['/blog/avantages-en-nature-dirigeant'],
  },
  // montant-net-social.md: what the montant net social is and what it is used for.
  {
    question: 'c koi ce "montant net social" sur mon bulletin, la CAF me le demande',
    sources: ['/blog/montant-net-social'],
  },
  // csg-crds-deductible.md « Les taux » and « Du net à payer au net imposable ».
  {
    question:
      "Pourquoi mon net imposable est plus haut que mon net payé ? Une partie de la CSG n'est pas déductible c'est ça ?",
    sources: ['/blog/csg-crds-deductible', '/blog/prelevement-a-la-source-dirigeant'],
  },
  // valider-trimestres-retraite-dirigeant.md « La règle : 150 heures de SMIC par trimestre ».
  {
    question:
      'president sasu, je me verse presque rien, combien minimum pour valider mes trimestres de retraite ?',
    sources: ['/blog/valider-trimestres-retraite-dirigeant', '/blog/retraite-president-sas'],
  },
  // taux-at-mp.md « Où trouver votre taux »: the compte AT/MP on net-entreprises.fr.
  {
    question: 'ou je trouve le taux accident du travail de ma boite ? mon comptable me le demande',
    sources: ['/blog/taux-at-mp'],
  },
  // dsn-sasu-sans-salarie.md « Les mois sans rémunération »: a DSN « néant » still due each month.
  {
    question:
      'Je ne me paye pas ce trimestre (trésorerie tendue). Dois-je quand même envoyer une DSN chaque mois ?',
    sources: ['/blog/dsn-sasu-sans-salarie'],
  },
  // premier-salaire-creation-sasu.md « L'ACRE en 2026 : une aide réduite ».
  {
    question: "jviens de creer ma sasu, j ai droit a l'acre sur mon salaire de president ?",
    sources: ['/blog/premier-salaire-creation-sasu'],
  },
  // changements-paie-2026.md « Dividendes : la flat tax passe à 31,4 % » (also dividendes-sas-flat-tax.md).
  {
    question: 'flat tax dividendes 2026 c combien maintenant',
    figures: ['31,4 %'],
  },

  // --- Labour law for a small employer ---
  // Template « mise en demeure abandon de poste »; L1237-1-1 (presumed resignation); sheet « La démission ».
  {
    question:
      "Mon vendeur ne vient plus depuis 8 jours, il repond pas au tel. J'ai lu qu'on peut considerer qu'il a demissionné, je dois lui envoyer quoi exactement ?",
    sources: [
      '/outils/modele/mise-en-demeure-abandon-de-poste',
      '/code-du-travail/article/L1237-1-1',
      '/outils/fiche/la-demission',
    ],
  },
  // Sheet « La journée de solidarité »; L3133-7.
  {
    question: 'lundi de pentecote : je peux faire travailler mes salaries sans les payer en plus ?',
    sources: ['/outils/fiche/la-journee-de-solidarite', '/code-du-travail/article/L3133-7'],
  },
  // Sheet « Le registre unique du personnel ».
  {
    question: 'registre du personel obligatoire meme avec 2 salariés ? il doit etre papier ?',
    sources: ['/outils/fiche/le-registre-unique-du-personnel'],
  },
  // Sheet « La saisie et les cessions des rémunérations ».
  {
    question:
      "J'ai reçu un courrier du tribunal me demandant de retenir une partie du salaire d'une de mes employées pour payer ses dettes. Combien je dois prélever et à qui je verse ?",
    sources: ['/outils/fiche/la-saisie-et-les-cessions-des-remunerations'],
  },
  // Sheet « Chaleur et canicule au travail : les précautions à prendre ».
  {
    question: 'il fait 38 degres dans l atelier, quelles sont mes obligations en tant que patron ?',
    sources: ['/outils/fiche/chaleur-et-canicule-au-travail-les-precautions-prendre'],
  },
  // Sheets « Le job d'été » and « Le temps de travail des jeunes de moins de 18 ans ».
  {
    question:
      "Mon neveu a 16 ans, je voudrais le prendre en juillet au magasin. C'est possible, et il peut faire combien d'heures ?",
    sources: [
      '/outils/fiche/le-job-dete-les-formalites-et-les-obligations',
      '/outils/fiche/le-temps-de-travail-des-jeunes-de-moins-de-18-ans',
    ],
  },
  // Sheets « Le CSE dans les entreprises de 11 à 49 salariés » and « La définition du CSE ».
  {
    question: 'on passe a 11 salaries le mois prochain, faut il organiser des elections ?',
    sources: [
      '/outils/fiche/le-cse-dans-les-entreprises-de-11-49-salaries',
      '/outils/fiche/la-definition-du-cse-et-cadre-de-mise-en-place',
      '/outils/fiche/lelection-de-la-delegation-du-personnel-au-cse',
    ],
  },
  // Sheet « Les congés pour événements familiaux et le congé de deuil »; template « congé pour événement familial ».
  {
    question: "le pere d'une salariee est decede, elle a droit a combien de jours d'absence payes ?",
    sources: [
      '/outils/fiche/les-conges-pour-evenements-familiaux-et-le-conge-de-deuil',
      '/outils/modele/conge-pour-evenement-familial',
    ],
  },
  // Sheet « Responsabilité de l'employeur - Droit de retrait ».
  {
    question:
      "Un employé refuse de monter sur l'échafaudage en disant qu'il exerce son droit de retrait. Je peux le sanctionner ?",
    sources: ['/outils/fiche/responsabilite-de-lemployeur-droit-de-retrait'],
  },
  // Article L3121-18: daily working time at most 10 hours (sheet « La durée légale du travail »).
  {
    question: 'quel article du code fixe le max de 10h de travail par jour ?',
    sources: ['/code-du-travail/article/L3121-18', '/outils/fiche/la-duree-legale-du-travail'],
  },
  // Article L1221-10 (déclaration préalable à l'embauche); sheet « Les obligations de l'employeur lors de l'embauche ».
  {
    question: "DPAE : c'est obligatoire avant le 1er jour ? c'est quel article ?",
    sources: [
      '/code-du-travail/article/L1221-10',
      '/outils/fiche/les-obligations-de-lemployeur-lors-de-lembauche',
    ],
  },
  // L1232-2: 5 working days between the letter and the interview; the procedure calculator, sheet and template.
  {
    question:
      "Je veux convoquer un salarié à un entretien préalable au licenciement : il faut combien de jours entre la lettre et l'entretien ?",
    sources: [
      '/outils/simulateur/procedure-licenciement',
      '/code-du-travail/article/L1232-2',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
      '/outils/modele/convocation-entretien-prealable-licenciement',
    ],
  },
  // Sheet « Le contrat à durée déterminée d'usage (CDDU) ».
  {
    question:
      'cdd d usage pour des extras le weekend dans mon resto, c est autorisé ? prime de precarite ou pas ?',
    sources: ['/outils/fiche/le-contrat-duree-determinee-dusage-cddu'],
  },
  // Sheet « L'indemnisation légale des absences pour maladie ou accident »; L1226-1.
  {
    question:
      "Salariée en arret maladie 3 semaines, je dois completer les indemnites de la secu ? elle a 2 ans d'anciennete",
    sources: [
      '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident',
      '/code-du-travail/article/L1226-1',
    ],
  },
  // Template « Réponse à une demande de congés payés ».
  {
    question: "modele de courrier pour refuser des vacances a un salarie en aout (pic d'activite)",
    sources: ['/outils/modele/reponse-a-une-demande-de-conges-payes'],
  },

  // --- Calculator figures ---
  // computeDismissalIndemnity: 6,5 years × 1/4 × 2 300 € = 3 737,50 € (R1234-2).
  {
    question:
      "indemnite legale de licenciement pour 6 ans et demi d'anciennete et 2300 euros brut de salaire de reference ?",
    figures: ['3 737,50'],
  },
  // computeDismissalNotice: 30 months → 2 months, doubled for a disabled worker, capped at 3 months (L5213-9).
  {
    question:
      'Je dois licencier un salarié reconnu travailleur handicapé (RQTH) qui a 2 ans et demi de boite. Son preavis c est combien ?',
    figures: ['3 mois'],
  },
  // computePaidLeaveEntitlement: 7 months × 2,5 = 17,5, rounded up to 18 jours ouvrables (L3141-3, L3141-7).
  {
    question:
      'embauchée en novembre, au 31 mai elle aura 7 mois de travail. ca lui fait combien de jours de congés payés ?',
    figures: ['18 jours'],
  },
  // computePrecarityIndemnity: 10 % of 14 850 € = 1 485 €.
  {
    question:
      'fin de CDD la semaine prochaine, il a touché 14850€ brut au total sur le contrat, la prime de precarité fait combien ?',
    figures: ['1 485'],
  },
  // simulateExactCharges, officer, 3 500 € gross, fewer than 11 staff, 2026: net 2 769,75 €, cost 4 853,31 €.
  {
    question:
      'President de SAS (on est 3 dans la boite), si je me mets 3500 brut par mois en 2026, ca me fait quel net et ca coute combien a la societe ?',
    figures: ['2 769,75', '4 853,31'],
  },

  // --- Collective agreements ---
  // conventions-collectives: IDCC 1978, « Fleuristes, vente et services des animaux familiers ».
  {
    question: "j'ouvre une boutique de fleurs avec une vendeuse, c'est quelle convention collective ?",
    figures: ['IDCC 1978'],
  },
  // conventions-collectives: IDCC 1619 is « Cabinets dentaires ».
  {
    question: 'idcc 1619 ca correspond a quoi',
    figures: ['Cabinets dentaires'],
  },

  // --- Nothing we hold answers it ---
  // Cotisation foncière des entreprises: absent (the code's « CFE » is only the CFE-CGC union).
  {
    question: 'la CFE de ma sasu est de combien la premiere annee ?',
    unknown: true,
  },
  // Turning a SARL into a SAS (formalities, cost): absent.
  {
    question: 'Quelles sont les démarches et le coût pour transformer ma SARL en SAS ?',
    unknown: true,
  },
  // An extrait Kbis: absent everywhere.
  {
    question: 'comment j obtiens un kbis de ma societe ?',
    unknown: true,
  },
  // Registering a trademark at the INPI: absent.
  {
    question: 'je veux proteger le nom de ma boite, on depose une marque ou ?',
    unknown: true,
  },
  // A commercial lease's rent increase: absent.
  {
    question:
      'Mon bailleur veut augmenter le loyer de mon local commercial de 12 % au renouvellement du bail, en a-t-il le droit ?',
    unknown: true,
  },
  // Declaring furnished-rental income (LMNP): absent.
  {
    question: 'en plus de ma sasu je loue un studio en lmnp, comment je declare les loyers aux impots ?',
    unknown: true,
  },
  // Changing chartered accountant mid-year: absent.
  {
    question:
      "je veux changer d'expert comptable en cours d'exercice, comment ça se passe pour résilier sa lettre de mission ?",
    unknown: true,
  },
];
