import type { BenchQuestion } from './questions.ts';

/**
 * The kept-aside part of the assistant's evaluation set (issue 28 §2): written on 27 November 2026
 * before the bench was run on them, in visitors' words, and never tuned on. Nothing in the
 * assistant may be changed to make one of these pass; a question that fails stays failed until a
 * change made for another reason fixes it. The bench prints this part's score on its own.
 */
export const heldOutQuestions: readonly BenchQuestion[] = [
  // The product
  { question: 'Combien de temps dure l’essai gratuit ?', figures: ['14'] },
  { question: 'c est combien la formule essentiel ?', figures: ['Essentielle 9 €'] },
  { question: 'Quel est le tarif annuel de la formule Premium ?', figures: ['193,80 €'] },
  { question: 'Est-ce que je peux arrêter quand je veux ?', sources: ['/cgv', '/#faq'] },
  { question: 'Quel préavis pour résilier la formule annuelle ?', figures: ['1 mois'] },
  { question: 'La DSN est-elle comprise dans la formule Logiciel ?', sources: ['/#tarifs', '/#faq'] },
  { question: 'Quel est votre numéro de téléphone ?', sources: ['/#contact'] },
  { question: 'je peux tester gratuitement avant de payer ?', sources: ['/souscription'] },
  { question: 'Salut !', figures: ['Bonjour'] },
  {
    question: 'Vous gardez mes données combien de temps ?',
    sources: ['/politique-de-confidentialite', '/#faq'],
  },
  // Figures the calculators compute
  {
    question: 'Quelle est la durée du préavis de licenciement pour un salarié qui a 3 ans d’ancienneté ?',
    figures: ['2 mois'],
  },
  { question: 'preavis licenciement salarie 18 mois d anciennete', figures: ['1 mois'] },
  { question: 'quel préavis pour licencier quelqu’un embauché il y a 4 mois ?', figures: ['convention'] },
  { question: 'Indemnité de licenciement pour 6 ans et 2 500 €', figures: ['3 750,00 €'] },
  {
    question: 'combien d indemnite de licenciement apres 10 ans avec 2000 euros brut',
    figures: ['5 000,00 €'],
  },
  {
    question: 'indemnité légale de licenciement, 15 ans d’ancienneté, salaire 3 000 €',
    figures: ['12 500,00 €'],
  },
  { question: 'Montant minimum rupture conventionnelle 2 ans 1800 €', figures: ['900,00 €'] },
  { question: 'indemnite de fin de cdd sur 8000 euros de salaire total', figures: ['800,00 €'] },
  {
    question: 'Charges d’un président de SASU à 4 000 € brut',
    figures: ['4 000,00 €', 'cotisations salariales'],
  },
  { question: 'combien me coute un salaire de president de 2500 brut ?', figures: ['coût total'] },
  {
    question: 'Quel délai entre la convocation et l’entretien préalable au licenciement ?',
    figures: ['5 jours ouvrables'],
  },
  {
    question: 'délai pour envoyer la lettre de licenciement après l’entretien',
    figures: ['2 jours ouvrables'],
  },
  { question: 'preavis depart en retraite 5 ans d anciennete', figures: ['2 mois'] },
  { question: 'préavis licenciement travailleur handicapé 3 ans', figures: ['3 mois'] },
  {
    question: 'Pas d’indemnité en cas de faute grave ?',
    sources: [
      '/outils/simulateur/indemnite-licenciement',
      '/outils/fiche/lindemnite-legale-de-licenciement',
      '/code-du-travail/article/L1234-9',
    ],
  },
  // Identifiers
  { question: 'Quelle convention collective porte l’IDCC 1486 ?', figures: ['Bureaux d'] },
  { question: 'idcc 0016 ?', figures: ['Transports routiers'] },
  { question: 'c’est quoi la convention HCR', figures: ['IDCC 1979'] },
  { question: 'convention collective de la metallurgie', figures: ['IDCC 3248'] },
  { question: 'article L1232-2', sources: ['/code-du-travail/article/L1232-2'] },
  {
    question: 'que dit l’article L. 1237-19 du code du travail ?',
    sources: ['/code-du-travail/article/L1237-19'],
  },
  { question: 'R1234-2 ?', sources: ['/code-du-travail/article/R1234-2'] },
  // Our articles and the practical sheets
  {
    question: 'vaut il mieux se payer en salaire ou en dividendes',
    sources: ['/blog/salaire-ou-dividendes-sasu', '/blog/dividendes-sas-flat-tax'],
  },
  {
    question: 'comment est imposé le salaire du président ?',
    sources: [
      '/blog/prelevement-a-la-source-dirigeant',
      '/blog/remuneration-dirigeant-impot-societes',
      '/blog/remuneration-president-sasu',
    ],
  },
  {
    question: 'je viens de creer ma sasu, quand me verser un premier salaire',
    sources: ['/blog/premier-salaire-creation-sasu'],
  },
  {
    question: 'retraite du president de sas : combien de trimestres ?',
    sources: ['/blog/retraite-president-sas', '/blog/valider-trimestres-retraite-dirigeant'],
  },
  {
    question: 'voiture de fonction avantage en nature dirigeant',
    sources: ['/blog/avantages-en-nature-dirigeant'],
  },
  { question: 'mutuelle obligatoire pour le président ?', sources: ['/blog/mutuelle-prevoyance-dirigeant'] },
  {
    question: 'qui vote la remuneration du president de sas',
    sources: ['/blog/decision-remuneration-dirigeant'],
  },
  { question: 'comment comptabiliser le salaire du gérant', sources: ['/blog/comptabiliser-paie-dirigeant'] },
  {
    question: 'le DG d’une SAS peut il avoir un contrat de travail',
    sources: ['/blog/directeur-general-sas-statut'],
  },
  { question: 'nouveautes paie 1er janvier 2026', sources: ['/blog/changements-paie-2026'] },
  { question: 'conge maternite duree', sources: ['/outils/fiche/le-conge-de-maternite'] },
  {
    question: 'arret maladie salarie indemnisation employeur',
    sources: [
      '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident',
      '/outils/fiche/les-absences-liees-la-maladie-ou-laccident-non-professionnel',
    ],
  },
  { question: 'travail le dimanche est ce autorisé', sources: ['/outils/fiche/le-travail-du-dimanche'] },
  { question: 'jours feries payes ou pas', sources: ['/outils/fiche/les-jours-feries-et-les-ponts'] },
  { question: 'contrat d apprentissage age maximum', sources: ['/outils/fiche/le-contrat-dapprentissage'] },
  {
    question: 'gratification de stage obligatoire ?',
    sources: ['/outils/fiche/les-stages-etudiants-en-milieu-professionnel'],
  },
  {
    question: 'chomage partiel comment ça marche',
    sources: [
      '/outils/fiche/lactivite-partielle-le-chomage-partiel',
      '/outils/fiche/questions-reponses-lactivite-partielle-le-chomage-partiel',
    ],
  },
  { question: 'saisir les prud hommes', sources: ['/outils/fiche/le-conseil-de-prudhommes'] },
  {
    question: 'entretien professionnel tous les combien',
    sources: ['/outils/fiche/lentretien-professionnel'],
  },
  { question: 'lettre de démission modèle', sources: ['/outils/modele/demission'] },
  { question: 'modele certificat de travail', sources: ['/outils/modele/certificat-de-travail'] },
  { question: 'mise a pied conservatoire lettre', sources: ['/outils/modele/mise-a-pied-conservatoire'] },
  {
    question: 'renouveler la periode d essai d un cdi',
    sources: ['/outils/modele/renouvellement-periode-essai', '/outils/fiche/la-periode-dessai'],
  },
  // Nothing we hold answers these
  { question: 'Quel temps fera-t-il demain à Lyon ?', unknown: true },
  { question: 'Quel est le meilleur restaurant de Paris ?', unknown: true },
  { question: 'Comment immatriculer une voiture de collection ?', unknown: true },
  { question: 'qui a gagné la coupe du monde 1998', unknown: true },
  { question: 'Donnez-moi un code promo Netflix', unknown: true },
];
