import type { BenchQuestion } from './questions.ts';

export const heldOutQuestions23: readonly BenchQuestion[] = [
  {
    question:
      "bonjour, on a un chantier a 1h15 de route, mes gars partent du depot a 6h45. le temps de trajet domicile chantier je dois le payer comme du temps de travail ou pas ? un gars de l'equipe me dit que oui",
    sources: ['/code-du-travail/article/L3121-4', '/outils/fiche/la-duree-legale-du-travail'],
  },
  {
    question:
      "mes ouvriers mangent dans le camion sur les chantiers, la prime de panier je peux leur mettre combien max sans charges en 2026 ? et quand ils vont au resto parce que le chantier est loin c'est quoi le plafond",
    figures: ['10,40 €', '21,40 €'],
  },
  {
    question:
      "moi je suis gerant de la sarl (minoritaire) et je mange sur les chantiers avec les gars. je peux me verser a moi aussi l'indemnite repas forfaitaire chaque jour sans justif comme eux ou c'est risque ?",
    sources: ['/blog/frais-professionnels-dirigeant'],
  },
  {
    question:
      "c'est combien l'indemnite de trajet et de transport zone 4 pour les ouvriers du batiment en auvergne rhone alpes cette annee ? j'ai pas retrouve le bareme regional des petits deplacements",
    unknown: true,
  },
  {
    question:
      "salut, mon compagnon plombier a fait 43h cette semaine pour finir la chaufferie, il est a 14,50 brut de l'heure. je lui dois combien pour les heures sup avec la majoration ? on a pas d'accord d'entreprise",
    figures: ['145,00 €'],
  },
  {
    question:
      "periode de rush avant la livraison des logements, je voudrais que l'equipe fasse des grosses journees. c'est quoi le maximum legal d'heures par jour et par semaine, j'ai un gars qui voudrait faire 50h",
    figures: ['10 heures', '48 heures'],
  },
  {
    question:
      "il a gele toute la semaine j'ai arrete le chantier. le nouveau que j'ai embauche y a 3 semaines il a droit au chomage intemperies comme les autres ? c'est quoi la condition d'heures",
    sources: ['/code-du-travail/article/D5424-11', '/code-du-travail/article/L5424-11'],
  },
  {
    question:
      'cet ete 38 degres sur une toiture terrasse pour poser des pac, est ce que je peux declarer un arret intemperies pour canicule ou ca marche que pour la pluie et la neige ?',
    sources: [
      '/code-du-travail/article/D5424-7-1',
      '/code-du-travail/article/L5424-8',
      '/outils/fiche/chaleur-et-canicule-au-travail-les-precautions-prendre',
    ],
  },
  {
    question:
      "chantier a l'arret depuis 10 jours a cause des inondations. un de mes ouvriers me pose des problemes depuis des mois, je peux engager son licenciement maintenant pendant l'inactivite du chantier ou c'est interdit ?",
    sources: ['/code-du-travail/article/D5424-22'],
  },
  {
    question:
      "quel est le taux de la cotisation chomage intemperies 2026 pour une entreprise du second oeuvre comme la mienne (plomberie chauffage) et l'abattement il est de combien cette annee ?",
    unknown: true,
  },
  {
    question:
      "urgent un de mes gars vient de tomber de l'escabeau en posant un radiateur, poignet casse, il est aux urgences. je dois declarer l'accident ou et j'ai combien de temps ??",
    sources: [
      '/outils/fiche/que-faire-la-suite-dun-accident-du-travail',
      '/outils/fiche/larret-de-travail-pour-accident-du-travail-ou-maladie-professionnelle',
    ],
  },
  {
    question:
      "mon plombier (1 an et demi d'anciennete) est en arret pour accident du travail depuis lundi. cote loi je dois completer les IJ de la secu pendant combien de temps et a quel pourcentage du salaire ? il y a des jours de carence ?",
    figures: ['30 jours', '90 %'],
  },
  {
    question:
      "un salarie en arret accident du travail depuis 2 mois, franchement ca m'arrange pas je voudrais embaucher quelqu'un d'autre a sa place et le licencier. j'ai le droit pendant l'arret ?",
    sources: [
      '/code-du-travail/article/L1226-9',
      '/code-du-travail/article/L1226-13',
      '/outils/fiche/larret-de-travail-pour-accident-du-travail-ou-maladie-professionnelle',
    ],
  },
  {
    question:
      "suite a son accident sur le chantier (dos) le medecin du travail l'a declare inapte, aucun reclassement possible dans une boite de 9. il a 4 ans pile d'anciennete, 2300 brut par mois. l'indemnite de licenciement ca fait combien du coup ?",
    figures: ['4 600,00 €'],
  },
  {
    question:
      'on refait une salle de bain dans un immeuble des annees 70, il y a des vieux conduits en fibrociment a deposer. mes gars peuvent les couper eux memes ou il faut une formation ou une entreprise speciale ?',
    sources: ['/outils/fiche/la-prevention-des-risques-lies-lamiante'],
  },
  {
    question:
      'mon apprenti en CAP monteur installations thermiques a 17 ans, il est en premiere annee. je dois le payer combien minimum, c quel pourcentage du smic ?',
    figures: ['27 %'],
  },
  {
    question:
      "l'autre apprenti a 22 ans, il est en 2eme annee de BP plombier. c'est quoi le minimum legal pour lui en % du smic ? il me dit qu'il a droit a plus que le petit",
    figures: ['61 %'],
  },
  {
    question:
      "mon apprenti fete ses 18 ans le 14 mars, sa paie augmente a partir de quand exactement ? le jour de son anniv ou le mois d'apres ? je veux pas me planter sur le bulletin",
    sources: [
      '/code-du-travail/article/D6222-31',
      '/outils/fiche/apprentissage-questions-reponses-sur-la-remuneration-des-apprentis',
    ],
  },
  {
    question:
      "je pense prendre un 3eme apprenti en janvier en CAP, j'ai droit a quelle aide de l'etat pour une boite de 9 salaries ? elle est versee sur combien de temps",
    sources: [
      '/outils/fiche/une-aide-exceptionnelle-aux-employeurs-qui-recrutent-en-apprentissage',
      '/outils/fiche/laide-exceptionnelle-aux-employeurs-de-salaries-en-contrat-de-professionnalisation',
    ],
  },
  {
    question:
      'mon apprenti a eu 18 ans, il veut passer le permis B pour pouvoir conduire le camion. y avait pas une aide de 500 balles pour les apprentis ? ca existe toujours ?',
    sources: ['/outils/fiche/laide-au-financement-du-permis-de-conduire-pour-les-apprentis'],
  },
  {
    question:
      'je suis gerant minoritaire (40% des parts) de ma sarl de plomberie chauffage, si je me mets 3200 brut par mois il me reste combien net avant impot a la fin ?',
    figures: ['2 532,34 €'],
  },
  {
    question:
      "si la boite coule demain, moi le gerant minoritaire avec une fiche de paie, j'ai droit au chomage comme mes salaries ? j'ai l'impression qu'il y a pas de ligne chomage sur mon bulletin",
    sources: ['/blog/president-sas-assurance-chomage', '/blog/gerant-minoritaire-sarl'],
  },
  {
    question:
      "ma femme va racheter 15% des parts de l'associe qui part a la retraite, moi j'ai deja 40%. ca change quelque chose pour mon statut de gerant et ma fiche de paie ?",
    sources: ['/blog/gerant-minoritaire-sarl', '/eligibilite'],
  },
  {
    question:
      "bonne annee, les associes veulent se verser des dividendes. sur 12 000 € pour moi (gerant minoritaire) il me reste combien apres la flat tax ? et je paye pas de cotisations dessus comme les gerants majoritaires c'est bien ca ?",
    figures: ['8 232,00 €'],
  },
  {
    question:
      'pour laisser de la treso dans la boite je me paye que 800 brut par mois comme gerant. est ce que ca me valide quand meme mes trimestres de retraite ?',
    sources: ['/blog/valider-trimestres-retraite-dirigeant', '/blog/retraite-president-sas'],
  },
  {
    question:
      'mon apprenti a travaille 7 mois sur la periode de reference, il veut partir 3 semaines cet ete. il a acquis combien de jours de conges payes au juste ?',
    figures: ['18 jours ouvrables'],
  },
  {
    question:
      "dans le batiment c'est la caisse des conges payes qui paye les conges de mes ouvriers ou c'est moi directement sur la fiche de paie ? je suis oblige d'adherer a cette caisse ?",
    sources: ['/code-du-travail/article/D3141-12', '/code-du-travail/article/L3141-32'],
  },
  {
    question:
      "un de mes chauffagistes a eu 4 mois d'arret pour accident du travail sur la periode, le reste de l'annee il a bosse normal. il perd des jours de conges ? il a droit a combien au total",
    figures: ['30 jours ouvrables'],
  },
  {
    question:
      "je dois licencier un ouvrier, il est chez moi depuis 6 ans et 7 mois, salaire de reference 2450 brut. l'indemnite legale ca donne combien et il a combien de preavis ?",
    figures: ['4 032,30 €', '2 mois'],
  },
  {
    question:
      "un de mes gars est arrive bourre sur le chantier pour la 2eme fois ce mois ci, il a failli faire tomber un ballon d'eau chaude sur la cliente. je veux le virer direct, je le renvoie chez lui aujourd'hui ? vous avez une lettre type",
    sources: [
      '/outils/modele/mise-a-pied-conservatoire',
      '/outils/modele/licenciement-faute-grave',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
    ],
  },
  {
    question:
      "le jeune ouvrier embauche en septembre ne vient plus depuis lundi, il repond plus au tel. je fais quoi ? j'ai entendu qu'il y avait une presomption de demission maintenant, faut lui envoyer un courrier ?",
    sources: ['/outils/modele/mise-en-demeure-abandon-de-poste'],
  },
  {
    question:
      "c'est quoi le taux de tva pour un remplacement de chaudiere gaz par une pompe a chaleur chez un particulier, 5,5 ou 10 ? mon fournisseur me dit pas la meme chose que mon comptable",
    unknown: true,
  },
  {
    question:
      "mon assureur augmente la garantie decennale de 30%, c'est quoi le prix normal d'une decennale pour un plombier chauffagiste avec 9 salaries ? vous connaissez un assureur moins cher ?",
    unknown: true,
  },
  {
    question:
      "votre formule essentielle si je la prends a l'annee ca revient a combien HT au total ? je prefere payer une fois par an",
    figures: ['91,80 €'],
  },
  {
    question:
      "on paye comment chez vous ? je prefere par virement comme avec mes fournisseurs. et j'aurai bien une facture au nom de la sarl pour le comptable ?",
    sources: ['/#faq', '/cgv'],
  },
  {
    question:
      "est ce que dirigeo fait aussi les fiches de paie de mes 9 salaries en plus de la mienne ? et ca coute combien par mois, c'est par salarie ?",
    sources: ['/tarifs-details', '/#tarifs', '/#faq'],
  },
];
