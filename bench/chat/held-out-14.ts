import type { BenchQuestion } from './questions.ts';

export const heldOutQuestions14: readonly BenchQuestion[] = [
  // plans.ts: Essentielle covers staff payslips, Complète adds priority support, ledger, analysis
  {
    question:
      'quelle difference entre la formule essentielle et la complete?? jai 2 salariés + moi, laquelle prendre',
    sources: ['/tarifs-details', '/#tarifs', '/#faq'],
  },
  // yearlyPriceOf(900) = 9 € × 12 × 0,85 = 91,80 € HT (plans.ts, CGV −15 %)
  {
    question: 'la formule essentielle en paiement annuel ca revient a combien HT pour l annee ?',
    figures: ['91,80 €'],
  },
  // CGI unrelated to payroll: the CFE is nowhere on the site
  { question: 'c est quand la date limite pour payer la CFE de ma SASU cette année ?', unknown: true },
  // labour-law computeDismissalIndemnity: 10 × 750 + 1 × 1 000 = 8 500 € (L1234-9, R1234-2)
  {
    question:
      'je dois licencier un salarié qui a 11 ans d ancienneté, salaire de référence 3000 € brut. L indemnité légale ça fait combien ?',
    figures: ['8 500 €'],
  },
  // FAQ « Comment puis-je payer ? » and « Recevrai-je une facture ? » (card or SEPA, no transfer)
  {
    question: 'vous acceptez le virement ou le cheque ? et j aurai bien une facture au nom de ma boite ?',
    sources: ['/#faq', '/cgv'],
  },
  // FAQ: a majority manager of a SARL is TNS, no payslip; eligibility test; blog on minority managers
  {
    question:
      'Bonjour, je suis gérant majo de ma SARL (60% des parts), est ce que je peux faire ma fiche de paie avec dirigeo ?',
    sources: ['/#faq', '/eligibilite', '/blog/gerant-minoritaire-sarl'],
  },
  // FAQ « Êtes-vous expert-comptable ? »: payroll only, no accounts nor annual statements
  {
    question: 'vous faites aussi la compta et le bilan de ma sasu ou juste la paie ?',
    sources: ['/#faq', '/tarifs-details'],
  },
  // blog directeur-general-sas-statut: cumul with an employment contract, no unemployment cover as DG
  {
    question:
      'on va me nommer DG de la SAS où je suis déjà en CDI, je garde mon contrat de travail ? et je perds le chomage ?',
    sources: ['/blog/directeur-general-sas-statut', '/blog/president-sas-assurance-chomage'],
  },
  // labour-law computeDismissalNotice: 30 months of seniority → 2 mois (L1234-1)
  {
    question:
      'mon employé a 2 ans et demi d anciennete, je le licencie (pas pour faute grave), il a combien de preavis ?',
    figures: ['2 mois'],
  },
  // blog avantages-en-nature-dirigeant: vehicle at actual cost or flat rate (arrêté du 25 février 2025)
  {
    question:
      'la sasu m a acheté une voiture que j utilise aussi le week end, ca fait un avantage en nature sur mon bulletin ? ça se calcule comment',
    sources: ['/blog/avantages-en-nature-dirigeant'],
  },
  // blog comptabiliser-paie-dirigeant: gross in 641, employer contributions in 645
  {
    question:
      'mon comptable me demande comment passer mon salaire de président en compta, c est quels comptes ? 641 ?',
    sources: ['/blog/comptabiliser-paie-dirigeant'],
  },
  // labour-law computePrecarityIndemnity: 10 % × 14 500 € = 1 450 € (L1243-8)
  {
    question:
      'fin de cdd le mois prochain, il aura touché 14 500 € brut en tout sur le contrat. la prime de précarité c est combien ?',
    figures: ['1 450 €'],
  },
  // blog prelevement-a-la-source-dirigeant: no rate yet → taux non personnalisé (art. 204 H CGI)
  {
    question:
      'premier salaire de ma sasu ce mois ci, les impots ont pas encore donné mon taux de prélèvement a la source, je mets quoi ??',
    sources: ['/blog/prelevement-a-la-source-dirigeant', '/blog/premier-salaire-creation-sasu'],
  },
  // other countries: nothing on Belgian pay
  { question: 'salaire minimum en belgique pour un employé de bureau à temps plein ?', unknown: true },
  // blog decision-remuneration-dirigeant: in a SAS the statuts name the body that fixes the pay
  {
    question:
      'SAS avec 3 associés, qui doit voter la rémunération du président ? il faut faire une AG ou pas',
    sources: ['/blog/decision-remuneration-dirigeant', '/blog/remuneration-president-sasu'],
  },
  // blog dsn-sasu-sans-salarie « Les mois sans rémunération »: DSN néant due while the account is open
  {
    question:
      'je me verse rien pendant 3 mois le temps que la tréso remonte, je dois quand même déposer la DSN chaque mois ?',
    sources: ['/blog/dsn-sasu-sans-salarie', '/blog/remuneration-president-sasu'],
  },
  // labour-law computeOvertimePremium: 8 h × 18,75 € + 2 h × 22,50 € = 195 € (L3121-36)
  {
    question:
      'salarié à 35h payé 15 € de l heure, il a fait 45h cette semaine. je lui dois combien en tout pour ses 10 heures sup, majorations comprises ?',
    figures: ['195 €'],
  },
  // fiches: DPAE and the other steps before the first day; the staff register
  {
    question:
      'j embauche mon premier salarié le mois prochain, c est quoi les formalités à faire avant qu il commence (dpae etc) ?',
    sources: [
      '/outils/fiche/les-obligations-de-lemployeur-lors-de-lembauche',
      '/outils/fiche/le-registre-unique-du-personnel',
    ],
  },
  // blog taux-at-mp: the rate is notified on the compte AT/MP on net-entreprises, 2,08 % is the average
  {
    question: 'ou je trouve le taux AT/MP de ma société ? sur mon bulletin y a 2,08% c est normal ?',
    sources: ['/blog/taux-at-mp'],
  },
  // payroll-calc computeOfficerPayslip 2026, 4 000 € gross, alone, no health plan, average AT/MP
  {
    question:
      'président de sasu seul dans la boite, si je me mets 4000 € brut par mois en 2026 (pas de mutuelle), ça me fait combien de net avant impot et ça coûte combien à la société ?',
    figures: ['3 165,43 €', '5 546,64 €'],
  },
  // letter model: convocation to the prior interview (L1232-2)
  {
    question:
      'besoin d un modele de lettre pour convoquer un salarié à l entretien préalable avant licenciement svp',
    sources: [
      '/outils/modele/convocation-entretien-prealable-licenciement',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
    ],
  },
  // medical advice: nothing the site holds
  {
    question: 'j ai une angine et de la fièvre depuis hier, je dois prendre des antibiotiques ou pas ?',
    unknown: true,
  },
  // letter model for abandon de poste; fiche la-demission (présomption de démission)
  {
    question:
      'mon salarié vient plus depuis lundi et répond pas au tel. je fais quoi ? je peux considérer qu il a démissionné ?',
    sources: ['/outils/modele/mise-en-demeure-abandon-de-poste', '/outils/fiche/la-demission'],
  },
  // blog valider-trimestres-retraite-dirigeant: 4 × 150 × 12,02 € = 7 212 € in 2026 (R351-9 CSS)
  {
    question:
      'combien je dois me verser minimum sur l année 2026 pour valider mes 4 trimestres de retraite ?',
    figures: ['7 212 €'],
  },
  // fiche and letter model of the congé parental d'éducation (part time)
  {
    question:
      'une salariée veut passer à 80% après son congé mat pour s occuper du bébé, elle a le droit ? y a un courrier type ?',
    sources: [
      '/outils/fiche/le-conge-parental-deducation',
      '/outils/modele/demande-de-conge-parental-d-education',
    ],
  },
  // fiche le-travail-du-dimanche: weekly rest on Sunday and its exceptions
  {
    question:
      'j ai une boutique de vetements, je peux faire bosser mes vendeuses le dimanche ? faut les payer double ?',
    sources: ['/outils/fiche/le-travail-du-dimanche'],
  },
  // labour-law computeMaternityLeave: third child → 8 + 18 = 26 semaines (L1225-19)
  {
    question: 'une salariée attend son 3ème enfant, son congé maternité dure combien de semaines ?',
    figures: ['26 semaines'],
  },
  // fiches on activité partielle (chômage partiel)
  {
    question: 'grosse baisse d activité cet hiver, comment je mets mes 4 salariés au chomage partiel ?',
    sources: [
      '/outils/fiche/lactivite-partielle-le-chomage-partiel',
      '/outils/fiche/questions-reponses-lactivite-partielle-le-chomage-partiel',
    ],
  },
  // L1225-4 and the maternity fiches: protection against dismissal during pregnancy
  {
    question:
      'ma salariée m annonce qu elle est enceinte, je peux quand même la licencier si j ai des difficultés éco ?',
    sources: [
      '/outils/fiche/les-garanties-liees-la-maternite-ou-ladoption',
      '/outils/fiche/le-conge-de-maternite',
      '/code-du-travail/article/L1225-4',
      '/outils/fiche/la-protection-des-femmes-enceintes-et-les-risques-lies-la-grossesse',
    ],
  },
  // stock tips: not the site's business
  {
    question: 'je place la tréso de la SASU sur des ETF ou en bitcoin ? lequel rapporte le plus en ce moment',
    unknown: true,
  },
  // L3121-20: 48 hours a week at most
  {
    question: 'c est quel article du code du travail qui dit qu on peut pas dépasser 48h par semaine ?',
    sources: [
      '/code-du-travail/article/L3121-20',
      '/outils/fiche/les-heures-supplementaires-definition-et-limites',
    ],
  },
  // L1332-4: two months from the employer's knowledge of the fault
  {
    question:
      'j ai découvert une faute de mon salarié il y a 3 mois, je peux encore le sanctionner ? c est quel article',
    sources: ['/code-du-travail/article/L1332-4', '/outils/fiche/la-sanction-disciplinaire'],
  },
  // payroll-calc computeDividendsFlatTax(2026): 10 000 € × (1 − 31,4 %) = 6 860 €
  {
    question: 'si je me verse 10 000 € de dividendes avec la flat tax de 2026, il me reste combien net ?',
    figures: ['6 860 €'],
  },
  // IDCC 1486: Bureaux d'études techniques, cabinets d'ingénieurs-conseils et sociétés de conseils (Syntec)
  {
    question:
      'je monte une boite de conseil en informatique avec 2 devs, c est quelle convention collective ? syntec c est ça ?',
    sources: [
      '/outils/conventions-collectives',
      '/outils/conventions-collectives?q=1486',
      '/outils/fiche/conventions-collectives-nomenclatures',
    ],
  },
  // personal tax unrelated to payroll
  { question: 'comment contester la taxe foncière de mon appartement perso, elle a doublé', unknown: true },
  // IDCC 1979: Hôtels, cafés, restaurants
  {
    question: 'idcc 1979 c est quelle ccn ?',
    sources: ['/outils/conventions-collectives', '/outils/conventions-collectives?q=1979'],
  },
];
