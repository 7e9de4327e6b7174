import type { BenchQuestion } from './questions.ts';

export const heldOutQuestions11: readonly BenchQuestion[] = [
  // --- Our product ---
  // why: Essentielle annual = 9 € × 12 × 0,85 = 91,80 € HT (plans.ts yearlyPriceOf, /tarifs-details);
  // annual notice = 1 mois before the term (legal.ts salesTerms.annualNoticeMonths, CGV, FAQ).
  {
    question:
      "bonjour, si je prends Essentielle en réglant l'année d'un coup ça me revient a combien HT ? et si en cours de route je veux plus, je dois prevenir combien de temps avant l'echeance ?",
    sources: ['/cgv', '/tarifs-details', '/#tarifs', '/#faq'],
    figures: ['91,80 €', '1 mois'],
  },
  // why: the free trial is Essentielle in demo mode: payslips are not definitive (watermark « Bulletin de test »),
  // a definitive payslip needs a paid plan (FAQ « carte bancaire pour l'essai », CGU, plans.ts DEMO_WITHHELD_FEATURES).
  {
    question:
      "je suis dans les 14 jours d'essai. le bulletin que je genere, je peux l'envoyer tel quel a ma banque pour mon dossier de pret ou il est marqué test dessus ?",
    sources: ['/#faq', '/cgu', '/tarifs-details'],
  },
  // why: Dirigeo prepares and checks the DSN and gives the file; the user deposits it on net-entreprises.fr
  // (FAQ « Qui s'occupe de la DSN ? », /tarifs-details); not in Freemium.
  {
    question:
      "Concrètement c'est vous qui envoyez ma DSN à l'Urssaf chaque mois ou je dois faire le dépôt moi-même ?",
    sources: ['/#faq', '/tarifs-details'],
  },
  // why: EURL manager holding no share = gérant non associé, assimilé salarié: eligible
  // (payroll-calc eligibility: EURL gerant_non_associe → eligible; /eligibilite; FAQ « Qui peut utiliser Dirigeo ? »).
  {
    question:
      "Je suis associé unique de mon EURL mais c'est un ancien collègue, qui n'a aucune part, qui en est le gérant et c'est lui qui sera rémunéré. Votre outil peut faire ses fiches de paie ?",
    sources: ['/eligibilite', '/#faq', '/blog/gerant-minoritaire-sarl'],
  },
  // why: the spouse's shares count as the manager's (CSS L311-3 11°): 20 % + 35 % = 55 % → gérant majoritaire, TNS,
  // not for Dirigeo (/blog/gerant-minoritaire-sarl, FAQ gérant majoritaire, /eligibilite).
  {
    question:
      'gerant de sarl avec 20% des parts, ma femme en a 35% et un pote le reste. donc je suis minoritaire et je peux m inscrire chez vous c bien ca ?',
    sources: ['/blog/gerant-minoritaire-sarl', '/eligibilite', '/#faq'],
  },
  // why: after deletion, what the law requires is kept out of reach: payslips and DSN 5 ans, invoices 10 ans
  // (FAQ « Si j'arrête… », politique de confidentialité, legal.ts dataRetention).
  {
    question:
      "Si je supprime mon compte, vous effacez vraiment tout immédiatement ? y compris mes factures d'abonnement et mes anciens bulletins ?",
    sources: ['/#faq', '/politique-de-confidentialite'],
    figures: ['10 ans', '5 ans'],
  },
  // why: experts answer Monday–Friday 9 h–18 h (provider.supportHours), a quote within 24 heures ouvrées;
  // contact form / request a quote (/#contact, FAQ support and quote questions).
  {
    question:
      "on peut vous joindre un samedi matin ? j'aimerais parler a quelqu'un pour un devis, on a 3 dirigeants a payer",
    sources: ['/#contact', '/#faq'],
  },

  // --- Officer payroll (figures from packages/payroll-calc, 2026, default AT/MP 2,08 %, no mutuelle, headcount 0) ---
  // why: computeOfficerPayslip 520 000 cents → netBeforeTax 4 122,00 €, employerCost 7 220,48 €.
  {
    question:
      'Présidente de SASU sans salarié, je prévois de me verser 5 200 € brut par mois en 2026, pas de mutuelle. Ça me laisse quoi en net avant impôt et combien ça coûte au total à la société ?',
    figures: ['4 122,00 €', '7 220,48 €'],
  },
  // why: gérant minoritaire = same regime as a président; computeOfficerPayslip 180 000 cents, headcount 4 →
  // employerCost 2 495,99 € (net avant impôt 1 424,44 €).
  {
    question:
      'gerant minoritaire de sarl, 4 salariés dans la boite. rémunération de gérance 1800 brut/mois cette année, ça coute combien en tout a la sarl ?',
    figures: ['2 495,99 €'],
  },
  // why: simulateExactChargesForNet officer, small company, 2026, net avant impôt 2 000 € → gross 2 527,30 €.
  {
    question:
      "On va me nommer directeur général d'une petite SAS (3 personnes), sans contrat de travail. Je vise 2000 € net avant impôt par mois : quel brut faut-il voter ?",
    figures: ['2 527,30 €'],
  },
  // why: the site's flat-rate simulator: 42 % employer charges from 11 staff → 1 344,00 € charges, 4 544,00 € total cost
  // (simulateSocialCharges 320 000 cents, '11-49'; /simulators/charges-sociales).
  {
    question:
      'Juste une estimation rapide avec votre simulateur de charges : un salaire de 3200 € brut dans une boîte de 25 personnes, ça fait combien de charges patronales et de coût total ?',
    sources: ['/simulators/charges-sociales'],
    figures: ['1 344,00 €', '4 544,00 €'],
  },
  // why: 150 × SMIC horaire au 1er janvier 2026 (12,02 €) × 4 = 7 212 € brut sur l'année (blog valider-trimestres).
  {
    question:
      'president sasu je veux juste valider mes 4 trimestres de retraite en 2026, je me verse quoi au minimum sur toute l annee en brut ?',
    sources: ['/blog/valider-trimestres-retraite-dirigeant'],
    figures: ['7 212 €'],
  },

  // --- Labour law, stories and calculations (packages/labour-law) ---
  // why: seniority 78 months at notification → notice 2 mois (L1234-1), ends 2026-05-09; seniority at end 6 years 8 months
  // → 1/4 × 2 300 € × 6,667 = 3 833,34 € (L1234-9, R1234-2).
  {
    question:
      'Salarié en CDI depuis le 2 septembre 2019, 2 300 € brut fixe chaque mois sans prime. Sa lettre de licenciement (pas de faute grave) lui a été présentée le 10 mars 2026. Il a droit à quel préavis et à quelle indemnité légale ?',
    sources: [
      '/outils/simulateur/indemnite-licenciement',
      '/outils/simulateur/preavis-licenciement',
      '/outils/fiche/lindemnite-legale-de-licenciement',
    ],
    figures: ['2 mois', '3 833,34 €'],
  },
  // why: computeConventionalTerminationIndemnity 12,5 years, 3 100 € → 1/4 × 3 100 × 10 + 1/3 × 3 100 × 2,5 = 10 333,34 € (L1237-13).
  {
    question:
      "rupture conv avec ma comptable, 12 ans et demi d'ancienneté tout rond, salaire de ref 3100. c quoi le plancher legal de l'indemnité ?",
    sources: [
      '/outils/simulateur/indemnite-rupture-conventionnelle',
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
    ],
    figures: ['10 333,34 €'],
  },
  // why: computePaidLeaveEntitlement 8 worked months + 4 months non-professional sick leave → 20 + 8 = 28 jours ouvrables
  // (L3141-3, L3141-5-1).
  {
    question:
      'Sur la période de juin à mai, mon employé a travaillé 8 mois et il a été en arrêt maladie (pas pro) les 4 autres. Combien de jours de congés payés il a gagnés ?',
    sources: ['/outils/fiche/les-conges-payes', '/code-du-travail/article/L3141-5-1'],
    figures: ['28 jours ouvrables'],
  },
  // why: no precarity indemnity for a young person hired during their school/university holidays (L1243-10;
  // labour-law PRECARITY_EXCLUSIONS 'student-holiday-job'; CDD sheet).
  {
    question:
      "j'embauche un étudiant en CDD juste pour juillet-aout pendant ses vacances de fac. je dois lui verser les 10% de fin de contrat ?",
    sources: [
      '/outils/simulateur/indemnite-precarite',
      '/code-du-travail/article/L1243-10',
      '/outils/fiche/le-contrat-duree-determinee-cdd',
    ],
  },
  // why: twins: 12 weeks before + 22 after = 34 semaines (L1225-18, maternity sheet table).
  {
    question:
      "Ma vendeuse vient de m'annoncer qu'elle attend des jumeaux. Elle sera absente combien de temps en tout pour son congé mat ?",
    sources: ['/outils/fiche/le-conge-de-maternite', '/code-du-travail/article/L1225-18'],
    figures: ['34 semaines'],
  },
  // why: without agreement, 25 % for each of the first 8 overtime hours, 50 % beyond (L3121-36): 46 h → 8 h at 25 %, 3 h at 50 %.
  {
    question:
      "semaine de rush, mon gars a fait 46h au lieu de 35. aucun accord d'entreprise et rien dans la convention la-dessus. je majore comment ses heures en plus ?",
    sources: ['/outils/fiche/les-heures-supplementaires-contreparties', '/code-du-travail/article/L3121-36'],
    figures: ['25 %', '50 %'],
  },
  // why: 5 jours ouvrables pleins after presentation, Sundays and 1 May excluded → interview at the earliest on 9 mai 2026
  // (computeDismissalProcedure personal, start 2026-04-30; L1232-2).
  {
    question:
      "J'ai remis en main propre la convocation à l'entretien préalable le jeudi 30 avril 2026. Quelle est la date la plus proche à laquelle je peux tenir l'entretien, sachant qu'il y a le 1er mai entre les deux ?",
    sources: [
      '/outils/simulateur/procedure-licenciement',
      '/code-du-travail/article/L1232-2',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
    ],
    figures: ['9 mai 2026'],
  },
  // why: frenchPublicHolidays(2027): Ascension = 2027-05-06; no legal obligation to give the « pont » (jours fériés sheet).
  {
    question:
      "l'ascension en 2027 ça tombe quel jour ? et je suis obligé de donner le pont du vendredi à mes salariés ?",
    sources: ['/outils/fiche/les-jours-feries-et-les-ponts', '/code-du-travail/article/L3133-1'],
    figures: ['6 mai 2027'],
  },

  // --- Simulators ---
  // why: computeRetirementNotice employer, 38 months → 2 mois (L1237-6 → L1234-1 grid; preavis-retraite simulator).
  {
    question:
      'je veux mettre à la retraite mon magasinier, il est chez nous depuis un peu plus de 3 ans. quel préavis je dois respecter ? vous avez un calculateur pour ça ?',
    sources: ['/outils/simulateur/preavis-retraite', '/code-du-travail/article/L1237-6'],
    figures: ['2 mois'],
  },

  // --- Collective agreements (table collective_agreement) ---
  // why: IDCC 1431 Optique-lunetterie de détail.
  { question: 'idcc pour un magasin d optique svp', figures: ['1431'] },
  // why: IDCC 1875 Vétérinaires : personnel salarié des cabinets et cliniques vétérinaires (an ASV is such staff).
  {
    question:
      "J'embauche une ASV dans ma clinique vétérinaire, quel numéro de convention collective je mets sur sa fiche de paie ?",
    figures: ['1875'],
  },
  // why: IDCC 2332 Entreprises d'architecture.
  {
    question: "cabinet d'archi avec 3 salariés, on dépend de quelle convention collective (le numéro) ?",
    figures: ['2332'],
  },

  // --- Code du travail articles ---
  // why: R3243-1 3° lists the branch agreement's title among the payslip's mentions.
  {
    question:
      'Où est-ce écrit dans le code du travail que la convention collective doit figurer sur le bulletin de salaire ?',
    sources: ['/code-du-travail/article/R3243-1'],
  },
  // why: L1225-4: no dismissal during pregnancy, maternity leave and the 10 weeks after.
  {
    question: "L1225-4 en résumé svp, c'est quoi la règle ?",
    sources: ['/code-du-travail/article/L1225-4', '/outils/fiche/le-conge-de-maternite'],
  },

  // --- Letter templates ---
  // why: template « Dispense d'exécution du préavis ».
  {
    question:
      "mon salarié a démissionné et a déjà trouvé ailleurs, ça m'arrange qu'il parte plus tôt : vous avez une lettre type pour le libérer de son préavis ?",
    sources: ['/outils/modele/dispense-preavis'],
  },
  // why: template « Mise en demeure de justifier une absence et de reprendre le poste (abandon de poste) ».
  {
    question:
      "Une employée ne vient plus depuis 10 jours, aucune nouvelle, pas d'arrêt reçu. Je lui envoie quel courrier ?",
    sources: ['/outils/modele/mise-en-demeure-abandon-de-poste'],
  },
  // why: template « Information sur les congés payés au retour d'un arrêt de travail » (L3141-19-3).
  {
    question:
      "mon salarié reprend apres 7 mois d'arret maladie, je dois l'informer par ecrit de ses conges payés ? vous avez un modele ?",
    sources: [
      '/outils/modele/information-conges-payes-apres-arret-de-travail',
      '/code-du-travail/article/L3141-19-3',
    ],
  },

  // --- Blog ---
  // why: employer contributions go to account 645 (6451/6453), gross salary to 641 (blog comptabiliser-paie-dirigeant).
  {
    question:
      'ecriture compta du salaire de mon président : les cotisations patronales je les passe dans quel compte ?',
    sources: ['/blog/comptabiliser-paie-dirigeant'],
    figures: ['645'],
  },
  // why: 2,08 % is the 2026 average default; the rate notified by the Carsat on the AT/MP account applies (blog taux-at-mp).
  {
    question:
      "La Carsat m'a notifié un taux AT de 3,40 % mais sur mes bulletins il y a 2,08 %. Lequel est le bon et c'est quoi la différence ?",
    sources: ['/blog/taux-at-mp'],
  },

  // --- Unknown: nothing held (checked: no LMNP, INPI, décennale, taxe foncière, Google/Outlook content) ---
  // why: personal income tax on furnished rentals: not our subject.
  {
    question:
      'comment je déclare les loyers de mon studio loué en meublé (LMNP) sur la 2042 C PRO, micro-BIC ou réel ?',
    unknown: true,
  },
  // why: trademark filing: not our subject.
  {
    question:
      "Combien coûte un dépôt de marque à l'INPI pour le nom de ma SASU, et la protection dure combien d'années ?",
    unknown: true,
  },
  // why: construction insurance: not our subject.
  {
    question:
      'je lance une SAS de plomberie, la décennale est obligatoire dès le premier chantier ? vous connaissez un assureur pas cher ?',
    unknown: true,
  },
  // why: local property tax of an individual: not our subject.
  {
    question: 'Ma taxe foncière a pris 12 % cette année, comment contester le montant auprès des impôts ?',
    unknown: true,
  },
  // why: unrelated software.
  { question: 'comment synchroniser mon agenda google avec outlook sur le pc du bureau ?', unknown: true },
];
