/**
 * The assistant's evaluation set, seventh kept-aside part: 60 questions written at stop 39 without
 * trying the assistant and without reading its code, in visitors' words (no accents, SMS spellings,
 * typos, two questions in one, very short ones, long stories ending in a question), with an emphasis
 * on small employers in trades (restaurant, bakery, building, shop, cleaning, home care, transport)
 * telling what happens to them. Never to be tuned on: the recognisers and the ranking must not be
 * changed to pass these, and their misses are printed only with `--show-held-out-misses`. Format:
 * `BenchQuestion` (see `questions.ts`).
 *
 * Every expected answer was checked against the content: the product's figures from
 * `@dirigeo/site-content` (plans and their prices with VAT, FAQ, salesTerms, sessionLifetime,
 * provider) and its legal pages; the calculators' figures from running `@dirigeo/labour-law`
 * (computeDismissalNotice, computeDismissalIndemnity, computeConventionalTerminationIndemnity,
 * computePrecarityIndemnity, computePaidLeaveEntitlement, computePaidLeaveIndemnity) and
 * `@dirigeo/payroll-calc` (simulateExactCharges, simulateExactChargesForNet: fewer than 11 staff,
 * 2026 rates, no mutuelle; the nets quoted are the same for every month of 2026) with node 24; the
 * agreements, practical sheets and articles from apps/api/data/official; the posts from
 * apps/api/content/blog; the templates from packages/letter-templates. Each question we cannot
 * answer was searched for in every sheet, article, post, template and page, and found in none.
 */
import type { BenchQuestion } from './questions.ts';

export const heldOutQuestions7: readonly BenchQuestion[] = [
  // ——— Our product ———
  // plans.ts: Complète 19 € HT a month, annual plan 12 months at −15 % (yearlyPriceOf) = 193,80 € HT a year
  {
    question:
      "bonjour, la formule complete en paiement a l'année ça revient a combien au total sur 12 mois ?",
    figures: ['193,80 €'],
  },
  // plans.ts withVat(1900): 19 € HT + 20 % VAT = 22,80 € TTC a month
  {
    question: 'Complète c 19 balles HT, ça fait combien TTC par mois avec la tva ?',
    figures: ['22,80 €'],
  },
  // plans.ts: the payroll ledger (payrollLedger) is in Complète only; the comparison table of /tarifs-details
  {
    question:
      "Mon comptable veut le journal de paie chaque mois. Est-ce que l'abonnement à 9 € suffit ou il faut prendre celui d'au dessus ?",
    sources: ['/tarifs-details', '/#tarifs'],
  },
  // legal.ts salesTerms: late payment, penalties and 40 € recovery fee (CGV)
  {
    question: 'si je paye mon abonnement en retard vous appliquez des penalites ? combien ?',
    sources: ['/cgv'],
  },
  // provider.ts host OVH SAS, France: privacy policy's hosting section, legal notices, FAQ « Dirigeo est-il sécurisé ? »
  {
    question: 'mes donnees de paie sont stockees ou physiquement ?? chez amazon aux etats unis ?',
    sources: ['/politique-de-confidentialite', '/mentions-legales', '/#faq'],
  },
  // legal.ts sessionLifetime.idleMinutes: the session ends after 30 minutes without activity (FAQ, privacy policy)
  {
    question:
      "pourquoi votre espace client me deconnecte tout seul quand je vais prendre un café ? c'est au bout de combien de temps ?",
    figures: ['30 minutes'],
  },
  // faq.ts « Comment puis-je payer ? »: card or SEPA direct debit, no transfer and no cheque
  {
    question:
      "Est-il possible de régler par chèque ou par virement ? Notre société n'a pas de carte bancaire au nom de l'entreprise.",
    sources: ['/#faq', '/cgv'],
  },
  // faq.ts « Êtes-vous expert-comptable ? »: a partnership for accountants; /tarifs-details
  {
    question:
      "je suis expert comptable et j'ai une trentaine de clients presidents de SAS, vous avez une offre pour les cabinets ?",
    sources: ['/tarifs-details', '/#faq', '/#contact'],
  },
  // faq.ts and CGV: annual plan, notice of 1 month before the term (salesTerms.annualNoticeMonths)
  {
    question:
      "J'ai souscrit à l'annuel en mars. Si je veux arrêter l'an prochain, je dois vous prévenir quand ?",
    sources: ['/cgv', '/#faq'],
  },

  // ——— The officer (blog) ———
  // avantages-en-nature-dirigeant.md, « Le véhicule de fonction »
  {
    question:
      "Je suis président de ma SASU (menuiserie). La camionnette de la boite je la ramène chez moi le soir et je m'en sers le dimanche pour mes courses, ça doit apparaitre sur ma fiche de paie ??",
    sources: ['/blog/avantages-en-nature-dirigeant'],
  },
  // dsn-sasu-sans-salarie.md, « Les mois sans rémunération » (DSN « néant »)
  {
    question:
      'pas de salaire pour moi de janvier a juin le temps que le resto decolle, je dois qd meme envoyer une dsn a zero chaque mois ?',
    sources: ['/blog/dsn-sasu-sans-salarie'],
  },
  // valider-trimestres-retraite-dirigeant.md, « La règle : 150 heures de SMIC par trimestre »
  {
    question:
      'quel salaire minimum je dois me verser comme presidente de sasu pour que mes trimestres de retraite soient validés ?',
    sources: ['/blog/valider-trimestres-retraite-dirigeant', '/blog/retraite-president-sas'],
  },
  // directeur-general-sas-statut.md, « Cumuler le mandat et un contrat de travail »
  {
    question:
      'Mon beau-frère est DG de notre SAS de plomberie et il bosse aussi sur les chantiers. On peut lui faire en plus un contrat de travail de plombier ?',
    sources: ['/blog/directeur-general-sas-statut'],
  },
  // president-sas-assurance-chomage.md
  {
    question: "si ma societe coule est ce que france travail m'indemnise ? je suis president de sas",
    sources: ['/blog/president-sas-assurance-chomage'],
  },
  // gerant-minoritaire-sarl.md, « Cinq situations types »: gérant égalitaire (50 %) = assimilé salarié
  {
    question:
      "J'ai pile 50 % des parts de la SARL et je suis le seul gérant, l'autre associée a les 50 autres mais elle ne gère rien. Je suis TNS ou assimilé salarié ?",
    sources: ['/blog/gerant-minoritaire-sarl', '/eligibilite'],
  },
  // frais-professionnels-dirigeant.md, « Deux façons de rembourser » and the meals with clients
  {
    question:
      'Les déjeuners avec mes fournisseurs je les paye avec ma CB perso. Comment la société me rembourse sans que ce soit considéré comme du salaire ?',
    sources: ['/blog/frais-professionnels-dirigeant'],
  },
  // montant-net-social.md: the net that fills in the prime d'activité and RSA returns
  {
    question:
      "La CAF me demande mon montant net social pour la prime d'activité, c'est lequel des nets sur mon bulletin de president ?",
    sources: ['/blog/montant-net-social'],
  },
  // decision-remuneration-dirigeant.md: who decides, the traces to keep
  {
    question:
      "je veux m'augmenter de 500 € en tant que président, faut-il un PV ou une décision écrite ? et qui la signe ?",
    sources: ['/blog/decision-remuneration-dirigeant'],
  },

  // ——— Labour law for small employers ———
  // Sheet « Le travail de nuit » (21 h - 7 h at the latest, rights of the night worker)
  {
    question:
      "je suis boulanger, mon ouvrier commence a 3h du mat tous les jours. c'est du travail de nuit ? il a droit a quoi en plus ?",
    sources: ['/outils/fiche/le-travail-de-nuit'],
  },
  // Sheet « Chaleur et canicule au travail », then the right of withdrawal
  {
    question:
      "Alerte canicule toute la semaine et mes couvreurs sont sur un toit en zinc. Qu'est ce que je suis obligé de faire ? Je dois arrêter le chantier ?",
    sources: [
      '/outils/fiche/chaleur-et-canicule-au-travail-les-precautions-prendre',
      '/outils/fiche/responsabilite-de-lemployeur-droit-de-retrait',
    ],
  },
  // Sheet « La prévention des addictions au travail »
  {
    question:
      "Un de mes chauffeurs livreurs arrive le matin en sentant l'alcool, ça fait 2 fois. J'ai peur d'un accident, qu'est-ce que j'ai le droit de faire en tant que patron ?",
    sources: ['/outils/fiche/la-prevention-des-addictions-au-travail'],
  },
  // Sheet « Le travail saisonnier » (CDD saisonnier, reconduction)
  {
    question:
      "j'ai une paillote sur la plage ouverte de mai a septembre, je prends 4 serveurs chaque été, quel contrat faire ? et est-ce qu'ils ont priorité l'année d'après ?",
    sources: ['/outils/fiche/le-travail-saisonnier', '/outils/fiche/le-contrat-duree-determinee-cdd'],
  },
  // Sheet « Le congé sans solde »: the employer is free to accept or refuse it
  {
    question:
      'Ma vendeuse veut partir 3 semaines en Asie en plus de ses congés, sans être payée. Je suis obligé de dire oui ?',
    sources: ['/outils/fiche/le-conge-sans-solde'],
  },
  // Sheet « Les congés pour événements familiaux et le congé de deuil »; template « Congé pour événement familial »
  {
    question:
      'une agente d entretien vient de perdre sa mere, elle a droit a combien de jours payés pour l enterrement ??',
    sources: [
      '/outils/fiche/les-conges-pour-evenements-familiaux-et-le-conge-de-deuil',
      '/outils/modele/conge-pour-evenement-familial',
    ],
  },
  // Sheet « La saisie et les cessions des rémunérations » (the employer as tiers saisi)
  {
    question:
      "J'ai reçu un courrier d'un commissaire de justice qui me demande de retenir une partie du salaire de mon serveur pour une dette. Je fais comment concrètement, je dois verser combien et à qui ?",
    sources: ['/outils/fiche/la-saisie-et-les-cessions-des-remunerations'],
  },
  // Sheet « Que faire à la suite d'un accident du travail ? » (declaration to the CPAM within 48 hours)
  {
    question:
      "mon apprenti maçon s'est ouvert la main sur le chantier ce matin, il est aux urgences. je dois déclarer ça où et j'ai combien de temps ?",
    sources: [
      '/outils/fiche/que-faire-la-suite-dun-accident-du-travail',
      '/outils/fiche/larret-de-travail-pour-accident-du-travail-ou-maladie-professionnelle',
    ],
  },
  // Sheet « Le temps de travail des jeunes de moins de 18 ans » (8 hours a day, 35 a week)
  {
    question:
      "Le fils d'un ami a 16 ans et veut faire la plonge dans mon restaurant les week-ends et l'été. Il peut faire combien d'heures par jour, et le soir jusqu'à quelle heure ?",
    sources: [
      '/outils/fiche/le-temps-de-travail-des-jeunes-de-moins-de-18-ans',
      '/outils/fiche/la-protection-de-la-sante-des-jeunes-travailleurs',
    ],
  },
  // Sheet « Le registre unique du personnel »
  {
    question: "c koi le registre du personnel, jsuis obligé d'en tenir un avec 2 salariés dans mon salon ?",
    sources: ['/outils/fiche/le-registre-unique-du-personnel'],
  },
  // Sheet « Le contrat à durée indéterminée de chantier ou d'opération »
  {
    question:
      "On vient de décrocher un chantier de 18 mois (réhabilitation d'un collège). Je peux embaucher un chef d'équipe juste pour la durée du chantier sans faire un CDD ?",
    sources: ['/outils/fiche/le-contrat-duree-indeterminee-de-chantier-ou-doperation'],
  },
  // Sheets « L'activité partielle (AP) »
  {
    question:
      'restaurant fermé 2 mois pour travaux de mise aux normes de la cuisine, je peux mettre mes 5 salariés au chomage partiel ?',
    sources: [
      '/outils/fiche/lactivite-partielle-le-chomage-partiel',
      '/outils/fiche/questions-reponses-lactivite-partielle-le-chomage-partiel',
    ],
  },
  // Sheet « La journée de solidarité »; article L3133-7
  {
    question:
      'Lundi de pentecote : mes aides a domicile doivent travailler gratuitement ou je les paye ? personne ne sait chez nous',
    sources: ['/outils/fiche/la-journee-de-solidarite', '/code-du-travail/article/L3133-7'],
  },
  // Template « Mise en demeure pour abandon de poste »; article L1237-1-1 (présomption de démission)
  {
    question:
      "Une de mes auxiliaires de vie n'est pas venue depuis 5 jours, elle ne répond plus au téléphone, aucun arrêt maladie reçu. Je lui envoie quoi comme courrier ?",
    sources: ['/outils/modele/mise-en-demeure-abandon-de-poste', '/code-du-travail/article/L1237-1-1'],
  },
  // Template « Avertissement »; sheet « La sanction disciplinaire »
  {
    question:
      'mon commis arrive en retard 3 fois par semaine depuis un mois, je veux marquer le coup par ecrit sans le virer, vous avez un modele ?',
    sources: ['/outils/modele/avertissement', '/outils/fiche/la-sanction-disciplinaire'],
  },
  // Template « Mise à pied conservatoire »; article L1332-3
  {
    question:
      "J'ai vu sur la vidéo que ma caissière se sert dans la caisse. Je veux qu'elle ne revienne pas demain le temps de décider de la suite, comment faire ça proprement ?",
    sources: [
      '/outils/modele/mise-a-pied-conservatoire',
      '/code-du-travail/article/L1332-3',
      '/outils/fiche/la-sanction-disciplinaire',
    ],
  },
  // Template « Rupture de la période d'essai par l'employeur »; article L1221-25 (délai de prévenance)
  {
    question:
      "Le cuisinier embauché il y a 5 semaines ne fait pas l'affaire, il est encore en periode d'essai. Je dois le prevenir combien de temps avant et par quelle lettre ?",
    sources: [
      '/outils/modele/rupture-periode-essai-employeur',
      '/code-du-travail/article/L1221-25',
      '/outils/fiche/la-periode-dessai',
    ],
  },
  // Template « Convocation à la visite de reprise »; article R4624-31
  {
    question:
      'ma salariée revient lundi après 3 mois d arret maladie, faut-il organiser une visite chez le medecin du travail avant qu elle reprenne ?',
    sources: [
      '/outils/modele/convocation-a-la-visite-de-reprise',
      '/code-du-travail/article/R4624-31',
      '/outils/fiche/5-questions-reponses-sur-la-sante-au-travail',
    ],
  },
  // Article L3131-1: 11 consecutive hours of daily rest
  {
    question:
      'Quel article du code du travail impose le repos entre la fermeture du soir et le service du lendemain midi ? Mon serveur finit à 1h et reprend à 10h.',
    sources: ['/code-du-travail/article/L3131-1'],
  },
  // Article L4131-1: the right of withdrawal; sheet « Responsabilité de l'employeur - Droit de retrait »
  {
    question: "droit de retrait c'est quel article ?",
    sources: [
      '/code-du-travail/article/L4131-1',
      '/outils/fiche/responsabilite-de-lemployeur-droit-de-retrait',
    ],
  },
  // kali-data: IDCC 1501, Restauration rapide
  {
    question:
      'ma franchise de burgers depend de quelle convention collective ? il me faut le numero idcc pour la dsn',
    figures: ['IDCC 1501'],
  },
  // kali-data: IDCC 3043, Entreprises de propreté et services associés
  {
    question: 'Entreprise de nettoyage de bureaux, 7 agents : quelle convention collective applicable ?',
    figures: ['IDCC 3043'],
  },
  // kali-data: IDCC 1596, Bâtiment Ouvriers (entreprises occupant jusqu'à 10 salariés)
  {
    question: 'convention collective des ouvriers du batiment pour une petite entreprise de 6 gars, numero ?',
    figures: ['IDCC 1596'],
  },
  // Simulator « Procédure de licenciement »; sheet « La procédure en cas de licenciement pour motif personnel »
  {
    question:
      "Je veux me séparer de mon vendeur qui ne fait pas ses chiffres. Quelles sont les étapes, et combien de jours entre la lettre de convocation et l'entretien, puis entre l'entretien et la lettre de licenciement ?",
    sources: [
      '/outils/simulateur/procedure-licenciement',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
    ],
  },

  // ——— Calculators (labour-law, payroll-calc, 2026) ———
  // computeDismissalNotice({ seniorityMonths: 18 }): 1 month (L1234-1)
  {
    question:
      'preavis si je licencie une femme de menage qui a 1 an et demi d anciennete ? (pas de faute grave)',
    figures: ['1 mois'],
  },
  // computeDismissalIndemnity({ seniorityYears: 7.5, referenceSalaryCents: 230000 }): 1/4 × 2 300 × 7,5 = 4 312,50 €
  {
    question:
      "Je dois licencier mon carreleur pour motif économique : 7 ans et demi d'ancienneté à la fin du préavis, 2 300 € brut par mois, toujours le même salaire. L'indemnité légale minimum c'est combien ?",
    figures: ['4 312,50 €'],
  },
  // computeConventionalTerminationIndemnity({ seniorityYears: 4.25, referenceSalaryCents: 198000 }) = 2 103,75 €
  {
    question:
      'rupture conventionnelle avec ma coiffeuse, 4 ans et 3 mois de boite, 1980 euros brut par mois. le minimum legal a lui verser ?',
    figures: ['2 103,75 €'],
  },
  // computePrecarityIndemnity({ totalGrossCents: 984000 }): 10 % = 984,00 €
  {
    question:
      'Fin du CDD de remplacement de mon aide-soignante : elle a touché 9 840 € brut en tout sur le contrat. La prime de fin de contrat fait combien ?',
    figures: ['984,00 €'],
  },
  // computePaidLeaveEntitlement({ workedMonths: 9, sickLeaveMonths: 3 }): 22,5 + 6 = 28,5, rounded up to 29 jours ouvrables
  {
    question:
      'Sur la période de référence, mon livreur a travaillé 9 mois et a été en arrêt maladie (pas un accident du travail) les 3 autres mois. Il a acquis combien de jours de congés payés ?',
    figures: ['29 jours'],
  },
  // computePaidLeaveIndemnity({ referenceGrossCents: 2460000 }): the tenth = 2 460,00 €
  {
    question:
      'indemnité de congés payés avec la règle du dixième : mon salarié a gagné 24 600 € brut sur la période de référence, ça fait combien pour tous ses congés ?',
    figures: ['2 460,00 €'],
  },
  // simulateExactCharges officer, 3 200 € gross, fewer than 11 staff, 2026: net avant impôt 2 532,34 €, coût total 4 437,31 €
  {
    question:
      'Présidente de SASU sans salarié, je veux me verser 3 200 € brut par mois en 2026. Il me reste combien en net avant impôt et ça coûte combien à la société en tout ?',
    figures: ['2 532,34 €', '4 437,31 €'],
  },
  // simulateExactCharges employee-non-cadre, 2 100 € gross, fewer than 11 staff, 2026: net avant impôt 1 662,35 €
  {
    question:
      'salarié non cadre a temps plein, 2100 € brut, combien de net avant impot en 2026 ? je suis un petit garage de 4 personnes',
    figures: ['1 662,35 €'],
  },
  // simulateExactChargesForNet officer, 2 000 € net avant impôt, fewer than 11 staff, 2026: gross 2 527,30 €
  {
    question:
      'je suis president de SAS, je voudrais 2000 euros net par mois (avant impot), quel brut je dois mettre ?',
    figures: ['2 527,30 €'],
  },

  // ——— Close to our field, absent from every sheet, article, post, template and page ———
  // No « décennale » anywhere
  {
    question:
      "Je monte ma SASU de maçonnerie, l'assurance décennale est obligatoire dès le premier chantier ? combien ça coûte en moyenne ?",
    unknown: true,
  },
  // No « Kbis » anywhere
  { question: 'comment je recupere un extrait kbis de ma societe ?', unknown: true },
  // No « chèque-cadeau », « bon d'achat » or « cadeau » to employees (only business gifts to clients in a post)
  {
    question:
      "Pour Noël je voudrais offrir des chèques cadeaux à mes 6 salariés, jusqu'à quel montant c'est exonéré de charges ?",
    unknown: true,
  },
  // No « HACCP » nor hygiene training anywhere
  {
    question: 'la formation hygiene HACCP est-elle obligatoire pour ouvrir mon food truck ?',
    unknown: true,
  },
  // No « licence IV » anywhere
  {
    question: 'Je reprends un bar-tabac, comment on transfère la licence IV à mon nom ?',
    unknown: true,
  },
  // No « bail commercial » anywhere
  {
    question:
      'mon proprio veut augmenter le loyer de ma boutique au renouvellement du bail commercial, il a le droit de monter de combien ?',
    unknown: true,
  },
  // No « PGE » nor « prêt garanti » anywhere
  {
    question: 'Est-ce que je peux encore étaler le remboursement de mon PGE auprès de ma banque ?',
    unknown: true,
  },
  // No « Maroc » anywhere
  {
    question:
      "J'ai ouvert une succursale de mon entreprise de transport à Casablanca, comment je fais la paie de mes chauffeurs marocains là-bas ?",
    unknown: true,
  },
  // No « INPI » nor trademark filing anywhere
  {
    question:
      "combien coute le depot de la marque de mon restaurant a l'INPI et c'est protégé combien de temps ?",
    unknown: true,
  },
];
