/**
 * Kept-aside part 17 (issue 28): messages from the office manager of a 15-person company (a small
 * agency or a chain of shops) who handles HR and payroll day to day — pay and payslips, hours and
 * leave, absences and sickness, hiring and contracts, discipline and departures — and a few from
 * the company's président about his own pay as an officer and about Dirigeo (price, plans, trial,
 * DSN, cancellation). Figures checked with @dirigeo/labour-law, @dirigeo/payroll-calc and
 * @dirigeo/site-content; pages read in the official content. Never tuned on.
 */
import type { BenchQuestion } from './questions.ts';

export const heldOutQuestions17: readonly BenchQuestion[] = [
  // Pay and payslips
  // An employee who refuses the electronic payslip: the employer issues it electronically unless the
  // employee objects (L3243-2); the sheet on the payslip.
  {
    question:
      'depuis septembre tous nos bulletins passent par un coffre-fort numerique. le plus ancien de nos vendeurs (62 ans) refuse et exige sa fiche papier chaque mois, on est obligés de lui imprimer ?',
    sources: ['/code-du-travail/article/L3243-2', '/outils/fiche/le-bulletin-de-paie'],
  },
  // An employee assigning part of his pay to a creditor (cession du salaire): the sheet on saisie et
  // cession des rémunérations.
  {
    question:
      'Un de nos employés veut qu on verse directement une partie de son salaire à son ancien propriétaire pour rembourser des loyers en retard. Il a le droit de céder son salaire comme ça ? Il faut passer par le tribunal ?',
    sources: ['/outils/fiche/la-saisie-et-les-cessions-des-remunerations'],
  },
  // Commuting by personal car or bike: no obligation, the optional prime de transport and forfait
  // mobilités durables (the transport sheet).
  {
    question:
      'deux vendeuses de la boutique de Chartres viennent en voiture (pas de bus), elles reclament une prime carburant comme les collegues de Paris qui ont le navigo rembourse. on est obligé ? et pour celui qui vient a velo ?',
    sources: ['/outils/fiche/la-prise-en-charge-des-frais-de-transport-par-lemployeur'],
  },
  // Overtime: 43 h in the week, no agreement: 8 h at +25 % (L3121-36); computeOvertimePremium
  // with hourlyRateCents 1450 → 8 h × 14,50 € × 1,25 = 145,00 €.
  {
    question:
      'un de nos livreurs a fait 43h la semaine derniere (on est aux 35h), taux horaire 14,50€ brut, pas d accord d entreprise. je lui paie combien pour ses heures sup ?',
    figures: ['145,00 €'],
  },
  // Complementary hours of a part-timer: 28 h contract, 31 h worked, 13 € an hour:
  // computeOvertimePremium → 2,8 h at +10 % (40,04 €) and 0,2 h at +25 % (3,25 €) = 43,29 €.
  {
    question:
      'Vendeuse à temps partiel 28h par semaine, elle a fait 31h cette semaine pour l inventaire. Ses heures en plus sont majorées comment, et ça fait combien avec 13 € de l heure ?',
    figures: ['43,29 €'],
  },
  // Public holidays in a shop, 1 May: the sheet on jours fériés and L3133-6 (the 1 May paid double
  // for those who must work).
  {
    question:
      'nos boutiques ouvrent le 1er mai l an prochain (enfin le patron veut). les vendeurs qui bossent ce jour la on les paie comment ? et les autres feries type 14 juillet ?',
    sources: ['/outils/fiche/les-jours-feries-et-les-ponts', '/code-du-travail/article/L3133-6'],
  },

  // Hours and leave
  // Paid leave acquired from 1 November 2025 to 31 May 2026: 7 months × 2,5 = 17,5, rounded up
  // (computePaidLeaveEntitlement workedMonths 7 → 18 jours ouvrables).
  {
    question:
      'nouvelle recrue embauchée le 1er novembre 2025, au 31 mai elle aura combien de jours de cp acquis ? on compte en ouvrables',
    figures: ['18 jours ouvrables'],
  },
  // A carer's leave for a dependent parent: a right (L3142-16), up to a year over the career
  // (L3142-19), part time or split with the employer's agreement (L3142-20); the model request.
  {
    question:
      'La mère d une de nos conseillères n est plus autonome, elle voudrait s arrêter quelques mois pour s en occuper. C est payé par nous ? Je peux refuser ou lui proposer un mi-temps à la place ?',
    sources: [
      '/code-du-travail/article/L3142-16',
      '/code-du-travail/article/L3142-19',
      '/code-du-travail/article/L3142-20',
      '/outils/modele/demande-de-conge-de-proche-aidant',
    ],
  },
  // Birth leave 3 jours ouvrables paid by the employer (L3142-4), paternity leave 25 days
  // (computePaternityLeave → birthLeaveDays 3, paternityDays 25, mandatoryDays 4).
  {
    question:
      'un de nos graphistes va etre papa en fevrier. combien de jours de conge de naissance on lui paie nous, et le conge paternite c est combien de jours en tout ?',
    figures: ['3 jours', '25 jours'],
  },

  // Absences and sickness
  // Sick pay top-up with 8 years' seniority: computeSickPayComplement seniorityMonths 96 → 40 days
  // at 90 %, then 40 days at two thirds, from the 8th day (D1226-1, D1226-2, D1226-3).
  {
    question:
      'une de nos vendeuses est en arret maladie depuis le 12, elle a 8 ans d anciennete. le maintien de salaire legal c est combien de jours a 90% ? et apres ?',
    figures: ['40 jours', '90 %'],
  },
  // Return after 5 weeks off for an accident at work: a return examination is due after at least
  // 30 days (R4624-31), the employer asks the health service; the model convocation, the sheets.
  {
    question:
      'Notre chauffeur-livreur reprend le 7 apres 5 semaines d arret pour son accident du travail (entorse en dechargeant le camion). On doit lui faire passer une visite a la medecine du travail avant ? qui s en charge ?',
    sources: [
      '/code-du-travail/article/R4624-31',
      '/outils/modele/convocation-a-la-visite-de-reprise',
      '/outils/fiche/reforme-de-la-medecine-du-travail-et-des-services-de-sante-au-travail-questions-les-plus-frequentes',
      '/outils/fiche/larret-de-travail-pour-accident-du-travail-ou-maladie-professionnelle',
    ],
  },
  // An accident on the way to work: declared like an accident du travail (48 hours, net-entreprises);
  // the sheets on what to do after it and on the sick leave that follows (accident de trajet).
  {
    question:
      'une vendeuse a glissé sur le verglas en venant au magasin ce matin, poignet cassé. ca compte comme accident du travail ou pas vu que c etait sur le trajet ? je dois declarer quoi et avant quand ?',
    sources: [
      '/outils/fiche/larret-de-travail-pour-accident-du-travail-ou-maladie-professionnelle',
      '/outils/fiche/que-faire-la-suite-dun-accident-du-travail',
    ],
  },
  // Medical advice on a pregnancy: nothing the site holds.
  {
    question:
      'une vendeuse enceinte a beaucoup de nausees le matin, vous pensez qu elle devrait se mettre en arret ? et quels medicaments sont sans risque pour le bebe ?',
    unknown: true,
  },

  // Hiring and contracts
  // What to do when hiring (DPAE, register, medical visit): the sheet on the employer's obligations
  // at hiring and the one on the registre unique du personnel.
  {
    question:
      'c est la premiere embauche que je gere toute seule (la RH est partie) : dpae, registre du personnel, visite medicale, mutuelle... vous avez une liste de tout ce qu il faut faire ?',
    sources: [
      '/outils/fiche/les-obligations-de-lemployeur-lors-de-lembauche',
      '/outils/fiche/le-registre-unique-du-personnel',
    ],
  },
  // An accepted job offer the company wants to withdraw: the model promesse d'embauche says an
  // accepted offer forms the contract, and renouncing it then is breaking that contract.
  {
    question:
      'On a envoyé une promesse d embauche à un commercial il y a 10 jours, il a accepté par mail. Le client qui justifiait le poste vient de partir... on peut encore se retirer ou il a un vrai contrat ?',
    sources: ['/outils/modele/offre-contrat-travail'],
  },
  // Trial period of a cadre on a CDI: computeTrialPeriodMaximum → 4 mois, 8 mois renewed (L1221-19,
  // L1221-21).
  {
    question:
      'on recrute un directeur artistique, statut cadre, en cdi. periode d essai max ? et si on la renouvelle ça monte a combien ?',
    figures: ['4 mois', '8 mois'],
  },
  // Market salaries by city: no data the site holds.
  {
    question:
      'c est quoi le salaire moyen d un chef de projet digital a Lyon en 2026 ? on veut caler notre offre sur le marché',
    unknown: true,
  },
  // Fixed-term contract's end: 10 % of the total gross (computePrecarityIndemnity 1 386 000 cents →
  // 1 386,00 €, L1243-8).
  {
    question:
      'fin de cdd vendredi pour une hotesse d accueil (cdd surcroit d activite). elle a touché 13 860 € brut en tout sur le contrat, sa prime de precarite c est combien ?',
    figures: ['1 386,00 €'],
  },
  // Meal-voucher providers compared: nothing the site holds.
  {
    question:
      'swile ou edenred pour les tickets resto de l equipe, lequel prend le moins de frais de gestion ?',
    unknown: true,
  },
  // Staff representation with 15 employees: a CSE from 11 employees for 12 consecutive months
  // (L2311-2); the sheets on the CSE, its election and the CSE of 11 to 49 employees.
  {
    question:
      'on est 15 salariés depuis l an dernier. on est obligés d avoir un cse ? le comptable m a parlé d elections, j y connais rien',
    sources: [
      '/outils/fiche/la-definition-du-cse-et-cadre-de-mise-en-place',
      '/outils/fiche/lelection-de-la-delegation-du-personnel-au-cse',
      '/outils/fiche/le-cse-dans-les-entreprises-de-11-49-salaries',
      '/code-du-travail/article/L2311-2',
    ],
  },

  // Discipline and departures
  // An old warning invoked for a new sanction: no sanction older than 3 years may be invoked
  // (L1332-5); the sheet on sanctions.
  {
    question:
      'on prepare un licenciement pour un salarie qui recommence a arriver en retard. dans son dossier il a deja un avertissement de fevrier 2022 et un de 2025, on peut s appuyer sur les deux dans la lettre ?',
    sources: ['/code-du-travail/article/L1332-5', '/outils/fiche/la-sanction-disciplinaire'],
  },
  // Disciplinary deadlines: facts known 23 November 2026, interview Friday 4 December 2026:
  // computeDisciplinaryDeadlines → notify from Tuesday 8 December 2026 to Monday 4 January 2027
  // (R1332-3's 2 jours ouvrables, L1332-2's one month).
  {
    question:
      'un salarié a insulté une cliente le 23 novembre, entretien prealable fixé le vendredi 4 decembre. la lettre de mise a pied disciplinaire je peux l envoyer quand au plus tot et au plus tard ?',
    figures: ['8 décembre', '4 janvier'],
  },
  // After the formal notice for abandonment of post went unanswered: presumed resignation at the end
  // of the period set (L1237-1-1, R1237-13), the notice period then runs; the sheet on resignation.
  {
    question:
      'la lettre de mise en demeure pour abandon de poste est partie en recommandé il y a 3 semaines, delai de 15 jours depassé, toujours rien. il est demissionnaire a partir de quand ? il doit faire un preavis, je le paie ?',
    sources: [
      '/code-du-travail/article/L1237-1-1',
      '/code-du-travail/article/R1237-13',
      '/outils/fiche/la-demission',
      '/outils/modele/mise-en-demeure-abandon-de-poste',
    ],
  },
  // Dismissal indemnity: 6 years 4 months, reference 2 450 €: computeDismissalIndemnity → 1/4 ×
  // 2 450 × 6,333… = 3 879,17 € (L1234-9, R1234-2).
  {
    question:
      'On va licencier un vendeur pour insuffisance (pas de faute grave). Entré il y a 6 ans et 4 mois, salaire de référence 2450 brut. L indemnité légale minimum ça donne quoi ?',
    figures: ['3 879,17 €'],
  },
  // Conventional termination: the steps (interviews, signature, 15 days to withdraw, approval by the
  // DREETS): the sheet, the model convocation, L1237-13 and L1237-14.
  {
    question:
      'notre cheffe de projet veut partir en rupture conventionnelle, on est d accord. c est quoi les etapes exactement ? entretien, signature, homologation... je veux pas me planter',
    sources: [
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      '/outils/modele/convocation-entretien-rupture-conventionnelle',
      '/code-du-travail/article/L1237-13',
      '/code-du-travail/article/L1237-14',
    ],
  },
  // Minimum conventional-termination indemnity: 12 years, 3 100 €:
  // computeConventionalTerminationIndemnity → 1/4 × 3 100 × 10 + 1/3 × 3 100 × 2 = 9 816,67 €.
  {
    question:
      'rupture conv avec notre responsable d agence, 12 ans d anciennete pile, moyenne des 12 derniers mois 3 100 € brut. le plancher de l indemnite c est combien ?',
    figures: ['9 816,67 €'],
  },
  // Documents at the end of a contract: certificat de travail, attestation France Travail, reçu
  // pour solde de tout compte (the sheet, the models, L1234-19).
  {
    question:
      'Une salariée démissionne, son préavis finit le 31. Quels documents je dois lui remettre le dernier jour ? Il y a des modèles ?',
    sources: [
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
      '/outils/modele/certificat-de-travail',
      '/outils/modele/recu-pour-solde-de-tout-compte',
      '/code-du-travail/article/L1234-19',
    ],
  },
  // Social security of another country: nothing the site holds.
  {
    question:
      'un de nos developpeurs part vivre au Portugal et veut continuer en full remote depuis Lisbonne. les cotisations sociales portugaises ce serait combien pour nous ?',
    unknown: true,
  },

  // The président: his own pay
  // An officer's payslip, 4 650 € gross in November 2026, no mutuelle, PAS 8 %:
  // computeOfficerPayslip → net avant impôt 3 680,98 €, net imposable 3 813,47 €, PAS 305,08 €,
  // net payé 3 375,90 € (the same with 0 or 15 staff).
  {
    question:
      'C est le président qui écrit (SAS, 15 salariés). Ma rému est de 4 650 € brut par mois, pas de mutuelle ni prevoyance pour moi, taux PAS 8 %. Net avant impot et net versé sur mon compte ce mois ci, ça donne quoi ?',
    figures: ['3 680,98 €', '3 375,90 €'],
  },
  // A low officer's pay and retirement quarters: 150 hours at the SMIC per quarter; the blog posts
  // on validating quarters and on the président's retirement.
  {
    question:
      'pour laisser de la treso a la boite je pense descendre ma paie de president a 1 000 € brut par mois l an prochain. je valide quand meme mes 4 trimestres de retraite avec ça ?',
    sources: ['/blog/valider-trimestres-retraite-dirigeant', '/blog/retraite-president-sas'],
  },
  // The président in the staff's health plan, the company paying his share: the blog post on
  // mutuelle and prévoyance of the officer (« Le traitement social et fiscal »).
  {
    question:
      'Si je rejoins la mutuelle collective des salariés et que la SAS prend en charge ma part comme pour eux, ça change quoi pour moi en charges et en impôt ? (je suis président)',
    sources: ['/blog/mutuelle-prevoyance-dirigeant'],
  },
  // Investment advice for the company's cash: nothing the site holds.
  {
    question:
      'on a 200 000 € de tresorerie qui dort sur le compte de la SAS, je mets ca sur un compte a terme ou en SCPI ? qu est ce qui rapporte le plus ?',
    unknown: true,
  },

  // The président: Dirigeo
  // Complète: 19 € HT a month, 22,80 € TTC (withVat); annually 12 × 19 × 0,85 = 193,80 € HT
  // (yearlyPriceOf).
  {
    question:
      'la formule complete en annuel ca revient a combien HT pour l annee ? et si on reste en mensuel c est combien TTC par mois ?',
    figures: ['193,80 €', '22,80 €'],
  },
  // The free trial, for the staff's payslips too: 14 days, no card (FAQ, CGU, subscription page).
  {
    question:
      'On voudrait tester Dirigeo pour les fiches de paie de nos 15 salariés + la mienne. L essai gratuit ça dure combien de temps et vous demandez une carte bancaire ?',
    sources: ['/#faq', '/cgu', '/souscription'],
  },
  // The DSN with employees: Dirigeo prepares and checks it, the user deposits the file on
  // net-entreprises.fr (FAQ; the plans' details).
  {
    question:
      'est ce que dirigeo fait la dsn de toute la boite (salariés + president) et l envoie tout seul, ou on doit la deposer nous meme sur net-entreprises ?',
    sources: ['/#faq', '/tarifs-details'],
  },
  // Cancelling an annual plan: notice 1 month before the term, the period under way not refunded
  // (CGV; FAQ).
  {
    question:
      'si on part sur l abonnement annuel et que finalement ca nous convient pas au bout de 3 mois, on peut resilier ? on est rembourses du reste ?',
    sources: ['/cgv', '/#faq'],
  },
];
