import type { BenchQuestion } from './questions.ts';

/**
 * Kept-aside questions, set 20: the gérante minoritaire of a small SARL running a restaurant-café
 * (4 employees: an apprentice, a part-timer, a seasonal CDD), about her staff, her own pay and Dirigeo.
 */
export const heldOutQuestions20: readonly BenchQuestion[] = [
  // ---- Figures ----
  // why: payroll-calc computeOfficerPayslip({ year: 2026, month: 3, grossCents: 220000, headcount: 4 }) → netBeforeTax 174099, employerCost 305065
  {
    question:
      'bonjour, je suis gérante minoritaire d une sarl (resto-café, 4 salariés). si je me verse 2200 € brut par mois en 2026, sans mutuelle, taux AT moyen, il me reste combien en net avant impot et ça coute combien en tout a la societe ?',
    figures: ['1 740,99 €', '3 050,65 €'],
  },
  // why: labour-law computeApprenticeMinimumPay({ age: 17, contractYear: 1 }) → 27 % (D6222-26)
  {
    question:
      'mon apprenti en cuisine a 17 ans, il est en 1ere annee de CAP. je dois le payer minimum combien en % du smic ?',
    figures: ['27 %'],
  },
  // why: labour-law computeTrialPeriodMaximum({ contract: 'cdd', duration: { amount: 3, unit: 'mois' } }) → 13 jours (L1242-10)
  {
    question:
      'CDD saisonnier de 3 mois pour l’été (serveur) : la periode d essai c est combien au max d apres le code du travail ?',
    figures: ['13 jours'],
  },
  // why: labour-law computeTrialPeriodNotice({ initiator: 'employer', daysOfPresence: 40 }) → 2 semaines (L1221-25)
  {
    question:
      "J'ai pris un commis en CDI il y a 40 jours, il est encore en période d'essai mais ça ne va pas du tout. Si j'y mets fin, je dois le prévenir combien de temps à l'avance ?",
    figures: ['2 semaines'],
  },
  // why: labour-law computeSickPayComplement({ seniorityMonths: 38 }) → 30 jours à 90 %, puis 30 jours aux deux tiers, carence 7 jours (L1226-1, D1226-1)
  {
    question:
      'ma cuisiniere a 3 ans d anciennete et elle est en arret maladie. legalement (sans regarder la convention) je complete ses IJ a quel pourcentage et pendant combien de jours ?',
    figures: ['90 %', '30 jours'],
  },
  // why: labour-law computePrecarityIndemnity({ totalGrossCents: 585000 }) → 58500 (L1243-8, 10 %)
  {
    question:
      "fin de CDD pour surcroît d'activité (pas un saisonnier) de mon barman, il a touché 5 850 € brut en tout sur le contrat. la prime de precarité ca fait combien ?",
    figures: ['585,00 €'],
  },
  // why: labour-law computeOvertimePremium({ weeklyHours: 27, contractWeeklyHours: 24, hourlyRateCents: 1250 }) → 2,4 h à 10 % + 0,6 h à 25 % = 4238 (L3123-29)
  {
    question:
      "Ma salariée à temps partiel a un contrat de 24h par semaine, cette semaine elle en a fait 27. Elle est à 12,50 € brut de l'heure. Combien je lui dois pour ces heures en plus, majorations comprises, d'après le Code du travail sans accord ?",
    figures: ['42,38 €'],
  },
  // why: labour-law computePaidLeaveEntitlement({ workedMonths: 4 }) → 10 jours (L3141-3); computeFixedTermEarlyNotice({ amount: 4, unit: 'mois' }) → 2 semaines (L1243-2)
  {
    question:
      'saisonnier embauché pour 4 mois : il gagne combien de jours de congés payés ? et s’il trouve un CDI en cours de route, il me doit combien de preavis ?',
    figures: ['10 jours ouvrables', '2 semaines'],
  },
  // why: fiche /outils/fiche/le-bulletin-de-paie: exonération des pourboires prolongée jusqu’au 31 décembre 2028, rémunération ≤ 1,6 Smic hors pourboires
  {
    question:
      'les pourboires que les clients laissent par carte bleue, c est toujours exonéré de cotisations ?? jusqu a quand et y a un plafond de salaire ?',
    figures: ['31 décembre 2028', '1,6'],
  },
  // why: fiche /outils/fiche/le-temps-de-travail-des-jeunes-de-moins-de-18-ans: restauration, nuit autorisée de 22 heures à 23 h 30 seulement; pause de 30 minutes au-delà de 4 h 30 (R3163-1, L3162-3)
  {
    question:
      "Mon apprentie en salle a 17 ans. Elle peut faire le service du soir jusqu'à quelle heure au maximum ? Et elle a droit à combien de pause ?",
    figures: ['23 h 30', '30 minutes'],
  },
  // why: site-content plans.ts: Essentielle 900 cents/mois HT, yearlyPriceOf → 9 180 (91,80 €), withVat(900).inclTax → 1 080 (10,80 €)
  {
    question:
      'dirigeo formule essentielle en annuel ça fait combien au total HT ? et en mensuel c est combien TTC ?',
    figures: ['91,80 €', '10,80 €'],
  },
  // why: blog /blog/avantages-en-nature-dirigeant (5,50 € par repas en 2026); payroll-calc applyPayElements repas × 20 → 11000 cents
  {
    question:
      "je mange le midi dans mon propre resto (je suis gérante minoritaire, payée par la sarl), à peu près 20 repas par mois. en 2026 ça fait combien d'avantage en nature sur mon bulletin ?",
    figures: ['110,00 €'],
  },

  // ---- Sources ----
  // why: fiche le-travail-du-dimanche (hôtels, cafés, restaurants: dérogation de droit, repos par roulement); L3132-12; R3132-5
  {
    question:
      "On est ouvert le dimanche (café-brasserie). J'ai le droit de faire travailler mes salariés le dimanche sans demander d'autorisation ? Et faut les payer double ?",
    sources: [
      '/outils/fiche/le-travail-du-dimanche',
      '/code-du-travail/article/L3132-12',
      '/code-du-travail/article/R3132-5',
    ],
  },
  // why: fiche le-travail-de-nuit; L3122-2 (période de nuit à défaut d'accord); the HCR agreement sets its own period
  {
    question:
      'on ferme a 1h du mat le vendredi et samedi. a partir de quelle heure c est du travail de nuit pour mes serveurs (on est en HCR) et est ce qu il y a une majoration obligatoire ?',
    sources: [
      '/outils/fiche/le-travail-de-nuit',
      '/code-du-travail/article/L3122-2',
      '/outils/conventions-collectives',
    ],
  },
  // why: L3244-1 (sommes remises pour le service centralisées par l'employeur, intégralement versées au personnel en contact avec la clientèle); L3244-2
  {
    question:
      'Les pourboires du pot commun au comptoir, je suis obligée de tout redistribuer aux serveurs ? le plongeur y a droit lui aussi ?',
    sources: ['/code-du-travail/article/L3244-1', '/code-du-travail/article/L3244-2'],
  },
  // why: collective_agreement idcc 1979 (Hôtels, cafés, restaurants), searched on /outils/conventions-collectives?q=1979
  {
    question: 'convention collective HCR idcc 1979, je peux la lire ou en entier ?',
    sources: ['/outils/conventions-collectives'],
  },
  // why: fiche les-obligations-de-lemployeur-lors-de-lembauche; L1221-10 (déclaration préalable à l'embauche)
  {
    question:
      "Je vais embaucher un plongeur lundi prochain, c'est quoi les démarches obligatoires avant qu'il commence ? DPAE, registre, visite médicale...?",
    sources: [
      '/outils/fiche/les-obligations-de-lemployeur-lors-de-lembauche',
      '/code-du-travail/article/L1221-10',
    ],
  },
  // why: modèle rupture-periode-essai-employeur; fiche la-periode-dessai
  {
    question: 'besoin d un modele de lettre pour arreter la periode d essai d une serveuse svp',
    sources: ['/outils/modele/rupture-periode-essai-employeur', '/outils/fiche/la-periode-dessai'],
  },
  // why: L1244-2 (clause de reconduction des contrats saisonniers, durées cumulées pour l'ancienneté); fiche le-travail-saisonnier
  {
    question:
      "Mon saisonnier revient chaque été. Je peux mettre une clause dans son CDD pour le reprendre l'année prochaine ? Et ses saisons s'additionnent pour l'ancienneté ?",
    sources: ['/code-du-travail/article/L1244-2', '/outils/fiche/le-travail-saisonnier'],
  },
  // why: fiche les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail; modèles certificat-de-travail, recu-pour-solde-de-tout-compte
  {
    question: 'fin du cdd saisonnier le 30 septembre, quels papiers je dois lui donner le dernier jour ?',
    sources: [
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
      '/outils/modele/certificat-de-travail',
      '/outils/modele/recu-pour-solde-de-tout-compte',
    ],
  },
  // why: fiche la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee; simulateur indemnite-rupture-conventionnelle; modèle convocation-entretien-rupture-conventionnelle
  {
    question:
      'ma salariée a mi temps voudrait partir avec une rupture conventionnelle. comment ca se passe, les delais, l indemnité ?',
    sources: [
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      '/outils/simulateur/indemnite-rupture-conventionnelle',
      '/outils/modele/convocation-entretien-rupture-conventionnelle',
    ],
  },
  // why: fiches les-absences-liees-la-maladie-ou-laccident-non-professionnel, lindemnisation-legale-des-absences-pour-maladie-ou-accident
  {
    question:
      'un serveur m a envoyé son arret maladie par sms ce matin... je fais quoi moi ? je continue a le payer ?',
    sources: [
      '/outils/fiche/les-absences-liees-la-maladie-ou-laccident-non-professionnel',
      '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident',
    ],
  },
  // why: fiche une-aide-exceptionnelle-aux-employeurs-qui-recrutent-en-apprentissage; fiche laide-exceptionnelle-aux-employeurs-de-salaries-en-contrat-de-professionnalisation (« Les aides à l'embauche d'alternants »)
  {
    question:
      "Y a-t-il une aide de l'État quand on prend un apprenti ? J'en ai un en cuisine depuis septembre",
    sources: [
      '/outils/fiche/une-aide-exceptionnelle-aux-employeurs-qui-recrutent-en-apprentissage',
      '/outils/fiche/laide-exceptionnelle-aux-employeurs-de-salaries-en-contrat-de-professionnalisation',
    ],
  },
  // why: blog gerant-minoritaire-sarl (≤ 50 % : assimilé salarié, pas d'assurance chômage); blog president-sas-assurance-chomage
  {
    question:
      "J'ai 40 % des parts de la SARL et je suis gérante. Je suis considérée comme salariée ou pas ? Et si le resto ferme j'ai droit au chômage ?",
    sources: ['/blog/gerant-minoritaire-sarl', '/blog/president-sas-assurance-chomage'],
  },
  // why: blog mutuelle-prevoyance-dirigeant (pas de maintien de salaire pour le mandataire; prévoyance)
  {
    question:
      'si moi (gerante) je tombe malade est ce que la sarl doit me maintenir mon salaire comme pour les salariés ? faut que je prenne une prevoyance ?',
    sources: ['/blog/mutuelle-prevoyance-dirigeant'],
  },
  // why: blog valider-trimestres-retraite-dirigeant (150 heures de SMIC par trimestre)
  {
    question:
      'Cette année le café ne tourne pas fort, je pensais me verser un tout petit salaire de gérante. Est-ce que ça me valide quand même mes trimestres de retraite ? Comment ça se calcule ?',
    sources: ['/blog/valider-trimestres-retraite-dirigeant'],
  },
  // why: blog decision-remuneration-dirigeant (SARL : statuts ou décision des associés); blog gerant-minoritaire-sarl
  {
    question:
      'qui decide de mon salaire de gerante ? je peux me l augmenter toute seule ou il faut une AG avec mon associé ?',
    sources: ['/blog/decision-remuneration-dirigeant', '/blog/gerant-minoritaire-sarl'],
  },
  // why: plans.ts (Essentielle 9 € HT, Complète 19 € HT, bulletins des salariés inclus); pages /#tarifs, /tarifs-details
  {
    question:
      'Dirigeo ca coute combien si je veux faire ma paie + celle de mes 4 salariés ? c est au bulletin ou un forfait ?',
    sources: ['/#tarifs', '/tarifs-details'],
  },
  // why: FAQ « Qui peut utiliser Dirigeo ? »; /eligibilite; blog gerant-minoritaire-sarl
  {
    question:
      'je suis gérante minoritaire de SARL, est ce que je peux utiliser votre logiciel ou c est réservé aux SAS ?',
    sources: ['/eligibilite', '/#faq', '/blog/gerant-minoritaire-sarl'],
  },
  // why: FAQ « Faut-il une carte bancaire pour l'essai gratuit ? »; CGU; /souscription
  {
    question: "Je voudrais tester avant de m'engager. Il y a un essai ? Faut donner sa carte bancaire ?",
    sources: ['/#faq', '/cgu', '/souscription'],
  },
  // why: FAQ « Qui s'occupe de la DSN ? » (Dirigeo prépare le fichier, le dépôt reste de votre fait)
  {
    question: 'vous envoyez la DSN a ma place ou je dois la deposer moi meme sur net-entreprises ?',
    sources: ['/#faq'],
  },

  // ---- Unknown ----
  // why: VAT rates of a restaurant (sur place / à emporter): tax far from payroll, nothing held
  {
    question: 'taux de TVA pour la vente a emporter et sur place dans un café, c est 10 ou 5,5 ?',
    unknown: true,
  },
  // why: licence IV purchase: nothing held
  {
    question:
      'Je veux racheter une licence IV pour le bar, ça coûte combien en moyenne et c’est quoi les démarches en mairie ?',
    unknown: true,
  },
  // why: SACEM fees for background music: nothing held
  {
    question: 'on passe de la musique dans le café, c est obligé de payer la sacem ? combien par an ?',
    unknown: true,
  },
  // why: CFE amount (local business tax): nothing held
  { question: 'montant de la CFE pour un petit resto de 60 m2 en centre ville ?', unknown: true },
  // why: price of an accountant's services: another service's price, nothing held
  {
    question:
      "Combien prend un expert-comptable en moyenne pour faire le bilan annuel d'une petite SARL de restauration ?",
    unknown: true,
  },
];
