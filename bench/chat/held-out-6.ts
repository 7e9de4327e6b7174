/**
 * The assistant's evaluation set, sixth kept-aside part: 60 questions written at stop 39 without
 * trying the assistant and without reading its code, in visitors' words (no accents, SMS spellings,
 * typos in the key word, two questions in one, very short ones, long stories ending in a question,
 * formal and polite ones), on subjects of our own choosing. Never to be tuned on: the recognisers
 * and the ranking must not be changed to pass these, and their misses are printed only with
 * `--show-held-out-misses`. Format: `BenchQuestion` (see `questions.ts`).
 *
 * Every expected answer was checked against the content: the product's figures from
 * `@dirigeo/site-content` (plans and yearly prices, VAT, FAQ, salesTerms, freeTrial, dataRetention,
 * accountDeletion, provider) and the CGV page of apps/marketing; the calculators' figures from
 * running `@dirigeo/labour-law` with node 24 (computeDismissalIndemnity,
 * computeConventionalTerminationIndemnity, computeDismissalNotice, computePrecarityIndemnity,
 * computePaidLeaveEntitlement, computePaidLeaveIndemnity, computeDismissalProcedure) and
 * `@dirigeo/payroll-calc` (simulateExactCharges, simulateExactChargesForNet: officer, fewer than 11
 * staff, 2026 rates, no mutuelle; the same figures in every month of 2026); the agreements (IDCC and
 * titles), practical sheets and articles from apps/api/data/official; the posts from
 * apps/api/content/blog; the templates from packages/letter-templates. Each question we cannot
 * answer was searched for in every sheet, article, post, template and page, and found in none.
 */
import type { BenchQuestion } from './questions.ts';

export const heldOutQuestions6: readonly BenchQuestion[] = [
  // ——— Our product ———

  // plans.ts: Complète 19 € HT a month, yearly 12 months at −15 % = 193,80 € HT
  { question: 'combien coute la formule complete si je paie a l annee ?', figures: ['193,80'] },
  // faq.ts « Recevrai-je une facture ? »: Essentielle 9 € HT, 10,80 € TTC a month (VAT 20 %)
  {
    question: "Bonjour, votre prix de 9 euros c'est hors taxe ? ca fait combien TTC par mois au final svp",
    figures: ['10,80'],
  },
  // legal.ts salesTerms.annualNoticeMonths: 1 month before the term on the annual plan (CGV, FAQ)
  {
    question:
      "j'ai pris l'abonement annuel, je dois prevenir combien de temps avant l'echeance pour arreter ?",
    figures: ['1 mois'],
  },
  // legal.ts freeTrial: 14 days, no card asked, nothing taken at its end (FAQ)
  { question: 'essai gratuit combien de jours et vous prenez ma cb ou pas', figures: ['14 jours'] },
  // faq.ts « Comment puis-je payer ? »: card or SEPA debit through Stripe; no transfer, no cheque
  {
    question:
      "Notre comptable préfère régler les fournisseurs par virement ou par chèque. Est-ce possible pour l'abonnement Dirigeo ?",
    sources: ['/#faq', '/cgv'],
  },
  // provider.ts host: OVH SAS (FAQ « Où sont hébergées mes données ? », legal notices)
  { question: 'vos serveurs c chez qui ? mes donnees restent en france ?', figures: ['OVH'] },
  // faq.ts « Je suis gérant majoritaire de SARL » (TNS, not for Dirigeo), eligibility test
  {
    question:
      "je detiens 60 % des parts de ma SARL et j'en suis le gerant, est ce que je peux faire mes fiches de paie chez vous ?",
    sources: ['/eligibilite', '/#faq'],
  },
  // plans.ts: payrollLedger and chargesAnalysis only in Complète
  {
    question: "le journal de paie et les graphiques d'analyse des charges, c'est dans quelle formule ?",
    figures: ['Complète'],
  },
  // legal.ts accountDeletion.kept: final payslips and DSN 5 years, invoices 10 years
  {
    question:
      'Si je supprime mon compte est ce que vous effacez vraiment tout ? et sinon vous gardez quoi et combien de temps',
    figures: ['5 ans', '10 ans'],
  },
  // legal.ts salesTerms.lateRecoveryFeeEuros, printed by the CGV (late payment)
  {
    question:
      "indemnite forfaitaire de recouvrement en cas de retard de paiement de l'abonnement, c'est combien ?",
    figures: ['40 €'],
  },
  // faq.ts « Puis-je importer mes anciens bulletins de paie ? »: no import, history taken over on quote
  {
    question:
      "Jusqu'ici c'est un cabinet qui faisait mes bulletins depuis janvier. Si je passe chez vous en cours d'annee, vous pouvez reprendre les anciens ?",
    sources: ['/#faq', '/#contact'],
  },

  // ——— The officer's pay and status ———

  // blog valider-trimestres-retraite-dirigeant « Deux manières de s'organiser »: 601 € brut a month in 2026
  {
    question:
      'president sasu, je veux me payer le minimum mais valider mes 4 trimestres de retraite en 2026, ca fait combien brut par mois ?',
    figures: ['601'],
  },
  // blog csg-crds-deductible « Les taux »: CSG déductible 6,8 %
  { question: 'taux csg deductible sur mon salaire de president ?', figures: ['6,8 %'] },
  // blog dividendes-sas-flat-tax / changements-paie-2026: flat tax 31,4 % in 2026
  {
    question:
      'la flat tax sur les dividendes elle est passee a combien cette annee ? jai entendu qu elle augmentait',
    figures: ['31,4 %'],
  },
  // blog plafond-securite-sociale-2026: PMSS 4 005 € in 2026
  { question: 'PMSS 2026 ?', figures: ['4 005'] },
  // blog directeur-general-sas-statut « Cumuler le mandat et un contrat de travail »
  {
    question:
      "On va me nommer DG de la SAS dans laquelle je suis aujourd'hui responsable commercial en CDI. Est-ce que je garde mon contrat de travail ou est-ce qu'il saute ?",
    sources: ['/blog/directeur-general-sas-statut'],
  },
  // blog president-sas-assurance-chomage
  {
    question: 'si ma sas coule est ce que j ai droit a pole emploi en tant que president ??',
    sources: ['/blog/president-sas-assurance-chomage'],
  },
  // blog gerant-minoritaire-sarl: gérant égalitaire (50/50) is assimilé salarié
  {
    question:
      'on est 2 associes a 50/50 et je suis le seul gerant de la sarl, je suis tns ou assimile salarie ?',
    sources: ['/blog/gerant-minoritaire-sarl', '/eligibilite'],
  },
  // blog comptabiliser-paie-dirigeant « Les comptes utilisés » (641, 645, 421, 431…)
  {
    question: 'dans quel compte je passe le salaire du president et les cotis urssaf en compta ? 641 ?',
    sources: ['/blog/comptabiliser-paie-dirigeant'],
  },
  // blog dsn-sasu-sans-salarie « Les mois sans rémunération »
  {
    question:
      'Je suis seul dans ma SASU et je ne me verse rien cet été. Je dois quand même envoyer une DSN les mois où je ne me paie pas ?',
    sources: ['/blog/dsn-sasu-sans-salarie'],
  },
  // blog avantages-en-nature-dirigeant « Le véhicule de fonction »
  {
    question:
      'la societe me prete une voiture que j utilise aussi le week end, comment on la declare sur ma fiche de paie ?',
    sources: ['/blog/avantages-en-nature-dirigeant'],
  },
  // payroll-calc simulateExactCharges: officer, 3 200 € gross, < 11 staff, 2026: net avant impôt 2 532,34 €, cost 4 437,31 €
  {
    question:
      "je suis president d'une sasu sans salarie. si je me mets 3200 € brut par mois, il me reste combien en net et ca coute combien en tout a la societe ?",
    figures: ['2 532,34', '4 437,31'],
  },
  // payroll-calc simulateExactChargesForNet: officer, 2 800 € net avant impôt, < 11 staff, 2026: gross 3 538,22 €
  {
    question:
      'President SAS (petite boite, moins de 11 salaries) : quel brut pour toucher 2800 € net avant impot ?',
    figures: ['3 538,22'],
  },

  // ——— Labour law for a small employer ———

  // labour-law computeDismissalIndemnity: 13,5 years, 2 650 € → 1/4 × 10 + 1/3 × 3,5 = 9 716,67 €
  {
    question:
      "je dois licencier ma secretaire pour motif personnel, elle a 13 ans et demi d'anciennete et un salaire de ref de 2650 €. indemnite legale minimum ?",
    figures: ['9 716,67'],
  },
  // labour-law computeConventionalTerminationIndemnity: 7 months, 2 100 € → 2 100 / 4 × 7/12 = 306,25 €
  {
    question:
      'rupture conventionnelle avec un salarié embauché il y a 7 mois seulement, payé 2100 brut : il a droit à une indemnité ? combien au minimum',
    figures: ['306,25'],
  },
  // labour-law computeDismissalIndemnity professionalInaptitude: 4 years, 1 980 € → double = 3 960 €
  {
    question:
      "Mon employé a eu un accident du travail et le médecin du travail l'a déclaré inapte, pas de reclassement possible. 4 ans d'ancienneté, salaire de référence 1980 €. Quelle indemnité lui dois-je ?",
    figures: ['3 960'],
  },
  // labour-law computeDismissalNotice: 18 months of seniority → 1 month (L1234-1)
  { question: 'preavis de licenciement pour un salarie qui a 1 an et demi de boite ?', figures: ['1 mois'] },
  // labour-law computeDismissalNotice disabledWorker: 30 months → 2 months doubled, capped at 3 months (L5213-9)
  {
    question:
      "salariée reconnue travailleur handicapé (RQTH), 2 ans et demi d'ancienneté, je la licencie : combien de préavis ?",
    figures: ['3 mois'],
  },
  // labour-law computePrecarityIndemnity: 10 % of 14 300 € = 1 430 €
  {
    question:
      'fin de cdd, il a touche 14300 € brut en tout sur le contrat, la prime de precarite fait combien',
    figures: ['1 430'],
  },
  // labour-law computePaidLeaveEntitlement: 7 months × 2,5 = 17,5 → 18 jours ouvrables (L3141-7)
  {
    question:
      'embauché en novembre, au 31 mai il a 7 mois de travail : combien de jours de congés payés a-t-il acquis ?',
    figures: ['18 jours'],
  },
  // labour-law computePaidLeaveEntitlement: 10 months worked + 2 months sick leave → 25 + 4 = 29 jours ouvrables
  {
    question:
      'mon vendeur a été en arrêt maladie (pas pro) 2 mois sur la période de référence et a travaillé les 10 autres. il a droit a combien de jours de cp ?',
    figures: ['29 jours'],
  },
  // labour-law computePaidLeaveIndemnity: tenth of 27 480 € = 2 748 €
  {
    question:
      'indemnite de conges payes regle du dixieme : le salarie a gagne 27 480 € brut sur la periode de reference, ca donne quoi',
    figures: ['2 748'],
  },
  // labour-law computeDismissalProcedure: letter presented 30 April 2026, 1 and 8 May not counted → entretien from Saturday 9 May 2026
  {
    question:
      "J'ai remis en main propre la convocation à l'entretien préalable le jeudi 30 avril 2026. Quelle est la date la plus proche à laquelle je peux le recevoir ? Avec les ponts de mai je m'y perds.",
    figures: ['9 mai'],
  },
  // fiche la-periode-dessai; Code du travail L1221-19 (cadres: 4 months)
  {
    question: "je recrute un cadre en CDI, la periode d'essai peut durer jusqu'a combien de temps ?",
    sources: ['/outils/fiche/la-periode-dessai', '/code-du-travail/article/L1221-19'],
  },
  // fiche les-jours-feries-et-les-ponts; L3133-6 (1er mai worked: pay doubled)
  {
    question: 'mon boulanger bosse le 1er mai, je dois le payer double ?',
    sources: [
      '/outils/fiche/les-jours-feries-et-les-ponts',
      '/code-du-travail/article/L3133-6',
      '/code-du-travail/article/L3133-5',
    ],
  },
  // modèle mise-en-demeure-abandon-de-poste; fiche la-demission (présomption de démission); L1237-1-1
  {
    question:
      "un salarie ne vient plus depuis 10 jours sans donner de nouvelles. j'ai un modele de courrier pour le mettre en demeure de revenir ?",
    sources: [
      '/outils/modele/mise-en-demeure-abandon-de-poste',
      '/outils/fiche/la-demission',
      '/code-du-travail/article/L1237-1-1',
    ],
  },
  // modèle avertissement; fiche la-sanction-disciplinaire
  {
    question:
      'Deuxième retard de la semaine pour mon apprenti. Je voudrais lui envoyer un avertissement écrit, vous avez un exemple de lettre ?',
    sources: ['/outils/modele/avertissement', '/outils/fiche/la-sanction-disciplinaire'],
  },
  // fiche le-registre-unique-du-personnel; L1221-13
  {
    question: 'registre du personel obligatoire meme avec 2 salaries ? on y met quoi',
    sources: ['/outils/fiche/le-registre-unique-du-personnel', '/code-du-travail/article/L1221-13'],
  },
  // fiche la-journee-de-solidarite
  {
    question:
      'le lundi de pentecote, mes salaries travaillent gratos ou pas ? comment ca marche cette journee',
    sources: ['/outils/fiche/la-journee-de-solidarite', '/outils/fiche/les-jours-feries-et-les-ponts'],
  },
  // fiche les-conges-pour-evenements-familiaux-et-le-conge-de-deuil; L3142-1, L3142-1-1; modèle conge-pour-evenement-familial
  {
    question:
      "Une de mes salariées vient de perdre son père. Combien de jours d'absence payés peut-elle prendre pour les obsèques ?",
    sources: [
      '/outils/fiche/les-conges-pour-evenements-familiaux-et-le-conge-de-deuil',
      '/code-du-travail/article/L3142-1',
      '/code-du-travail/article/L3142-4',
      '/outils/modele/conge-pour-evenement-familial',
    ],
  },
  // fiche le-harcelement-moral; L1152-1
  {
    question:
      "une employée m'accuse de harcelement moral de la part de son chef d'equipe, qu'est ce que je suis obligé de faire en tant qu'employeur ?",
    sources: ['/outils/fiche/le-harcelement-moral', '/code-du-travail/article/L1152-1'],
  },
  // fiche le-travail-du-dimanche; L3132-3
  {
    question: 'ouvrir ma boutique le dimanche avec mes vendeuses, j ai le droit ?',
    sources: ['/outils/fiche/le-travail-du-dimanche', '/code-du-travail/article/L3132-3'],
  },
  // Code du travail L1237-19 (rupture conventionnelle collective); fiche la-rupture-conventionnelle-collective
  {
    question: "que dit l'article L1237-19 ?",
    sources: ['/code-du-travail/article/L1237-19', '/outils/fiche/la-rupture-conventionnelle-collective'],
  },
  // L1221-25 (délai de prévenance); modèle rupture-periode-essai-employeur; fiche la-periode-dessai
  {
    question:
      "je veux arreter la periode d'essai d'une assistante embauchee il y a 5 semaines. je dois la prevenir combien de temps avant, et vous avez une lettre type ?",
    sources: [
      '/code-du-travail/article/L1221-25',
      '/outils/modele/rupture-periode-essai-employeur',
      '/outils/fiche/la-periode-dessai',
    ],
  },

  // fiche la-prise-en-charge-des-frais-de-transport-par-lemployeur; L3261-2, R3261-1 (50 % of the pass)
  {
    question:
      'mes 2 employés viennent en metro avec un abonnement mensuel, je suis obligé d en rembourser une partie ? combien',
    sources: [
      '/outils/fiche/la-prise-en-charge-des-frais-de-transport-par-lemployeur',
      '/code-du-travail/article/R3261-1',
      '/code-du-travail/article/L3261-2',
    ],
  },

  // ——— Collective agreements ———

  // conventions-collectives: IDCC 1978 Fleuristes, vente et services des animaux familiers
  { question: 'idcc fleuriste', figures: ['IDCC 1978'] },
  // conventions-collectives: IDCC 1351 Entreprises de prévention et de sécurité
  {
    question: "c'est quoi comme convention la 1351 ? c'est marqué sur le contrat de mon agent",
    figures: ['prévention et de sécurité'],
  },
  // conventions-collectives: IDCC 1431 Optique-lunetterie de détail
  {
    question:
      "J'ouvre un magasin d'optique et j'embauche une vendeuse, quel numéro de convention collective dois-je mettre sur son bulletin ?",
    figures: ['IDCC 1431'],
  },
  // conventions-collectives: IDCC 1527 Immobilier : administrateurs de biens, sociétés immobilières, agents immobiliers
  { question: 'convention collective agence immo numero idcc ?', figures: ['IDCC 1527'] },
  // conventions-collectives: IDCC 2332 Entreprises d'architecture
  { question: 'idcc 2332 = quelle branche ?', figures: ['architecture'] },
  // conventions-collectives: IDCC 1875 Vétérinaires : personnel salarié des cabinets et cliniques vétérinaires (not 2564, the vets)
  {
    question:
      'je prends une auxiliaire spécialisée vétérinaire (ASV) dans ma clinique, elle dépend de quelle convention ? le numero svp',
    figures: ['IDCC 1875'],
  },

  // ——— Nothing we hold answers ———

  // absent: cotisation foncière des entreprises (no sheet, article, post or page)
  { question: 'la CFE pour ma sasu domiciliée chez moi, je la paie quand et combien ?', unknown: true },
  // absent: commercial lease renewal
  {
    question:
      'Notre bail commercial arrive à échéance, le propriétaire veut augmenter le loyer de 20 %, a-t-il le droit ?',
    unknown: true,
  },
  // absent: Belgian self-employed social security (INASTI)
  {
    question: "je suis administrateur d'une SRL en belgique, c'est combien les cotisations INASTI ?",
    unknown: true,
  },
  // absent: taxe sur les véhicules de société / taxes sur l'affectation des véhicules
  {
    question: 'taxe sur les vehicules de societe pour ma voiture de fonction hybride, combien ?',
    unknown: true,
  },
  // absent: trademark registration at the INPI
  {
    question:
      'deposer le nom de ma boite comme marque a l inpi, ca coute combien et ca prend combien de temps ?',
    unknown: true,
  },
  // absent: micro-entreprise turnover ceilings
  {
    question:
      "avant de passer en SASU je suis auto entrepreneur : c'est quoi le plafond de chiffre d'affaires à ne pas dépasser ?",
    unknown: true,
  },
  // absent: crypto-assets in a company's accounts
  {
    question: 'ma sasu a acheté du bitcoin avec sa trésorerie, comment je le comptabilise au bilan ?',
    unknown: true,
  },
  // absent: choosing a business bank
  { question: 'qonto ou shine pour le compte pro de ma sasu, vous conseillez quoi ?', unknown: true },
  // absent: Kbis extract
  { question: 'Comment obtenir un extrait Kbis de moins de 3 mois pour la banque ?', unknown: true },
];
