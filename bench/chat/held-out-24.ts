import type { BenchQuestion } from './questions.ts';

export const heldOutQuestions24: readonly BenchQuestion[] = [
  // Founders' pay and contributions
  {
    question:
      'bonjour, on a monte une SAS a 2, moi president et mon associe DG, plus 4 salaries. si on se met chacun 3000 brut par mois ca coute combien a la boite par tete et on touche combien net avant impot ?',
    figures: ['4 159,98 €', '2 374,07 €'],
  },
  {
    question:
      'mon cofondateur est DG de notre SAS (pas president). il a le meme statut que moi niveau secu ? et on peut lui faire un contrat de travail de CTO en plus pour qu il ait le chomage ?',
    sources: ['/blog/directeur-general-sas-statut'],
  },
  {
    question:
      'qui decide de nos remunerations dans une SAS a 2 associes, le president tout seul ? faut faire un PV ou une decision d associes ? on a jamais rien ecrit pour l instant',
    sources: ['/blog/decision-remuneration-dirigeant', '/blog/remuneration-president-sasu'],
  },
  {
    question:
      'apres la levee les investisseurs pourront me revoquer de la presidence... si ca arrive j ai droit a pole emploi / france travail ou pas du tout ? comment on se protege',
    sources: ['/blog/president-sas-assurance-chomage'],
  },
  {
    question:
      'on va mettre une mutuelle pour les salaries, est ce que nous les 2 dirigeants on peut etre couverts aussi ? et une prevoyance ca vaut le coup pour un president de sas ?',
    sources: ['/blog/mutuelle-prevoyance-dirigeant'],
  },
  {
    question:
      'on vient de passer de 0 salaire a un vrai salaire pour nous deux, comment ca marche le prelevement a la source sur nos fiches de paie de dirigeant, c est la boite qui retient l impot ?',
    sources: ['/blog/prelevement-a-la-source-dirigeant'],
  },
  {
    question:
      'avec mon associe on a avance chacun 15 000 € en compte courant d associe pour tenir jusqu a la levee. on peut se verser des interets ? quel taux max deductible ?',
    unknown: true,
  },
  // Dividends, BSPCE, fundraising
  {
    question:
      'on hesite : se payer peu en salaire et se verser des dividendes quand on sera rentable, ou l inverse ? on perd quoi niveau retraite / droits avec les dividendes',
    sources: ['/blog/salaire-ou-dividendes-sasu', '/blog/dividendes-sas-flat-tax'],
  },
  {
    question:
      'si on se distribue 20 000 € de dividendes chacun en 2026 avec la flat tax, il me reste combien net dans la poche ?',
    figures: ['13 720,00 €'],
  },
  {
    question:
      'on veut donner des BSPCE a notre premier ingenieur plutot que l augmenter. comment c est taxe pour lui a la sortie et y a des charges pour la boite ?',
    unknown: true,
  },
  {
    question:
      'levee de fonds seed en cours, on nous propose 2M pre-money pour 20%... c est coherent ? comment calculer notre dilution apres le pool de BSPCE',
    unknown: true,
  },
  // Hiring the first engineer
  {
    question:
      'on recrute notre premier dev backend en CDI statut cadre. periode d essai max c est combien ? et si on la renouvelle ca monte a combien au total',
    figures: ['4 mois', '8 mois'],
  },
  {
    question:
      'on embauche un ingenieur cadre a 4500 brut par mois, sans mutuelle pour l instant. combien ca coute a la boite charges comprises et il touche combien net ?',
    figures: ['6 376,37 €', '3 554,87 €'],
  },
  {
    question:
      'premiere embauche de notre vie lol. c est quoi les formalites avant qu il commence ? DPAE, registre, visite medicale... on fait quoi et dans quel ordre',
    sources: ['/outils/fiche/les-obligations-de-lemployeur-lors-de-lembauche'],
  },
  {
    question:
      'le candidat veut un ecrit avant de poser sa dem chez son employeur actuel. vous avez un modele de promesse d embauche ?',
    sources: ['/outils/modele/offre-contrat-travail'],
  },
  {
    question:
      'notre ingé voudrait etre au forfait jours comme dans sa boite d avant. c est combien de jours max par an et on peut le faire sans accord collectif ?',
    figures: ['218 jours'],
  },
  {
    question:
      'il demande 3 jours de teletravail par semaine, on est ok mais faut il un avenant au contrat ou une charte ? et si il se blesse chez lui c est un accident du travail ?',
    sources: [
      '/code-du-travail/article/L1222-9',
      '/code-du-travail/article/L1222-10',
      '/code-du-travail/article/L1222-11',
    ],
  },
  {
    question:
      'il arrive a 4 ans d experience, on est une jeune boite qui a le statut JEI. on est exoneres de charges patronales sur son salaire ? combien et pendant combien de temps',
    unknown: true,
  },
  {
    question:
      'notre dev commence en mars, il cumule combien de jours de conges payes par mois travaille ? on a jamais gere de cp',
    figures: ['2,5 jours ouvrables'],
  },
  {
    question:
      'notre nouveau dev est la depuis 6 semaines et ca colle pas du tout. si on arrete la periode d essai on doit le prevenir combien de temps avant ?',
    figures: ['2 semaines'],
  },
  {
    question:
      'ca fait 3 semaines, on veut mettre fin a l essai d un salarie, il faut envoyer une lettre ? vous auriez un modele tout pret',
    sources: ['/outils/modele/rupture-periode-essai-employeur', '/outils/fiche/la-periode-dessai'],
  },
  // A resignation
  {
    question:
      'un de nos 4 salaries m a dit a l oral ce matin qu il demissionne. ca compte ou il doit ecrire ? son preavis c est combien, et s il veut partir plus tot on peut le dispenser ?',
    sources: [
      '/outils/fiche/la-demission',
      '/outils/simulateur/preavis-demission',
      '/outils/modele/dispense-preavis',
    ],
  },
  {
    question:
      'notre salariee qui demissionne me demande si elle aura le chomage, elle a un projet de reconversion. c est possible pour un demissionnaire ?',
    sources: ['/outils/fiche/le-droit-aux-allocations-chomage-du-salarie-demissionnaire'],
  },
  {
    question:
      'dernier jour de notre salarie vendredi, on doit lui remettre quels papiers ? certificat de travail, solde de tout compte, attestation france travail ?',
    sources: [
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
      '/outils/modele/certificat-de-travail',
      '/outils/modele/recu-pour-solde-de-tout-compte',
    ],
  },
  // A rupture conventionnelle
  {
    question:
      'on part sur une rupture conventionnelle avec notre commerciale, 3600 brut fixe par mois, 2 ans et demi d anciennete. l indemnite minimum c est combien ?',
    figures: ['2 250,00 €'],
  },
  {
    question:
      'rupture conventionnelle avec un salarie arrive il y a 7 mois seulement, 4200 brut. il a droit a une indemnite quand meme ? de combien minimum',
    figures: ['612,50 €'],
  },
  {
    question:
      'une fois la convention de rupture signee, combien de temps pour se retracter et combien de temps la dreets met pour homologuer ? je veux savoir la date de sortie',
    figures: ['15 jours calendaires', '15 jours ouvrables'],
  },
  {
    question:
      'notre designer veut partir en rupture conventionnelle, on est d accord. on commence comment, il faut le convoquer a un entretien ? modele de lettre svp',
    sources: [
      '/outils/modele/convocation-entretien-rupture-conventionnelle',
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
    ],
  },
  // The DSN
  {
    question:
      'avant la levee on va peut etre suspendre nos salaires de dirigeants 2-3 mois. on doit quand meme faire la DSN ces mois la ? et c est pour quelle date chaque mois',
    sources: ['/blog/dsn-sasu-sans-salarie'],
  },
  // Dirigeo: plans, prices, what's included
  {
    question:
      'on est 2 dirigeants + 4 salaries. avec dirigeo vous faites les fiches de paie de tout le monde et la DSN ou que celles des dirigeants ? quelle formule il nous faut',
    sources: ['/tarifs-details', '/#faq', '/#tarifs'],
  },
  {
    question: 'la formule essentielle si je la prends a l annee ca revient a combien HT ?',
    figures: ['91,80 €'],
  },
  {
    question: 'et la complete par mois, c est combien TTC ? notre compta veut le montant avec la tva',
    figures: ['22,80 €'],
  },
  {
    question:
      'je veux tester avant de m engager avec mon associe, l essai gratuit dure combien de temps ? faut mettre la CB ?',
    figures: ['14 jours'],
  },
  {
    question:
      'si on prend le mensuel et qu apres la levee on passe chez un gros cabinet, le preavis pour resilier c est combien ?',
    figures: ['15 jours'],
  },
  {
    question:
      'vous faites aussi notre compta et le bilan ? sinon notre expert comptable peut recuperer les ecritures de paie chez vous ?',
    sources: ['/#faq', '/tarifs-details'],
  },
  {
    question:
      'vous etes branches avec qonto ou pennylane ? genre les virements de salaires partent tout seuls depuis dirigeo',
    unknown: true,
  },
];
