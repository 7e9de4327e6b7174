/**
 * The assistant's evaluation set, fifth kept-aside part: 60 questions written at stop 38 without
 * trying the assistant and without reading its code, in visitors' words (no accents, SMS spellings,
 * typos in the key word, two questions in one, very short ones, long ones with context, tutoiement),
 * on subjects the tuning part (`questions.ts`) does not ask. Never to be tuned on: the recognisers
 * and the ranking must not be changed to pass these, and their misses are printed only with
 * `--show-held-out-misses`. Format: `BenchQuestion` (see `questions.ts`).
 *
 * Every expected answer was checked against the content: the product's figures from
 * `@dirigeo/site-content` (plans and their prices with VAT, FAQ, salesTerms, freeTrial, dataRetention,
 * marketingClaims) and the legal pages (CGV, CGU, privacy policy, legal notices) of apps/marketing;
 * the calculators' figures from running `@dirigeo/labour-law` (computeDismissalNotice,
 * computeDismissalIndemnity, computeConventionalTerminationIndemnity, computePrecarityIndemnity,
 * computePaidLeaveEntitlement, computePaidLeaveIndemnity, computeDismissalProcedure) and
 * `@dirigeo/payroll-calc` (simulateExactCharges, simulateExactChargesForNet: fewer than 11 staff,
 * 2026 rates, no mutuelle; the same figures for every month of 2026); the agreements, practical
 * sheets and articles from apps/api/data/official; the posts from apps/api/content/blog; the
 * templates from packages/letter-templates. Each question we cannot answer was searched for in every
 * sheet, article, post, template and page, and found in none.
 */
import type { BenchQuestion } from './questions.ts';

export const heldOutQuestions5: readonly BenchQuestion[] = [
  // The product, in unusual words (12)
  // CGV « Formules et prix »: Complète 193,80 € HT a year, 232,56 € TTC.
  { question: 'tu peux me donner le prix ttc de la formule complete en annuel ?', figures: ['232,56 €'] },
  // CGV « Résiliation par le prestataire »: 3 months' notice for a technical, economic or regulatory reason.
  {
    question: 'est ce que dirigeo peut mettre fin a mon abonnement de son cote ? avec quel delai',
    figures: ['3 mois'],
  },
  // CGV « Responsabilité » (capped at 12 months paid), CGU « Vos engagements ».
  {
    question:
      "si votre logiciel se plante dans le calcul de mes cotisations et que j'ai un redressement urssaf, c'est vous qui payez ?",
    sources: ['/cgv', '/cgu'],
  },
  // CGV « Litiges », CGU « Droit applicable et juridiction »: the courts of Paris.
  { question: 'litige avec dirigeo = quel tribunal ?', sources: ['/cgv', '/cgu'] },
  // The home page's hero: « Entretien de 30 minutes avec un expert, sans engagement ».
  { question: 'vous proposez un rdv decouverte gratuit ? ca dure combien de temps', figures: ['30 minutes'] },
  // Privacy policy « Durées de conservation »: the assistant's exchanges, 12 months after the question.
  {
    question: 'les questions que je tape dans ce chat vous les gardez combien de temps ?',
    figures: ['12 mois'],
  },
  // FAQ « Dirigeo est-il sécurisé ? », the comparison table: passwords hashed with Argon2.
  { question: 'mes mots de passes sont stockes en clair chez vous ??', figures: ['Argon2'] },
  // Privacy policy « Mesure d'audience » and « Cookies », legal notices « Cookies »: no third party, no advertising.
  {
    question: 'vous utilisez google analytics ou des cookies de pub sur votre site',
    sources: ['/politique-de-confidentialite', '/mentions-legales'],
  },
  // plans.ts: « Analyse des charges, graphiques et indicateurs » in Complète only.
  {
    question: "les graphiques d'evolution de mes charges, c dispo dans quelle offre ?",
    sources: ['/#tarifs', '/tarifs-details'],
  },
  // FAQ « Faut-il une carte bancaire pour l'essai gratuit ? », CGU « Essai gratuit »: back to Freemium, nothing taken.
  {
    question: 'a la fin des 14j d essai je suis preleve automatiquement ou je passe en quoi ?',
    figures: ['Freemium'],
  },
  // CGV « Résiliation par le client », FAQ, CGU « Résiliation »: the period under way is not refunded.
  {
    question: 'si je resilie en plein milieu du mois vous me remboursez les jours restants ?',
    sources: ['/cgv', '/#faq', '/cgu'],
  },
  // marketingClaims: « Plus de 15 ans d'expérience en paie ».
  { question: "vous etes une start up ou vous avez de l'experience en paie ?", figures: ['15 ans'] },

  // A calculator's figure (15)
  // L1234-1: 23 months, 1 month.
  {
    question: 'jai un gars qui a 1 an et 11 mois d anciennete, je le licencie, combien de preavis ?',
    figures: ['1 mois'],
  },
  // R1234-2: 1/4 × 2 650 × 10 + 1/3 × 2 650 × 8/12, rounded up.
  { question: 'indemnite licenciemnt 10 ans et 8 mois, 2650 € brut', figures: ['7 213,89 €'] },
  // L1234-9: due from 8 months; 1/4 × 2 400 × 8/12.
  {
    question: 'indemn. de licenciement pile 8 mois d anciennete a 2400 brut, il y a droit ?',
    figures: ['400,00 €'],
  },
  { question: 'rupture co 14 ans 3300 brut/mois le mini legal c combien', figures: ['12 650,00 €'] },
  // L1233-15: an individual economic dismissal of a cadre, 15 jours ouvrables after the interview.
  {
    question: 'licenciement economique d un cadre, delai mini entre l entretien et l envoi de la lettre ?',
    figures: ['15 jours ouvrables'],
  },
  // L1226-14: an inaptitude of professional origin doubles the legal indemnity.
  {
    question:
      'licenciement pour inaptitude apres une maladie pro, 6 ans d anciennete et 2100 € brut par mois, combien d indemnite',
    figures: ['6 300,00 €'],
  },
  {
    question: 'prime de precarite sur un cdd ou elle a touche 7 450,50 € brut au total',
    figures: ['745,05 €'],
  },
  // L1243-8: not due when a CDI follows.
  {
    question:
      'son cdd se finit et je l embauche en cdi juste apres, je dois quand meme la prime de precarite ?',
    figures: ['pas due'],
  },
  // L3141-3, L3141-7: 7 months × 2,5 = 17,5, rounded up.
  {
    question: 'salarie embauche le 1er novembre, au 31 mai il a acquis combien de jours de cp ?',
    figures: ['18 jours ouvrables'],
  },
  // L3141-5-1: 9 × 2,5 + 3 × 2 = 28,5, rounded up.
  {
    question: '9 mois travailles et 3 mois d arret maladie sur la periode, ca fait combien de conges payes',
    figures: ['29 jours ouvrables'],
  },
  // L3141-24: the tenth.
  {
    question: 'indemnite de conges payes au 1/10e, salaire brut de la periode de ref 31 250 €',
    figures: ['3 125,00 €'],
  },
  // simulateExactCharges, officer: net à payer avant impôt.
  { question: 'presidente sas 2700 brut => net ?', figures: ['2 136,67 €'] },
  // simulateExactCharges, officer: coût total (no general reduction for an officer).
  { question: 'combien ca coute a ma sasu si je me verse 3200 € brut par mois', figures: ['4 437,31 €'] },
  // simulateExactCharges, employee non-cadre: net à payer avant impôt.
  { question: 'ma secretaire non cadre est a 1950 brut, elle touche combien net', figures: ['1 543,62 €'] },
  // simulateExactChargesForNet, officer: the gross that gives 3 500,00 € net.
  {
    question: 'president de sasu, je veux 3500 net/mois, je dois me mettre combien en brut ?',
    figures: ['4 424,30 €'],
  },

  // Identifiers: an IDCC, an article written in another way, a template or a sheet by its subject (10)
  { question: 'ccn 1351 c pour quel metier ?', figures: ['prévention et de sécurité'] },
  { question: 'idcc3032', figures: ['Parfumerie, esthétique'] },
  { question: 'numero idcc transport routier de marchandises', figures: ['IDCC 0016'] },
  { question: 'je bosse dans une agence d archi, c quelle convention collective ?', figures: ['IDCC 2332'] },
  { question: 'convention collective du portage salarial idcc', figures: ['IDCC 3219'] },
  { question: 'art. L. 1242-2 c. trav.', sources: ['/code-du-travail/article/L1242-2'] },
  { question: 'c quoi l art L1332-4', sources: ['/code-du-travail/article/L1332-4'] },
  { question: 'L 1225-4 ?', sources: ['/code-du-travail/article/L1225-4'] },
  {
    question: 'modele de lettre pour mettre fin a la periode d essai (cote employeur)',
    sources: ['/outils/modele/rupture-periode-essai-employeur'],
  },
  {
    question: 'fiche pratique rqth',
    sources: ['/outils/fiche/la-reconnaissance-de-la-qualite-de-travailleur-handicape-rqth'],
  },

  // Labour law: a sheet or an article answers (10)
  {
    question: 'ma vendeuse veut demissionner pour ouvrir sa boutique, elle aura droit au chomage ?',
    sources: [
      '/outils/fiche/le-droit-aux-allocations-chomage-du-salarie-demissionnaire',
      '/outils/fiche/la-demission',
      '/outils/fiche/lallocation-daide-au-retour-lemploi-are',
      // The same sheet as the ARE's, under another address.
      '/outils/fiche/lallocation-temporaire-degressive',
      '/code-du-travail/article/L5422-1',
    ],
  },
  {
    question:
      "je rachete le fonds de commerce d'une boulangerie avec 3 salaries dedans, je suis oblige de les garder aux memes conditions ?",
    sources: [
      '/outils/fiche/le-changement-de-la-situation-juridique-de-lemployeur',
      '/code-du-travail/article/L1224-1',
      '/code-du-travail/article/L1224-2',
    ],
  },
  {
    question: 'ma sas est en liquidation judiciaire, qui va payer les derniers salaires de mes employes ?',
    sources: [
      '/outils/fiche/la-garantie-en-cas-de-sauvegarde-de-redressement-ou-de-liquidation-judiciaire',
      '/code-du-travail/article/L3253-6',
      '/code-du-travail/article/L3253-8',
    ],
  },
  {
    question:
      'licenciement eco dans ma pme de 12 personnes : je dois proposer le csp au salarie ? il a combien de temps pour repondre',
    sources: [
      '/outils/fiche/le-contrat-de-securisation-professionnelle-csp',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-individuel-pour-motif-economique',
      '/outils/fiche/la-procedure-de-licenciement-economique-de-2-9-salaries',
      '/outils/simulateur/procedure-licenciement',
      '/code-du-travail/article/L1233-66',
      '/code-du-travail/article/L1233-65',
    ],
  },
  {
    question: 'a partir de combien de salaries on doit employer des travailleurs handicapes, c est 6% ?',
    sources: [
      '/outils/fiche/lobligation-demploi-des-travailleurs-handicapes-oeth',
      '/code-du-travail/article/L5212-1',
      '/code-du-travail/article/L5212-2',
    ],
  },
  {
    question: "l'inspecteur du travail peut debarquer sans prevenir dans mon restau ?",
    sources: [
      '/outils/fiche/les-missions-et-les-prerogatives-de-linspection-du-travail',
      '/code-du-travail/article/L8113-1',
    ],
  },
  {
    question: "je peux mettre 'moins de 35 ans' dans mon annonce d'embauche ?",
    sources: [
      '/outils/fiche/offre-demploi-et-embauche-les-droits-du-candidat',
      '/outils/fiche/entreprises-bonnes-pratiques-pour-recruter-sans-discriminer',
      '/outils/fiche/la-protection-contre-les-discriminations',
      '/outils/fiche/les-recours-face-une-discrimination-lembauche',
      '/code-du-travail/article/L5331-2',
      '/code-du-travail/article/L1132-1',
    ],
  },
  {
    question: 'on a le droit de boire une biere au dej au boulot ? je peux l interdire dans ma boite ?',
    sources: [
      '/outils/fiche/la-prevention-des-addictions-au-travail',
      '/outils/fiche/le-reglement-interieur',
      '/code-du-travail/article/R4228-20',
      '/code-du-travail/article/R4228-21',
    ],
  },
  {
    question:
      'jveux embaucher un demandeur d emploi de 61 ans, y a un contrat special pour les seniors maintenant ?',
    sources: [
      '/outils/fiche/le-contrat-de-valorisation-de-lexperience-cve',
      '/outils/fiche/le-contrat-duree-determinee-cdd',
      // The same sheet as the CDD's, under another address.
      '/outils/fiche/le-contrat-duree-determinee-senior-cdd-senior',
    ],
  },
  {
    question: 'mes elus cse (boite de 30 salaries) ont droit a combien d heures de delegation par mois ?',
    sources: [
      '/outils/fiche/le-cse-dans-les-entreprises-de-11-49-salaries',
      '/outils/fiche/le-fonctionnement-et-les-moyens-dactions-du-cse',
      '/code-du-travail/article/R2314-1',
      '/code-du-travail/article/L2315-7',
    ],
  },

  // The officer's status and pay: a post answers (6)
  {
    question: "si ma sasu coule, moi president j'ai droit a l ati ?",
    sources: [
      '/blog/president-sas-assurance-chomage',
      '/code-du-travail/article/L5424-24',
      '/code-du-travail/article/L5424-25',
    ],
  },
  {
    question: 'mon salaire de president de sas doit passer en convention reglementee ?',
    sources: ['/blog/decision-remuneration-dirigeant'],
  },
  {
    question: 'president sasu, je peux me payer une seule fois par an au lieu de tous les mois ?',
    sources: ['/blog/remuneration-president-sasu'],
  },
  {
    question: 'jai fait une erreur dans ma dsn du mois dernier, je risque une penalite ? combien',
    sources: ['/blog/dsn-sasu-sans-salarie'],
  },
  {
    question: "ma sas me loge dans un appart, comment on evalue l'avantage en nature pour moi le president",
    sources: ['/blog/avantages-en-nature-dirigeant'],
  },
  {
    question:
      "je suis presidente de sasu et je me suis blessee en allant chez un client, c'est un accident du travail ? faut le declarer ?",
    sources: [
      '/blog/taux-at-mp',
      '/blog/mutuelle-prevoyance-dirigeant',
      '/blog/president-sas-assurance-chomage',
      '/blog/salaire-ou-dividendes-sasu',
    ],
  },

  // Nothing we hold (7): each searched for in every sheet, article, post, template and page
  {
    question: 'je veux quitter mon local, comment on resilie un bail commercial 3 6 9 ?',
    unknown: true,
  },
  { question: 'credit d impot recherche pour ma sasu de dev, comment on le demande', unknown: true },
  { question: 'qonto ou shine pour le compte pro de ma sasu ?', unknown: true },
  { question: 'numero eori c quoi, j en ai besoin pour exporter ?', unknown: true },
  { question: 'frais de notaire si ma sci achete les murs de mon local', unknown: true },
  { question: 'taux d usure credit pro actuel', unknown: true },
  { question: "tu sais combien coute l'affacturage en general ?", unknown: true },
];
