import type { BenchQuestion } from './questions.ts';

/**
 * Kept-aside part 15 (issue 28): chat-box messages from small employers and company officers in
 * everyday situations (a hire, an absence, a departure, a pay question, a subscription question).
 * Never tuned on.
 */
export const heldOutQuestions15: readonly BenchQuestion[] = [
  // A hire
  // The employer's formalities before the first day (DPAE, registre, visite) are the sheet on the hire's obligations.
  {
    question:
      "bonjour, j'embauche ma toute premiere salariee le mois prochain en cdi (assistante administrative). qu'est ce que je dois faire avant qu'elle arrive ? dpae, registre, visite medicale... je suis un peu perdu",
    sources: [
      '/outils/fiche/les-obligations-de-lemployeur-lors-de-lembauche',
      '/outils/fiche/le-registre-unique-du-personnel',
      '/outils/fiche/le-contrat-de-travail-duree-indeterminee-cdi',
    ],
  },
  // The letter model « Promesse d'embauche (offre de contrat de travail) ».
  {
    question:
      "J'ai trouvé mon futur chef de rayon, il veut quelque chose d'écrit avant de démissionner de son poste actuel. Vous avez un modèle de promesse d'embauche ?",
    sources: [
      '/outils/modele/offre-contrat-travail',
      '/outils/fiche/offre-demploi-et-embauche-les-droits-du-candidat',
    ],
  },
  // L1221-19 (2 months for an employee), L1221-21 (renewal once, if an extended agreement allows it and the contract says so).
  {
    question:
      'periode d essai pour un employe en cdi c combien max ? et est ce que je peux la renouveler si j ai encore un doute sur lui',
    sources: [
      '/outils/fiche/la-periode-dessai',
      '/code-du-travail/article/L1221-19',
      '/code-du-travail/article/L1221-21',
      '/outils/modele/renouvellement-periode-essai',
    ],
  },
  // L1221-25: the employer's notice after a month of presence (42 days) is 2 weeks.
  {
    question:
      "Ma nouvelle recrue ne fait pas l'affaire, je veux arrêter sa période d'essai. Elle est chez nous depuis 6 semaines. Je dois la prévenir combien de temps avant ?",
    figures: ['2 semaines'],
  },
  // L3141-3 and L3141-7: 7 months from 1 November to 31 May × 2,5 = 17,5, rounded up to 18.
  {
    question:
      "salut, mon employé a été embauché le 1er novembre, chez nous la periode de ref c'est juin-mai. au 31 mai il aura combien de jours de cp acquis ?",
    figures: ['18 jours ouvrables'],
  },

  // An absence
  // The abandonment letter model and L1237-1-1 (présomption de démission after a formal notice).
  {
    question:
      "Une de mes vendeuses ne vient plus depuis 10 jours, aucune nouvelle, elle répond pas au tel. Je fais quoi ? Je peux considérer qu'elle a démissionné ?",
    sources: ['/outils/modele/mise-en-demeure-abandon-de-poste', '/code-du-travail/article/L1237-1-1'],
  },
  // L3142-4: family-event leave (wedding), the sheet and the letter model.
  {
    question:
      'mon salarie se marie en juin, il a droit a des jours en plus de ses conges payes ? je dois les payer ?',
    sources: [
      '/outils/fiche/les-conges-pour-evenements-familiaux-et-le-conge-de-deuil',
      '/code-du-travail/article/L3142-4',
      '/outils/modele/conge-pour-evenement-familial',
    ],
  },
  // The sheets on what to do after a work accident (declaration within 48 hours) and the AT/MP sick leave.
  {
    question:
      "Un de mes gars s'est coupé la main sur le chantier ce matin, il est aux urgences. Qu'est-ce que je dois déclarer et dans quel délai ??",
    sources: [
      '/outils/fiche/que-faire-la-suite-dun-accident-du-travail',
      '/outils/fiche/larret-de-travail-pour-accident-du-travail-ou-maladie-professionnelle',
    ],
  },
  // D1226-1, D1226-2: 30 days + 10 per whole 5 years beyond the first year (11 years: 2 periods) = 50 days.
  {
    question:
      "mon magasinier est en arret maladie depuis 2 semaines (pas un accident du travail), il a 12 ans d'anciennete. pendant combien de jours je dois lui completer son salaire a 90% ?",
    figures: ['50 jours'],
  },
  // L1225-19: third child (two already in charge): 8 weeks before, 18 after, 26 weeks.
  {
    question:
      "Ma seule salariée m'annonce qu'elle attend son 3e enfant (elle en a déjà deux à la maison). Elle va être absente combien de temps en tout pour son congé mat ? Il faut que je m'organise pour la remplacer",
    figures: ['26 semaines'],
  },

  // A departure
  // L1237-1: no legal resignation notice, the collective agreement or usage sets it.
  {
    question:
      'mon commercial me donne sa demission, il dit qu il fait 1 mois de preavis, moi je pensais 3 mois. qui a raison ? il est en cdi depuis 4 ans',
    sources: [
      '/outils/simulateur/preavis-demission',
      '/outils/fiche/la-demission',
      '/code-du-travail/article/L1237-1',
    ],
  },
  // L1234-1: 2 years of seniority or more, 2 months.
  {
    question:
      "Je vais devoir licencier mon vendeur pour insuffisance professionnelle, ça fait 3 ans qu'il est dans la boîte. Il a droit à combien de préavis ?",
    figures: ['2 mois'],
  },
  // The end-of-contract documents sheet, the certificate and the receipt for the final settlement.
  {
    question:
      "mon apprenti s'en va a la fin du mois. quels papiers je dois lui donner le dernier jour ? certificat de travail, attestation france travail, autre chose ?",
    sources: [
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
      '/outils/modele/certificat-de-travail',
      '/outils/modele/recu-pour-solde-de-tout-compte',
    ],
  },
  // The dismissal procedure: calendar simulator, the sheet, the precautionary suspension and convocation models.
  {
    question:
      "J'ai surpris un salarié en train de se servir dans la caisse. Je veux le licencier pour faute grave : je m'y prends comment, c'est quoi les délais ? Je peux le renvoyer chez lui tout de suite ?",
    sources: [
      '/outils/simulateur/procedure-licenciement',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
      '/outils/modele/mise-a-pied-conservatoire',
      '/outils/modele/licenciement-faute-grave',
    ],
  },
  // L1237-13, L1237-14: interviews, 15-day withdrawal period, homologation by the DREETS.
  {
    question:
      'rupture conv avec ma salariee : c quoi les etapes ? y a un delai de retractation ? et apres qui valide, l inspection du travail ?',
    sources: [
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      '/code-du-travail/article/L1237-13',
      '/code-du-travail/article/L1237-14',
      '/outils/modele/convocation-entretien-rupture-conventionnelle',
    ],
  },
  // L1237-13 and R1234-2: 1/4 × 2 100 € × 4,5 years = 2 362,50 €.
  {
    question:
      "Ma comptable et moi on part sur une rupture conventionnelle, départ fin juin. Elle aura 4 ans et 6 mois d'ancienneté, 2100 € brut par mois stable depuis un an, pas de convention collective plus favorable. C'est quoi le minimum à lui verser ?",
    figures: ['2 362,50 €'],
  },
  // L1243-8: 10 % of 11 700 €; L1243-10: not due if he refuses a CDI for the same job at equal pay.
  {
    question:
      "bonjour le cdd de 6 mois de mon serveur se termine, il a touché 11 700 € brut en tout. Combien je lui dois de prime de précarité ? et si je lui propose un cdi et qu'il refuse je dois quand même la payer ?",
    figures: ['1 170,00 €'],
  },

  // A pay question
  // The blog on the montant net social and on the clarified payslip.
  {
    question:
      'Mes salariés me demandent ce que c\'est le "montant net social" en bas de leur fiche de paie, et pourquoi il est différent du net à payer. Je sais pas quoi leur répondre',
    sources: ['/blog/montant-net-social', '/blog/bulletin-de-paie-clarifie'],
  },
  // R3261-1 and L3261-2: the employer pays half of the public-transport pass.
  {
    question:
      'une salariee vient de Melun tous les jours avec son pass navigo, est ce que je suis obligé de lui rembourser une partie ? combien ?',
    sources: [
      '/outils/fiche/la-prise-en-charge-des-frais-de-transport-par-lemployeur',
      '/code-du-travail/article/L3261-2',
      '/code-du-travail/article/R3261-1',
    ],
  },
  // L3121-36: 7 hours beyond 35 at 25 %: 7 × 16 € × 1,25 = 140,00 €.
  {
    question:
      "mon salarie a fait 42h la semaine derniere pour finir une commande, il est a 16 € brut de l'heure et on a aucun accord dans la boite. combien je dois lui payer pour ces heures sup, majoration comprise ?",
    figures: ['140,00 €'],
  },

  // The officer's own pay
  // The blog on a first salary after creating a SASU (decision, employer account, DSN, PAS).
  {
    question:
      "Je suis président d'une SASU créée en octobre, je veux commencer à me verser un salaire en janvier. C'est quoi les démarches à faire avant ? Je n'ai jamais fait de DSN",
    sources: [
      '/blog/premier-salaire-creation-sasu',
      '/blog/dsn-sasu-sans-salarie',
      '/blog/remuneration-president-sasu',
    ],
  },
  // The blog on an officer's professional expenses (kilometric allowances).
  {
    question:
      'president de sasu, je fais environ 200 km par semaine avec ma voiture perso pour voir les clients. comment je me fais rembourser sans payer de charges dessus ? ik ?',
    sources: ['/blog/frais-professionnels-dirigeant'],
  },
  // The blog on the minority or equal gérant (half the capital or less: assimilé salarié), the eligibility test.
  {
    question:
      "on est deux associés à 50/50 dans une SARL et c'est moi le gérant. Je suis assimilé salarié ou TNS ? et du coup je peux utiliser votre logiciel ou pas",
    sources: ['/blog/gerant-minoritaire-sarl', '/eligibilite', '/#faq'],
  },
  // The blog on the SAS's directeur général and the combination with an employment contract.
  {
    question:
      'Mon associé est salarié de la SAS comme directeur technique depuis 3 ans. On voudrait le nommer DG : est-ce qu il peut garder son contrat de travail et son chomage ?',
    sources: ['/blog/directeur-general-sas-statut', '/blog/president-sas-assurance-chomage'],
  },
  // R351-9 CSS: 4 × 150 × 12,02 € = 7 212 € in 2026 (blog on validating quarters).
  {
    question:
      "je suis presidente de sasu, je me verse quasi rien pour l'instant. Combien minimum je dois me verser sur 2026 pour valider mes 4 trimestres de retraite ?",
    figures: ['7 212 €'],
  },
  // The PASS 2026 is 48 060 € (blog on the 2026 ceiling).
  {
    question:
      "C'est combien le plafond annuel de la sécu en 2026 ? Mon expert comptable m'en parle pour ma retraite de base, je me verse 60k brut par an",
    figures: ['48 060 €'],
  },
  // PFU at 31,4 % in 2026: 10 000 € − 3 140 € = 6 860 € (blog on dividends).
  {
    question:
      'si je me verse 10 000 € de dividendes de ma sasu cette année (2026), il me reste combien net en poche apres la flat tax ?',
    figures: ['6 860 €'],
  },

  // A subscription question
  // The FAQ on changing plan and cancelling (15 days' notice monthly), on what is kept after, and the CGV.
  {
    question:
      "j'ai pris la formule mensuelle mais je vais fermer ma société. Combien de temps avant je dois résilier ? et mes bulletins je les perds ?",
    sources: ['/#faq', '/cgv'],
  },
  // The FAQ on the staff's payslips (Essentielle and Complète) and the plans' comparison.
  {
    question:
      "bonjour, est ce que je peux faire aussi les fiches de paie de mes 2 salariés chez vous ou c'est seulement pour le dirigeant ? c'est quelle formule ?",
    sources: ['/#faq', '/tarifs-details', '/#tarifs'],
  },
  // The FAQ on paying (card or SEPA only) and on invoices in the company's name.
  {
    question:
      "Je règle tous mes fournisseurs par virement, c'est possible chez vous ? Et j'aurai bien une facture au nom de la société pour mon comptable ?",
    sources: ['/#faq', '/cgv'],
  },
  // Essentielle 9 € HT a month, annual −15 %: 9 × 12 × 0,85 = 91,80 € HT.
  {
    question: "la formule essentielle si je la prends a l'annee ca me revient a combien HT au total ?",
    figures: ['91,80 €'],
  },

  // Outside what the site holds
  // VAT returns: a tax unrelated to payroll.
  {
    question:
      'Je fais ma déclaration de TVA trimestrielle ce week-end, dans quelle case je mets mes achats intracommunautaires ?',
    unknown: true,
  },
  // Another country's minimum wage and contributions.
  {
    question:
      'je voudrais recruter un developpeur au Portugal en contrat local portugais, c quoi le salaire minimum là-bas et les charges patronales ?',
    unknown: true,
  },
  // Medical advice.
  {
    question:
      'Mon salarié a des migraines tous les jours depuis un mois, vous savez quel médicament il pourrait prendre pour tenir au boulot ?',
    unknown: true,
  },
  // Investment advice.
  {
    question:
      "j'ai 40k de tréso qui dorment sur le compte de ma sasu, vous me conseillez quelles actions ou quels etf pour la placer ?",
    unknown: true,
  },
  // A commercial lease.
  {
    question:
      'mon bail commercial arrive à échéance en septembre, le propriétaire veut augmenter le loyer de 30 %, il a le droit ?',
    unknown: true,
  },
];
