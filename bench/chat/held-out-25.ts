import type { BenchQuestion } from './questions.ts';

export const heldOutQuestions25: readonly BenchQuestion[] = [
  {
    question:
      'bonjour, un de mes chauffeurs livreurs a fait 46h la semaine derniere (rush avant noel), il est a 13,50 brut de l heure. on a pas d accord sur les heures sup dans la boite. ca fait combien ses heures sup en tout avec les majorations ?',
    figures: ['195,75 €'],
  },
  {
    question:
      "Salut. Un de mes chauffeurs s'est fait retirer son permis samedi soir (alcool, avec sa voiture perso, en dehors du boulot), 6 mois de suspension. Sans permis il peut plus rien faire chez nous, on est une petite boite de livraison de 7 chauffeurs et j'ai pas de poste au depot a lui donner. Est ce que je peux le licencier et comment je m'y prends ? c'est une faute grave ou pas vu que c'etait pas pendant le travail ?",
    sources: [
      '/outils/fiche/le-licenciement-pour-motif-personnel-les-causes-possibles-les-sanctions-applicables',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
      '/outils/simulateur/procedure-licenciement',
    ],
  },
  {
    question:
      "Bonjour, je suis gérant minoritaire d'une SARL de transport (40 % des parts, mon associé a le reste), on a 8 salariés : 7 chauffeurs-livreurs et l'assistante. Jusqu'ici c'est le comptable qui faisait ma fiche de paie mais il part à la retraite. Je voudrais me verser 3200 € brut par mois à partir d'avril 2026, pas de mutuelle pour moi, et je connais pas notre taux AT donc prenez le taux moyen. Ça me fait combien net avant impôt, et combien ça coûte à la société au total ?",
    figures: ['2 532,34 €', '4 437,31 €'],
  },
  {
    question:
      'besoin d un modele de lettre d avertissement pour un chauffeur qui arrive en retard au depot depuis 3 semaines',
    sources: ['/outils/modele/avertissement', '/outils/fiche/la-sanction-disciplinaire'],
  },
  {
    question:
      'c quoi le temps de conduite max par jour pour un chauffeur avec le chronotachygraphe ? 9h ou 10h ? et la pause au bout de 4h30 c 45 min obligatoire ?',
    unknown: true,
  },
  {
    question:
      'gerant minoritaire sarl, je me met 2800 brut en mai 2026, taux de prelevement a la source 5,2 %, taux AT moyen, pas de mutuelle, on est moins de 11 salariés. il me reste combien sur le compte a la fin ?',
    figures: ['2 096,43 €'],
  },
  {
    question:
      "on a retrouvé un chauffeur alcoolisé au volant du camion pendant sa tournée hier !! je veux pas qu'il remonte dans un camion. je peux le mettre a pied tout de suite en attendant de le virer ? quel courrier je lui envoie ?",
    sources: ['/outils/modele/mise-a-pied-conservatoire', '/outils/modele/licenciement-faute-grave'],
  },
  {
    question:
      "on va licencier un chauffeur pour insuffisance pro (pas de faute grave). a la fin du preavis il aura 6 ans et 4 mois de boite, son salaire de reference c 2300 brut. l'indemnité legale minimum c combien ?",
    figures: ['3 641,67 €'],
  },
  {
    question:
      'accident ce matin, un de nos livreurs percuté par une voiture pendant sa tournée, il est aux urgences. qu est ce que je dois faire comme demarches en tant qu employeur ??',
    sources: [
      '/outils/fiche/que-faire-la-suite-dun-accident-du-travail',
      '/outils/fiche/larret-de-travail-pour-accident-du-travail-ou-maladie-professionnelle',
    ],
  },
  {
    question: 'preavis pour licencier un livreur qui a 2 ans et demi d anciennete ?',
    figures: ['2 mois'],
  },
  {
    question:
      "Bonjour, je suis l'assistante administrative de la société. Un de nos chauffeurs a été en arrêt maladie (pas un accident du travail, une hernie discale) pendant 4 mois sur la période juin 2025 - mai 2026, le reste du temps il a travaillé normalement, donc 8 mois. Il me demande combien de jours de congés il a acquis sur la période, est ce que l'arrêt compte quand même ?",
    figures: ['28 jours ouvrables'],
  },
  {
    question:
      'un chauffeur s est fait flasher avec le camion de la boite et en plus il a rayé la portiere en manoeuvrant. je peux lui retenir l amende et la franchise de l assurance sur sa paie ?',
    sources: [
      '/code-du-travail/article/L1331-2',
      '/outils/fiche/la-sanction-disciplinaire',
      '/outils/fiche/le-salaire-fixation-et-paiement',
    ],
  },
  {
    question:
      'la FCO de mes chauffeurs poids lourds faut la refaire tous les combien d annees et ca coute combien en gros ?',
    unknown: true,
  },
  {
    question:
      "Notre taux AT notifié c'est 3,40 % (transport, ça pique). Si je me paye 3500 € brut en février 2026 comme gérant minoritaire, avec un taux de prélèvement de 7 %, sans mutuelle, 8 salariés dans la boite : net payé et coût total employeur svp",
    figures: ['2 568,89 €', '4 899,51 €'],
  },
  {
    question:
      "un livreur m'a envoyé sa démission par sms hier soir et veut partir vendredi. il a pas un preavis a faire ? c'est combien ?",
    sources: [
      '/outils/simulateur/preavis-demission',
      '/outils/fiche/la-demission',
      '/code-du-travail/article/L1237-1',
    ],
  },
  {
    question:
      'moi meme (l assistante) je suis embauchée depuis 7 mois pile, tout sur la meme periode de reference. j ai droit a combien de jours de cp ?',
    figures: ['18 jours ouvrables'],
  },
  {
    question:
      "on va commencer des tournées a 3h du matin pour un nouveau client grossiste. c'est considéré comme du travail de nuit ? faut donner une contrepartie aux gars ?",
    sources: [
      '/outils/fiche/le-travail-de-nuit',
      '/code-du-travail/article/L3122-8',
      '/code-du-travail/article/L3122-2',
    ],
  },
  {
    question:
      "un chauffeur en cdd pour accroissement d'activité termine son contrat vendredi, il aura touché 11 640 € brut en tout sur le contrat. prime de precarité = ?",
    figures: ['1 164,00 €'],
  },
  {
    question:
      'les chauffeurs mangent dans le camion le midi pendant la tournée, je leur donne une prime de panier. jusqu a combien c est exoneré de charges en 2026 ?',
    sources: ['/blog/frais-professionnels-dirigeant'],
  },
  {
    question:
      "un chauffeur s'est bloqué le dos en déchargeant des palettes, accident du travail reconnu. il a 6 ans et 8 mois d'ancienneté. pendant combien de jours je dois lui maintenir 90 % du salaire d'apres la loi ? ya une carence ?",
    figures: ['40 jours'],
  },
  {
    question:
      'c quand la date limite pour envoyer la DSN chaque mois ? on est 8 salariés + moi. et si on est en retard ya une penalité ?',
    sources: ['/blog/dsn-sasu-sans-salarie', '/#faq'],
  },
  {
    question:
      "comment on se fait rembourser une partie de la TICPE sur le gazole des camions de plus de 7,5 t ? c'est sur quel site et c'est tous les combien ?",
    unknown: true,
  },
  {
    question:
      'l assistante a un pass navigo a 90,80 par mois, elle est a temps plein. on doit lui rembourser combien par mois ?',
    figures: ['45,40 €'],
  },
  {
    question:
      'Question statut : je suis gérant de la SARL avec 35 % des parts. Ma femme en a 20 % (elle ne travaille pas dans la société) et mon associé 45 %. Le comptable me dit que je suis gérant minoritaire donc assimilé salarié, un copain me dit que non à cause des parts de ma femme. Qui a raison ? Et votre logiciel peut faire ma paie dans ce cas là ?',
    sources: ['/blog/gerant-minoritaire-sarl', '/eligibilite'],
  },
  {
    question:
      "jai pris un chauffeur y a 5 semaines, il est encore en periode d essai et ca va pas du tout (retards, colis perdus). si j'arrete l essai je dois le prevenir combien de temps avant ?",
    figures: ['2 semaines'],
  },
  {
    question:
      'si la boite coule, moi gerant minoritaire j ai droit au chomage ? je cotise pas a france travail c ca ?',
    sources: ['/blog/president-sas-assurance-chomage', '/blog/gerant-minoritaire-sarl'],
  },
  {
    question:
      "c'est combien la formule essentielle TTC par mois ? et la complete si je paye a l'annee (en HT) ?",
    figures: ['10,80 €', '193,80 €'],
  },
  {
    question:
      'votre truc fait aussi les fiches de paie de mes 7 chauffeurs ou seulement la mienne de gerant ?',
    sources: ['/#faq', '/tarifs-details'],
  },
  {
    question:
      'pour nos utilitaires de 3,5 t en compte d autrui, il faut une licence de transport et l attestation de capacite ? on s inscrit ou au registre ?',
    unknown: true,
  },
  {
    question:
      "un chauffeur a bossé le 1er mai (livraison urgente pour une pharmacie), sa journée normale c'est 112 € brut. je lui dois combien pour cette journée ?",
    figures: ['224,00 €'],
  },
  {
    question: "l'essai gratuit faut mettre la CB ? et ça dure combien de temps ?",
    sources: ['/#faq', '/souscription', '/cgu'],
  },
  {
    question:
      'c quoi le numero idcc de la convention des transports routiers ? le comptable dit qu il faut le mettre sur les bulletins des chauffeurs',
    figures: ['0016'],
  },
  {
    question:
      'un chauffeur ne vient plus depuis lundi, repond pas au tel ni aux sms. je fais quoi ? on m a parlé de presomption de demission',
    sources: ['/outils/modele/mise-en-demeure-abandon-de-poste', '/outils/fiche/la-demission'],
  },
  {
    question:
      "un livreur a défoncé le hayon du camion en marche arriere, je l'ai appris il y a 3 semaines et j'ai rien fait encore. j'ai combien de temps pour le sanctionner ?",
    figures: ['2 mois'],
  },
  {
    question:
      'quel est le taux horaire minimum d un conducteur livreur coefficient 118M dans la convention des transports routiers en 2026 ?',
    unknown: true,
  },
  {
    question:
      "deux chauffeurs veulent tous les deux leurs congés les 3 premieres semaines d'aout, je peux en refuser un ? c est qui qui fixe l'ordre des departs ? faut repondre par ecrit ?",
    sources: ['/outils/fiche/les-conges-payes', '/outils/modele/reponse-a-une-demande-de-conges-payes'],
  },
];
