/**
 * Third kept-aside part of the assistant's evaluation (issue 28 §2), written at stop 37 (28 November
 * 2026) by someone who had not read the assistant's code, its tuning questions nor its answers: never
 * tuned on. Each expected page was read in the content database (`search_document.body`) and each
 * figure computed by hand from the Code du travail, the site's constants (plans, CGV) or its blog.
 */
import type { BenchQuestion } from './questions.ts';

export const heldOutQuestions3: readonly BenchQuestion[] = [
  // Our product, in visitors' words.
  {
    question: "salut, la formule a 9 balles si je la prends a l'annee ca me fait combien ? y a une reduc ?",
    figures: ['91,80 €', '15 %'],
  },
  {
    question: 'c koi le prix TTC de la formule complete par mois ? ma boite recupere pas la tva',
    figures: ['22,80 €'],
  },
  { question: 'on peut tester gratos avant de payer ? pendant combien de temps', figures: ['14 jours'] },
  {
    question: 'mon prelevement sepa a ete rejeté par la banque, vous coupez mon acces tout de suite ??',
    figures: ['14 jours'],
  },
  {
    question: "comment on resilie l'abonnement mensuel, y a un preavis ? le mois commencé est remboursé ?",
    figures: ['15 jours'],
  },
  { question: 'je prefere payer par virement ou par cheque c possible ?', sources: ['/#faq', '/cgv'] },
  {
    question:
      "je suis gerant majo d'une sarl (60 % des parts), votre logiciel peut me sortir une fiche de paye ?",
    sources: ['/#faq', '/eligibilite', '/blog/gerant-minoritaire-sarl'],
  },
  {
    question:
      'si je supprime mon compte vous effacez tout ? mes bulletins et mes factures vous les gardez combien de temps',
    figures: ['5 ans', '10 ans'],
  },
  { question: "le support il repond le samedi ? j'ai un souci sur un bulletin", sources: ['/#faq', '/cgv'] },
  {
    question: "dans la version gratuite j'ai la dsn ou faut payer ?",
    sources: ['/#faq', '/tarifs-details', '/#tarifs'],
  },
  {
    question: 'vos serveurs sont ou ? mes donnees partent aux usa ?',
    sources: ['/#faq', '/politique-de-confidentialite', '/mentions-legales'],
  },
  {
    question: "j'ai 3 salariés en plus de moi, vous faites leurs bulletins aussi ou c'est que pour le boss",
    sources: ['/#faq', '/tarifs-details', '/#tarifs'],
  },

  // Officers: pay, status, dividends, retirement, DSN, payslip lines.
  {
    question:
      'president de sasu, seul dans la boite, pas de mutuelle, taux at/mp moyen : si je me verse 3000 brut par mois ca me fait quoi en net avant impot et ca coute combien en tout a la societe ?',
    figures: ['2 374,07 €', '4 159,98 €'],
  },
  {
    question:
      'mon salarie non cadre a temps plein est a 2500 € brut, sans mutuelle, il touche combien net avant prelevement a la source ?',
    figures: ['1 978,99 €'],
  },
  {
    question:
      "je vais me sortir 20 000 € de dividendes de ma sasu en 2026, avec la flat tax il me reste combien ? c'est toujours 30 % ?",
    figures: ['31,4 %', '13 720 €'],
  },
  {
    question: "sasu : quel salaire mini sur l'annee 2026 pour valider mes 4 trimestres de retraite ?",
    figures: ['7 212 €'],
  },
  {
    question: "si les associes me revoquent de mon mandat de president de sas j'ai droit au chomage ou pas",
    sources: ['/blog/president-sas-assurance-chomage'],
  },
  {
    question: 'dg de sas, je peux cumuler mon mandat avec un contrat de travail ? a quelles conditions',
    sources: ['/blog/directeur-general-sas-statut', '/blog/president-sas-assurance-chomage'],
  },
  {
    question: "ma sasu me verse rien pour l'instant, je dois quand meme faire une dsn tous les mois ?",
    sources: ['/blog/dsn-sasu-sans-salarie'],
  },
  {
    question: 'c koi ce montant net social en bas de ma fiche de paie, ca sert a quoi ?',
    sources: ['/blog/montant-net-social', '/blog/bulletin-de-paie-clarifie'],
  },
  {
    question:
      "j'utilise la voiture de la societe le week end (je suis president), faut la declarer en avantage en nature ? comment on chiffre ca",
    sources: ['/blog/avantages-en-nature-dirigeant'],
  },
  {
    question: "qui decide du salaire du president dans une sas ? faut un pv d'ag ou je decide tout seul",
    sources: ['/blog/decision-remuneration-dirigeant'],
  },
  {
    question: "je trouve ou le taux at mp de ma boite ? pour l'instant j'ai laissé le taux par defaut",
    sources: ['/blog/taux-at-mp'],
  },
  {
    question:
      "en tant que pdt de sasu j'ai le droit de me payer moins que le smic ? et j'ai des conges payes ?",
    sources: ['/blog/remuneration-president-sasu', '/blog/premier-salaire-creation-sasu'],
  },
  { question: 'pss 2026 ? le plafond mensuel de la secu', figures: ['4 005 €'] },

  // Employees: contracts, working time, leave, sickness, health, discipline, ending the contract.
  {
    question:
      "licensiement d'un salarie qui aura 13 ans d'anciennete a la fin du preavis, salaire de reference 3000 brut : l'indemnite legale ca fait combien ?",
    figures: ['10 500,00 €'],
  },
  {
    question:
      "mon patron veut me virer, je suis dans la boite depuis 7 mois en cdi. j'ai droit a une indemnite ? et le preavis c combien ?",
    figures: ['8 mois', '1 mois'],
  },
  {
    question:
      'salarie reconnu travailleur handicapé (rqth), 3 ans d anciennete, on le licencie : preavis legal ?',
    figures: ['3 mois'],
  },
  {
    question:
      "rupture conv : 4 ans et 6 mois d'anciennete, 2200 € brut par mois, l'indemnite mini c'est combien ?",
    figures: ['2 475,00 €'],
  },
  {
    question:
      'fin de cdd de 8 mois, payé 2100 brut par mois + une prime de 600 €, combien pour la prime de precarite ?',
    figures: ['1 740,00 €'],
  },
  {
    question: 'un interimaire en fin de mission il touche quoi en plus de son salaire ?',
    sources: ['/outils/fiche/la-remuneration-de-linterimaire', '/code-du-travail/article/L1251-32'],
  },
  {
    question: 'on veut mettre a la retraite un salarie qui a 15 ans de maison, il faut respecter quel preavi',
    figures: ['2 mois'],
  },
  {
    question: 'je veux démisionner de mon cdi, je suis obligé de faire un preavis ? combien de temps',
    sources: [
      '/outils/fiche/la-demission',
      '/outils/simulateur/preavis-demission',
      '/code-du-travail/article/L1237-1',
      '/outils/modele/demission',
    ],
  },
  {
    question: "periode d'essai d'un cadre en cdi, ca peut aller jusqu'a combien avec le renouvellement ?",
    figures: ['8 mois'],
  },
  {
    question:
      "je veux arreter la periode d'essai d'un employé arrivé il y a 2 mois, je dois le prevenir combien de temps avant ?",
    figures: ['2 semaines'],
  },
  {
    question: 'un cdd on peut le renouveler combien de fois ?',
    sources: ['/outils/fiche/le-contrat-duree-determinee-cdd', '/code-du-travail/article/L1243-13-1'],
  },
  { question: 'apprenti de 19 ans en premiere annee, je dois le payer combien minimum ?', figures: ['43 %'] },
  {
    question:
      "je suis en arret maladie depuis 3 mois (pas un accident du travail), est ce que j'accumule quand meme des cp ? combien par mois",
    figures: ['2 jours'],
  },
  {
    question:
      "les heures sup au dela de 35h sont majorees de combien quand y a pas d'accord dans l'entreprise ?",
    figures: ['25 %', '50 %'],
  },
  {
    question:
      "salariee en arret maladie, 3 ans d'anciennete : est ce que je dois completer les indemnites de la secu ? a partir de quel jour ?",
    sources: [
      '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident',
      '/code-du-travail/article/L1226-1',
    ],
  },
  {
    question:
      "un de mes gars s'est blessé sur le chantier ce matin, je dois declarer l'accident ou et en combien de temps ?",
    sources: ['/outils/fiche/que-faire-la-suite-dun-accident-du-travail'],
  },
  {
    question:
      'le medecin du travail a declaré ma salariée inapte, je peux la licencier direct ou faut chercher un reclassement ?',
    sources: [
      '/outils/fiche/la-reconnaissance-de-linaptitude-medicale-au-travail-et-ses-consequences',
      '/code-du-travail/article/L1226-2',
      '/code-du-travail/article/L1226-10',
      '/outils/modele/proposition-de-reclassement-apres-inaptitude',
    ],
  },
  {
    question: "salarie qui revient apres 2 mois et demi d'arret maladie, visite de reprise obligatoire ?",
    sources: ['/code-du-travail/article/R4624-31', '/outils/modele/convocation-a-la-visite-de-reprise'],
  },
  {
    question:
      "licenciement pour motif perso : combien de jours mini entre la convoc et l'entretien prealable ? et apres l'entretien j'envoie la lettre quand ?",
    figures: ['5 jours ouvrables', '2 jours ouvrables'],
  },
  {
    question:
      'je veux juste donner un avertissement ecrit a un salarie, faut il le convoquer a un entretien avant ?',
    sources: [
      '/outils/fiche/la-sanction-disciplinaire',
      '/code-du-travail/article/L1332-2',
      '/outils/modele/avertissement',
    ],
  },
  {
    question:
      'salarie qui vient plus depuis 10 jours sans donner de nouvelles, abandon de poste, je fais quoi ?',
    sources: [
      '/outils/modele/mise-en-demeure-abandon-de-poste',
      '/code-du-travail/article/L1237-1-1',
      '/outils/fiche/la-demission',
    ],
  },
  { question: 'a partir de combien de salaries le cse devient obligatoire', figures: ['11 salariés'] },
  {
    question: 'quels papiers je dois donner a un salarie qui quitte la boite ?',
    sources: ['/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail'],
  },
  { question: 'conge paternite ca dure combien de jours ? (un seul bebe)', figures: ['25 jours'] },
  { question: 'chomage partiel : le salarie touche combien de son salaire ?', figures: ['60 %'] },
  {
    question: "je vais embaucher mon premier salarie, c'est quoi la dpae et je dois la faire quand ?",
    sources: [
      '/outils/fiche/les-obligations-de-lemployeur-lors-de-lembauche',
      '/code-du-travail/article/L1221-10',
    ],
  },
  { question: "que dit l'art L1234-5 du code du travail ?", sources: ['/code-du-travail/article/L1234-5'] },
  { question: "convension collective hcr c'est quoi son numero idcc", figures: ['1979'] },
  { question: 'idcc de la convention des salons de coiffure ?', figures: ['2596'] },

  // Nothing on the site answers these.
  { question: 'il va faire beau a bordeaux ce week end ?', unknown: true },
  { question: 'recette de la tarte aux pommes facile stp', unknown: true },
  { question: 'comment je refais ma carte grise apres mon demenagement', unknown: true },
  { question: 'qui a gagné la coupe du monde de rugby 2023', unknown: true },
  { question: "c'est quoi le meilleur forfait mobile pas cher en ce moment", unknown: true },
  { question: 'horaires de la piscine municipale de nantes le dimanche', unknown: true },
];
