import type { BenchQuestion } from './questions.ts';

export const heldOutQuestions13: readonly BenchQuestion[] = [
  // plans.ts: Complète 19 € HT a month, annual = 12 months at −15 % (yearlyPriceOf) → 193,80 € HT a year.
  {
    question: 'c combien la formule complete si je paye a l annee ?',
    figures: ['193,80'],
    sources: ['/#tarifs', '/tarifs-details', '/#faq'],
  },
  // legal.ts freeTrial.days = 14, no payment method asked (FAQ « Faut-il une carte bancaire pour l'essai gratuit ? », CGU).
  {
    question:
      "Bonjour, l'essai gratuit dure combien de temps ? Et faut-il donner sa carte bancaire pour le commencer ?",
    figures: ['14 jours'],
    sources: ['/#faq', '/cgu', '/souscription'],
  },
  // FAQ « Qui s'occupe de la DSN ? »: Dirigeo prepares and checks the file, the client deposits it on net-entreprises.fr; Essentielle and Complète only, not Freemium.
  {
    question:
      "vous transmettez la DSN directement a l'urssaf ou c moi qui doit la deposer sur net-entreprises ? et elle est comprise dans la formule gratuite ??",
    sources: ['/#faq', '/tarifs-details', '/#tarifs', '/blog/dsn-sasu-sans-salarie'],
  },
  // blog gerant-minoritaire-sarl: a collège de gérance holding together more than 50 % (30 + 30 = 60 %) is TNS, both gérants: not eligible.
  {
    question:
      'On est deux cogérants de notre SARL, 30 % des parts chacun, le reste appartient à un investisseur. Comme on est minoritaires chacun, on est bien assimilés salariés et on peut faire nos bulletins chez vous ?',
    sources: ['/blog/gerant-minoritaire-sarl', '/eligibilite', '/#faq'],
  },
  // CGV / FAQ « Puis-je changer de formule ou résilier en ligne ? »: annual notice 1 month before the term, the period in progress is not refunded.
  {
    question:
      "J'ai pris l'abonnement annuel et je veux arrêter. C'est quoi le préavis ? Et vous me remboursez les mois qui restent ?",
    figures: ['1 mois'],
    sources: ['/cgv', '/#faq'],
  },
  // legal.ts accountDeletion.kept: definitive payslips and DSN 5 years (L3243-4), invoices 10 years (L123-22 C. com.).
  {
    question: 'si je supprime mon compte vous gardez quoi et pendant combien de temps ? mes factures aussi ?',
    figures: ['5 ans', '10 ans'],
    sources: ['/politique-de-confidentialite', '/#faq'],
  },
  // FAQ « Êtes-vous expert-comptable ? »: no bookkeeping, no annual accounts, no VAT or IS returns.
  {
    question: 'vous tenez aussi la compta et vous faites la declaration de TVA de ma boite ?',
    sources: ['/#faq', '/tarifs-details'],
  },
  // provider.contactEmail; support hours Monday to Friday 9 h–18 h (FAQ « Sous quel délai le support répond-il ? », CGV).
  {
    question: 'comment on vous contacte, vous avez une adresse mail ? et le support répond le samedi ?',
    figures: ['contact@dirigeo.fr'],
    sources: ['/#contact', '/#faq', '/mentions-legales', '/cgv'],
  },
  // FAQ « Dirigeo est-il sécurisé ? »: hosted in France (OVH SAS); planFeatureKeys.freemium includes twoFactor (every plan).
  {
    question:
      'mes donnees sont hebergees ou, en france ? et la double authentification elle marche aussi en freemium ?',
    sources: ['/#faq', '/politique-de-confidentialite', '/tarifs-details'],
  },
  // computeOfficerPayslip({ year: 2026, grossCents: 300000, headcount: 1 }): netBeforeTax 2 374,07 €, employerCost 4 159,98 € (same in blog remuneration-president-sasu).
  {
    question:
      'président de SASU, je me verse 3000 € brut par mois en 2026 : ça me fait combien net et combien ça coute à la société ??',
    figures: ['2 374,07', '4 159,98'],
    sources: [
      '/outils/simulateur/brut-net',
      '/simulators/charges-sociales',
      '/blog/remuneration-president-sasu',
    ],
  },
  // simulateExactChargesForNet({ regime: 'officer', netBeforeTaxCents: 250000, 2026 }): gross 3 159,13 € (any month of 2026).
  {
    question:
      'Je voudrais toucher 2500 € net avant impôt chaque mois comme président de SAS, sans mutuelle. Quel brut faut-il prévoir en 2026 ?',
    figures: ['3 159,13'],
    sources: ['/outils/simulateur/brut-net', '/simulators/charges-sociales'],
  },
  // blog president-sas-assurance-chomage: the président does not pay into assurance chômage and gets no allowance on losing the mandate.
  {
    question: "le président d'une sas il a droit au chomage s'il se fait révoquer ?",
    sources: ['/blog/president-sas-assurance-chomage'],
  },
  // blog valider-trimestres-retraite-dirigeant: 4 × 150 × 12,02 € = 7 212 € of gross pay in 2026.
  {
    question:
      "combien je dois me payer au minimum sur l'année 2026 pour valider mes 4 trimestres de retraite ?",
    figures: ['7 212'],
    sources: ['/blog/valider-trimestres-retraite-dirigeant', '/blog/retraite-president-sas'],
  },
  // computeDividendsFlatTax(2026, 2 000 000 cents): 18,6 % + 12,8 % = 31,4 %, net 13 720,00 € (blog dividendes-sas-flat-tax).
  {
    question:
      "flat tax sur les dividendes en 2026 c'est toujours 30 % ? si je me verse 20 000 € de dividendes de ma SASU il me reste combien ?",
    figures: ['31,4 %', '13 720'],
    sources: ['/blog/dividendes-sas-flat-tax', '/blog/salaire-ou-dividendes-sasu'],
  },
  // computeOfficerPayslip(2026).pmssCents = 400500; blog plafond-securite-sociale-2026: PMSS 4 005 €.
  { question: 'pmss 2026', figures: ['4 005'], sources: ['/blog/plafond-securite-sociale-2026'] },
  // blog dsn-sasu-sans-salarie: DSN due as soon as the président is paid, by the 15th of the following month (under 50 staff).
  {
    question:
      "Ma SASU n'a aucun salarié, je suis le seul à être rémunéré. Je dois quand même faire une DSN ? Et avant quelle date chaque mois ?",
    figures: ['15'],
    sources: ['/blog/dsn-sasu-sans-salarie'],
  },
  // computeEmployeePayslip({ year: 2026, month: 3, grossCents: 250000, headcount: 4, status: 'non-cadre' }): employerCost 3 142,65 €, netBeforeTax 1 978,99 €.
  {
    question:
      "j'embauche mon premier salarié en CDI, non cadre, 2 500 € brut, dans ma SAS qui compte 4 personnes. Il me coûte combien par mois en mars 2026 (sans mutuelle) et il touchera combien net avant impôt ?",
    figures: ['3 142,65', '1 978,99'],
    sources: ['/outils/simulateur/brut-net', '/simulators/charges-sociales'],
  },
  // computeSeniority 2019-09-03 → 2025-10-14: 73 months → computeDismissalNotice 2 months; notice ends 2025-12-13, seniority 6 years 3 months;
  // computeDismissalIndemnity: 1/4 × 2 800 € × 6,25 = 4 375,00 €.
  {
    question:
      "Mon salarié a été embauché le 3 septembre 2019, je le licencie pour motif personnel (pas de faute grave), il a reçu la lettre le 14 octobre 2025. Il gagne 2 800 € brut par mois depuis plus d'un an, sans absence. Il a droit à quel préavis et à combien d'indemnité de licenciement au minimum ?",
    figures: ['2 mois', '4 375'],
    sources: [
      '/outils/simulateur/indemnite-licenciement',
      '/outils/simulateur/preavis-licenciement',
      '/outils/fiche/lindemnite-legale-de-licenciement',
    ],
  },
  // computePaidLeaveEntitlement({ workedMonths: 9 }): 22,5 jours ouvrables, rounded up to 23 (L3141-7).
  {
    question: 'cb de jours de congés payés pour 9 mois de boulot ?',
    figures: ['23 jours'],
    sources: [
      '/outils/fiche/les-conges-payes',
      '/code-du-travail/article/L3141-3',
      '/code-du-travail/article/L3141-7',
    ],
  },
  // computePaidLeaveEntitlement({ workedMonths: 8, sickLeaveMonths: 4 }): 20 + 8 = 28 jours ouvrables (L3141-5-1).
  {
    question:
      'Une salariée a été en arrêt maladie (pas professionnel) 4 mois sur la période juin 2025 - mai 2026 et a travaillé les 8 autres mois. Elle a acquis combien de jours de congés payés ?',
    figures: ['28 jours'],
    sources: ['/outils/fiche/les-conges-payes', '/code-du-travail/article/L3141-5-1'],
  },
  // computePrecarityIndemnity({ totalGrossCents: 1435000 }): 10 % = 1 435,00 € (L1243-8).
  {
    question:
      'fin de cdd la semaine pro, il a touché 14 350 € brut au total sur le contrat, la prime de precarite ca fait combien ?',
    figures: ['1 435'],
    sources: [
      '/outils/simulateur/indemnite-precarite',
      '/code-du-travail/article/L1243-8',
      '/outils/fiche/le-contrat-duree-determinee-cdd',
    ],
  },
  // computeDismissalProcedure({ motive: 'personal', startDate: '2026-05-07' }): interview from Saturday 16 May 2026 (8 May and Ascension 14 May not counted), letter from Wednesday 20 May 2026.
  {
    question:
      "J'ai envoyé la convocation à l'entretien préalable, mon salarié l'a reçue le jeudi 7 mai 2026. Je peux fixer l'entretien au plus tôt quand ? Et la lettre de licenciement, je peux l'envoyer à partir de quel jour ?",
    figures: ['16 mai', '20 mai'],
    sources: [
      '/outils/simulateur/procedure-licenciement',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
      '/code-du-travail/article/L1232-2',
    ],
  },
  // computeConventionalTerminationIndemnity({ seniorityYears: 5/12, referenceSalaryCents: 210000 }): 1/4 × 2 100 € × 5/12 = 218,75 € (L1237-13, no 8-month condition).
  {
    question:
      "rupture conventionnelle avec une salariée qui a 5 mois d'ancienneté pile, 2100 € brut par mois. Elle a droit à une indemnité alors qu'elle a moins de 8 mois ? combien mini ?",
    figures: ['218,75'],
    sources: [
      '/outils/simulateur/indemnite-rupture-conventionnelle',
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      '/code-du-travail/article/L1237-13',
    ],
  },
  // computeDismissalNotice({ seniorityMonths: 40, disabledWorker: true }): 2 months doubled, capped at 3 months (L5213-9).
  {
    question:
      'salarié reconnu RQTH, 3 ans et 4 mois d ancienneté, je dois le licencier : son préavis c quoi ?',
    figures: ['3 mois'],
    sources: ['/outils/simulateur/preavis-licenciement', '/code-du-travail/article/L5213-9'],
  },
  // L1221-19: 4 months for cadres; L1221-21: renewable once if an extended branch agreement says so, 8 months at most renewal included.
  {
    question: "periode d'essai max pour un cadre en CDI ? et on peut la renouveler jusqu'à combien ?",
    figures: ['4 mois', '8 mois'],
    sources: [
      '/outils/fiche/la-periode-dessai',
      '/code-du-travail/article/L1221-19',
      '/code-du-travail/article/L1221-21',
    ],
  },
  // The article's own page.
  { question: 'article L1234-9', sources: ['/code-du-travail/article/L1234-9'] },
  // collective_agreement: IDCC 1486, Bureaux d'études techniques, cabinets d'ingénieurs-conseils et sociétés de conseils.
  {
    question: "c quoi l'idcc de la convention syntec (bureaux d'etudes techniques) ?",
    figures: ['1486'],
    sources: ['/outils/conventions-collectives'],
  },
  // collective_agreement 1979: Convention collective nationale des hôtels, cafés restaurants (HCR).
  {
    question: 'IDCC 1979 ca correspond a quelle convention ?',
    figures: ['restaurants'],
    sources: ['/outils/conventions-collectives'],
  },
  // letter-templates: « Dispense d'exécution du préavis ».
  {
    question: 'vous avez un modèle de lettre pour dispenser un salarié de faire son préavis ?',
    sources: ['/outils/modele/dispense-preavis'],
  },
  // Sheet « La journée de solidarité »: 7 hours, unpaid within that limit for a monthly-paid employee.
  {
    question: 'la journée de solidarité c combien d heures et est ce qu elle est payée ?',
    figures: ['7 heures'],
    sources: ['/outils/fiche/la-journee-de-solidarite'],
  },
  // L3142-4 1°: 4 days for one's wedding or PACS; letter model « Congé pour événement familial ».
  {
    question:
      "Je me marie en septembre, j'ai droit à combien de jours de congé ? Vous avez un modèle de demande à envoyer à mon employeur ?",
    figures: ['4 jours'],
    sources: [
      '/outils/fiche/les-conges-pour-evenements-familiaux-et-le-conge-de-deuil',
      '/code-du-travail/article/L3142-4',
      '/outils/modele/conge-pour-evenement-familial',
    ],
  },
  // Belgian law: nothing on the site.
  {
    question: 'preavis de licenciement en belgique pour un employé avec 5 ans d anciennete ?',
    unknown: true,
  },
  // Personal tax on crypto-assets: not covered.
  { question: 'comment je declare mes plus-values sur mes cryptos, formulaire 2086 ?', unknown: true },
  // Trademark filing fees: not covered.
  { question: "Combien ça coûte de déposer une marque à l'INPI pour ma SAS ?", unknown: true },
  // Swiss law: nothing on the site.
  { question: 'un salarié à Genève a droit à combien de semaines de vacances par an ?', unknown: true },
  // VAT rates on building works: not covered.
  { question: 'quel taux de tva pour des travaux de renovation dans un appart ?', unknown: true },
];
