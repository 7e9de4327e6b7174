import type { BenchQuestion } from './questions.ts';

/**
 * The second kept-aside part of the assistant's evaluation set (issue 28 §2), clean where the first
 * (`held-out.ts`) was partly tuned on since: written on 27 November 2026 (stop 32), before any run,
 * in visitors' words, by someone who had not read the assistant's code (its recognisers, its
 * retrieval, its ranking). Every expected answer was checked against the site's content
 * (`packages/site-content`, the public pages), the official data the site publishes and the
 * figures `@dirigeo/labour-law` computes. Nothing may be tuned on it: nothing in the assistant may
 * be changed to make one of these pass, and a question that fails stays failed until a change made
 * for another reason fixes it. Its score is to be read on its own.
 */
export const heldOutQuestions2: readonly BenchQuestion[] = [
  // The product
  { question: 'on paye comment l abonnement ? par virement ?', figures: ['carte bancaire'] },
  { question: 'vous repondez le samedi ou que en semaine ?', figures: ['lundi au vendredi'] },
  {
    question: 'je suis gerant majoritaire de ma sarl, dirigeo ca marche pour moi ?',
    sources: ['/eligibilite', '/#faq', '/blog/gerant-minoritaire-sarl'],
  },
  { question: 'le journal de paie il est dans quelle formule ?', sources: ['/#tarifs', '/tarifs-details'] },
  { question: 'faut il donner sa cb pour l essai gratuit', sources: ['/#tarifs', '/cgu'] },
  {
    question: 'si je passe de essentielle a complete en cours de mois, je paye comment la difference',
    figures: ['prorata'],
  },
  {
    question: 'si je supprime mon compte vous effacez tout ou vous gardez des trucs ?',
    sources: ['/politique-de-confidentialite', '/mentions-legales'],
  },
  // Figures the calculators compute
  {
    question: 'mon salarie a 20 ans d anciennete et 2800 brut, combien d indemnite si je le licencie',
    figures: ['16 333,34 €'],
  },
  {
    question: 'indemnite licensiement 7 ans et demi, salaire de reference 2400',
    figures: ['4 500,00 €'],
  },
  {
    question: 'jai embauche quelqu un il y a 5 mois, si je le licencie je lui dois une indemnite ?',
    figures: ['8 mois'],
  },
  {
    question: 'rupture conventionnelle apres 6 mois seulement, salaire 3000, minimum a verser ?',
    figures: ['375,00 €'],
  },
  { question: 'rupture conv 12 ans anciennete 2200 € brut indemnite mini', figures: ['6 966,67 €'] },
  {
    question: 'cdd de 6 mois a 1850 brut par mois, ca fait combien la prime de precarite ?',
    figures: ['1 110,00 €'],
  },
  {
    question: 'licenciement eco d un cadre : combien de jours entre l entretien et l envoi de la lettre ?',
    figures: ['15 jours ouvrables'],
  },
  { question: 'un vrp qui demissionne apres 2 ans et demi, il doit combien de preavis', figures: ['3 mois'] },
  {
    question: 'je licencie un salarié de 5 ans payé 2600 brut : indemnité et préavis ?',
    figures: ['3 250,00 €', '2 mois'],
  },
  {
    question: 'president de sasu a 5000 brut par mois, ca me fait combien en net ?',
    figures: ['5 000,00 €', 'net'],
  },
  // Identifiers
  { question: 'idcc 2216 ?', figures: ['prédominance alimentaire'] },
  { question: 'c koi la convention collective 3043', figures: ['propreté'] },
  { question: 'numero idcc boulangerie artisanale', figures: ['843'] },
  { question: 'article L3141-3 du code du travail', sources: ['/code-du-travail/article/L3141-3'] },
  { question: 'L1221-19 ?', sources: ['/code-du-travail/article/L1221-19'] },
  {
    question: 'fiche pratique conge parental d education',
    sources: ['/outils/fiche/le-conge-parental-deducation'],
  },
  // Labour-law questions a page answers
  {
    question: 'combien de jours de conge pour mon mariage ?',
    sources: [
      '/outils/fiche/les-conges-pour-evenements-familiaux-et-le-conge-de-deuil',
      '/code-du-travail/article/L3142-4',
    ],
  },
  {
    question: 'rupture conventionnelle signee, on a combien de temps pour changer d avis',
    sources: [
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      '/code-du-travail/article/L1237-13',
    ],
  },
  {
    question: 'salarie declare inapte par la medecine du travail, je dois le reclasser ?',
    sources: [
      '/outils/fiche/la-reconnaissance-de-linaptitude-medicale-au-travail-et-ses-consequences',
      '/code-du-travail/article/L1226-2',
      '/code-du-travail/article/L1226-10',
    ],
  },
  {
    question: 'quels documents donner a un salarie qui quitte l entreprsie',
    sources: ['/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail'],
  },
  {
    question: 'au bout de combien d heures une pause est obligatoire',
    sources: ['/code-du-travail/article/L3121-16', '/outils/fiche/la-duree-legale-du-travail'],
  },
  {
    question: 'journee de solidarite on doit la travailler ou pas',
    sources: ['/outils/fiche/la-journee-de-solidarite'],
  },
  // Nothing we hold answers it
  { question: 'comment reparer une crevaison de velo', unknown: true },
];
