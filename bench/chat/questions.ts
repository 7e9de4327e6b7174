/**
 * The assistant's evaluation set, tuning part (issue 28 §2): questions an officer, an employer or a
 * visitor asks, written as they write them (typos, no accents, vague, several at once), each with
 * the answer that is right: a figure (`figures`, every one in the answer), a page (`sources`: the
 * answer's first link is one of them, a path or a prefix ending with `/`), or « we don't know »
 * (`unknown`: the answer says it found nothing). The recognisers and the ranking may be tuned on
 * these; the kept-aside part (`held-out.ts`) never.
 */
export interface BenchQuestion {
  question: string;
  /** The right pages: the answer's first link must be one of them. */
  sources?: readonly string[];
  /** The right figures, as the answer writes them (spaces compared loosely). */
  figures?: readonly string[];
  /** Nothing we hold answers it: the answer must say so. */
  unknown?: true;
}

export const questions: readonly BenchQuestion[] = [
  // Offers, prices, the product
  { question: 'Combien coûte la formule Essentiel ?', sources: ['/#tarifs', '/tarifs-details'] },
  {
    question: 'Quel est le prix d’un bulletin de paie avec la formule Premium ?',
    sources: ['/#tarifs', '/tarifs-details'],
  },
  { question: 'Y a-t-il un essai gratuit ?', sources: ['/souscription', '/cgu', '/#faq'] },
  { question: 'Les formules mensuelles sont-elles sans engagement ?', sources: ['/#faq', '/cgv'] },
  { question: 'Comment fonctionne la formule annuelle ?', sources: ['/#faq', '/#tarifs'] },
  { question: 'Qui s’occupe de déposer la DSN ?', sources: ['/#faq', '/blog/dsn-sasu-sans-salarie'] },
  {
    question: 'Comment savoir si mon statut est compatible avec Dirigeo ?',
    sources: ['/eligibilite', '/#faq'],
  },
  { question: 'Combien de temps pour recevoir un devis ?', sources: ['/#faq', '/#contact'] },
  { question: 'Quel est le préavis de résiliation de l’abonnement ?', sources: ['/cgv', '/#faq'] },
  {
    question: 'Combien de temps conservez-vous mes données ?',
    sources: ['/politique-de-confidentialite', '/#faq', '/mentions-legales'],
  },
  // The officer's pay and status
  {
    question: 'Quelles sont les charges d’un président de SASU ?',
    sources: [
      '/blog/cotisations-assimile-salarie',
      '/blog/remuneration-president-sasu',
      '/simulators/charges-sociales',
    ],
  },
  {
    question: 'Comment se rémunérer en tant que président de SASU ?',
    sources: ['/blog/remuneration-president-sasu', '/blog/premier-salaire-creation-sasu'],
  },
  {
    question: 'Vaut-il mieux se verser un salaire ou des dividendes ?',
    sources: ['/blog/salaire-ou-dividendes-sasu', '/blog/dividendes-sas-flat-tax'],
  },
  {
    question: 'Le président de SAS a-t-il droit au chômage ?',
    sources: ['/blog/president-sas-assurance-chomage'],
  },
  {
    question: 'Comment sont imposés les dividendes d’une SAS ?',
    sources: ['/blog/dividendes-sas-flat-tax', '/blog/salaire-ou-dividendes-sasu'],
  },
  { question: 'Qu’est-ce que le montant net social ?', sources: ['/blog/montant-net-social'] },
  { question: 'Comment lire un bulletin de paie clarifié ?', sources: ['/blog/bulletin-de-paie-clarifie'] },
  {
    question: 'Comment fonctionne le prélèvement à la source pour un dirigeant ?',
    sources: ['/blog/prelevement-a-la-source-dirigeant'],
  },
  { question: 'Quel est le taux AT/MP d’une SASU ?', sources: ['/blog/taux-at-mp'] },
  {
    question: 'Le gérant minoritaire de SARL est-il assimilé salarié ?',
    sources: ['/blog/gerant-minoritaire-sarl', '/#faq'],
  },
  {
    question: 'Quel est le plafond de la sécurité sociale en 2026 ?',
    sources: ['/blog/plafond-securite-sociale-2026', '/blog/changements-paie-2026'],
  },
  { question: 'Qu’est-ce qui change sur la paie en 2026 ?', sources: ['/blog/changements-paie-2026'] },
  {
    question: 'Comment valider des trimestres de retraite avec un petit salaire ?',
    sources: ['/blog/valider-trimestres-retraite-dirigeant', '/blog/retraite-president-sas'],
  },
  {
    question: 'Le directeur général peut-il cumuler son mandat avec un contrat de travail ?',
    sources: ['/blog/directeur-general-sas-statut'],
  },
  {
    question: 'Comment déclarer un véhicule de fonction comme avantage en nature ?',
    sources: ['/blog/avantages-en-nature-dirigeant'],
  },
  {
    question: 'Comment comptabiliser la paie du dirigeant ?',
    sources: ['/blog/comptabiliser-paie-dirigeant'],
  },
  { question: 'La CSG est-elle déductible ?', sources: ['/blog/csg-crds-deductible'] },
  {
    question: 'Mutuelle et prévoyance du président de SAS',
    sources: ['/blog/mutuelle-prevoyance-dirigeant'],
  },
  {
    question: 'Qui décide de la rémunération du dirigeant ?',
    sources: ['/blog/decision-remuneration-dirigeant'],
  },
  // Employers' labour-law questions
  {
    question: 'Quel est le préavis de démission ?',
    sources: ['/outils/simulateur/preavis-demission', '/outils/fiche/la-demission'],
  },
  {
    question: 'Comment calculer l’indemnité de licenciement ?',
    sources: ['/outils/simulateur/indemnite-licenciement', '/outils/fiche/lindemnite-legale-de-licenciement'],
  },
  {
    question: 'Quelle est la durée du préavis de licenciement ?',
    sources: ['/outils/simulateur/preavis-licenciement'],
  },
  {
    question: 'Quel est le minimum de l’indemnité de rupture conventionnelle ?',
    sources: [
      '/outils/simulateur/indemnite-rupture-conventionnelle',
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
    ],
  },
  {
    question: 'Quelle indemnité de précarité à la fin d’un CDD ?',
    sources: ['/outils/simulateur/indemnite-precarite', '/outils/fiche/le-contrat-duree-determinee-cdd'],
  },
  {
    question: 'Quelles sont les étapes d’une procédure de licenciement ?',
    sources: [
      '/outils/simulateur/procedure-licenciement',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
    ],
  },
  {
    question: 'Modèle de lettre de convocation à un entretien préalable',
    sources: [
      '/outils/modele/convocation-entretien-prealable-licenciement',
      '/outils/modele/convocation-entretien-prealable-sanction',
    ],
  },
  { question: 'Comment rédiger un avertissement à un salarié ?', sources: ['/outils/modele/avertissement'] },
  { question: 'Combien de jours de congés payés par mois ?', sources: ['/outils/fiche/les-conges-payes'] },
  {
    question: 'Quel est le montant du SMIC ?',
    sources: ['/outils/fiche/le-smic-salaire-minimum-de-croissance'],
  },
  {
    question: 'Comment majorer les heures supplémentaires ?',
    sources: [
      '/outils/fiche/les-heures-supplementaires-contreparties',
      '/outils/fiche/les-heures-supplementaires-definition-et-limites',
    ],
  },
  {
    question: 'Combien de temps dure la période d’essai ?',
    sources: ['/outils/fiche/la-periode-dessai', '/outils/modele/renouvellement-periode-essai'],
  },
  { question: 'Modèle de certificat de travail', sources: ['/outils/modele/certificat-de-travail'] },
  // Asked as visitors word them, not as the pages are titled (added after the audit of 22 November)
  {
    question: 'Quelle est la durée du préavis de licenciement d’un salarié ?',
    sources: ['/outils/simulateur/preavis-licenciement'],
  },
  { question: 'Quel est le prix de vos offres ?', sources: ['/#tarifs', '/tarifs-details'] },
  { question: 'Puis-je essayer gratuitement ?', sources: ['/souscription', '/cgu', '/#faq'] },
  {
    question: 'Combien de jours de congés payés a un salarié ?',
    sources: ['/outils/fiche/les-conges-payes'],
  },
  {
    question: 'Comment calculer l’indemnité de rupture conventionnelle ?',
    sources: [
      '/outils/simulateur/indemnite-rupture-conventionnelle',
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
    ],
  },
  {
    question: 'Quel préavis en cas de démission ?',
    sources: ['/outils/simulateur/preavis-demission', '/outils/fiche/la-demission'],
  },
  {
    question: 'Le président de SASU cotise-t-il au chômage ?',
    sources: ['/blog/president-sas-assurance-chomage'],
  },
  {
    question: 'Quel est le taux de la prime de précarité ?',
    sources: ['/outils/simulateur/indemnite-precarite', '/code-du-travail/article/L1243-8'],
  },
  {
    question: 'Comment licencier un salarié pour faute grave ?',
    sources: [
      '/outils/modele/licenciement-faute-grave',
      '/outils/simulateur/procedure-licenciement',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
    ],
  },
  // Written as visitors write them (issue 28 §2).
  { question: 'bonjour', figures: ['Bonjour'] },
  { question: 'cb coute dirigeo par mois', sources: ['/#tarifs', '/tarifs-details'] },
  { question: 'combien de jours d essai gratuit ?', figures: ['14'] },
  { question: 'comment resilier mon abonnement', sources: ['/cgv'] },
  { question: 'que comprend la formule premium', sources: ['/#tarifs'] },
  { question: 'comment vous contacter ?', sources: ['/#contact'] },
  { question: 'préavis de licenciement pour 10 mois d’ancienneté', figures: ['1 mois'] },
  { question: 'preavis licenciement faute grave', figures: ['Pas de préavis'] },
  { question: 'indemnite licenciement 6 ans 2500 euros', figures: ['3 750,00 €'] },
  { question: 'indemnité de licenciement 12 ans et 3000 € de salaire', figures: ['9 500,00 €'] },
  { question: 'indemnite rupture conventionnelle 4 ans salaire 2000', figures: ['2 000,00 €'] },
  { question: 'prime de precarite pour un cdd de 12 000 € au total, combien ?', figures: ['1 200,00 €'] },
  {
    question: 'combien de jours entre la convocation et l entretien prealable',
    figures: ['5 jours ouvrables'],
  },
  { question: 'idcc 1979 c est quelle convention', figures: ['Hôtels, cafés, restaurants'] },
  { question: 'convention collective syntec', figures: ['IDCC 1486'] },
  { question: 'que dit l article L1234-9', sources: ['/code-du-travail/article/L1234-9'] },
  {
    question: 'preavis de demission ?',
    sources: [
      '/outils/simulateur/preavis-demission',
      '/outils/fiche/la-demission',
      '/code-du-travail/article/L1237-1',
    ],
  },
  { question: 'quelle est la capitale du Pérou ?', unknown: true },
  { question: 'recette de la tarte aux pommes', unknown: true },
  {
    question: 'le president de sasu a t il droit au chomage',
    sources: ['/blog/president-sas-assurance-chomage'],
  },
  { question: 'flat tax dividendes sas taux', sources: ['/blog/dividendes-sas-flat-tax'] },
  { question: 'dsn pour une sasu sans salarie', sources: ['/blog/dsn-sasu-sans-salarie'] },
  { question: 'conges payes combien de jours', sources: ['/outils/fiche/les-conges-payes'] },
  { question: 'smic 2026 montant', sources: ['/outils/fiche/le-smic-salaire-minimum-de-croissance'] },
  { question: 'periode d essai cdi duree', sources: ['/outils/fiche/la-periode-dessai'] },
  { question: 'modele lettre avertissement', sources: ['/outils/modele/avertissement'] },
  { question: 'harcelement moral au travail', sources: ['/outils/fiche/le-harcelement-moral'] },
  {
    question: 'heures sup majoration',
    sources: [
      '/outils/fiche/les-heures-supplementaires-contreparties',
      '/outils/fiche/les-heures-supplementaires-definition-et-limites',
    ],
  },
  { question: 'charges president sasu 3000 brut', figures: ['cotisations patronales'] },
  { question: 'frais pro du dirigeant remboursement', sources: ['/blog/frais-professionnels-dirigeant'] },
  {
    question: 'gerant minoritaire sarl assimile salarie ?',
    sources: ['/blog/gerant-minoritaire-sarl', '/#faq'],
  },
  { question: 'taux at mp sasu', sources: ['/blog/taux-at-mp'] },
  { question: 'csg deductible ou pas', sources: ['/blog/csg-crds-deductible'] },
  { question: 'merci beaucoup', figures: ['Avec plaisir'] },
  { question: 'combien coute par mois la formule complete ?', figures: ['Complète 19 €'] },
  // Written on 27 November after the new price grid, in visitors' words, for the same kinds of needs
  // as the rest (the product, the rules an employer asks, the officer's pay, nothing we hold).
  { question: 'ca coute combien dirigeo ?', sources: ['/#tarifs', '/tarifs-details'] },
  { question: 'tarif a l annee de la formule complete', figures: ['193,80 €'] },
  { question: 'prix essentielle par an', figures: ['91,80 €'] },
  { question: 'la version gratuite comprend quoi ?', sources: ['/#tarifs'] },
  { question: 'je veux me desabonner', sources: ['/cgv'] },
  { question: 'y a t il un engagement de duree ?', sources: ['/cgv', '/#faq'] },
  { question: 'vous avez une adresse mail ?', sources: ['/#contact'] },
  { question: 'je voudrais parler a un conseiller', sources: ['/#contact'] },
  { question: 'salut', figures: ['Bonjour'] },
  {
    question: 'combien de conges payes par an pour un salarie a temps plein',
    sources: ['/outils/fiche/les-conges-payes'],
  },
  { question: 'duree maximale d un cdd', sources: ['/outils/fiche/le-contrat-duree-determinee-cdd'] },
  { question: 'salaire minimum d un apprenti', sources: ['/outils/fiche/le-contrat-dapprentissage'] },
  {
    question: 'salaire du president deductible de l is ?',
    sources: ['/blog/remuneration-dirigeant-impot-societes'],
  },
  {
    question: 'le president de sasu cotise t il pour sa retraite',
    sources: ['/blog/retraite-president-sas', '/blog/cotisations-assimile-salarie'],
  },
  {
    question: 'dividendes ou salaire que choisir',
    sources: ['/blog/salaire-ou-dividendes-sasu', '/blog/dividendes-sas-flat-tax'],
  },
  { question: 'meteo demain a lyon', unknown: true },
  { question: 'qui a gagne la coupe du monde 2018', unknown: true },
  // Written on 27 November (issue 28 §1–2) in the kinds of words the kept-aside parts showed the
  // assistant missing, without reading them: the product asked otherwise, typos, missing accents
  // and abbreviations in a calculator question, two questions in one, a practical sheet ranked
  // second. Figures from `@dirigeo/labour-law`'s own results and `@dirigeo/site-content`.
  // The product, in other words
  { question: 'l essai gratuit dure combien de temps ?', figures: ['14 jours'] },
  { question: 'on peut tester avant de payer ?', figures: ['14 jours'] },
  { question: 'periode d essai gratuite de dirigeo combien de jours', figures: ['14 jours'] },
  { question: 'ca revient a combien par mois ?', figures: ['Essentielle 9 €'] },
  { question: 'essentielle c est combien', figures: ['Essentielle 9 €'] },
  { question: 'quels sont vos tarifs svp', sources: ['/#tarifs', '/tarifs-details'] },
  { question: 'tarifs dirigo', sources: ['/#tarifs', '/tarifs-details'] },
  { question: 'le prix de l abonement annuel ?', figures: ['91,80 €'] },
  { question: 'on peut resilier a tout moment ?', figures: ['15 jours'] },
  { question: 'je peux partir quand je veux ou je suis engage ?', figures: ['15 jours'] },
  { question: 'comment annuler l abonement', figures: ['15 jours'] },
  { question: 'qu est ce qu il y a dans la formule essentielle', sources: ['/#tarifs'] },
  { question: 'la formule complete inclut le journal de paie ?', sources: ['/#tarifs'] },
  { question: 'quelle est la difference entre essentielle et complete', sources: ['/#tarifs'] },
  { question: 'comment je peux vous joindre', figures: ['contact@dirigeo.fr'] },
  { question: 'votre numero de telephone svp', figures: ['01 99 00 48 20'] },
  { question: 'est ce que je peux appeler quelqu un chez vous', figures: ['01 99 00 48 20'] },
  { question: 'ou est ce que je peux vous ecrire ?', figures: ['contact@dirigeo.fr'] },
  // A calculator's question with a typo, no accents or an abbreviation
  { question: 'indemnite licenciment 8 ans 3200 brut', figures: ['6 400,00 €'] },
  { question: 'indemnité de licensiement 15 ans salaire 2000 €', figures: ['8 333,34 €'] },
  { question: 'indem licenciement 20 ans 3000€', figures: ['17 500,00 €'] },
  { question: 'indemnite licenciement 2 ans et demi 2400 €', figures: ['1 500,00 €'] },
  { question: 'indemnité légale licenciement 10 ans 4 000 € brut mensuel', figures: ['10 000,00 €'] },
  { question: 'indemnite licenciement 6 mois anciennete 2000 €', figures: ['pas due'] },
  { question: 'indemnite de licenciment faute grave', figures: ['Aucune indemnité légale'] },
  { question: 'rupture conv 5 ans 3000 euros', figures: ['3 750,00 €'] },
  { question: 'rupture conventionelle 2 ans 1800 € combien', figures: ['900,00 €'] },
  { question: 'montant mini rupture conv 12 ans a 2500', figures: ['7 916,67 €'] },
  { question: 'preavis licensiement 18 mois anciennete', figures: ['1 mois'] },
  { question: 'preavi de licenciement 5 ans', figures: ['2 mois'] },
  { question: 'préavis licenciement salarié 4 mois d ancienneté', figures: ['convention collective'] },
  { question: 'preavis licenciement travailleur handicape 3 ans', figures: ['3 mois'] },
  { question: 'preavis demission 3 ans anciennete cdi', figures: ['convention collective'] },
  { question: 'preavis de demision ?', figures: ['convention collective'] },
  { question: 'prime de precarite cdd 20000 €', figures: ['2 000,00 €'] },
  { question: 'indemnite fin de cdd 6 mois a 2000 € par mois', figures: ['1 200,00 €'] },
  { question: 'charges sasu 4000 brut', figures: ['cotisations patronales'] },
  { question: 'cotisations du president de sas pour 5000€ brut', figures: ['cotisations patronales'] },
  { question: 'delai convocation entretien prealable licenciement', figures: ['5 jours ouvrables'] },
  { question: 'combien de temps entre convoc et entretien prealable', figures: ['5 jours ouvrables'] },
  // Two questions in one
  {
    question: 'combien coute l abonnement et est ce qu il y a un essai gratuit ?',
    figures: ['Essentielle 9 €', '14 jours'],
  },
  {
    question: 'preavis licenciement 3 ans ? et l indemnite de licenciement avec 2500 € de salaire ?',
    figures: ['2 mois', '1 875,00 €'],
  },
  {
    question: 'comment vous contacter et quels sont vos prix',
    figures: ['contact@dirigeo.fr', 'Essentielle 9 €'],
  },
  {
    question: 'essai gratuit combien de jours ? et apres c est combien ?',
    figures: ['14 jours', 'Essentielle 9 €'],
  },
  {
    question: 'je peux resilier quand je veux ? vous avez un numero de telephone ?',
    figures: ['15 jours', '01 99 00 48 20'],
  },
  {
    question: 'preavis de demission et preavis de licenciement pour 2 ans',
    figures: ['convention collective', '2 mois'],
  },
  { question: 'bonjour, quel est le prix de la formule complete svp', figures: ['Complète 19 €'] },
  // A practical sheet that answers, asked in few words
  { question: 'combien de jours de conges payes par an ?', sources: ['/outils/fiche/les-conges-payes'] },
  { question: 'duree du conge maternite', sources: ['/outils/fiche/le-conge-de-maternite'] },
  { question: 'duree legale de travail par semaine', sources: ['/outils/fiche/la-duree-legale-du-travail'] },
  { question: 'journee de solidarite c est quoi', sources: ['/outils/fiche/la-journee-de-solidarite'] },
  {
    question: 'remuneration d un apprenti',
    sources: [
      '/outils/fiche/le-contrat-dapprentissage',
      '/outils/fiche/apprentissage-questions-reponses-sur-la-remuneration-des-apprentis',
    ],
  },
  { question: 'conge sabatique conditions', sources: ['/outils/fiche/le-conge-sabbatique'] },
  {
    question: 'renouveler une periode d essai cdi',
    sources: ['/outils/fiche/la-periode-dessai', '/outils/modele/renouvellement-periode-essai'],
  },
  {
    question: 'mentions obligatoires du bulletin de salaire',
    sources: ['/outils/fiche/le-bulletin-de-paie'],
  },
  {
    question: 'cdd renouvelable combien de fois',
    sources: ['/outils/fiche/le-contrat-duree-determinee-cdd'],
  },
  { question: 'conge parental duree', sources: ['/outils/fiche/le-conge-parental-deducation'] },
  {
    question: 'chomage partiel indemnisation',
    sources: ['/outils/fiche/lactivite-partielle-le-chomage-partiel'],
  },
  { question: 'sanction disciplinaire procedure', sources: ['/outils/fiche/la-sanction-disciplinaire'] },
  // Nothing we hold, with a word the product's questions use
  { question: 'prix du bitcoin aujourd hui', unknown: true },
  { question: 'combien coute une baguette de pain', unknown: true },
  // Stop 34 (27 November 2026), written before any code change, in visitors' words: sms shorthand,
  // no accents, figures glued to their unit, vague product questions, identifiers, sheets asked in a
  // few words, two questions in one, and questions we cannot answer. Figures from
  // `@dirigeo/labour-law`'s own results (computeDismissalIndemnity, computeConventionalTerminationIndemnity,
  // computeDismissalNotice, computeRetirementNotice, computePrecarityIndemnity), `@dirigeo/site-content`
  // (plans, freeTrial, salesTerms, provider) and the official data files (IDCC titles, articles).
  // The product
  { question: 'c koi vos prix ?', figures: ['Essentielle 9 €'] },
  { question: 'vous faites un essai gratuit ou pas', figures: ['14 jours'] },
  { question: 'je peux tester dirigeo gratos ?', figures: ['14 jours'] },
  { question: 'combien de temps je peux essayer avant de m abonner', figures: ['14 jours'] },
  { question: 'comment on arrete l abonnement ?', figures: ['15 jours'] },
  { question: 'preavis pour resilier la formule annuelle', figures: ['1 mois'] },
  { question: 'ya un engagement ?', figures: ['15 jours'] },
  { question: 'la complete ca donne quoi de plus que l essentielle', sources: ['/#tarifs'] },
  { question: 'quel est votre mail de contact', figures: ['contact@dirigeo.fr'] },
  { question: 'vous etes joignable par tel ?', figures: ['01 99 00 48 20'] },
  { question: 'le support est ouvert a quelle heure ?', figures: ['9 h à 18 h'] },
  { question: 'tarif de la formule essentiel a l annee', figures: ['91,80 €'] },
  { question: 'combien pour faire mes fiches de paie chaque mois', figures: ['Essentielle 9 €'] },
  { question: 'c est combien et on peut resilier quand on veut ?', figures: ['Essentielle 9 €', '15 jours'] },
  // A calculator's figures, written as visitors write them
  { question: 'preavis licenciement 3ans anciennete', figures: ['2 mois'] },
  { question: 'indemnite licenciement 7 ans 2 500 €', figures: ['4 375,00 €'] },
  { question: 'indemnite de licenciement pour 9 ans avec un salaire de 2500e', figures: ['5 625,00 €'] },
  { question: 'rupture conventionnelle 3ans 2800€ brut combien je touche', figures: ['2 100,00 €'] },
  { question: 'indemnite licenciement 4 ans et 6 mois 3 100 € brut', figures: ['3 487,50 €'] },
  { question: 'indemnité rupture conventionnelle 10 ans salaire 4 000 €', figures: ['10 000,00 €'] },
  { question: 'quel preavis si je licencie un salarie present depuis 1 an', figures: ['1 mois'] },
  { question: 'mon salarie a 8 mois d anciennete quel preavis si je le licencie', figures: ['1 mois'] },
  { question: 'licenciement pour faute grave, il y a un preavis ?', figures: ['Pas de préavis'] },
  { question: 'indemnite precarite cdd 9 mois a 1 900 € brut', figures: ['1 710,00 €'] },
  { question: 'prime de fin de contrat cdd total 15 000 euros', figures: ['1 500,00 €'] },
  { question: 'preavis depart a la retraite 12 ans anciennete', figures: ['2 mois'] },
  {
    question: 'quel delai mini entre la convocation et l entretien prealable ?',
    figures: ['5 jours ouvrables'],
  },
  {
    question: 'combien de temps apres l entretien prealable je peux envoyer la lettre de licenciement',
    figures: ['2 jours ouvrables'],
  },
  { question: 'charges patronales president sasu 2 500 € brut', figures: ['cotisations patronales'] },
  { question: 'combien coute a la societe un president de sas paye 6000 brut', figures: ['coût total'] },
  { question: 'indemnite licenciement 6 ans', figures: ['salaire brut mensuel de référence'] },
  {
    question: 'preavis et indemnite de licenciement pour 5 ans et 2 200 €',
    figures: ['2 mois', '2 750,00 €'],
  },
  { question: 'indemnite licenciement 11ans 2700 euros brut', figures: ['7 650,00 €'] },
  // Identifiers
  { question: 'c est quoi l idcc 1486', figures: ['études techniques'] },
  { question: 'idcc 3248 ?', figures: ['Métallurgie'] },
  { question: 'convention collective boulangerie', figures: ['IDCC 0843'] },
  { question: 'article L1232-2 du code du travail', sources: ['/code-du-travail/article/L1232-2'] },
  { question: 'l1234-1 dit quoi', sources: ['/code-du-travail/article/L1234-1'] },
  { question: 'que dit l art R1234-2', sources: ['/code-du-travail/article/R1234-2'] },
  // The officer's pay
  {
    question: 'salaire ou dividende quand on est president sasu ?',
    sources: ['/blog/salaire-ou-dividendes-sasu', '/blog/dividendes-sas-flat-tax'],
  },
  {
    question: 'comment se verser un 1er salaire quand on cree sa sasu',
    sources: ['/blog/premier-salaire-creation-sasu'],
  },
  { question: 'notes de frais du dirigeant', sources: ['/blog/frais-professionnels-dirigeant'] },
  { question: 'prelevement a la source president sas', sources: ['/blog/prelevement-a-la-source-dirigeant'] },
  {
    question: 'mutuelle du president de sasu obligatoire ?',
    sources: ['/blog/mutuelle-prevoyance-dirigeant'],
  },
  // Practical sheets and templates asked in a few words
  { question: 'jours feries payes ?', sources: ['/outils/fiche/les-jours-feries-et-les-ponts'] },
  { question: 'travail le dimanche majoration', sources: ['/outils/fiche/le-travail-du-dimanche'] },
  {
    question: 'arret maladie salarie indemnisation',
    sources: [
      '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident',
      '/outils/fiche/les-absences-liees-la-maladie-ou-laccident-non-professionnel',
    ],
  },
  {
    question: 'salaire des apprentis',
    sources: [
      '/outils/fiche/le-contrat-dapprentissage',
      '/outils/fiche/apprentissage-questions-reponses-sur-la-remuneration-des-apprentis',
    ],
  },
  {
    question: 'gratification stagiaire',
    sources: ['/outils/fiche/les-stages-etudiants-en-milieu-professionnel'],
  },
  {
    question: 'registre du personnel obligatoire ?',
    sources: ['/outils/fiche/le-registre-unique-du-personnel'],
  },
  { question: 'modele lettre de demission', sources: ['/outils/modele/demission'] },
  {
    question: 'cse obligatoire a partir de combien de salaries',
    sources: [
      '/outils/fiche/la-definition-du-cse-et-cadre-de-mise-en-place',
      '/outils/fiche/le-cse-dans-les-entreprises-de-11-49-salaries',
    ],
  },
  {
    question: 'contrat de professionnalisation c quoi',
    sources: [
      '/outils/fiche/le-contrat-de-professionnalisation',
      '/outils/fiche/5-questions-reponses-sur-le-contrat-pro',
    ],
  },
  // Stop 34, later (ranking): subjects a sheet's title names, asked with words a longer text also holds
  {
    question: 'on a le droit de vapoter au bureau ?',
    sources: ['/outils/fiche/linterdiction-de-fumer-et-de-vapoter-dans-les-lieux-de-travail'],
  },
  {
    question: 'reglement interieur obligatoire a partir de combien de salaries',
    sources: ['/outils/fiche/le-reglement-interieur'],
  },
  { question: 'travail en soiree c est quoi', sources: ['/outils/fiche/le-travail-en-soiree'] },
  {
    question: 'quels documents donner au salarie a la fin de son contrat',
    sources: ['/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail'],
  },
  { question: 'ordre des licenciements criteres', sources: ['/outils/fiche/lordre-des-licenciements'] },
  {
    question: 'egalite de salaire femmes hommes obligations de l employeur',
    sources: [
      '/outils/fiche/legalite-de-remuneration-entre-les-femmes-et-les-hommes-et-les-obligations-des-employeurs',
    ],
  },
  { question: 'la mensualisation du salaire c quoi', sources: ['/outils/fiche/la-mensualisation'] },
  {
    question: 'conge de solidarite familiale combien de temps',
    sources: ['/outils/fiche/le-conge-de-solidarite-familiale'],
  },
  {
    question: 'comment utiliser son cpf pour une formation',
    sources: ['/outils/fiche/le-compte-personnel-de-formation-cpf'],
  },
  {
    question: 'combien d heures peut travailler un jeune de 16 ans',
    sources: ['/outils/fiche/le-temps-de-travail-des-jeunes-de-moins-de-18-ans'],
  },
  {
    question: 'saisir les prudhommes comment ca marche',
    sources: ['/outils/fiche/le-conseil-de-prudhommes'],
  },
  {
    question: 'cdi de chantier c est quoi',
    sources: ['/outils/fiche/le-contrat-duree-indeterminee-de-chantier-ou-doperation'],
  },
  // Nothing we hold
  { question: 'quel est le taux du livret A', unknown: true },
  { question: 'meilleur restaurant a paris ?', unknown: true },
  { question: 'assurance auto pas chere', unknown: true },
  { question: 'horaires de la piscine municipale', unknown: true },
  // Stop 35 (28 November 2026), written before any code change, in the kinds the kept-aside parts
  // still miss: the product in unusual words, calculations with typos, shorthand and two questions
  // in one, law questions a sentence of a sheet or an article answers, identifiers, and questions we
  // cannot answer. Figures from `@dirigeo/labour-law`'s own results (computeDismissalIndemnity,
  // computeConventionalTerminationIndemnity, computeDismissalNotice, computeRetirementNotice,
  // computePrecarityIndemnity, computeDismissalProcedure for an economic dismissal), `@dirigeo/site-content`
  // (plans, freeTrial, salesTerms, provider) and the official data files (sheets, articles, IDCC titles).
  // The product
  { question: 'le prix de l abonement complet ?', figures: ['Complète 19 €'] },
  { question: 'vos tarifs a l annee pour la complete', figures: ['193,80 €'] },
  { question: 'jusqu a quand c est gratuit quand on s inscrit ?', figures: ['14 jours'] },
  { question: 'on peut voir le logiciel avant d acheter ?', figures: ['14 jours'] },
  { question: 'je veux me desabonner comment je fais', figures: ['15 jours'] },
  { question: 'si je prends l annuel je peux partir avant la fin ?', figures: ['12 mois'] },
  { question: 'adresse mail du service client svp', figures: ['contact@dirigeo.fr'] },
  { question: 'un numero pour vous appeler ?', figures: ['01 99 00 48 20'] },
  { question: 'la dsn est comprise dans l essentielle ?', sources: ['/#tarifs', '/tarifs-details'] },
  { question: 'dirigeo c pour les auto entrepreneurs aussi ?', sources: ['/eligibilite', '/#faq'] },
  { question: 'sous combien de temps j ai un devis', sources: ['/#faq', '/#contact'] },
  { question: 'le freemium permet de faire de vrais bulletins ?', sources: ['/#tarifs', '/tarifs-details'] },
  // A calculator's figures
  { question: 'preavis licenciment 18 mois anciennete', figures: ['1 mois'] },
  { question: 'indemnité licenciement 12 ans salaire 3000', figures: ['9 500,00 €'] },
  { question: 'rupture conv 2 ans et demi 2 400 brut', figures: ['1 500,00 €'] },
  { question: 'combien touche un salarie licencie apres 15 ans avec 3500 brut', figures: ['14 583,34 €'] },
  { question: 'indemnite rupture conventionnelle 8 ans 2 300 euros', figures: ['4 600,00 €'] },
  {
    question: 'salarie qui part a la retraite avec 5 ans d anciennete, combien de preavis',
    figures: ['2 mois'],
  },
  { question: 'indemnite de fin de cdd 6 mois a 2000 e par mois', figures: ['1 200,00 €'] },
  { question: 'licenciement eco delai entre entretien et lettre', figures: ['7 jours ouvrables'] },
  { question: 'indemnite de licenciement 5 ans 2000 € et le preavis ?', figures: ['2 500,00 €', '2 mois'] },
  {
    question: 'preavis de licenciement pour un salarie embauche il y a 4 mois',
    figures: ['convention collective'],
  },
  // Labour law: a sentence of a sheet or an article
  {
    question: 'combien de jours de conges on gagne par mois',
    sources: ['/outils/fiche/les-conges-payes', '/code-du-travail/article/L3141-3'],
  },
  {
    question: 'duree max periode d essai cadre',
    sources: ['/outils/fiche/la-periode-dessai', '/code-du-travail/article/L1221-19'],
  },
  {
    question: 'delai de retractation rupture conventionnelle',
    sources: [
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      '/code-du-travail/article/L1237-13',
    ],
  },
  {
    question: 'majoration heures sup 25 ou 50 %',
    sources: ['/outils/fiche/les-heures-supplementaires-contreparties', '/code-du-travail/article/L3121-36'],
  },
  {
    question: 'arret maladie jours de carence employeur',
    sources: [
      '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident',
      '/code-du-travail/article/L1226-1',
    ],
  },
  {
    question: 'temps partiel minimum d heures par semaine',
    sources: [
      // « Existe-t-il une durée minimale de travail ? » is a section of this sheet (checked after the first run).
      '/outils/fiche/5-questions-reponses-sur-le-passage-temps-partiel',
      '/outils/fiche/le-travail-temps-partiel-contrat-et-statut-du-salarie',
      '/code-du-travail/article/L3123-27',
    ],
  },
  {
    question: 'combien de temps pour contester son licenciement',
    sources: [
      '/outils/fiche/la-protection-en-cas-de-licenciement',
      '/outils/fiche/le-conseil-de-prudhommes',
      '/code-du-travail/article/L1471-1',
    ],
  },
  {
    question: 'une salariee enceinte peut elle etre licenciee',
    sources: [
      '/outils/fiche/les-garanties-liees-la-maternite-ou-ladoption',
      '/outils/fiche/la-protection-des-femmes-enceintes-et-les-risques-lies-la-grossesse',
    ],
  },
  // Identifiers
  { question: 'idcc 1979 c quoi', figures: ['Hôtels, cafés, restaurants'] },
  { question: 'numero idcc de la convention syntec', figures: ['IDCC 1486'] },
  { question: 'convention 2216', figures: ['prédominance alimentaire'] },
  { question: 'art L3141-3', sources: ['/code-du-travail/article/L3141-3'] },
  { question: 'que dit le R 1234-4 ?', sources: ['/code-du-travail/article/R1234-4'] },
  { question: 'article l.1221-19 periode d essai', sources: ['/code-du-travail/article/L1221-19'] },
  // Nothing we hold
  { question: 'prix d un abonnement netflix', unknown: true },
  { question: 'meteo a lyon demain', unknown: true },
  { question: 'recette de la blanquette de veau', unknown: true },
  // Stop 35, second round (28 November 2026), written before any code change: labour-law questions
  // in visitors' words whose answer is a practical sheet or an article of the Code du travail; each page
  // checked against the official data files (the sheet's sections, the article's text).
  {
    question: 'le 1er mai est il paye double si on bosse ?',
    sources: ['/outils/fiche/les-jours-feries-et-les-ponts', '/code-du-travail/article/L3133-6'],
  },
  {
    question: 'est ce que je dois payer mes salaries le 1 mai meme si ils travaillent pas',
    sources: [
      '/outils/fiche/les-jours-feries-et-les-ponts',
      '/code-du-travail/article/L3133-5',
      '/code-du-travail/article/L3133-4',
    ],
  },
  {
    question: 'jours ferie obligatoirement chomes ou pas ? genre ascension pentecote',
    sources: [
      '/outils/fiche/les-jours-feries-et-les-ponts',
      '/code-du-travail/article/L3133-1',
      '/code-du-travail/article/L3133-3',
    ],
  },
  {
    question: 'sous quel delai je dois donner le solde de tout compte a un salarie qui part',
    sources: [
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
      '/code-du-travail/article/L1234-20',
      '/code-du-travail/article/D1234-7',
    ],
  },
  {
    question: 'le salarie a combien de temps pour contester son recu pour solde de tout compte',
    sources: [
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
      '/code-du-travail/article/L1234-20',
    ],
  },
  {
    question: 'rupture conventionnelle combien de jours pour changer d avis',
    sources: [
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      '/code-du-travail/article/L1237-13',
    ],
  },
  {
    question: 'homologation rupture conventionelle ca prend combien de temps la dreets',
    sources: [
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      '/code-du-travail/article/L1237-14',
    ],
  },
  {
    question:
      'mon salarié est en arret maladie, est ce que je dois completer les indemnites journalieres de la secu ?',
    sources: [
      '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident',
      '/code-du-travail/article/L1226-1',
    ],
  },
  {
    question: 'pendant un arret maladie le salarie continue d acquerir des conges payes ?',
    sources: [
      '/outils/fiche/les-conges-payes',
      '/code-du-travail/article/L3141-5',
      '/code-du-travail/article/L3141-5-1',
    ],
  },
  {
    question: 'conges payes on les acquiert comment, c est 2,5 jours par mois ?',
    sources: ['/outils/fiche/les-conges-payes', '/code-du-travail/article/L3141-3'],
  },
  {
    question: 'les heures supplementaires sont majorees de combien au dela de 35h',
    sources: ['/outils/fiche/les-heures-supplementaires-contreparties', '/code-du-travail/article/L3121-36'],
  },
  {
    question: 'a partir de combien d heures par semaine c est des heures sup',
    sources: [
      '/outils/fiche/les-heures-supplementaires-definition-et-limites',
      '/outils/fiche/la-duree-legale-du-travail',
      '/code-du-travail/article/L3121-28',
      '/code-du-travail/article/L3121-27',
    ],
  },
  {
    question: 'on peut renouveler une periode d essai ? combien de fois',
    sources: ['/outils/fiche/la-periode-dessai', '/code-du-travail/article/L1221-21'],
  },
  {
    question: 'preavis de demission c est obligatoire ? mon salarie veut partir demain',
    sources: ['/outils/fiche/la-demission', '/code-du-travail/article/L1237-1'],
  },
  {
    question: 'un cdd c est renouvelable combien de fois maxi',
    sources: [
      '/outils/fiche/le-contrat-duree-determinee-cdd',
      '/code-du-travail/article/L1243-13-1',
      '/code-du-travail/article/L1243-13',
    ],
  },
  {
    question: 'duree maximale d un cdd renouvellement compris',
    sources: [
      '/outils/fiche/le-contrat-duree-determinee-cdd',
      '/code-du-travail/article/L1242-8-1',
      '/code-du-travail/article/L1242-8',
    ],
  },
  {
    question: 'contrat a temps partiel de moins de 24h par semaine c est possible ?',
    sources: [
      '/outils/fiche/5-questions-reponses-sur-le-passage-temps-partiel',
      '/outils/fiche/le-travail-temps-partiel-contrat-et-statut-du-salarie',
      '/code-du-travail/article/L3123-27',
    ],
  },
  {
    question: 'je peux faire travailler mes vendeurs le dimanche dans ma boutique ?',
    sources: ['/outils/fiche/le-travail-du-dimanche', '/code-du-travail/article/L3132-3'],
  },
  {
    question: 'visite medicale d embauche c est obligatoire et dans quel delai',
    sources: [
      '/outils/fiche/5-questions-reponses-sur-la-sante-au-travail',
      '/outils/fiche/reforme-de-la-medecine-du-travail-et-des-services-de-sante-au-travail-questions-les-plus-frequentes',
      '/code-du-travail/article/R4624-10',
    ],
  },
  {
    question: 'tous les combien de temps la visite medicale du travail pour un salarie normal',
    sources: [
      '/outils/fiche/5-questions-reponses-sur-la-sante-au-travail',
      '/outils/fiche/reforme-de-la-medecine-du-travail-et-des-services-de-sante-au-travail-questions-les-plus-frequentes',
      '/code-du-travail/article/R4624-16',
    ],
  },
  {
    question: 'teletravail il faut un avenant au contrat ou un accord collectif ?',
    sources: ['/code-du-travail/article/L1222-9'],
  },
  {
    question: 'salaires impayes jusqu a quand on peut les reclamer aux prudhommes',
    sources: ['/outils/fiche/le-salaire-fixation-et-paiement', '/code-du-travail/article/L3245-1'],
  },
  {
    question: 'combien d heures de repos minimum entre deux journees de boulot',
    sources: ['/outils/fiche/la-duree-legale-du-travail', '/code-du-travail/article/L3131-1'],
  },
  {
    question: 'temps de pause obligatoire au bout de combien d heures de travail',
    sources: ['/outils/fiche/la-duree-legale-du-travail', '/code-du-travail/article/L3121-16'],
  },
  {
    question: 'on peut faire bosser un salarie plus de 10h dans une journee ?',
    sources: [
      '/outils/fiche/la-duree-legale-du-travail',
      '/outils/fiche/les-heures-supplementaires-definition-et-limites',
      '/code-du-travail/article/L3121-18',
    ],
  },
  {
    question: 'conge maternite ca dure combien de semaines en tout',
    sources: ['/outils/fiche/le-conge-de-maternite', '/code-du-travail/article/L1225-17'],
  },
  {
    question: 'l employeur doit rembourser la moitie du pass navigo ?',
    sources: [
      '/outils/fiche/la-prise-en-charge-des-frais-de-transport-par-lemployeur',
      '/code-du-travail/article/L3261-2',
      '/code-du-travail/article/R3261-1',
    ],
  },
  {
    question: 'est ce qu on peut licencier un salarie qui est en arret maladie depuis longtemps',
    sources: ['/outils/fiche/les-absences-liees-la-maladie-ou-laccident-non-professionnel'],
  },
  {
    question: 'le travail de nuit ca commence a quelle heure legalement',
    sources: ['/outils/fiche/le-travail-de-nuit', '/code-du-travail/article/L3122-2'],
  },
  {
    question: '5 semaines de conges payes par an c est la loi ?',
    sources: ['/outils/fiche/les-conges-payes', '/code-du-travail/article/L3141-3'],
  },
  // 28 November 2026, stop 36, later: 20 subjects the questions above do not ask, in visitors'
  // words; each page checked against the official data files (the sheet's section, the article's
  // text) or site-content's FAQ.
  {
    question: 'conge mariage combien de jours ? et pour un deces ?',
    sources: [
      '/outils/fiche/les-conges-pour-evenements-familiaux-et-le-conge-de-deuil',
      '/code-du-travail/article/L3142-4',
      '/code-du-travail/article/L3142-1',
    ],
  },
  {
    question: 'conge paternite c combien de jours mtn',
    sources: [
      '/code-du-travail/article/L1225-35',
      '/outils/fiche/les-conges-pour-evenements-familiaux-et-le-conge-de-deuil',
    ],
  },
  {
    question: 'repos hebdo c est 24h minimum ?',
    sources: ['/code-du-travail/article/L3132-2', '/outils/fiche/le-travail-du-dimanche'],
  },
  {
    question: 'duree max de travail par semaine 48h ou 44h ?',
    sources: [
      '/outils/fiche/la-duree-legale-du-travail',
      '/code-du-travail/article/L3121-20',
      '/code-du-travail/article/L3121-22',
    ],
  },
  {
    question: 'mon salarie fait greve je suis oblige de le payer ?',
    sources: ['/outils/fiche/la-greve'],
  },
  {
    question: 'salarie declare inapte par la medecine du travail je fais quoi',
    sources: [
      '/outils/fiche/la-reconnaissance-de-linaptitude-medicale-au-travail-et-ses-consequences',
      '/code-du-travail/article/L1226-2',
    ],
  },
  {
    question: 'conge sans solde l employeur peut refuser ?',
    sources: ['/outils/fiche/le-conge-sans-solde'],
  },
  {
    question: 'droit de retrait c est quand exactement',
    sources: [
      '/outils/fiche/responsabilite-de-lemployeur-droit-de-retrait',
      '/code-du-travail/article/L4131-1',
    ],
  },
  {
    question: 'saisie sur salaire d un salarie comment ca se passe pour l employeur',
    sources: ['/outils/fiche/la-saisie-et-les-cessions-des-remunerations'],
  },
  {
    question: 'contrat interim duree max',
    sources: ['/outils/fiche/le-contrat-de-travail-temporaire'],
  },
  {
    question: 'canicule au boulot quelles obligations pour le patron',
    sources: ['/outils/fiche/chaleur-et-canicule-au-travail-les-precautions-prendre'],
  },
  {
    question: 'enfant malade mon salarie a droit a combien de jours d absence',
    sources: ['/outils/fiche/les-conges-et-absences-pour-enfant-malade'],
  },
  {
    question: 'conge adoption combien de semaines',
    sources: ['/outils/fiche/le-conge-dadoption', '/code-du-travail/article/L1225-37'],
  },
  {
    question: 'medaille du travail au bout de combien d annees',
    sources: ['/outils/fiche/la-medaille-dhonneur-du-travail'],
  },
  {
    question: 'forfait jours cadre c est 218 jours max ?',
    sources: ['/outils/fiche/les-conventions-de-forfait'],
  },
  {
    question: 'compte epargne temps c quoi et comment on le met en place',
    sources: ['/outils/fiche/le-compte-epargne-temps-cet'],
  },
  {
    question: 'abandon de poste c considere comme une demission maintenant ?',
    sources: ['/outils/fiche/la-demission', '/code-du-travail/article/L1237-1-1'],
  },
  {
    question: 'je veux arreter la periode d essai de mon salarie ya un delai a respecter',
    sources: ['/outils/fiche/la-periode-dessai', '/code-du-travail/article/L1221-25'],
  },
  {
    question: 'on peut payer par prelevement ou que par cb ?',
    sources: ['/#faq'],
  },
  {
    question: 'je suis gerant majo de sarl, dirigeo c pour moi ?',
    sources: ['/#faq', '/eligibilite'],
  },
  // Stop 37 (28 November 2026): an employee's pay from the gross or the net, which the assistant
  // computed for an officer only, written before the recogniser; and what it must leave to the pages.
  { question: 'combien coute un salarie paye 2000 brut', figures: ['salarié non cadre', 'coût total'] },
  { question: 'cout employeur pour 2500 net', figures: ['2 500,00 € net', 'il faut un salaire brut'] },
  { question: 'salaire net si 2200 brut non cadre', figures: ['salarié non cadre', 'net avant impôt'] },
  { question: 'cadre 4 500€ brut ca fait combien en net', figures: ['salarié cadre', 'net avant impôt'] },
  {
    question: 'combien coute un salarié au smic à l employeur ?',
    figures: ['salarié non cadre', 'coût total'],
  },
  { question: 'je veux donner 1800 net a mon employe combien ca me coute', figures: ['1 800,00 € net'] },
  { question: 'je me verse 3000 brut par mois en sasu combien il me reste', figures: ['président de SAS'] },
  {
    question: 'presidente sasu je veux 2000 net combien de brut',
    figures: ['2 000,00 € net', 'président de SAS'],
  },
  {
    question: 'comment passer du brut au net ?',
    sources: ['/outils/simulateur/brut-net', '/outils/fiche/le-salaire-fixation-et-paiement'],
  },
  {
    question: 'apprenti 1000 brut combien net',
    sources: [
      '/outils/fiche/le-contrat-dapprentissage',
      '/outils/simulateur/brut-net',
      '/code-du-travail/article/L6243-2',
    ],
  },
  // Shorthand and slang read as our texts write them: « cp », « on me vire », « au bout de 15 ans ».
  { question: 'combien de cp pour 6 mois de travail', sources: ['/outils/fiche/les-conges-payes'] },
  { question: 'cp acquis pendant un arret maladie ?', sources: ['/outils/fiche/les-conges-payes'] },
  { question: 'jai 3 ans danciennete quel preavis si on me vire', figures: ['2 mois'] },
  {
    question: 'on me licencie au bout de 15 ans, j ai droit a combien ? je gagne 2700',
    figures: ['11 250,00 €'],
  },
  {
    question: 'combiens de charge pour 3500 brut en sasu',
    figures: ['président de SAS', 'cotisations patronales'],
  },
  {
    question: 'je vire le salaire le 5 du mois c est legal ?',
    sources: ['/outils/fiche/le-salaire-fixation-et-paiement'],
  },
  // An adjective and its noun the stemmer leaves apart (« inapte », « inaptitude »).
  {
    question: 'mon salarie est inapte, je peux le licencier ?',
    sources: [
      '/outils/fiche/la-reconnaissance-de-linaptitude-medicale-au-travail-et-ses-consequences',
      '/code-du-travail/article/L1226-2',
      '/code-du-travail/article/L1226-12',
    ],
  },
  {
    question: 'ma salariee est enceinte, je dois faire quoi',
    sources: [
      '/outils/fiche/la-protection-des-femmes-enceintes-et-les-risques-lies-la-grossesse',
      '/outils/fiche/les-garanties-liees-la-maternite-ou-ladoption',
    ],
  },
  // Phrases that ask whether, not about what (« en même temps », « c'est possible »).
  {
    question: 'je suis dg et salarie en meme temps c possible',
    sources: ['/blog/directeur-general-sas-statut', '/blog/president-sas-assurance-chomage'],
  },
  // A net salary for an indemnity (computed on the gross that gives it), a CDD that ends.
  {
    question: 'combien je dois donner a mon salarie si je le licencie apres 18 mois, il gagne 1900 net',
    figures: ['brut (le brut qui donne 1 900,00 € net'],
  },
  { question: 'mon cdd se termine, j ai touche 15000 au total, j ai droit a quoi', figures: ['1 500,00 €'] },
  // A second question of one word (« et c'est quoi la DPAE »).
  {
    question: "combien coute un salarie a 2000 brut ? et c'est quoi la dpae",
    figures: ['coût total pour l’employeur', 'déclaration préalable à l’embauche'],
  },
  // A year's pay (a month is its twelfth), a gérant minoritaire's contributions.
  { question: 'salaire annuel 36000 brut combien net par mois', figures: ['3 000,00 € brut par mois'] },
  { question: 'combien coute un dirigeant a 50000 par an', figures: ['4 166,67 € brut par mois'] },
  {
    question: 'gerant minoritaire 3000 brut cotisations',
    figures: ['gérant minoritaire de SARL', 'cotisations patronales'],
  },
  {
    question: 'mon employe gagne 2100 brut il touche combien',
    figures: ['salarié non cadre', 'net avant impôt'],
  },
  // Collective agreements by the names people use.
  { question: 'quelle convention collective pour un restaurant', figures: ['IDCC 1979'] },
  { question: 'convention collective du commerce de detail non alimentaire', figures: ['IDCC 1517'] },
  { question: 'ccn coiffure ?', figures: ['IDCC 2596'] },
  // Figures without a unit after a seniority; an inaptitude of professional origin; under 8 months.
  { question: 'indemnite de licenciement 9 mois 2000', figures: ['375,00 €'] },
  { question: 'rupture conventionnelle 6 mois anciennete 1800', figures: ['225,00 €'] },
  {
    question: 'salarie inapte suite accident du travail 3 ans 2500 euros indemnite de licenciement',
    figures: ['3 750,00 €'],
  },
  { question: 'licenciement apres 7 mois indemnite', figures: ['n’est pas due'] },
  {
    question: 'dispense de preavis licenciement',
    sources: ['/outils/modele/dispense-preavis', '/code-du-travail/article/L1234-5'],
  },
  // Outside what we know: no page that only mentions two of three words.
  { question: 'recette de la pate a crepes', unknown: true },
  { question: 'taux de tva restauration', unknown: true },
  // Stop 37: product questions in visitors' words, the FAQ's new answers (written by trying the
  // assistant as a visitor, before the FAQ had them).
  { question: 'vous envoyez une facture ?', sources: ['/#faq'] },
  { question: 'vous acceptez le virement ?', sources: ['/#faq'] },
  { question: 'paiement par virement possible ?', sources: ['/#faq'] },
  { question: 'le support repond en combien de temps ?', sources: ['/#faq', '/#contact'] },
  { question: 'je peux changer de formule en cours de route ?', sources: ['/#faq'] },
  { question: 'vous etes expert comptable ?', sources: ['/#faq'] },
  { question: 'je peux importer mes anciens bulletins ?', sources: ['/#faq'] },
  { question: 'la mutuelle apparait sur le bulletin ?', sources: ['/#faq'] },
  { question: 'le premier mois est offert ?', sources: ['/#faq', '/souscription'] },
  { question: 'il faut une carte bancaire pour l essai ?', figures: ['ne demande ni carte bancaire'] },
  { question: 'faut il donner sa carte bleue pour tester ?', figures: ['ne demande ni carte bancaire'] },
  { question: 'je peux payer a l annee ?', figures: ['91,80 €'] },
  { question: 'le paiement annuel est possible ?', figures: ['91,80 €'] },
  { question: 'ou sont hebergees mes donnees ?', sources: ['/politique-de-confidentialite', '/#faq'] },
  { question: 'c est securise ?', sources: ['/politique-de-confidentialite', '/#faq'] },
  { question: 'je veux supprimer mon compte', sources: ['/politique-de-confidentialite', '/#faq'] },
  { question: 'je peux passer de essentielle a complete ?', sources: ['/#faq'] },
  // Payroll's initials, a feature « inclus ».
  {
    question: 'c koi le pmss',
    sources: ['/blog/plafond-securite-sociale-2026', '/blog/changements-paie-2026'],
  },
  { question: 'c koi la rgdu', sources: ['/blog/changements-paie-2026'] },
  { question: "hello, dsn c'est inclus ?", sources: ['/#tarifs', '/tarifs-details', '/#faq'] },
  // The product in unusual words (written by trying the assistant as a visitor).
  { question: "ca me revient a combien votre truc a l'annee", figures: ['91,80 €'] },
  { question: 'y a des frais caches ?', sources: ['/#tarifs', '/tarifs-details', '/#faq'] },
  { question: "c'est quoi la moins chere de vos offres", sources: ['/#tarifs', '/tarifs-details'] },
  { question: "l'abonnement se renouvelle tout seul ?", figures: ['renouvelé tacitement'] },
  {
    question: "je suis president d'une sas avec 3 salaries, c'est pour moi ?",
    sources: ['/#faq', '/eligibilite'],
  },
  { question: 'ca marche pour une association ?', sources: ['/#faq', '/eligibilite'] },
  { question: "j'ai besoin d'aide pour ma paie, vous pouvez m'appeler ?", sources: ['/#contact'] },
  { question: 'votre logiciel est conforme ?', sources: ['/#faq'] },
  { question: 'les taux sont a jour ?', sources: ['/#faq'] },
  { question: "je veux m'inscrire", sources: ['/souscription'] },
  { question: "j'ai oublie mon mot de passe", sources: ['/auth/mot-de-passe-oublie'] },
  { question: 'vous faites les declarations urssaf ?', sources: ['/#faq'] },
  { question: 'vous faites la paie des gerants majoritaires ?', sources: ['/#faq', '/eligibilite'] },
  // Visitors' questions written at stop 38 without trying the assistant.
  // Every answer checked against the content: the product's figures from `@dirigeo/site-content`
  // (plans, FAQ, salesTerms, sessionLifetime, dataRetention, provider) and the legal pages; the
  // calculators' figures from running `@dirigeo/labour-law` (computeDismissalNotice,
  // computeRetirementNotice, computeResignationNotice, computeDismissalIndemnity,
  // computeConventionalTerminationIndemnity, computePrecarityIndemnity) and `@dirigeo/payroll-calc`
  // (simulateExactCharges, simulateExactChargesForNet: fewer than 11 staff, 2026 rates, no mutuelle);
  // the sheets, articles and agreements from apps/api/data/official; the posts from apps/api/content/blog.
  // The product, in words the FAQ does not use
  {
    question: 'vous faites aussi les bulletins de mes 2 salaries ou juste le mien ?',
    sources: ['/#faq', '/tarifs-details', '/#tarifs'],
  },
  // FAQ « Recevrai-je une facture ? »: 9 € HT, soit 10,80 € TTC.
  { question: "l'essentielle a 9 balles c ht ou ttc ?", figures: ['10,80 €'] },
  {
    question: 'je suis expert comptable, vous avez un partenariat pour mes clients dirigeants ?',
    sources: ['/#faq', '/tarifs-details', '/#contact'],
  },
  {
    question: 'la formule gratuite elle fait la dsn ou pas',
    sources: ['/#faq', '/#tarifs', '/tarifs-details'],
  },
  // CGV « Facturation et paiement »: the service stays 14 days while a failed payment is retried.
  { question: 'si mon prelevement passe pas vous coupez l acces direct ?', sources: ['/cgv'] },
  // CGV « Retard de paiement »: indemnité forfaitaire de 40 €.
  { question: 'ya des frais si je paie en retard ?', figures: ['40 €'] },
  { question: 'je suis deconnecte au bout de combien de temps sans rien faire', figures: ['30 minutes'] },
  {
    question: 'si je supprime mon compte vous gardez mes factures combien de temps apres',
    figures: ['10 ans'],
  },
  {
    question: 'je suis dg d une sas, pas le president, je peux utiliser dirigeo ?',
    sources: ['/#faq', '/eligibilite'],
  },
  { question: 'les fiches de paie en freemium elles ont un filigrane ?', figures: ['Bulletin de test'] },
  { question: 'c quoi votre adresse postale', figures: ['10 rue de Penthièvre'] },
  {
    question: 'rgpd : a quel mail j ecris pour faire effacer mes donnees perso',
    figures: ['donnees-personnelles@dirigeo.fr'],
  },
  { question: 'le support il bosse le samedi ?', figures: ['du lundi au vendredi'] },
  {
    question: 'si je resilie je perds mes anciens bulletins ?',
    sources: ['/#faq', '/politique-de-confidentialite'],
  },
  {
    question: 'vous avez la double authentification sur les comptes',
    sources: ['/#faq', '/tarifs-details', '/politique-de-confidentialite'],
  },
  // A calculator's figure, with shorthand (« 2k5 », « 4 ans et demi », « 18 mois »)
  { question: 'preavis licenciement 4 ans et demi d anciennete', figures: ['2 mois'] },
  { question: 'indemnite licenciement 18 mois 2k5', figures: ['937,50 €'] },
  { question: 'indemnité licenciment 13 ans 2 800 brut', figures: ['9 800,00 €'] },
  { question: 'rupture conv 7 ans et 3 mois, 3200 brut/mois, mini legal ?', figures: ['5 800,00 €'] },
  { question: 'indemnite de licenciement 3 ans et 4 mois salaire 2200', figures: ['1 833,34 €'] },
  // L5213-9: 1 month doubled for a worker with an RQTH.
  { question: 'salarie rqth 7 mois d anciennete, preavis si je le licencie ?', figures: ['2 mois'] },
  // L1237-6: the dismissal notice of L1234-1.
  { question: 'je met a la retraite un salarie qui a 14 mois d anciennete, preavis ?', figures: ['1 mois'] },
  // L7313-9: 3 months beyond the second year of presence.
  { question: 'un vrp qui demissionne apres 3 ans il doit combien de preavis', figures: ['3 mois'] },
  // L7112-2: 1 month up to 3 years of seniority.
  { question: 'journaliste en cdi demission avec 2 ans d anciennete, preavis ?', figures: ['1 mois'] },
  {
    question: 'cdd de 8 mois a 2k1 brut par mois, la prime de precarite ca fait combien',
    figures: ['1 680,00 €'],
  },
  {
    question: 'preavis et indemnite de licenciement pour 10 ans et 3k',
    figures: ['2 mois', '7 500,00 €'],
  },
  // Paid leave: 2,5 jours ouvrables a month (L3141-3); 2 a month of sick leave (the sheet's own example:
  // 4 months off sick and 8 worked give 28 days); the indemnity's tenth (L3141-24).
  {
    question: 'jai embauche qqn le 1er juin, au 30 septembre il a acquis combien de jours de conges',
    figures: ['10 jours ouvrables'],
  },
  {
    question: 'salarie en arret maladie 4 mois sur la periode de reference, il a combien de cp en tout',
    figures: ['28 jours'],
  },
  {
    question: 'indemnite de cp regle du dixieme, il a gagne 24 000 brut sur la periode',
    figures: ['2 400,00 €'],
  },
  // An officer's or an employee's pay: simulateExactCharges, net à payer avant impôt or coût total.
  { question: 'presidente de sasu, 3800 de brut par mois, il me reste combien net', figures: ['3 007,16 €'] },
  {
    question: 'combien je dois sortir de la treso de ma sasu pour me payer 4k brut',
    figures: ['5 546,64 €'],
  },
  {
    question: 'gerant minoritaire je veux toucher 1800 net par mois, je me declare combien en brut',
    figures: ['2 274,57 €'],
  },
  { question: 'mon vendeur est a 2500 brut il touche quoi sur son compte', figures: ['1 978,99 €'] },
  {
    question: 'je veux que mon salarie non cadre touche 1500 net, je mets quel brut sur le contrat',
    figures: ['1 894,90 €'],
  },
  {
    question: 'ingenieur cadre embauche a 42k brut annuel, ca fait combien net par mois',
    figures: ['2 764,66 €'],
  },
  // Identifiers: an IDCC, an article of the Code du travail, a sheet or a template by its subject
  { question: 'c koi la convention 3043', figures: ['Entreprises de propreté'] },
  { question: 'idcc1501', figures: ['Restauration rapide'] },
  { question: 'ccn 2098 ca correspond a quoi', figures: ['Prestataires de services'] },
  { question: 'idcc 1597 batiment c pour quelles entreprises', figures: ['plus de 10 salariés'] },
  { question: 'numero de convention collective pharmacie d officine', figures: ['IDCC 1996'] },
  { question: 'convention collective agent immobilier idcc ?', figures: ['IDCC 1527'] },
  { question: 'idcc de la convention collective de la banque (afb)', figures: ['IDCC 2120'] },
  { question: 'l1152-1', sources: ['/code-du-travail/article/L1152-1'] },
  { question: 'que dit l article L 3243-2', sources: ['/code-du-travail/article/L3243-2'] },
  {
    question: 'article L.4121-1 obligation de securite employeur',
    sources: ['/code-du-travail/article/L4121-1'],
  },
  { question: 'art r1234-9 ?', sources: ['/code-du-travail/article/R1234-9'] },
  { question: 'D1226-1 ca dit quoi', sources: ['/code-du-travail/article/D1226-1'] },
  { question: 'fiche pratique contrat vendanges', sources: ['/outils/fiche/le-contrat-vendanges'] },
  {
    question: 'fiche cesu declaratif',
    sources: ['/outils/fiche/le-cheque-emploi-service-universel-cesu-declaratif'],
  },
  {
    question: 'modele lettre mise a pied conservatoire',
    sources: ['/outils/modele/mise-a-pied-conservatoire'],
  },
  // Labour law and the officer's pay: a sheet, an article or a post answers
  {
    question: 'mon salarie peut venir accompagne a l entretien prealable ? genre avec un collegue',
    sources: [
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
      '/outils/fiche/le-conseiller-du-salarie',
      '/code-du-travail/article/L1232-4',
    ],
  },
  {
    question: 'je dois garder les fiches de paie de mes salaries combien de temps',
    sources: [
      '/outils/fiche/le-bulletin-de-paie',
      '/code-du-travail/article/L3243-4',
      '/blog/bulletin-de-paie-clarifie',
    ],
  },
  {
    question: 'je peux envoyer les bulletins par mail ou faut du papier ?',
    sources: ['/outils/fiche/le-bulletin-de-paie', '/code-du-travail/article/L3243-2'],
  },
  {
    question: 'un salarie me demande une avance au 15 du mois, je suis oblige ?',
    sources: [
      '/outils/fiche/questions-reponses-le-versement-du-salaire',
      '/outils/fiche/le-salaire-fixation-et-paiement',
      '/code-du-travail/article/L3242-1',
    ],
  },
  {
    question: 'periode d essai pour un cdd de 3 mois ?',
    sources: [
      '/outils/fiche/le-contrat-duree-determinee-cdd',
      '/outils/fiche/la-periode-dessai',
      '/code-du-travail/article/L1242-10',
    ],
  },
  {
    question: 'je risque quoi si j ai pas fait la dpae',
    sources: [
      '/outils/fiche/les-obligations-de-lemployeur-lors-de-lembauche',
      '/outils/fiche/la-lutte-contre-le-travail-illegal',
      '/outils/fiche/les-sanctions-relatives-au-travail-illegal-et-aux-infractions-connexes',
      '/code-du-travail/article/L8221-5',
      '/code-du-travail/article/L1221-10',
    ],
  },
  {
    question: 'embaucher un etudiant en juillet aout quelles formalites',
    sources: ['/outils/fiche/le-job-dete-les-formalites-et-les-obligations'],
  },
  {
    question: 'la participation c obligatoire a partir de combien de salaries',
    sources: [
      '/outils/fiche/epargne-salariale-partage-de-la-valeur-principes-generaux',
      '/outils/fiche/loi-pacte-et-epargne-salariale-questions-reponses',
      '/code-du-travail/article/L3322-2',
    ],
  },
  {
    question: 'je veux changer les horaires d un salarie, il a le droit de refuser ?',
    sources: ['/outils/fiche/la-modification-du-contrat-de-travail'],
  },
  {
    question: 'apres un licenciement eco si je rembauche je dois reprendre l ancien salarie ?',
    sources: [
      '/outils/fiche/la-priorite-de-reembauche',
      '/code-du-travail/article/L1233-45',
      '/outils/modele/demande-priorite-reembauche',
    ],
  },
  {
    question: 'une salariee dit qu un collegue la harcele sexuellement, je dois faire quoi',
    sources: ['/outils/fiche/le-harcelement-sexuel', '/code-du-travail/article/L1153-5'],
  },
  {
    question: 'cddu c quoi et c autorise dans quels secteurs',
    sources: ['/outils/fiche/le-contrat-duree-determinee-dusage-cddu'],
  },
  {
    question: 'index egalite hommes femmes a publier avant quelle date',
    sources: [
      '/outils/fiche/index-de-legalite-professionnelle-calcul-et-questionsreponses',
      '/outils/fiche/legalite-professionnelle-femmes-hommes',
      '/outils/fiche/legalite-de-remuneration-entre-les-femmes-et-les-hommes-et-les-obligations-des-employeurs',
    ],
  },
  {
    question: 'acre 2026 pour un president de sasu ca vaut encore le coup ?',
    sources: ['/blog/premier-salaire-creation-sasu'],
  },
  {
    question: 'la dsn de ma sasu c est pour le 5 ou le 15 du mois ?',
    sources: ['/blog/dsn-sasu-sans-salarie'],
  },
  {
    question: 'je me paie pas pendant 6 mois, je dois quand meme faire une dsn ?',
    sources: ['/blog/dsn-sasu-sans-salarie'],
  },
  {
    question: 'je touche l are, je la garde si je cree ma sas et que je me verse un petit salaire ?',
    sources: [
      '/blog/president-sas-assurance-chomage',
      '/outils/fiche/le-cumul-de-lallocation-daide-au-retour-lemploi-avec-une-remuneration',
      '/outils/fiche/le-demandeur-demploi-createur-ou-repreneur-dentreprise-cumul-de-revenus',
    ],
  },
  {
    question: 'gerant a 50% pile dans une sarl, je suis tns ou assimile salarie ?',
    sources: ['/blog/gerant-minoritaire-sarl'],
  },
  {
    question: 'is a 15% jusqu a combien de benefice',
    sources: ['/blog/remuneration-dirigeant-impot-societes'],
  },
  {
    question: 'president de sasu en arret maladie j ai droit aux indemnites journalieres ?',
    sources: [
      '/blog/mutuelle-prevoyance-dirigeant',
      '/blog/remuneration-president-sasu',
      '/blog/changements-paie-2026',
    ],
  },
  // Nothing we hold (each checked: no sheet, article, post or page answers it)
  { question: 'montant de la cfe pour une sasu la premiere annee', unknown: true },
  { question: 'comment avoir un extrait kbis de ma boite', unknown: true },
  { question: 'deposer une marque a l inpi ca coute combien', unknown: true },
  { question: 'idcc 9999 ?', unknown: true },
  { question: 'que dit l article L9876-5 du code du travail', unknown: true },
  { question: 'salaire moyen d un developpeur junior a paris', unknown: true },
  { question: 'faut il une licence IV pour servir de l alcool dans mon bar', unknown: true },
  { question: 'smic belge 2026 combien', unknown: true },
  { question: 'taxe fonciere d un local commercial comment elle est calculee', unknown: true },
  { question: 'combien prend un expert comptable par an pour une sasu', unknown: true },
  // Visitors' questions written at stop 38 without trying the assistant (second batch).
  // Every answer checked against the content: the product's from `@dirigeo/site-content` (plans, FAQ,
  // salesTerms, sessionLifetime, dataRetention, marketingClaims) and the legal pages (CGV, CGU, privacy
  // policy); the calculators' figures from running `@dirigeo/labour-law` (computeDismissalIndemnity,
  // computeConventionalTerminationIndemnity, computeDismissalNotice, computeRetirementNotice,
  // computeResignationNotice, computePrecarityIndemnity, computePaidLeaveEntitlement,
  // computePaidLeaveIndemnity) and `@dirigeo/payroll-calc` (simulateExactCharges, simulateExactChargesForNet:
  // fewer than 11 staff, rates of November 2026, no mutuelle; smicInForce); the sheets, articles and
  // agreements from apps/api/data/official; the posts from apps/api/content/blog.
  // The product: what each plan includes, VAT, the legal pages' figures, who it is for
  // FAQ « Dirigeo est-il sécurisé ? »: the activity log is in Complète only.
  {
    question: 'le journal d activite des connexions il est dans quelle formule',
    sources: ['/#tarifs', '/tarifs-details', '/#faq'],
  },
  // FEATURES.officialExports: Essentielle and Complète (FAQ « Êtes-vous expert-comptable ? »).
  {
    question:
      'je peux sortir des exports pour mon comptable avec l essentielle ou faut prendre la complete ?',
    sources: ['/#tarifs', '/tarifs-details', '/#faq'],
  },
  // CGV « Formules et prix »: 193,80 € HT a year, withVat: 232,56 € TTC.
  { question: 'la complete en annuel ca fait combien ttc', figures: ['232,56 €'] },
  // The contact section: « un premier entretien de 30 minutes avec un expert ».
  { question: 'avant de m abonner on peut s appeler pour que vous m expliquiez ?', figures: ['30 minutes'] },
  // FAQ « Puis-je changer de formule ou résilier en ligne ? »: « vous pouvez revenir sur votre résiliation ».
  { question: 'g resilie par erreur hier, je peux annuler la resiliation ?', sources: ['/#faq'] },
  // FAQ and CGU « Essai gratuit »: nothing is taken at its end, the account goes to Freemium.
  {
    question: 'a la fin des 14 jours d essai vous me prelevez automatiquement ?',
    sources: ['/#faq', '/cgu'],
  },
  // CGV « Résiliation par le prestataire »: 3 months' notice.
  {
    question: 'et si dirigeo decide d arreter mon abonnement, vous prevenez combien de temps avant ?',
    figures: ['3 mois'],
  },
  // FAQ « Je suis gérant majoritaire de SARL »: a gérant associé unique d'EURL is TNS too.
  {
    question: 'gerant associe unique d eurl, dirigeo peut faire ma fiche de paie ?',
    sources: ['/#faq', '/eligibilite'],
  },
  // FAQ « Qui peut utiliser Dirigeo ? »: « dirigeants de SA ».
  { question: 'pdg d une sa c compatible avec votre service ?', sources: ['/#faq', '/eligibilite'] },
  // Privacy policy « Durées de conservation »: the assistant's exchanges, 12 months.
  // FEATURES.chargesAnalysis: Complète only.
  {
    question: 'tu sais quelle formule a les graphiques d evolution des charges ?',
    sources: ['/#tarifs', '/tarifs-details'],
  },
  // FAQ « Recevrai-je une facture ? » and CGV « Facturation et paiement »: Paramètres, Abonnement.
  { question: 'ou est ce que je telecharge mes factures d abonnement', sources: ['/#faq', '/cgv'] },
  // Privacy policy « Cookies »: 12 hours after signing in, however the session is used.
  { question: 'meme si je suis actif je reste connecte combien d heures max', figures: ['12 heures'] },
  // FAQ « Si j'arrête… » and the privacy policy « Vos droits »: an archive of all the data.
  {
    question: 'avant de partir je peux recuperer toutes mes donnees dans un fichier ?',
    sources: ['/#faq', '/politique-de-confidentialite'],
  },
  // CGV « Responsabilité »: capped at what was paid over the 12 months before.
  {
    question:
      'si votre logiciel se trompe dans un calcul et que j ai un redressement urssaf vous remboursez ?',
    sources: ['/cgv'],
  },
  // A calculator's figure, with shorthand (« 2k3 », « 3 ans et demi », « 31k5 », « 1 an et demi »)
  { question: 'indemnite de licenciement 3 ans et demi a 2k3', figures: ['2 012,50 €'] },
  {
    question: 'rupture co apres 16 ans de boite, je suis a 2600 brut, le mini legal ?',
    figures: ['11 700,00 €'],
  },
  {
    question: 'on me licencie apres 25 ans, je gagne 3500 brut, l indemnite legale ca donne quoi',
    figures: ['26 250,00 €'],
  },
  {
    question: 'preavis + indemnite de licenciement pour 6 ans et demi a 2900 €/mois',
    figures: ['2 mois', '4 712,50 €'],
  },
  {
    question: 'licencie a 11 mois d anciennete, il touchait 2100, combien d indemnite ?',
    figures: ['481,25 €'],
  },
  // L1237-10: the employee who retires gives the dismissal notice of L1234-1.
  {
    question: 'je pars a la retraite, 1 an de boite, je dois combien de preavis a mon patron',
    figures: ['1 mois'],
  },
  // L7313-9: 2 months in the second year; L7112-2: 2 months beyond 3 years.
  { question: 'vrp avec 1 an et demi de boite qui demissionne, preavis ?', figures: ['2 mois'] },
  { question: 'journaliste en cdi depuis 5 ans il veut demissionner, preavis legal ?', figures: ['2 mois'] },
  { question: 'cdd de 4 mois a 1950 brut, prime de fin de contrat ?', figures: ['780,00 €'] },
  // L1243-10: a young person's job during the school or university holidays.
  {
    question: 'prime de precarite pour un etudiant embauche en cdd pendant ses vacances d ete ?',
    figures: ['pas due'],
  },
  // 3 months × 2,5 = 7,5, rounded up (L3141-7); a work accident counts as work (L3141-5).
  {
    question: 'embauchee au 1er mars, au 31 mai elle a acquis combien de jours de cp',
    figures: ['8 jours ouvrables'],
  },
  {
    question: 'salarie 6 mois au boulot et 6 mois en accident du travail sur la periode, ses cp ?',
    figures: ['30 jours ouvrables'],
  },
  {
    question: 'regle du 10eme sur 31k5 brut, ca fait quoi comme indemnite de conges',
    figures: ['3 150,00 €'],
  },
  // Pay: net à payer avant impôt, coût total, or the gross that gives a net.
  { question: 'president sas 2k brut combien net', figures: ['1 582,71 €'] },
  { question: 'je me paye 7500 brut en sasu, il me reste quoi en net avant impot', figures: ['5 966,27 €'] },
  { question: 'combien ca coute a ma boite une vendeuse a 1950 brut', figures: ['2 090,52 €'] },
  {
    question: 'je veux que mon assistante (non cadre) ait 2000 net, je la mets a quel brut ?',
    figures: ['2 526,54 €'],
  },
  {
    question: 'je veux me sortir 2500 net en sasu, ca coute combien a la societe au total',
    figures: ['4 380,64 €'],
  },
  { question: 'j embauche un cadre a 3k2 brut, ca lui fait quel net ?', figures: ['2 527,69 €'] },
  // smicInForce (November 2026): 12,31 € since 1 June 2026 (the post « Paie : ce qui change au 1er janvier 2026 »).
  { question: 'le smic a augmente en juin ? c combien de l heure maintenant', figures: ['12,31 €'] },
  // Identifiers: an IDCC without its zero, an agreement by its trade, articles, templates and a sheet
  { question: 'c quoi l idcc 787', figures: ['experts-comptables'] },
  { question: 'convention 2264 ?', figures: ['Hospitalisation privée'] },
  {
    question: 'ma boite fait du transport routier de marchandises, c quelle convention collective',
    figures: ['IDCC 0016'],
  },
  { question: 'idcc pour un club de sport', figures: ['IDCC 2511'] },
  { question: 'art. l 1225-4 licenciement femme enceinte', sources: ['/code-du-travail/article/L1225-4'] },
  { question: 'R.3243-1 ?', sources: ['/code-du-travail/article/R3243-1'] },
  {
    question: 'modele courrier mise en demeure abandon de poste',
    sources: ['/outils/modele/mise-en-demeure-abandon-de-poste'],
  },
  {
    question: 'lettre type pour demander un conge de proche aidant',
    sources: ['/outils/modele/demande-de-conge-de-proche-aidant'],
  },
  {
    question: 'modele pour denoncer un solde de tout compte',
    sources: ['/outils/modele/denonciation-du-solde-de-tout-compte'],
  },
  {
    question: 'fiche groupement d employeurs',
    sources: ['/outils/fiche/questions-reponses-le-groupement-demployeurs-ge'],
  },
  // Hiring, working time, pay, absences, leaving, health and safety, the officer: a sheet, an article
  // or a post answers (the section or sentence checked in each)
  {
    question: 'fin de cdd, je peux reprendre qqn en cdd sur le meme poste direct ou faut attendre ?',
    sources: [
      '/outils/fiche/le-contrat-duree-determinee-cdd',
      '/code-du-travail/article/L1244-3',
      '/code-du-travail/article/L1244-3-1',
    ],
  },
  {
    question: 'mon technicien est d astreinte le week end, c du temps de travail ou pas ?',
    sources: [
      '/outils/fiche/la-duree-legale-du-travail',
      '/code-du-travail/article/L3121-9',
      '/code-du-travail/article/L3121-11',
    ],
  },
  {
    question: 'ma salariee a mi temps fait des heures en plus, je les majore de combien ?',
    sources: [
      '/outils/fiche/le-travail-temps-partiel-contrat-et-statut-du-salarie',
      '/code-du-travail/article/L3123-29',
      '/code-du-travail/article/L3123-8',
    ],
  },
  {
    question: 'c moi qui choisis les dates de vacances de mes salaries ou c eux ?',
    sources: [
      '/outils/fiche/les-conges-payes',
      '/code-du-travail/article/L3141-16',
      '/code-du-travail/article/L3141-15',
    ],
  },
  {
    question: 'je dois licencier un seul salarie pour raison economique, comment je procede',
    sources: [
      '/outils/fiche/la-procedure-en-cas-de-licenciement-individuel-pour-motif-economique',
      '/outils/simulateur/procedure-licenciement',
      '/outils/fiche/la-definition-du-licenciement-pour-motif-economique',
      '/outils/modele/convocation-entretien-prealable-licenciement-economique',
    ],
  },
  {
    question: 'le csp je suis oblige de le proposer ?',
    sources: [
      '/outils/fiche/le-contrat-de-securisation-professionnelle-csp',
      '/code-du-travail/article/L1233-66',
    ],
  },
  {
    question: 'mon salarie demissionne pour se reconvertir, il aura le chomage ?',
    sources: [
      '/outils/fiche/le-droit-aux-allocations-chomage-du-salarie-demissionnaire',
      '/outils/fiche/la-demission',
    ],
  },
  {
    question: 'duerp obligatoire des le 1er salarie ? faut le mettre a jour chaque annee ?',
    sources: [
      '/code-du-travail/article/R4121-1',
      '/code-du-travail/article/R4121-2',
      '/code-du-travail/article/L4121-3',
    ],
  },
  {
    question: 'visite de reprise c obligatoire apres combien de jours d arret maladie ?',
    sources: [
      '/code-du-travail/article/R4624-31',
      '/outils/fiche/5-questions-reponses-sur-la-sante-au-travail',
      '/outils/modele/convocation-a-la-visite-de-reprise',
      '/outils/fiche/reforme-de-la-medecine-du-travail-et-des-services-de-sante-au-travail-questions-les-plus-frequentes',
    ],
  },
  {
    question: 'prime de partage de la valeur, je peux la verser sans accord dans ma tpe de 4 salaries ?',
    sources: [
      '/outils/fiche/epargne-salariale-partage-de-la-valeur-principes-generaux',
      '/outils/fiche/les-avantages-sociaux-et-fiscaux-de-lepargne-salariale',
    ],
  },
  {
    question: 'forfait mobilites durables pour ceux qui viennent a velo, ca marche comment',
    sources: [
      '/outils/fiche/la-prise-en-charge-des-frais-de-transport-par-lemployeur',
      '/code-du-travail/article/L3261-3-1',
    ],
  },
  {
    question: 'salariee enceinte qui part a ses echographies sur le temps de travail, je dois la payer ?',
    sources: [
      '/code-du-travail/article/L1225-16',
      '/outils/fiche/les-garanties-liees-la-maternite-ou-ladoption',
      '/outils/fiche/la-protection-des-femmes-enceintes-et-les-risques-lies-la-grossesse',
    ],
  },
  {
    question: 'elections du cse c tous les combien ?',
    sources: [
      '/outils/fiche/lelection-de-la-delegation-du-personnel-au-cse',
      '/code-du-travail/article/L2314-33',
    ],
  },
  {
    question: 'en entretien d embauche je peux demander a une candidate si elle veut des enfants ?',
    sources: [
      '/outils/fiche/offre-demploi-et-embauche-les-droits-du-candidat',
      '/code-du-travail/article/L1221-6',
      '/outils/fiche/les-recours-face-une-discrimination-lembauche',
      '/outils/fiche/entreprises-bonnes-pratiques-pour-recruter-sans-discriminer',
      '/outils/fiche/la-protection-contre-les-discriminations',
    ],
  },
  {
    question: 'bareme macron aux prudhommes c combien de mois de salaire max',
    sources: [
      '/code-du-travail/article/L1235-3',
      '/outils/fiche/le-licenciement-pour-motif-personnel-les-causes-possibles-les-sanctions-applicables',
    ],
  },
  {
    question: 'un avertissement reste combien de temps dans le dossier du salarie ?',
    sources: ['/outils/fiche/la-sanction-disciplinaire', '/code-du-travail/article/L1332-5'],
  },
  {
    question: 'contingent heures sup c 220h par an max ?',
    sources: [
      '/outils/fiche/les-heures-supplementaires-definition-et-limites',
      '/code-du-travail/article/D3121-24',
    ],
  },
  // The sheet's section on illness during the leave (Cass. soc., 10 septembre 2025).
  {
    question: 'si mon salarie tombe malade pendant ses vacances il recupere ses jours ?',
    sources: ['/outils/fiche/les-conges-payes'],
  },
  {
    question: 'periode d essai d un apprenti c combien de temps ?',
    sources: ['/outils/fiche/le-contrat-dapprentissage', '/code-du-travail/article/L6222-18'],
  },
  {
    question: 'la dpae je dois la faire combien de jours avant que le salarie commence ?',
    sources: [
      '/outils/fiche/les-obligations-de-lemployeur-lors-de-lembauche',
      '/code-du-travail/article/R1221-4',
      '/code-du-travail/article/L1221-10',
    ],
  },
  {
    question: 'mon salarie s en va, il doit me rendre ses tickets resto qu il a pas utilise ?',
    sources: ['/code-du-travail/article/R3262-11'],
  },
  {
    question: 'je peux mettre un salarie a la retraite d office ? a partir de quel age',
    sources: [
      '/code-du-travail/article/L1237-5',
      '/outils/modele/interrogation-avant-mise-a-la-retraite',
      '/outils/modele/notification-de-mise-a-la-retraite',
      '/outils/simulateur/preavis-retraite',
    ],
  },
  {
    question: 'president sasu, mes dejeuners payes par la boite c un avantage en nature ?',
    sources: ['/blog/avantages-en-nature-dirigeant', '/blog/frais-professionnels-dirigeant'],
  },
  {
    question: 'je peux me payer une seule fois par an en sasu, genre en decembre ?',
    sources: ['/blog/remuneration-president-sasu'],
  },
  {
    question: 'president de sasu, sur ma declaration d impot j ai l abattement de 10 % sur mon salaire ?',
    sources: ['/blog/prelevement-a-la-source-dirigeant', '/blog/csg-crds-deductible'],
  },
  // Nothing we hold (each checked: no sheet, article, post, agreement or page answers it)
  { question: 'capital minimum pour monter une sas c est 1 euro ?', unknown: true },
  { question: 'tvs 2026 sur ma voiture de societe ca fait combien', unknown: true },
  { question: 'cheques cadeaux de noel pour mes salaries, exoneres jusqu a quel montant ?', unknown: true },
  { question: 'comment sortir de mon bail commercial 3 6 9 avant la fin', unknown: true },
  { question: 'franchise en base de tva c quoi le seuil en 2026', unknown: true },
  { question: 'je peux encore demander un pret garanti par l etat ?', unknown: true },
  { question: 'carte grise d un utilitaire au nom de ma sasu ca coute combien', unknown: true },
  { question: 'ccn 5555 ?', unknown: true },
  { question: 'assurance prospection bpifrance pour exporter comment ca marche', unknown: true },
  { question: 'nom de domaine en .fr combien par an', unknown: true },
  // Visitors' questions written at stop 38 without trying the assistant (third batch).
  // Every answer checked against the content: the product's from `@dirigeo/site-content` (plans, FAQ,
  // salesTerms, dataRetention, marketingClaims, provider) and the legal pages (CGV, CGU, privacy policy,
  // legal notices); the calculators' figures from running `@dirigeo/labour-law` (computeDismissalIndemnity,
  // computeConventionalTerminationIndemnity, computeResignationNotice, computeRetirementNotice,
  // computeDismissalNotice and computeNoticeEndDate, computeDismissalProcedure, computePrecarityIndemnity,
  // computePaidLeaveEntitlement, computePaidLeaveIndemnity) and `@dirigeo/payroll-calc` (simulateExactCharges,
  // simulateExactChargesForNet: fewer than 11 staff, rates of November 2026, no mutuelle); the sheets,
  // articles and agreements from apps/api/data/official; the posts from apps/api/content/blog.
  // The product: VAT, the legal pages' figures, what each plan includes
  // CGV « Modification des CGV » (30 days' notice by e-mail) and « Litiges » (the courts of Paris).
  {
    question: 'vous pouvez changer vos cgv sans prevenir ? et si on est en litige c quel tribunal',
    sources: ['/cgv'],
  },
  // Complète 19 € HT a month, withVat: 22,80 € TTC.
  { question: 'complete au mois ca fait combien toutes taxes comprises', figures: ['22,80 €'] },
  // Essentielle annual 91,80 € HT, withVat: 110,16 € TTC.
  { question: 'essentiele paye a l annee, le prix ttc svp', figures: ['110,16 €'] },
  // Privacy policy and legal notices: contact requests, 3 years after the last exchange.
  {
    question: 'si je remplis votre formulaire de contact vous gardez mes coordonnees combien de temps ?',
    figures: ['3 ans'],
  },
  // FAQ « Êtes-vous expert-comptable ? »: « plus de 15 ans d'expérience ».
  {
    question: 'vous avez de l experience en paie ou vous etes une startup qui debute ?',
    figures: ['15 ans'],
  },
  // Complète: « Formation à l'outil » and « Coaching personnalisé ».
  {
    question: 'tu proposes une formation pour prendre en main le logiciel ? c dans quelle formule',
    sources: ['/#tarifs', '/tarifs-details'],
  },
  // Freemium: « Support par e-mail » not included (FAQ « Sous quel délai le support répond-il ? »).
  {
    question: 'en freemium si j ai un souci je peux ecrire au support ?',
    sources: ['/#tarifs', '/tarifs-details', '/#faq'],
  },
  // FAQ « Puis-je changer de formule ou résilier en ligne ? »: the change applies at once, prorated.
  {
    question: 'je suis en mensuel, si je passe a l annuel en milieu de mois je paie deux fois ?',
    sources: ['/#faq'],
  },
  // Legal notices and CGV: the provider's VAT number.
  { question: 'c quoi votre numero de tva intracom, mon comptable le demande', figures: ['FR65912345675'] },
  // FAQ « Faut-il une carte bancaire pour l'essai gratuit ? » and CGU: demo mode, no real declaration.
  {
    question: 'pendant l essai gratuit je peux deja deposer une vraie dsn pour ma sasu ?',
    // The trial's answer (« aucune déclaration réelle n'est transmise ») links the sign-up page first.
    sources: ['/#faq', '/cgu', '/souscription'],
  },
  // A calculator's figure, with shorthand (« 4 ans 1/2 », « 2k7 », « 1750 net »)
  { question: 'indemnite licenciement 4 ans 1/2 salaire 2k7', figures: ['3 037,50 €'] },
  { question: 'rupture conv au bout d 1 an pile, 2700 brut, le minimum ?', figures: ['675,00 €'] },
  // R1234-2 then L1226-14: the legal indemnity doubled after a work-related inaptitude.
  {
    question:
      'je licencie pour inaptitude apres une maladie pro, 9 ans d anciennete, 2200 brut, combien je dois',
    figures: ['9 900,00 €'],
  },
  { question: 'rupture conventionelle 14 ans 3300 brut mini legal', figures: ['12 650,00 €'] },
  // L7313-9: 1 month in the first year.
  { question: 'mon vrp demissionne au bout de 6 mois, il me doit quel preavis', figures: ['1 mois'] },
  // L1237-6 and L5213-9: 2 months doubled for a disabled worker, at most 3 months.
  {
    question: 'je met a la retraite un salarie rqth qui a 2 ans et demi d anciennete, preavis ?',
    figures: ['3 mois'],
  },
  // computeNoticeEndDate: presented on 15 March, 2 months, last day 14 May.
  {
    question:
      'lettre de licenciement presentee le 15 mars 2026, il est chez nous depuis 2019, son preavis se termine quel jour ?',
    figures: ['2 mois', '14 mai 2026'],
  },
  // computeDismissalProcedure: presented Monday 2 March 2026, interview from Tuesday 10 March.
  {
    question:
      'convoc a l entretien prealable presentee le lundi 2 mars 2026, l entretien au plus tot c quand ?',
    figures: ['10 mars 2026'],
  },
  {
    question: 'cdd de 11 mois a 1850 brut par mois, l indemnite de fin de contrat ?',
    figures: ['2 035,00 €'],
  },
  // 7,5 × 2,5 = 18,75, rounded up (L3141-7).
  {
    question: 'il a 7 mois 1/2 de travail effectif sur la periode de ref, ca lui fait combien de cp',
    figures: ['19 jours ouvrables'],
  },
  // L3141-24: the greater of the tenth (2 760 €) and the maintained pay.
  {
    question:
      'indemnite de cp : 27600 brut sur la periode, en maintien de salaire ca ferait 2900, je verse quoi ?',
    figures: ['2 900,00 €'],
  },
  { question: 'presidente de sas a 4500 brut, net avant impot ?', figures: ['3 560,70 €'] },
  {
    question: 'je veux 1750 net pour mon employe non cadre, je met quoi en brut sur le contrat',
    figures: ['2 210,72 €'],
  },
  { question: 'pdt de sasu, pour avoir 3000 net faut combien de brut ?', figures: ['3 790,95 €'] },
  {
    question: 'mon salaire de president a 2700 brut ca coute combien en tout a ma sasu',
    figures: ['3 743,98 €'],
  },
  // Identifiers: an IDCC, an agreement by its trade, articles in varied spellings, templates, a sheet
  { question: 'idcc 1090 c koi', figures: ['automobile'] },
  {
    question: 'ma femme de menage est payee en cesu, c quelle convention collective ? le numero idcc',
    figures: ['IDCC 3239'],
  },
  { question: 'ccn cabinet d archi ?', figures: ['IDCC 2332'] },
  { question: 'code du travail art L.3121-27', sources: ['/code-du-travail/article/L3121-27'] },
  { question: 'r1232-1 ca dit quoi', sources: ['/code-du-travail/article/R1232-1'] },
  {
    question: 'modele de lettre pour mettre fin a la periode d essai d un salarie (c moi l employeur)',
    sources: ['/outils/modele/rupture-periode-essai-employeur'],
  },
  {
    question: 'courrier type pour demander a mon patron de corriger une erreur sur ma fiche de paie',
    sources: ['/outils/modele/demande-de-rectification-du-bulletin-de-paie'],
  },
  {
    question: 'fiche pratique contrat de travail intermittent',
    sources: ['/outils/fiche/le-contrat-de-travail-intermittent'],
  },
  // Labour law and the officer's pay: a sheet, an article or a post answers (the section checked in each)
  // The sheet's « Les mesures prévues par le Code du travail »; L3142-105, L1222-5 (no exclusivity clause).
  {
    question:
      'un de mes salaries veut monter sa boite a cote, il peut prendre un conge ou passer a temps partiel pour ca ?',
    sources: [
      '/outils/fiche/salarie-createur-ou-repreneur-dentreprise-conge-et-temps-partiel',
      '/code-du-travail/article/L3142-105',
      '/code-du-travail/article/L1222-5',
      '/outils/fiche/le-conge-ou-temps-partiel-pour-creation-ou-reprise-dune-jeune-entreprise-innovante-jei',
    ],
  },
  // The AGS guarantee: the sums guaranteed and their ceilings.
  {
    question: 'ma boite est en redressement judiciaire, qui paie les salaires en retard ? c l ags ?',
    sources: [
      '/outils/fiche/la-garantie-en-cas-de-sauvegarde-de-redressement-ou-de-liquidation-judiciaire',
      '/code-du-travail/article/L3253-8',
    ],
  },
  // The contracts go on with the new employer (L1224-1), who owes what the former owed (L1224-2).
  // « À travail égal, salaire égal » and the indemnité de fin de mission.
  {
    question:
      'un interimaire doit etre paye autant que mes salaries au meme poste ? et il a une prime a la fin ?',
    sources: [
      '/outils/fiche/la-remuneration-de-linterimaire',
      '/code-du-travail/article/L1251-18',
      '/code-du-travail/article/L1251-32',
      '/outils/fiche/le-contrat-de-travail-temporaire',
    ],
  },
  // « Vous êtes employeur »: declared to the CPAM within 48 hours.
  {
    question:
      'un de mes gars s est blesse sur le chantier hier, je declare l accident du travail sous combien de temps ?',
    sources: [
      '/outils/fiche/que-faire-la-suite-dun-accident-du-travail',
      '/outils/fiche/larret-de-travail-pour-accident-du-travail-ou-maladie-professionnelle',
    ],
  },
  // OETH: 6 % from 20 employees (L5212-1, L5212-2); every employer declares.
  {
    question: 'les 6% de travailleurs handicapes obligatoires ca s applique a ma pme de 12 salaries ?',
    sources: [
      '/outils/fiche/lobligation-demploi-des-travailleurs-handicapes-oeth',
      '/code-du-travail/article/L5212-1',
      '/code-du-travail/article/L5212-2',
    ],
  },
  {
    question: 'apld c quoi la difference avec le chomage partiel classique',
    sources: [
      '/outils/fiche/lactivite-partielle-de-longue-duree-apld',
      '/outils/fiche/questions-reponses-lactivite-partielle-de-longue-duree-apld',
      '/outils/fiche/lactivite-partielle-le-chomage-partiel',
      '/outils/fiche/questions-reponses-lactivite-partielle-le-chomage-partiel',
    ],
  },
  // « au moins 50 salariés » (L2143-3).
  {
    question: 'delegue syndical obligatoire a partir de combien de salaries ?',
    sources: ['/outils/fiche/les-delegues-syndicaux', '/code-du-travail/article/L2143-3'],
  },
  // « Accéder à l'entreprise et la visiter, sans avertissement préalable » (L8113-1).
  {
    question: 'l inspecteur du travail peut debarquer dans ma boite sans prevenir ?',
    sources: [
      '/outils/fiche/les-missions-et-les-prerogatives-de-linspection-du-travail',
      '/code-du-travail/article/L8113-1',
    ],
  },
  // « Quels sont les avantages pour les entreprises ? »
  {
    question: 'offrir des cesu a mes salaries pour faire garder leurs enfants, c interessant pour la boite ?',
    sources: ['/outils/fiche/le-cheque-emploi-service-universel-cesu-prefinance'],
  },
  // « La clause de reconduction » and L1244-2.
  {
    question: 'mes saisonniers de l ete dans mon camping, je suis oblige de les reprendre l annee d apres ?',
    sources: ['/outils/fiche/le-travail-saisonnier', '/code-du-travail/article/L1244-2'],
  },
  {
    question:
      'grand froid cette semaine, mes ouvriers bossent dehors, j ai des obligations en tant que patron ?',
    sources: ['/outils/fiche/travail-dans-le-froid-les-precautions-prendre'],
  },
  // « Le cadre de mise en place »: under 50 employees, a document unilatéral d'adhésion.
  {
    question: 'mettre un pee en place dans ma sas de 5 salaries c possible ?',
    sources: [
      '/outils/fiche/les-plans-depargne-salariale',
      '/outils/fiche/epargne-salariale-partage-de-la-valeur-principes-generaux',
    ],
  },
  // D3141-1: an employer who has the employee work during the leave is deemed not to have given it.
  {
    question: 'mon salarie bosse chez un autre patron pendant ses conges payes, il a le droit ?',
    sources: ['/code-du-travail/article/D3141-1'],
  },
  // L1332-4: two months from the day the employer knew of the fact.
  {
    question:
      'j ai appris il y a 3 mois que mon salarie avait pique dans la caisse, c trop tard pour le sanctionner ?',
    sources: ['/code-du-travail/article/L1332-4', '/outils/fiche/la-sanction-disciplinaire'],
  },
  // « Les comptes utilisés »: 641 / 6411 for the officer's gross.
  {
    question: 'le salaire du president je le passe en 641 ou en 644 ?',
    sources: ['/blog/comptabiliser-paie-dirigeant'],
  },
  // « Le logement »: no flat-rate scale for an officer without a contract of employment.
  {
    question: 'ma sasu me paie mon appart, c un avantage en nature ? on l evalue comment',
    sources: ['/blog/avantages-en-nature-dirigeant'],
  },
  // « Déplacements avec votre véhicule personnel ».
  {
    question: 'je vais chez mes clients avec ma voiture perso, la sasu peut me rembourser des ik ?',
    sources: ['/blog/frais-professionnels-dirigeant'],
  },
  // « Cinq situations types »: 30 % + 25 % held by the spouse makes a majority manager.
  {
    question: 'gerant de sarl avec 30% des parts et ma femme a 25%, je suis minoritaire ou tns ?',
    sources: ['/blog/gerant-minoritaire-sarl', '/eligibilite'],
  },
  // « Rémunération et conventions réglementées » (Code de commerce, L227-10).
  {
    question:
      'remuneration du president de sas c une convention reglementee ? faut un rapport aux associes ?',
    sources: ['/blog/decision-remuneration-dirigeant'],
  },
  // Nothing we hold (each checked: no sheet, article, post, agreement or page answers it)
  { question: 'taux d usure pour un pret pro ce trimestre ?', unknown: true },
  { question: 'mes plus values en crypto je les declare sur quel formulaire', unknown: true },
  { question: 'autoliquidation de la tva en sous traitance btp ca marche comment', unknown: true },
  { question: 'acheter les murs de ma boite via une sci a l is ou a l ir ?', unknown: true },
  { question: 'assurance decennale obligatoire pour un plaquiste ? et ca coute combien', unknown: true },
  { question: 'l urssaf m a redresse, comment je saisis la commission de recours amiable', unknown: true },
  { question: 'pacte d associes dans une sas c obligatoire ?', unknown: true },
  // Stop 39, batch A (written blind): the product and the officer, as visitors write them
  // plans.ts: Essentielle 9 € HT / month, Complète 19 € HT / month (/#tarifs, /tarifs-details)
  {
    question: "Bonjour, c'est combien l'abonement essentielle par mois ? et la complete ?",
    figures: ['9 €', '19 €'],
  },
  // plans.ts yearlyPriceOf(900): 9 € × 12 × 0,85 = 91,80 € HT a year
  {
    question: "si je prends l'annuel en essentielle je paie combien pour l'année en tout ?",
    figures: ['91,80 €'],
  },
  // plans.ts withVat(900): 9 € HT + TVA 20 % = 10,80 € TTC (FAQ « Recevrai-je une facture ? »)
  {
    question: 'vos tarifs sont hors taxe ? ca fait combien ttc par mois la formule a 9 euros',
    figures: ['10,80 €'],
  },
  // faq.ts « Faut-il une carte bancaire pour l'essai gratuit ? » (link /cgu), CGU « Essai gratuit »
  {
    question:
      "faut il rentrer sa CB pour tester ? j'ai peur d'etre prélevé automatiquement a la fin de l'essai",
    sources: ['/cgu', '/#faq', '/souscription'],
  },
  // faq.ts « Puis-je changer de formule ou résilier en ligne ? »: 15 jours de préavis en mensuel (legal.ts salesTerms.monthlyNoticeDays, CGV)
  { question: 'jveux arreter mon abonnement mensuel, y a un delai a respecter ?', figures: ['15 jours'] },
  // CGV « Résiliation par le client », FAQ: annual plan, 1 month notice, the current period is not refunded
  {
    question:
      "J'ai pris la formule annuelle en janvier mais mon activité s'arrête en juin. Est-ce que je peux résilier et me faire rembourser les mois qui restent ?",
    sources: ['/cgv', '/#faq'],
  },
  // plans.ts Freemium: test payslips with the « Bulletin de test » watermark, no definitive payslip (/tarifs-details comparison)
  {
    question:
      'avec la version gratuite je peux sortir une vrai fiche de paie definitive ou c que des tests ?',
    sources: ['/tarifs-details', '/#tarifs'],
  },
  // faq.ts « Qui s'occupe de la DSN ? »: Dirigeo prepares and checks the DSN, the user deposits the file on net-entreprises.fr
  {
    question:
      "Est-ce que vous envoyez vous-mêmes la DSN à l'Urssaf chaque mois, ou est-ce moi qui dois la déposer ?",
    sources: ['/#faq', '/tarifs-details', '/blog/dsn-sasu-sans-salarie'],
  },
  // plans.ts FEATURES.twoFactor: in every plan, Freemium included (comparison table « Sécurité »)
  {
    question: 'double authentification dispo sur le plan gratuit?',
    sources: ['/tarifs-details', '/politique-de-confidentialite', '/#faq'],
  },
  // faq.ts « Dirigeo est-il sécurisé ? Où sont hébergées mes données ? », privacy policy #securite (OVH, France, HTTPS, Argon2)
  {
    question:
      'Vos serveurs sont où exactement ? mes donnees de paie (numero de secu, salaire) sont elles protegées ?',
    sources: ['/politique-de-confidentialite', '/#faq', '/mentions-legales'],
  },
  // faq.ts « Si j'arrête, gardez-vous mes bulletins et mes données ? », privacy policy #conservation (5 ans bulletins, 10 ans factures)
  {
    question: 'si je supprime mon compte vous effacez tout ? ou vous gardez mes bulletins qq part ?',
    sources: ['/politique-de-confidentialite', '/#faq'],
  },
  // faq.ts « Comment puis-je payer ? »: carte ou prélèvement SEPA via Stripe, ni virement ni chèque
  { question: 'on peut regler par virement ou par cheque ?', sources: ['/#faq', '/cgv'] },
  // faq.ts « Puis-je changer de formule ou résilier en ligne ? »: change applied at once, prorated
  {
    question: 'je suis en essentielle au mois, si je passe en complete le 15 je paie quoi exactement ?',
    sources: ['/#faq', '/cgv'],
  },
  // faq.ts « Faites-vous aussi les bulletins de mes salariés ? » (Essentielle and Complète)
  {
    question:
      'g 2 salariés en plus de moi, vous faites leurs fiches de paie aussi ou seulement celle du president ?',
    sources: ['/#faq', '/tarifs-details'],
  },
  // plans.ts: payrollLedger and chargesAnalysis only in Complète (/tarifs-details comparison)
  {
    question: "Le journal de paie et les graphiques d'analyse des charges, c'est inclus dans quelle offre ?",
    sources: ['/tarifs-details', '/#tarifs'],
  },
  // faq.ts « Puis-je importer mes anciens bulletins de paie ? »: no import, history takeover on quote
  {
    question:
      "jusqu'ici c'était mon cabinet qui faisait mes bulletins, vous pouvez reprendre tout l'historique depuis 2023 ?",
    sources: ['/#faq', '/#contact'],
  },
  // faq.ts « Sous quel délai le support répond-il ? »: du lundi au vendredi, 9 h-18 h; CGV « Support »
  {
    question: 'le support repond le week end ? jai un souci urgent avec mon bulletin',
    sources: ['/#faq', '/cgv', '/#contact'],
  },
  // legal.ts sessionLifetime.idleMinutes = 30 (FAQ sécurité, privacy policy)
  {
    question:
      "je me suis fait deconnecter tout seul, au bout de combien de temps d'inactivité la session expire ?",
    figures: ['30 minutes'],
  },
  // faq.ts « Je suis gérant majoritaire de SARL : Dirigeo est-il fait pour moi ? » (non, TNS); /eligibilite; blog gérant minoritaire
  {
    question:
      "je detiens 60% des parts de ma SARL et j'en suis le gérant, votre logiciel peut faire mes bulletins ?",
    sources: ['/#faq', '/eligibilite', '/blog/gerant-minoritaire-sarl'],
  },
  // blog gerant-minoritaire-sarl « La règle : ne pas détenir ensemble plus de la moitié du capital »: 50 % = égalitaire = assimilé salarié
  {
    question:
      'Mon associé et moi avons chacun 50 % des parts de la SARL, je suis le seul gérant. Suis-je assimilé salarié ou TNS ?',
    sources: ['/blog/gerant-minoritaire-sarl', '/eligibilite'],
  },
  // blog directeur-general-sas-statut « Le statut social du DG »
  {
    question:
      "On va nommer un directeur général dans notre SAS à côté du président. Quel sera son régime social, est-ce qu'il cotisera au chômage ?",
    sources: ['/blog/directeur-general-sas-statut'],
  },
  // blog president-sas-assurance-chomage « Une affiliation à la sécurité sociale, pas à l'assurance chômage »
  {
    question: 'president de sasu, si ma boite coule est-ce que jai droit au chomage ??',
    sources: ['/blog/president-sas-assurance-chomage'],
  },
  // blog president-sas-assurance-chomage « L'allocation des travailleurs indépendants… »: 26,30 € par jour, 182 jours
  {
    question:
      "l'allocation travailleurs independants (ATI) quand on est dirigeant et que la société est liquidée, ça fait combien par jour ?",
    figures: ['26,30 €'],
  },
  // blog president-sas-assurance-chomage « Le cumul du mandat et d'un contrat de travail » (impossible for a sole shareholder), DG article
  {
    question:
      'Bonjour, je suis associé unique et président de ma SASU. Puis-je me faire embaucher en CDI par ma propre société pour cotiser à Pôle emploi et être couvert un jour ?',
    sources: ['/blog/president-sas-assurance-chomage', '/blog/directeur-general-sas-statut'],
  },
  // blog valider-trimestres-retraite-dirigeant: 7 212 € brut sur l'année 2026 (600 h × 12,02 €)
  {
    question:
      "combien je dois me verser au minimum sur l'annee pour valider mes 4 trimestres de retraite en 2026 ?",
    figures: ['7 212 €'],
  },
  // blog retraite-president-sas « La retraite complémentaire Agirc-Arrco », « L'âge de départ… après la LFSS pour 2026 »
  {
    question:
      "a quel age je pourrai partir en retraite, et est ce que je cotise a l'agirc arrco en tant que président ou pas du tout ?",
    sources: ['/blog/retraite-president-sas'],
  },
  // blog dividendes-sas-flat-tax / changements-paie-2026 « Dividendes : la flat tax passe à 31,4 % »
  { question: "la flat tax sur les dividendes c'est tjrs 30% en 2026 ?", figures: ['31,4 %'] },
  // blog salaire-ou-dividendes-sasu « Un exemple à budget égal », dividendes-sas-flat-tax
  {
    question: "salaire ou dividendes pour ma sasu, qu'est-ce qui est le plus interessant au final ? jhesite",
    sources: ['/blog/salaire-ou-dividendes-sasu', '/blog/dividendes-sas-flat-tax'],
  },
  // blog avantages-en-nature-dirigeant « Le véhicule de fonction » (forfait 15 %/20 %, exemple 500 € par mois)
  {
    question:
      "La SASU va acheter une voiture que j'utiliserai aussi le week-end et en vacances. Comment ça se traduit sur ma fiche de paie ?",
    sources: ['/blog/avantages-en-nature-dirigeant'],
  },
  // blog frais-professionnels-dirigeant « Deux façons de rembourser, une seule vraiment sûre pour un dirigeant » (CGI art. 80 ter)
  {
    question:
      'est ce que ma société peut me verser des indemnites repas au forfait sans justificatifs, comme elle le fait pour ses salariés ?',
    sources: ['/blog/frais-professionnels-dirigeant'],
  },
  // blog mutuelle-prevoyance-dirigeant « La mutuelle : pas d'obligation… », « La prévoyance : le vrai sujet »; FAQ mutuelle line
  {
    question:
      "En tant que présidente je ne suis pas obligée de prendre la mutuelle d'entreprise ? et une prevoyance, ça sert vraiment ?",
    sources: ['/blog/mutuelle-prevoyance-dirigeant', '/#faq'],
  },
  // blog montant-net-social « Une définition… », « À quoi il sert » (RSA, prime d'activité)
  {
    question:
      'c quoi le montant net social en bas de mon bulletin, ca sert a quoi ? c pas le meme chiffre que le net a payer',
    sources: ['/blog/montant-net-social', '/blog/bulletin-de-paie-clarifie'],
  },
  // blog prelevement-a-la-source-dirigeant « Le taux appliqué » (taux transmis par l'administration, taux non personnalisé à défaut)
  {
    question:
      "quel taux d'impot à la source la société doit appliquer sur ma remuneration de président ? je n'ai encore rien reçu des impots",
    sources: ['/blog/prelevement-a-la-source-dirigeant'],
  },
  // blog premier-salaire-creation-sasu (étapes 1 à 6)
  {
    question:
      "Je viens d'immatriculer ma SASU. Dans quel ordre dois-je faire les démarches pour pouvoir me verser un premier salaire le mois prochain ?",
    sources: ['/blog/premier-salaire-creation-sasu'],
  },
  // blog premier-salaire-creation-sasu « L'ACRE en 2026 : une aide réduite »
  {
    question:
      "ACRE 2026 pour un president de sasu qui sort du chomage, c'est encore interessant ou ils l'ont raboté ?",
    sources: ['/blog/premier-salaire-creation-sasu'],
  },
  // blog dsn-sasu-sans-salarie « Les mois sans rémunération »; remuneration-president-sasu « À quelle fréquence se payer ? »
  {
    question:
      'je me verse rien pendant 6 mois le temps que ca demarre, je dois quand meme faire une dsn chaque mois ?',
    sources: ['/blog/dsn-sasu-sans-salarie', '/blog/remuneration-president-sasu'],
  },
  // blog decision-remuneration-dirigeant « SAS et SASU : les statuts désignent l'organe compétent », « Les traces à garder »
  {
    question:
      'qui doit voter ma rémunération de président dans une SAS à 3 associés, et faut-il un PV signé ?',
    sources: ['/blog/decision-remuneration-dirigeant', '/blog/remuneration-president-sasu'],
  },
  // blog remuneration-president-sasu « Se rémunérer n'est pas une obligation » (pas de congés payés, pas de Smic); comptabiliser-paie-dirigeant
  {
    question: "j'ai droit a des conges payes en tant que president de sas ? mon comptable dit que non",
    sources: ['/blog/remuneration-president-sasu', '/blog/comptabiliser-paie-dirigeant'],
  },
  // blog remuneration-dirigeant-impot-societes « Le principe : une charge comme une autre, sous conditions »
  {
    question:
      "Ma rémunération de président est-elle entièrement déductible du bénéfice imposable à l'IS, ou y a-t-il une limite ?",
    sources: ['/blog/remuneration-dirigeant-impot-societes'],
  },
  // blog taux-at-mp « Où trouver votre taux » (compte AT/MP sur net-entreprises)
  {
    question: 'ou je trouve mon vrai taux at mp ? sur mon bulletin ya 2,08 par defaut',
    sources: ['/blog/taux-at-mp'],
  },
  // blog plafond-securite-sociale-2026 / changements-paie-2026: PMSS 2026 = 4 005 €
  { question: 'plafond secu mensuel 2026 ?', figures: ['4 005 €'] },
  // blog directeur-general-sas-statut « Cumuler le mandat et un contrat de travail »: convention réglementée, Code de commerce art. L227-10
  {
    question:
      "Le contrat de travail signé entre une SAS et son DG doit-il suivre la procédure de l'article L227-10 du code de commerce ?",
    sources: ['/blog/directeur-general-sas-statut'],
  },
  // Code du travail L3243-4 (double of the payslips kept 5 years); blog bulletin-de-paie-clarifie « Conserver ses bulletins »
  {
    question:
      "combien de temps la société doit garder un double de mes bulletins de paie ? c'est quel article ?",
    sources: ['/blog/bulletin-de-paie-clarifie', '/code-du-travail/article/L3243-4'],
  },
  // Code du travail L5424-24 (ATI: presidents of SAS counted as independents); blog president-sas-assurance-chomage
  {
    question: 'article L5424-24 du code du travail, ca dit quoi pour les presidents de SAS ?',
    sources: ['/code-du-travail/article/L5424-24', '/blog/president-sas-assurance-chomage'],
  },
  // computeOfficerPayslip 2026, gross 3 500 €, headcount 0, AT/MP 2,08 %: net avant impôt 2 769,75 €
  {
    question:
      'Président de SASU sans salarié, 3 500 € brut par mois en 2026 : il me reste combien en net avant impôt ?',
    figures: ['2 769,75 €'],
  },
  // computeOfficerPayslip 2026, gross 6 000 €, headcount 0: salariales 1 236,51 €, patronales 2 330,76 €
  {
    question:
      'si je me mets 6000 brut/mois (je suis seul dans ma sasu) ca fait combien de charges salariales et de charges patronales ?',
    figures: ['1 236,51 €', '2 330,76 €'],
  },
  // computeOfficerPayslip 2026, gross 8 000 €, headcount 3 (same lines as under 11): coût total 11 106,48 €
  {
    question:
      'Combien ça coûte au total à ma société de me verser 8 000 € brut par mois ? je suis président, on a 3 salariés',
    figures: ['11 106,48 €'],
  },
  // computeOfficerPayslip 2026, gross 1 500 €: net avant impôt 1 187,04 €
  { question: '1500 brut president sas ca fait quel net ??', figures: ['1 187,04 €'] },
  // simulateExactChargesForNet officer 2026, net 3 000 €, moins de 11: brut 3 790,95 €
  {
    question:
      'Je voudrais toucher 3 000 € net par mois en tant que président de SASU. Quel salaire brut dois-je me fixer ?',
    figures: ['3 790,95 €'],
  },
  // computeOfficerPayslip 2026, gross 5 500 €, headcount 0: net imposable 4 519,27 €
  {
    question: 'gérant minoritaire de SARL payé 5 500 € brut, quel sera mon net imposable chaque mois ?',
    figures: ['4 519,27 €'],
  },
  // unknown: filing of annual accounts at the greffe (company law) — absent from blog, site, sheets
  {
    question:
      'Quel est le délai pour déposer les comptes annuels de ma SASU au greffe du tribunal de commerce ?',
    unknown: true,
  },
  // unknown: CFE (local business tax) — absent
  { question: 'cfe premiere annee sasu on est exonéré ou pas ?', unknown: true },
  // unknown: VAT franchise threshold — absent
  { question: 'seuil de la franchise en base de tva pour une sasu de conseil en 2026 ?', unknown: true },
  // unknown: other country (Belgian resident officer) — absent
  {
    question:
      "je suis résident belge et président d'une SASU française, je cotise en France ou en Belgique ?",
    unknown: true,
  },
  // unknown: BSPCE — absent
  {
    question: 'comment mettre en place des BSPCE pour mes premiers salariés, il faut une AG ?',
    unknown: true,
  },
  // unknown: trademark filing at INPI — absent
  {
    question:
      "On veut déposer le nom de la boîte comme marque, comment ça se passe à l'INPI et combien ça coûte ?",
    unknown: true,
  },
  // unknown: régime mère-fille of a holding — absent
  {
    question:
      'ma holding detient 100% de ma sasu, le regime mere fille s applique sur les dividendes que je fais remonter ?',
    unknown: true,
  },
  // unknown: transfer of the registered office — absent
  {
    question:
      'Nous transférons le siège social de notre SAS dans un autre département : quelles formalités faut-il accomplir ?',
    unknown: true,
  },
  // unknown: statutory auditor thresholds — absent
  {
    question:
      "à partir de quel chiffre d'affaires une SAS est obligée de nommer un commissaire aux comptes ?",
    unknown: true,
  },
  // unknown: research tax credit — absent
  {
    question: "credit d'impot recherche pour une startup en sas, on peut le demander des la 1ere annee ?",
    unknown: true,
  },
  // Stop 39, batch B (written blind): labour law as a small employer asks it
  // Batch B — labour law as a small employer asks it (dismissal, resignation, CDD, leave, working time, health…)

  // ---------- Figures computed with packages/labour-law ----------

  // computeDismissalIndemnity({ seniorityYears: 6, referenceSalaryCents: 240000 }): 1/4 × 2 400 € × 6 = 3 600,00 € (R1234-2)
  {
    question:
      'je dois licencier mon comptable, 6 ans de boite pile, salaire de reference 2400 brut. Combien je lui dois au minimum comme indemnité legale ?',
    figures: ['3 600,00 €'],
  },
  // computeDismissalIndemnity({ seniorityYears: 12, referenceSalaryCents: 300000 }): 1/4 × 3 000 × 10 + 1/3 × 3 000 × 2 = 9 500,00 €
  {
    question:
      "Bonjour, nous envisageons de nous séparer d'une salariée présente depuis 12 ans, son salaire mensuel de référence est de 3 000 € bruts. Pouvez-vous me donner le montant de l'indemnité légale de licenciement ?",
    figures: ['9 500,00 €'],
  },
  // computeDismissalIndemnity({ seniorityYears: 4.5, referenceSalaryCents: 215000 }): 1/4 × 2 150 × 4 ans et 6 mois = 2 418,75 €
  {
    question: "indemnite licenciement 4 ans et demi d'anciennete, salaire moyen 2150€ brut ?",
    figures: ['2 418,75 €'],
  },
  // computeConventionalTerminationIndemnity({ seniorityYears: 7/12, referenceSalaryCents: 200000 }): 1/4 × 2 000 × 7 mois = 291,67 € (L1237-13, no 8-month condition)
  {
    question:
      "on part sur une rupture conventionnelle avec un gars embauché y a seulement 7 mois, il touche 2000 brut/mois. il a droit a combien minimum vu qu'il a meme pas 8 mois ?",
    figures: ['291,67 €'],
  },
  // computeDismissalIndemnity({ seniorityYears: 3, referenceSalaryCents: 220000, professionalInaptitude: true }): double of 1 650,00 € = 3 300,00 € (L1226-14)
  {
    question:
      "Mon magasinier a été déclaré inapte par le médecin du travail après son accident du travail, aucun reclassement possible. Il a 3 ans d'ancienneté et 2 200 € brut de salaire moyen. Quel montant pour l'indemnité spéciale de licenciement ?",
    figures: ['3 300,00 €'],
  },
  // computeDismissalNotice({ seniorityMonths: 18 }): 1 mois (L1234-1 2°)
  {
    question: "preavis de licenciement pour un salarié qui a 1 an et demi d'anciennete ?",
    figures: ['1 mois'],
  },
  // computeDismissalNotice({ seniorityMonths: 36, disabledWorker: true }): 2 mois doubled, capped: 3 mois (L5213-9)
  {
    question:
      "jsuis une petite PME, je licencie une salariée reconnue travailleur handicapé (RQTH), 3 ans chez nous. Elle a droit a combien de préavis ? on m'a dit que c doublé",
    figures: ['3 mois'],
  },
  // computePrecarityIndemnity({ totalGrossCents: 1435000 }): 10 % = 1 435,00 € (L1243-8)
  {
    question:
      'Fin de CDD la semaine prochaine, pas de CDI derrière. Le salarié aura touché 14 350 € brut au total sur tout le contrat. Combien fait la prime de précarité ?',
    figures: ['1 435,00 €'],
  },
  // computePaidLeaveEntitlement({ workedMonths: 7 }): 7 × 2,5 = 17,5 → rounded up to 18 jours ouvrables (L3141-7)
  {
    question:
      'mon apprenti a travaillé 7 mois sur la periode de reference, il a aquis combien de jours de congés payés ?',
    figures: ['18'],
  },
  // computePaidLeaveEntitlement({ workedMonths: 9, sickLeaveMonths: 3 }): 22,5 + 6 = 28,5 → 29 jours ouvrables (L3141-5-1)
  {
    question:
      'Une salariée a travaillé 9 mois et a été en arrêt maladie (pas un accident du travail) pendant 3 mois sur la période de référence. Combien de jours de congés payés a-t-elle acquis avec les nouvelles règles ?',
    figures: ['29'],
  },
  // computePaidLeaveIndemnity({ referenceGrossCents: 2680000 }): 26 800 € / 10 = 2 680,00 € (L3141-24, règle du dixième)
  {
    question:
      "regle du dixieme : il a gagné 26 800 € brut sur la periode de reference, ca fait combien d'indemnité de congés payés ?",
    figures: ['2 680,00 €'],
  },
  // computeResignationNotice({ profession: 'vrp', seniorityMonths: 18 }): 2 mois (L7313-9)
  {
    question:
      'Notre VRP nous a annoncé sa démission, il est chez nous depuis 18 mois. Quel préavis doit-il respecter ?',
    figures: ['2 mois'],
  },
  // computeDismissalProcedure({ motive: 'personal', startDate: '2026-03-02' }): interview at the earliest mardi 10 mars 2026 (5 jours ouvrables pleins, L1232-2)
  {
    question:
      "g remis la convocation a l'entretien prealable en main propre le lundi 2 mars 2026, je peux faire l'entretien quel jour au plus tot ?",
    figures: ['10 mars 2026'],
  },

  // ---------- Identifiers: Code du travail articles, IDCC ----------

  // Code du travail, article L1234-9 (droit à l'indemnité de licenciement, 8 mois d'ancienneté)
  {
    question: "que dit l'article L1234-9 du code du travail ?",
    sources: ['/code-du-travail/article/L1234-9'],
  },
  // Code du travail, article L1237-11 (rupture conventionnelle)
  {
    question:
      "Pourriez-vous m'indiquer le contenu de l'article L. 1237-11 du Code du travail s'il vous plaît ?",
    sources: ['/code-du-travail/article/L1237-11'],
  },
  // Code du travail, article L3122-2 (définition du travail de nuit)
  { question: "c koi l'article L3122-2", sources: ['/code-du-travail/article/L3122-2'] },
  // Code du travail, article L1152-1 (harcèlement moral)
  {
    question: "mon avocat me cite l'art L1152-1, ca dit quoi exactement ?",
    sources: ['/code-du-travail/article/L1152-1'],
  },
  // Code du travail, article L1244-3 (délai de carence entre deux CDD)
  { question: "texte de l'article L1244-3 svp", sources: ['/code-du-travail/article/L1244-3'] },
  // Code du travail, article L3121-18 (10 heures par jour au maximum)
  {
    question: "article L3121-18 code du travail, durée quotidienne, vous l'avez ?",
    sources: ['/code-du-travail/article/L3121-18'],
  },
  // kali-data: IDCC 0843, Boulangerie-pâtisserie (entreprises artisanales)
  {
    question:
      'je reprends une boulangerie patisserie artisanale avec 3 salariés, c quoi le numero idcc de la convention collective ?',
    figures: ['IDCC 0843'],
  },

  // ---------- Pages: trial period, CDD, resignation, conventional termination ----------

  // Sheet « La période d'essai », « Quelle est la durée de la période d'essai ? » (2/3/4 mois, renouvelée 4/6/8 mois, L1221-19, L1221-21)
  {
    question:
      "J'embauche un cadre en CDI. La période d'essai peut durer combien de temps max, et est-ce que je peux la prolonger si j'hésite encore ?",
    sources: [
      '/outils/fiche/la-periode-dessai',
      '/code-du-travail/article/L1221-19',
      '/code-du-travail/article/L1221-21',
      '/outils/modele/renouvellement-periode-essai',
    ],
  },
  // Model « Rupture de la période d'essai par l'employeur »; sheet « La période d'essai », délai de prévenance (L1221-25)
  {
    question:
      "la nouvelle recrue ne fait pas l'affaire, elle est là depuis 5 semaines en periode d'essai. je dois la prevenir combien de temps avant et y a un courrier type ?",
    sources: ['/outils/modele/rupture-periode-essai-employeur', '/outils/fiche/la-periode-dessai'],
  },
  // Sheet « Le contrat à durée déterminée (CDD) », « Quelle est la durée du contrat ? » (deux renouvellements); L1243-13
  {
    question: 'on peut renouveller un cdd combien de fois ?',
    sources: [
      '/outils/fiche/le-contrat-duree-determinee-cdd',
      '/code-du-travail/article/L1243-13',
      '/code-du-travail/article/L1243-13-1',
    ],
  },
  // Sheet CDD, « Quelle est la situation lorsque le salarié refuse, au terme du CDD, une proposition de CDI ? »; precarity exclusions (L1243-10)
  {
    question:
      "Mon CDD se termine et je lui ai proposé un CDI au même poste et même salaire, il refuse. Est-ce que je dois quand même lui verser la prime de fin de contrat ? Et je dois prévenir quelqu'un ?",
    sources: [
      '/outils/fiche/le-contrat-duree-determinee-cdd',
      '/outils/simulateur/indemnite-precarite',
      '/code-du-travail/article/L1243-10',
    ],
  },
  // Sheet CDD, « Dans quelles conditions le contrat peut-il être rompu ? » (rupture anticipée: accord, faute grave, force majeure, inaptitude, CDI)
  {
    question: 'est ce que je peux arreter un CDD avant la date de fin parce que le boulot a baissé ?',
    sources: ['/outils/fiche/le-contrat-duree-determinee-cdd', '/code-du-travail/article/L1243-1'],
  },
  // Model « Mise en demeure … (abandon de poste) »; sheet « La démission », « L'absence injustifiée du salarié est-elle une démission ? » (L1237-1-1)
  {
    question:
      "Un employé ne vient plus depuis 10 jours, pas de nouvelles, pas d'arrêt maladie. Il parait qu'on peut le considérer comme démissionnaire maintenant ? comment on fait concretement ?",
    sources: [
      '/outils/modele/mise-en-demeure-abandon-de-poste',
      '/outils/fiche/la-demission',
      '/code-du-travail/article/L1237-1-1',
    ],
  },
  // Sheet « La démission », « Quelles sont les conditions de validité d'une démission ? » / « Comment présenter une démission ? »; model « Lettre de démission »
  {
    question:
      "ma serveuse m'a dit à l'oral \"je démissionne\" sur un coup de colère, est ce que c'est valable ou il faut un écrit ?",
    sources: ['/outils/fiche/la-demission', '/outils/modele/demission'],
  },
  // Simulator « Préavis de démission »; sheet « La démission », « Faut-il respecter un préavis ? »; L1237-1
  {
    question:
      'combien de temps de preavis doit faire un salarié qui démissionne ? (employé de bureau, pas de VRP)',
    sources: [
      '/outils/simulateur/preavis-demission',
      '/outils/fiche/la-demission',
      '/code-du-travail/article/L1237-1',
    ],
  },
  // Sheet « La rupture conventionnelle du CDI », « Peut-on se rétracter ? » / « En quoi consiste l'homologation » (15 jours, L1237-13, L1237-14)
  {
    question:
      "Rupture conv signée hier avec ma salariée. Elle peut encore changer d'avis ? et apres faut attendre combien de temps l'accord de l'administration avant qu'elle parte ?",
    sources: [
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      '/code-du-travail/article/L1237-13',
      '/code-du-travail/article/L1237-14',
    ],
  },

  // ---------- Pages: dismissal procedure, discipline ----------

  // Model « Convocation à l'entretien préalable au licenciement »; sheet « La procédure en cas de licenciement pour motif personnel »; simulator procedure; L1232-2
  {
    question:
      'Je voudrais convoquer un salarié à un entretien préalable à un éventuel licenciement, vous avez un modèle de lettre ?',
    sources: [
      '/outils/modele/convocation-entretien-prealable-licenciement',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
      '/outils/simulateur/procedure-licenciement',
    ],
  },
  // Sheet « Le conseiller du salarié » (assistance at the interview when the company has no staff representatives)
  {
    question:
      "on est 6 dans la boite, pas de CSE. Le salarié que je convoque pour un licenciement peut venir accompagné de qui a l'entretien ?",
    sources: [
      '/outils/fiche/le-conseiller-du-salarie',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
      '/code-du-travail/article/L1232-4',
    ],
  },
  // Models « Mise à pied conservatoire », « Licenciement pour faute grave »; sheet « La sanction disciplinaire »
  {
    question:
      "Mon vendeur a été pris en train de piquer dans la caisse. Je veux qu'il quitte le magasin tout de suite en attendant de le virer pour faute grave, je fais comment, il y a des lettres types ?",
    sources: [
      '/outils/modele/mise-a-pied-conservatoire',
      '/outils/modele/licenciement-faute-grave',
      '/outils/fiche/la-sanction-disciplinaire',
      '/code-du-travail/article/L1332-3',
    ],
  },
  // Sheet « La sanction disciplinaire », « Existe-t-il un délai de prescription ? » (2 mois, L1332-4)
  {
    question:
      "j'ai appris en janvier qu'une salariée avait falsifié des notes de frais, on est fin avril. C'est trop tard pour lui mettre un avertissement ?",
    sources: [
      '/outils/fiche/la-sanction-disciplinaire',
      '/code-du-travail/article/L1332-4',
      '/outils/modele/avertissement',
    ],
  },
  // Model « Précision des motifs du licenciement » (employer's answer, R1232-13); sheet procedure, « Quel est le contenu de la lettre de licenciement ? »
  {
    question:
      "Bonjour, un ex-salarié que j'ai licencié il y a 10 jours m'envoie un recommandé pour que je précise les motifs de son licenciement. Suis-je obligé de répondre et dans quel délai ?",
    sources: [
      '/outils/modele/precision-motifs-licenciement',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
      '/code-du-travail/article/R1232-13',
    ],
  },
  // Sheet « La procédure en cas de licenciement individuel pour motif économique »; model convocation économique; sheet définition; CSP
  {
    question:
      "CA en chute libre, je dois supprimer 1 poste sur 8. procedure licenciement eco pour un seul salarié, c'est quoi les étapes ?",
    sources: [
      '/outils/fiche/la-procedure-en-cas-de-licenciement-individuel-pour-motif-economique',
      '/outils/modele/convocation-entretien-prealable-licenciement-economique',
      '/outils/simulateur/procedure-licenciement',
      '/outils/fiche/la-definition-du-licenciement-pour-motif-economique',
    ],
  },
  // Sheet « Le règlement intérieur » (obligatoire à partir de 50 salariés pendant 12 mois consécutifs)
  {
    question: "Est ce qu'une entreprise de 14 salariés est obligée d'avoir un reglement interieur ??",
    sources: ['/outils/fiche/le-reglement-interieur', '/code-du-travail/article/L1311-2'],
  },

  // ---------- Pages: harassment, health, medical visits ----------

  // Sheet « Le harcèlement moral » (protection, prévention by the employer, sanctions)
  {
    question:
      "Une de mes employées vient de me dire que son chef d'équipe l'humilie devant tout le monde depuis des mois. Je suis le gérant, qu'est-ce que je suis obligé de faire légalement ?",
    sources: [
      '/outils/fiche/le-harcelement-moral',
      '/code-du-travail/article/L1152-4',
      '/outils/fiche/la-prevention-des-risques-psychosociaux-rps',
    ],
  },
  // Model « Convocation à la visite médicale de reprise » (R4624-31: 60 jours d'arrêt non pro); sheets inaptitude / réforme médecine du travail
  {
    question:
      "mon salarié revient d'un arrêt maladie de 2 mois et demi lundi, faut il une visite medicale de reprise ?",
    sources: [
      '/outils/modele/convocation-a-la-visite-de-reprise',
      '/outils/fiche/la-reconnaissance-de-linaptitude-medicale-au-travail-et-ses-consequences',
      '/outils/fiche/reforme-de-la-medecine-du-travail-et-des-services-de-sante-au-travail-questions-les-plus-frequentes',
      '/code-du-travail/article/R4624-31',
    ],
  },
  // Sheet « La reconnaissance de l'inaptitude médicale au travail et ses conséquences »; models reclassement / impossibilité / licenciement inaptitude
  {
    question:
      "Le médecin du travail a rendu un avis d'inaptitude pour ma secrétaire (maladie non professionnelle). Je ne sais pas du tout quoi faire maintenant : reclassement, licenciement, je dois continuer à la payer ?",
    sources: [
      '/outils/fiche/la-reconnaissance-de-linaptitude-medicale-au-travail-et-ses-consequences',
      '/outils/modele/proposition-de-reclassement-apres-inaptitude',
      '/outils/modele/information-impossibilite-reclassement',
      '/outils/modele/licenciement-inaptitude',
    ],
  },

  // ---------- Pages: working time ----------

  // Sheet « Le travail de nuit », contreparties et garanties (repos compensateur, majoration éventuelle)
  {
    question:
      "je veux faire travailler deux gars la nuit de 22h a 5h dans mon entrepot, j'ai des obligations particulieres ? contreparties ?",
    sources: ['/outils/fiche/le-travail-de-nuit', '/code-du-travail/article/L3122-8'],
  },
  // Sheet « Les heures supplémentaires : contreparties », « Quelles sont les majorations de salaire applicables ? » (25 % / 50 %)
  {
    question: "les heures sup sont majorées de combien si j'ai pas d'accord d'entreprise ?",
    sources: ['/outils/fiche/les-heures-supplementaires-contreparties', '/code-du-travail/article/L3121-36'],
  },
  // Sheets « Le temps de travail des jeunes de moins de 18 ans » and « Le job d'été »
  {
    question:
      "J'aimerais prendre le fils d'une amie, 16 ans, pour l'été au camping. Il peut bosser combien d'heures par jour et est-ce qu'il peut faire la fermeture à 23h ?",
    sources: [
      '/outils/fiche/le-temps-de-travail-des-jeunes-de-moins-de-18-ans',
      '/outils/fiche/le-job-dete-les-formalites-et-les-obligations',
    ],
  },
  // Sheets « Apprentissage | Questions-réponses sur la rémunération des apprentis », « Le contrat d'apprentissage »
  {
    question: 'combien je dois payer un apprenti de 19 ans en premiere année de CAP ?',
    sources: [
      '/outils/fiche/apprentissage-questions-reponses-sur-la-remuneration-des-apprentis',
      '/outils/fiche/le-contrat-dapprentissage',
    ],
  },

  // ---------- Pages: leave (paid leave, maternity, paternity, family, sick) ----------

  // Sheets « Le congé de maternité » and « Les garanties liées à la maternité ou à l'adoption » (protection contre le licenciement)
  {
    question:
      "Ma seule salariée m'annonce qu'elle est enceinte. Elle sera absente combien de temps pour son congé mat, et est-ce vrai que je ne peux pas la licencier pendant la grossesse ?",
    sources: [
      '/outils/fiche/le-conge-de-maternite',
      '/outils/fiche/les-garanties-liees-la-maternite-ou-ladoption',
      '/outils/modele/information-grossesse-et-conge-de-maternite',
      '/code-du-travail/article/L1225-17',
      '/code-du-travail/article/L1225-4',
    ],
  },
  // Model « Congé de paternité et d'accueil de l'enfant » (25 jours, 4 obligatoires); sheet événements familiaux (congé de naissance)
  {
    question: 'conge paternité c combien de jours et le salarié doit me prevenir quand ?',
    sources: [
      '/outils/modele/conge-de-paternite-et-d-accueil-de-l-enfant',
      '/outils/fiche/les-conges-pour-evenements-familiaux-et-le-conge-de-deuil',
      '/code-du-travail/article/L1225-35',
    ],
  },
  // Sheet « Les congés pour événements familiaux et le congé de deuil »; model « Congé pour événement familial »
  {
    question:
      "Un salarié se marie en juin et la semaine d'après il y a eu le décès de son père... il a droit à combien de jours payés pour ces evenements ?",
    sources: [
      '/outils/fiche/les-conges-pour-evenements-familiaux-et-le-conge-de-deuil',
      '/outils/modele/conge-pour-evenement-familial',
      '/code-du-travail/article/L3142-4',
    ],
  },
  // Sheet « L'indemnisation légale des absences pour maladie ou accident » (complément employeur après 1 an d'ancienneté)
  {
    question:
      "quand un salarié est en arret maladie, est-ce que moi l'employeur je dois completer les indemnités de la secu ? il a 2 ans d'anciennete",
    sources: [
      '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident',
      '/code-du-travail/article/L1226-1',
    ],
  },
  // Sheet « Les congés payés », « Quelles sont les conséquences de la maladie durant les congés payés ? »; model information CP après arrêt
  {
    question:
      "Une salariée est tombée malade pendant ses vacances (arrêt de 5 jours au milieu de ses 3 semaines de congés). Est-ce qu'elle récupère ces jours de congés ?",
    sources: [
      '/outils/fiche/les-conges-payes',
      '/outils/modele/information-conges-payes-apres-arret-de-travail',
    ],
  },
  // Sheet « Les congés payés », « À quel moment prendre les congés payés ? » / modalités (ordre des départs fixé par l'employeur); model réponse
  {
    question:
      "Deux de mes salariés veulent tous les deux partir les 3 premières semaines d'aout. C'est moi qui décide ? Je peux imposer les dates de congés ?",
    sources: [
      '/outils/fiche/les-conges-payes',
      '/outils/modele/reponse-a-une-demande-de-conges-payes',
      '/code-du-travail/article/L3141-16',
    ],
  },

  // ---------- Pages: CSE, documents at the end of the contract ----------

  // Sheets « La définition du CSE et le cadre de sa mise en place », « Le CSE dans les entreprises de 11 à 49 salariés »; L2311-2
  {
    question:
      'A partir de combien de salariés on est obligé de mettre en place un CSE ? on vient de passer à 12',
    sources: [
      '/outils/fiche/la-definition-du-cse-et-cadre-de-mise-en-place',
      '/outils/fiche/le-cse-dans-les-entreprises-de-11-49-salaries',
      '/outils/fiche/lelection-de-la-delegation-du-personnel-au-cse',
      '/code-du-travail/article/L2311-2',
    ],
  },
  // Sheet « Les documents remis aux salariés lors de la rupture du contrat de travail »; models certificat de travail, reçu pour solde de tout compte
  {
    question:
      "Quels papiers je dois donner à mon salarié le jour où il part ? certificat, attestation... je m'y perds",
    sources: [
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
      '/outils/modele/certificat-de-travail',
      '/outils/modele/recu-pour-solde-de-tout-compte',
    ],
  },
  // Sheet documents, « En quoi consiste le solde de tout compte ? » (dénonciation dans les 6 mois, L1234-20); model dénonciation
  {
    question:
      "l'ancien salarié a signé son solde de tout compte en janvier, il peut encore le contester plus tard ? jusqu'a quand ?",
    sources: [
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
      '/code-du-travail/article/L1234-20',
      '/outils/modele/denonciation-du-solde-de-tout-compte',
    ],
  },

  // ---------- Unknown: close to the field, not held ----------

  // Belgian labour law: nothing in the sheets, the Code du travail or the site (grep belgique|belge: 0)
  {
    question:
      "J'ai une filiale en Belgique, je dois licencier un employé là-bas après 4 ans, c'est combien de semaines de préavis en droit belge ?",
    unknown: true,
  },
  // Québec labour standards: absent (grep québec|canada: 0)
  {
    question: 'preavis de licenciement au quebec pour un employé de 3 ans, normes du travail ?',
    unknown: true,
  },
  // Defamation by a former employee online: absent (grep diffamation|dénigrement|avis google|LinkedIn: 0)
  {
    question:
      "Un ex salarié que j'ai viré laisse des faux avis Google et des posts LinkedIn qui dénigrent ma boîte. Je peux porter plainte pour diffamation ? quelle procédure ?",
    unknown: true,
  },
  // Key-person insurance: absent (grep homme-clé: 0)
  {
    question:
      "Mon meilleur technicien est indispensable, on me conseille une assurance homme clé. Comment ça marche et c'est déductible ?",
    unknown: true,
  },
  // Shareholders' agreement, bad leaver clause: company law, absent (grep bad leaver|pacte d'associés: 0)
  {
    question:
      "un salarié associé démissionne, on avait un pacte d'associés avec une clause bad leaver, a quel prix on rachète ses actions ?",
    unknown: true,
  },
  // Banking, droit au compte: absent (grep: 0)
  {
    question:
      "ma banque refuse de m'ouvrir un compte pro pour verser les salaires de mes futurs employés, je peux faire jouer le droit au compte auprès de la banque de france ?",
    unknown: true,
  },
  // Trademark filing at the INPI: intellectual property, absent (grep INPI|dépôt de marque: 0)
  {
    question: "Comment déposer le nom de mon entreprise comme marque à l'INPI et combien ça coûte ?",
    unknown: true,
  },
  // Property tax on business premises: absent (grep taxe foncière: 0)
  {
    question:
      'je loue des bureaux pour mes 5 salariés, qui paie la taxe fonciere le proprio ou moi, ca peut etre refacturé dans le bail ?',
    unknown: true,
  },
  // Stop 39, batch C (written blind): agreements, rare sheets, greetings, outside subjects, stories
  // --- Collective agreements (kali-data index) ---
  // kali-data IDCC 1979: « Hôtels, cafés, restaurants » / « hôtels, cafés restaurants (HCR) »
  { question: 'idcc 1979 c quelle convention svp', figures: ['cafés'] },
  // kali-data IDCC 3043: « Entreprises de propreté et services associés »
  {
    question:
      'Bonjour, sur le bulletin d un agent d entretien que je viens de reprendre il y a marqué convention 3043, ça correspond à quoi ?',
    figures: ['propreté et services associés'],
  },
  // kali-data IDCC 1351: « Entreprises de prévention et de sécurité »
  { question: 'la ccn 1351 cest pour quel secteur ?', figures: ['prévention et de sécurité'] },
  // kali-data IDCC 0016: « Transports routiers et activités auxiliaires du transport »
  { question: 'idcc 16 = ?', figures: ['routiers et activités auxiliaires'] },
  // kali-data: « Coiffure et professions connexes », IDCC 2596
  {
    question:
      'je reprends un salon de coiffure avec 2 employées, c est quoi le numero de la convention collective ?',
    figures: ['IDCC 2596'],
  },
  // kali-data: « Pharmacie d'officine », IDCC 1996
  { question: 'Quel est l’IDCC applicable à une pharmacie d’officine ?', figures: ['IDCC 1996'] },
  // kali-data: « Immobilier : administrateurs de biens, sociétés immobilières, agents immobiliers », IDCC 1527
  {
    question: 'agence immo, 3 négociateurs salariés : quelle convention colective ?',
    figures: ['IDCC 1527'],
  },
  // kali-data: « Services de l'automobile (Commerce et réparation de l'automobile…) », IDCC 1090
  {
    question:
      'mon garage (reparation auto + vente occasion) depend de quelle convention ? je trouve pas le numero',
    figures: ['IDCC 1090'],
  },
  // kali-data: « Aide, accompagnement, soins et services à domicile (BAD) », IDCC 2941
  { question: 'on est une association d aide et de soins a domicile, idcc ?', figures: ['IDCC 2941'] },
  // kali-data: « Banque », Convention collective nationale de la banque du 10 janvier 2000, IDCC 2120
  { question: 'numero idcc de la convention collective nationale de la banque', figures: ['IDCC 2120'] },

  // --- Practical sheets and Code du travail, subjects rarely asked ---
  // Code du travail L1222-9: télétravail by agreement or charter; refusal must be motivated for a handicapped or aidant employee
  {
    question:
      'Un de mes salariés me demande 2 jours de teletravail par semaine. Suis je obligé d accepter ? il faut un avenant ?',
    sources: ['/code-du-travail/article/L1222-9'],
  },
  // Sheet « La durée légale du travail », § Temps de pause: 20 minutes from 6 hours (L3121-16)
  {
    question: 'pause dej obligatoire au bout de combien d heures et combien de temps mini ?',
    sources: ['/outils/fiche/la-duree-legale-du-travail', '/code-du-travail/article/L3121-16'],
  },
  // Sheet « Les jours fériés et les ponts », § jours fériés travaillés: 1er mai worked = pay + equal indemnity (L3133-6)
  {
    question: 'ma boulangerie reste ouverte le 1er mai, je dois payer double mes vendeuses ?',
    sources: ['/outils/fiche/les-jours-feries-et-les-ponts', '/code-du-travail/article/L3133-6'],
  },
  // Sheet « Les jours fériés et les ponts »: the pont and the récupération of lost hours (L3121-50)
  {
    question:
      'Puis-je fermer la boîte le vendredi du pont de l ascension et faire rattraper les heures aux salariés la semaine d apres ?',
    sources: ['/outils/fiche/les-jours-feries-et-les-ponts'],
  },
  // Sheet « La grève »: the only legal consequence is the retenue for the time not worked
  {
    question:
      'deux salariés ont fait greve hier toute la journée, j ai le droit d enlever la journée sur leur paie ?',
    sources: ['/outils/fiche/la-greve'],
  },
  // Protection of a lanceur d'alerte: L1121-2, L1132-3-3, sheet « La protection contre les discriminations » § Protection du lanceur d'alerte
  {
    question:
      'une salariée a signalé des fraudes de son chef au procureur. Je peux la licencier ou elle est protégée comme lanceuse d alerte ?',
    sources: [
      '/code-du-travail/article/L1121-2',
      '/code-du-travail/article/L1132-3-3',
      '/outils/fiche/la-protection-contre-les-discriminations',
    ],
  },
  // Sheet « Les recours face à une discrimination à l'embauche »
  {
    question:
      'un candidat que j ai pas retenu m accuse de discrimination a cause de son age, qu est ce qu il peut faire contre moi ?',
    sources: [
      '/outils/fiche/les-recours-face-une-discrimination-lembauche',
      '/outils/fiche/la-protection-contre-les-discriminations',
      '/outils/fiche/entreprises-bonnes-pratiques-pour-recruter-sans-discriminer',
    ],
  },
  // Sheet « Index de l'égalité professionnelle : calcul et questions/réponses »: from 50 employees, published by 1 March
  {
    question:
      'index egalite femmes hommes : a partir de quel effectif on doit le publier et avant quelle date ?',
    sources: [
      '/outils/fiche/index-de-legalite-professionnelle-calcul-et-questionsreponses',
      '/outils/fiche/legalite-de-remuneration-entre-les-femmes-et-les-hommes-et-les-obligations-des-employeurs',
    ],
  },
  // Sheets on épargne salariale: principes généraux, Loi Pacte Q/R, plans, avantages sociaux et fiscaux
  {
    question:
      'Je voudrais mettre en place un accord d’intéressement dans ma PME de 8 salariés. Comment ça se passe et est-ce exonéré de charges ?',
    sources: [
      '/outils/fiche/epargne-salariale-partage-de-la-valeur-principes-generaux',
      '/outils/fiche/loi-pacte-et-epargne-salariale-questions-reponses',
      '/outils/fiche/les-avantages-sociaux-et-fiscaux-de-lepargne-salariale',
      '/outils/fiche/les-plans-depargne-salariale',
    ],
  },
  // Sheet « Le compte personnel de formation (CPF) »: training during working time needs the employer's authorisation
  {
    question: 'salarié veut faire une formation cpf sur ses heures de boulot, je suis obligé de dire oui ?',
    sources: ['/outils/fiche/le-compte-personnel-de-formation-cpf'],
  },
  // Sheet « L'entretien de parcours professionnel » (slug lentretien-professionnel): every four years now
  {
    question: 'entretien professionnel obligatoire c tous les 2 ans ou ça a changé ?',
    sources: ['/outils/fiche/lentretien-professionnel'],
  },
  // Sheets on the suivi de l'état de santé: visite d'information et de prévention after hiring
  {
    question:
      'Visite médicale d embauche : dans quel délai après l arrivée du salarié et c est qui qui l organise ?',
    sources: [
      '/outils/fiche/5-questions-reponses-sur-la-sante-au-travail',
      '/outils/fiche/reforme-de-la-medecine-du-travail-et-des-services-de-sante-au-travail-questions-les-plus-frequentes',
    ],
  },
  // Sheet « Que faire à la suite d'un accident du travail ? »: declare to the CPAM within 48 hours on net-entreprises
  {
    question:
      'mon magasinier s est ouvert la main avec un cutter ce matin, je dois faire quoi comme déclaration et dans quel delai ??',
    sources: [
      '/outils/fiche/que-faire-la-suite-dun-accident-du-travail',
      '/outils/fiche/larret-de-travail-pour-accident-du-travail-ou-maladie-professionnelle',
    ],
  },
  // Sheet « Chaleur et canicule au travail »
  {
    question: 'il fait 37 degrés dans l atelier depuis 3 jours, quelles sont mes obligations d employeur ?',
    sources: ['/outils/fiche/chaleur-et-canicule-au-travail-les-precautions-prendre'],
  },
  // Sheet « Employeurs : vos formalités préalables obligatoires pour détacher des salariés en France » (déclaration SIPSI)
  {
    question:
      'Notre filiale espagnole va envoyer deux techniciens sur un chantier chez nous en France pendant 3 mois, quelles déclarations faut il faire avant ?',
    sources: [
      '/outils/fiche/employeurs-vos-formalites-prealables-obligatoires-pour-detacher-des-salaries-en-france',
      '/outils/fiche/cadre-general-du-detachement-des-salaries',
    ],
  },
  // Sheet « Les obligations de l'employeur lors de l'embauche », L5221-8 and R5221-41: check the foreign worker's title
  {
    question:
      'je veux embaucher un etudiant tunisien en cdd, qu est ce que je dois verifier avant pour son titre de sejour ?',
    sources: [
      '/outils/fiche/les-obligations-de-lemployeur-lors-de-lembauche',
      '/code-du-travail/article/L5221-8',
      '/code-du-travail/article/R5221-41',
      '/code-du-travail/article/L5221-2',
    ],
  },
  // Sheet « Le congé sans solde »
  {
    question:
      'une salariée me demande 3 mois sans solde pour partir en voyage, quelles regles ? elle retrouve son poste ?',
    sources: ['/outils/fiche/le-conge-sans-solde'],
  },
  // Sheet « Le congé sabbatique »: ancienneté conditions, 6 to 11 months, employer may postpone
  {
    question: 'conge sabatique conditions et je peux le refuser ?',
    sources: ['/outils/fiche/le-conge-sabbatique'],
  },
  // Sheet « Le compte épargne-temps (CET) »
  {
    question: 'compte epargne temps : les jours stockés peuvent etre payés en argent ?',
    sources: ['/outils/fiche/le-compte-epargne-temps-cet'],
  },
  // Code du travail L1152-1 (harcèlement moral), sheet « Le harcèlement moral »
  {
    question: 'que dit l article L1152-1 du code du travail',
    sources: ['/code-du-travail/article/L1152-1', '/outils/fiche/le-harcelement-moral'],
  },

  // --- Greetings, vague, meta, off-topic ---
  // Who we are: the assistant of Dirigeo, an online payroll service for officers (faq.ts « Êtes-vous expert-comptable ? »)
  { question: 'bonjour vous etes qui ?', figures: ['Dirigeo', 'paie'] },
  // A right answer says it is the site's (automated) assistant
  { question: 't es un robot ?', figures: ['assistant'] },
  // pages.ts « Nous contacter, demander un devis » (/#contact)
  { question: 'je voudrais parler a une vraie personne de chez vous svp', sources: ['/#contact'] },
  // provider.supportHours « du lundi au vendredi, de 9 h à 18 h » (FAQ « Sous quel délai le support répond-il ? »)
  { question: 'vous répondez le samedi ?', figures: ['lundi au vendredi'] },
  // provider.phone, printed on the legal notices
  { question: 'c quoi votre numero de tel', figures: ['01 99 00 48 20'] },
  // provider.address: 10 rue de Penthièvre, 75008 Paris (mentions légales)
  { question: 'Vous êtes basés où ? adresse de vos bureaux ?', figures: ['10 rue de Penthièvre'] },
  // FAQ « Dirigeo est-il sécurisé ? Où sont hébergées mes données ? »: OVH SAS, in France
  { question: 'mes donnees sont stockées chez qui ? aux USA ?', figures: ['OVH'] },
  // Politique de confidentialité / mentions légales: assistant exchanges kept 12 months after the question
  { question: 'ce que j écris dans ce chat vous le gardez combien de temps ?', figures: ['12 mois'] },
  // Off-topic: nothing we hold
  { question: 'quel temps il fera a lyon demain', unknown: true },
  // Off-topic: nothing we hold
  { question: 'tu peux me donner une recette de crêpes ?', unknown: true },

  // --- Close to our field but not held (checked absent from sheets, blog, site content, Code du travail) ---
  // BNC tax return form: no 2035 anywhere
  { question: 'comment remplir la declaration 2035 pour mes revenus BNC ?', unknown: true },
  // Local business tax: no CFE / cotisation foncière des entreprises anywhere
  { question: 'La CFE pour une SASU domiciliée chez le président, ça coûte combien ?', unknown: true },
  // Foreign law: nothing on Belgium
  // Banking: no Qonto / Shine, no bank comparison
  { question: 'qonto ou shine pour le compte pro de ma sasu, lequel est le moins cher ?', unknown: true },
  // Micro-entreprise turnover thresholds: absent (only ARE cumul mentions micro-entrepreneurs)
  {
    question: 'plafond de chiffre d affaires en micro entreprise 2026 pour de la prestation de service ?',
    unknown: true,
  },
  // Professional liability insurance: no RC pro anywhere
  {
    question: 'Est-ce qu une RC pro est obligatoire pour un consultant informatique en SASU ?',
    unknown: true,
  },
  // Trademark: nothing on INPI
  { question: 'déposer ma marque à l inpi ça coute combien et c est long ?', unknown: true },
  // Bank loan: nothing on PGE
  { question: 'rembourser mon PGE par anticipation, il y a des penalités ?', unknown: true },
  // E-invoicing reform: absent
  {
    question: 'facturation electronique obligatoire en 2026 pour une petite SAS, c est quand exactement ?',
    unknown: true,
  },
  // Company law: nothing on changing the objet social
  { question: 'Quelles formalités pour modifier l objet social de ma SAS au greffe ?', unknown: true },
  // Research tax credit: nothing on CIR / 2069-A
  { question: 'comment déclarer le crédit d impot recherche, formulaire 2069-A ?', unknown: true },
  // Company law: nothing on dissolution / liquidation amiable
  {
    question:
      'je veux fermer ma sasu qui n a plus d activité : dissolution liquidation amiable, combien ça coute et quelles etapes ?',
    unknown: true,
  },

  // --- Two subjects in one, long stories ---
  // labour-law computeDismissalNotice(72 months) = 2 mois; computeDismissalIndemnity(6 years, 2 800 €) = 1/4 × 2 800 × 6 = 4 200,00 €
  {
    question:
      'Bonjour, je dois licencier pour insuffisance professionnelle une assistante qui est chez nous depuis 6 ans pile, elle gagne 2800 brut par mois (pas de prime). On n a pas de convention collective particuliere. Quel préavis et combien d indemnité minimum je dois lui verser ?',
    figures: ['2 mois', '4 200'],
  },
  // payroll-calc simulateExactCharges(officer, 3 500 € brut, 2026): net avant impôt 2 769,75 €
  {
    question:
      'Je viens de créer ma SASU et je pense me verser 3500 € brut par mois à partir de mars. Sachant que je suis président et seul dans la boite, ça me fait combien en net ?',
    figures: ['2 769,75'],
  },
  // labour-law computePrecarityIndemnity(14 800 €) = 10 % = 1 480,00 € (L1243-8)
  {
    question:
      'Mon CDD de remplacement se termine vendredi, le salarié a touché en tout 14 800 € brut sur le contrat. Il ne reste pas chez nous après. Je lui dois combien de prime de fin de contrat ?',
    figures: ['1 480'],
  },
  // labour-law computeConventionalTerminationIndemnity(12 years, 3 000 €) = 1/4 × 3 000 × 10 + 1/3 × 3 000 × 2 = 9 500,00 €
  {
    question:
      'on est d accord avec mon commercial pour une rupture conventionnelle. il a 12 ans d anciennete et 3000 brut de salaire de reference. le minimum legal c est combien ?',
    figures: ['9 500'],
  },
  // labour-law computePaidLeaveEntitlement(7 months): 7 × 2,5 = 17,5 jours ouvrables acquired so far (rounding to 18 applies to the period's total, L3141-7)
  {
    question:
      'Salarié embauché le 1er juin à temps plein, au 31 décembre il aura acquis combien de jours de congés payés ?',
    figures: ['17,5 jours'],
  },
  // Blog « Salaire ou dividendes en SASU » / « Ce qui change au 1er janvier 2026 »: PFU 31,4 % from 2026
  {
    question:
      'je me paie un petit salaire et je compte sortir le reste en dividendes en fin d annee. la flat tax c est toujours 30% en 2026 ? et le salaire ca vaut encore le coup pour la retraite ?',
    figures: ['31,4 %'],
  },
  // Sheets « L'arrêt de travail pour accident du travail ou maladie professionnelle », « L'indemnisation légale des absences », « Les congés payés »
  {
    question:
      'Mon salarié a glissé sur le chantier, accident du travail reconnu, il est en arret 3 semaines. Je dois lui maintenir son salaire ou c est la secu ? Et pendant l arrêt il continue d acquérir ses congés payés ?',
    sources: [
      '/outils/fiche/larret-de-travail-pour-accident-du-travail-ou-maladie-professionnelle',
      '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident',
      '/outils/fiche/les-conges-payes',
    ],
  },
  // Sheets « Le congé de maternité », « Le congé parental d'éducation », protection of pregnant employees
  {
    question:
      'Une de mes salariées m annonce qu elle est enceinte, elle sera en congé maternité à partir de septembre et elle dit qu elle enchainera sur un congé parental d un an. Comment ça marche pour moi, je dois la remplacer en CDD, et je peux rien faire contre ?',
    sources: [
      '/outils/fiche/le-conge-de-maternite',
      '/outils/fiche/le-conge-parental-deducation',
      '/outils/fiche/les-garanties-liees-la-maternite-ou-ladoption',
      '/outils/fiche/la-protection-des-femmes-enceintes-et-les-risques-lies-la-grossesse',
    ],
  },
  // Stop 39, batch D (written blind): the product, the officer, everyday employer questions, figures
  // plans.ts: Complète 19 € HT × 12 × (1 − 15 %) = 193,80 € HT a year (yearlyPriceOf)
  {
    question: 'et la formule complete en annuel, ca fait combien pour les 12 mois hors taxe ?',
    figures: ['193,80 €'],
  },
  // cgv.astro « Paiement »: a failed payment is presented again, service kept salesTerms.paymentGraceDays = 14 days
  {
    question:
      "Ma carte pro a expiré et je crois que le paiement de l'abonnement n'est pas passé ce mois-ci. Vous me coupez l'accès tout de suite ou j'ai un peu de temps pour régulariser ?",
    figures: ['14 jours'],
  },
  // FAQ « Puis-je changer de formule ou résilier en ligne ? » / CGV: annual plan, notice of salesTerms.annualNoticeMonths = 1 month before the term
  {
    question:
      "Je suis sur l'abonnement annuel qui se renouvelle fin septembre. Je dois résilier combien de temps avant pour ne pas être réengagé un an ?",
    figures: ['1 mois'],
  },
  // cgv.astro « Retard de paiement »: indemnité forfaitaire de recouvrement salesTerms.lateRecoveryFeeEuros = 40 €
  {
    question: 'si je regle une facture en retard vous comptez des frais en plus ? genre penalites ?',
    figures: ['40 €'],
  },
  // tarifs-details comparison table: « Bulletin en PDF » ticked for Freemium too (definitive payslip is not)
  {
    question: 'en gratuit on peut quand meme telecharger le bulletin en pdf ou pas du tout',
    sources: ['/tarifs-details', '/#tarifs'],
  },
  // plans.ts: « Exports officiels pour votre comptabilité » in Essentielle and Complète; FAQ « Êtes-vous expert-comptable ? »
  {
    question:
      'Mon comptable me réclame chaque mois les écritures de paie. Est-ce que votre logiciel sort un export que je peux lui envoyer directement, et dans quelle offre ?',
    sources: ['/tarifs-details', '/#faq', '/#tarifs'],
  },
  // FAQ « Êtes-vous expert-comptable ? »: partnership offered to accountants for their officer clients
  {
    question:
      "Bonjour, je suis expert-comptable et j'ai une quinzaine de clients présidents de SASU. Proposez-vous un partenariat ou des conditions pour les cabinets ?",
    sources: ['/#faq', '/tarifs-details', '/#contact'],
  },
  // FAQ « Êtes-vous expert-comptable ? »: Dirigeo does neither the accounts nor the VAT / IS returns
  {
    question:
      "vous pouvez aussi vous occuper de mes declas de tva et du bilan ? ca m'arrangerait de tout avoir au meme endroit",
    sources: ['/#faq'],
  },
  // FAQ « Combien de temps pour recevoir un devis ? » / pages.ts /#contact: quote within marketingClaims.quoteWithinHours = 24 working hours
  {
    question:
      "On est 3 dirigeants (une holding et deux filiales). Si je vous demande un devis aujourd'hui, j'ai une réponse sous combien de temps ?",
    figures: ['24 heures'],
  },
  // FAQ « La mutuelle apparaît-elle sur le bulletin de paie ? » (line « Complémentaire santé »); blog mutuelle « Faire apparaître la couverture sur le bulletin »
  {
    question: 'la mutuelle que la boite paye pour moi, elle aparait sur mon bulletin ? faut la saisir ou ?',
    sources: ['/#faq', '/blog/mutuelle-prevoyance-dirigeant'],
  },
  // FAQ « Qui peut utiliser Dirigeo ? » (dirigeants de SA) and the eligibility test
  {
    question:
      "Je viens d'être nommé directeur général délégué d'une SA, sans contrat de travail. Est-ce que je peux utiliser votre service pour ma paie ?",
    sources: ['/eligibilite', '/#faq'],
  },
  // cgv.astro « Modification des CGV »: announced by e-mail salesTerms.changeNoticeDays = 30 days before
  {
    question: "si vous changez vos CGV en cours de route je suis prevenu combien de temps a l'avance ?",
    figures: ['30 jours'],
  },

  // blog avantages-en-nature-dirigeant « Le logement »: no flat-rate scale for an officer without employment contract, real rental value
  {
    question:
      "ma SASU loue un appart dans lequel j'habite (je suis le président). Je peux utiliser le forfait logement comme pour un salarié pour déclarer l'avantage ?",
    sources: ['/blog/avantages-en-nature-dirigeant'],
  },
  // blog comptabiliser-paie-dirigeant « Les comptes utilisés »: cotisations patronales in 645 (6451...)
  {
    question:
      'les charges patronales de ma remuneration de presidente je les passe dans quel compte ? 645 ou 646 ? mon logiciel compta hesite',
    sources: ['/blog/comptabiliser-paie-dirigeant'],
  },
  // blog csg-crds-deductible « Sur votre déclaration de revenus » / prelevement-a-la-source « La déclaration annuelle »
  {
    question:
      "Sur ma déclaration de revenus, le montant prérempli de ma rémunération de président est plus élevé que ce que j'ai touché sur mon compte. C'est normal ? Je dois corriger ?",
    sources: ['/blog/csg-crds-deductible', '/blog/prelevement-a-la-source-dirigeant'],
  },
  // blog cotisations-assimile-salarie « La famille : toujours 5,25 % »
  {
    question: "allocs familiales sur mon bulletin de dirigeant : j'ai pas droit au taux reduit a 3,45 ?",
    figures: ['5,25 %'],
  },
  // blog cotisations-assimile-salarie « Ce qui ne figure jamais sur le bulletin d'un dirigeant »; president-sas-assurance-chomage
  {
    question:
      'pourquoi ya pas de ligne chomage ni AGS sur ma fiche de paie de president alors que ma salariée elle en a ? c une erreur ?',
    sources: ['/blog/cotisations-assimile-salarie', '/blog/president-sas-assurance-chomage'],
  },
  // blog decision-remuneration-dirigeant « Les risques d'une rémunération mal décidée »
  {
    question:
      "Je suis président d'une SAS à deux associés et je me suis augmenté en janvier sans faire voter quoi que ce soit. Qu'est-ce que je risque concrètement si mon associé le conteste ?",
    sources: ['/blog/decision-remuneration-dirigeant'],
  },
  // blog frais-professionnels-dirigeant « Cadeaux d'affaires »: TVA recoverable up to 73 € TTC per beneficiary a year
  {
    question:
      "cadeaux de fin d'annee aux clients payes par la sasu, la tva est recuperable jusqu a quel montant par personne ?",
    figures: ['73 €'],
  },
  // blog frais-professionnels-dirigeant « Déplacements avec votre véhicule personnel » (indemnités kilométriques)
  {
    question:
      "j'utilise ma voiture perso pour aller chez les clients, comment la société peut me rembourser sans que ca soit du salaire deguisé ?",
    sources: ['/blog/frais-professionnels-dirigeant'],
  },
  // blog dividendes-sas-flat-tax « L'option pour le barème progressif » (abattement de 40 %)
  {
    question:
      "On m'a parlé d'un abattement de 40 % sur les dividendes si on renonce à la flat tax. Comment ça marche et est-ce que ça vaut le coup pour moi ?",
    sources: ['/blog/dividendes-sas-flat-tax'],
  },
  // blog gerant-minoritaire-sarl « La règle... »: the spouse's shares are counted with the gérant's
  {
    question:
      'je suis gerante de la SARL avec 20 % des parts, mon mari en a 35 % mais il fait rien dans la boite. Je suis bien minoritaire donc assimilée salariée ?',
    sources: ['/blog/gerant-minoritaire-sarl', '/eligibilite'],
  },
  // blog mutuelle-prevoyance-dirigeant « Le traitement social et fiscal »
  {
    question:
      'Si ma SAS me paie un contrat de prévoyance (incapacité, décès), est-ce soumis à cotisations pour moi et est-ce déductible pour la société ?',
    sources: ['/blog/mutuelle-prevoyance-dirigeant'],
  },
  // blog plafond-securite-sociale-2026 « Mois incomplets et régularisation annuelle » (régularisation progressive)
  {
    question:
      "je me paye 3000/mois et je veux me mettre une grosse prime de 12000 en decembre, elle va passer en tranche 2 vu qu'elle depasse le plafond du mois ?",
    sources: ['/blog/plafond-securite-sociale-2026'],
  },
  // blog dsn-sasu-sans-salarie « Erreurs, corrections et pénalités »: at most 61 € in 2026 per person
  {
    question: "oublié de déposer la DSN du mois dernier pour ma SASU... c'est quoi l'amende ?",
    figures: ['61 €'],
  },
  // blog remuneration-dirigeant-impot-societes « Les taux de l'impôt sur les sociétés »: 15 % up to 42 500 €
  {
    question: "le taux d'IS à 15 % pour les PME il s'applique jusqu'à combien de bénéfice ?",
    figures: ['42 500 €'],
  },
  // blog changements-paie-2026 « Votre liste de contrôle de janvier »
  {
    question:
      "Qu'est-ce que je dois vérifier sur mon bulletin de janvier avec tous les changements de début d'année ? Il y a une liste quelque part ?",
    sources: ['/blog/changements-paie-2026'],
  },

  // payroll-calc computeOfficerPayslip 2026, 4 200 € gross, headcount 0 (moins de 11): employerCost 5 832,62 €
  {
    question:
      'combien ca coute vraiment a ma boite si je me verse 4200 brut par mois ? (président sasu, pas de salarié)',
    figures: ['5 832,62 €'],
  },
  // payroll-calc computeOfficerPayslip 2026, 2 800 € gross, headcount 0, pasRatePercent 7,5: netPaid 2 043,63 € (net avant impôt 2 215,80 €)
  {
    question:
      'Président de SAS, 2 800 € brut par mois, mon taux de prélèvement à la source est de 7,5 %. Combien je vais recevoir réellement sur mon compte ?',
    figures: ['2 043,63 €'],
  },
  // payroll-calc computeEmployeePayslip 2026, non-cadre, 2 200 € gross: netBeforeTax 1 741,51 € (any month, any headcount)
  {
    question: "j'embauche une vendeuse non cadre a 2200 brut, elle touchera combien net avant impot ?",
    figures: ['1 741,51 €'],
  },
  // payroll-calc computeEmployeePayslip 2026, cadre, 4 000 € gross: netBeforeTax 3 159,61 €
  { question: "salaire net d'un cadre a 4000€ brut/mois en 2026 ?", figures: ['3 159,61 €'] },
  // labour-law computeDismissalIndemnity: 15 years 4 months, 3 200 €: 3 200 × (10 × 1/4 + 5,333 × 1/3) = 13 688,89 €
  {
    question:
      "Nous devons licencier notre responsable d'atelier pour motif économique. Il a 15 ans et 4 mois d'ancienneté et un salaire de référence de 3 200 € brut. Quel est le minimum légal de son indemnité ?",
    figures: ['13 688,89 €'],
  },
  // labour-law computeConventionalTerminationIndemnity: 2 years 3 months, 2 600 €: 2 600 × 1/4 × 2,25 = 1 462,50 €
  {
    question:
      "rupture conv avec une assistante, 2 ans et 3 mois de boite, 2600 brut. le plancher de l'indemnite c'est combien ?",
    figures: ['1 462,50 €'],
  },
  // labour-law computeResignationNotice: journaliste, 4 years (L7112-2: 2 months beyond 3 years)
  {
    question:
      'un journaliste de notre petite revue démissionne apres 4 ans chez nous, il doit faire quel preavis ?',
    figures: ['2 mois'],
  },
  // labour-law computeRetirementNotice: employer retires an employee with 5 years: L1237-6 -> L1234-1, 2 months
  {
    question:
      "Je compte mettre à la retraite mon chauffeur qui a l'âge du taux plein, il est chez nous depuis 5 ans. Quel préavis dois-je lui laisser ?",
    figures: ['2 mois'],
  },

  // conventions-collectives: IDCC 1501 Restauration rapide
  {
    question:
      "j'ouvre un snack burgers a emporter avec 4 employés, c'est quelle convention collective (numero) ?",
    figures: ['IDCC 1501'],
  },
  // conventions-collectives: IDCC 1516 Organismes de formation
  {
    question:
      'Nous sommes un organisme de formation professionnelle continue, quelle est notre convention collective et son IDCC ?',
    figures: ['IDCC 1516'],
  },
  // conventions-collectives: IDCC 1850 Cabinets d'avocats (avocats salariés)
  {
    question: 'avocat associé, je recrute un avocat salarié dans le cabinet : idcc applicable ?',
    figures: ['IDCC 1850'],
  },
  // conventions-collectives: IDCC 2332 Entreprises d'architecture
  { question: 'ccn 2332 ça correspond à quoi ?', figures: ['architecture'] },

  // fiche les-obligations-de-lemployeur-lors-de-lembauche (DPAE); L1221-10
  {
    question:
      "1ere embauche pour moi !! qu'est ce que je dois declarer avant que la personne commence et a qui ?",
    sources: [
      '/outils/fiche/les-obligations-de-lemployeur-lors-de-lembauche',
      '/code-du-travail/article/L1221-10',
    ],
  },
  // fiche le-registre-unique-du-personnel (contents, kept 5 years)
  {
    question:
      "C'est quoi exactement le registre unique du personnel, c'est obligatoire même avec un seul salarié, et il faut le garder combien de temps ?",
    sources: ['/outils/fiche/le-registre-unique-du-personnel'],
  },
  // fiche temps partiel (minimum 24 h a week); L3123-27
  {
    question:
      "je voudrais prendre quelqu'un 15h par semaine pour l'accueil, j'ai le droit ou il y a un minimum d'heures pour un temps partiel ?",
    sources: [
      '/outils/fiche/le-travail-temps-partiel-contrat-et-statut-du-salarie',
      '/outils/fiche/5-questions-reponses-sur-le-passage-temps-partiel',
      '/code-du-travail/article/L3123-27',
    ],
  },
  // fiche questions-reponses-le-versement-du-salaire (above 1 500 € net: cheque or transfer)
  {
    question: "Un de mes ouvriers voudrait être payé en liquide, c'est autorisé ?",
    sources: [
      '/outils/fiche/questions-reponses-le-versement-du-salaire',
      '/outils/fiche/le-salaire-fixation-et-paiement',
    ],
  },
  // fiche la-saisie-et-les-cessions-des-remunerations; L3252-2
  {
    question:
      "j'ai recu un courrier du tribunal pour une saisie sur le salaire d'un de mes employés, je retiens combien et je verse a qui ??",
    sources: [
      '/outils/fiche/la-saisie-et-les-cessions-des-remunerations',
      '/code-du-travail/article/L3252-2',
    ],
  },
  // fiche la-prise-en-charge-des-frais-de-transport-par-lemployeur (50 %); L3261-2
  {
    question: "mes salariés ont un pass navigo, je suis obligé d'en rembourser une partie ?",
    sources: [
      '/outils/fiche/la-prise-en-charge-des-frais-de-transport-par-lemployeur',
      '/code-du-travail/article/L3261-2',
    ],
  },
  // fiche la-journee-de-solidarite; L3133-7
  {
    question:
      'journee de solidarité lundi de pentecote : je peux le faire travailler gratuitement ou c quoi la regle ?',
    sources: ['/outils/fiche/la-journee-de-solidarite', '/code-du-travail/article/L3133-7'],
  },
  // fiche les-conventions-de-forfait; L3121-64
  {
    question:
      'Mon futur directeur commercial ne veut pas compter ses heures. Puis-je lui proposer un forfait en jours, et à quelles conditions ?',
    sources: ['/outils/fiche/les-conventions-de-forfait', '/code-du-travail/article/L3121-64'],
  },
  // fiche le-changement-de-la-situation-juridique-de-lemployeur; L1224-1
  {
    question:
      "Je rachète le fonds de commerce d'une boulangerie avec ses 3 employés. Je suis obligé de les garder aux mêmes conditions ou je peux refaire des contrats ?",
    sources: [
      '/outils/fiche/le-changement-de-la-situation-juridique-de-lemployeur',
      '/code-du-travail/article/L1224-1',
    ],
  },
  // modele avertissement; fiche la-sanction-disciplinaire
  {
    question: "vous auriez un modele de lettre d'avertissement ? un salarié arrive en retard tout le temps",
    sources: ['/outils/modele/avertissement', '/outils/fiche/la-sanction-disciplinaire'],
  },
  // modele dispense-preavis
  {
    question:
      "Mon salarié licencié n'a pas besoin de faire son préavis, je préfère qu'il parte tout de suite. Comment je formalise ça par écrit ?",
    sources: ['/outils/modele/dispense-preavis'],
  },
  // modele certificat-de-travail; L1234-19; fiche documents remis
  {
    question: 'certificat de travail : il doit contenir quoi et vous avez un modèle à remplir ?',
    sources: [
      '/outils/modele/certificat-de-travail',
      '/code-du-travail/article/L1234-19',
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
    ],
  },
  // fiche les-conges-et-absences-pour-enfant-malade (3 days, 5 days); L1225-61
  {
    question:
      'une maman de mon équipe doit rester chez elle car son petit a de la fièvre, elle a droit à combien de jours et je dois les payer ?',
    sources: ['/outils/fiche/les-conges-et-absences-pour-enfant-malade', '/code-du-travail/article/L1225-61'],
  },
  // fiche le-conseil-de-prudhommes
  {
    question:
      "Un ancien salarié menace de m'attaquer aux prud'hommes. Comment se passe la procédure, il y a une conciliation avant ?",
    sources: ['/outils/fiche/le-conseil-de-prudhommes'],
  },
  // fiche lactivite-partielle-le-chomage-partiel / questions-reponses
  {
    question:
      'plus de commandes pendant 2 mois, je peux mettre mes gars au chomage partiel ? comment on fait la demande',
    sources: [
      '/outils/fiche/lactivite-partielle-le-chomage-partiel',
      '/outils/fiche/questions-reponses-lactivite-partielle-le-chomage-partiel',
    ],
  },
  // fiche responsabilite-de-lemployeur-droit-de-retrait; L4131-1
  {
    question:
      "un salarié refuse de monter sur l'échafaudage en disant qu'il est dangereux et exerce son « droit de retrait ». Je peux lui retenir la journée ?",
    sources: [
      '/outils/fiche/responsabilite-de-lemployeur-droit-de-retrait',
      '/code-du-travail/article/L4131-1',
    ],
  },
  // fiche les-stages-etudiants-en-milieu-professionnel (gratification beyond 2 months)
  {
    question: "je prends une stagiaire d'ecole de commerce 3 mois, je suis obligé de la payer ?",
    sources: ['/outils/fiche/les-stages-etudiants-en-milieu-professionnel'],
  },
  // fiche le-contrat-duree-determinee-dusage-cddu (extras hôtellerie-restauration)
  {
    question:
      "Pour les mariages du week-end au restaurant je prends des extras. Un CDD d'usage est-il possible et faut-il un contrat écrit pour chaque soirée ?",
    sources: ['/outils/fiche/le-contrat-duree-determinee-dusage-cddu'],
  },
  // fiche le-smic-salaire-minimum-de-croissance / blog changements-paie-2026: 1 823,03 € a month from 1 January 2026 (35 h)
  { question: 'smic mensuel brut temps plein pour la paie de mars 2026 ?', figures: ['1 823,03 €'] },
  // fiche la-medaille-dhonneur-du-travail (argent 20 ans...)
  {
    question:
      'une salariée fête ses 20 ans de carrière, on aimerait lui faire avoir la médaille du travail, comment ça se demande ?',
    sources: ['/outils/fiche/la-medaille-dhonneur-du-travail'],
  },
  // Code du travail L3242-1 (mensualisation); fiche la-mensualisation
  {
    question: 'article L3242-1 du code du travail ?',
    sources: ['/code-du-travail/article/L3242-1', '/outils/fiche/la-mensualisation'],
  },
  // fiche la-modification-du-contrat-de-travail; modele avenant-contrat-travail
  {
    question:
      "je déménage l'atelier à 40 km, est ce que mes salariés peuvent refuser de suivre ? faut il un avenant a leur contrat ?",
    sources: [
      '/outils/fiche/la-modification-du-contrat-de-travail',
      '/outils/modele/avenant-contrat-travail',
    ],
  },
  // modele convocation-entretien-rupture-conventionnelle
  {
    question:
      'Bonjour, pour une rupture conventionnelle je dois convoquer ma salariée à un entretien : auriez-vous un modèle de courrier ?',
    sources: ['/outils/modele/convocation-entretien-rupture-conventionnelle'],
  },

  // unknown: family transmission of shares (pacte Dutreil), absent from blog, sheets, code, site
  {
    question: 'je veux transmettre les actions de ma SAS a mes enfants, le pacte dutreil ca marche comment ?',
    unknown: true,
  },
  // unknown: insurance décennale, absent
  {
    question:
      "Je crée une SASU de rénovation : l'assurance décennale est-elle obligatoire avant le premier chantier et combien faut-il prévoir ?",
    unknown: true,
  },
  // unknown: taxe annuelle sur les véhicules de tourisme (ex-TVS), absent (the blog covers the benefit in kind only)
  {
    question:
      "la taxe annuelle sur les voitures de societe (l'ancienne TVS) je la paie pour ma voiture de fonction ? combien ?",
    unknown: true,
  },
  // unknown: extrait Kbis, absent
  { question: 'ou je peux recuperer un extrait kbis de moins de 3 mois pour ma banque ?', unknown: true },
  // unknown: ZFRR / zone franche exemption for the officer's pay, absent
  {
    question:
      'Notre société est installée en zone France Ruralités Revitalisation. Est-ce que ça donne une exonération de cotisations sur ma rémunération de président ?',
    unknown: true,
  },
  // unknown: Monaco social regime, absent
  {
    question:
      "j'embauche quelqu'un qui va bosser dans notre bureau a Monaco, il cotise aux caisses sociales monegasques ou en france ?",
    unknown: true,
  },
  // unknown: commercial lease rent increase, absent
  {
    question:
      'Le propriétaire des locaux veut augmenter le loyer commercial de 10 % au renouvellement du bail, il a le droit ?',
    unknown: true,
  },
  // unknown: investing the company's cash in bitcoin, absent
  {
    question: 'jpeux placer une partie de la treso de ma sasu en bitcoin ? fiscalement ca donne quoi',
    unknown: true,
  },
  // Stop 40 (28 November 2026), written blind by a helper who read neither the assistant nor the
  // kept-aside parts: employers' labour-law questions in visitors' words (typos, no accents,
  // shorthand, two questions in one, long stories). Figures from `@dirigeo/labour-law`; every page
  // checked against the official data files or the letter templates.

  // Figures computed with @dirigeo/labour-law
  {
    // computeDismissalIndemnity: 6 ans et 8 mois, 2 650 €
    question:
      'bonjour, je dois licencier mon magasinier pour insuffisance pro, il est chez nous depuis 6 ans et 8 mois, salaire de ref 2650 brut. il a droit a combien minimum ?',
    figures: ['4 416,67 €'],
  },
  {
    // 1/4 × 4 100 × 10 + 1/3 × 4 100 × 7
    question: 'indemnite legale licenciement cadre 17 ans de boite 4100e brut/mois',
    figures: ['19 816,67 €'],
  },
  {
    // computeDismissalIndemnity 22 ans, 1 950 €; computeDismissalNotice 264 mois → 2 mois
    question:
      "Ma comptable est chez nous depuis 22 ans, on ferme l'agence de Brive (le loyer a explosé, et de toute façon le parking était infernal) et je vais devoir la licencier pour motif économique. Elle est à 1950 € brut, 2 enfants, elle cherche déjà ailleurs. Le minimum légal d'indemnité c'est combien ? et le préavis ?",
    figures: ['12 675,00 €', '2 mois'],
  },
  { question: 'indem licenciement 10 ans et 3 mois, 2875 brut', figures: ['7 427,09 €'] },
  {
    // L1226-14: double of the legal indemnity (2 × 2 750 €)
    question:
      'licenciement pour inaptitude suite a un accident du travail, 5 ans d anciennete, 2200 € brut, l indemnite speciale ca fait combien',
    figures: ['5 500,00 €'],
  },
  { question: 'rupture conventionnelle 3 ans 9 mois 2380 brut, mini ?', figures: ['2 231,25 €'] },
  { question: 'rc au bout de 10 mois a 2000 brut le salarie touche combien minimum', figures: ['416,67 €'] },
  { question: 'rupture conventionelle 19ans danciennete salaire 3150', figures: ['17 325,00 €'] },
  {
    // computeReferenceSalary: the 3 last months (2 600 €) beat the 12 (2 375 €); 8 × 2 600 / 4
    question:
      'mon salarie etait a 2300 brut pendant 9 mois puis augmente a 2600 les 3 derniers mois. 8 ans d anciennete, je le licencie : on prend quel salaire de reference et ca donne quelle indemnite ?',
    figures: ['2 600,00 €', '5 200,00 €'],
  },
  {
    // 20 months: 1 mois (L1234-1); 1/4 × 2 250 × 20/12
    question: 'licenciement apres 1 an et 8 mois, il gagne 2250 brut : preavis + indemnite svp',
    figures: ['1 mois', '937,50 €'],
  },
  { question: 'CDD de 7 mois a 2150 brut/mois, prime de precarite ?', figures: ['1 505,00 €'] },
  {
    // 10 % of 5 × 1 900 + 600
    question:
      'cdd de remplacement 5 mois, 1900 brut par mois + une prime de 600 versee a la fin, l indemnite de fin de contrat ca fait combien',
    figures: ['1 010,00 €'],
  },
  {
    // computePaidLeaveEntitlement: 10 × 2,5 + 2 × 2 = 29
    question:
      'ma salariee a bosse 10 mois et a ete en arret maladie (pas pro) 2 mois sur la periode de reference, combien de jours de cp elle a acquis ?',
    figures: ['29 jours ouvrables'],
  },
  {
    // computePaidLeaveIndemnity: tenth 2 840 € < maintained pay 2 900 €
    question:
      'indemnite de conges payes : elle a gagne 28 400 brut sur la periode de reference, et avec le maintien de salaire ca ferait 2 900. je lui verse combien au final ?',
    figures: ['2 900,00 €'],
  },
  {
    // computeDismissalProcedure: 5 jours ouvrables pleins, the 8 May 2026 (friday) is not counted
    question:
      'jai remis en main propre la convoc a l entretien prealable le lundi 4 mai 2026, je peux fixer l entretien a partir de quel jour ?',
    figures: ['12 mai 2026'],
  },
  {
    // computeDismissalNotice 60 months → 2 mois; computeNoticeEndDate 2026-03-16 + 2 → 2026-05-15
    question:
      'la lettre de licenciement de mon vendeur (5 ans de boite) lui a ete presentee le 16 mars 2026. son preavis se termine quel jour exactement ?',
    figures: ['2 mois', '15 mai 2026'],
  },
  // Collective agreements
  {
    question: 'assistante dentaire dans mon cabinet, quelle convention collective ?',
    figures: ['IDCC 1619'],
  },
  { question: 'jai un magasin d optique lunettes, c quoi mon idcc', figures: ['IDCC 1431'] },
  { question: 'pompes funebres convention collective numero ?', figures: ['IDCC 0759'] },
  // Dismissal, resignation, conventional termination, trial period
  {
    question: 'je peux licencier un salarie par mail ou par texto ? ou faut un recommande obligatoirement',
    sources: [
      '/code-du-travail/article/L1232-6',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
    ],
  },
  {
    question: 'modele lettre de licenciement pour insuffisance professionnelle (pas une faute)',
    sources: ['/outils/modele/licenciement-motif-personnel'],
  },
  {
    question:
      'On supprime le poste de notre graphiste, le CA a chuté de 40 %. Vous avez une lettre type de licenciement economique ? il a accepté le CSP ou pas encore on sait pas',
    sources: ['/outils/modele/licenciement-economique'],
  },
  {
    question:
      'pendant son preavis de demission ma salariee peut s absenter pour aller a des entretiens d embauche ? je dois lui laisser des heures ?',
    sources: ['/outils/fiche/la-demission'],
  },
  {
    question:
      'mon commercial me demande une rupture conventionnelle, moi j ai pas envie qu il parte. je suis oblige d accepter ?',
    sources: [
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      '/code-du-travail/article/L1237-11',
    ],
  },
  {
    question:
      'notre nouveau dev veut partir au bout de 3 semaines d essai, il doit nous prevenir combien de temps avant ?',
    sources: [
      '/outils/fiche/la-periode-dessai',
      '/code-du-travail/article/L1221-26',
      '/outils/modele/rupture-periode-essai-salarie',
    ],
  },
  {
    question:
      'promesse d embauche modele ? je veux envoyer une offre ecrite a une candidate avant qu elle signe ailleurs',
    sources: ['/outils/modele/offre-contrat-travail'],
  },
  // CDD
  {
    question:
      'cdd pour surcroit d activite, j ai fait signer le contrat 4 jours apres l arrivee du gars... ca risque une requalif en cdi ?',
    sources: [
      '/code-du-travail/article/L1242-13',
      '/code-du-travail/article/L1245-1',
      '/outils/fiche/le-contrat-duree-determinee-cdd',
    ],
  },
  {
    question:
      'un salarie en cdd doit etre paye autant que ceux en cdi sur le meme poste ? ou je peux le payer un peu moins',
    sources: [
      '/outils/fiche/la-remuneration-du-salarie-en-contrat-duree-determinee',
      '/code-du-travail/article/L1242-15',
    ],
  },
  {
    question:
      "J'ai 3 caissières absentes en même temps (2 congés mat et une longue maladie), je peux faire un seul CDD pour les remplacer toutes ?",
    sources: ['/outils/fiche/cdd-multi-remplacement-relance-de-lexperimentation-questions-reponses'],
  },
  // Paid leave, sick leave, maternity, birth
  {
    question:
      'jours de fractionnement : si un salarie prend des cp en hiver il gagne des jours en plus c ca ?',
    sources: ['/outils/fiche/les-conges-payes', '/code-du-travail/article/L3141-23'],
  },
  {
    question:
      'mon salarie revient d un arret maladie de 8 mois, je dois l informer de ses cp restants ? dans quel delai et vous avez un courrier type',
    sources: [
      '/outils/modele/information-conges-payes-apres-arret-de-travail',
      '/code-du-travail/article/L3141-19-3',
      '/outils/fiche/les-conges-payes',
    ],
  },
  {
    question:
      'jai un doute sur un arret maladie (il poste des photos de ski sur insta lol), je peux envoyer un medecin le controler ?',
    sources: [
      '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident',
      '/code-du-travail/article/R1226-11',
      '/code-du-travail/article/R1226-10',
    ],
  },
  {
    question:
      'salarie qui m envoie son arret de travail 5 jours apres le debut, il avait combien de temps pour me prevenir ?',
    sources: [
      '/outils/fiche/les-absences-liees-la-maladie-ou-laccident-non-professionnel',
      '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident',
      '/code-du-travail/article/L1226-1',
    ],
  },
  {
    question:
      "Ma salariée revient de congé maternité la semaine prochaine. Pendant son absence on a augmenté tout le monde de 3 % en janvier et deux collègues ont eu une augmentation individuelle. Je dois l'augmenter elle aussi ?",
    sources: [
      '/outils/fiche/les-garanties-liees-la-maternite-ou-ladoption',
      '/code-du-travail/article/L1225-26',
    ],
  },
  {
    question: 'conge maternite pour un 3eme enfant c combien de semaines avant et apres ?',
    sources: ['/outils/fiche/le-conge-de-maternite', '/code-du-travail/article/L1225-19'],
  },
  {
    question:
      'un papa me dit qu il prendra le nouveau conge supplementaire de naissance apres son conge paternite, c quoi ce truc ? je peux refuser ?',
    sources: [
      '/code-du-travail/article/L1225-46-2',
      '/outils/modele/demande-de-conge-supplementaire-de-naissance',
    ],
  },
  // Working time, overtime, night work
  {
    question:
      'on a depasse le contingent d heures sup avec 2 gars de l atelier, je dois leur donner du repos en plus ? on est 14 salaries',
    sources: [
      '/outils/fiche/les-heures-supplementaires-contreparties',
      '/code-du-travail/article/L3121-30',
      '/code-du-travail/article/L3121-38',
    ],
  },
  {
    question:
      'annualisation du temps de travail dans une pme de 20 personnes (grosse saison l ete, calme l hiver), il faut forcement un accord ?',
    sources: [
      '/outils/fiche/lamenagement-du-temps-de-travail',
      '/code-du-travail/article/L3121-44',
      '/code-du-travail/article/D3121-27',
    ],
  },
  {
    question:
      'mes techniciens partent de chez eux direct chez le client, parfois 1h30 de route. c du temps de travail ou pas ?',
    sources: ['/code-du-travail/article/L3121-4', '/outils/fiche/la-duree-legale-du-travail'],
  },
  {
    question: 'travailleur de nuit, je peux le faire bosser 10h d affilee la nuit ou c limite ?',
    sources: ['/code-du-travail/article/L3122-6', '/outils/fiche/le-travail-de-nuit'],
  },
  // Apprentices, interns
  {
    question:
      'mon apprenti a 17 ans, je tiens une brasserie, je peux le garder le samedi soir jusqu a 23h pour le service ?',
    sources: [
      '/outils/fiche/le-temps-de-travail-des-jeunes-de-moins-de-18-ans',
      '/code-du-travail/article/L3163-2',
    ],
  },
  {
    question: 'aide a l embauche d un apprenti en 2026 c combien ? on est 8 salaries et il prepare un bts',
    sources: ['/outils/fiche/une-aide-exceptionnelle-aux-employeurs-qui-recrutent-en-apprentissage'],
  },
  {
    question:
      'on est 12 salaries, combien de stagiaires max en meme temps ? et ils ont droit aux tickets resto comme les autres ?',
    sources: ['/outils/fiche/les-stages-etudiants-en-milieu-professionnel'],
  },
  // CSE, harassment, discipline
  {
    question: 'les elus du cse ont combien d heures de delegation par mois dans une boite de 25 salaries',
    sources: [
      '/outils/fiche/le-cse-dans-les-entreprises-de-11-49-salaries',
      '/code-du-travail/article/R2314-1',
    ],
  },
  {
    question:
      'prevention harcelement sexuel : je dois afficher quoi dans les locaux ? et un referent c obligatoire chez nous (35 salaries) ?',
    sources: ['/outils/fiche/le-harcelement-sexuel', '/code-du-travail/article/L1153-5'],
  },
  {
    question:
      'mise a pied disciplinaire de 3 jours sans salaire c legal ? faut que ce soit prevu dans le reglement interieur ? et vous avez un modele de lettre',
    sources: ['/outils/fiche/la-sanction-disciplinaire', '/outils/modele/mise-a-pied-disciplinaire'],
  },
  {
    question:
      'je peux retenir 50 € sur la paie d un salarie qui a casse la machine a cafe en faisant le con ?',
    sources: ['/code-du-travail/article/L1331-2', '/outils/fiche/la-sanction-disciplinaire'],
  },
  // Medical checks, remote work
  {
    question: 'rendez vous de liaison pendant un arret maladie c quoi ? c a moi de le proposer ?',
    sources: [
      '/outils/modele/information-preprise-et-rendez-vous-de-liaison',
      '/code-du-travail/article/L1226-1-3',
      '/outils/fiche/les-absences-liees-la-maladie-ou-laccident-non-professionnel',
    ],
  },
  {
    question:
      'le medecin du travail preconise un poste assis pour mon preparateur de commandes, sauf qu on a pas de poste assis. je dois lui repondre quelque chose ?',
    sources: [
      '/outils/modele/refus-motive-des-preconisations-du-medecin-du-travail',
      '/code-du-travail/article/L4624-6',
      '/outils/fiche/adapter-le-poste-dun-salarie-sa-situation',
    ],
  },
  {
    question:
      'une salariee en teletravail est tombee dans son escalier chez elle a 11h un mardi, c un accident du travail ?',
    sources: ['/code-du-travail/article/L1222-9'],
  },
  // Public holidays, minimum wage, pay changes
  {
    question:
      'le 14 juillet tombe un samedi et on bosse pas le samedi, mes salaries ont droit a un jour en plus ?',
    sources: ['/outils/fiche/les-jours-feries-et-les-ponts'],
  },
  {
    question: 'je peux payer un jeune de 17 ans moins que le smic ? il a jamais bosse avant',
    sources: ['/outils/fiche/le-smic-salaire-minimum-de-croissance'],
  },
  {
    question:
      'pour verifier que je paie bien au smic, les primes de rendement et la prime de fin d annee elles comptent ?',
    sources: ['/outils/fiche/le-smic-salaire-minimum-de-croissance'],
  },
  {
    question:
      "Le CA s'effondre depuis 6 mois, je voudrais baisser le salaire de mes 4 salariés de 10 % plutôt que de licencier. Il faut leur écrire ? vous avez un modèle ?",
    sources: ['/outils/modele/modification-contrat-motif-economique', '/code-du-travail/article/L1222-6'],
  },
  // Nothing we hold
  {
    question:
      'un de mes commerciaux s est fait flasher avec la voiture de la boite, je dois le designer sous combien de jours et sur quel site ?',
    unknown: true,
  },
  {
    question:
      'ma nouvelle recrue cherche un appart et l agence demande un garant, je peux me porter caution pour lui via ma sas ?',
    unknown: true,
  },
  { question: 'numero eori pour exporter au royaume uni, comment on l obtient ?', unknown: true },
  {
    question: 'je recupere la tva sur le gazole des camionnettes de ma boite a 80 ou 100 % ?',
    unknown: true,
  },
  {
    question:
      'mes utilitaires diesel de 2015 peuvent encore rouler dans la zfe de lyon ? c quelle vignette crit air',
    unknown: true,
  },
  {
    question:
      'un client me doit 8 000 € depuis 4 mois, je fais comment une injonction de payer ? (au passage mes salaries ont bien ete payes hein)',
    unknown: true,
  },
  // Stop 40 (28 November 2026), a second batch written blind by a helper (who, by mistake, saw a
  // few lines of the product recogniser on the grace period and the liability cap; never the
  // kept-aside parts): the product, the officer's status from the blog, the officer's and an
  // employee's pay from `@dirigeo/payroll-calc` (2026 rates, 28 November 2026), and subjects we do
  // not hold.

  // ── The product ──────────────────────────────────────────────────────────────────────────────
  // plans.ts withVat: Complète 19 € HT → 22,80 € TTC a month; Essentielle yearly 91,80 € HT → 110,16 € TTC (CGV « Formules et prix »)
  {
    question:
      "jhesite entre le mensuel et l annuel. la complete au mois ca fait combien ttc ? et l'essentielle payee a l'annee ca revient a combien ttc ?",
    figures: ['22,80 €', '110,16 €'],
  },
  // FAQ « Puis-je changer de formule ou résilier en ligne ? » / CGV « Facturation et paiement »: facturé ou crédité au prorata
  {
    question:
      "Si je passe de l'Essentielle à la Complète le 12 du mois, est-ce que je repaie un mois entier en plus de celui déjà payé ?",
    figures: ['prorata'],
  },
  // provider.address and provider.phone (mentions légales, CGV « Prestataire »)
  {
    question:
      'je veux vous envoyer un recommande papier, c quoi votre adresse exacte ? et au passage un numero ou on peut vous avoir',
    figures: ['10 rue de Penthièvre', '01 99 00 48 20'],
  },
  // provider.shareCapitalCents = 500 000 → « 5 000 € » (mentions légales, CGV « Prestataire »)
  {
    question:
      "avant de vous confier les salaires de ma boite je verifie a qui j'ai affaire : vous etes quelle forme de societe et avec quel capital ?",
    figures: ['5 000 €'],
  },
  // provider.siren formatted « 912 345 675 » (mentions légales, CGV, invoices)
  {
    question:
      'Mon service achats doit vous référencer comme fournisseur, il me faut le numéro SIREN de Dirigeo.',
    figures: ['912 345 675'],
  },
  // FAQ « Qui s'occupe de la DSN ? »: Dirigeo prepares and checks the DSN, the deposit on net-entreprises stays the client's
  {
    question:
      "j en ai marre de me connecter sur net entreprises tous les mois. si je prends chez vous c'est vous qui envoyez la dsn a ma place directement ?",
    sources: ['/#faq', '/tarifs-details', '/#tarifs', '/blog/dsn-sasu-sans-salarie'],
  },
  // FAQ « Dirigeo est-il sécurisé ? » (HTTPS, Argon2, sessions), privacy policy #securite, tarifs-details « Sécurité »
  {
    question:
      'vous gardez les mots de passe en clair dans votre base ? parce que si vous vous faites pirater il y a nos numeros de secu dedans',
    sources: ['/politique-de-confidentialite', '/#faq', '/tarifs-details'],
  },
  // FAQ « Je suis gérant majoritaire de SARL… » (EURL gérant associé unique: TNS, no payslip), eligibility test
  {
    question:
      "gerant associe unique d'une eurl, est ce que votre outil peut me faire une fiche de paie tous les mois ?",
    sources: ['/#faq', '/eligibilite'],
  },
  // CGU « Essai gratuit » / freeTrial.limits: demo mode, no definitive payslip until a paid plan is taken
  {
    question:
      "Ma banque me demande un bulletin de salaire pour mon prêt immo. Si je m'inscris à l'essai gratuit ce soir, je peux sortir un vrai bulletin à leur envoyer ?",
    sources: ['/cgu', '/#faq', '/souscription', '/tarifs-details'],
  },
  // FAQ « Faut-il une carte bancaire pour l'essai gratuit ? »: at the end the account goes to Freemium, nothing is deleted
  {
    question:
      'et a la fin des 2 semaines d essai si j ai rien paye, vous supprimez mon compte et tout ce que j ai rentre ?',
    sources: ['/#faq', '/cgu'],
  },
  // FAQ « La mutuelle apparaît-elle sur le bulletin de paie ? »: for an employee the amounts come from their contract
  {
    question:
      'mes 4 salaries ont la mutuelle de la boite, on paye 60 % et eux 40. Dirigeo sait la mettre sur leurs fiches de paie ou je dois la rajouter a la main ?',
    sources: ['/#faq'],
  },
  // CGV « Résiliation par le client »: online (Paramètres, Abonnement) or by e-mail to contact@dirigeo.fr
  {
    question: 'je peux resilier juste en vous envoyant un mail ou je suis oblige de passer par mon espace ?',
    sources: ['/cgv', '/#faq'],
  },
  // CGV « Données personnelles » (sous-traitant, RGPD art. 28), privacy policy
  {
    question:
      'Pour les données de mes salariés, Dirigeo agit en tant que sous-traitant RGPD ? Mon DPO veut savoir où c’est écrit.',
    sources: ['/cgv', '/politique-de-confidentialite'],
  },
  // plans.ts Freemium: « sans engagement et sans limite de durée »; CGV « Formules et prix »
  {
    question: 'le plan gratuit il s arrete au bout de combien de temps ? 1 mois ? 3 mois ?',
    sources: ['/#tarifs', '/tarifs-details', '/cgv'],
  },

  // marketingClaims.onlineAssistanceHours « 24 h/24, 7 j/7 »; provider.supportHours « du lundi au vendredi, de 9 h à 18 h » (FAQ support, CGV « Support »)
  {
    question:
      'le chat ici il marche la nuit et le dimanche ? et les vrais conseillers, ils sont dispo quand exactement ?',
    figures: ['24 h/24', 'lundi au vendredi'],
  },

  // ── The officer's status and pay: the blog ──────────────────────────────────────────────────
  // blog directeur-general-sas-statut « Un dirigeant créé par les statuts » (a title on a business card is not a nomination)
  {
    question:
      "Mon associé a « Directeur Général » sur sa carte de visite et sa signature mail, mais les statuts de la SAS ne prévoient rien et personne ne l'a nommé. Il est mandataire social ou salarié ?",
    sources: ['/blog/directeur-general-sas-statut'],
  },
  // blog gerant-minoritaire-sarl « Surveiller la répartition du capital » (la majorité d'un enfant associé)
  {
    question:
      'je suis gerant de ma SARL avec 40% des parts, ma fille de 17 ans en a 20% (donation de ses grands parents). elle a 18 ans en mars, ca change quelque chose pour mon statut tns ?',
    sources: ['/blog/gerant-minoritaire-sarl'],
  },
  // blog gerant-minoritaire-sarl « La règle… » (collège de gérance: two cogérants at 30 % are both TNS)
  {
    question:
      'on est 2 cogerants dans la sarl, chacun 30 % du capital, le reste a un investisseur. on est assimiles salaries tous les deux vu qu on est minoritaires ?',
    sources: ['/blog/gerant-minoritaire-sarl', '/eligibilite'],
  },
  // blog president-sas-assurance-chomage « Les assurances privées perte d'emploi » (paid by the company: added to the pay)
  {
    question:
      "Un assureur me propose une assurance perte d'emploi pour dirigeant. Si c'est ma SAS qui paie les cotisations, est-ce que ça a des conséquences pour moi ?",
    sources: ['/blog/president-sas-assurance-chomage'],
  },
  // blog mutuelle-prevoyance-dirigeant « La prévoyance : le vrai sujet » (Madelin is for the self-employed only)
  {
    question:
      'president de sasu, je peux prendre une prevoyance madelin et la deduire comme les indépendants ?',
    sources: ['/blog/mutuelle-prevoyance-dirigeant'],
  },
  // blog dividendes-sas-flat-tax « L'acompte prélevé au moment du versement » (dispense under 50 000 € RFR, before 30 November)
  {
    question:
      'Mon revenu fiscal de référence est de 38 000 €, je vis seul. Est-ce que je peux éviter que la SAS retienne les 12,8 % quand elle me verse mes dividendes ? Y a-t-il une date limite ?',
    sources: [
      '/blog/dividendes-sas-flat-tax',
      '/blog/salaire-ou-dividendes-sasu',
      '/blog/prelevement-a-la-source-dirigeant',
    ],
  },
  // blog prelevement-a-la-source-dirigeant « Le taux appliqué » (taux individualisé, taux non personnalisé)
  {
    question:
      "ma femme gagne beaucoup plus que moi et je veux pas que ma sasu (et donc mon associe qui voit la compta) connaisse le taux d'impot de notre foyer. je peux faire quoi ?",
    sources: ['/blog/prelevement-a-la-source-dirigeant'],
  },
  // blog premier-salaire-creation-sasu « Étape 2 » (no DPAE for a président without employment contract)
  {
    question: 'je dois faire une DPAE pour moi meme avant de me verser mon 1er salaire de president ?',
    sources: ['/blog/premier-salaire-creation-sasu', '/blog/directeur-general-sas-statut'],
  },
  // blog remuneration-president-sasu « Se rémunérer n'est pas une obligation » (no Smic for a mandate); valider-trimestres
  {
    question:
      "Au démarrage je voudrais me verser seulement 500 € par mois comme présidente. C'est légal vu que c'est sous le SMIC ?",
    sources: ['/blog/remuneration-president-sasu', '/blog/valider-trimestres-retraite-dirigeant'],
  },
  // blog directeur-general-sas-statut « Les situations à risque » (contract suspended during the mandate)
  {
    question:
      'Je suis salarié depuis 8 ans dans la boîte et on veut me nommer DG de la SAS. Mon contrat de travail, il disparaît ? Et si un jour on me révoque du mandat ?',
    sources: ['/blog/directeur-general-sas-statut'],
  },
  // blog remuneration-president-sasu « Brut, net, coût » / changements-paie-2026 (RGDU réservée aux salariés assurés contre le chômage)
  {
    question:
      'pourquoi ma vendeuse a 2500 brut coute bien moins cher a la boite que moi (president) a 2500 brut aussi ? on a pas les memes reductions ?',
    sources: [
      '/blog/remuneration-president-sasu',
      '/blog/changements-paie-2026',
      '/blog/cotisations-assimile-salarie',
      '/blog/gerant-minoritaire-sarl',
      '/blog/directeur-general-sas-statut',
    ],
  },
  // blog avantages-en-nature-dirigeant « Téléphone, ordinateur, abonnements »
  {
    question:
      "la sasu m'a acheté un iphone et un macbook, je m'en sers aussi un peu le soir perso. c'est un avantage en nature a mettre sur ma fiche de paie ?",
    sources: ['/blog/avantages-en-nature-dirigeant'],
  },
  // blog avantages-en-nature-dirigeant « Le véhicule de fonction » (100 % électrique: abattement de 70 %)
  {
    question:
      'voiture de fonction 100% electrique pour le president, il y a un calcul plus avantageux pour l avantage en nature ? la recharge au bureau compte ?',
    sources: ['/blog/avantages-en-nature-dirigeant'],
  },
  // blog president-sas-assurance-chomage « Une affiliation… » (no AGS for the mandate)
  {
    question:
      "ma SAS va sûrement être liquidée, je ne me suis pas versé mes 3 derniers mois de rémunération de président. L'AGS peut me les payer comme aux salariés ?",
    sources: ['/blog/president-sas-assurance-chomage'],
  },
  // blog gerant-minoritaire-sarl « Les conséquences » (dividends of a gérant minoritaire: prélèvements sociaux only, no cotisations)
  {
    question:
      'gerant minoritaire (35%) de sarl : sur mes dividendes je paye des cotisations sociales au dela de 10% du capital comme mon pote gerant majoritaire ?',
    sources: [
      '/blog/gerant-minoritaire-sarl',
      '/blog/dividendes-sas-flat-tax',
      '/blog/salaire-ou-dividendes-sasu',
    ],
  },
  // blog retraite-president-sas « Le montant de la pension » (base pension capped: above the plafond only the complémentaire grows)
  {
    question:
      'Si je me paie 9 000 € brut par mois au lieu de 4 000, ma retraite de base sera plus du double ? Je veux savoir si ça vaut le coup côté retraite.',
    sources: ['/blog/retraite-president-sas'],
  },
  // blog retraite-president-sas « La retraite complémentaire Agirc-Arrco » (points from the contractual rate only; CEG and CET buy none)
  {
    question:
      'sur ma fiche de paie de president il y a agirc arrco + CEG + CET. tout ca me rapporte des points de retraite complementaire ou pas ?',
    sources: ['/blog/retraite-president-sas'],
  },
  // blog mutuelle-prevoyance-dirigeant « Ce que la sécurité sociale couvre déjà » (IJ capped at 1,4 Smic whatever the pay)
  {
    question:
      "je me paye 8000 brut en tant que president, si je me casse la jambe au ski et que je suis arrete 2 mois, la secu m'indemnise sur la base de mes 8000 ?",
    sources: ['/blog/mutuelle-prevoyance-dirigeant'],
  },
  // blog comptabiliser-paie-dirigeant « Les acomptes » (425, then 421)
  {
    question:
      'je me verse un acompte de 1000 le 15 du mois sur mon salaire de presidente, ca se passe comment dans les ecritures comptables ?',
    sources: ['/blog/comptabiliser-paie-dirigeant'],
  },

  // ── The officer's pay: figures ─────────────────────────────────────────────────────────────
  // blog valider-trimestres-retraite-dirigeant: 150 × 12,02 € = 1 803 € brut for one quarter in 2026
  {
    question:
      'ma sasu a pas fait de benef, je me suis rien verse en 2026. si je me verse une seule fois en decembre juste de quoi valider 1 trimestre de retraite, c combien brut ?',
    figures: ['1 803 €'],
  },
  // blog dividendes-sas-flat-tax « Le prélèvement forfaitaire unique en 2026 »: 10 000 € → 3 140 € taken, 6 860 € left
  {
    question:
      '10 000 € de dividendes versés cette année (2026) avec la flat tax, il me reste combien net au final ?',
    figures: ['6 860'],
  },
  // blog retraite-president-sas « L'âge de départ… après la LFSS pour 2026 »: born in 1966 → 63 ans et 3 mois, 172 trimestres
  {
    question:
      "Président de SAS né en juin 1966 : avec la réforme modifiée par la LFSS 2026, c'est quoi mon âge légal de départ maintenant ?",
    figures: ['63 ans et 3 mois'],
  },
  // simulateExactCharges officer 5 200 € gross, moins de 11: net avant impôt 4 122,00 €
  {
    question: 'presidente sasu 5200 brut/mois en 2026, net avant impot ca donne quoi',
    figures: ['4 122,00 €'],
  },
  // simulateExactCharges officer 4 200 € gross, 11-49 (headcount 11, no versement mobilité): coût total 5 851,52 €
  {
    question:
      'On nomme un DG dans notre SAS (15 salariés, pas de versement mobilité dans notre commune) payé 4 200 € brut par mois sur son mandat. Ça coûte combien au total à la société chaque mois ?',
    figures: ['5 851,52 €'],
  },
  // simulateExactChargesForNet officer, net 2 500 €, moins de 11: brut 3 159,13 €
  {
    question:
      'gerante minoritaire de sarl (2 salaries), je veux 2500 net avant impot par mois, je fais voter quel brut par l ag ?',
    figures: ['3 159,13 €'],
  },
  // simulateExactCharges officer 3 200 € gross, moins de 11, PAS 4,5 %: net avant impôt 2 532,34 €, PAS 118,06 €, net payé 2 414,28 €
  {
    question:
      "gérant minoritaire, 3200 € brut, les impots m'ont mis un taux de prélèvement à la source de 4,5 %. Combien arrive sur mon compte à la fin ?",
    figures: ['2 414,28 €'],
  },
  // simulateExactCharges officer 2 500 € gross (30 000 € / 12), moins de 11: net avant impôt 1 978,39 €
  {
    question:
      "mon associe et moi on a decide de me verser 30 000 € brut sur l'annee comme president de la sas, payes tous les mois. ca fait quoi en net par mois ?",
    figures: ['1 978,39 €'],
  },
  // simulateExactCharges officer 6 500 € gross, moins de 11: salariales 1 335,59 €, patronales 2 524,69 €
  {
    question:
      "président de SASU seul, je passe à 6 500 € brut en 2026 : montant des charges salariales d'un côté et des charges patronales de l'autre ?",
    figures: ['1 335,59 €', '2 524,69 €'],
  },
  // simulateExactCharges officer 2 800 € gross, moins de 11: net imposable 2 295,58 €
  {
    question:
      "pdt de sas a 2800 brut, c'est quoi mon net imposable par mois ? c est celui la que les impots prennent en compte je crois",
    figures: ['2 295,58 €'],
  },
  // simulateExactCharges officer 4 800 € gross, moins de 11: net avant impôt 3 801,26 €, coût total 6 665,33 €
  {
    question:
      'Bonjour, je prépare le budget 2026 de ma SASU (je suis seule, pas de salarié). Si je me fixe 4 800 € brut par mois, combien je touche en net et combien ça coûte à la société en tout ?',
    figures: ['3 801,26 €', '6 665,33 €'],
  },

  // ── An employee's pay: figures ─────────────────────────────────────────────────────────────
  // simulateExactCharges employee-non-cadre 1 900 € gross, moins de 11: net avant impôt 1 504,04 €
  { question: 'employe non cadre 1900 brut temps plein ca fait combien net', figures: ['1 504,04 €'] },
  // simulateExactCharges employee-cadre 3 800 € gross, moins de 11 (Nov. 2026 Smic): coût total 5 296,90 €
  {
    question:
      'on est 6 dans la boite et j embauche une cheffe de projet cadre a 3800 brut, ca va me couter combien par mois charges comprises ?',
    figures: ['5 296,90 €'],
  },
  // simulateExactCharges employee-cadre 5 000 € gross, moins de 11: net avant impôt 3 955,80 €, coût total 7 102,28 €
  {
    question:
      'ingenieur cadre a 5000 brut : son net a lui ? et le cout total pour ma petite boite de 4 personnes ?',
    figures: ['3 955,80 €', '7 102,28 €'],
  },
  // simulateExactCharges employee-non-cadre 2 300 € gross, moins de 11 (Nov. 2026 Smic): coût total 2 753,93 €
  {
    question:
      "Je suis à la tête d'une petite agence immobilière (8 salariés). Je veux recruter une assistante non cadre à 2 300 € brut par mois en CDI : quel sera le coût employeur mensuel ?",
    figures: ['2 753,93 €'],
  },
  // simulateExactCharges employee-non-cadre 2 100 € gross, moins de 11: net avant impôt 1 662,35 €, coût total 2 381,32 €
  {
    question:
      "Ma salariée est là depuis 2019, elle a deux enfants et vient de passer à temps plein (35 h). On l'augmente à 2 100 € brut, elle n'est pas cadre. Elle va toucher combien net, et moi ça me coûte combien par mois ?",
    figures: ['1 662,35 €', '2 381,32 €'],
  },
  // simulateExactChargesForNet employee-non-cadre, net 1 600 €, moins de 11: brut 2 021,23 €
  {
    question:
      'mon mecano veut 1600 net sinon il part, je dois lui mettre combien brut (non cadre, on est 3) ?',
    figures: ['2 021,23 €'],
  },
  // tools.ts « Salaire brut en net » (président, non-cadre, cadre); site-content simulators « charges-sociales »
  {
    question: 'vous avez un simulateur brut net pour calculer la paye de mes employés et la mienne ?',
    sources: ['/outils/simulateur/brut-net', '/simulators/charges-sociales', '/simulators'],
  },

  // ── Nothing we hold answers these ──────────────────────────────────────────────────────────
  // unknown: capital gains on selling one's shares (abattement départ à la retraite) — no sheet, post or page
  {
    question:
      'je vends les actions de ma sasu a 62 ans pour partir a la retraite, il y a un abattement sur la plus-value de cession ?',
    unknown: true,
  },
  // unknown: a SAS buying back a leaving partner's shares (company law)
  {
    question:
      'Mon associé veut quitter la SAS. Est-ce que la société peut racheter elle-même ses actions, et comment on fixe le prix ?',
    unknown: true,
  },
  // unknown: déclaration des bénéficiaires effectifs (company law)
  {
    question:
      'un nouvel associe rentre a 30 % dans ma sas, je dois refaire la declaration des beneficiaires effectifs ?',
    unknown: true,
  },
  // unknown: valuing a start-up for a business angel's entry
  {
    question:
      "Un business angel veut entrer au capital de ma SASU créée l'an dernier. Comment on calcule la valorisation de la société pour fixer le prix de ses actions ?",
    unknown: true,
  },
  // unknown: prêt d'honneur for a creation
  {
    question: "pret d'honneur pour creer ma sas, c'est combien maximum et faut il un apport perso ?",
    unknown: true,
  },
  // unknown: IFI on company shares (wealth tax)
  {
    question: "les parts de ma SAS qui possède ses locaux, elles rentrent dans l'IFI ?",
    unknown: true,
  },
  // unknown: deducting the purchase of artworks by the company
  {
    question:
      "ma sasu peut acheter un tableau d'un artiste vivant pour le mettre dans les bureaux et le deduire du resultat ? sur combien d'annees ?",
    unknown: true,
  },
  // unknown: a PEA's ceiling for investing one's dividends
  {
    question: 'je veux placer mes dividendes sur un PEA, c quoi le plafond de versement deja ?',
    unknown: true,
  },
  // Stop 42, blind batch C (labour contracts and their end), written without reading the assistant; first
  // sight before any change of stop 42 is in bench/README.md.

  // --- Trial period ---
  // why: CDI ouvriers/employés: 2 months max (L1221-19), 4 months renewal included (L1221-21); renewal only if an extended branch agreement provides it and the contract says so (fiche « La période d'essai »).
  {
    question:
      "bonjour je vais embaucher une secretaire en CDI, la periode d essai c combien max ? et si je la renouvelle on peut aller jusqu'a combien au total ?",
    sources: [
      '/outils/fiche/la-periode-dessai',
      '/code-du-travail/article/L1221-19',
      '/code-du-travail/article/L1221-21',
    ],
    figures: ['2 mois', '4 mois'],
  },
  // why: employer ending a trial after more than 3 months of presence: délai de prévenance of 1 month (L1221-25); the trial cannot be extended by the délai (an indemnity pays what is left); no dismissal procedure unless disciplinary (fiche « La période d'essai »; letter template).
  {
    question:
      "Bonjour, mon directeur commercial (cadre) est en période d'essai de 4 mois, il est arrivé le 5 janvier et on est mi-avril. Franchement ça ne colle pas du tout, les clients se plaignent et il ne fait pas ses rdv. Je veux arrêter là. Je dois le prévenir combien de temps avant ? Si le délai dépasse la fin de son essai ça le prolonge ? Et est-ce que je dois le convoquer à un entretien comme pour un licenciement ?",
    sources: [
      '/outils/fiche/la-periode-dessai',
      '/code-du-travail/article/L1221-25',
      '/outils/modele/rupture-periode-essai-employeur',
    ],
    figures: ['1 mois'],
  },
  // why: the employee who ends the trial gives 48 hours (24 hours under 8 days of presence), L1221-26 and fiche « La période d'essai ».
  {
    question:
      "je suis en periode d'essai depuis 3 semaines dans une boite de logistique, l'ambiance est horrible je veux partir. je dois prevenir combien de temps avant ?? je dois faire une lettre ?",
    sources: [
      '/outils/fiche/la-periode-dessai',
      '/code-du-travail/article/L1221-26',
      '/outils/modele/rupture-periode-essai-salarie',
    ],
    figures: ['48 heures'],
  },
  // why: renewal must be written in the contract (and allowed by an extended branch agreement), with the employee's agreement; technicians: 6 months max renewal included (L1221-21; fiche; template « Renouvellement de la période d'essai »).
  {
    question:
      "est ce que je peux prolonger la période d'essai de mon technicien de maintenance de 3 mois de plus sans qu'il ait besoin de signer ? son contrat ne parle pas du tout de renouvellement. c'est quoi le max pour un technicien ?",
    sources: [
      '/outils/fiche/la-periode-dessai',
      '/code-du-travail/article/L1221-21',
      '/outils/modele/renouvellement-periode-essai',
    ],
    figures: ['6 mois'],
  },
  // why: a CDI that follows a CDD: the CDD's duration is deducted from the CDI's trial (L1243-11; fiche période d'essai, Cass. 19 juin 2024), so 4 months of CDD leave no 2-month trial; no precarity indemnity when the relation goes on in a CDI (L1243-8; exclusion « hired on permanent contract »).
  {
    question:
      "ma vendeuse finit son CDD de 4 mois le 30 et je l'embauche en CDI dès le lendemain (meme poste). je voulais mettre 2 mois de periode d'essai dans le CDI par sécurité, c'est legal ? et je dois quand meme lui payer la prime de precarité de fin de CDD ?",
    sources: [
      '/code-du-travail/article/L1243-11',
      '/outils/fiche/la-periode-dessai',
      '/outils/fiche/le-contrat-duree-determinee-cdd',
      '/code-du-travail/article/L1243-8',
      '/outils/simulateur/indemnite-precarite',
    ],
  },

  // --- CDD ---
  // why: precarity indemnity = 10 % of the total gross: computePrecarityIndemnity({ totalGrossCents: 1_760_000 }) = 1 760,00 €, paid with the last salary (L1243-8; fiche CDD).
  {
    question:
      'CDD de 8 mois qui se termine fin du mois, elle a touché 17 600 € brut en tout sur le contrat. la prime de fin de contrat ça fait combien ? et je la paie quand, avec le dernier salaire ou après ?',
    sources: [
      '/outils/simulateur/indemnite-precarite',
      '/code-du-travail/article/L1243-8',
      '/outils/fiche/le-contrat-duree-determinee-cdd',
    ],
    figures: ['1 760,00 €'],
  },
  // why: an employee who refuses a CDI for the same or a similar job at an equivalent pay loses the precarity indemnity (L1243-10 3°); the employer notifies the offer in writing and informs France Travail (fiche CDD).
  {
    question:
      "Bonjour, j'ai un salarié en CDD depuis janvier pour remplacer une collaboratrice qui est partie. Au final elle ne revient pas, donc je lui ai proposé un CDI au même poste, même salaire, même lieu. Il a refusé parce qu'il part vivre en Australie à la rentrée. Est-ce que je lui dois quand même les 10 % de fin de contrat ? Je dois faire quelque chose de spécial pour prouver que je lui ai proposé ?",
    sources: [
      '/code-du-travail/article/L1243-10',
      '/outils/fiche/le-contrat-duree-determinee-cdd',
      '/outils/simulateur/indemnite-precarite',
    ],
  },
  // why: without a branch agreement a CDD is renewable twice (L1243-13-1), the total not exceeding 18 months in the general case (L1242-8-1); renewal terms in the contract or an avenant before the term (fiche CDD).
  {
    question:
      "un cdd de 6 mois pour accroissement d'activité, je peux le renouveler combien de fois et jusqu'a quelle durée totale ? ma convention collective dit rien la dessus je crois",
    sources: [
      '/outils/fiche/le-contrat-duree-determinee-cdd',
      '/code-du-travail/article/L1243-13-1',
      '/code-du-travail/article/L1242-8-1',
    ],
    figures: ['18 mois'],
  },
  // why: délai de carence = a third of the expired contract when it lasted 14 days or more: 3 months → 1 month, counted in the company's opening days (L1244-3-1; fiche CDD's own example).
  {
    question:
      "mon CDD de 3 mois sur le poste d'accueil se termine vendredi. je peux enchainer direct lundi avec un nouveau CDD avec une autre personne sur le meme poste ou il faut attendre ? combien de temps ?",
    sources: ['/outils/fiche/le-contrat-duree-determinee-cdd', '/code-du-travail/article/L1244-3-1'],
    figures: ['1 mois'],
  },
  // why: an employee who justifies a CDI may leave a CDD early with a notice of 1 day a week, capped at 2 weeks (9 months = 39 weeks → 2 semaines), L1243-2; no precarity indemnity on the employee's early termination (L1243-10 4°).
  {
    question:
      "je suis en CDD de 9 mois (pas renouvelé) dans une agence immo et j'ai trouvé un CDI qui commence dans 3 semaines. j'ai le droit de partir avant la fin ? combien de préavis je dois ? et est ce que je perds ma prime de précarité du coup ??",
    sources: [
      '/code-du-travail/article/L1243-2',
      '/outils/fiche/le-contrat-duree-determinee-cdd',
      '/code-du-travail/article/L1243-10',
    ],
    figures: ['2 semaines'],
  },
  // why: an employer may end a CDD early only for faute grave, force majeure, inaptitude or by agreement (L1243-1); economic difficulties are not force majeure (fiche CDD); otherwise damages at least equal to the pay up to the term, plus the precarity indemnity (L1243-4).
  {
    question:
      "activité en chute libre depuis 2 mois, je veux arrêter le CDD de mon magasinier 3 mois avant la date de fin prévue. je lui paie juste un petit préavis et c'est bon ? il a rien fait de mal hein c'est juste qu'on a plus de boulot",
    sources: [
      '/code-du-travail/article/L1243-1',
      '/code-du-travail/article/L1243-4',
      '/outils/fiche/le-contrat-duree-determinee-cdd',
    ],
  },

  // --- Resignation ---
  // why: the law sets no resignation notice (L1237-1): collective agreement, or usage; the contract may set a shorter notice than the agreement, not a longer one (fiche « La démission »; computeResignationNotice() → months null, set by agreement or usage).
  {
    question:
      "Ma comptable (statut employée) m'a donné sa démission hier par mail. Son contrat dit 3 mois de préavis mais elle me dit que dans la convention collective c'est 1 mois pour les employés et que c'est ça qui compte. Qui a raison ? Et une démission par mail c'est valable ?",
    sources: [
      '/outils/fiche/la-demission',
      '/code-du-travail/article/L1237-1',
      '/outils/simulateur/preavis-demission',
    ],
  },
  // why: VRP: 1 month the first year, 2 the second, 3 beyond (L7313-9): computeResignationNotice({ profession: 'vrp', seniorityMonths: 18 }) → 2 months.
  {
    question:
      'vrp exclusif depuis 1 an et demi dans une boite de vins et spiritueux, je démissionne, c combien le préavis ?',
    sources: [
      '/outils/simulateur/preavis-demission',
      '/code-du-travail/article/L7313-9',
      '/outils/fiche/la-demission',
    ],
    figures: ['2 mois'],
  },
  // why: dispense of notice at the employee's request, accepted by the employer: no compensatory indemnity; at the employer's sole initiative: the indemnity is owed (fiche « La démission »; template « Dispense d'exécution du préavis »).
  {
    question:
      "un de mes devs démissionne, il a 2 mois de préavis selon la convention. il me demande de partir au bout de 2 semaines pour commencer son nouveau job. si j'accepte je dois lui payer les 6 semaines restantes ?? et a l'inverse si c'est moi qui veux qu'il parte tout de suite parce qu'il démotive l'équipe ?",
    sources: ['/outils/fiche/la-demission', '/outils/modele/dispense-preavis'],
  },
  // why: abandon de poste: no immediate resignation; présomption de démission after a mise en demeure (LRAR or hand delivery) to justify the absence and come back, within a délai of at least 15 days from its presentation (L1237-1-1, R1237-13; fiche « La démission »; template).
  {
    question:
      "Bonjour, ma salariée ne vient plus travailler depuis 8 jours, aucune nouvelle, pas d'arrêt maladie, elle ne répond pas au téléphone. Une collègue m'a dit qu'elle avait trouvé autre chose. Je peux considérer qu'elle a démissionné et arrêter de la payer ? Comment je fais concrètement, et combien de temps je dois lui laisser pour revenir ?",
    sources: [
      '/outils/fiche/la-demission',
      '/code-du-travail/article/L1237-1-1',
      '/code-du-travail/article/R1237-13',
      '/outils/modele/mise-en-demeure-abandon-de-poste',
    ],
    figures: ['15 jours'],
  },

  // --- Dismissal: procedure ---
  // why: computeDismissalProcedure({ motive: 'personal', startDate: '2026-04-28' }): 5 jours ouvrables pleins (1er mai férié) → entretien au plus tôt mercredi 6 mai 2026; letter sent 2 jours ouvrables after (L1232-6; the délai expiring Saturday 9 May runs to Monday 11 May, 8 mai férié) → au plus tôt mardi 12 mai 2026 (L1232-2, R1231-1; fiche procédure motif personnel).
  {
    question:
      "je veux licencier un salarié pour insuffisance professionnelle. la lettre de convocation sera présentée par la poste le mardi 28 avril 2026. c'est quand le plus tot possible pour faire l'entretien prealable ? et apres l'entretien j'attends combien avant d'envoyer la lettre de licenciement, ça tombe quel jour ? (y a des ponts en mai non ?)",
    sources: [
      '/outils/simulateur/procedure-licenciement',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
      '/code-du-travail/article/L1232-2',
      '/code-du-travail/article/L1232-6',
      '/outils/modele/convocation-entretien-prealable-licenciement',
    ],
    figures: ['6 mai', '12 mai'],
  },
  // why: L1234-1: 1 month from 6 months to 2 years (18 months → 1 mois); L5213-9 doubles it for a disabled worker, at most 3 months (→ 2 mois): computeDismissalNotice({ seniorityMonths: 18 }) and with disabledWorker.
  {
    question:
      "licenciement d'un employé qui a 18 mois d'ancienneté, c'est quoi le préavis legal ? il a une RQTH (travailleur handicapé), ça change quelque chose ?",
    sources: [
      '/outils/simulateur/preavis-licenciement',
      '/code-du-travail/article/L1234-1',
      '/code-du-travail/article/L5213-9',
    ],
    figures: ['1 mois', '2 mois'],
  },

  // --- Dismissal: legal indemnity ---
  // why: start 2019-03-01, letter presented 2026-06-15: 87 months → notice 2 months, ends 2026-08-14; seniority at the end 7 ans et 5 mois; 1/4 × 2 300 € × 7 5/12 = 4 264,59 € (computeDismissalIndemnity).
  {
    question:
      'ma salariée est en CDI depuis le 1er mars 2019, elle gagne 2300 brut par mois fixe, jamais de prime. je veux la licencier (pas pour faute), la lettre devrait arriver chez elle le 15 juin 2026 et elle fera son préavis. combien je lui dois au minimum comme indemnité de licenciement ?',
    sources: [
      '/outils/simulateur/indemnite-licenciement',
      '/outils/fiche/lindemnite-legale-de-licenciement',
      '/code-du-travail/article/L1234-9',
      '/code-du-travail/article/R1234-2',
    ],
    figures: ['4 264,59 €'],
  },
  // why: start 2012-01-09, presented 2026-05-04: notice 2 months, ends 2026-07-03, 14 ans et 5 mois; 1/4 × 3 200 × 10 + 1/3 × 3 200 × 4 5/12 = 12 711,12 € (computeDismissalIndemnity).
  {
    question:
      "indemnite legale de licenciement pour un cadre embauché le 9 janvier 2012, salaire de reference 3200 €, lettre de licenciement présentée le 4 mai 2026 (préavis de 2 mois) ? il me semble qu'au dessus de 10 ans c'est pas le meme calcul",
    sources: [
      '/outils/simulateur/indemnite-licenciement',
      '/outils/fiche/lindemnite-legale-de-licenciement',
      '/code-du-travail/article/R1234-2',
      '/code-du-travail/article/L1234-9',
    ],
    figures: ['12 711,12 €'],
  },
  // why: reference salary: 12-month average 2 550 € vs a third of the 3 last months 3 000 € → 3 000,00 € (computeReferenceSalary, R1234-4); start 2021-11-02, presented 2026-06-08, notice 2 months → 4 ans et 9 mois at the end; 1/4 × 3 000 × 4 9/12 = 3 562,50 €.
  {
    question:
      "Bonjour, je dois licencier un chauffeur livreur embauché le 2 novembre 2021. Il est à 2 400 € brut par mois mais ces 3 derniers mois il a fait beaucoup d'heures sup : 2 900 € en mars, 3 000 € en avril et 3 100 € en mai. Pour l'indemnité de licenciement je prends quel salaire ? la moyenne de l'année ou les derniers mois ? La lettre lui sera présentée le 8 juin 2026. Ça fait combien au total ?",
    sources: [
      '/outils/simulateur/indemnite-licenciement',
      '/outils/fiche/lindemnite-legale-de-licenciement',
      '/code-du-travail/article/R1234-4',
      '/code-du-travail/article/R1234-2',
    ],
    figures: ['3 000,00 €', '3 562,50 €'],
  },
  // why: start 2025-10-06, presented 2026-05-11: 7 complete months at notification < 8 months → no legal indemnity (L1234-9); notice 1 month (6 months to 2 years, L1234-1): computeSeniority + computeDismissalNotice + computeDismissalIndemnity (eligible false).
  {
    question:
      "salarié embauché le 6 octobre 2025 en CDI, ça se passe mal, je veux le licencier (pas de faute grave). la lettre arrivera le 11 mai 2026. est ce que je dois lui verser une indemnité de licenciement ? et il a droit à un préavis ou pas vu qu'il est là depuis peu ?",
    sources: [
      '/outils/simulateur/indemnite-licenciement',
      '/outils/fiche/lindemnite-legale-de-licenciement',
      '/code-du-travail/article/L1234-9',
      '/outils/simulateur/preavis-licenciement',
      '/code-du-travail/article/L1234-1',
    ],
    figures: ['8 mois', '1 mois'],
  },
  // why: faute grave: no notice and no legal dismissal indemnity (L1234-1, L1234-9; fiche « Le licenciement pour motif personnel : les causes… »); the procedure still applies: mise à pied conservatoire with the convocation to the entretien préalable (templates).
  {
    question:
      "on a surpris un employé en train de piquer dans la caisse (video à l'appui). je veux le virer aujourd'hui même, je peux le mettre dehors direct ? il aura droit à quoi, préavis, indemnités ?",
    sources: [
      '/outils/fiche/le-licenciement-pour-motif-personnel-les-causes-possibles-les-sanctions-applicables',
      '/outils/modele/mise-a-pied-conservatoire',
      '/outils/modele/licenciement-faute-grave',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
      '/code-du-travail/article/L1234-9',
      '/code-du-travail/article/L1234-1',
    ],
  },
  // why: professional inaptitude: special indemnity = twice the legal one (L1226-14), plus an indemnity equal to the notice; start 2020-02-03, presented 2026-04-20, notice that would have ended 2026-06-19 → 6 ans et 4 mois; 2 × 1/4 × 2 500 × 6 4/12 = 7 916,67 € (computeDismissalIndemnity with professionalInaptitude).
  {
    question:
      "suite à un accident du travail l'an dernier mon salarié a été declaré inapte par la médecine du travail, aucun reclassement possible (on est 6 dans la boite). il est chez nous depuis le 3 fevrier 2020 et touchait 2 500 € brut tous les mois. la lettre de licenciement lui sera présentée le 20 avril 2026. combien je dois lui verser comme indemnité ? on m'a dit que c'était doublé c'est vrai ?",
    sources: [
      '/outils/simulateur/indemnite-licenciement',
      '/code-du-travail/article/L1226-14',
      '/outils/fiche/la-reconnaissance-de-linaptitude-medicale-au-travail-et-ses-consequences',
      '/outils/modele/licenciement-inaptitude',
    ],
    figures: ['7 916,67 €'],
  },

  // --- Rupture conventionnelle ---
  // why: 15 jours calendaires de rétractation from the day after signature, then the administration has 15 jours ouvrables to homologate, silence = homologation (L1237-13, L1237-14; fiche RC).
  {
    question:
      "rupture conventionnelle avec mon assistante : on signe la convention le 4 mai. elle peut partir quand au plus tot ? c'est quoi exactement les delais, retractation, homologation et tout ça ?",
    sources: [
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      '/code-du-travail/article/L1237-13',
      '/code-du-travail/article/L1237-14',
    ],
    figures: ['15 jours calendaires', '15 jours ouvrables'],
  },
  // why: the RC indemnity has no 8-month condition: start 2025-11-03, agreed end 2026-05-31 → 6 months; 1/4 × 2 800 × 6/12 = 350,00 € (computeConventionalTerminationIndemnity, L1237-13).
  {
    question:
      "Salarié en CDI depuis le 3 novembre 2025, on s'est mis d'accord pour une rupture conventionnelle avec une fin de contrat au 31 mai 2026. Il est à 2 800 € brut. Il a droit à une indemnité alors qu'il n'a même pas 8 mois ? Si oui c'est combien le minimum ?",
    sources: [
      '/outils/simulateur/indemnite-rupture-conventionnelle',
      '/code-du-travail/article/L1237-13',
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
    ],
    figures: ['350,00 €'],
  },
  // why: start 2023-01-16, agreed end 2026-06-30 → 3 ans et 5 mois; 1/4 × 3 100 × 41/12 = 2 647,92 € (computeConventionalTerminationIndemnity); an RC cannot be imposed by either party (L1237-11).
  {
    question:
      "bonjour, embauché le 16 janvier 2023, 3100 brut/mois, mon patron me propose une rupture conventionnelle avec date de fin le 30 juin 2026. l'indemnité mini c'est combien ? et si je dis non il peut me l'imposer quand meme ?",
    sources: [
      '/outils/simulateur/indemnite-rupture-conventionnelle',
      '/code-du-travail/article/L1237-13',
      '/code-du-travail/article/L1237-11',
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
    ],
    figures: ['2 647,92 €'],
  },

  // --- Unknown (nothing held: checked search_document for Québec/Canada/Montréal, bail commercial, agence web, Docusign/Yousign/signature électronique) ---
  // why: Québec labour law (foreign law), not held.
  {
    question:
      "on a ouvert une petite filiale à Montréal avec 3 employés sous contrat québécois. si je dois en licencier un, c'est quoi le préavis là-bas, c'est pareil qu'en France ?",
    unknown: true,
  },
  // why: termination of a B2B service contract with a web agency (commercial law), not held.
  {
    question:
      'je veux résilier le contrat de notre agence web qui gère notre site, dans leurs conditions il y a 3 mois de préavis et un engagement de 24 mois. je peux sortir avant sans payer tout le reste ?',
    unknown: true,
  },
  // why: commercial lease (bail 3-6-9), not held.
  {
    question:
      "je ferme ma boutique en fin d'année. pour le bail commercial du local (3-6-9 signé en 2023), je peux donner congé au propriétaire avant la fin de la période de 3 ans ? combien de temps avant ?",
    unknown: true,
  },
  // why: comparing e-signature software prices, not held.
  {
    question:
      'pour faire signer les ruptures conventionnelles et les avenants à distance, vous conseillez docusign ou yousign ? lequel est le moins cher pour une petite boite ?',
    unknown: true,
  },
  // Stop 42, blind batch D (working time, leave and pay), written without reading the assistant; first
  // sight before any change of stop 42 is in bench/README.md.

  // --- Paid leave: acquisition (figures from @dirigeo/labour-law computePaidLeaveEntitlement) ---
  // why: 1 Nov 2025 to 31 May 2026 = 7 months × 2,5 = 17,5, rounded up to 18 jours ouvrables (L3141-3, L3141-7);
  // leave may be taken from hiring on (fiche « Les congés payés »).
  {
    question:
      "bonjour, j'ai embauché ma premiere salariée le 1er novembre 2025 en CDI temps plein. elle me demande combien de jours de congés elle aura acquis au 31 mai 2026 et si elle peut déjà en poser avant ? merci",
    sources: [
      '/outils/fiche/les-conges-payes',
      '/code-du-travail/article/L3141-3',
      '/code-du-travail/article/L3141-7',
    ],
    figures: ['18 jours ouvrables'],
  },
  // why: 9 months worked × 2,5 = 22,5 + 3 months of non-professional sick leave × 2 = 6 → 28,5, rounded up to
  // 29 jours ouvrables (L3141-5-1 since the loi du 22 avril 2024; labour-law gives 29).
  {
    question:
      "Mon cuisinier a été en arret maladie (grippe puis lumbago, rien de pro) de début mars à fin mai 2026, sinon il a bossé normalement depuis juin 2025. Mon comptable me dit qu'il n'a pas de congés sur l'arret, un copain patron me dit que si depuis une loi de 2024... qui a raison et ca lui fait combien de jours au total ?",
    sources: [
      '/outils/fiche/les-conges-payes',
      '/code-du-travail/article/L3141-5-1',
      '/code-du-travail/article/L3141-5',
    ],
    figures: ['29 jours ouvrables'],
  },
  // why: 12 months of non-professional sick leave → 12 × 2 = 24 jours ouvrables (the cap of L3141-5-1);
  // 6 months worked + 6 months of accident du travail → counted as work, 30 jours ouvrables (L3141-5 5°).
  {
    question:
      'deux cas dans ma boite : salarié A en arret maladie ordinaire toute la periode juin 2025 - mai 2026, salarié B 6 mois travaillés + 6 mois d arret pour accident du travail. combien de CP chacun a acquis ?',
    sources: [
      '/outils/fiche/les-conges-payes',
      '/code-du-travail/article/L3141-5-1',
      '/code-du-travail/article/L3141-5',
    ],
    figures: ['24 jours ouvrables', '30 jours ouvrables'],
  },
  // why: maternity leave counts as effective work for paid leave (L3141-5 2°): a full period gives
  // 12 × 2,5 = 30 jours ouvrables (labour-law, workedMonths 12).
  {
    question:
      'ma salariée rentre de 4 mois de congé maternité. elle a travaillé les 8 autres mois de la periode de référence. est ce que je peux lui retirer des jours de congés payés pour le congé mat ? elle a droit a combien',
    sources: ['/outils/fiche/les-conges-payes', '/code-du-travail/article/L3141-5'],
    figures: ['30 jours ouvrables'],
  },

  // --- Paid leave: pay, taking, carrying over, leaving ---
  // why: rule of the tenth, 25 800,00 € / 10 = 2 580,00 € (labour-law computePaidLeaveIndemnity), compared with
  // the maintien de salaire, the greater being paid (L3141-24).
  {
    question:
      "comment on calcule l'indemnité de congés payés ? mon salarié a touché 25 800 € brut sur la période de référence, ça fait combien avec la regle du dixieme ? et c quoi le maintien de salaire",
    sources: ['/code-du-travail/article/L3141-24', '/outils/fiche/les-conges-payes'],
    figures: ['2 580,00 €'],
  },
  // why: a sick employee who could not take acquired leave gets a 15-month report period (L3141-19-1), starting when
  // the employer informs them within a month of return of their days and deadline (L3141-19-3); letter template.
  {
    question:
      "Salarié en arrêt depuis janvier, il reprend le mois prochain et il a encore 25 jours de CP de l'an dernier qu'il n'a pas pu poser. Est-ce qu'il les perd au 31 mai ? J'ai lu un truc sur un report, c'est combien de temps et j'ai une démarche à faire à son retour ?",
    sources: [
      '/code-du-travail/article/L3141-19-1',
      '/code-du-travail/article/L3141-19-3',
      '/outils/modele/information-conges-payes-apres-arret-de-travail',
      '/outils/fiche/les-conges-payes',
    ],
    figures: ['15 mois'],
  },
  // why: L3141-23: 12 days of the congé principal taken in August, the other 12 outside 1 May–31 October (≥ 6 days)
  // → 2 jours ouvrables de fractionnement; the 5th week does not count. The employee may waive them individually.
  {
    question:
      'jours de fractionnement ?? ma compta a pris 12 jours ouvrables en aout, elle veut poser les 12 autres jours de son congé principal en mars et sa 5eme semaine a noel. je lui dois des jours en plus ou pas, combien ?',
    sources: ['/code-du-travail/article/L3141-23', '/code-du-travail/article/L3141-19'],
    figures: ['2 jours ouvrables'],
  },
  // why: on termination, untaken leave is paid as an indemnité compensatrice, whatever the cause of the rupture
  // (L3141-28), computed as L3141-24 (tenth or maintained pay).
  {
    question:
      "mon vendeur a démissionné, il part a la fin de son préavis et il lui reste 12 jours de congés pas pris. Je suis obligé de les payer vu que c'est lui qui part ? comment on calcule",
    sources: [
      '/code-du-travail/article/L3141-28',
      '/code-du-travail/article/L3141-24',
      '/outils/fiche/les-conges-payes',
    ],
  },
  // why: a public holiday that is chômé in the company and falls during paid leave is not counted as a day of leave;
  // if the company works that day, it is (fiche « Les jours fériés et les ponts »).
  {
    question:
      'le 14 juillet tombe pendant les vacances de ma salariée, est ce que je dois le compter dans ses jours de CP ou elle récupère le jour ? chez nous on ne travaille pas les jours fériés',
    sources: ['/outils/fiche/les-jours-feries-et-les-ponts'],
  },

  // --- Working hours ---
  // why: 48 h max a week (L3121-20), 44 h on average over 12 weeks (L3121-22), 10 h a day (L3121-18), a 20-minute
  // break once 6 hours are reached (L3121-16).
  {
    question:
      "Bonsoir, période de rush dans mon entrepôt : un de mes chefs d'équipe a fait 11h mardi sans vraiment de pause et il va finir la semaine à 50h. C'est légal ? c quoi les maximums par jour et par semaine, et la pause obligatoire c'est combien ?",
    sources: [
      '/code-du-travail/article/L3121-20',
      '/code-du-travail/article/L3121-18',
      '/code-du-travail/article/L3121-16',
      '/code-du-travail/article/L3121-22',
      '/outils/fiche/la-duree-legale-du-travail',
    ],
    figures: ['48 heures', '10 heures', '20 minutes'],
  },
  // why: repos quotidien of 11 consecutive hours (L3131-1): ending at 23 h, he cannot start again before 10 h;
  // weekly rest 24 h + 11 h (L3132-2).
  {
    question:
      'mon serveur ferme le resto a 23h, je peux le faire revenir le lendemain a 7h pour la livraison ? il y a un temps de repos minimum entre 2 journées ?',
    sources: ['/code-du-travail/article/L3131-1', '/code-du-travail/article/L3132-2'],
    figures: ['11 heures'],
  },
  // why: forfait en jours capped at 218 jours (L3121-64, fiche « Les conventions de forfait »); salaried on a forfait jours
  // are outside the overtime contingent (fiche heures supplémentaires : définition et limites).
  {
    question:
      "je veux passer mon responsable commercial cadre au forfait jours. c'est combien de jours max par an ? et du coup il n'a plus d'heures sup a payer c'est ca ?",
    sources: [
      '/outils/fiche/les-conventions-de-forfait',
      '/code-du-travail/article/L3121-64',
      '/outils/fiche/les-heures-supplementaires-definition-et-limites',
    ],
    figures: ['218 jours'],
  },

  // --- Overtime ---
  // why: without an agreement, +25 % for the first 8 overtime hours (36th to 43rd), +50 % beyond (L3121-36):
  // at 46 h, 8 hours at 25 % and 3 hours at 50 %.
  {
    question:
      "heure sup majoré a combien ? pas d'accord dans ma boite (plomberie, 5 salariés). un gars a fait 46h la semaine derniere, je paye comment les heures au dessus de 35",
    sources: ['/code-du-travail/article/L3121-36', '/outils/fiche/les-heures-supplementaires-contreparties'],
    figures: ['25 %', '50 %'],
  },
  // why: default contingent 220 heures a year (D3121-24); beyond it, contrepartie obligatoire en repos of 50 % of
  // the hours in a company of 20 employees or fewer (L3121-38), 100 % above.
  {
    question:
      "On est 12 salariés. Avec les chantiers de cet été un de mes maçons va dépasser le contingent d'heures supplémentaires, c'est combien d'heures déjà le contingent si la convention dit rien ? Et au-delà je dois quoi en plus de la majoration, du repos ?",
    sources: [
      '/code-du-travail/article/D3121-24',
      '/code-du-travail/article/L3121-38',
      '/outils/fiche/les-heures-supplementaires-contreparties',
      '/outils/fiche/les-heures-supplementaires-definition-et-limites',
    ],
    figures: ['220 heures', '50 %'],
  },

  // --- Night and Sunday work ---
  // why: night work 21 h–6 h by default (fiche), travailleur de nuit = at least 3 hours of night work twice a week
  // (L3122-5), at most 8 hours a day (L3122-6), owed repos compensateur and possibly pay (L3122-8).
  {
    question:
      "j'ai un agent de sécurité qui fait 22h-6h quatre nuits par semaine. il est considéré travailleur de nuit ? il a droit a quoi, une prime de nuit c obligatoire ? et je peux le faire bosser 10h d'affilée la nuit ?",
    sources: [
      '/outils/fiche/le-travail-de-nuit',
      '/code-du-travail/article/L3122-5',
      '/code-du-travail/article/L3122-6',
      '/code-du-travail/article/L3122-8',
    ],
    figures: ['8 heures'],
  },
  // why: dimanches du maire in retail, at most 12 a year (L3132-26); each employee gets at least double pay and an
  // equivalent compensatory rest (L3132-27).
  {
    question:
      'boutique de pret a porter, la mairie a autorisé des ouvertures le dimanche pour les soldes. ma vendeuse je la paye comment ces dimanches là, normal ou plus ? et il y a une limite de dimanches dans l annee',
    sources: [
      '/code-du-travail/article/L3132-27',
      '/code-du-travail/article/L3132-26',
      '/outils/fiche/le-travail-du-dimanche',
    ],
  },

  // --- Public holidays ---
  // why: 1er mai worked (activity that cannot stop): the pay for the work plus an indemnity equal to it (L3133-6);
  // other holidays worked: no legal majoration, only the collective agreement (fiche).
  {
    question:
      "Je tiens une brasserie ouverte 7j/7. Mes serveurs bossent le 1er mai : je leur dois quoi exactement ? Et pour l'Ascension et le 14 juillet c'est pareil, payé double ?",
    sources: ['/code-du-travail/article/L3133-6', '/outils/fiche/les-jours-feries-et-les-ponts'],
  },
  // why: 1er mai 2027 is a Saturday (labour-law frenchPublicHolidays); a holiday falling on a usual rest day has no
  // effect on pay and gives no extra rest (fiche « Les jours fériés et les ponts »).
  {
    question:
      "le 1er mai 2027 ça tombe quel jour ? si c'est un jour où mes salariés ne travaillent pas (on est du lundi au vendredi) ils ont droit à un jour de récup ou à être payé en plus ?",
    sources: ['/outils/fiche/les-jours-feries-et-les-ponts', '/code-du-travail/article/L3133-4'],
    figures: ['samedi'],
  },
  // why: labour-law frenchPublicHolidays(2027): Ascension Thursday 6 May 2027, Lundi de Pentecôte 17 May 2027;
  // bridges are not compulsory and the employer decides (fiche).
  {
    question:
      "pour préparer le planning 2027 : l'ascension et le lundi de pentecote c'est quelles dates ? et le pont de l'ascension je suis obligé de le donner ?",
    sources: ['/outils/fiche/les-jours-feries-et-les-ponts', '/code-du-travail/article/L3133-1'],
    figures: ['6 mai', '17 mai'],
  },

  // --- Sick leave and waiting days ---
  // why: employer's complement from 1 year of seniority (L1226-1), after 7 days (D1226-3), 90 % for the first
  // 30 days then two thirds (D1226-1); the IJSS themselves after 3 waiting days (fiche).
  {
    question:
      "ma salariée (4 ans d'anciennete, 2000 brut) m'envoie un arret maladie de 10 jours. je dois lui maintenir son salaire ? a partir de quel jour et a quel pourcentage, c quoi ces jours de carence ?",
    sources: [
      '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident',
      '/code-du-travail/article/L1226-1',
      '/code-du-travail/article/D1226-3',
      '/code-du-travail/article/D1226-1',
    ],
    figures: ['90 %', '7 jours'],
  },
  // why: durations + 10 days per full 5 years beyond the first year (D1226-2): at 12 years, 50 days at 90 % then
  // 50 days at two thirds (fiche table: 50 jours from 11 years).
  {
    question:
      "salarié avec 12 ans de maison en arrêt long (depression). pendant combien de temps je dois compléter les IJ de la secu d'apres la loi ?",
    sources: [
      '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident',
      '/code-du-travail/article/D1226-2',
      '/code-du-travail/article/D1226-1',
    ],
    figures: ['50 jours'],
  },

  // --- Maternity and paternity ---
  // why: third child: 8 weeks before and 18 after, 26 semaines (L1225-19, fiche « Le congé de maternité »).
  {
    question:
      "Ma secrétaire m'annonce qu'elle attend son 3eme enfant pour avril. Son conge maternité va durer combien de temps ? (pour prévoir un CDD de remplacement)",
    sources: ['/outils/fiche/le-conge-de-maternite', '/code-du-travail/article/L1225-19'],
    figures: ['26 semaines'],
  },
  // why: 3 days of congé de naissance paid by the employer (L3142-4), then the congé de paternité et d'accueil de
  // l'enfant of 25 calendar days (L1225-35); since 2026, a congé supplémentaire de naissance of 1 or 2 months
  // (L1225-46-2); letter templates for both.
  {
    question:
      "salut, ma copine (on est pacsés) accouche en février. j'ai le droit a combien de jours en tout côté boulot ? c'est payé par mon patron ou la secu ? et c'est quoi ce nouveau congé de naissance dont tout le monde parle",
    sources: [
      '/code-du-travail/article/L1225-35',
      '/outils/modele/conge-de-paternite-et-d-accueil-de-l-enfant',
      '/code-du-travail/article/L3142-4',
      '/code-du-travail/article/L1225-46-2',
      '/outils/modele/demande-de-conge-supplementaire-de-naissance',
    ],
    figures: ['25 jours', '3 jours'],
  },

  // --- SMIC ---
  // why: payroll-calc smicInForce({ year: 2026, month: 3 }): 12,02 € an hour, 1 823,03 € a month for 35 h
  // (fiche « Le SMIC » gives the same).
  {
    question: 'le smic horaire et mensuel brut en mars 2026 c etait combien ?',
    sources: ['/outils/fiche/le-smic-salaire-minimum-de-croissance'],
    figures: ['12,02 €', '1 823,03 €'],
  },
  // why: payroll-calc smicInForce({ year: 2026, month: 11 }): 12,31 € since June 2026, 1 867,02 € a month (the fiche
  // still says 12,02 €); computeEmployeePayslip(2026-11, 1 867,02 €, non-cadre, 2 employees, no health plan):
  // net à payer avant impôt 1 477,93 €.
  {
    question:
      "J'embauche un magasinier au SMIC, 35h, non cadre, en décembre 2026. On n'a pas encore de mutuelle (on est 2). Le smic c'est combien en ce moment exactement, et il touchera quoi en net ?",
    sources: ['/outils/simulateur/brut-net', '/outils/fiche/le-smic-salaire-minimum-de-croissance'],
    figures: ['12,31 €', '1 867,02 €', '1 477,93 €'],
  },

  // --- Payslip ---
  // why: the payslip must show the dates of leave and the indemnity when leave falls in the period (R3243-1);
  // no mention of strikes (« absence non rémunérée »); the employer keeps payslips 5 years (L3243-4).
  {
    question:
      "questions bulletin de paie : 1) quand un salarié est en congés dans le mois, qu'est ce qui doit apparaitre obligatoirement ? 2) un salarié a fait grève 2 jours, je peux l'écrire sur sa fiche de paie ? 3) je dois garder les doubles combien de temps ?",
    sources: [
      '/outils/fiche/le-bulletin-de-paie',
      '/code-du-travail/article/R3243-1',
      '/code-du-travail/article/L3243-4',
    ],
    figures: ['5 ans'],
  },

  // --- Unknown: nothing held on these ---
  // why: Swiss labour law (holidays of a frontalier employed by a Swiss company): no page.
  {
    question:
      "je suis frontalier, je vais bosser pour une boite a Genève avec un contrat suisse. j'aurai droit a combien de semaines de vacances la bas, c'est comme en France ?",
    unknown: true,
  },
  // why: public service statutes (congés bonifiés of a fonctionnaire territorial): we hold only private-sector law.
  {
    question:
      'ma femme est fonctionnaire territoriale originaire de la Réunion, comment elle demande ses congés bonifiés et c est tous les combien d années ?',
    unknown: true,
  },
  // why: a time-clock software recommendation: nothing about such products.
  {
    question:
      'vous conseillez quelle badgeuse / logiciel de pointage pour suivre les heures sup de mes 6 salariés, Kelio ou Bodet ? niveau prix ?',
    unknown: true,
  },
  // why: school holiday dates: no page gives them.
  {
    question:
      "pour organiser les départs en congés de l'été prochain, c'est quoi les dates des vacances scolaires 2027 zone C ?",
    unknown: true,
  },
  // Stop 42, blind batch E (our product and company officers), written without reading the assistant; first
  // sight before any change of stop 42 is in bench/README.md.

  // --- Plans and prices ---
  // why: Essentielle 9 € HT/month, annual = 12 × 9 × 0,85 = 91,80 € HT (yearlyPriceOf; CGV prints it, FAQ gives the −15 % rule).
  {
    question:
      "la formule essentielle si je la prends a l'année au lieu de mensuel ça revient a combien ? y a une reduc ?",
    sources: ['/#tarifs', '/tarifs-details', '/cgv', '/#faq'],
    figures: ['91,80 €'],
  },
  // why: prices are HT; Complète 19 € HT = 22,80 € TTC with 20 % VAT (withVat(1900); CGV « Formules et prix »).
  {
    question: 'vos prix c HT ou TTC ?? la complete ça me fait combien ttc par mois',
    sources: ['/cgv', '/#tarifs', '/tarifs-details', '/#faq'],
    figures: ['22,80 €'],
  },
  // why: 14-day free trial, no card, nothing taken at its end, then Freemium (FAQ « Faut-il une carte bancaire… », CGU « Essai gratuit »).
  {
    question:
      "Bonjour, faut il donner sa carte bleue pour l'essai gratuit ? et il dure combien de temps exactement avant que ça devienne payant ?",
    sources: ['/#faq', '/cgu'],
    figures: ['14 jours'],
  },
  // why: trial in demo mode / Freemium = test payslips with the « Bulletin de test » watermark, not definitive; a paid plan (Essentielle) gives the definitive payslip (CGU essai, tarifs-details, FAQ).
  {
    question:
      "j'ai crée mon compte hier pour tester, j'ai fait ma fiche de paie de président mais il y a écrit « bulletin de test » en travers du pdf. c'est un bug ? je voulais l'envoyer a ma banque pour mon pret immo",
    sources: ['/#faq', '/cgu', '/tarifs-details'],
  },
  // --- Commitment, cancellation, payment ---
  // why: monthly plan: notice of 15 days, effective at the end of the period, not refunded, then Freemium (CGV « Résiliation par le client », FAQ).
  {
    question:
      'je suis en mensuel chez vous, si je resilie maintenant ça s arrete quand ? il y a un preavis ?',
    sources: ['/cgv', '/#faq', '/cgu'],
    figures: ['15 jours'],
  },
  // why: annual = 12-month commitment at −15 %, the current period is not refunded; payment by card or SEPA only, no transfer or cheque (CGV, FAQ « Comment puis-je payer ? »).
  {
    question:
      "Deux questions : si je prends l'abonnement annuel pour avoir la remise et que je ferme ma société dans 6 mois, vous me remboursez le reste ? Et est-ce qu'on peut payer par virement, mon comptable préfère",
    sources: ['/cgv', '/#faq'],
  },
  // why: a failed payment is retried and the service stays 14 days, then the account goes back to Freemium with read access kept (CGV « Facturation et paiement »).
  {
    question:
      'ma carte a expiré et le paiement de mon abonnement est passé en échec. Je vais perdre mes bulletins ? j ai combien de temps pour regulariser',
    sources: ['/cgv'],
    figures: ['14 jours'],
  },
  // --- What each plan includes ---
  // why: Essentielle and Complète prepare and check the DSN and give the file; the user deposits it on net-entreprises.fr himself; not in Freemium (FAQ « Qui s'occupe de la DSN ? », CGU objet, tarifs-details).
  {
    question:
      'est ce que vous déposez la DSN à ma place sur net-entreprises ou faut que je le fasse moi meme ? et c dans la formule gratuite ?',
    sources: ['/#faq', '/tarifs-details', '/cgu'],
  },
  // why: two-factor sign-in is in every plan, Freemium included; the payroll ledger (journal de paie) only in Complète (plans.ts planFeatureKeys, tarifs-details comparison).
  {
    question:
      "la double authentification c'est réservé aux formules payantes ? et le journal de paie il est dans quelle formule, l'essentielle suffit ?",
    sources: ['/tarifs-details', '/#faq', '/#tarifs'],
  },
  // why: employees' payslips (staffPayroll) and official exports for the accountant are in Essentielle (9 €) and Complète (FAQ « Faites-vous aussi les bulletins de mes salariés ? », tarifs-details).
  {
    question:
      "j'ai 2 salariés en plus de moi (président SAS). vous faites aussi leurs fiches de paie ? et avec la formule a 9 euros je peux sortir un export pour mon expert comptable ?",
    sources: ['/#faq', '/tarifs-details'],
  },
  // --- Eligibility ---
  // why: gérant associé unique d'EURL = TNS, not compatible; gérant non associé d'EURL = assimilé salarié, eligible (payroll-calc decideImmediateEligibility; eligibility test, FAQ).
  {
    question:
      "moi je suis gérant de mon EURL (seul associé) et mon frère est gérant non associé d'une autre eurl, est ce qu'on peut utiliser dirigeo tous les deux ?",
    sources: ['/eligibilite', '/#faq'],
  },
  // --- Data and privacy ---
  // why: data hosted in France by OVH SAS, HTTPS, Argon2, not sold (FAQ « Dirigeo est-il sécurisé ? », privacy policy, legal notices' host).
  {
    question: "vos serveurs sont où ? j'ai pas envie que les numéros de sécu de mes salariés partent aux USA",
    sources: ['/#faq', '/politique-de-confidentialite', '/mentions-legales'],
  },
  // why: on account deletion the definitive payslips and DSN are kept 5 years (L3243-4), invoices 10 years, unreachable, the rest erased at once (privacy policy « Durées de conservation », FAQ).
  {
    question:
      'Si je supprime mon compte, vous gardez mes bulletins de paie combien de temps ? Tout est effacé tout de suite ?',
    sources: ['/politique-de-confidentialite', '/#faq'],
    figures: ['5 ans'],
  },
  // --- Subscribing and reaching us ---
  // why: contact form for a quote within 24 working hours or a 30-minute call with an expert; experts Monday–Friday 9 h–18 h; phone and e-mail in the legal notices (home #contact, FAQ support).
  {
    question:
      "je voudrais parler a quelqu'un avant de m'inscrire, vous avez un numero de telephone ? vous repondez le samedi ?",
    sources: ['/#contact', '/mentions-legales', '/#faq'],
  },
  // why: subscribing is online: choose a plan and period on the pricing section, then the subscription page (create the account, trial or paid plan).
  {
    question: 'ok je suis convaincu, comment on s abonne concretement ?',
    sources: ['/souscription', '/#tarifs', '/tarifs-details'],
  },

  // --- Officers: net and charges for a given gross (computeOfficerPayslip, 2026) ---
  // why: président de SASU, 4 000 € gross, no staff, AT/MP 2,08 %, no mutuelle: net avant impôt 3 165,43 €, employer cost 5 546,64 €.
  {
    question:
      'je suis président de ma sasu, pas de salarié, pas de mutuelle. si je me verse 4000 brut par mois je touche combien net et ça coute combien en tout à la boite ?',
    figures: ['3 165,43 €', '5 546,64 €'],
  },
  // why: gérante minoritaire de SARL, 5 employees, 3 200 € gross: employer contributions 1 237,31 €, net avant impôt 2 532,34 €.
  {
    question:
      'gérante minoritaire d une sarl de 5 salariés, ma remuneration est de 3200€ brut/mois. c quoi les charges patronales sur ma paie et mon net ?',
    figures: ['1 237,31 €', '2 532,34 €'],
  },
  // why: président de SAS, 3 500 € gross, PAS rate 7,5 %: net avant impôt 2 769,75 €, PAS 215,21 €, net payé 2 554,54 €.
  {
    question:
      "President de SAS a 3500 euros brut, mon taux de prélèvement à la source est de 7,5%. Qu'est-ce qui arrive vraiment sur mon compte en banque à la fin du mois ?",
    figures: ['2 554,54 €'],
  },
  // why: simulateExactChargesForNet, officer, < 11 staff: 3 000 € net avant impôt needs 3 790,95 € gross.
  {
    question:
      "je veux toucher 3000 € net par mois (avant impot) comme président de sasu, quel brut je dois mettre dans la décision de l'associé unique ?",
    figures: ['3 790,95 €'],
  },
  // why: directeur général de SAS (mandate pay), 8 employees, 5 000 € gross: employer cost 6 942,90 €, net avant impôt 3 961,63 €.
  {
    question:
      'On nomme un directeur général dans notre SAS (8 salariés), rémunéré 5 000 € brut par mois au titre de son mandat, sans contrat de travail. Combien ça coûte à la société au total et combien il touchera net ?',
    figures: ['6 942,90 €', '3 961,63 €'],
  },

  // --- Officers: status, unemployment, dividends, retirement, DSN ---
  // why: the président de SAS is not covered by unemployment insurance (mandate, no contract); protections: contract of employment if real, ATI on liquidation, private insurance (blog).
  {
    question:
      "je suis présidente de SAS depuis 3 ans, si la boite coule est ce que j'ai droit au chomage ? sinon comment je me protege",
    sources: ['/blog/president-sas-assurance-chomage', '/blog/remuneration-president-sasu'],
  },
  // why: salary costs more but opens rights; dividends carry no social contributions for a président but the flat tax is 31,4 % since 1 January 2026 (blog salary vs dividends, dividends and flat tax).
  {
    question: 'salaire ou dividendes en sasu qu est ce qui est le mieux ? la flat tax c est toujours 30% ?',
    sources: ['/blog/salaire-ou-dividendes-sasu', '/blog/dividendes-sas-flat-tax'],
    figures: ['31,4 %'],
  },
  // why: the spouse's shares count as the gérant's: 40 % + 20 % = 60 % > half, so gérant majoritaire, TNS, not assimilé salarié (CSS L311-3 11°, blog gérant minoritaire).
  {
    question:
      "Je suis gérant d'une SARL avec 40 % des parts, ma femme en a 20 % et un ami le reste. Du coup je suis minoritaire et assimilé salarié non ?",
    sources: ['/blog/gerant-minoritaire-sarl', '/eligibilite'],
  },
  // why: a DG of SAS may keep a contract of employment if distinct technical functions, subordination and separate pay; only that salary pays unemployment insurance (blog DG de SAS, blog chômage).
  {
    question:
      'notre directeur commercial salarié va etre nommé DG de la SAS. il peut garder son contrat de travail ? et il continuera a cotiser au chomage ?',
    sources: ['/blog/directeur-general-sas-statut', '/blog/president-sas-assurance-chomage'],
  },
  // why: no pay, no quarters; 150 h of SMIC per quarter: 7 212 € gross in the year 2026 validates 4 quarters (blog valider ses trimestres, rémunération président SASU, premier salaire).
  {
    question:
      "cette année ma sasu ne m'a rien versé, je valide quand meme mes trimestres de retraite ? c'est quoi le minimum a se verser pour avoir les 4",
    sources: [
      '/blog/valider-trimestres-retraite-dirigeant',
      '/blog/remuneration-president-sasu',
      '/blog/premier-salaire-creation-sasu',
    ],
    figures: ['7 212 €'],
  },
  // why: the DSN stays due every month even without pay (DSN « néant ») while the employer account is open (CSS R133-14; blog DSN d'une SASU).
  {
    question:
      'je me verse pas de salaire ce mois ci ni le suivant (tréso tendue), je dois quand même faire la DSN de ma SASU ?',
    sources: ['/blog/dsn-sasu-sans-salarie', '/blog/remuneration-president-sasu'],
  },

  // --- Unknown: nothing held on these (checked in search_document, blog and site content) ---
  // why: BSPCE (stock warrants for start-up staff): nothing held.
  {
    question:
      'on veut donner des BSPCE à notre premier dev dans la SAS, comment ça marche et c est taxé comment ?',
    unknown: true,
  },
  // why: LMNP / furnished rental income of an individual: nothing held.
  {
    question: "A côté de ma SASU j'ai un studio en LMNP, comment je déclare les loyers et l'amortissement ?",
    unknown: true,
  },
  // why: trademark filing at the INPI: nothing held.
  { question: 'combien ça coute de deposer le nom de ma boite comme marque a l inpi ?', unknown: true },
  // why: unrelated software (Shopify, Pennylane): nothing held.
  {
    question: 'comment je synchronise mes ventes shopify avec pennylane pour que mon comptable ait tout ?',
    unknown: true,
  },
  // Stop 42, blind batch F (identifiers and documents), written without reading the assistant; first
  // sight before any change of stop 42 is in bench/README.md.

  // --- Collective agreements (table collective_agreement; no indexed page, so figures only) ---
  // why: IDCC 0843 « Boulangerie-pâtisserie (entreprises artisanales) » (1747 is the industrial one).
  // '843' matches both « 0843 » and « 843 ».
  {
    question:
      'quelle convention collective pour une boulangerie ? jouvre ma boulange artisanale en septembre avec 2 vendeuses',
    figures: ['843'],
  },
  // why: IDCC 1979 « Hôtels, cafés, restaurants » (HCR); not 1501 (restauration rapide), which the question excludes.
  {
    question:
      'je reprend un petit resto traditionnel (pas du fast food), c koi la convention et son numero idcc ?',
    figures: ['1979'],
  },
  // why: IDCC 3043 « Entreprises de propreté et services associés ».
  {
    question: "on est une boite de menage de bureaux, 8 agents d'entretien, on depend de quelle CCN ?",
    figures: ['3043'],
  },
  // why: IDCC 1486 = « Bureaux d'études techniques, cabinets d'ingénieurs-conseils et sociétés de conseils » (Syntec);
  // the answer must name that agreement.
  {
    question: 'sur ma fiche de paie y a marqué IDCC 1486, ca correspond a quoi comme convention ?',
    figures: ['1486'],
  },

  // --- Code du travail by number or by subject ---
  // why: L1152-1 defines harcèlement moral; the practical sheet explains it.
  {
    question: 'article L1152-1 du code du travail, ça dit quoi exactement ?',
    sources: ['/code-du-travail/article/L1152-1', '/outils/fiche/le-harcelement-moral'],
  },
  // why: télétravail = L1222-9 (definition, accord/charte or agreement by any means), L1222-10 and L1222-11; no sheet on it.
  {
    question:
      'ou est ce que le teletravail est prévu dans le code du travail ? quel article ? faut il obligatoirement un avenant',
    sources: [
      '/code-du-travail/article/L1222-9',
      '/code-du-travail/article/L1222-10',
      '/code-du-travail/article/L1222-11',
    ],
  },
  // why: L3121-27: durée légale 35 heures par semaine; the article spells it « trente-cinq heures »
  // (corrected on review: the answer quoting the article writes it so).
  {
    question: 'L 3121-27 ?',
    sources: ['/code-du-travail/article/L3121-27', '/outils/fiche/la-duree-legale-du-travail'],
    figures: ['trente-cinq heures'],
  },
  // why: droit de retrait L4131-1, no sanction nor pay deduction L4131-3; sheet responsabilite-de-lemployeur-droit-de-retrait.
  {
    question:
      "mon salarié refuse de monter sur un echafaudage qu'il trouve dangereux, il dit qu'il exerce son droit de retrait. c'est quel article et est ce que je peux le sanctionner ?",
    sources: [
      '/code-du-travail/article/L4131-1',
      '/code-du-travail/article/L4131-3',
      '/outils/fiche/responsabilite-de-lemployeur-droit-de-retrait',
    ],
  },
  // why: R4624-10: visite d'information et de prévention within 3 months of taking up the post (sheet writes « 3 mois »).
  {
    question:
      "nouvel embauché, la visite d'information et de prevention doit etre faite dans quel délai ? (article R4624-10 je crois)",
    sources: [
      '/code-du-travail/article/R4624-10',
      '/outils/fiche/5-questions-reponses-sur-la-sante-au-travail',
    ],
    figures: ['3 mois'],
  },

  // --- Letter templates ---
  // why: template /outils/modele/demission.
  { question: 'modele lettre de démission svp', sources: ['/outils/modele/demission'] },
  // why: template contestation-sanction (employee contests an avertissement); the disciplinary sheet explains the rules.
  {
    question:
      "mon employeur m'a collé un avertissement pour un retard alors que j'avais prévenu, je veux contester par ecrit, vous avez un courrier type ?",
    sources: ['/outils/modele/contestation-sanction', '/outils/fiche/la-sanction-disciplinaire'],
  },
  // why: reçu pour solde de tout compte can be dénoncé within six months (L1234-20); template denonciation-du-solde-de-tout-compte.
  {
    question:
      'j ai signé le solde de tout compte il y a 2 mois mais il manque mes heures sup, je peux encore le contester ? vous auriez une lettre',
    sources: ['/outils/modele/denonciation-du-solde-de-tout-compte', '/code-du-travail/article/L1234-20'],
  },
  // why: présomption de démission: mise en demeure template, L1237-1-1; the sheet la-demission describes the procedure.
  {
    question:
      'salarié qui vient plus depuis 10 jours et répond pas au tel. quel courrier envoyer pour la présomption de démission ?',
    sources: [
      '/outils/modele/mise-en-demeure-abandon-de-poste',
      '/code-du-travail/article/L1237-1-1',
      '/outils/fiche/la-demission',
    ],
  },
  // why: template demande-des-documents-de-fin-de-contrat; sheet on the documents remis à la rupture.
  {
    question:
      "mon ancien patron m'a jamais envoyé mon attestation france travail ni mon certificat de travail, comment les réclamer ?",
    sources: [
      '/outils/modele/demande-des-documents-de-fin-de-contrat',
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
    ],
  },
  // why: template rupture-periode-essai-employeur; délai de prévenance L1221-25 (3 weeks of presence → 48 heures); sheet la-periode-dessai.
  {
    question:
      'je veux arreter la periode d essai de mon nouveau commercial (embauché il y a 3 semaines), y a un modèle de lettre ? et je dois le prévenir combien de temps avant',
    sources: [
      '/outils/modele/rupture-periode-essai-employeur',
      '/code-du-travail/article/L1221-25',
      '/outils/fiche/la-periode-dessai',
    ],
  },

  // --- Simulators (figures from packages/labour-law) ---
  // why: computePrecarityIndemnity({ totalGrossCents: 6 × 1 850,00 € }) → 10 % of 11 100,00 € = 1 110,00 € (L1243-8).
  {
    question:
      'fin de cdd de 6 mois, elle etait payée 1850 brut par mois, combien de prime de precarité je dois lui verser ?',
    sources: ['/outils/simulateur/indemnite-precarite', '/code-du-travail/article/L1243-8'],
    figures: ['1 110,00 €'],
  },
  // why: computeConventionalTerminationIndemnity({ seniorityYears: 4.5, referenceSalaryCents: 240000 }) → 2 700,00 €.
  {
    question:
      "rupture conv avec une salariée : 4 ans et demi d'ancienneté, salaire de référence 2400 € brut. l'indemnité minimum c'est combien ?",
    sources: [
      '/outils/simulateur/indemnite-rupture-conventionnelle',
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
    ],
    figures: ['2 700,00 €'],
  },
  // why: computeRetirementNotice({ initiator: 'employer', seniorityMonths: 36 }) → 2 mois (L1237-6 → L1234-1).
  {
    question:
      'je compte mettre à la retraite un salarié de 70 ans, il est chez nous depuis 3 ans, quel préavis ?',
    sources: [
      '/outils/simulateur/preavis-retraite',
      '/code-du-travail/article/L1237-6',
      '/code-du-travail/article/L1234-1',
    ],
    figures: ['2 mois'],
  },
  // why: computeDismissalProcedure({ motive: 'personal', startDate: '2026-06-01' }) → entretien au plus tôt le mardi 9 juin 2026
  // (5 jours ouvrables pleins, délai expiring Saturday 6 June prorogé to Monday 8 June).
  {
    question:
      "lettre de convocation a l'entretien préalable présentée le lundi 1er juin 2026, je peux faire l'entretien quand au plus tôt ?",
    sources: [
      '/outils/simulateur/procedure-licenciement',
      '/code-du-travail/article/L1232-2',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
    ],
    figures: ['9 juin 2026'],
  },

  // --- Practical sheets on less common subjects ---
  // why: RSS: sheet le-representant-de-la-section-syndicale-rss; L2142-1-1 (non-representative union, ≥ 50 salariés).
  {
    question:
      'c quoi un RSS ? un syndicat pas représentatif peut en désigner un dans ma boite de 60 salariés ?',
    sources: [
      '/outils/fiche/le-representant-de-la-section-syndicale-rss',
      '/code-du-travail/article/L2142-1-1',
    ],
  },
  // why: CSE mandatory once 11 salariés reached for 12 consecutive months (L2311-2); 11-24: 1 titulaire + 1 suppléant.
  {
    question:
      "on a passé les 11 salariés il y a plus d'un an, je suis obligé d'organiser des elections cse ? il faut combien d'élus",
    sources: [
      '/outils/fiche/le-cse-dans-les-entreprises-de-11-49-salaries',
      '/code-du-travail/article/L2311-2',
      '/outils/fiche/la-definition-du-cse-et-cadre-de-mise-en-place',
      '/outils/fiche/lelection-de-la-delegation-du-personnel-au-cse',
    ],
  },
  // why: sheet la-medaille-dhonneur-du-travail: argent after 20 ans, on the employee's request.
  {
    question: "medaille du travail au bout de combien d'années ? c l'employeur qui fait la demande ?",
    sources: ['/outils/fiche/la-medaille-dhonneur-du-travail'],
    figures: ['20 ans'],
  },
  // why: journée de solidarité unpaid within 7 heures for a mensualisé (L3133-8; sheet writes « 7 heures »).
  {
    question: 'journee de solidarité le lundi de pentecote, je dois payer ma salariée à temps plein ou pas ?',
    sources: ['/outils/fiche/la-journee-de-solidarite', '/code-du-travail/article/L3133-8'],
    figures: ['7 heures'],
  },
  // why: CPF training entirely outside working time needs no employer agreement; during working time, autorisation d'absence (L6323-17).
  {
    question: 'un salarié peut utiliser son cpf sans me demander mon accord ??',
    sources: ['/outils/fiche/le-compte-personnel-de-formation-cpf', '/code-du-travail/article/L6323-17'],
  },

  // --- Blog subjects ---
  // why: 2026: 7 212 € brut on the year validate 4 trimestres (150 h × 12,02 € × 4); in these three posts.
  {
    question:
      'combien faut il se verser en 2026 pour valider 4 trimestres de retraite en tant que président sasu ?',
    sources: [
      '/blog/valider-trimestres-retraite-dirigeant',
      '/blog/retraite-president-sas',
      '/blog/remuneration-president-sasu',
    ],
    figures: ['7 212 €'],
  },
  // why: blog directeur-general-sas-statut (DG: assimilé salarié, no chômage, cumul with a contrat de travail under conditions);
  // president-sas-assurance-chomage covers when a contrat de travail opens chômage rights.
  {
    question: 'le DG de ma SAS peut il avoir aussi un contrat de travail pour toucher le chomage plus tard ?',
    sources: ['/blog/directeur-general-sas-statut', '/blog/president-sas-assurance-chomage'],
  },

  // --- Unknown (checked: no page on bail commercial, frais de notaire, Belgium, Word mail merge) ---
  { question: 'modele de lettre de resiliation de bail commercial pour nos bureaux', unknown: true },
  {
    question: "vous avez un simulateur pour les frais de notaire ? j'achète un local pour ma société",
    unknown: true,
  },
  {
    question:
      "quelle est la commission paritaire pour une boulangerie en belgique ? j'ouvre une succursale a liège",
    unknown: true,
  },
  {
    question: 'comment faire un publipostage dans word pour envoyer le meme courrier a tous mes salariés',
    unknown: true,
  },
  // Stop 43, batch H (written blind by a helper): employees' everyday labour law, stories with figures

  // computePaidLeaveEntitlement({ workedMonths: 7, sickLeaveMonths: 5 }): 7 × 2,5 + 5 × 2 = 27,5 → 28 (L3141-5-1, L3141-7)
  {
    question:
      'periode juin 2025 - mai 2026, mon salarié a été en arret maladie (pas pro) du 1er novembre 2025 au 31 mars 2026, le reste du temps il a bossé normalement. il a acquis combien de CP ??',
    figures: ['28 jours ouvrables'],
  },
  // computePaidLeaveEntitlement({ workedMonths: 9 }): 9 × 2,5 = 22,5 → 23 (L3141-3, L3141-7)
  {
    question:
      "j'embauche une assistante le 1er septembre 2026, au 31 mai 2027 elle aura combien de jours de congés payés ?",
    figures: ['23 jours ouvrables'],
  },
  // computePaidLeaveIndemnity({ referenceGrossCents: 3_000_000 }): tenth = 3 000,00 € (L3141-24)
  {
    question:
      'sur la période de référence ma salariée a touché 30 000 € brut au total, primes comprises. avec la regle du dixieme son indemnité de conges payes pour ses 30 jours ca fait combien ?',
    figures: ['3 000,00 €'],
  },
  // Fiche « Les congés payés »: since Cass. soc. 10 septembre 2025, days of leave that coincide with a notified sick leave are taken later
  {
    question:
      "Ma salariée est tombée malade pendant ses vacances en août, elle m'a envoyé son arrêt de travail. Elle me demande de lui rendre les jours de congés qu'elle a passés en arrêt, est-ce que je suis obligé ?",
    sources: ['/outils/fiche/les-conges-payes'],
  },
  // Fiche « Les congés payés » and L3141-16: no change of the dates less than a month before departure, save exceptional circumstances
  {
    question:
      "jai validé les conges d'un de mes gars du 2 au 16 aout, on est le 15 juillet et j'ai un gros chantier qui tombe, je peux lui decaler ses vacances ?",
    sources: ['/outils/fiche/les-conges-payes', '/code-du-travail/article/L3141-16'],
  },
  // Fiche « L'indemnisation légale des absences pour maladie ou accident », D1226-2: from 6 years of seniority 40 days at 90 %, then 40 days at 2/3, after a 7-day waiting period
  {
    question:
      "mon salarié est en arrêt maladie depuis le 2 novembre, il a 8 ans d'ancienneté chez nous. je dois compléter les indemnités de la sécu ? a quel pourcentage et pendant combien de temps ?",
    figures: ['40 jours', '90 %'],
  },
  // Fiche « Le congé de maternité » and L1225-19: third child (two already at home) = 8 + 18 = 26 weeks
  {
    question:
      'ma vendeuse est enceinte de son 3eme enfant (elle en a deja 2 a la maison), son conge mat va durer combien de temps ?',
    figures: ['26 semaines'],
  },
  // L3142-4 (3 days of birth leave, paid by the employer) and L1225-35 (25 calendar days of paternity leave)
  {
    question:
      'un de mes salariés va être papa en janvier, il a droit a combien de jours de conges pour la naissance ?',
    figures: ['3 jours', '25 jours'],
  },
  // Fiche « Les heures supplémentaires : contreparties » and L3121-36: without an agreement, 25 % for the first 8 hours, 50 % beyond
  {
    question:
      'salarié à 35h qui a fait 45h cette semaine, pas d accord d entreprise sur le sujet. les heures sup sont majorées de combien ?',
    figures: ['25 %', '50 %'],
  },
  // L3123-29 and the part-time sheet: 3 hours ≤ 1/10 of 30 hours → 10 % for each complementary hour
  {
    question:
      'Ma secrétaire est à temps partiel, 30h par semaine dans son contrat. La semaine dernière elle a fait 33h. Les 3 heures en plus je les paye avec quelle majoration ? (notre convention ne prévoit rien de spécial)',
    figures: ['10 %'],
  },
  // Fiche « Le travail de nuit », L3122-2 and L3122-20: without an agreement, 21 h to 6 h
  {
    question: 'legalement ca commence a quelle heure le travail de nuit ?',
    sources: [
      '/outils/fiche/le-travail-de-nuit',
      '/code-du-travail/article/L3122-20',
      '/code-du-travail/article/L3122-2',
    ],
  },
  // Fiche « Le travail du dimanche » and L3132-27: the mayor's Sundays are paid at least double, with an equivalent rest
  {
    question:
      "j'ai une boutique de prêt-à-porter, le maire a autorisé l'ouverture les dimanches de décembre. Je paye comment mes vendeuses qui viennent ces dimanches là ?",
    sources: ['/outils/fiche/le-travail-du-dimanche', '/code-du-travail/article/L3132-27'],
  },
  // Fiche « Les jours fériés et les ponts » and L3133-6: worked 1 May gives an extra indemnity equal to the salary (paid double)
  {
    question: 'petit hotel, mon receptionniste travaille le 1er mai, je dois le payer double ou pas ?',
    sources: ['/outils/fiche/les-jours-feries-et-les-ponts', '/code-du-travail/article/L3133-6'],
  },
  // frenchPublicHolidays(2027): Lundi de Pentecôte = 17 May 2027; fiche « La journée de solidarité »: 7 h prorated, 3,5 h at half time
  {
    question:
      "chez nous la journée de solidarité c'est le lundi de pentecote. ca tombe quand en 2027 ? et pour ma salariée a mi temps c'est combien d'heures non payées ?",
    figures: ['17 mai', '3,5'],
  },
  // Fiche « La période d'essai » and L1221-25: employer ending the trial after 1 month of presence gives 2 weeks' notice
  {
    question:
      "embauché en CDI il y a 5 semaines (employé), ça se passe pas bien, je veux mettre fin à sa période d'essai. je dois le prévenir combien de temps avant ?",
    sources: [
      '/outils/fiche/la-periode-dessai',
      '/code-du-travail/article/L1221-25',
      '/outils/modele/rupture-periode-essai-employeur',
    ],
  },
  // Fiche « La sanction disciplinaire » and L1332-2: a warning does not require the prior interview
  {
    question:
      'Je veux donner un avertissement écrit à un employé qui arrive en retard tous les matins. Est-ce que je dois le convoquer à un entretien avant ?',
    sources: [
      '/outils/fiche/la-sanction-disciplinaire',
      '/code-du-travail/article/L1332-2',
      '/outils/modele/avertissement',
    ],
  },
  // computeDismissalProcedure({ motive: 'personal', startDate: '2027-04-26' }): interview from Tuesday 4 May 2027 (1 May not counted), letter from Monday 10 May 2027 (Ascension 6 May not counted, 8 May a holiday)
  {
    question:
      "la convocation a l'entretien prealable de licenciement a été présentée a mon salarié le lundi 26 avril 2027. je peux faire l'entretien au plus tot quand ? et envoyer la lettre de licenciement a partir de quand ?",
    figures: ['4 mai', '10 mai'],
  },
  // computeSeniority 16/09/2019 → notified 12/01/2027: 87 months → 2 months' notice, ends 11/03/2027; 7 years 5 months: 1/4 × 2 800 × 7,4167 = 5 191,67 €
  {
    question:
      'Mon salarié a été embauché le 16/09/2019, il touche 2 800 € brut fixe par mois sans prime. Je le licencie pour insuffisance professionnelle, la lettre sera présentée le 12 janvier 2027. Quel préavis et quelle indemnité légale je lui dois ?',
    figures: ['2 mois', '5 191,67 €'],
  },
  // computeSeniority with unpaid leave 03/01/2022–30/06/2022 (179 days off), notice 01/02/2027 → 31/03/2027: 10 years 9 months; 1/4 × 3 000 × 10 + 1/3 × 3 000 × 0,75 = 8 250,00 €
  {
    question:
      'salariée embauchée le 4 janvier 2016, elle a pris un congé sans solde du 3 janvier au 30 juin 2022. je la licencie (pas de faute grave), lettre présentée le 1er fevrier 2027 avec 2 mois de preavis, salaire 3000 brut fixe. indemnité legale de licenciement minimum ?',
    figures: ['8 250,00 €'],
  },
  // computeSeniority 17/02/2025 → 16/12/2026: 22 months → 1 month; computeNoticeEndDate('2026-12-16', 1) = 15/01/2027
  {
    question:
      'embauché le 17 février 2025, la lettre de licenciement (pas pour faute grave) lui est présentée le 16 décembre 2026. preavis de combien et il se termine quel jour ?',
    figures: ['1 mois', '15 janvier 2027'],
  },
  // Fiche « La démission » and L1237-1: the Code du travail sets no resignation notice; the agreement or usage does
  {
    question: "je veux démissionner, j'ai 3 ans d'ancienneté. le préavis légal c'est combien ?",
    sources: [
      '/outils/fiche/la-demission',
      '/outils/simulateur/preavis-demission',
      '/code-du-travail/article/L1237-1',
    ],
  },
  // L1237-1-1 and R1237-13: presumed resignation after a formal notice to justify the absence and return (at least 15 days)
  {
    question:
      "un de mes employés ne vient plus depuis 10 jours, aucune nouvelle, pas d'arrêt. je peux considérer qu'il a démissionné ?",
    sources: [
      '/outils/modele/mise-en-demeure-abandon-de-poste',
      '/code-du-travail/article/L1237-1-1',
      '/code-du-travail/article/R1237-13',
      '/outils/fiche/la-demission',
    ],
  },
  // Fiche « La rupture conventionnelle… », L1237-13 and L1237-14: 15 calendar days to withdraw, then 15 jours ouvrables of homologation
  {
    question:
      "on s'est mis d'accord avec ma salariée pour une rupture conventionnelle. une fois qu'on a signé, il faut combien de temps avant qu'elle puisse partir ?",
    sources: [
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      '/code-du-travail/article/L1237-14',
      '/code-du-travail/article/L1237-13',
    ],
  },
  // computeSeniority 01/03/2026 → 31/01/2027: 11 months; computeConventionalTerminationIndemnity: 1/4 × 2 200 × 11/12 = 504,17 €
  {
    question:
      'rupture conv avec une salariée embauchée le 1er mars 2026, fin du contrat prevue le 31 janvier 2027, elle est a 2200 brut. elle doit toucher au minimum combien ?',
    figures: ['504,17 €'],
  },
  // Blog « Le montant net social » (and the payslip articles): the net figure used for RSA and prime d'activité
  {
    question: "c'est quoi la ligne « montant net social » en bas du bulletin de paie de mes salariés ?",
    sources: [
      '/blog/montant-net-social',
      '/blog/bulletin-de-paie-clarifie',
      '/outils/fiche/le-bulletin-de-paie',
    ],
  },
  // collective_agreement: Coiffure et professions connexes, IDCC 2596, found on the agreements search page
  {
    question: "j'ouvre un salon de coiffure avec 2 employées, c koi ma convention collective ?",
    sources: ['/outils/conventions-collectives'],
  },
  // Belgian law: nothing on the site
  // Spanish law: nothing on the site
  {
    question:
      'On ouvre une petite filiale à Barcelone : combien de jours de vacances pour un salarié sous contrat espagnol ?',
    unknown: true,
  },
  // Swiss law: nothing on the site
  { question: 'conge maternite en suisse c combien de semaines ?', unknown: true },
  // Lawyers' fees: nothing on the site
  {
    question:
      "ça coûte combien en moyenne un avocat en droit du travail pour m'accompagner sur un licenciement ?",
    unknown: true,
  },
  // Stop 43, batch G (written blind by a helper): officers' pay and status, the product

  // payroll-calc computeOfficerPayslip 2026, 3 500 € brut, headcount 0: netBeforeTax 2 769,75 € (same in /blog/mutuelle-prevoyance-dirigeant)
  {
    question: 'president sasu je me verse 3500 brut par mois en 2026, il me reste combien en net ?',
    figures: ['2 769,75'],
  },
  // payroll-calc 2026, 2 000 € brut, no staff, AT/MP 2,08 %: employerCost 2 773,32 € (also /blog/premier-salaire-creation-sasu)
  {
    question:
      'Bonjour, SASU immatriculée en janvier 2026, je voudrais me verser un premier salaire de 2000€ brut. Ca coute combien au total a la société, charges comprises ? pas de mutuelle, pas de salarié',
    figures: ['2 773,32'],
  },
  // payroll-calc 2026, 2 500 € brut, headcount 3, AT/MP default 2,08 %: employerContributions 966,65 € (also /blog/gerant-minoritaire-sarl)
  {
    question:
      'gerant minoritaire sarl (3 salariés), 2500 brut/mois, taux at/mp par defaut : combien de charges patronales sur ma paie ?',
    figures: ['966,65'],
  },
  // payroll-calc 2026, officer, 5 000 € brut, headcount 8, no health plan nor prévoyance: netBeforeTax 3 961,63 €
  {
    question:
      "Je viens d'être nommé DG d'une SAS de 8 personnes avec 5 000 € bruts mensuels de rémunération de mandat, sans mutuelle ni prévoyance. Quel net avant impôt je vais toucher ?",
    figures: ['3 961,63'],
  },
  // payroll-calc 2026, 3 200 € brut, pasRatePercent 8: pasAmount 209,88 €, netPaid 2 322,46 €
  {
    question: 'brut 3200, taux pas 8%, president sas. net versé sur mon compte apres impot ?',
    figures: ['2 322,46'],
  },
  // /blog/valider-trimestres-retraite-dirigeant: 150 × SMIC 12,02 € × 4 = 7 212 € in 2026 (R351-9)
  {
    question:
      'cb faut se verser au minimum sur l annee 2026 pour valider 4 trimestres retraite qd on est president sasu',
    figures: ['7 212'],
  },
  // /blog/valider-trimestres-retraite-dirigeant and /blog/mutuelle-prevoyance-dirigeant: R313-3, 1 015 × SMIC of the period's first day;
  // an arrêt in September 2026 → period March–August 2026 → SMIC 12,02 € → 12 200,30 €
  {
    question:
      "Si je suis en arrêt maladie en septembre 2026, quel salaire brut il faut avoir eu sur les 6 mois d'avant pour toucher les indemnités journalières ? (président de SAS)",
    figures: ['12 200,30'],
  },
  // /blog/dividendes-sas-flat-tax: PFU 31,4 % from 1 January 2026 (12,8 % + 18,6 %), no social contributions for a président: 20 000 × 68,6 % = 13 720 €
  {
    question:
      "je vais me distribuer 20 000€ de dividendes cette année (2026), flat tax, combien j'ai sur mon compte au final ?",
    figures: ['13 720'],
  },
  // payroll-calc rates/2026.ts mealVoucherExemptCapCents 732 (Urssaf, titres-restaurant 2026: 7,32 € per voucher)
  {
    question:
      "tickets resto pour mes 2 salariés : jusqu'a combien la part employeur est exonérée par titre en 2026 ?",
    figures: ['7,32'],
  },
  // payroll-calc companyCarMonthlyCents(2026, bought, ≤ 5 years, fuel not paid) = 15 % × 30 000 / 12 = 375,00 € (/blog/avantages-en-nature-dirigeant)
  {
    question:
      "ma sasu achète une voiture neuve 30 000 € TTC, je m'en sers aussi le weekend, je paie mon essence moi même. avantage en nature par mois au forfait ?",
    figures: ['375'],
  },
  // payroll-calc 2026, 2 800 € brut, health plan 90 €/month, 50 % employer: netBeforeTax 2 166,44 €
  {
    question:
      'Président de SASU à 2 800 € brut, on met en place une mutuelle à 90 €/mois prise en charge à moitié par la société. Mon net avant impôt devient combien en 2026 ?',
    figures: ['2 166,44'],
  },
  // /blog/president-sas-assurance-chomage: ATI 26,30 € per day for 182 days (D5424-74, D5424-75)
  {
    question:
      "ma boite va etre liquidée, je suis president de sas depuis 4 ans. l'allocation travailleurs independants c'est combien par jour et pendant combien de temps ?",
    figures: ['26,30', '182 jours'],
  },
  // site-content plans.ts: Complète 19 € HT × 12 × 0,85 = 193,80 € HT a year (/#tarifs, /tarifs-details)
  { question: 'la formule complete payée a l annee ca fait combien HT ?', figures: ['193,80'] },
  // /blog/gerant-minoritaire-sarl: the spouse's shares count (L311-3 11°): 30 % + 25 % = 55 % → majoritaire, TNS, not eligible (/eligibilite)
  {
    question:
      "je suis gérant d'une sarl avec 30% des parts et ma femme en a 25%, je suis bien gérant minoritaire donc assimilé salarié ?",
    sources: ['/blog/gerant-minoritaire-sarl', '/eligibilite'],
  },
  // /blog/directeur-general-sas-statut: cumul possible only with distinct technical functions, subordination, separate pay; chômage only on that contract
  {
    question:
      'DG de SAS, je peux avoir un contrat de travail en plus du mandat pour cotiser au chomage ? a quelles conditions',
    sources: ['/blog/directeur-general-sas-statut', '/blog/president-sas-assurance-chomage'],
  },
  // /blog/president-sas-assurance-chomage: no ARE after révocation of the mandate; ATI only on liquidation etc.; private insurance
  {
    question: "les associés veulent me révoquer de la présidence de la SAS. est ce que j'aurai le chomage ??",
    sources: ['/blog/president-sas-assurance-chomage'],
  },
  // /blog/dsn-sasu-sans-salarie « Les mois sans rémunération »: DSN néant due while the employer account is open (R133-14); same in /blog/remuneration-president-sasu
  {
    question:
      "pas de rentrée d'argent, je vais arrêter de me payer de mars à mai. je dois quand même envoyer une DSN ces mois là ?",
    sources: ['/blog/dsn-sasu-sans-salarie', '/blog/remuneration-president-sasu'],
  },
  // /blog/salaire-ou-dividendes-sasu compares cost and rights; /blog/dividendes-sas-flat-tax the taxation of dividends
  {
    question: "salaire ou dividende pour un president de sasu, c'est quoi le plus interessant ?",
    sources: ['/blog/salaire-ou-dividendes-sasu', '/blog/dividendes-sas-flat-tax'],
  },
  // /blog/frais-professionnels-dirigeant « Ce qui reste personnel »: a meal alone near the usual workplace is not a business expense; paid by the company it is pay
  {
    question:
      'je déjeune tous les midis seul au resto à côté du bureau, ma SASU peut me rembourser en note de frais ?',
    sources: ['/blog/frais-professionnels-dirigeant', '/blog/avantages-en-nature-dirigeant'],
  },
  // /blog/mutuelle-prevoyance-dirigeant: L911-7 obliges for employees only; the président may be included if the plan's act covers officers
  {
    question: "est ce que la mutuelle d'entreprise est obligatoire pour un président de SASU sans salarié ?",
    sources: ['/blog/mutuelle-prevoyance-dirigeant'],
  },
  // /blog/premier-salaire-creation-sasu étape 2 and /blog/dsn-sasu-sans-salarie: no DPAE for an officer without an employment contract
  {
    question: 'premiere paie de president, je dois faire une DPAE pour moi meme ?',
    sources: ['/blog/premier-salaire-creation-sasu', '/blog/dsn-sasu-sans-salarie'],
  },
  // FAQ « Qui s'occupe de la DSN ? »: Essentielle and Complète prepare and check it, the deposit on net-entreprises.fr stays the user's
  {
    question: "c'est vous qui envoyez la DSN a l'urssaf ou je dois le faire moi meme ?",
    sources: ['/#faq', '/tarifs-details', '/blog/dsn-sasu-sans-salarie'],
  },
  // CGV/CGU/FAQ: annual plan commits 12 months, notice 1 month before the term, the current period is not refunded
  {
    question:
      "si je prends l'abonnement annuel et que j'arrête au bout de 6 mois je suis remboursé du reste ?",
    sources: ['/cgv', '/#faq', '/cgu'],
  },
  // FAQ « Faites-vous aussi les bulletins de mes salariés ? »: yes with Essentielle and Complète
  {
    question: "j'ai embauché 2 salariés en plus de moi, vous pouvez faire leurs fiches de paie aussi ?",
    sources: ['/#faq', '/tarifs-details'],
  },
  // /blog/retraite-president-sas: dividends build no right, no quarter, no Agirc-Arrco point
  {
    question: 'je me paie qu en dividendes depuis 3 ans, ca compte pour ma retraite ?',
    sources: [
      '/blog/retraite-president-sas',
      '/blog/valider-trimestres-retraite-dirigeant',
      '/blog/salaire-ou-dividendes-sasu',
    ],
  },
  // CGU « Essai gratuit » and FAQ: demo mode, payslips not definitive, no real declaration transmitted
  {
    question:
      "pendant l'essai gratuit est ce que je peux sortir mon vrai bulletin de janvier et declarer ma DSN avec ?",
    sources: ['/cgu', '/#faq'],
  },
  // Cross-border social security (Luxembourg): nothing on the site
  {
    question:
      'je suis président de SASU mais je vis et travaille en partie au Luxembourg, je dois cotiser en France ou au Lux ?',
    unknown: true,
  },
  // INPI fees: unrelated to the site
  { question: 'combien coute le depot de marque inpi pour ma societe ?', unknown: true },
  // CFE (local business tax): taxes the site does not cover
  { question: 'montant de la CFE pour une sasu en domiciliation à Rennes ?', unknown: true },
  // Choice of a bank: unrelated
  // Stop 43, batch J (written blind by a helper): short questions as typed in a chat box

  // Product. plans.ts: Essentielle monthlyPriceCents 900 (HT); /#tarifs "Essentielle 9 € ... HT par mois"
  { question: 'essentielle c combien par mois ?', figures: ['9 €'] },
  // FAQ "Faut-il une carte bancaire pour l'essai gratuit ?": non; CGU #essai "Aucun paiement n'est demandé"; CGV: essai sans paiement
  { question: 'faut une cb pr lessai ?', sources: ['/#faq', '/cgu', '/cgv'] },
  // legal.ts salesTerms.monthlyNoticeDays 15; FAQ "préavis de 15 jours en formule mensuelle"
  { question: 'preavis resiliation formule mensuelle ?', figures: ['15 jours'] },
  // /#tarifs: Complète 193,80 € HT par an (19 € × 12 × 0,85)
  { question: 'formule complete payee a lannee ca fait cb', figures: ['193,80 €'] },
  // FAQ "Je suis gérant majoritaire de SARL" : non, TNS; /eligibilite tests exactly this
  { question: 'gerant majo sarl vs pouvez faire ma paie ?', sources: ['/#faq', '/eligibilite'] },
  // FAQ "Comment puis-je payer ?": CB ou SEPA, "le virement et le chèque ne sont pas acceptés"; CGV #paiement
  { question: 'vs acceptez les cheques ?', sources: ['/#faq', '/cgv'] },
  // Identifier: L1237-19 = rupture conventionnelle collective (article page in search_document)
  { question: 'L1237-19 cest quoi ?', sources: ['/code-du-travail/article/L1237-19'] },
  // collective_agreement 1597: "Bâtiment Ouvriers (Entreprises occupant plus de 10 salariés)" (1596 is "jusqu'à 10")
  { question: 'idcc 1597 cest quelle cc', figures: ['plus de 10 salariés'] },
  // L1232-2 (motif personnel) and L1233-11 (économique): entretien pas moins de 5 jours ouvrables après la convocation
  {
    question: 'ds quel article le delai de 5 jours avant entretien prealable',
    sources: ['/code-du-travail/article/L1232-2', '/code-du-travail/article/L1233-11'],
  },
  // collective_agreement: 1979 Hôtels, cafés, restaurants (HCR)
  { question: 'cest quoi lidcc des hcr', figures: ['1979'] },
  // collective_agreement: 0843 Boulangerie-pâtisserie (entreprises artisanales); 1747 is the industrial one
  { question: 'cc boulangerie artisanale numero idcc', figures: ['843'] },
  // collective_agreement: 2596 Coiffure et professions connexes
  { question: 'idcc coiffure stp', figures: ['2596'] },
  // labour-law computePaidLeaveEntitlement({workedMonths:4}) → 10 jours ouvrables (L3141-3, 2,5/mois)
  { question: 'cb de cp pr 4 mois de taf', figures: ['10 jours'] },
  // computeDismissalNotice({seniorityMonths:36}) → 2 mois (L1234-1)
  { question: 'preavis licenciement 3 ans danciennete', figures: ['2 mois'] },
  // computePrecarityIndemnity: 10 % de la rémunération brute totale (L1243-8)
  { question: 'prime de precarite cdd cest combien', figures: ['10 %'] },
  // L1237-13: quinze jours calendaires de rétractation à compter de la signature
  { question: 'delai retractation rupture conv', figures: ['15 jours'] },
  // L1221-19: cadres, quatre mois (8 mois renouvellement compris, L1221-21)
  { question: 'periode dessai cadre cdi duree max sans renouvellement', figures: ['4 mois'] },
  // computeDismissalIndemnity({seniorityYears:12, referenceSalaryCents:300000}) → 9 500,00 € (1/4×10 ans + 1/3×2 ans)
  { question: 'indemnite licenciement 12 ans danciennete 3000 brut', figures: ['9 500'] },
  // L3141-5-1 / computePaidLeaveEntitlement sickLeaveMonths: 2 jours ouvrables par mois d'arrêt (24 max)
  { question: 'cp acquis pendant arret maladie par mois ?', figures: ['2 jours'] },
  // computeResignationNotice({profession:'vrp', seniorityMonths:18}) → 2 mois (L7313-9)
  { question: 'preavis dem vrp 18 mois danciennete', figures: ['2 mois'] },
  // payroll-calc computeOfficerPayslip({year:2026, grossCents:300000}) no mutuelle/prévoyance → netBeforeTax 2 374,07 € (any month, any headcount)
  { question: 'net pr 3000 brut pdt sasu 2026 sans mutuelle ni prevoyance', figures: ['2 374,07 €'] },
  // rates/2026.ts pmssCents 400_500; /blog/plafond-securite-sociale-2026 "fixé à 4 005 €"
  { question: 'cb le pmss en 2026 ?', figures: ['4 005 €'] },
  // /blog/president-sas-assurance-chomage (dedicated); /blog/remuneration-president-sasu "n'a pas droit aux allocations"
  {
    question: 'pdt sasu droit au chomage ?',
    sources: ['/blog/president-sas-assurance-chomage', '/blog/remuneration-president-sasu'],
  },
  // /blog/dividendes-sas-flat-tax: PFU 31,4 % pour les dividendes versés depuis le 1er janvier 2026 (rates dividendTaxation 12,8 + 18,6)
  { question: 'flat tax dividendes 2026 cb', figures: ['31,4 %'] },
  // /blog/valider-trimestres-retraite-dirigeant: 4 × 150 h × 12,02 € = 7 212 € brut en 2026
  { question: 'brut annuel mini pr valider 4 trimestres 2026', figures: ['7 212 €'] },
  // /blog/directeur-general-sas-statut: cumul mandat + contrat de travail, conditions
  { question: 'dg de sas peut cumuler avec un cdi ?', sources: ['/blog/directeur-general-sas-statut'] },
  // Unknown: Belgian law, nothing on the site mentions Belgique
  { question: 'smic en belgique 2026 cb ?', unknown: true },
  // Unknown: CFE (cotisation foncière des entreprises) is a local tax the site does not cover
  { question: 'montant cfe pr une sasu a paris', unknown: true },
  // Unknown: greffe fees, no page mentions Kbis or Infogreffe
  { question: 'prix dun kbis sur infogreffe ?', unknown: true },
  // Unknown: VAT rates on sales are not covered (only VAT on expenses in one blog)
  { question: 'taux tva restauration sur place ?', unknown: true },
  // Stop 43, batch I (written blind by a helper): an employer's formalities and documents, the product

  // Hiring. R1221-4: the DPAE is sent at the earliest 8 days before the expected hiring date, and before the work starts (fiche « obligations lors de l'embauche »).
  {
    question: 'la dpae on peut la faire combien de temps a l avance ? mon gars commence le 1er juin',
    sources: [
      '/outils/fiche/les-obligations-de-lemployeur-lors-de-lembauche',
      '/code-du-travail/article/R1221-4',
      '/code-du-travail/article/L1221-10',
    ],
  },
  // L1242-13: the CDD is handed over within 2 jours ouvrables after the hire: Mon 6 July 2026 -> Tue 7, Wed 8 July (no holiday; labour-law earliestAfterJoursOuvrables('2026-07-06', 2) = 9 July, the day after the délai).
  {
    question:
      "j'embauche une vendeuse en CDD pour remplacer une salariée en congé mat, elle commence le lundi 6 juillet 2026. jusqu'a quel jour j'ai pour lui remettre son contrat ecrit ?",
    figures: ['8 juillet'],
    sources: [
      '/code-du-travail/article/L1242-13',
      '/outils/fiche/le-contrat-duree-determinee-cdd',
      '/outils/modele/offre-contrat-travail',
    ],
  },
  // R4624-10 and the health sheets: visite d'information et de prévention within 3 months of taking the post (before it only for minors, night workers, risky posts).
  {
    question:
      'visite medicale d embauche pour une assistante administrative, elle doit la passer avant son premier jour ?',
    sources: [
      '/outils/fiche/5-questions-reponses-sur-la-sante-au-travail',
      '/outils/fiche/reforme-de-la-medecine-du-travail-et-des-services-de-sante-au-travail-questions-les-plus-frequentes',
      '/code-du-travail/article/R4624-10',
    ],
  },
  // Fiche « registre unique du personnel »: every employer whatever the headcount, no set form, digital allowed with equivalent guarantees, kept 5 years after departure.
  {
    question:
      "Je viens d'embaucher mon premier salarié dans ma SASU. Je dois vraiment tenir un registre du personnel pour une seule personne ? un tableau excel ça suffit ?",
    sources: ['/outils/fiche/le-registre-unique-du-personnel', '/code-du-travail/article/L1221-13'],
  },
  // L1311-2: règlement intérieur compulsory from 50 employees (after 12 consecutive months); at 14 it is optional.
  {
    question: 'reglement interieur obligatoire a partir de combien de salaries ? on est 14',
    sources: ['/outils/fiche/le-reglement-interieur', '/code-du-travail/article/L1311-2'],
  },
  // L1221-21 / L1221-23 and the renewal template: once, if an extended branch agreement and the contract provide it, with the employee's express consent before the end; 6 months in all for a technicien.
  {
    question:
      "mon technicien a une periode d'essai de 3 mois qui se termine le 31 mai. je peux la renouveler ? jusqu'a combien au total ?",
    sources: [
      '/outils/modele/renouvellement-periode-essai',
      '/outils/fiche/la-periode-dessai',
      '/code-du-travail/article/L1221-21',
      '/code-du-travail/article/L1221-23',
    ],
  },
  // Payslips. L3243-4: the employer keeps a copy 5 years; L3243-2: electronic payslip allowed unless the employee objects (informed a month ahead or at hiring).
  {
    question:
      'combien de temps je dois garder les doubles des fiches de paie ? et je peux les envoyer en pdf par mail sans leur demander leur accord ?',
    sources: [
      '/outils/fiche/le-bulletin-de-paie',
      '/code-du-travail/article/L3243-4',
      '/code-du-travail/article/L3243-2',
    ],
  },
  // R3243-1 (fiche « Le bulletin de paie », blog): the list of mandatory mentions, the montant net social included.
  {
    question:
      'mentions obligatoires sur un bulletin de salaire en 2026 ? le montant net social doit y etre ?',
    sources: [
      '/outils/fiche/le-bulletin-de-paie',
      '/code-du-travail/article/R3243-1',
      '/blog/bulletin-de-paie-clarifie',
      '/blog/montant-net-social',
    ],
  },
  // End of contract. labour-law: seniority 37 months at notification -> 2 months' notice; computeNoticeEndDate('2026-03-16', 2) = 2026-05-15; the certificate's exit date is the end of the notice even if not worked (D1234-6 template).
  {
    question:
      "Licenciement d'un salarié embauché le 1er février 2023. La lettre lui a été présentée le 16 mars 2026 et je le dispense de faire son préavis. Quelle date de sortie je dois mettre sur son certificat de travail ?",
    figures: ['15 mai 2026'],
    sources: [
      '/outils/modele/certificat-de-travail',
      '/outils/simulateur/preavis-licenciement',
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
    ],
  },
  // D1234-6: the certificate holds the dates and the jobs only; the motive is not written, nothing prejudicial.
  {
    question: 'est ce que je peux ecrire "licencié pour faute grave" sur le certificat de travail ?',
    sources: [
      '/outils/modele/certificat-de-travail',
      '/code-du-travail/article/D1234-6',
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
    ],
  },
  // R1234-9 and the end-of-contract sheet: the attestation France Travail is due whatever the motive, faute grave or lourde included.
  {
    question: "faute grave = pas d'attestation france travail non ?? mon ex salarié me la réclame",
    sources: [
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
      '/code-du-travail/article/R1234-9',
      '/outils/modele/demande-des-documents-de-fin-de-contrat',
    ],
  },
  // L1234-20 / D1234-8: a signed receipt can be challenged within 6 months of its signature (here until 10 September 2026); in November it is too late for a sum written on it.
  {
    question:
      "mon ancienne salariée a signé son reçu pour solde de tout compte le 10 mars 2026. Elle m'envoie un recommandé le 2 novembre pour contester le montant des congés payés qui est dessus. elle est encore dans les temps ?",
    sources: [
      '/outils/modele/recu-pour-solde-de-tout-compte',
      '/outils/modele/denonciation-du-solde-de-tout-compte',
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
      '/code-du-travail/article/L1234-20',
    ],
  },
  // labour-law computePrecarityIndemnity({ totalGrossCents: 1_425_000 }): 6 × 2 375 € = 14 250 € × 10 % = 1 425,00 € (L1243-8).
  {
    question:
      'fin de CDD le 30 juin 2026, 6 mois payés 2375 € brut par mois, pas de CDI derriere. combien je mets en prime de precarite dans le solde de tout compte ?',
    figures: ['1 425'],
    sources: [
      '/outils/simulateur/indemnite-precarite',
      '/outils/fiche/la-remuneration-du-salarie-en-contrat-duree-determinee',
      '/code-du-travail/article/L1243-8',
    ],
  },
  // labour-law: 78 months at notification (2 March 2026) -> 2 months' notice ending 1 May 2026; 80 months at the end; reference 2 800 €; 1/4 × 2 800 × 6 years 8 months = 4 666,67 €.
  {
    question:
      "salarié embauché le 1er septembre 2019, je le licencie pour insuffisance pro (pas de faute grave), lettre présentée le 2 mars 2026 et il fait ses 2 mois de préavis. Il est à 2800 € brut fixe depuis plus d'un an sans prime. Combien minimum d'indemnité légale sur son solde de tout compte ?",
    figures: ['4 666,67'],
    sources: ['/outils/simulateur/indemnite-licenciement', '/outils/fiche/lindemnite-legale-de-licenciement'],
  },
  // Sanctions. L1332-4: 2 months from the day the employer knew (3 Feb -> 3 April 2026): on 20 April it is too late; an avertissement needs no prior interview (L1332-2) unless the agreement or rules say so.
  {
    question:
      "J'ai appris le 3 février 2026 qu'un de mes commerciaux avait gonflé ses notes de frais. Je voulais lui envoyer un avertissement cette semaine (on est le 20 avril), c'est encore possible ? et faut il le convoquer a un entretien avant ?",
    sources: [
      '/outils/modele/avertissement',
      '/code-du-travail/article/L1332-4',
      '/outils/fiche/la-sanction-disciplinaire',
    ],
  },
  // L1332-2: at least 2 jours ouvrables, at most a month after the interview. labour-law earliestAfterJoursOuvrables('2026-11-10', 2) = 14 Nov (11 Nov is a holiday); a month later, Thu 10 Dec 2026.
  {
    question:
      'entretien prealable pour une mise a pied disciplinaire fixé le mardi 10 novembre 2026. entre quelles dates je peux lui notifier la sanction ?',
    figures: ['14 novembre', '10 décembre'],
    sources: [
      '/outils/modele/mise-a-pied-disciplinaire',
      '/code-du-travail/article/L1332-2',
      '/outils/modele/convocation-entretien-prealable-sanction',
    ],
  },
  // labour-law computeDismissalProcedure({ motive: 'personal', startDate: '2026-05-04', disciplinary: true }): 5 jours ouvrables, 8 May a holiday, the délai expires Mon 11 May -> interview from Tue 12 May 2026.
  {
    question:
      'convoc a entretien prealable a licenciement presentée le lundi 4 mai 2026, je peux fixer l entretien quand au plus tot ?',
    figures: ['12 mai'],
    sources: [
      '/outils/simulateur/procedure-licenciement',
      '/outils/modele/convocation-entretien-prealable-licenciement',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
    ],
  },
  // Mise à pied conservatoire template and fiche « La sanction disciplinaire »: unpaid only if a faute grave (or lourde) is finally retained; after a mere avertissement the days are paid.
  {
    question:
      'g mis mon salarié en mise a pied conservatoire le temps de la procédure, finalement je lui mets juste un avertissement. je dois lui payer les jours ou il etait pas la ?',
    sources: ['/outils/modele/mise-a-pied-conservatoire', '/outils/fiche/la-sanction-disciplinaire'],
  },
  // DSN. Blog « La DSN d'une SASU… »: due on the 15th of M+1 under 50 employees (R133-14): March 2026 pay -> Wednesday 15 April 2026.
  {
    question:
      'SASU avec moi président + une salariée a mi temps. La DSN de la paie de mars 2026 c est pour quand dernier delai ?',
    figures: ['15 avril'],
    sources: ['/blog/dsn-sasu-sans-salarie'],
  },
  // Same blog: L133-5-4 penalty within 1,5 % of the PMSS per person, rounded up to the euro: at most 61 € in 2026.
  {
    question:
      'je suis le seul remunere de ma sasu. si je depose ma dsn en retard c est quoi la penalite max en 2026 ?',
    figures: ['61 €'],
    sources: ['/blog/dsn-sasu-sans-salarie'],
  },
  // Blogs: no DPAE for a mandataire social without a work contract (L1221-10 targets the hiring of an employee).
  {
    question:
      'je suis président de ma SASU et je commence a me verser un salaire en juin, je dois faire une DPAE pour moi meme ?',
    sources: ['/blog/premier-salaire-creation-sasu', '/blog/dsn-sasu-sans-salarie'],
  },
  // Product. plans.ts: twoFactor is in every plan, Freemium included (/tarifs-details comparison, FAQ security answer).
  {
    question: 'je suis en freemium, je peux quand meme activer la double authentification sur mon compte ?',
    sources: ['/tarifs-details', '/#faq'],
  },
  // plans.ts: activityLog in Complète only; legal.ts dataRetention.activityLogMonths = 12 (privacy policy).
  {
    question:
      "le journal d'activité il est dans quelle formule ? et vous gardez l'historique des connexions combien de temps ?",
    figures: ['12 mois'],
    sources: ['/tarifs-details', '/politique-de-confidentialite', '/#faq'],
  },
  // FAQ « Qui s'occupe de la DSN ? »: Dirigeo prepares and checks the DSN and gives the file, the user deposits it on net-entreprises.fr; official exports are in Essentielle.
  {
    question:
      "avec l'abonnement Essentielle vous envoyez la DSN a l'urssaf a ma place ? et mon expert comptable peut avoir un export ?",
    sources: ['/#faq', '/tarifs-details'],
  },
  // FAQ and CGU/CGV: 14-day trial with no card; then card or SEPA direct debit through Stripe, no transfer or cheque.
  {
    question: "pour l'essai gratuit il faut rentrer une CB ? et apres on peut vous payer par virement ?",
    figures: ['14 jours'],
    sources: ['/#faq', '/cgu', '/cgv'],
  },
  // legal.ts accountDeletion: final payslips and DSN kept 5 years (L3243-4), out of reach; the rest erased at once.
  {
    question: 'si je supprime mon compte dirigeo mes fiches de paie sont effacées direct ?',
    figures: ['5 ans'],
    sources: ['/politique-de-confidentialite', '/#faq', '/mentions-legales'],
  },
  // Unknown: Belgian hiring declaration (Dimona), another country's law.
  { question: 'comment on fait la dimona en belgique pour un ouvrier qui commence lundi ?', unknown: true },
  // Unknown: Quebec's relevé d'emploi, another country's law.
  {
    question: "mon employé au Québec démissionne, j'ai combien de jours pour produire son relevé d'emploi ?",
    unknown: true,
  },
  // Unknown: Swiss salary certificate (Lohnausweis), another country's rules.
  {
    question: 'filiale en suisse : comment remplir le certificat de salaire (Lohnausweis) d un frontalier ?',
    unknown: true,
  },
  // Unknown: corporate tax return deadline, taxes the site does not cover.
  { question: 'date limite pour deposer la liasse fiscale de ma SAS cloturée au 31/12 ?', unknown: true },
  // Batch K (stop 44): disciplinary procedure, telework, fixed-term and temporary contracts, abandonment of post, medical visits, working time; written blind

  // Disciplinary procedure and sanctions
  // L1332-4: 2 months from the day the facts were known; computeDisciplinaryDeadlines({ factsKnownOn: '2026-02-16' }).engageBy = 2026-04-16 (a Thursday)
  {
    question:
      'jai decouvert le 16 fevrier 2026 qu un de mes salariés gonflait ses notes de frais depuis des mois. jusqu a quelle date je peux encore lancer une procedure disciplinaire contre lui ?',
    figures: ['16 avril 2026'],
  },
  // L1332-2: no sooner than 2 jours ouvrables, no later than 1 month after the interview; computeDisciplinaryDeadlines({ interviewDate: '2026-06-08' }) = 2026-06-11 / 2026-07-08 (Wednesday, no weekend carry-over)
  {
    question:
      'Entretien préalable à sanction prévu le lundi 8 juin 2026 avec une salariée (on envisage une mise à pied). A partir de quel jour je peux lui envoyer la lettre de sanction et quelle est la date limite ?',
    figures: ['11 juin', '8 juillet'],
  },
  // L1321-1 / L1311-2 and the sanction sheet: at 50+ a mise à pied is only lawful if the règlement intérieur sets its maximum length (Cass. soc. 26 oct. 2010)
  {
    question:
      'on est 60 salariés, un gars arrive en retard tous les matins. je voudrais lui mettre 3 jours de mise a pied sans salaire mais notre reglement interieur parle juste de "mise a pied" sans dire combien de jours max, ca pose probleme ?',
    sources: [
      '/outils/fiche/la-sanction-disciplinaire',
      '/outils/modele/mise-a-pied-disciplinaire',
      '/outils/fiche/le-reglement-interieur',
      '/code-du-travail/article/L1321-1',
    ],
  },
  // Sanction sheet + conservatory suspension model: unpaid only if faute grave/lourde is finally retained; L1332-3
  {
    question:
      'Jai mis un salarié en mise a pied conservatoire apres une bagarre dans l atelier. Est ce que je dois le payer pendant ces jours là ? et si au final je retiens pas la faute grave ?',
    sources: [
      '/outils/fiche/la-sanction-disciplinaire',
      '/outils/modele/mise-a-pied-conservatoire',
      '/code-du-travail/article/L1332-3',
    ],
  },
  // L1331-2: fines and other pecuniary sanctions are forbidden
  {
    question:
      'mon apprenti a cassé la tablette de la boutique par négligence, j ai le droit de lui retenir 150 euros sur sa paie comme sanction ?',
    sources: ['/code-du-travail/article/L1331-2', '/outils/fiche/la-sanction-disciplinaire'],
  },
  // Employee side: contestation model; L1333-1 (doubt benefits the employee), L1333-2 (prud'hommes may annul)
  {
    question:
      'je suis salariée et j ai reçu un avertissement pour des faits que je conteste totalement (mon chef dit que j ai mal parlé a un client). comment je peux le contester, par lettre ? aux prud hommes ?',
    sources: [
      '/outils/modele/contestation-sanction',
      '/outils/fiche/la-sanction-disciplinaire',
      '/code-du-travail/article/L1333-2',
      '/code-du-travail/article/L1333-1',
    ],
  },
  // Telework
  // L1222-9: with an agreement or charter the refusal of an eligible post must be motivated; without one, agreement by any means; motivated refusal for disabled workers and carers
  {
    question:
      'une salariée me demande 2 jours de teletravail par semaine, on a ni accord ni charte (on est 8). je suis obligé d accepter ? je dois justifier si je refuse ?',
    sources: ['/code-du-travail/article/L1222-9'],
  },
  // L1222-9 III: an accident where telework is done, during the work, is presumed a work accident
  {
    question:
      'mon salarié est tombé dans son escalier chez lui un jour de télétravail pendant ses horaires, ca compte comme accident du travail ??',
    sources: ['/code-du-travail/article/L1222-9'],
  },
  // L1222-10: information on IT restrictions, priority for a post without telework, a yearly interview on workload
  {
    question:
      'quelles obligations particulières a l employeur envers les salariés en teletravail ? entretien annuel, matériel, priorité pour revenir au bureau...',
    sources: ['/code-du-travail/article/L1222-10', '/code-du-travail/article/L1222-9'],
  },

  // Fixed-term contracts (CDD)
  // L1243-8: 10 % of the total gross pay; computePrecarityIndemnity({ totalGrossCents: 987650 }) = 987,65 €
  {
    question:
      'fin de cdd le mois prochain pour mon assistante, elle aura touché 9876,50 € brut en tout sur le contrat. combien je lui dois de prime de precarite ?',
    figures: ['987,65 €'],
  },
  // L1243-2: 1 day per week of the total length, capped at 2 weeks (8 months ≈ 34 weeks)
  {
    question:
      'Ma salariée est en CDD de 8 mois et vient de décrocher un CDI dans une autre boite, elle veut partir avant la fin. Elle a le droit ? elle doit faire combien de préavis ?',
    figures: ['2 semaines'],
  },
  // L1244-3-1: carence = 1/3 of the contract's length when it is 14 days or more; 6 months → 2 months
  {
    question:
      'le cdd de 6 mois de mon magasinier se termine, je peux reprendre direct quelqu un d autre en cdd sur le meme poste ou faut attendre ? combien de temps ?',
    figures: ['2 mois'],
  },
  // L1243-13-1: renewable twice; L1242-8-1: 18 months in total by default
  {
    question: 'cdd renouvelable combien de fois ?? et c est quoi la duree max renouvellements compris',
    sources: [
      '/code-du-travail/article/L1243-13-1',
      '/code-du-travail/article/L1242-8-1',
      '/outils/fiche/le-contrat-duree-determinee-cdd',
      '/code-du-travail/article/L1243-13',
    ],
  },
  // L1243-11: a relationship that continues after the term becomes a CDI
  {
    question:
      'le cdd de ma vendeuse finissait vendredi dernier mais elle est revenue travailler lundi et on a rien signé de nouveau... elle est en quoi maintenant ?',
    sources: ['/code-du-travail/article/L1243-11', '/outils/fiche/le-contrat-duree-determinee-cdd'],
  },
  // L1243-10 3°: no indemnity when the employee refuses an equivalent CDI; L1243-11-1 France Travail information
  {
    question:
      'Je propose un CDI à mon salarié en fin de CDD, même poste même salaire, et il refuse. Je dois quand même lui verser l indemnité de fin de contrat ?',
    sources: [
      '/code-du-travail/article/L1243-10',
      '/outils/fiche/la-remuneration-du-salarie-en-contrat-duree-determinee',
      '/outils/simulateur/indemnite-precarite',
      '/code-du-travail/article/L1243-11-1',
    ],
  },

  // Temporary work
  // L1251-12-1: 18 months in total by default; L1251-35-1: renewable twice within that limit
  {
    question:
      'j ai un interimaire chez moi depuis 14 mois via une agence, la boite d interim me propose de prolonger encore 6 mois, c est legal ?',
    sources: [
      '/code-du-travail/article/L1251-12-1',
      '/code-du-travail/article/L1251-35-1',
      '/outils/fiche/le-contrat-de-travail-temporaire',
      '/code-du-travail/article/L1251-12',
    ],
  },
  // L1251-32: 10 % fin de mission, paid by the agency; pay equal to a permanent employee's
  {
    question:
      'c est qui qui paie l indemnite de fin de mission d un interimaire, moi ou l agence ? et elle est de combien',
    sources: ['/code-du-travail/article/L1251-32', '/outils/fiche/la-remuneration-de-linterimaire'],
  },

  // Abandonment of post and resignation
  // R1237-13: the time given in the mise en demeure cannot be less than 15 days
  {
    question:
      'salarié qui ne vient plus depuis 10 jours sans nouvelles, je veux faire la procedure de presomption de demission. quel delai minimum je dois lui laisser dans la mise en demeure ?',
    figures: ['15 jours'],
  },
  // L1237-1: no legal notice; the agreement or usage sets it; resignation must be clear and unequivocal
  {
    question:
      'mon salarié m a annoncé au telephone qu il demissionne, il a rien ecrit. c est valable ? et son preavis c est combien, la loi dit quoi ?',
    sources: [
      '/outils/fiche/la-demission',
      '/code-du-travail/article/L1237-1',
      '/outils/simulateur/preavis-demission',
      '/outils/modele/demission',
    ],
  },
  // Sheet on unemployment after a resignation: legitimate cases, reconversion project (1 300 days over 60 months), review after 121 days
  {
    question:
      'si je demissionne de mon cdi pour me reconvertir (formation de menuisier) est ce que j aurai droit au chomage ? j ai 7 ans d anciennete',
    sources: ['/outils/fiche/le-droit-aux-allocations-chomage-du-salarie-demissionnaire'],
  },

  // Medical check-ups
  // R4624-31: reprise examination after at least 60 days of non-occupational sick leave, within 8 days of the return
  {
    question:
      'ma comptable revient d un arret maladie (pas pro) de 2 mois et demi, je dois lui faire passer une visite de reprise ? dans quel delai ?',
    figures: ['60 jours', '8 jours'],
  },
  // R4624-10 and the CDD/interim health sheet: visite d'information et de prévention within 3 months of taking up the post
  {
    question:
      'j embauche un cdd de 2 mois pour l ete, la visite medicale du travail est obligatoire quand meme ?',
    sources: [
      '/outils/fiche/la-sante-au-travail-des-salaries-en-interim-et-cdd',
      '/outils/fiche/5-questions-reponses-sur-la-sante-au-travail',
      '/code-du-travail/article/R4624-10',
    ],
  },
  // R4624-34: an employee may ask for a visit at any time; no sanction; model letter
  {
    question:
      'Je suis salarié, j ai mal au dos et je voudrais voir le medecin du travail sans attendre ma prochaine visite, je peux le demander moi meme ? mon patron peut refuser ?',
    sources: [
      '/outils/modele/demande-de-visite-medicale-par-le-salarie',
      '/code-du-travail/article/R4624-34',
      '/outils/fiche/5-questions-reponses-sur-la-sante-au-travail',
    ],
  },

  // Working time limits, night and Sunday work
  // L3121-18: 10 h a day; L3121-20: 48 h in a week; L3121-22: 44 h on average over 12 weeks
  {
    question:
      'rush de fin d annee, mes gars veulent faire des grosses journées. c est quoi le max legal par jour et par semaine ?',
    figures: ['10 heures', '48 heures', '44 heures'],
  },
  // L3122-6: 8 h a day for a night worker; L3122-7: 40 h a week averaged over 12 weeks
  {
    question:
      'boulangerie, mon ouvrier travaille de 22h a 6h. en tant que travailleur de nuit il peut faire combien d heures max par nuit et par semaine ?',
    figures: ['8 heures', '40 heures'],
  },
  // L3132-26: at most 12 « dimanches du maire » a year; L3132-25-4 / the Sunday sheet: volunteers only, refusal is no fault; L3132-27 double pay
  {
    question:
      'jai une boutique de vetements, la mairie autorise l ouverture certains dimanches. c est combien de dimanches max par an ? et mes vendeuses peuvent refuser ?',
    figures: ['12 dimanches'],
  },

  // Outside what the site holds
  // Belgian labour law
  {
    question:
      'je gere une srl en belgique avec 2 employes, combien de semaines de preavis je dois donner pour licencier un employe qui a 4 ans d anciennete ?',
    unknown: true,
  },
  // Medical advice
  {
    question:
      'mon veilleur de nuit dort tres mal la journee, quel somnifere ou dose de melatonine vous lui conseillez ?',
    unknown: true,
  },
  // Local business tax, unrelated to payroll
  {
    question:
      'mes 4 salariés sont tous en teletravail a 100 %, est ce que je dois quand meme payer la CFE et a quel taux dans ma commune ?',
    unknown: true,
  },
  // Stock tips
  {
    question:
      'avec toutes ces embauches en interim, vous pensez que c est le moment d acheter des actions Adecco ou Randstad ?',
    unknown: true,
  },
  // Batch L (stop 44): the officer's own pay and status, in figures and in words; written blind

  // payroll-calc computeOfficerPayslip 2026, 2 800 € brut, headcount 0, AT/MP 2,08 %: net avant impôt 2 215,80 €, coût 3 882,65 €
  {
    question:
      'je suis president de sasu, seul dans la boite, je compte me verser 2800 brut par mois en 2026 (pas de mutuelle), ca me fait combien net ? et ca coute combien en tout a la boite ?',
    figures: ['2 215,80 €', '3 882,65 €'],
  },
  // payroll-calc, gérant minoritaire = same officer payslip; 3 200 € brut, 4 staff: employer 1 237,31 €, cost 4 437,31 €
  {
    question:
      'Gérant minoritaire de SARL (on a 4 salariés), je me paye 3200€ brut/mois. Combien de charges patronales sur ma rému et cout total pour la société ?',
    figures: ['1 237,31 €', '4 437,31 €'],
  },
  // payroll-calc, 6 000 € brut 2026: employee contributions 1 236,51 €, net avant impôt 4 763,49 €
  {
    question:
      'president SAS 6000 brut mensuel, combien de cotisations salariales et combien il me reste net avant impot ?',
    figures: ['1 236,51 €', '4 763,49 €'],
  },
  // payroll-calc, 3 800 € brut, PAS 6 %: prélèvement 186,93 €, net payé 2 820,23 €
  {
    question:
      'bonjour, presidente de sasu, brut 3800 € par mois et mon taux de prelevement a la source est de 6%. Combien d impot retenu et combien je recois vraiment sur mon compte ?',
    figures: ['186,93 €', '2 820,23 €'],
  },
  // payroll-calc, 4 200 € brut, mutuelle 70 € dont 50 % société: net avant impôt 3 281,75 €, net imposable 3 437,43 €
  {
    question:
      "Je suis DG assimilé salarié, 4200 brut, la mutuelle coûte 70€/mois et la société en paie la moitié. C'est quoi mon net avant impôt et mon net imposable ?",
    figures: ['3 281,75 €', '3 437,43 €'],
  },
  // payroll-calc simulateExactChargesForNet, officer, <11 staff, 2026: 2 500 € net → 3 159,13 € brut, coût 4 380,64 €
  {
    question:
      'je veux me sortir 2500 euros net (avant impot) par mois de ma sasu (0 salarié), je dois fixer quel brut ?? et ca revient a combien pour la societe',
    figures: ['3 159,13 €', '4 380,64 €'],
  },
  // payroll-calc computeDividendsFlatTax 2026, 4 750 €: 18,6 % + 12,8 % = 1 491,50 €, net 3 258,50 €
  {
    question:
      'on va se distribuer 4750 € de dividendes (je suis seul associé de la sas), avec la flat tax 2026 il me reste combien ?',
    figures: ['3 258,50 €'],
  },
  // blog valider-trimestres: 150 × 12,02 × 4 = 7 212 €; payroll-calc 601 €/mois → coût 833,38 × 12 = 10 000,56 €
  {
    question:
      "c'est quoi le minimum a se verser en 2026 pour valider mes 4 trimestres de retraite ? et ça coute combien a ma sasu sur l'année si je lisse tous les mois",
    figures: ['7 212 €', '10 000,56 €'],
  },
  // CSS R313-3, blog mutuelle-prevoyance / valider-trimestres: 1 015 × 12,02 € = 12 200,30 €
  {
    question:
      'pour avoir droit aux IJ maladie quand on est president sasu faut avoir cotisé sur combien de salaire sur 6 mois ? avec le smic a 12,02',
    figures: ['12 200,30 €'],
  },
  // payroll-calc, 1 500 € brut 2026: net avant impôt 1 187,04 €, coût 2 079,99 €
  {
    question:
      'Petite SASU qui démarre, je pensais me payer 1500 brut/mois. Je touche combien net et ça coûte combien au total charges comprises ?',
    figures: ['1 187,04 €', '2 079,99 €'],
  },
  // blog premier-salaire / valider-trimestres / remuneration-president-sasu: no pay = no trimestres, no IJ
  {
    question:
      'je suis president sasu et je me paye pas du tout pour l instant, c grave ? je perds quoi concretement',
    sources: [
      '/blog/premier-salaire-creation-sasu',
      '/blog/valider-trimestres-retraite-dirigeant',
      '/blog/remuneration-president-sasu',
    ],
  },
  // blog dsn-sasu-sans-salarie « Les mois sans rémunération »: DSN néant due while the account is open (R133-14)
  {
    question: 'pas de salaire ce mois ci pour moi (president, 0 salarié), je dois quand meme faire une dsn ?',
    sources: ['/blog/dsn-sasu-sans-salarie', '/blog/remuneration-president-sasu'],
  },
  // blog premier-salaire-creation-sasu « L'ACRE en 2026 », plafond-securite-sociale-2026 (ACRE seuils)
  {
    question:
      "j'étais au chômage avant de créer ma SASU en février 2026, j'ai droit à l'acre en tant que président ? ça exonère quoi exactement",
    sources: ['/blog/premier-salaire-creation-sasu', '/blog/plafond-securite-sociale-2026'],
  },
  // blog president-sas-assurance-chomage: mandat ≠ contrat de travail, no ARE, ATI
  {
    question:
      'si les associés me révoquent de mon poste de président de SAS, est ce que je touche le chomage ?',
    sources: ['/blog/president-sas-assurance-chomage', '/blog/directeur-general-sas-statut'],
  },
  // blog president-sas-assurance-chomage « Les droits acquis avant la création »: ARE cumul or Arce
  {
    question:
      "j'ai encore des droits ARE de mon ancien CDI, je viens de monter ma sas. mieux vaut cumuler l'are avec un salaire de président ou prendre l'arce ?",
    sources: ['/blog/president-sas-assurance-chomage'],
  },
  // blog dividendes-sas-flat-tax « L'option pour le barème progressif » (TMI 11 % → barème plus favorable)
  {
    question: 'pfu ou option bareme pour mes dividendes ? je suis dans la tranche a 11%',
    sources: ['/blog/dividendes-sas-flat-tax', '/blog/salaire-ou-dividendes-sasu'],
  },
  // blog mutuelle-prevoyance-dirigeant: no obligation for the officer, collective plan, Madelin reserved to TNS
  {
    question:
      'Je suis tout seul dans ma SASU. La société peut-elle me payer une mutuelle et une prévoyance ? et un contrat madelin c possible ?',
    sources: ['/blog/mutuelle-prevoyance-dirigeant'],
  },
  // blog premier-salaire-creation-sasu étape 4 and prelevement-a-la-source-dirigeant: taux non personnalisé
  {
    question:
      "premiere paie apres creation de la sasu, j'ai pas encore de taux de prelevement a la source transmis, j'applique quoi ?",
    sources: ['/blog/prelevement-a-la-source-dirigeant', '/blog/premier-salaire-creation-sasu'],
  },
  // blog prelevement-a-la-source-dirigeant « Le taux appliqué »: rate sent back after each DSN, modulation on impots.gouv
  {
    question:
      "j'ai modulé mon taux de PAS sur impots.gouv, c'est à moi de le changer sur ma fiche de paie de président ou ça se fait tout seul ?",
    sources: ['/blog/prelevement-a-la-source-dirigeant'],
  },
  // blog premier-salaire-creation-sasu étape 2, dsn-sasu-sans-salarie: no DPAE for a mandataire
  {
    question:
      'sasu sans salarié : je dois faire une DPAE pour moi meme avant mon premier salaire de president ?',
    sources: ['/blog/premier-salaire-creation-sasu', '/blog/dsn-sasu-sans-salarie'],
  },
  // blog dsn-sasu-sans-salarie « Ce que contient la DSN »: nature 80 mandat social, CTP 863
  {
    question:
      'Quelle nature de contrat mettre dans la DSN pour un mandataire social ? et il y a un CTP spécial ?',
    sources: ['/blog/dsn-sasu-sans-salarie'],
  },
  // blog gerant-minoritaire-sarl: spouse's shares count, 40 + 20 = 60 % → TNS; /eligibilite; FAQ gérant majoritaire
  {
    question:
      "gérant de sarl, j'ai 40% des parts et ma femme 20%. je suis assimilé salarié ou TNS ? je peux avoir un bulletin de paie ?",
    sources: ['/blog/gerant-minoritaire-sarl', '/eligibilite', '/#faq'],
  },
  // blog retraite-president-sas « La retraite complémentaire Agirc-Arrco »: points = T1 × 6,20 % / prix d'achat
  {
    question:
      'en tant que président je cotise à l agirc arrco comme un cadre ? comment on calcule mes points ?',
    sources: ['/blog/retraite-president-sas'],
  },
  // blog cotisations-assimile-salarie « Ce qui ne figure jamais », changements-paie-2026: RGDU only for employees
  {
    question:
      "pourquoi j'ai pas de réduction fillon / réduction générale sur mon bulletin de president alors que mon salarié l'a ?",
    sources: [
      '/blog/cotisations-assimile-salarie',
      '/blog/changements-paie-2026',
      '/blog/remuneration-president-sasu',
    ],
  },
  // blog montant-net-social, bulletin-de-paie-clarifie
  {
    question: "c'est quoi ce 'montant net social' sur ma fiche de paie de président ? ça sert a quoi",
    sources: ['/blog/montant-net-social', '/blog/bulletin-de-paie-clarifie'],
  },
  // FAQ « Qui s'occupe de la DSN ? », blog dsn-sasu-sans-salarie « Confier la DSN », plans
  {
    question: 'Avec dirigeo c vous qui deposez ma DSN de president ou c moi ? c dans quelle formule',
    sources: ['/#faq', '/blog/dsn-sasu-sans-salarie', '/tarifs-details', '/#tarifs'],
  },
  // out of scope: CFE, a local business tax unrelated to payroll
  {
    question: 'ma sasu a reçu un avis de CFE de 600 €, on est pas censé etre exonéré la premiere année ?',
    unknown: true,
  },
  // out of scope: another country's tax residence
  {
    question:
      "je suis président de ma SASU et je pars vivre au Portugal l'an prochain, je paierai mon impôt sur le revenu où, France ou Portugal ?",
    unknown: true,
  },
  // out of scope: investment advice for the company's cash
  {
    question:
      'pour placer la tréso de ma sasu vous conseillez plutot un compte a terme ou une sicav monétaire ?',
    unknown: true,
  },
  // out of scope: medical advice
  {
    question:
      "à force d'être assis 10h par jour pour ma boîte j'ai mal au dos, plutôt kiné ou ostéo d'après vous ?",
    unknown: true,
  },
  // Batch M (stop 44): leave and absences (paid leave, holidays, sick leave, births, family events); written blind

  // computePaidLeaveEntitlement({ workedMonths: 9, sickLeaveMonths: 3 }): 22,5 + 6 = 28,5 → 29 (L3141-5-1, L3141-7)
  {
    question:
      'salut, ma salariee a bossé 9 mois sur la periode juin-mai et a ete en arret maladie (pas pro) les 3 autres mois. elle a droit a combien de cp du coup ? on m a dit que l arret maladie ca compte maintenant depuis 2024',
    figures: ['29 jours ouvrables'],
  },
  // computePaidLeaveEntitlement({ workedMonths: 9 }): 9 × 2,5 = 22,5 → 23 (L3141-3, L3141-7)
  {
    question:
      'jai embauché un gars en cdi le 1er septembre 2025, au 31 mai il aura acquis combien de jours de conges payes ?',
    figures: ['23 jours ouvrables'],
  },
  // computePaidLeaveEntitlement({ workedMonths: 0, sickLeaveMonths: 12 }): 24 (L3141-5-1; fiche « Les congés payés »)
  {
    question:
      "Mon salarié a été en arrêt maladie toute l'année de référence, de juin à mai, sans jamais revenir. Il acquiert quand meme des congés ?? combien",
    figures: ['24 jours ouvrables'],
  },
  // computePaidLeaveIndemnity({ referenceGrossCents: 2_875_000 }): tenth = 2 875,00 € (L3141-24)
  {
    question:
      'calcul indemnite cp regle du 10eme : 28750 euros brut sur la periode de reference, ca fait combien pour l ensemble de ses conges',
    figures: ['2 875,00 €'],
  },
  // computePaidLeaveIndemnity({ referenceGrossCents: 2_460_000, maintainedPayCents: 260_000 }): tenth 2 460 €, maintien 2 600 € wins (L3141-24)
  {
    question:
      'question paie : ma salariee a touché 24 600 € brut sur la periode de ref. si elle avait travaillé pendant ses 5 semaines de conges elle aurait eu 2600 €. je lui verse quoi comme indemnite de cp, le dixieme ou le maintien ?',
    figures: ['2 600,00 €'],
  },
  // computeSickPayComplement({ seniorityMonths: 87 }): 40 days at 90 %, then 40 at two thirds, from the 8th day (D1226-1, D1226-2)
  {
    question:
      "un de mes gars est en arret maladie depuis lundi, il a 7 ans et 3 mois d'anciennete. je dois completer les ij de la secu pendant combien de temps et a quel % ? pas de ccn speciale",
    figures: ['40 jours', '90 %'],
  },
  // computeMaternityLeave({ childrenAlready: 2, expected: 1 }): 8 + 18 = 26 weeks (L1225-19)
  {
    question:
      'ma comptable est enceinte de son 3eme (elle a deja 2 enfants a la maison), elle va etre absente combien de semaines en tout pour le conge mat ?',
    figures: ['26 semaines'],
  },
  // computePaternityLeave({ multipleBirth: true }): 3 jours de naissance + 32 jours calendaires (L3142-4, L1225-35)
  {
    question:
      "ma femme attend des jumeaux pour octobre, je suis salarié dans une pme. j'ai droit a combien de jours en tout ? conge de naissance + paternite",
    figures: ['3 jours', '32 jours'],
  },
  // L3142-4: 4 jours for a PACS, 3 jours for the death of a father, no loss of pay (L3142-2)
  {
    question:
      'bonjour, mon employé se pacse samedi prochain et en plus son pere est decede hier... combien de jours d absence il peut prendre pour chacun ? et c est payé ou pas',
    figures: ['4 jours', '3 jours'],
  },
  // frenchPublicHolidays(2026): Ascension on Thursday 14 May; no law makes the pont compulsory (fiche jours fériés)
  {
    question:
      'c quand l ascension en 2026 ? les salariés me demandent le pont du vendredi, je suis obligé de le donner ?',
    figures: ['14 mai'],
  },
  // L3133-6: the 1er mai worked is paid twice (salary + indemnity equal to it); fiche « Les jours fériés et les ponts »
  {
    question:
      'je suis boulanger, mes 2 vendeuses bossent le 1er mai. je dois les payer double ou je peux juste leur donner un jour de recup ?',
    sources: [
      '/outils/fiche/les-jours-feries-et-les-ponts',
      '/code-du-travail/article/L3133-6',
      '/code-du-travail/article/L3133-4',
    ],
  },
  // L3121-50: hours lost on a pont may be made up, at the normal rate; fiche « Les jours fériés et les ponts »
  {
    question:
      "On ferme la boite le vendredi du pont de mai. Est ce que je peux faire rattraper les heures aux salariés les semaines d'apres ? c'est majoré ?",
    sources: ['/outils/fiche/les-jours-feries-et-les-ponts', '/code-du-travail/article/L3121-50'],
  },
  // L3133-7, L3133-8: journée de solidarité, unpaid within 7 h, prorated for part-time; fiche « La journée de solidarité »
  {
    question:
      'lundi de pentecote : mon patron dit que c est la journee de solidarite et que je bosse gratos. c est legal ?? je suis a temps partiel en plus',
    sources: [
      '/outils/fiche/la-journee-de-solidarite',
      '/code-du-travail/article/L3133-8',
      '/code-du-travail/article/L3133-7',
    ],
  },
  // Fiche jours fériés: a holiday chômé in the company during the leave is not counted as a day of paid leave
  {
    question:
      'le 14 juillet tombe en plein dans les 3 semaines de conges de mon salarie, est ce que ca lui compte comme un jour de cp ou pas ?',
    sources: ['/outils/fiche/les-jours-feries-et-les-ponts', '/outils/fiche/les-conges-payes'],
  },
  // L3141-19-1 (15-month carry-over), L3141-19-3 (information within a month), the letter model
  {
    question:
      'ma salariée reprend apres 10 mois d arret maladie, elle avait 25 jours de cp qu elle a pas pu prendre. ils sont perdus ? je dois lui envoyer quelque chose ?',
    sources: [
      '/code-du-travail/article/L3141-19-1',
      '/code-du-travail/article/L3141-19-3',
      '/outils/modele/information-conges-payes-apres-arret-de-travail',
      '/outils/fiche/les-conges-payes',
    ],
  },
  // L3141-15, L3141-16: the employer sets the leave period and the order of departures failing an agreement
  {
    question:
      "Est-ce que l'employeur peut imposer les dates de congés ? je veux fermer 3 semaines en aout et que tout le monde pose ses cp a ce moment la",
    sources: [
      '/outils/fiche/les-conges-payes',
      '/code-du-travail/article/L3141-16',
      '/code-du-travail/article/L3141-15',
    ],
  },
  // L3141-28: indemnité compensatrice for leave not taken when the contract ends, resignation included
  {
    question:
      'salarie en cdi qui demissionne, il lui reste 12 jours de cp non pris. je suis obligé de lui payer ou il doit les poser pendant son preavis ?',
    sources: [
      '/code-du-travail/article/L3141-28',
      '/outils/fiche/les-conges-payes',
      '/outils/fiche/la-demission',
    ],
  },
  // Fiche « Le congé sans solde »: not regulated, the employer may refuse, no pay, no seniority nor paid leave
  {
    question:
      'une salariée me demande 2 mois de conge sans solde pour partir en asie. je suis obligé d accepter ? et ses cp et son anciennete pendant ce temps ?',
    sources: ['/outils/fiche/le-conge-sans-solde'],
  },
  // Fiche « Le congé sabbatique » (36 months, 6 years of activity, 6 to 11 months, report or refusal), L3142-28, letter model
  {
    question:
      "Je voudrais partir 9 mois en congé sabbatique, j'ai 4 ans dans ma boite. c'est quoi les conditions et mon employeur peut il refuser ?",
    sources: [
      '/outils/fiche/le-conge-sabbatique',
      '/outils/modele/demande-de-conge-sabbatique',
      '/code-du-travail/article/L3142-28',
    ],
  },
  // Fiche « Le congé parental d'éducation »: a right whatever the headcount, 1 year of seniority; L1225-47, letter model
  {
    question:
      'ma salariée finit son conge mat en juin et veut enchainer sur un parental a 80%. je peux refuser ? on est que 6 salariés',
    sources: [
      '/outils/fiche/le-conge-parental-deducation',
      '/outils/modele/demande-de-conge-parental-d-education',
      '/code-du-travail/article/L1225-47',
    ],
  },
  // L1225-61: unpaid leave for a sick child, 3 days a year (5 under one year or 3 children)
  {
    question:
      'mon fils a la gastro, la creche veut pas le prendre. j ai droit a des jours enfant malade ? mon employeur doit me payer ?',
    sources: ['/outils/fiche/les-conges-et-absences-pour-enfant-malade', '/code-du-travail/article/L1225-61'],
  },
  // L1225-46-2: the congé supplémentaire de naissance for children born from 2026; letter model, sheets' news
  {
    question:
      "c'est quoi ce nouveau conge de naissance de 2026 ? mon salarié a eu un bebe en fevrier et me demande 2 mois de plus apres sa paternite, j'ai le droit de dire non",
    sources: [
      '/outils/modele/demande-de-conge-supplementaire-de-naissance',
      '/code-du-travail/article/L1225-46-2',
      '/outils/fiche/le-conge-parental-deducation',
      '/outils/fiche/le-conge-de-maternite',
    ],
  },
  // RTT: jours de repos under an agreement spreading hours over the year (fiche aménagement), else overtime beyond 35 h
  {
    question:
      'on est a 39h/semaine dans ma pme. je dois donner des RTT ou payer les 4h en heures sup ? comment ca marche les jours de rtt',
    sources: [
      '/outils/fiche/lamenagement-du-temps-de-travail',
      '/outils/fiche/la-duree-legale-du-travail',
      '/outils/fiche/les-heures-supplementaires-definition-et-limites',
      '/outils/fiche/les-heures-supplementaires-contreparties',
    ],
  },
  // Blog: a président without a contract of employment has no congés payés (remuneration-president-sasu, comptabiliser)
  {
    question:
      'je suis president de ma sasu, seul, pas de contrat de travail. j ai le droit de me mettre des conges payes sur ma fiche de paie ?',
    sources: ['/blog/remuneration-president-sasu', '/blog/comptabiliser-paie-dirigeant'],
  },
  // Blog mutuelle-prevoyance-dirigeant: no employer's maintien for a mandataire; IJ after 3 days if 1 015 h of Smic
  {
    question:
      'presidente de sas, je me suis cassé le poignet au ski, arret 6 semaines. la societe doit maintenir mon salaire comme pour un salarie ? et la secu me paie des ij ?',
    sources: [
      '/blog/mutuelle-prevoyance-dirigeant',
      '/blog/remuneration-president-sasu',
      '/blog/valider-trimestres-retraite-dirigeant',
    ],
  },
  // Fiche « L'indemnisation légale des absences pour maladie »: 48 hours, contre-visite; L1226-1
  {
    question:
      'mon salarié m a envoyé son arret maladie 5 jours après, et je pense qu il est pas vraiment malade. je peux faire une contre visite ? et je suis obligé de payer le complement ?',
    sources: [
      '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident',
      '/outils/fiche/les-absences-liees-la-maladie-ou-laccident-non-professionnel',
      '/code-du-travail/article/L1226-1',
    ],
  },
  // Another country's law: nothing on Belgium
  {
    question:
      'combien de jours de conges payes pour un salarié en Belgique ? j ouvre une filiale a Bruxelles le mois prochain',
    unknown: true,
  },
  // The PreParE's amount is a CAF benefit the site does not hold (the sheet sends to the CAF's site)
  {
    question:
      'montant de la prepare caf en 2026 si je prends un conge parental a temps plein ? ca fait combien par mois',
    unknown: true,
  },
  // Medical advice
  {
    question:
      'je suis en arret pour une lombalgie, vaut mieux que je reste allongé ou que je marche ? et je prends quel anti inflammatoire',
    unknown: true,
  },
  // Investment advice
  {
    question:
      'avec mon indemnite de conges payes de cet ete je la place ou, livret A ou actions total energies ? qu est ce qui rapporte le plus',
    unknown: true,
  },
  // Batch N (stop 44): the product in short chat messages, and ending a contract in figures; written blind

  // plans.ts: Complète 1900 cents HT a month (site-content formatPlanPrice → « 19 € »)
  {
    question: 'prix formule complete ?',
    sources: ['/#tarifs', '/tarifs-details', '/cgv'],
    figures: ['19 €'],
  },
  // plans.ts yearlyPriceOf(900) = 900 × 12 × 85 % = 9 180 cents HT
  { question: 'essentielle en annuel ca fait cb', figures: ['91,80 €'] },
  // plans.ts withVat(900): 9 € HT + 20 % TVA = 10,80 € TTC (FAQ « Recevrai-je une facture ? », CGV)
  { question: 'lessentielle c combien ttc par mois', figures: ['10,80 €'] },
  // FAQ « Faut-il une carte bancaire pour l'essai gratuit ? »: no payment method; CGU
  { question: 'faut une cb pour tester ?', sources: ['/#faq', '/cgu', '/souscription'] },
  // FAQ « Comment puis-je payer ? » and CGV §paiement: card or SEPA via Stripe, no transfer nor cheque
  { question: 'on peut payer par virement ou cheque', sources: ['/#faq', '/cgv'] },
  // legal.ts salesTerms: notice 15 days monthly, 1 month before the term annually (CGV, FAQ)
  {
    question: 'preavis resiliation abo mensuel et annuel ?',
    sources: ['/cgv', '/#faq'],
    figures: ['15 jours', '1 mois'],
  },
  // planFeatureKeys: Essentielle has staffPayroll + dsn + dsnFiling; the user deposits the DSN himself (FAQ)
  {
    question:
      'Bonjour, je suis president dune SASU avec 2 salariés. Est ce que la formule a 9 euros fait aussi les fiches de paie de mes salariés et la DSN, ou faut prendre la plus chere ? Et c vous qui envoyez la DSN a lurssaf ?',
    sources: ['/#faq', '/#tarifs', '/tarifs-details', '/blog/dsn-sasu-sans-salarie'],
  },
  // planFeatureKeys: payrollLedger only in Complète (plan lists, comparison table)
  { question: 'journal de paie dans quelle formule', sources: ['/#tarifs', '/tarifs-details'] },
  // DEMO_WITHHELD_FEATURES: no official export during the trial (FAQ trial answer, CGU)
  { question: 'exports compta pendant lessai gratuit ?', sources: ['/#faq', '/cgu', '/souscription'] },
  // FEATURES.twoFactor in every plan, Freemium included (FAQ security answer, plan lists, comparison)
  {
    question: 'double authentification dispo en gratuit?',
    sources: ['/#faq', '/tarifs-details', '/#tarifs'],
  },
  // FAQ « Qui s'occupe de la DSN ? »: Dirigeo prepares the file, the deposit on net-entreprises is the user's
  { question: 'vous deposez la dsn a ma place ?', sources: ['/#faq', '/blog/dsn-sasu-sans-salarie'] },
  // FAQ « Dirigeo est-il sécurisé ? Où sont hébergées mes données ? »: France, OVH; privacy policy, legal notices
  {
    question: 'mes donnees sont hebergees ou, cest securisé ?',
    sources: ['/#faq', '/politique-de-confidentialite', '/mentions-legales'],
  },
  // accountDeletion.kept: final payslips and DSN 5 years (L3243-4), invoices 10 years
  {
    question: 'si je supprime mon compte vous gardez mes bulletins ?',
    sources: ['/#faq', '/politique-de-confidentialite'],
    figures: ['5 ans'],
  },
  // marketingClaims.discoveryCallMinutes = 30 (hero, contact section)
  {
    question: 'rdv decouverte avec un expert ca dure combien',
    sources: ['/#contact'],
    figures: ['30 minutes'],
  },
  // CGV §paiement: salesTerms.paymentGraceDays = 14, then back to Freemium with read access
  { question: 'ma carte a ete refusee je perds mon compte ?', sources: ['/cgv'], figures: ['14 jours'] },
  // tools hub's Modèles tab (letter-templates)
  { question: 'vous avez des modeles de lettres gratuits', sources: ['/outils/modeles', '/outils'] },
  // toolSimulators 'brut-net'; the charges simulator also gives the net from the gross
  {
    question: 'simulateur brut net gratuit ?',
    sources: ['/outils/simulateur/brut-net', '/simulators/charges-sociales', '/simulators'],
  },
  // the tools hub's Code du travail tab
  { question: 'ou lire le code du travail sur le site', sources: ['/code-du-travail', '/outils'] },
  // the tools hub's collective agreement search (IDCC)
  {
    question: 'chercher ma ccn avec le numero idcc',
    sources: ['/outils/conventions-collectives', '/outils'],
  },
  // site pages: the tools hub and its simulators, the charges simulators
  {
    question: 'quels outils gratuits vous proposez',
    sources: ['/outils', '/outils/simulateurs', '/simulators'],
  },
  // FAQ « Puis-je changer de formule ou résilier en ligne ? »: at once, prorated (CGV §paiement)
  { question: 'passer de essentielle a complete en cours de mois possible?', sources: ['/#faq', '/cgv'] },
  // L1237-13, fiche: 15 calendar days to withdraw from the rupture conventionnelle
  {
    question: 'rupture conv delai de retractation',
    sources: [
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      '/code-du-travail/article/L1237-13',
    ],
    figures: ['15 jours calendaires'],
  },
  // computeReferenceSalary: 3 months (2 600) beat 12 months; computeConventionalTerminationIndemnity(5, 2 600) = 1/4 × 2 600 × 5
  {
    question:
      'je veux faire une rupture conventionnelle avec ma salariee, elle aura 5 ans pile danciennete a la date de fin prevue. elle etait a 2400 brut par mois, augmentee a 2600 depuis 3 mois (pas de primes). cest quoi le minimum a lui verser ?',
    sources: [
      '/outils/simulateur/indemnite-rupture-conventionnelle',
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      '/code-du-travail/article/L1237-13',
    ],
    figures: ['3 250,00 €'],
  },
  // computeDismissalIndemnity(12 years, 3 000 €): 1/4 × 3 000 × 10 + 1/3 × 3 000 × 2 (R1234-2)
  {
    question:
      'licenciement eco, 12 ans danciennete pile a la fin du preavis, 3000 brut fixe, indemnite legale ?',
    sources: [
      '/outils/simulateur/indemnite-licenciement',
      '/outils/fiche/lindemnite-legale-de-licenciement',
      '/code-du-travail/article/R1234-2',
    ],
    figures: ['9 500,00 €'],
  },
  // L1233-15, computeDismissalProcedure economic-individual: 7 jours ouvrables after the interview (non-cadre)
  {
    question: 'licenciement eco individuel dun non cadre, delai mini entre lentretien et la lettre ?',
    sources: [
      '/outils/simulateur/procedure-licenciement',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-individuel-pour-motif-economique',
      '/code-du-travail/article/L1233-15',
    ],
    figures: ['7 jours ouvrables'],
  },
  // computeDismissalNotice(41 months) = 2 mois; computeDismissalIndemnity(3 + 7/12 years, 2 500 €) = 2 239,59 € (rounded up)
  {
    question:
      'je licencie mon salarie pour insuffisance pro (pas faute grave), il est a 2500 brut tous les mois, il aura 3 ans et 7 mois danciennete a la fin du preavis. combien de preavis et combien dindemnite ?',
    sources: [
      '/outils/simulateur/indemnite-licenciement',
      '/outils/simulateur/preavis-licenciement',
      '/outils/fiche/lindemnite-legale-de-licenciement',
      '/code-du-travail/article/R1234-2',
    ],
    figures: ['2 239,59 €', '2 mois'],
  },
  // another country's payroll: nothing on the site
  { question: 'vous faites la paie dune filiale en belgique ?', unknown: true },
  // banking advice: nothing on the site
  { question: 'meilleure banque pro pour une sasu ?', unknown: true },
  // a local tax unrelated to payroll
  { question: 'comment contester ma taxe fonciere', unknown: true },
  // medical advice
  { question: 'quel anti inflammatoire pour une tendinite au poignet', unknown: true },
  // Batch O (stop 45): an employee's pay and payslip, as an employer types it; written blind
  // --- Figures ---
  // why: labour-law computeOvertimePremium({ weeklyHours: 39, hourlyRateCents: 1350 }): 4 h at 25 % (L3121-36),
  // 4 h × 13,50 € × 1,25 = 67,50 €.
  {
    question:
      'mon cuisinier a fait 39h la semaine derniere, il est a 13,50 brut de l heure. je lui dois combien pour ses 4h sup ? on a pas d accord dans la boite',
    figures: ['67,50 €'],
  },
  // why: labour-law computeOvertimePremium({ weeklyHours: 46, hourlyRateCents: 1500 }): 8 h at 25 % + 3 h at 50 %
  // (L3121-36), 8 × 15 × 1,25 + 3 × 15 × 1,5 = 150,00 + 67,50 = 217,50 €.
  {
    question:
      'semaine de rush, un de mes gars a bossé 46h. taux horaire 15€ brut, pas d accord collectif sur les heures sup. ca fait combien en tout pour les heures au dessus de 35h ?',
    figures: ['217,50 €'],
  },
  // why: labour-law computeOvertimePremium({ weeklyHours: 26, contractWeeklyHours: 24, hourlyRateCents: 1250 }):
  // 2 h complémentaires within the tenth of 24 h (2,4 h), 10 % each (L3123-29): 2 × 12,50 × 1,1 = 27,50 €.
  {
    question:
      'salariee a temps partiel 24h/semaine, elle a fait 26h cette semaine pour remplacer une collegue. taux 12,50 de l heure, je lui paye combien les 2h en plus ? (rien dans la ccn la dessus)',
    figures: ['27,50 €'],
  },
  // why: payroll-calc smicInForce({ year: 2026, month: 4 }) = 12,02 €; computeEmployeePayslip(…, workingTimeRatio:
  // 24/35, month 4).smicCents = 125008: 24 h × 52 / 12 = 104 h × 12,02 € = 1 250,08 € (fiche « La mensualisation »).
  {
    question:
      'je prends une vendeuse 24h par semaine payee au smic. ca fait quel brut mensuel minimum sur sa fiche de paie d avril 2026 ?',
    figures: ['1 250,08 €'],
  },
  // why: payroll-calc computeEmployeePayslip({ year: 2026, grossCents: 230000, status: 'non-cadre', no mutuelle })
  // .netBeforeTax = 182067 (same for any headcount and month of 2026): 1 820,67 €.
  {
    question:
      'j embauche un serveur non cadre a 2300 € brut/mois, pas de mutuelle (il a une dispense). il va toucher combien net avant impot ?',
    figures: ['1 820,67 €'],
  },
  // why: payroll-calc mealVoucherExemption(2026): employer share exempt up to 7,32 € a voucher, between 50 % and
  // 60 %; applyPayElements(2026, [titres-restaurant 20 × 13,00 € at 60 %]): 7,80 − 7,32 = 0,48 € × 20 = 9,60 € subject.
  {
    question:
      'tickets resto de 13 € pris en charge a 60 % par la boite, 20 par mois par salarié. y a une partie qui passe en cotisations ? c quoi le plafond d exo en 2026 ?',
    figures: ['7,32 €', '9,60 €'],
  },
  // why: payroll-calc companyCarMonthlyCents(2026, { holding: 'achete', costCents: 3000000, fuelPaid: false }) =
  // 37500: 15 % of the purchase price TTC a year for a car of 5 years or less (arrêté du 25 février 2025), / 12.
  {
    question:
      'je file une voiture de societe a mon commercial, achetee neuve cette annee 30 000 € ttc. il s en sert aussi le week end mais il paye son essence. ca fait combien d avantage en nature par mois sur sa fiche de paie ?',
    figures: ['375,00 €'],
  },
  // why: D3243-8 and fiche « Le bulletin de paie »: the employer guarantees the availability of electronic payslips
  // for 50 years (or up to the employee's age set by the article).
  {
    question:
      'on passe aux bulletins de paie dematerialises avec un coffre fort en ligne. je dois garantir que mes salaries y ont acces pendant combien de temps ?',
    figures: ['50 ans'],
  },
  // why: L3245-1 (and fiches « Le bulletin de paie », « Le salaire : fixation et paiement »): the claim for pay is
  // time-barred after 3 years; it covers the last 3 years, or the 3 years before the contract ended.
  {
    question:
      'un ancien salarie me reclame des heures sup soit disant jamais payees, ca date de plusieurs annees. il peut remonter jusqu a quand en arriere ?',
    figures: ['3 ans'],
  },
  // why: R3261-1 (50 %) and R3261-9: under half the legal hours (17,5 h), the share is prorated: 88,80 € × 50 % ×
  // 14 / 17,5 = 44,40 × 0,8 = 35,52 € (same computation as the fiche's example, 90 € and 15 h → 38,57 €).
  {
    question:
      'ma salariee est a 14h par semaine, elle a un pass navigo a 88,80 € par mois. je dois lui rembourser combien exactement ?',
    figures: ['35,52 €'],
  },

  // --- Sources ---
  // why: seizure thresholds raised for each dependant (R3252-3, the spouse without income and the children count),
  // computed on the net after contributions (L3252-3), barème R3252-2; fiche « La saisie et les cessions… ».
  {
    question:
      'j ai recu une saisie sur salaire pour un de mes ouvriers. il a sa femme sans revenu et 2 gosses a charge, ca change ce que je dois retenir ? et je calcule sur le brut ou le net ??',
    sources: [
      '/outils/fiche/la-saisie-et-les-cessions-des-remunerations',
      '/code-du-travail/article/R3252-3',
      '/code-du-travail/article/R3252-2',
      '/code-du-travail/article/L3252-3',
    ],
  },
  // why: a cash advance is recovered by successive deductions of at most a tenth of the pay due (L3251-3); fiche
  // « Le salaire : fixation et paiement » (particular rules for advances).
  {
    question:
      'j ai avancé 1200 € en liquide a un salarié pour reparer sa voiture. je peux tout lui reprendre d un coup sur la paie du mois prochain ?',
    sources: ['/code-du-travail/article/L3251-3', '/outils/fiche/le-salaire-fixation-et-paiement'],
  },
  // why: an overpayment is recovered by the action en répétition, 3 years (L3245-1); deductions of a trop-perçu
  // follow particular rules (fiche « Le salaire : fixation et paiement »); fiche « Le bulletin de paie » (répétition).
  {
    question:
      'erreur de ma part : j ai viré 450 € de trop a une salariee en octobre (prime comptee 2 fois sur le bulletin). je peux les recuperer ? je lui retire direct sur la paie de novembre ?',
    sources: [
      '/outils/fiche/le-salaire-fixation-et-paiement',
      '/code-du-travail/article/L3245-1',
      '/outils/fiche/le-bulletin-de-paie',
    ],
  },
  // why: fines and other pecuniary sanctions are forbidden (L1331-2); fiches « Le salaire : fixation et paiement »
  // (« Les sanctions pécuniaires sont interdites ») and « La sanction disciplinaire ».
  {
    question:
      'mon livreur a pris 2 amendes pour exces de vitesse avec le camion de la boite et il a rayé toute la carrosserie. je peux lui retenir les PV et la franchise de l assurance sur son salaire ?',
    sources: [
      '/code-du-travail/article/L1331-2',
      '/outils/fiche/le-salaire-fixation-et-paiement',
      '/outils/fiche/la-sanction-disciplinaire',
    ],
  },
  // why: food retail may open on Sunday until 13 h with a compensatory rest; a 30 % premium only above the surface
  // threshold (L3132-13); fiche « Le travail du dimanche ».
  {
    question:
      'j ai une superette ouverte le dimanche matin jusqu a 13h. je dois payer mes caissieres plus cher ce jour la ou juste leur donner du repos en echange ?',
    sources: ['/code-du-travail/article/L3132-13', '/outils/fiche/le-travail-du-dimanche'],
  },
  // why: a chômé holiday is paid without loss only from 3 months of seniority (L3133-3; 1er mai aside); fiche
  // « Les jours fériés et les ponts ».
  {
    question:
      'embauchee le 15 octobre, et le 11 novembre on est fermés. je dois quand meme lui payer la journee alors qu elle a meme pas 1 mois de boite ?',
    sources: ['/code-du-travail/article/L3133-3', '/outils/fiche/les-jours-feries-et-les-ponts'],
  },
  // why: monthly pay is independent of the days in the month; hours not worked may be deducted in proportion (fiche
  // « La mensualisation »); the base pay is reduced in proportion to the work not done (fiche « Le salaire… »).
  {
    question:
      'un salarié mensualisé a fait 2 jours d absence injustifiee. je retire combien sur sa fiche de paie, je compte en jours ou en heures ? 151,67h ?',
    sources: ['/outils/fiche/la-mensualisation', '/outils/fiche/le-salaire-fixation-et-paiement'],
  },
  // why: the prime de partage de la valeur must appear on a line of the payslip of the month it is paid (fiche
  // « Le bulletin de paie »).
  {
    question:
      'je verse une prime de partage de la valeur de 800 € a ma salariee en decembre. faut la mettre sur le bulletin de paie ou je peux faire un virement a part ?',
    sources: ['/outils/fiche/le-bulletin-de-paie'],
  },
  // why: pay is monthly (L3242-1), once a month at a fixed date (fiche « Le salaire : fixation et paiement »;
  // fiche « Questions-réponses | Le versement du salaire »).
  {
    question:
      'c est obligatoire de payer les salaires le dernier jour du mois ? moi ca m arrangerait de payer le 5 du mois d apres vu ma treso',
    sources: [
      '/code-du-travail/article/L3242-1',
      '/outils/fiche/le-salaire-fixation-et-paiement',
      '/outils/fiche/questions-reponses-le-versement-du-salaire',
    ],
  },
  // why: the collective health plan is owed to employees and financed at least half by the employer (CSS L911-7),
  // the only page stating it: blog « Mutuelle et prévoyance du dirigeant assimilé salarié ».
  {
    question:
      '1ere embauche en cdi. la mutuelle d entreprise c obligatoire ? et moi employeur je dois en payer quelle part minimum ?',
    sources: ['/blog/mutuelle-prevoyance-dirigeant'],
  },
  // why: housing provided to an employee is a benefit in kind, valued by the monthly flat-rate scale by pay bracket
  // and rooms (blog « Avantages en nature du dirigeant », « Le logement »).
  {
    question:
      'je loge mon commis de cuisine gratos dans un studio au dessus du resto. faut le declarer sur sa fiche de paie ? ca s evalue comment ?',
    sources: ['/blog/avantages-en-nature-dirigeant'],
  },
  // why: the net imposable adds back the non-deductible CSG and CRDS (and the employer's mutuelle share) to the net
  // avant impôt (blog « Le bulletin de paie clarifié », « CSG et CRDS… », « Le prélèvement à la source… »).
  {
    question:
      'sur la fiche de paie de ma vendeuse le net imposable est plus haut que le net a payer, c normal ?? c quoi la difference entre les 2',
    sources: [
      '/blog/bulletin-de-paie-clarifie',
      '/blog/csg-crds-deductible',
      '/blog/prelevement-a-la-source-dirigeant',
    ],
  },
  // why: refunds by the end of the month after the one the title was validated for; an annual title is refunded
  // month by month over its use (R3261-4); fiche « La prise en charge des frais de transport… ».
  {
    question:
      'mon salarié a pris un abonnement annuel de train et il veut que je lui rembourse ma part tout de suite en une fois. je suis obligé ou je peux etaler ?',
    sources: [
      '/code-du-travail/article/R3261-4',
      '/outils/fiche/la-prise-en-charge-des-frais-de-transport-par-lemployeur',
    ],
  },
  // why: titres-restaurant are not usable on Sundays and public holidays unless the employer decides otherwise for
  // the employees working those days (R3262-8).
  {
    question:
      'mes serveurs bossent le dimanche et ils disent que leurs tickets resto passent pas le dimanche. c la loi ? je peux changer ca ?',
    sources: ['/code-du-travail/article/R3262-8'],
  },
  // why: without a union delegate, the employer may replace overtime pay by an equivalent rest if the CSE does not
  // object (L3121-37; L3121-33 for an agreement); fiche « Les heures supplémentaires : contreparties ».
  {
    question:
      'au lieu de payer les heures sup a mes 3 gars je prefererais leur donner du repos en echange. j ai pas de delegué syndical, je peux le decider tout seul ?',
    sources: [
      '/code-du-travail/article/L3121-37',
      '/outils/fiche/les-heures-supplementaires-contreparties',
      '/code-du-travail/article/L3121-33',
    ],
  },
  // why: year-end bonuses count in the Smic check only for the month they are paid (fiche « Le SMIC », assiette de
  // vérification): a 13th month does not make up for the other months.
  {
    question:
      'mon plongeur est payé un poil sous le smic chaque mois mais il a un 13e mois en decembre. ca compense sur l annee ou pas ?',
    sources: ['/outils/fiche/le-smic-salaire-minimum-de-croissance'],
  },

  // --- Unknown: nothing held on these ---
  // why: personal investment advice; no page.
  {
    question:
      'un salarie me demande conseil pour placer sa prime de 3000 €, assurance vie ou livret A ? vous conseillez quoi ?',
    unknown: true,
  },
  // why: comparing insurers' prices; no page (searched search_document for Alan, Malakoff).
  {
    question: 'quelle mutuelle d entreprise est la moins chere pour 3 salaries, alan ou malakoff humanis ?',
    unknown: true,
  },
  // why: German minimum wage; no page (searched search_document for Allemagne, Mindestlohn).
  { question: 'le mindestlohn en allemagne en 2026 c est combien de l heure ?', unknown: true },
  // why: the CAF's prime d'activité amount; the site only says the montant net social is used to claim it.
  {
    question:
      'ma salariee a temps partiel touche la prime d activite de la caf. si je l augmente de 150 € brut elle va perdre combien de prime ?',
    unknown: true,
  },
  // Batch P (stop 45): hiring, contracts and collective agreements; written blind
  // Figures

  // L1221-19: CDI trial at most 2 months for ouvriers and employés; L1221-21: renewal included, 4 months.
  {
    question:
      'jembauche une assistante administrative en cdi (non cadre), la periode d essai c est combien max ? et si je la renouvelle ca peut aller jusqu a combien au total',
    figures: ['2 mois', '4 mois'],
  },
  // L1242-10: a CDD's trial is 1 day per week, limited to 2 weeks up to 6 months and to 1 month beyond:
  // 8 months ≈ 34 weeks, so 34 days, capped at 1 month.
  {
    question:
      'Je signe un CDD de 8 mois avec un magasinier, je peux prévoir une période d’essai de combien au maximum ?',
    figures: ['1 mois'],
  },
  // computeTrialPeriodNotice({ initiator: 'employer', daysOfPresence: 40 }) → « 2 semaines » (L1221-25: after
  // a month of presence).
  {
    question:
      'technicien embauché il y a 40 jours, essai de 3 mois, ca colle pas je veux arreter l essai. je dois le prevenir combien de temps avant ?',
    figures: ['2 semaines'],
  },
  // computePrecarityIndemnity({ totalGrossCents: 6 × 210 000 = 1 260 000 }) → 126 000 cents (L1243-8, 10 %).
  {
    question:
      'ma vendeuse en cdd termine le 31/12, 6 mois a 2 100 € brut par mois, pas de cdi derriere. je lui dois combien en prime de precarite ?',
    figures: ['1 260,00 €'],
  },
  // computeFixedTermWaitingPeriod({ amount: 9, unit: 'mois' }) → a third, « 92 jours » of opening
  // (L1244-3, L1244-3-1).
  {
    question:
      'cdd de 9 mois pour accroissement d activite qui se finit, je veux reprendre quelqu un en cdd sur le meme poste : delai de carence ?',
    figures: ['92 jours'],
  },
  // L3123-28: complementary hours up to a tenth of the contract's hours; L3123-29: 10 % premium within the
  // tenth, 25 % between the tenth and the third (when no agreement says otherwise).
  {
    question:
      'salariee a temps partiel 24h/semaine, elle fait souvent des heures en plus. c est majoré combien les heures complementaires ?',
    figures: ['10 %', '25 %'],
  },
  // D6222-26: 16–17 years, 1st year, 27 % of the SMIC; 21–25 years, 2nd year, 61 % (or the agreement's
  // minimum if higher).
  {
    question:
      'Deux apprentis chez nous : une de 17 ans en 1ère année de CAP et un de 22 ans en 2ème année de BTS. Quel pourcentage du smic minimum pour chacun ?',
    figures: ['27 %', '61 %'],
  },
  // Fiche « Les stages étudiants en milieu professionnel »: the gratification is due only beyond 2 months
  // (consecutive, or within the same school year).
  {
    question:
      'stagiaire de bts pour 6 semaines en mai juin, je suis obligé de lui verser une gratification ?',
    figures: ['2 mois'],
  },
  // collective_agreement: IDCC 1501 « Restauration rapide ».
  { question: 'j ouvre un snack burgers a emporter, c quoi mon idcc ?', figures: ['1501'] },
  // collective_agreement: IDCC 1043 « Gardiens, concierges et employés d'immeubles ».
  { question: 'idcc 1043 c pour quel metier ?', figures: ['concierges'] },
  // D3231-3 (and fiche « Le SMIC »): a 20 % abattement before 17 years, unless 6 months of practice in the
  // branch.
  {
    question:
      'je prends le fils d un ami, 16 ans, pour l ete au magasin. j ai le droit de le payer en dessous du smic ? de combien ?',
    figures: ['20 %'],
  },

  // Sources

  // Fiche « Les obligations de l'employeur lors de l'embauche » (DPAE for any contract, whatever its
  // length; it also asks for the visite d'information et de prévention); L1221-10.
  {
    question:
      'la dpae ca se fait ou concretement ? j ai un extra qui vient juste samedi soir pour un mariage, meme pour 1 soiree il faut la faire ?',
    sources: [
      '/outils/fiche/les-obligations-de-lemployeur-lors-de-lembauche',
      '/code-du-travail/article/L1221-10',
    ],
  },
  // Fiche « Le registre unique du personnel »; L1221-13 (stagiaires in a specific part); D1221-23 (the
  // indications for each employee).
  {
    question:
      'registre unique du personnel : je dois noter quoi exactement pour chaque salarié ? et mes stagiaires je les mets dedans aussi ?',
    sources: [
      '/outils/fiche/le-registre-unique-du-personnel',
      '/code-du-travail/article/L1221-13',
      '/code-du-travail/article/D1221-23',
    ],
  },
  // Fiche « Les visites médicales… » (VIP within 3 months, before the post for under 18s and night
  // workers); R4624-10; R4624-18.
  {
    question:
      'la visite medicale d embauche c moi qui doit la demander ou la medecine du travail convoque direct ? et pour un apprenti mineur ca doit etre fait avant qu il commence ?',
    sources: [
      '/outils/fiche/5-questions-reponses-sur-la-sante-au-travail',
      '/code-du-travail/article/R4624-18',
      '/code-du-travail/article/R4624-10',
      '/outils/fiche/les-obligations-de-lemployeur-lors-de-lembauche',
    ],
  },
  // Fiche « Le travail à temps partiel : contrat et statut du salarié » (written contract and its mentions);
  // L3123-6.
  {
    question:
      'Je rédige un contrat à temps partiel de 20h pour une vendeuse. Quelles clauses sont obligatoires (répartition des heures, heures complémentaires…) ?',
    sources: [
      '/outils/fiche/le-travail-temps-partiel-contrat-et-statut-du-salarie',
      '/code-du-travail/article/L3123-6',
      '/outils/fiche/5-questions-reponses-sur-le-passage-temps-partiel',
    ],
  },
  // Fiche « Le contrat à durée déterminée (CDD) »; L1242-12 (written, precise motive, name and
  // qualification of the person replaced…); L1242-2 (the cases).
  {
    question:
      'je fais un cdd pour remplacer ma comptable en conge mat, qu est ce qui doit obligatoirement figurer dans le contrat ?',
    sources: [
      '/outils/fiche/le-contrat-duree-determinee-cdd',
      '/code-du-travail/article/L1242-12',
      '/code-du-travail/article/L1242-2',
    ],
  },
  // Fiche CDI (« S'il est conclu pour un temps plein, le CDI peut ne pas faire l'objet d'un écrit, sauf
  // dispositions conventionnelles contraires »); fiche « Le contrat de travail : les principales
  // caractéristiques ».
  {
    question:
      'cdi temps plein, je suis obligé de faire signer un contrat ecrit ou un accord oral ca suffit legalement ?',
    sources: [
      '/outils/fiche/le-contrat-de-travail-duree-indeterminee-cdi',
      '/outils/fiche/le-contrat-de-travail-les-principales-caracteristiques',
    ],
  },
  // The letter model; fiche « La période d'essai » (renewal only if an extended branch agreement and the
  // contract provide it); L1221-21, L1221-23.
  {
    question:
      'vous avez un modele de courrier pour prolonger l essai de mon commercial ? il finit dans 10 jours et j hesite encore',
    sources: [
      '/outils/modele/renouvellement-periode-essai',
      '/outils/fiche/la-periode-dessai',
      '/code-du-travail/article/L1221-21',
      '/code-du-travail/article/L1221-23',
    ],
  },
  // The model « Promesse d'embauche (offre de contrat de travail) ».
  {
    question:
      'j ai trouvé mon futur cuisinier, il veut un papier de ma part avant de démissionner de sa boite actuelle. vous avez un modele ?',
    sources: ['/outils/modele/offre-contrat-travail'],
  },
  // Fiche « Le job d'été »; fiche « Le travail saisonnier »; fiche CDD (the seasonal CDD).
  {
    question:
      'je prends 2 etudiants cet ete pour l accueil du camping (juillet-aout). quel contrat je leur fais, cdd saisonnier ? et ils ont droit aux conges payes ?',
    sources: [
      '/outils/fiche/le-job-dete-les-formalites-et-les-obligations',
      '/outils/fiche/le-travail-saisonnier',
      '/outils/fiche/le-contrat-duree-determinee-cdd',
    ],
  },
  // Fiche « Le job d'été » (14 to 16 years: the labour inspector's authorisation, half the holidays free);
  // fiche on the working time of under 18s; L4153-3.
  {
    question:
      'mon neveu a 15 ans et veut bosser a la boulangerie pendant les vacances de fevrier. faut une autorisation de quelqu un ? il peut faire combien d heures ?',
    sources: [
      '/outils/fiche/le-job-dete-les-formalites-et-les-obligations',
      '/outils/fiche/le-temps-de-travail-des-jeunes-de-moins-de-18-ans',
      '/code-du-travail/article/L4153-3',
    ],
  },
  // Fiche « Le contrat d'apprentissage » (sent to the OPCO within 5 working days of its start, for its
  // dépôt); L6224-1.
  {
    question:
      'contrat d apprentissage signé, je dois l envoyer a qui pour l enregistrer ? l opco ou la chambre des metiers ? y a un delai ?',
    sources: ['/outils/fiche/le-contrat-dapprentissage', '/code-du-travail/article/L6224-1'],
  },
  // The agreements' search (by IDCC or title); fiche « Conventions collectives : nomenclatures »; R3243-1
  // (the payslip names the agreement).
  {
    question:
      'comment je sais quelle convention collective s applique a ma boite ? sur mes fiches de paie y a rien de marqué et mon comptable sait pas',
    sources: [
      '/outils/conventions-collectives',
      '/outils/fiche/conventions-collectives-nomenclatures',
      '/code-du-travail/article/R3243-1',
    ],
  },
  // L2253-1 (the branch agreement sets the salaires minima hiérarchiques); fiche « Le salaire : fixation et
  // paiement » (the agreements' minimum wages must be respected); the agreements' search.
  {
    question:
      'ma ccn a une grille de salaires minimum au dessus du smic pour certains coeff, je suis obligé de la suivre ou le smic suffit ?',
    sources: [
      '/code-du-travail/article/L2253-1',
      '/outils/fiche/le-salaire-fixation-et-paiement',
      '/outils/conventions-collectives',
    ],
  },
  // L1234-1 (the legal notice applies only if the agreement, the contract or usage do not give a more
  // favourable one); the notice simulator; the agreements' search.
  {
    question:
      'preavis de licenciement : ma convention collective dit 3 mois pour les agents de maitrise et la loi 2 mois, c est lequel qui s applique ?',
    sources: [
      '/code-du-travail/article/L1234-1',
      '/outils/simulateur/preavis-licenciement',
      '/outils/conventions-collectives',
    ],
  },
  // L1221-24 (a final-year internship deducted from the trial period, by half at most unless the job
  // matches the internship's tasks); fiche « La période d'essai »; fiche on students' internships.
  {
    question:
      'ma stagiaire de M2 finit son stage de 6 mois et je l embauche en cdi cadre dans la foulee. je peux quand meme lui mettre 4 mois de periode d essai ?',
    sources: [
      '/code-du-travail/article/L1221-24',
      '/outils/fiche/la-periode-dessai',
      '/outils/fiche/les-stages-etudiants-en-milieu-professionnel',
    ],
  },

  // Unknown

  // Spanish labour law: nothing we hold.
  {
    question:
      'je recrute un commercial qui reste vivre a Madrid pour ma SAS, periode d essai selon le droit espagnol c est combien ?',
    unknown: true,
  },
  // A product recommendation: nothing we hold.
  {
    question:
      'docusign ou yousign pour faire signer les contrats de travail a distance, lequel vous conseillez ?',
    unknown: true,
  },
  // Recruitment firms' fees: nothing we hold.
  {
    question:
      'un cabinet de recrutement ca prend combien en general, 15 ou 20 % du brut annuel ? vous en connaissez un pas cher a nantes ?',
    unknown: true,
  },
  // Job boards compared: nothing we hold.
  {
    question: 'indeed ou welcome to the jungle pour publier une offre de comptable, lequel marche le mieux ?',
    unknown: true,
  },
  // Batch R (stop 45): an officer's own pay and the product, as typed in a chat box; written blind
  // --- Figures: contributions and net from a gross ---

  // computeOfficerPayslip({ year: 2026, month: 1, grossCents: 235_000, headcount: 1 }): net avant impôt
  // 1 859,69 €, coût total employeur 3 258,65 € (no mutuelle, no prévoyance, AT/MP 2,08 %).
  {
    question:
      'president sasu seul dans ma boite, je me verse 2350 brut/mois depuis janvier. ca me fait combien net avant impot et ca coute combien a la societe au total ? pas de mutuelle, taux AT je sais pas',
    figures: ['1 859,69 €', '3 258,65 €'],
  },
  // computeOfficerPayslip({ year: 2026, month: 6, grossCents: 365_000, headcount: 3,
  // healthInsuranceMonthlyCents: 7_000, healthInsuranceEmployerSharePercent: 50 }): net avant impôt
  // 2 850,06 €, coût total 5 096,31 €.
  {
    question:
      "Bonjour, je suis gérant minoritaire (30 %) d'une SARL de 3 salariés. Rémunération prévue à partir de juin 2026 : 3 650 € brut par mois, avec la mutuelle d'entreprise à 70 €/mois payée à moitié par la société. Quel net avant impôt pour moi et quel coût total pour la SARL ?",
    figures: ['2 850,06 €', '5 096,31 €'],
  },
  // computeOfficerPayslip({ year: 2026, month: 9, grossCents: 540_000, headcount: 15, cadrePrevoyance: true,
  // pasRatePercent: 6.5 }): net avant impôt 4 276,54 €, PAS 288,09 €, net payé 3 988,45 €.
  {
    question:
      'DG (mandataire, pas salarié) d une SAS de 15 personnes, 5400€ brut par mois, la boite prend en charge la prevoyance cadre 1,5%. mon taux de PAS c est 6,5%. ca donne quoi en net avant impot et qu est ce qui arrive vraiment sur mon compte ?',
    figures: ['4 276,54 €', '3 988,45 €'],
  },
  // simulateExactChargesForNet({ regime: 'officer', companySize: 'moins-11', on: 2026-04-15,
  // netBeforeTaxCents: 240_000 }): brut 3 032,76 € (net 2 400,00 €), coût total 4 205,41 €.
  {
    question:
      "je veux 2400 € net par mois avant impot en tant que presidente de sasu (pas de salarié, pas de mutuelle). je dois ecrire quel brut dans la decision de l'associé unique et ca revient a combien pour la societe ?",
    figures: ['3 032,76 €', '4 205,41 €'],
  },

  // --- Figures: dividends, ACRE, retirement quarters ---

  // computeDividendsFlatTax(2026, 2_700_000): prélèvements sociaux 18,6 % = 5 022,00 €, IR 12,8 % =
  // 3 456,00 €, together 8 478,00 €; net 18 522,00 €.
  {
    question:
      'Associé unique de ma SASU, on va distribuer 27 000 € de dividendes cette année (2026). Avec la flat tax il me reste combien net, et ça fait combien de prélèvements au total ?',
    figures: ['18 522,00 €', '8 478,00 €'],
  },
  // computeOfficerPayslip({ year: 2026, month: 3, grossCents: 280_000, headcount: 0, acre: { start 2025-11,
  // effectiveControl, no ACRE before } }): 2 800 € is under 75 % of the PMSS (3 003,75 €), full exemption of
  // maladie, vieillesse and famille (ACRE line −204,40 € salarial, −809,48 € patronal): net avant impôt
  // 2 420,20 €, coût total 3 073,17 €. A creation of November 2025 keeps the pre-2026 rules (the blog
  // premier-salaire-creation-sasu says the reduced ACRE is for creations from 1 January 2026).
  {
    question:
      "sasu creee en novembre 2025, j'ai obtenu l'acre (je detiens 100% du capital). en mars 2026 je me verse 2800 brut : combien net avant impot avec l'exoneration et combien ca coute a la sasu ?",
    figures: ['2 420,20 €', '3 073,17 €'],
  },
  // CSS art. R351-9: 150 × SMIC horaire au 1er janvier per quarter; smicInForce({ year: 2026, month: 1 })
  // gives 12,02 €: 1 803 € a quarter, 7 212 € for four (blog valider-trimestres-retraite-dirigeant writes
  // them so).
  {
    question:
      "Je me verse très peu depuis la création. C'est quoi le minimum de brut sur l'année 2026 pour valider mes 4 trimestres de retraite ? Et pour un seul trimestre ?",
    figures: ['7 212 €', '1 803 €'],
  },

  // --- Figures: benefits in kind and expense claims ---

  // companyCarMonthlyCents(2026, bought, 38 500 € TTC, recent): fuel paid 20 % / 12 = 641,67 €; fuel not
  // paid 15 % / 12 = 481,25 € (arrêté du 25 février 2025).
  {
    question:
      "la sasu a acheté une voiture neuve a 38 500 € TTC cette année, je m'en sers aussi le week end et c'est la societe qui paye l'essence. l'avantage en nature c'est combien par mois sur mon bulletin ? et si je paye le carburant moi meme ?",
    figures: ['641,67 €', '481,25 €'],
  },
  // applyPayElements(2026, indemnités kilométriques, 650 km, first km of the year, 6 CV): 650 × 0,665 =
  // 432,25 €, outside contributions and income tax.
  {
    question:
      "j'ai fait 650 km pro ce mois ci avec ma voiture perso (6 cv), ce sont mes premiers km de l'annee. la societe peut me rembourser combien en indemnites kilometriques sans charges ?",
    figures: ['432,25 €'],
  },

  // --- Figures: the product ---

  // legal.ts salesTerms.paymentGraceDays: 14 days of service while the payment is retried, then Freemium
  // (CGV, « Facturation et paiement »).
  {
    question:
      "mon prelevement pour l'abonnement essentielle a ete rejeté (compte pro a sec, oups). j'ai combien de temps pour regulariser avant de perdre l'acces a mes bulletins definitifs ?",
    figures: ['14 jours'],
  },
  // plans.ts: Essentielle 9 € HT × 12 = 108 € HT; yearlyPriceOf(900) = 91,80 € HT; saving 16,20 € HT.
  {
    question:
      'Essentielle en annuel au lieu de mensuel, je paie combien HT pour l année et j économise combien par rapport à 12 mois en mensuel ?',
    figures: ['91,80 €', '16,20 €'],
  },

  // --- Sources: status, unemployment, ACRE ---

  // Blog president-sas-assurance-chomage « Les droits acquis avant la création de la société »: ARE in part
  // cumulated with the officer's pay, or the Arce.
  {
    question:
      "j'ai ete licencié l'an dernier et je touche l'ARE. je monte ma SASU le mois prochain : je peux cumuler le chomage avec un salaire de président ou je perds tout ? l'arce c'est mieux ?",
    sources: ['/blog/president-sas-assurance-chomage'],
  },
  // Blog gerant-minoritaire-sarl: the « collège de gérance » adds the co-managers' shares (70 % > 50 %):
  // both are travailleurs indépendants; the eligibility test asks the same.
  {
    question:
      'on est 2 cogerants de notre sarl, 35 % des parts chacun, le reste a un investisseur. on est assimilés salariés tous les deux vu qu on est minoritaires chacun ?',
    sources: ['/blog/gerant-minoritaire-sarl', '/eligibilite'],
  },
  // Blog premier-salaire-creation-sasu « L'ACRE en 2026 : une aide réduite »: the categories of L5141-1,
  // effective control, a quarter of the contributions concerned for creations from 1 January 2026.
  {
    question:
      "J'ai créé ma SASU en février 2026 et je n'étais pas inscrit à France Travail. Est-ce que j'ai droit à l'ACRE sur ma rémunération de président, et ça exonère quoi exactement ?",
    sources: ['/blog/premier-salaire-creation-sasu'],
  },

  // --- Sources: protection, salary vs dividends, retirement ---

  // IJ need 1 015 × SMIC horaire over six months (R313-3): blog mutuelle-prevoyance-dirigeant (what the
  // sécurité sociale covers, prévoyance), valider-trimestres-retraite-dirigeant and remuneration-president-sasu
  // state the threshold.
  {
    question:
      'je me verse que 1200 brut par mois. si je me casse une jambe au ski et que je peux plus bosser 2 mois, la secu me paye des indemnites journalieres ? sinon quelle prevoyance prendre par la societe et c est deductible ?',
    sources: [
      '/blog/mutuelle-prevoyance-dirigeant',
      '/blog/valider-trimestres-retraite-dirigeant',
      '/blog/remuneration-president-sasu',
    ],
  },
  // Blog salaire-ou-dividendes-sasu « Les stratégies les plus courantes »; valider-trimestres-retraite-dirigeant
  // (the 7 212 € minimum and what it does not cover).
  {
    question:
      "mon comptable me conseille de me verser juste ce qu'il faut pour valider 4 trimestres et de prendre tout le reste en dividendes. c'est une strategie courante ? je perds quoi niveau protection sociale ?",
    sources: ['/blog/salaire-ou-dividendes-sasu', '/blog/valider-trimestres-retraite-dirigeant'],
  },
  // Blog retraite-president-sas « La retraite complémentaire Agirc-Arrco »: tranches, taux d'appel, points
  // bought by the contractual rate only; cotisations-assimile-salarie lists the tranche 2 rates.
  {
    question:
      'comment ca marche les points agirc arrco pour un president de sas ? je cotise aussi sur la tranche 2 au dessus du plafond ? et la CEG ca donne des points ?',
    sources: ['/blog/retraite-president-sas', '/blog/cotisations-assimile-salarie'],
  },

  // --- Sources: the payslip, expenses, benefits in kind, DSN ---

  // Blog csg-crds-deductible « Du net à payer au net imposable »: the non-deductible CSG/CRDS (and the
  // employer's mutuelle share) make the net imposable higher; bulletin-de-paie-clarifie and
  // prelevement-a-la-source-dirigeant explain the bottom of the payslip.
  {
    question:
      "Sur mon bulletin de président, le net imposable est plus élevé que le net à payer. C'est normal ?? pourquoi je suis imposé sur plus que ce que je touche",
    sources: [
      '/blog/csg-crds-deductible',
      '/blog/bulletin-de-paie-clarifie',
      '/blog/prelevement-a-la-source-dirigeant',
    ],
  },
  // Blog frais-professionnels-dirigeant: flat allowances paid to a dirigeant are taxable (CGI art. 80 ter),
  // refund on receipts.
  {
    question:
      'quand j invite un client au resto je paye avec ma CB perso. plutot que de me rembourser ticket par ticket la sasu peut me verser un forfait repas tous les mois ? ce serait plus simple',
    sources: ['/blog/frais-professionnels-dirigeant'],
  },
  // Blog avantages-en-nature-dirigeant « Téléphone, ordinateur, abonnements ».
  {
    question:
      "la boite m'a payé un iphone et un macbook que j'utilise aussi pour le perso (je suis gérant minoritaire). c'est un avantage en nature a mettre sur ma fiche de paie ou pas ?",
    sources: ['/blog/avantages-en-nature-dirigeant'],
  },
  // Blog dsn-sasu-sans-salarie « Les mois sans rémunération » (DSN néant, R133-14);
  // remuneration-president-sasu says so too.
  {
    question:
      'pas de salaire pour moi ce trimestre (tresorerie tendue) et j ai aucun salarié. je dois quand meme faire une dsn tous les mois alors qu il y a rien dedans ??',
    sources: ['/blog/dsn-sasu-sans-salarie', '/blog/remuneration-president-sasu'],
  },

  // --- Sources: the product ---

  // plans.ts: Freemium gives test payslips with the « Bulletin de test » watermark; the definitive payslip
  // starts with Essentielle (pricing pages).
  {
    question:
      "avec la formule gratuite je peux sortir un vrai bulletin a donner a ma banque pour un pret, ou c'est que des bulletins de test ? sinon c'est laquelle qu'il faut prendre",
    sources: ['/tarifs-details', '/#tarifs'],
  },
  // FAQ « Comment puis-je payer ? »: billed in advance, card or SEPA direct debit through Stripe; CGV
  // « Facturation et paiement ».
  {
    question:
      'le paiement de l abonnement se fait quand, au debut ou a la fin du mois ? et je peux passer par prelevement sepa sur le compte de la societe plutot que la carte ?',
    sources: ['/#faq', '/cgv'],
  },
  // FAQ « Dirigeo est-il sécurisé ? Où sont hébergées mes données ? » (OVH, France, HTTPS, Argon2, 2FA in
  // every plan); the privacy policy's security section; the legal notices name the host.
  {
    question:
      'vos serveurs sont ou ? j ai pas envie que mon numero de secu et mon taux d impot partent aux US. et y a la double authentification meme sur le gratuit ?',
    sources: ['/#faq', '/politique-de-confidentialite', '/mentions-legales'],
  },
  // The contact section (quote, 30-minute call with an expert); the legal notices and the CGV give the
  // telephone and the e-mail.
  {
    question:
      "Avant de m'abonner j'aimerais échanger avec quelqu'un de chez vous : je suis président avec 2 salariés et je veux être sûr que ça colle. Comment je vous contacte ?",
    sources: ['/#contact', '/mentions-legales', '/cgv'],
  },
  // FAQ « Si j'arrête, gardez-vous mes bulletins et mes données ? »: read access on Freemium, an archive to
  // download, deletion keeping payslips 5 years; privacy policy (#conservation), CGU (résiliation).
  {
    question:
      "si j'arrete l'abonnement dans un an, vous gardez mes bulletins ? je pourrai encore les telecharger ou faut que j exporte tout avant de resilier ?",
    sources: ['/#faq', '/politique-de-confidentialite', '/cgu'],
  },

  // --- Unknown: nothing the site holds answers these ---

  // Portuguese tax law (the former NHR scheme): not covered.
  {
    question:
      "je garde ma sasu en france mais je demenage au portugal l'an prochain. mon salaire de president il sera taxé comment la bas, le regime NHR existe encore ?",
    unknown: true,
  },
  // Monaco's social security (CCSS): another country's law.
  {
    question:
      'Je suis aussi administrateur délégué d’une société à Monaco. Comment sont calculées les cotisations CCSS monégasques sur cette rémunération ?',
    unknown: true,
  },
  // Investment advice: not covered.
  {
    question:
      'avec mes dividendes de cette annee je place ou ? scpi, assurance vie ou pea, lequel rapporte le plus pour un chef d entreprise ?',
    unknown: true,
  },
  // Mortgage rates offered by banks: not covered.
  {
    question:
      'je veux acheter ma residence principale, les banques font quel taux de credit immo en ce moment a un president de sasu payé 3500 brut ?',
    unknown: true,
  },
  // Batch Q (stop 45): absences and departures, as typed in a chat box; written blind
  // ── Figures ──────────────────────────────────────────────────────────────────────────────────
  // computeSickPayComplement({ seniorityMonths: 420 }) → 90 days at 90 % then 90 at two thirds (30 + 10 per
  // whole 5 years beyond the first: 6 periods = 90, the cap of D1226-2), from the 8th day (D1226-3).
  {
    question:
      "ma plus ancienne salariée (35 ans de maison !) va etre en arret maladie plusieurs mois pour une operation du dos. le complement de salaire legal c'est combien de jours max a 90% ? pas de convention speciale",
    figures: ['90 jours'],
  },
  // computeSickPayComplement({ seniorityMonths: 264, workAccident: true }) → 70 days at 90 % then 70 at two
  // thirds (30 + 4 × 10), waitingDays 0: from the first day after a work accident (D1226-3).
  {
    question:
      "un de mes ouvriers (22 ans chez nous) est tombé d'un echafaudage, AT reconnu par la cpam. je dois completer ses IJ pendant combien de jours a 90 % ? il y a une carence comme pour la maladie ?",
    figures: ['70 jours'],
  },
  // computeMaternityLeave({ childrenAlready: 0, expected: 2 }) → 12 weeks before, 22 after, 34 in all (L1225-18).
  {
    question:
      "echo hier : ce sont des jumeaux !! c'est mon premier enfant. le conge mat ca fait combien de semaines avant l'accouchement et combien apres ?",
    figures: ['12 semaines', '22 semaines'],
  },
  // computePaternityLeave({}) → mandatoryDays 4 right after the 3-day birth leave (L1225-35, L1225-35-1); the
  // other 21 days within 6 months of the birth (D1225-8: « pris dans les six mois suivant la naissance »).
  {
    question:
      "futur papa (cdi dans une pme). sur le conge paternité, y a combien de jours que je suis obligé de prendre juste apres la naissance ? et le reste je peux le poser jusqu'a quand ?",
    figures: ['4 jours', '6 mois'],
  },
  // L3142-4: « 2° Un jour pour le mariage d'un enfant » ; « 6° Cinq jours pour l'annonce de la survenue … d'un
  // cancer chez un enfant » (jours ouvrables, no loss of pay, L3142-2).
  {
    question:
      "2 demandes en meme temps dans ma boite : un salarié marie sa fille samedi, et une salariée vient d'apprendre que son fils a un cancer. ils ont droit a combien de jours d'absence payée chacun ?",
    figures: ['1 jour', '5 jours'],
  },
  // computeSeniority 2015-10-12 → 2026-06-01: 127 months → computeDismissalNotice 2 months, notice ends
  // 2026-07-31 (computeNoticeEndDate), 129 months then (10 years 9 months). computeReferenceSalary (most
  // recent first: 3 × 2 600 €, 9 × 2 300 €) → three-month average 2 600 € beats 2 375 €.
  // computeDismissalIndemnity → 1/4 × 2 600 × 10 + 1/3 × 2 600 × 9/12 = 7 150,00 €.
  {
    question:
      'Bonjour, je licencie mon vendeur pour motif perso (pas de faute grave). embauché le 12 octobre 2015, la lettre de licenciement sera présentée le 1er juin 2026 et il fera son préavis. il est a 2600 € brut depuis mars, 2300 € brut avant, pas de prime. préavis legal et indemnité minimum ?',
    figures: ['2 mois', '7 150,00 €'],
  },
  // computeConventionalTerminationIndemnity({ seniorityYears: 147/12, referenceSalaryCents: 285_000 }) →
  // 1/4 × 2 850 × 10 + 1/3 × 2 850 × 2 ans et 3 mois = 9 262,50 € (L1237-13, R1234-2).
  {
    question:
      "on part sur une rupture conventionnelle avec ma comptable. a la date de fin prévue elle aura 12 ans et 3 mois d'anciennete, salaire fixe 2 850 € brut depuis 2 ans (pas de primes). c'est quoi le minimum legal pour l'indemnité spécifique ?",
    figures: ['9 262,50 €'],
  },
  // computeConventionalTerminationIndemnity({ seniorityYears: 5/12, referenceSalaryCents: 200_000 }) → due
  // whatever the seniority (no 8 months): 1/4 × 2 000 × 5/12 = 208,333… → 208,34 € (rounded up, a minimum).
  {
    question:
      "rupture conv avec un gars qui aura 5 mois pile d'anciennete a la date de fin (2000 brut/mois). on m'a dit qu'en dessous de 8 mois y a pas d'indemnité du tout, c vrai ?",
    figures: ['208,34 €'],
  },
  // computeDismissalProcedure({ motive: 'personal', startDate: '2026-12-17', alsaceMoselle: true }) →
  // interview from Thursday 24 December 2026 (5 jours ouvrables expire on the 23rd); letter from Wednesday
  // 30 December 2026 (2 jours ouvrables, 25 and 26 December both holidays in Moselle; elsewhere the 29th).
  {
    question:
      'boite en Moselle (57). convoc a l entretien prealable (licenciement motif perso) presentée le jeudi 17 decembre 2026. l entretien au plus tot c est quand, et la lettre de licenciement je peux l envoyer a partir de quel jour ? avec noel au milieu je suis perdu',
    figures: ['24 décembre', '30 décembre'],
  },
  // computeRetirementNotice({ initiator: 'employee', seniorityMonths: 264 }) → 2 months (L1237-10).
  // D1237-1 3° « Un mois et demi de salaire après vingt ans d'ancienneté » × 3 000 € (D1237-2, fixed pay) = 4 500 €.
  {
    question:
      "ma secretaire part a la retraite de son propre chef, 22 ans d'anciennete, 3 000 € brut fixe (pas de prime). combien de préavis elle me doit et c'est quoi l'indemnité de depart legale ?",
    figures: ['2 mois', '4 500,00 €'],
  },
  // computeRetirementNotice({ initiator: 'employer', seniorityMonths: 168 }) → 2 months (L1237-6).
  // L1237-7: at least the L1234-9 indemnity; computeDismissalIndemnity({ seniorityYears: 14,
  // referenceSalaryCents: 240_000 }) → 1/4 × 2 400 × 10 + 1/3 × 2 400 × 4 = 9 200,00 €.
  {
    question:
      'je mets a la retraite mon magasinier qui vient d avoir 70 ans, il a 14 ans d anciennete pile, 2400 brut fixe. combien de préavis et quelle indemnité de mise a la retraite minimum ?',
    figures: ['2 mois', '9 200,00 €'],
  },

  // ── Sources ──────────────────────────────────────────────────────────────────────────────────
  // Model « Envoi de l'avis d'arrêt de travail » (only the original form since 1 July 2025, 48 hours for the
  // employer's part); sheets on non-professional sick leave and its legal indemnification.
  {
    question:
      "il m'a envoyé une photo de son arret maladie par whatsapp, c'est suffisant ou il doit m'envoyer l'original papier ? et le volet pour la secu c'est lui qui s'en occupe ?",
    sources: [
      '/outils/modele/envoi-de-l-avis-d-arret-de-travail',
      '/outils/fiche/les-absences-liees-la-maladie-ou-laccident-non-professionnel',
      '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident',
    ],
  },
  // L1226-9 (during a work-accident suspension: only faute grave or impossibility unrelated to the accident),
  // L1226-13 (otherwise void); sheet « L'arrêt de travail pour accident du travail ou maladie professionnelle ».
  {
    question:
      'mon salarié est en arret pour accident du travail depuis 5 mois, je dois le remplacer et ca commence a me couter cher. je peux le licencier pendant son arret ?',
    sources: [
      '/code-du-travail/article/L1226-9',
      '/outils/fiche/larret-de-travail-pour-accident-du-travail-ou-maladie-professionnelle',
      '/code-du-travail/article/L1226-13',
    ],
  },
  // Model « Information de l'employeur : grossesse et congé de maternité »; sheets on pregnant employees'
  // protection and maternity leave; L1225-4 (no dismissal).
  {
    question:
      "je suis enceinte de 2 mois et demi. je suis obligée de le dire a mon patron ? si oui je fais comment, un courrier ? j'ai peur qu'il me vire",
    sources: [
      '/outils/modele/information-grossesse-et-conge-de-maternite',
      '/outils/fiche/la-protection-des-femmes-enceintes-et-les-risques-lies-la-grossesse',
      '/outils/fiche/le-conge-de-maternite',
      '/code-du-travail/article/L1225-4',
    ],
  },
  // Congé de proche aidant: L3142-16 (who), L3142-19 (duration), model « Congé de proche aidant » (unpaid by
  // the employer, AJPA from the CAF).
  {
    question:
      "ma mere a fait un AVC et elle est devenue dependante. je peux arreter de bosser quelques mois pour m'occuper d'elle sans perdre mon poste ? c'est payé ?",
    sources: [
      '/outils/modele/demande-de-conge-de-proche-aidant',
      '/code-du-travail/article/L3142-16',
      '/code-du-travail/article/L3142-19',
    ],
  },
  // Sheet « Le congé sans solde »: working for another employer during it, non-compete/exclusivity clause, duty of loyalty.
  {
    question:
      "un de mes techniciens est en conge sans solde pour 6 mois et j'apprends qu'il bosse pour un concurrent pendant ce temps. il a le droit ??",
    sources: ['/outils/fiche/le-conge-sans-solde'],
  },
  // Model « Lettre de démission »; sheet « La démission » (clear and unequivocal will, no form required).
  {
    question:
      'vous avez un modèle de lettre de démission ? je la remets en main propre ou faut obligatoirement un recommandé ?',
    sources: ['/outils/modele/demission', '/outils/fiche/la-demission'],
  },
  // Sheet « Le droit aux allocations chômage du salarié démissionnaire »: démission légitime to follow a spouse
  // who moves for a new job; sheet on the ARE.
  {
    question:
      "mon mari est muté a Toulouse, je vais démissionner de mon cdi pour le suivre. j'aurai droit au chomage quand meme ?",
    sources: [
      '/outils/fiche/le-droit-aux-allocations-chomage-du-salarie-demissionnaire',
      '/outils/fiche/lallocation-daide-au-retour-lemploi-are',
    ],
  },
  // Employee side: model « Demande de précision des motifs du licenciement », R1232-13 (15 days), procedure sheet.
  {
    question:
      'je viens de recevoir ma lettre de licenciement, les motifs sont super vagues. je peux demander a mon employeur de preciser ? y a un delai ?',
    sources: [
      '/outils/modele/demande-precision-motifs-licenciement',
      '/code-du-travail/article/R1232-13',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
    ],
  },
  // Sheet « La rupture conventionnelle du CDI » (« Quelle est la procédure ? », TéléRc, homologation);
  // L1237-11, L1237-12, L1237-14; model of the convocation to the interview.
  {
    question:
      "tpe de 4 salariés, un salarié et moi on est d'accord pour une rupture conventionnelle. concretement ca se passe comment : entretien, formulaire, dreets... ? c'est la premiere fois",
    sources: [
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      '/code-du-travail/article/L1237-11',
      '/code-du-travail/article/L1237-12',
      '/code-du-travail/article/L1237-14',
      '/outils/modele/convocation-entretien-rupture-conventionnelle',
    ],
  },
  // L1237-5: between the full-rate age (67) and 70, the employer asks in writing first; a refusal bars it for
  // the year. Models « Interrogation du salarié avant une mise à la retraite », « Notification de mise à la retraite ».
  {
    question:
      'mon cariste a 68 ans, il a tous ses trimestres mais il veut pas partir. je peux le mettre a la retraite ? y a une procédure a suivre ?',
    sources: [
      '/code-du-travail/article/L1237-5',
      '/outils/modele/interrogation-avant-mise-a-la-retraite',
      '/outils/modele/notification-de-mise-a-la-retraite',
    ],
  },
  // R1234-9 (electronic transmission mandatory from 11 employees) and the end-of-contract documents sheet
  // (the employee gets the attestation, France Travail a copy).
  {
    question:
      "on est 3 salariés. l'attestation employeur pour france travail je suis obligé de la faire en ligne ? et je dois en donner un exemplaire au salarié qui part ?",
    sources: [
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
      '/code-du-travail/article/R1234-9',
    ],
  },
  // L1226-2-1 (non-professional inaptitude: written reasons that oppose reclassification before dismissing);
  // model « Information sur l'impossibilité de reclassement »; inaptitude sheet.
  {
    question:
      "salariée déclarée inapte par le medecin du travail (maladie non pro), j'ai cherché mais j'ai aucun poste a lui proposer. je dois lui ecrire quelque chose avant de la convoquer pour le licenciement ?",
    sources: [
      '/outils/modele/information-impossibilite-reclassement',
      '/code-du-travail/article/L1226-2-1',
      '/outils/fiche/la-reconnaissance-de-linaptitude-medicale-au-travail-et-ses-consequences',
    ],
  },
  // Congé de présence parentale: sheet « Les congés et absences pour enfant malade », L1225-62.
  {
    question:
      'ma fille de 6 ans a une leucemie, elle va etre hospitalisée plusieurs mois. il existe un conge pour rester avec elle ? mon employeur peut refuser ?',
    sources: ['/outils/fiche/les-conges-et-absences-pour-enfant-malade', '/code-du-travail/article/L1225-62'],
  },
  // Congé de solidarité familiale (L3142-6) and the daily allowance for accompanying a person at the end of life.
  {
    question:
      "mon pere est en soins palliatifs, je voudrais m'absenter pour l'accompagner ces prochaines semaines. c'est quoi mes droits, et je serai payée ?",
    sources: [
      '/outils/fiche/le-conge-de-solidarite-familiale',
      '/outils/fiche/lallocation-journaliere-daccompagnement-dune-personne-en-fin-de-vie',
      '/code-du-travail/article/L3142-6',
    ],
  },
  // Sheet « La rupture conventionnelle du CDI », « Les salariés « protégés » sont-ils concernés ? »: the labour
  // inspector's authorisation instead of homologation (L1237-15); sheet on protected employees.
  {
    question:
      "une salariée élue au CSE veut partir en rupture conventionnelle. c'est la meme procedure que d'habitude avec l'homologation de la dreets ?",
    sources: [
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      '/code-du-travail/article/L1237-15',
      '/outils/fiche/la-protection-en-cas-de-licenciement',
    ],
  },

  // ── Unknown ──────────────────────────────────────────────────────────────────────────────────
  // why: the civil service's sick leave (congé de maladie ordinaire, demi-traitement) is not in the Code du travail.
  {
    question:
      'je suis fonctionnaire territoriale en conge maladie ordinaire depuis 4 mois. au bout de combien de temps je passe a demi traitement ?',
    unknown: true,
  },
  // why: Italian law (preavviso, TFR): we hold French law only.
  {
    question:
      "ma salariée en Italie (contrat italien) démissionne, c'est combien le préavis la-bas et comment on calcule son TFR ?",
    unknown: true,
  },
  // why: investment / personal finance advice.
  {
    question:
      "je vais toucher 25 000 € d'indemnité avec ma rupture conventionnelle. vaut mieux rembourser mon credit immo par anticipation ou placer l'argent ?",
    unknown: true,
  },
  // why: medical advice.
  {
    question:
      "mon medecin veut me mettre en arret pour burn out et me propose des antidepresseurs. vous en pensez quoi, c'est mieux une therapie ?",
    unknown: true,
  },
  // Batch S (stop 46): working time and leave, written without reading the assistant
  // computeOvertimePremium({ weeklyHours: 46, hourlyRateCents: 1220 }): 8 h × 12,20 × 1,25 + 3 h × 12,20 × 1,5 = 176,90 €
  {
    question:
      'Bonjour, mon magasinier a fait 46h la semaine derniere (inventaire), il est payé 12,20 € brut de l’heure. On n’a aucun accord sur les heures sup. Combien je dois lui payer pour les heures au dela de 35h ?',
    figures: ['176,90 €'],
  },
  // computeOvertimePremium({ weeklyHours: 50, hourlyRateCents: 1380 }): 138 + 144,90 = 282,90 €; 50 h > the 48-hour weekly maximum (L3121-20)
  {
    question:
      'chantier urgent a Villeurbanne, mon ouvrier a fait 50 heures sur la semaine a 13,80€/h. combien ca fait les heures sup majorées au total ? et c’est meme legal 50h ??',
    figures: ['282,90 €', '48 heures'],
  },
  // computeOvertimePremium({ weeklyHours: 26, contractWeeklyHours: 24, hourlyRateCents: 1340 }): 2 h × 13,40 × 1,1 = 29,48 €
  {
    question:
      'Ma vendeuse est à temps partiel 24h/semaine, elle a fait 26h cette semaine pour remplacer une collègue. Taux horaire 13,40 €. Ces 2 heures sont majorées de combien, ça fait quel montant ?',
    figures: ['29,48 €'],
  },
  // D3121-24: contingent of 220 hours without agreement; COR 50 % for 20 employees at most (fiche heures sup contreparties)
  {
    question:
      'Petite PME de 8 salariés, pas d’accord d’entreprise. C’est quoi le contingent annuel d’heures supplémentaires, et si un salarié le dépasse il a droit à quoi en repos ?',
    figures: ['220 heures', '50 %'],
  },
  // L3121-64: forfait jours capped at 218 days; without a conventional cap, 235 days when days of rest are given up (fiche conventions de forfait)
  {
    question:
      'je veux passer mon responsable commercial au forfait jours. c’est combien de jours max dans l’annee ? et s’il veut racheter des jours de repos on peut monter jusqu’a combien',
    figures: ['218 jours', '235 jours'],
  },
  // WORKING_TIME_LIMITS 'daily-rest': 11 heures consécutives (L3131-1)
  {
    question:
      'Mon cuisinier finit le service à 23h30 le samedi soir, je voudrais qu’il ouvre le brunch à 8h le dimanche. Est-ce que j’ai le droit ? Il faut combien d’heures de repos entre deux journées ?',
    figures: ['11 heures'],
  },
  // computePaidLeaveEntitlement({ workedMonths: 7 }): 17,5 → 18 jours ouvrables (L3141-7 rounds up)
  {
    question:
      'J’ai embauché Léa le 1er novembre 2025 en CDI. Combien de jours de congés payés elle aura acquis au 31 mai 2026 ?',
    figures: ['18 jours ouvrables'],
  },
  // computePaidLeaveEntitlement({ workedMonths: 9, sickLeaveMonths: 3 }): 22,5 + 6 = 28,5 → 29 jours ouvrables
  {
    question:
      'salarié en arret maladie (pas pro) 3 mois sur la periode juin-mai, il a travaillé les 9 autres mois. Il a acquis combien de CP depuis la nouvelle loi ? avant on lui enlevait tout',
    figures: ['29 jours ouvrables'],
  },
  // computePaidLeaveIndemnity({ referenceGrossCents: 2746300 }): tenth = 2 746,30 €
  {
    question:
      'Comment on calcule l’indemnité de congés payés avec la règle du dixième ? Mon salarié a touché 27 463 € brut sur la période de référence, ça donne combien pour ses congés ?',
    figures: ['2 746,30 €'],
  },
  // L3141-23 (dispositions supplétives): 6 days or more outside 1 May–31 October give 2 jours ouvrables
  {
    question:
      'Un de mes gars a pris 18 jours ouvrables en août et pose les 6 jours qui restent de son congé principal en février. On m’a parlé de jours de fractionnement, il en a combien ? On n’a pas d’accord là dessus.',
    figures: ['2 jours'],
  },
  // computeMaternityLeave({ childrenAlready: 2, expected: 1 }): 8 + 18 = 26 semaines (L1225-19)
  {
    question:
      'Ma comptable est enceinte de son 3eme enfant (elle en a deja 2 à la maison). Son congé maternité va durer combien de temps ? Je dois m’organiser pour la remplacer',
    figures: ['26 semaines'],
  },
  // computePaternityLeave({ multipleBirth: true }): 3 jours de naissance + 32 jours de paternité
  {
    question:
      'Un salarié va etre papa de jumeaux en septembre !! il a droit a combien de jours en tout, congé de naissance et congé paternité ?',
    figures: ['3 jours', '32 jours'],
  },
  // L3142-4 1°: 4 jours for a PACS
  {
    question: 'Combien de jours de congé pour un PACS ? Mon employé se pacse le mois prochain à Rennes.',
    figures: ['4 jours'],
  },
  // fiche enfant malade: 5 jours a year when the child is under one
  {
    question:
      'bonjour mon fils de 8 mois a une bronchiolite et la creche le refuse, j’ai droit a combien de jours d’absence enfant malade par an ? et est ce que mon patron doit me les payer',
    figures: ['5 jours'],
  },
  // L1225-47: part-time parental leave of at least 16 hours a week
  {
    question:
      'Après son congé maternité, une salariée veut un congé parental mais à temps partiel, pas total. Elle peut descendre à combien d’heures par semaine minimum ?',
    figures: ['16 heures'],
  },
  // Sheet « Le congé sans solde »: not regulated, the employer may refuse
  {
    question:
      'Un salarié me demande 3 mois de congé sans solde pour faire un tour d’Amérique du Sud. Je suis obligé d’accepter ? et pendant ce temps il acquiert des congés payés ?',
    sources: ['/outils/fiche/le-conge-sans-solde'],
  },
  // Sheet « Les congés payés »: illness during the leave, and the 15-month carry-over
  {
    question:
      'Ma salariée est tombée malade pendant ses vacances (arrêt de travail de 5 jours), elle me demande de lui rendre ses jours de congés. Est-ce qu’elle y a droit ?',
    sources: ['/outils/fiche/les-conges-payes', '/code-du-travail/article/L3141-19-1'],
  },
  // L3121-9 defines the astreinte and its compensation; the sheet on the legal working time explains it
  {
    question:
      'c koi exactement une astreinte ? mon technicien est d’astreinte le week end chez lui avec le tel, je dois le payer comme du temps de travail ou pas',
    sources: [
      '/code-du-travail/article/L3121-9',
      '/code-du-travail/article/L3121-11',
      '/outils/fiche/la-duree-legale-du-travail',
    ],
  },
  // RTT days come from a working time arranged over more than a week; replacing overtime pay by rest is the RCR (contreparties sheet)
  {
    question:
      'On est à 39h par semaine dans ma boîte et je voudrais donner des RTT au lieu de payer les 4h sup. Comment on met ça en place ? Je peux fixer moi-même les dates des RTT ?',
    sources: [
      '/outils/fiche/lamenagement-du-temps-de-travail',
      '/outils/fiche/les-heures-supplementaires-contreparties',
    ],
  },
  // Sheet « Le travail du dimanche »: the Sunday rest and its exceptions
  {
    question:
      'J’ouvre une boulangerie à Montpellier, je peux faire travailler ma vendeuse le dimanche matin ? Il faut une autorisation ou payer plus ?',
    sources: ['/outils/fiche/le-travail-du-dimanche', '/code-du-travail/article/L3132-3'],
  },
  // L3133-6: work on 1 May is paid double (an indemnity equal to the wage)
  {
    question:
      'Mon restaurant reste ouvert le 1er mai, les serveurs qui bossent ce jour là je dois les payer double ? et pour le 14 juillet c’est pareil ?',
    sources: ['/code-du-travail/article/L3133-6', '/outils/fiche/les-jours-feries-et-les-ponts'],
  },
  // Sheet « Le travail de nuit »: conditions to set up night work
  {
    question:
      'Nous voulons créer une équipe de nuit dans notre entrepôt près de Rungis (22h-5h). Quelles sont les conditions pour mettre en place le travail de nuit et qu’est-ce qu’on doit aux salariés ?',
    sources: ['/outils/fiche/le-travail-de-nuit'],
  },
  // L3141-19 (fractionnement needs the employee's agreement, one part of 12 days) and the sheet
  {
    question: 'Quel article du code du travail parle du fractionnement des congés payés ?',
    sources: [
      '/code-du-travail/article/L3141-19',
      '/code-du-travail/article/L3141-23',
      '/outils/fiche/les-conges-payes',
    ],
  },
  // Letter model: answer (refuse, postpone) an employee's leave request
  {
    question:
      'Auriez vous un modele de courrier pour repondre a un salarié qui demande des conges payés pendant notre plus grosse periode ? je veux lui refuser les dates proprement',
    sources: ['/outils/modele/reponse-a-une-demande-de-conges-payes'],
  },
  // Letter model: the information owed within a month of the return from sick leave (L3141-19-3)
  {
    question:
      'Mon salarié reprend après 8 mois d’arrêt maladie. Je dois lui envoyer quelque chose pour ses congés payés ? Vous avez un modèle ?',
    sources: [
      '/outils/modele/information-conges-payes-apres-arret-de-travail',
      '/code-du-travail/article/L3141-19-3',
    ],
  },
  // Blog: a président without an employment contract has no paid leave nor overtime
  {
    question:
      'Je suis président de ma SASU et seul dans la boîte. Est-ce que je dois mettre des congés payés et des heures sup sur mon propre bulletin de paie ?',
    sources: ['/blog/remuneration-president-sasu'],
  },
  // The branch agreement sets the overtime rates: the agreements page
  {
    question:
      'Je suis dans l’hotellerie restauration, je sais que la convention collective prévoit ses propres majorations pour les heures sup. Où est-ce que je peux consulter ma convention ?',
    sources: ['/outils/conventions-collectives', '/outils/conventions-collectives/'],
  },
  // Another country's law
  {
    question: 'En Belgique, un employé à temps plein a droit à combien de jours de vacances annuelles ?',
    unknown: true,
  },
  // The civil service's ARTT, not the Code du travail
  {
    question:
      'je suis agent territorial a la mairie de Tours, on passe a 38h30 par semaine, ca me donne combien de jours d’ARTT dans la fonction publique ?',
    unknown: true,
  },
  // School holidays: far from payroll and labour law
  {
    question:
      'Quelles sont les dates des vacances scolaires de la zone B pour l’été 2026 ? Je veux organiser le planning des congés de l’équipe.',
    unknown: true,
  },
  // Batch T (stop 46): ending a contract and disputes, written without reading the assistant
  // computeDismissalIndemnity: 1/4 × 2 450 € × 6 ans et 4 mois = 3 879,17 € (faute grave: nothing, the second question)
  {
    question:
      'mon salarié karim est licencié pour insuffisance pro, 6 ans et 4 mois d anciennete, salaire de reference 2450 brut. il touche combien d indemnite legale ? et si c etait une faute grave il a rien ?',
    figures: ['3 879,17 €'],
  },
  // computeDismissalIndemnity: 1/4 × 3 150 € × 10 ans + 1/3 × 3 150 € × 3 ans et 3 mois = 11 287,50 €
  {
    question:
      'Bonjour, je dois licencier un cadre qui a 13 ans et 3 mois d’ancienneté, salaire de référence 3 150 € brut par mois. Quel est le minimum légal de son indemnité de licenciement ? Merci d’avance',
    figures: ['11 287,50 €'],
  },
  // computeSeniority + computeDismissalNotice (61 mois à la notification: 2 mois, fin le 14 juin 2026, 63 mois) + computeReferenceSalary (3 derniers mois: 2 300 €) → 1/4 × 2 300 € × 5 ans et 3 mois = 3 018,75 €
  {
    question:
      'Je suis gérante d’une petite SARL à Angers. Sophie travaille chez nous depuis le 1er mars 2021 et sa lettre de licenciement (motif personnel, pas de faute) lui a été présentée le 15 avril 2026. Sur ses 12 derniers mois elle a eu 2 000 € brut par mois, sauf les 3 derniers à 2 300 €. Quelle durée de préavis, et quelle indemnité légale au minimum ?',
    figures: ['2 mois', '3 018,75 €'],
  },
  // computeDismissalIndemnity professionalInaptitude (L1226-14): 2 × 1/4 × 2 234 € × 3 ans et 6 mois = 3 909,50 €
  {
    question:
      'Salarié déclaré inapte suite à un accident du travail, 3 ans et 6 mois d’ancienneté, salaire moyen 2 234 €. Aucun reclassement possible donc je le licencie : l’indemnité spéciale c’est combien ?',
    figures: ['3 909,50 €'],
  },
  // computeConventionalTerminationIndemnity: due whatever the seniority, 1/4 × 2 150 € × 6 mois = 268,75 €
  {
    question:
      'rupture conventionnelle avec une salariée arrivée il y a 6 mois pile, 2150€ brut/mois. elle a droit a une indemnité minimum ou pas vu qu elle a pas les 8 mois ?',
    figures: ['268,75 €'],
  },
  // LEGAL_DELAYS: rétractation 15 jours calendaires (L1237-13), homologation 15 jours ouvrables (L1237-14)
  {
    question:
      'On a signé la rupture conventionnelle hier avec mon assistant. Combien de temps il a pour changer d’avis ? Et ensuite la Dreets met combien de temps pour homologuer ?',
    figures: ['15 jours calendaires', '15 jours ouvrables'],
  },
  // computePrecarityIndemnity: 10 % × 14 237,50 € = 1 423,75 € (a maternity replacement is not an exclusion)
  {
    question:
      'Le CDD de Léa (remplacement d’un congé maternité) se termine le 30 juin, elle a touché en tout 14 237,50 € brut sur le contrat. La prime de précarité ça fait combien exactement ?',
    figures: ['1 423,75 €'],
  },
  // computeDismissalNotice disabledWorker (L5213-9): 2 mois doublés, plafonnés à 3 mois
  {
    question:
      'licenciement d un salarié reconnu travailleur handicapé (RQTH), 3 ans et 4 mois de boite. son préavis c est combien ? la convention collective prévoit rien de plus que la loi',
    figures: ['3 mois'],
  },
  // computeDisciplinaryDeadlines interview 2026-04-03: from Wed 8 April (Easter Monday 6 April not counted) to Mon 4 May (3 May is a Sunday)
  {
    question:
      'Entretien préalable à une mise à pied disciplinaire fixé au vendredi 3 avril 2026. À partir de quelle date je peux notifier la sanction, et jusqu’à quand au plus tard ?',
    figures: ['8 avril', '4 mai'],
  },
  // computeDismissalProcedure personal, start 2026-05-04: 5 jours ouvrables, 8 May not counted → entretien au plus tôt mardi 12 mai 2026
  {
    question:
      'La convoc à l’entretien préalable de licenciement a été remise en main propre le lundi 4 mai 2026. C’est quoi la date la plus tôt pour faire l’entretien ?',
    figures: ['12 mai'],
  },
  // computeFixedTermEarlyNotice 3 mois: 1 jour par semaine (13 semaines) → 13 jours (L1243-2)
  {
    question:
      'jai trouvé un CDI !! je suis en CDD de 3 mois chez un traiteur a Nimes, je peux partir avant la fin ? combien de jours de preavis je dois faire',
    figures: ['13 jours'],
  },
  // LEGAL_DELAYS abandonment-notice, R1237-13: at least 15 jours from the letter's presentation
  {
    question:
      'Un de mes employés ne vient plus depuis 10 jours sans donner de nouvelles. Pour l’abandon de poste, quel délai minimum je dois lui laisser dans la mise en demeure avant qu’il soit présumé démissionnaire ?',
    figures: ['15 jours'],
  },
  // L1471-1 and the prud'hommes sheet: action on the rupture, 12 mois from its notification
  {
    question:
      'J’ai été licencié le mois dernier et je trouve ça injuste. J’ai combien de temps pour saisir les prud’hommes, c’est 2 ans ou moins ?',
    figures: ['12 mois'],
  },
  // L1234-20 (LEGAL_DELAYS final-settlement-challenge): 6 mois after signing
  {
    question:
      'j ai signé mon solde de tout compte un peu vite... je peux encore le contester ? dans quel delai',
    figures: ['6 mois'],
  },
  // fiche le-harcelement-moral: article 222-33-2 du Code pénal, deux ans d'emprisonnement et 30 000 € d'amende
  {
    question:
      'harcelement moral au boulot, mon chef m humilie devant tout le monde depuis des mois a Limoges. il risque quoi au penal ?',
    figures: ['2 ans', '30 000 €'],
  },
  // L1332-4: 2 mois from the employer's knowledge of the facts (L1332-5: an older sanction, 3 years, is the second question)
  {
    question:
      'Je viens de découvrir qu’une salariée gonflait ses notes de frais. J’ai combien de temps pour engager une sanction ? Et est-ce que je peux ressortir un avertissement qu’elle a eu il y a 4 ans ?',
    figures: ['2 mois'],
  },
  // The law sets no resignation notice (L1237-1): the sheet, the simulator or the article
  {
    question:
      'Préavis de démission c’est combien ? je suis négociatrice dans une agence immobilière depuis 2 ans, j’ai rien trouvé dans mon contrat',
    sources: [
      '/outils/fiche/la-demission',
      '/outils/simulateur/preavis-demission',
      '/code-du-travail/article/L1237-1',
    ],
  },
  // Documents de fin de contrat: the sheet, or the certificat de travail model
  {
    question:
      'Quels papiers je dois remettre à mon salarié qui part à la fin du mois ? Le certificat de travail et quoi d’autre ?',
    sources: [
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
      '/outils/modele/certificat-de-travail',
    ],
  },
  // The faute grave notification model
  {
    question:
      'Vous avez un modèle de lettre de licenciement pour faute grave ? Mon vendeur a pris de l’argent dans la caisse (magasin de vêtements à Besançon)',
    sources: ['/outils/modele/licenciement-faute-grave'],
  },
  // The economic motive's definition: one quarter of falling turnover under 11 employees (sheet, L1233-3)
  {
    question:
      'ma boite a 8 salariés, le CA baisse depuis un trimestre par rapport a l an dernier, c est suffisant pour faire un licenciement economique ??',
    sources: [
      '/outils/fiche/la-definition-du-licenciement-pour-motif-economique',
      '/code-du-travail/article/L1233-3',
    ],
  },
  // The employer's duty on sexual harassment: the sheet, L1153-5
  {
    question:
      'Une de mes salariées me dit qu’un collègue lui fait régulièrement des remarques à connotation sexuelle. En tant qu’employeur, qu’est-ce que je dois faire concrètement ?',
    sources: ['/outils/fiche/le-harcelement-sexuel', '/code-du-travail/article/L1153-5'],
  },
  // The blog post on the président de SAS and unemployment insurance (revocation: no ARE)
  {
    question:
      'Je suis président d’une SAS à Bordeaux et les associés parlent de me révoquer. Est-ce que j’aurai droit au chômage après ?',
    sources: ['/blog/president-sas-assurance-chomage'],
  },
  // The conventional termination's interviews and assistance: the sheet, L1237-12, the convocation model
  {
    question:
      'Comment ça se passe une rupture conventionnelle, il faut combien d’entretiens ? et le salarié peut venir accompagné de quelqu’un ?',
    sources: [
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      '/code-du-travail/article/L1237-12',
      '/outils/modele/convocation-entretien-rupture-conventionnelle',
    ],
  },
  // The resigning employee's unemployment benefit (reconversion or business project): its sheet
  {
    question:
      'si je demissionne pour monter ma propre boite, est ce que je touche le chomage quand meme ? je suis en CDI depuis 6 ans a Rennes',
    sources: ['/outils/fiche/le-droit-aux-allocations-chomage-du-salarie-demissionnaire'],
  },
  // Inaptitude of non-professional origin: reclassement first (sheet, L1226-2)
  {
    question:
      'Le médecin du travail a déclaré mon salarié inapte à son poste (maladie non professionnelle). Je dois chercher à le reclasser ou je peux le licencier directement ?',
    sources: [
      '/outils/fiche/la-reconnaissance-de-linaptitude-medicale-au-travail-et-ses-consequences',
      '/code-du-travail/article/L1226-2',
    ],
  },
  // Mise à pied conservatoire: the disciplinary sheet or its letter model
  {
    question:
      'mise a pied conservatoire : il est payé pendant ou pas ? et comment je lui notifie, par lettre ?',
    sources: ['/outils/fiche/la-sanction-disciplinaire', '/outils/modele/mise-a-pied-conservatoire'],
  },
  // Belgian law: nothing we hold
  {
    question:
      'Je travaille à Liège en Belgique et mon employeur veut me licencier après 4 ans. C’est combien de semaines de préavis là-bas ?',
    unknown: true,
  },
  // A private fact about a named former employer
  {
    question:
      'Vous pouvez me dire si mon ancien employeur, la boulangerie Morvan à Quimper, a déjà transmis mon attestation à France Travail ?',
    unknown: true,
  },
  // Commercial lease law, not labour law
  {
    question:
      'Quel préavis pour résilier le bail commercial de notre local à Nantes ? On voudrait partir avant la fin de la période triennale',
    unknown: true,
  },
  // A given court's waiting time: nothing we hold
  {
    question: 'En ce moment c’est combien de mois d’attente pour passer devant les prud’hommes de Bobigny ?',
    unknown: true,
  },
  // Batch U (stop 46): the officer and our product, written without reading the assistant
  // ——— The officer's pay: figures computed with @dirigeo/payroll-calc (2026 rates, AT/MP 2,08 %, no mutuelle) ———

  // simulateExactChargesForNet(officer, moins-11, 2026, net 2 500 €): brut 3 159,13 €, coût total 4 380,64 €
  {
    question:
      'slt jsuis pdt de sasu, jveux 2500 net par mois en 2026, ca fait cb de brut et cb ca coute a ma boite ??',
    figures: ['3 159,13 €', '4 380,64 €'],
  },
  // computeOfficerPayslip(2026, 1 500 €, headcount 2): gérant minoritaire = same regime as a président; net 1 187,04 €, coût 2 079,99 €
  {
    question:
      "Bonjour, je suis gérant minoritaire (35 % des parts) d'une petite SARL de plomberie à Angers avec 2 salariés. On a décidé de me verser 1 500 € brut par mois en 2026 : ça me fait combien en net et combien ça coûte à la SARL au total ?",
    figures: ['1 187,04 €', '2 079,99 €'],
  },
  // computeOfficerPayslip(2026, 5 000 €, headcount 0): coût total 6 942,90 € (main question; the IS one is secondary)
  {
    question:
      "Président de SAS sans salarié, je compte me verser 5000€ brut/mois cette année (2026). Ça coûte combien en tout à la société ? Et au passage est-ce que c'est déductible de l'IS ?",
    figures: ['6 942,90 €'],
  },
  // computeOfficerPayslip(2026, 2 200 €, PAS 7,5 %): net payé 1 605,71 €
  {
    question:
      'presidente de sasu, 2200 euros brut par mois en 2026, mon taux de prelevement a la source est de 7,5 %. au final il arrive combien sur mon compte perso chaque mois ?',
    figures: ['1 605,71 €'],
  },
  // computeOfficerPayslip(2025, 3 200 €, headcount 0): coût total 4 435,71 €
  {
    question:
      'Pour mon expert-comptable : en 2025 je me versais 3 200 € bruts par mois comme président de ma SASU (pas de salarié, pas de mutuelle). Quel était le coût total mensuel pour la société avec les taux de 2025 ?',
    figures: ['4 435,71 €'],
  },
  // computeDividendsFlatTax(2026, 17 850 €): PFU 31,4 %, net 12 245,10 €
  {
    question:
      'Ma SASU va me distribuer 17 850 € de dividendes en 2026, je suis associée unique et je prends la flat tax. Il me reste combien net une fois tout payé ?',
    figures: ['31,4 %', '12 245,10 €'],
  },
  // blog valider-trimestres-retraite-dirigeant / remuneration-president-sasu: 7 212 € brut sur l'année 2026
  {
    question:
      'c quoi le minimum a se verser en salaire de président pour valider mes 4 trimestres de retraite en 2026 ?',
    figures: ['7 212 €'],
  },
  // blog president-sas-assurance-chomage: ATI de 26,30 € par jour pendant 182 jours
  {
    question:
      "Ma SAS risque la liquidation judiciaire... Je sais que le président n'a pas le chômage, mais l'allocation des travailleurs indépendants, j'y ai droit ? ça fait combien par jour ?",
    figures: ['26,30 €'],
  },

  // ——— The officer's status and social protection: blog articles ———

  // FAQ « gérant majoritaire » + eligibility test: TNS, not for Dirigeo
  {
    question:
      "Je détiens 60% de ma SARL et j'en suis le gérant, est ce que je peux faire mes fiches de paie avec Dirigeo ?",
    sources: ['/#faq', '/eligibilite', '/blog/gerant-minoritaire-sarl'],
  },
  // eligibility.ts: EURL gérant non associé → assimilé salarié (the test answers it; FAQ « qui peut utiliser »)
  {
    question:
      "Je suis gérant NON associé d'une EURL (c'est mon oncle qui a toutes les parts). Est-ce que mon statut est compatible avec votre logiciel ?",
    sources: ['/eligibilite', '/#faq'],
  },
  // salaire vs dividendes: the comparison article
  {
    question:
      "Avec mon associé on a monté une SASU de conseil (enfin, je suis seul associé, lui c'est mon comptable lol). Il me dit de me payer 100 % en dividendes pour payer moins de charges, mais j'ai peur pour ma retraite. Salaire ou dividendes, c'est quoi le mieux ?",
    sources: ['/blog/salaire-ou-dividendes-sasu', '/blog/dividendes-sas-flat-tax'],
  },
  // mutuelle of the officer: not compulsory (L911-7 targets employees), collective scheme → blog
  {
    question:
      "Est-ce que ma sasu est obligée de me prendre une mutuelle vu que je suis le seul dirigeant sans salarié ? et si elle la paie c'est exonéré de charges ?",
    sources: ['/blog/mutuelle-prevoyance-dirigeant'],
  },
  // prévoyance, no maintien de salaire, Madelin reserved to TNS → same article
  {
    question:
      "si je tombe malade 3 mois en tant que président de SAS, personne me maintient mon salaire c'est ça ? faut que je prenne une prévoyance Madelin ?",
    sources: ['/blog/mutuelle-prevoyance-dirigeant', '/blog/president-sas-assurance-chomage'],
  },
  // ACRE for a SASU president created in 2026: reduced to a quarter → premier-salaire article (and the PASS 2026 one)
  {
    question:
      "Je viens de créer ma SASU en mars 2026, j'étais au chomage indemnisé avant. Est ce que j'ai droit à l'ACRE sur mon salaire de président et ça exonère quoi exactement ?",
    sources: ['/blog/premier-salaire-creation-sasu', '/blog/plafond-securite-sociale-2026'],
  },
  // DSN néant while the employer account is open → DSN article
  {
    question:
      'jme verse plus rien depuis septembre (tréso tendue), je dois quand même faire une DSN tous les mois pour ma SASU ??',
    sources: ['/blog/dsn-sasu-sans-salarie'],
  },

  // ——— The product: plans, prices, trial, billing, cancellation ———

  // plans.ts: yearlyPriceOf(1900) = 193,80 € HT, withVat → 232,56 € TTC (CGV prints it)
  {
    question: 'la formule complete payée a l annee ca revient a combien TTC ?',
    figures: ['232,56 €'],
  },
  // legal.ts freeTrial.days = 14, no card needed
  {
    question:
      "Bonjour ! L'essai gratuit dure combien de temps, et faut-il donner sa carte bleue pour le commencer ?",
    figures: ['14 jours'],
  },
  // legal.ts annualNoticeMonths = 1 (FAQ, CGV)
  {
    question:
      "J'ai souscrit la formule annuelle en janvier. Si je veux arrêter à la fin de l'année, je dois prévenir combien de temps avant l'échéance ?",
    figures: ['1 mois'],
  },
  // FAQ « Qui s'occupe de la DSN ? »: Freemium has no DSN; tarifs-details compares
  {
    question: 'Est ce que la DSN est comprise dans la version gratuite ou faut payer ?',
    sources: ['/#faq', '/tarifs-details', '/#tarifs'],
  },
  // FAQ « Comment puis-je payer ? »: card or SEPA via Stripe, no transfer nor cheque
  {
    question:
      'je peux payer mon abonnement par virement bancaire ou par cheque ? ma banque bloque les paiements cb en ligne',
    sources: ['/#faq', '/cgv'],
  },
  // CGV « Facturation et paiement »: failed payment → service kept 14 days, then back to Freemium
  {
    question:
      "Ma carte a expiré et le prélèvement de l'abonnement Essentielle a échoué. Qu'est-ce qui se passe, vous coupez mon compte direct ?",
    sources: ['/cgv'],
  },
  // FAQ « Êtes-vous expert-comptable ? » + plans: official exports for the accounts from Essentielle
  {
    question:
      'Mon comptable veut récupérer le journal de paie et les écritures chaque mois, vous avez des exports pour la compta ? dans quelle formule ?',
    sources: ['/tarifs-details', '/#faq', '/#tarifs'],
  },
  // FAQ « Faites-vous aussi les bulletins de mes salariés ? »
  {
    question:
      "On va embaucher notre premier salarié en CDI le mois prochain. Dirigeo peut faire sa fiche de paie aussi ou c'est que pour le président ?",
    sources: ['/#faq', '/tarifs-details'],
  },

  // ——— Security and data ———

  // FAQ security answer + tarifs-details: two-factor sign-in in every plan, Freemium included
  {
    question: 'Y a t il une double authentification (2FA) pour se connecter, même en freemium ?',
    sources: ['/#faq', '/tarifs-details'],
  },
  // privacy policy « Vos droits » (archive in Paramètres, Compte; deletion) and the FAQ on leaving
  {
    question:
      "Si je quitte Dirigeo, je peux récupérer toutes mes données (bulletins, DSN, factures) d'un coup et ensuite supprimer mon compte ? Vous gardez quoi après ?",
    sources: ['/politique-de-confidentialite', '/#faq'],
  },

  // ——— Contact and quotes ———

  // FAQ « importer mes anciens bulletins »: no import, a history takeover is quoted → contact form
  {
    question:
      "Jusqu'ici c'est un cabinet qui faisait mes bulletins. Vous pouvez reprendre mon historique 2025 ? Comment je demande un devis ?",
    sources: ['/#faq', '/#contact'],
  },

  // ——— Nothing we hold answers these ———

  // Belgian law (INASTI): another country
  {
    question:
      "Bonjour, je suis gérant d'une SRL à Liège, combien je dois verser à l'INASTI chaque trimestre pour environ 40 000 € de revenus ?",
    unknown: true,
  },
  // Quebec tax law: another country
  {
    question:
      'au Quebec, pour un actionnaire dirigeant d une societe par actions, c est mieux salaire ou dividendes pour l impot provincial ?',
    unknown: true,
  },
  // VAT on take-away food: far from payroll and our product
  {
    question: 'la TVA sur les sandwichs à emporter dans ma boulangerie c 5,5 ou 10 % ?',
    unknown: true,
  },
  // market statistics on officers' pay: nothing we hold
  {
    question:
      "C'est quoi le salaire moyen d'un président de SASU dans le conseil informatique à Bordeaux ? pour savoir si je me paie trop ou pas assez",
    unknown: true,
  },
  // Batch V (stop 46): hiring and employees' pay, written messy, without reading the assistant
  // Embauche
  // Fiche « obligations de l'employeur lors de l'embauche »: DPAE « au plus tôt dans les huit jours précédant » l'embauche.
  { question: 'dpae on peut la faire combien de jours avant l embauche max ?', figures: ['8 jours'] },
  // L1221-10 / L1221-11 and the hiring sheet: no DPAE = travail dissimulé, pénalité.
  {
    question:
      "Bonjour, j'ai embauché un serveur lundi dernier (Théo, 19 ans) pour ma pizzeria à Angers et j'ai complètement zappé la déclaration préalable à l'embauche... il bosse déjà depuis 4 jours. Qu'est-ce que je risque et est-ce que je peux encore la faire maintenant ?",
    sources: [
      '/outils/fiche/les-obligations-de-lemployeur-lors-de-lembauche',
      '/code-du-travail/article/L1221-11',
      '/code-du-travail/article/L1221-10',
    ],
  },
  // R4624-10: visite d'information et de prévention within 3 months of taking up the post.
  {
    question: 'visite medicale d embauche c obligatoire ? dans quel delai apres l arrivee du salarie ?',
    sources: [
      '/code-du-travail/article/R4624-10',
      '/outils/fiche/5-questions-reponses-sur-la-sante-au-travail',
    ],
  },
  // Fiche « registre unique du personnel »: mentions kept 5 ans after the employee leaves.
  {
    question:
      'registre unique du personnel : je dois garder les lignes des salariés partis combien de temps ? et les stagiaires on les met dedans aussi ??',
    figures: ['5 ans'],
  },

  // CDD, temps partiel, intérim, stage, alternance
  // FIXED_TERM_RULES 'renewals' (L1242-8-1, L1243-13-1): 2 renewals, 18 mois in all.
  {
    question:
      'un cdd je peux le renouveler combien de fois et ça peut durer combien au total renouvellement compris',
    figures: ['18 mois'],
  },
  // computeFixedTermWaitingPeriod({ amount: 6, unit: 'semaines' }): a third, 14 jours.
  {
    question:
      "Mon CDD de 6 semaines (surcroit d'activité, pas un remplacement) se termine vendredi. Je veux reprendre quelqu'un d'autre en CDD sur le même poste, je dois attendre combien de temps ?",
    figures: ['14 jours'],
  },
  // computePrecarityIndemnity({ totalGrossCents: 1_234_000 }): 10 % = 1 234,00 €.
  {
    question:
      'prime de precarite fin de cdd : ma salariée a touché 12 340 € brut au total sur son contrat de 7 mois, elle ne reste pas apres. je lui dois combien ?',
    figures: ['1 234,00 €'],
  },
  // L3123-27 (and fiche « passage à temps partiel »): 24 heures par semaine unless a branch agreement says otherwise.
  {
    question: 'temps partiel minimum d heures par semaine ? une candidate veut juste 15h',
    figures: ['24 heures'],
  },
  // Fiche « rémunération de l'intérimaire »: indemnité de fin de mission (10 %), same pay as the user's staff.
  {
    question:
      "On prend un intérimaire via une agence pour 3 semaines. Est ce que c'est moi ou l'agence qui paie la prime de fin de mission, et il doit etre payé pareil que mes gars ?",
    sources: ['/outils/fiche/la-remuneration-de-linterimaire', '/code-du-travail/article/L1251-32'],
  },
  // Fiche « stages étudiants »: gratification due beyond two months.
  {
    question: 'stagiaire 6 semaines je suis obligé de le payer ??',
    sources: ['/outils/fiche/les-stages-etudiants-en-milieu-professionnel'],
  },
  // computeApprenticeMinimumPay: 17 ans 1re année 27 %; 20 ans 2e année 51 % (D6222-26).
  {
    question:
      "j'ai 2 apprentis en boulangerie, Lucas 17 ans en premiere annee de CAP et Inès 20 ans en 2eme annee. c'est quoi le minimum a leur verser en % du smic pour chacun ?",
    figures: ['27 %', '51 %'],
  },
  // Fiche « contrat de professionnalisation »: 21 to 25, title at bac level or more, at least 80 % du SMIC.
  {
    question:
      'contrat de pro pour une fille de 22 ans qui a deja un bts, elle doit toucher au moins combien par rapport au smic ?',
    figures: ['80 %'],
  },

  // Période d'essai
  // computeTrialPeriodMaximum cadre: 4 mois, 8 mois renewed (L1221-19, L1221-21).
  {
    question:
      "Bonjour, nous recrutons notre premier cadre (responsable commercial) en CDI. Quelle est la durée maximale de la période d'essai, et peut-on la renouveler ? Merci d'avance",
    figures: ['4 mois', '8 mois'],
  },
  // computeTrialPeriodNotice({ initiator: 'employer', daysOfPresence: 50 }): 2 semaines (L1221-25).
  {
    question:
      "le nouveau commercial ne fait pas l'affaire, il est là depuis 7 semaines environ, toujours en periode d essai. si j'arrête l'essai je dois le prevenir combien de temps avant ?",
    figures: ['2 semaines'],
  },

  // SMIC
  // smicInForce(2026-01): 12,02 € an hour, 1 823,03 € a month (also the SMIC sheet).
  { question: 'smic horaire et mensuel brut janvier 2026', figures: ['12,02 €', '1 823,03 €'] },
  // smicInForce(2026-09): 12,31 € since June 2026, 1 867,02 € for 35 h.
  {
    question:
      "je paie ma vendeuse au smic a 35h, pour la paye de septembre 2026 je mets quel taux horaire et quel brut mensuel ? il a pas augmenté en cours d'année ?",
    figures: ['12,31 €', '1 867,02 €'],
  },

  // Bulletin de paie
  // Fiche « le bulletin de paie » / R3243-1: the compulsory mentions.
  {
    question:
      'mentions obligatoires fiche de paie salarié, la convention collective doit apparaitre dessus ?',
    sources: ['/outils/fiche/le-bulletin-de-paie', '/code-du-travail/article/R3243-1'],
  },
  // Fiche « le bulletin de paie »: employer keeps copies 5 ans; electronic ones available 50 ans (or until 75).
  {
    question:
      'combien de temps je dois garder les doubles des bulletins de mes salaries ? et si je leur envoie en pdf par mail c pareil ?',
    figures: ['5 ans', '50 ans'],
  },

  // Avantages en nature, titres-restaurant, transport, mutuelle
  // payroll-calc 2026 mealBenefitCents 550: 20 meals = 110 € (blog avantages-en-nature: 5,50 € in 2026).
  {
    question:
      "Je tiens une épicerie fine à Dijon et je fais à manger le midi à mon employé, sur place, gratos. Il parait que c'est un avantage en nature ? Il a mangé 20 fois ce mois ci, ca fait combien a mettre sur la fiche de paie en 2026 ?",
    figures: ['5,50 €', '110,00 €'],
  },
  // applyPayElements(2026, logement 2 pièces, base 1 900 €): below 0,5 PMSS, 2 × 42,60 = 85,20 € a month.
  {
    question:
      'avantage en nature logement 2026 : mon vendeur est logé dans le T2 au dessus du magasin (2 pieces principales) et gagne 1900 brut par mois, forfait mensuel ?',
    figures: ['85,20 €'],
  },
  // payroll-calc mealVoucherExemption(2026): 7,32 € exempt per voucher, employer share 50 to 60 %.
  {
    question: 'ticket resto 2026 part patronale exoneree max ?',
    figures: ['7,32 €'],
  },
  // Transport sheet: 50 %, prorated for a part-timer under half time: 88,80 × 50 % × 14/17,5 = 35,52 €.
  {
    question:
      "Ma secrétaire est à temps partiel, 14 h par semaine (chez nous c'est 35h), et elle a un abonnement de transport en commun à 88,80 € par mois. Je dois lui rembourser combien exactement ?",
    figures: ['35,52 €'],
  },
  // Blog mutuelle-prevoyance-dirigeant: L911-7, the employer funds at least half of the salariés' collective health cover.
  {
    question:
      "j'embauche ma premiere salariée, la mutuelle d'entreprise est obligatoire ? je dois en payer combien moi ?",
    sources: ['/blog/mutuelle-prevoyance-dirigeant'],
  },

  // Arrêts maladie
  // Sick-pay sheet: 3 jours de carence for the IJSS; computeSickPayComplement(144 months): 50 days at 90 %.
  {
    question:
      "Salariée avec 12 ans d'ancienneté en arrêt maladie depuis lundi (pas un accident du travail). Elle me demande : carence secu c'est combien de jours, et moi je dois maintenir son salaire à 90 % pendant combien de jours ?",
    figures: ['3 jours', '50 jours'],
  },

  // Conventions collectives
  // collective_agreement: 1486 = Bureaux d'études techniques, cabinets d'ingénieurs-conseils (Syntec).
  { question: 'numero idcc syntec ?', figures: ['1486'] },
  // collective_agreement 1979 = Hôtels, cafés, restaurants: the agreements' search page.
  {
    question:
      "mon comptable me dit qu'on depend de la convention 1979, c'est laquelle et ou je trouve le texte ?",
    sources: ['/outils/conventions-collectives'],
  },

  // Nothing we hold
  // Belgian law.
  {
    question:
      "j'ouvre un 2e magasin à Liège en Belgique, c'est quoi le salaire minimum belge pour un vendeur de 20 ans ?",
    unknown: true,
  },
  // Market salary data, not law.
  {
    question:
      'salaire moyen d un developpeur junior a Lyon en 2026 pour savoir combien proposer a mon candidat',
    unknown: true,
  },
  // A private fact about another company.
  {
    question:
      'Combien la boulangerie Ledoux rue Crébillon à Nantes paie ses vendeuses ? Je veux pas me faire piquer mon personnel',
    unknown: true,
  },
  // VAT on sales, far from payroll.
  {
    question: 'taux de tva sur les plats a emporter que je vends dans mon food truck ?',
    unknown: true,
  },
  // Batch W (stop 46): a small trade business's owner, written without reading the assistant
  // computeOvertimePremium({ weeklyHours: 46, hourlyRateCents: 1350 }): 8 h × 1,25 + 3 h × 1,5 at 13,50 € = 195,75 €
  {
    question:
      'Mon compagnon plombier a fait 46h la semaine dernière sur un gros chantier à Vannes, il est payé 13,50 € brut de l’heure. Je lui dois combien pour ses heures sup ? On n’a aucun accord d’entreprise.',
    figures: ['195,75 €'],
  },
  // computeOvertimePremium({ weeklyHours: 28, contractWeeklyHours: 24, hourlyRateCents: 1240 }): 2,4 h at 10 % + 1,6 h at 25 % = 57,54 €
  {
    question:
      'bjr, ma coiffeuse est a 24h/semaine, cette semaine elle a fait 28h pour remplacer une collegue malade. taux horaire 12,40 brut. ca me fait combien a payer pour ces 4h avec les majorations ??',
    figures: ['57,54 €'],
  },
  // computePaidLeaveEntitlement({ workedMonths: 9, sickLeaveMonths: 3 }): 22,5 + 6 = 28,5, rounded up to 29
  {
    question:
      'Une de mes serveuses, Léa, a été en arrêt maladie 3 mois (pas un accident du travail) entre juin et mai, et elle a travaillé les 9 autres mois. Elle a acquis combien de jours de congés payés du coup ?',
    figures: ['29 jours ouvrables'],
  },
  // computeSickPayComplement({ seniorityMonths: 86 }): 40 days at 90 %, then 40 at two thirds, from the 8th day
  {
    question:
      'Bonjour, je tiens une boulangerie à Rodez avec 5 salariés. Mon vendeur Mathieu est chez nous depuis 7 ans et 2 mois et il vient de m’envoyer un arrêt maladie de 2 mois (opération du genou). Pendant combien de jours je dois compléter les indemnités de la sécu à 90 % ? Et à partir de quand ?',
    figures: ['40 jours'],
  },
  // computeApprenticeMinimumPay({ age: 17, contractYear: 1 }): 27 % of the SMIC
  {
    question: 'combien je dois payer au minimum un apprenti coiffeur de 17 ans en 1ere annee de CAP ?',
    figures: ['27 %'],
  },
  // computeYoungWorkerMinimum({ age: 16, sixMonthsInBranch: false }): the SMIC may be reduced by 20 %
  {
    question:
      'Je voudrais prendre le fils d’une cliente, 16 ans, comme plongeur cet été dans mon resto. J’ai le droit de le payer moins que le smic ? de combien ?',
    figures: ['20 %'],
  },
  // computeDismissalIndemnity({ seniorityYears: 6.5, referenceSalaryCents: 230000 }): 1/4 × 2 300 × 6,5 = 3 737,50 €
  {
    question:
      'Garage à Châteauroux, 5 salariés. Je dois licencier un mécanicien déclaré inapte (maladie pas liée au boulot), il a 6 ans et 6 mois d’ancienneté et son salaire de référence est de 2 300 € brut. L’indemnité légale de licenciement fait combien ?',
    figures: ['3 737,50 €'],
  },
  // computePrecarityIndemnity({ totalGrossCents: 987350 }): 10 % = 987,35 €
  {
    question:
      'fin du CDD de mon aide-boulanger le 31 decembre (surcroit d activite, pas de CDI derriere). il a touché en tout 9 873,50 € brut sur le contrat, la prime de precarité ça fait combien ?',
    figures: ['987,35 €'],
  },
  // computeDisciplinaryDeadlines({ factsKnownOn: '2026-11-27' }): engage the procedure by 27 January 2027 (L1332-4)
  {
    question:
      'Jai decouvert le 27 novembre 2026 que mon barman se servait dans la caisse. Jusqua quand jai pour lancer une procedure disciplinaire contre lui ??',
    figures: ['27 janvier 2027'],
  },
  // computeFixedTermEarlyNotice({ amount: 3, unit: 'mois' }): one day per week, 13 weeks → 13 jours
  {
    question:
      'Mon serveur est en CDD de 3 mois et il me dit qu’il a trouvé un CDI dans un autre restaurant. Il peut partir avant la fin ? Il doit me faire combien de jours de préavis ?',
    figures: ['13 jours'],
  },
  // computeEmployeePayslip({ year: 2026, month: 3, grossCents: 210000, headcount: 5, status: 'non-cadre' }): net avant impôt 1 662,35 €
  {
    question:
      'J’embauche une vendeuse à 2 100 € brut par mois en mars 2026 (non cadre, pas encore de mutuelle, on est 5 dans la boutique). Elle touchera combien net avant impôt ?',
    figures: ['1 662,35 €'],
  },
  // collective_agreement: IDCC 2596 « Coiffure et professions connexes »
  {
    question:
      'c koi le numero IDCC de la convention des salons de coiffure ? mon comptable me dit qu il doit etre sur les fiches de paie',
    figures: ['2596'],
  },
  // collective_agreement: IDCC 1596 « Bâtiment Ouvriers (Entreprises occupant jusqu’à 10 salariés) »
  {
    question:
      'Je suis plombier chauffagiste à mon compte avec 3 ouvriers. Quelle convention collective je dois appliquer ? Il y en a plein pour le bâtiment (plus de 10 salariés, moins de 10, ETAM…) je m’y perds.',
    figures: ['1596'],
  },
  // L3141-19-1 (in search_document): a report period of 15 months for leave not taken because of illness
  {
    question:
      'Ma coloriste a été en arrêt maladie presque toute l’année et n’a pas pu prendre ses congés. Elle les perd ou pas ? Elle a combien de temps pour les poser quand elle reviendra ?',
    figures: ['15 mois'],
  },
  // sheet que-faire-la-suite-dun-accident-du-travail: declare to the CPAM within 48 heures
  {
    question:
      'Un de mes maçons est tombé de l’échafaudage ce matin, rien de cassé a priori mais il est aux urgences à Angers. Je dois déclarer l’accident du travail à qui et dans quel délai ?',
    figures: ['48 heures'],
  },
  // L3132-13: food retail may give the weekly rest from 13 h on Sunday; the Sunday sheet lists the rules
  {
    question:
      'Boulangerie à Lyon ouverte 7j/7. Ma vendeuse peut travailler tous les dimanches matin ? Qu’est-ce que je dois lui donner comme repos en échange ?',
    sources: ['/code-du-travail/article/L3132-13', '/outils/fiche/le-travail-du-dimanche'],
  },
  // L3133-6: work on 1 May paid double; the sheet on holidays for the others
  {
    question:
      'le 1er mai on ouvre le resto (c notre meilleur jour de l annee), mes 2 serveurs bossent. je dois les payer double ?? et pour le 8 mai c pareil ?',
    sources: ['/code-du-travail/article/L3133-6', '/outils/fiche/les-jours-feries-et-les-ponts'],
  },
  // L3141-16: the employer sets the leave period and cannot change dates less than a month before
  {
    question:
      'Est-ce que je peux imposer à mes 3 employées de prendre leurs congés en août quand je ferme le salon ? Et si j’ai besoin de changer les dates d’une d’elles deux semaines avant son départ, c’est possible ?',
    sources: ['/code-du-travail/article/L3141-16', '/outils/fiche/les-conges-payes'],
  },
  // the letter model « Avertissement », and the sheet on disciplinary sanctions
  {
    question:
      'comment faire un avertissement ecrit a mon apprenti qui arrive en retard tout le temps ? vous avez un modele de lettre ?',
    sources: ['/outils/modele/avertissement', '/outils/fiche/la-sanction-disciplinaire'],
  },
  // the dismissal procedure: the simulator, the ministry's sheet, the convocation model
  {
    question:
      'Quelles sont les étapes pour licencier un salarié dans une petite boîte de 4 personnes ? convocation, entretien, lettre… j’ai peur de me planter quelque part',
    sources: [
      '/outils/simulateur/procedure-licenciement',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
      '/outils/modele/convocation-entretien-prealable-licenciement',
    ],
  },
  // resignation: must be clear and unequivocal; the notice comes from the agreement or usage
  {
    question:
      'ma coiffeuse ma envoye un texto "je demissionne" hier soir apres une engueulade, c valable ? elle doit faire un preavis ?',
    sources: ['/outils/fiche/la-demission', '/outils/simulateur/preavis-demission'],
  },
  // abandon de poste: formal notice model, L1237-1-1 (presumed resignation)
  {
    question:
      'Mon plongeur ne vient plus depuis 10 jours et ne répond pas au téléphone. Je fais quoi ? On m’a parlé d’une présomption de démission, comment ça marche ?',
    sources: [
      '/outils/modele/mise-en-demeure-abandon-de-poste',
      '/code-du-travail/article/L1237-1-1',
      '/outils/fiche/la-demission',
    ],
  },
  // end of contract documents (main question); the seasonal sheet for the precarity indemnity
  {
    question:
      'Fin de saison dans ma crêperie à Saint-Malo : mes 3 saisonniers finissent le 30 septembre. Quels papiers je dois leur remettre le dernier jour ? Et au passage, ils ont droit à la prime de précarité ?',
    sources: [
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
      '/outils/fiche/le-travail-saisonnier',
    ],
  },
  // minors at night: forbidden, derogation in bakery from 4 h (R3163-1, the young workers' sheet)
  {
    question:
      'mon apprenti boulanger a 16 ans, il peut commencer au fournil a 4h du mat avec moi ? et il peut faire combien d heures max par jour ?',
    sources: [
      '/outils/fiche/le-temps-de-travail-des-jeunes-de-moins-de-18-ans',
      '/code-du-travail/article/R3163-1',
      '/code-du-travail/article/L3163-2',
    ],
  },
  // the RGDU line: our blog on 2026 changes and on reading the payslip
  {
    question:
      'Sur le bulletin de mon serveur il y a une ligne « Réduction générale dégressive unique » avec un montant en négatif côté patronal. C’est quoi ce truc ?',
    sources: [
      '/blog/changements-paie-2026',
      '/blog/bulletin-de-paie-clarifie',
      '/blog/cotisations-assimile-salarie',
    ],
  },
  // collective agreements search page (IDCC 0843 for the artisanal bakery)
  {
    question: 'Quelle convention collective pour une boulangerie-pâtisserie artisanale avec 4 salariés ?',
    sources: ['/outils/conventions-collectives'],
  },
  // unknown: VAT rates, not payroll nor labour law
  {
    question: 'c quoi le taux de TVA pour les pizzas a emporter et sur place dans ma pizzeria ?',
    unknown: true,
  },
  // unknown: another country's minimum wage
  {
    question:
      'Mon chef pâtissier veut partir travailler à Genève. C’est quoi le salaire minimum là-bas pour un pâtissier ?',
    unknown: true,
  },
  // unknown: licensing of a bar, far from payroll and labour law
  {
    question:
      'Je reprends un bar-tabac à Dijon : comment on obtient le permis d’exploitation pour la licence IV, et la formation dure combien de jours ?',
    unknown: true,
  },
  // unknown: a private fact about a former employee
  {
    question:
      'Mon ancien apprenti Kevin Morel, il a eu son CAP cuisine cette année ? Il est inscrit à France Travail ?',
    unknown: true,
  },
  // Batch X (stop 46): a freelancer turned SASU président, written without reading the assistant
  // --- The officer's own pay and its cost ---
  // computeOfficerPayslip(2026-12, 2 800 € brut, headcount 0): netBeforeTax 2 215,80 €, employerCost 3 882,65 €
  {
    question:
      'Bonjour, je viens de passer de freelance en SASU (je suis dev, seule dans la boite). Si je me verse 2800 € brut par mois a partir de decembre, je touche combien en net et ca coute combien au total a la societe ?',
    figures: ['2 215,80 €', '3 882,65 €'],
  },
  // simulateExactChargesForNet(officer, 2 000,00 € net avant impôt, moins-11, 2026-12): gross 2 527,30 €, cost 3 504,51 €
  {
    question:
      'jveux me sortir 2000€ net avant impot par mois comme président de ma sasu (pas de salarié), il faut mettre quel brut sur la décision et combien ça coûte à la boîte en tout ?',
    figures: ['2 527,30 €', '3 504,51 €'],
  },
  // computeOfficerPayslip(2026-12, 3 500 € brut, pasRatePercent 4.5): pasAmount 129,13 €, netPaid 2 640,62 €
  {
    question:
      'slt, pdt de SASU, 3500 brut/mois, mon taux de prélèvement à la source c 4,5%. il me reste combien sur le compte à la fin du mois ??',
    figures: ['2 640,62 €'],
  },

  // --- Salary vs dividends ---
  // computeDividendsFlatTax(2026, 11 850 €): 2 204,10 € + 1 516,80 € (31,4 %) → 8 129,10 € left
  {
    question:
      "Mon expert-comptable me propose de me verser 11 850 € de dividendes en 2026 plutôt qu'une augmentation de salaire. Avec la flat tax, combien il m'en reste vraiment dans la poche ?",
    figures: ['8 129,10 €'],
  },

  // --- ACRE ---
  // ACRE for a SASU created in 2026: a quarter of the contributions, up to 3/4 PASS, nil at 1 PASS (blog premier-salaire, plafond 2026)
  {
    question:
      "J'ai créé ma SASU de conseil en mars 2026 en sortant du chômage. Est-ce que j'ai droit à l'ACRE sur mon salaire de président, et ça m'exonère de quoi exactement ?",
    sources: ['/blog/premier-salaire-creation-sasu', '/blog/plafond-securite-sociale-2026'],
  },

  // --- Retirement quarters ---
  // R351-9: 150 × SMIC horaire au 1er janvier 2026 (12,02 €) × 4 = 7 212 € (blog valider-trimestres)
  {
    question:
      'Combien je dois me verser au minimum en brut sur 2026 pour valider mes 4 trimestres de retraite ? et est-ce que je peux tout verser d’un coup en décembre ?',
    figures: ['7 212 €'],
  },

  // --- Sickness and unemployment cover ---
  // R313-3: 1 015 × SMIC of the period's first day (1 June 2026: 12,31 €) = 12 494,65 € (blog valider-trimestres, mutuelle-prevoyance)
  {
    question:
      "Si je tombe malade en décembre 2026, il faut que je me sois versé combien de salaire sur les 6 mois d'avant pour avoir droit aux indemnités journalières ?",
    figures: ['12 494,65 €'],
  },
  // IJ capped at 1,4 SMIC, no maintien de salaire for an officer: the prévoyance article
  {
    question:
      'Meme en me payant bien (genre 6000 brut), c vrai que la secu me verse presque rien par jour si je suis en arret ? du coup faut que je prenne une prevoyance via la sasu ou un contrat madelin ?',
    sources: ['/blog/mutuelle-prevoyance-dirigeant'],
  },
  // No unemployment insurance for a président de SAS (L5422-13), ATI only: the chômage article
  {
    question:
      "Avant j'étais salarié et j'avais le chômage. Maintenant que je suis président de ma SASU, si je perds mon gros client et que je ferme la boîte, j'aurai droit au chômage ?",
    sources: ['/blog/president-sas-assurance-chomage'],
  },

  // --- Expense claims ---
  // applyPayElements IK 3 200 km, 5 CV, barème 2023 kept: 3 200 × 0,636 = 2 035,20 €
  {
    question:
      'Je fais environ 3200 km par an chez mes clients avec ma Clio perso (5 CV). Combien ma SASU peut me rembourser en indemnités kilométriques sur l’année ?',
    figures: ['2 035,20 €'],
  },
  // CGI art. 80 ter: forfaits are taxable for dirigeants, refund at cost on receipts (blog frais-professionnels)
  {
    question:
      "Mon comptable dit que je peux me faire rembourser 21,40 € par repas au resto quand je suis en déplacement chez un client, sans justificatif, comme un salarié. C'est vrai pour un président de SASU ?",
    sources: ['/blog/frais-professionnels-dirigeant'],
  },

  // --- Benefits in kind ---
  // companyCarMonthlyCents(2026, bought ≤ 5 years, 32 000 € TTC, fuel paid): 20 % / 12 = 533,33 €
  {
    question:
      "La société va acheter une voiture neuve à 32 000 € TTC, je m'en sers aussi le week-end et c'est la boîte qui paie l'essence. Ça fait combien d'avantage en nature par mois au forfait ?",
    figures: ['533,33 €'],
  },
  // NTIC: 10 % of the purchase price TTC a year (arrêté du 25 février 2025): 114,90 €
  {
    question:
      "iphone a 1149 € TTC payé par ma sasu, je l'utilise beaucoup perso aussi. Au forfait, l'avantage en nature c'est combien par an ?",
    figures: ['114,90 €'],
  },

  // --- DSN and PAS ---
  // R133-14: DSN néant still due each month while the employer account is open (blog dsn-sasu-sans-salarie)
  {
    question:
      'je me suis versé un salaire en sept et oct mais là je me verse plus rien pendant quelques mois (tréso serrée). Je dois quand même faire une DSN tous les mois ??',
    sources: ['/blog/dsn-sasu-sans-salarie'],
  },
  // withNeutralPasRate(officer 3 000 € brut, 2026-12, métropole): net imposable 2 459,55 € → 5,3 %, 130,36 €
  {
    question:
      "Premier bulletin de président : 3000 € brut en décembre, j'habite à Nantes et les impôts n'ont encore transmis aucun taux à ma société. Quel taux de prélèvement à la source s'applique et combien on me retient ?",
    figures: ['5,3 %', '130,36 €'],
  },

  // --- Hiring a first employee ---
  // DPAE: L1221-10, sent at the earliest 8 days before the hiring (R1221-4), the ministry's sheet on hiring
  {
    question:
      "J'embauche ma première salariée le 5 janvier (assistante). C'est quoi la DPAE, je dois la faire quand et où ?",
    sources: [
      '/outils/fiche/les-obligations-de-lemployeur-lors-de-lembauche',
      '/code-du-travail/article/L1221-10',
      '/code-du-travail/article/R1221-4',
    ],
  },
  // The letter model « Promesse d'embauche (offre de contrat de travail) »
  {
    question:
      'Avant de faire signer le CDI à mon futur graphiste, vous avez un modèle de promesse d’embauche à lui envoyer ?',
    sources: ['/outils/modele/offre-contrat-travail'],
  },
  // L1221-19 / L1221-21 (labour-law computeTrialPeriodMaximum cdi ouvrier-employe): 2 mois, 4 mois renewed
  {
    question:
      "periode d'essai max pour un CDI employé (assistante administrative) ? et si on la renouvelle ça monte à combien ?",
    figures: ['2 mois', '4 mois'],
  },
  // SMIC 12,31 € from 1 June 2026 → 1 867,02 € (payroll-calc smicInForce, blog changements-paie-2026);
  // computeEmployeePayslip(2026-12, 1 867,02 €, non-cadre, headcount 1): netBeforeTax 1 477,93 €
  {
    question:
      'Je veux embaucher un junior au smic à temps plein en décembre, non cadre. C’est combien le smic brut mensuel en ce moment et il touchera combien en net (sans compter la mutuelle) ?',
    figures: ['1 867,02 €', '1 477,93 €'],
  },
  // L911-7 CSS: collective health cover for employees, at least half paid by the employer; the officer not covered by right
  {
    question:
      "Bonjour, je dois obligatoirement proposer une mutuelle à mon premier salarié ? Et moi en tant que président je serai couvert par la même mutuelle d'entreprise ?",
    sources: ['/blog/mutuelle-prevoyance-dirigeant'],
  },

  // --- Our product ---
  // plans.ts: Essentielle 9 € HT, VAT 20 % → 10,80 € TTC (FAQ « Recevrai-je une facture ? »)
  {
    question: "Votre formule à 9 €, c'est HT ou TTC ? Ça fait combien TTC par mois pour ma SASU ?",
    figures: ['10,80 €'],
  },
  // plans.ts: Complète 19 € × 12 × 85 % = 193,80 € HT a year
  {
    question: 'combien coute la formule complete si je paye a l annee ?',
    figures: ['193,80 €'],
  },
  // FAQ « Faut-il une carte bancaire pour l'essai gratuit ? », CGU, subscription page
  {
    question: "Je voudrais tester avant de m'engager, l'essai gratuit il faut donner sa carte bleue ?",
    sources: ['/#faq', '/cgu', '/souscription'],
  },
  // CGV: annual plan, notice of 1 month before the term; the period in course is not refunded
  {
    question:
      "J'ai pris l'abonnement annuel. Si je veux arrêter, je dois prévenir combien de temps avant ? Et vous remboursez les mois restants ?",
    figures: ['1 mois'],
  },
  // plans.ts: « Exports officiels pour votre comptabilité » from Essentielle (tarifs-details, FAQ « Êtes-vous expert-comptable ? »)
  {
    question:
      "Mon expert-comptable veut récupérer le journal de paie et les écritures chaque mois. C'est possible avec Dirigeo, et dans quelle formule ?",
    sources: ['/tarifs-details', '/#tarifs', '/#faq'],
  },
  // Eligibility: président de SASU assimilé salarié yes, micro-entrepreneur (TNS) no: the test and the FAQ
  {
    question:
      "je suis présidente d'une SASU mais j'ai aussi une micro-entreprise à côté pour mes missions de design. Je peux utiliser Dirigeo pour les deux ?",
    sources: ['/eligibilite', '/#faq'],
  },
  // FAQ « Puis-je importer mes anciens bulletins de paie ? »: no import, a history taken over is quoted
  {
    question:
      "Depuis janvier c'est mon comptable qui faisait mes fiches de paie. Vous pouvez reprendre mes anciens bulletins dans Dirigeo ? ça coûte quelque chose ?",
    sources: ['/#faq', '/#contact'],
  },

  // --- Nothing we hold answers these ---
  // Belgian self-employed contributions: another country's law
  {
    question:
      "J'ai aussi une SRL en Belgique avec un associé, combien je dois payer de cotisations à l'INASTI par trimestre ?",
    unknown: true,
  },
  // A freelance platform's commission: far from payroll and our product
  {
    question: 'Malt prend combien de commission sur mes missions maintenant que je facture via ma SASU ?',
    unknown: true,
  },
  // Professional liability insurance prices: nothing we hold
  {
    question:
      'Quelle assurance RC pro vous conseillez pour un consultant en SASU, et ça coûte combien par an en gros ?',
    unknown: true,
  },
  // Batch AB, written at stop 47 without reading the assistant: a prospect comparing us with an accounting firm

  // --- Figures: prices from plans.ts (formatPlanPrice / withVat / yearlyPriceOf, run with node) ---
  // why: plans.ts yearlyPriceOf(900) = 9180 → formatPlanPrice « 91,80 € » HT par an (−15 %, 12 mois; /#tarifs, CGV)
  {
    question: 'combien coute la formule essentielle si je paye a l annee ? HT svp',
    figures: ['91,80 €'],
  },
  // why: plans.ts withVat(1900).inclTax = 2280 → « 22,80 € » TTC par mois (CGV « Formules et prix »)
  {
    question:
      'Bonjour, je compare avec mon cabinet comptable qui me facture la paie TTC. La formule Complète en mensuel, ça fait combien TTC par mois chez vous ?',
    figures: ['22,80 €'],
  },
  // why: plans.ts yearlyPriceOf(1900) = 19380 → « 193,80 € » HT ; withVat(19380).inclTax = 23256 → « 232,56 € » TTC (CGV)
  {
    question: 'Prix de la formule complete à l’année : en HT et en TTC ?',
    figures: ['193,80 €', '232,56 €'],
  },
  // why: Pricing.astro « Soit formatEuros(round(9180 / 12)) HT par mois » → 765 cents, « 7,65 € »
  {
    question:
      'si je prends essentielle en annuel ca me revient a combien par mois en fait ? pour comparer avec les autres logiciels de paie qui affichent un prix mensuel',
    figures: ['7,65 €'],
  },
  // why: FAQ « Recevrai-je une facture ? » 9 € HT soit withVat(900).inclTax = 1080 → « 10,80 € » TTC ; CGV annual withVat(9180).inclTax = 11016 → « 110,16 € » TTC
  {
    question:
      'Ma boite ne récupère pas la TVA. Essentielle, ça me coûte combien TTC par mois ? Et TTC sur un an si je prends l’annuel ?',
    figures: ['10,80 €', '110,16 €'],
  },

  // --- Sources: what each plan includes (plans.ts planFeatureKeys, comparison table /tarifs-details) ---
  // why: plans.ts essentielle has dsn + dsnFiling (« Préparation et contrôle de la DSN, fichier prêt à déposer », « Suivi des dépôts ») ; FAQ « Qui s'occupe de la DSN ? » (dépôt par l'utilisateur sur net-entreprises.fr)
  {
    question:
      'Avec la formule a 9 euros est ce que la DSN est comprise ou faut prendre la plus chere ? et c vous qui l envoyez a l urssaf ou moi ?',
    sources: ['/#faq', '/tarifs-details', '/#tarifs'],
  },
  // why: plans.ts payrollLedger and chargesAnalysis only in complete (« Éditions du journal de paie », « Analyse des charges », « Graphiques d'évolution et indicateurs personnalisés ») ; comparison table on /tarifs-details
  {
    question:
      'le journal de paie et les graphiques / analyse de mes charges dans le temps, c dans quelle formule ? pas dans Essentielle ?',
    sources: ['/tarifs-details', '/#tarifs'],
  },
  // why: plans.ts officialExports in essentielle and complete (« Exports officiels pour votre comptabilité ») ; FAQ « Êtes-vous expert-comptable ? » (exports transmitted to the accountant)
  {
    question:
      "Mon expert-comptable garde la compta mais je veux sortir la paie de chez lui. Est-ce que je peux lui envoyer des exports de la paie pour qu'il passe les écritures, et c'est dans quelle offre ?",
    sources: ['/tarifs-details', '/#faq', '/#tarifs'],
  },
  // why: plans.ts twoFactor in every plan (Freemium included), activityLog only in complete ; FAQ « Dirigeo est-il sécurisé ? » says both
  {
    question:
      "double authentification dispo sur la version gratuite ? et le journal d'activite du compte (qui s'est connecté quand) c'est pour quelle formule",
    sources: ['/tarifs-details', '/#faq', '/#tarifs'],
  },
  // why: FAQ « Faites-vous aussi les bulletins de mes salariés ? » (staffPayroll in Essentielle and Complète, one action a month, same DSN)
  {
    question:
      "J'ai 2 salariés en plus de moi (président SASU). Vous faites leurs fiches de paie aussi ou seulement celle du dirigeant ?",
    sources: ['/#faq', '/tarifs-details'],
  },

  // --- Sources: trial, subscription, payment, invoices, cancellation ---
  // why: FAQ « Faut-il une carte bancaire pour l'essai gratuit ? » (14 jours, no card, Freemium at the end) ; CGU « Essai gratuit » ; /souscription
  {
    question:
      "L'essai gratuit il faut mettre sa CB ? et a la fin je suis prélevé automatiquement ou pas ? je veux pas de mauvaise surprise",
    sources: ['/#faq', '/cgu', '/souscription'],
  },
  // why: pages.ts /souscription « Créez votre compte et choisissez votre formule en quelques étapes »
  {
    question: 'ok je suis convaincu, je m’inscris où ?',
    sources: ['/souscription', '/#tarifs'],
  },
  // why: FAQ « Comment puis-je payer ? » (carte bancaire ou prélèvement SEPA via Stripe, virement et chèque refusés) ; CGV « Facturation et paiement »
  {
    question: 'On peut payer par virement ou cheque ? notre compta préfère éviter la CB',
    sources: ['/#faq', '/cgv'],
  },
  // why: FAQ « Recevrai-je une facture ? » (facture au nom de la société, HT, TVA 20 %, TTC, PDF in Paramètres, Abonnement) ; CGV « Facturation et paiement »
  {
    question:
      'la facture est elle au nom de ma société avec TVA détaillée pour que je la passe en charge ? je la trouve où ?',
    sources: ['/#faq', '/cgv'],
  },
  // why: CGV « Résiliation par le client » (1 mois avant l'échéance en annuel, période en cours non remboursée) ; FAQ « Puis-je changer de formule ou résilier en ligne ? » ; CGU « Résiliation »
  {
    question:
      "Si je prends l'annuel et que j'arrete au bout de 4 mois parce que je passe en TNS, vous me remboursez le reste ? c'est quoi le preavis",
    sources: ['/cgv', '/#faq', '/cgu'],
  },

  // --- Sources: data, GDPR, security ---
  // why: FAQ « Si j'arrête, gardez-vous mes bulletins et mes données ? » (Freemium read-only, archive, deletion, bulletins/DSN 5 ans, factures 10 ans) ; politique de confidentialité « Durées de conservation », « Vos droits »
  {
    question:
      'RGPD : si je résilie puis je demande la suppression de mon compte, vous effacez tout ? vous gardez mes bulletins combien de temps ? je peux récupérer mes données avant ?',
    sources: ['/politique-de-confidentialite', '/#faq'],
  },
  // why: FAQ « Dirigeo est-il sécurisé ? Où sont hébergées mes données ? » (France, OVH SAS, HTTPS, Argon2, session 30 min) ; politique « Sécurité », « Transferts » ; mentions légales (hébergeur)
  {
    question:
      'Mes données de paie (NIR, salaires) sont hébergées où ? En France ? Chez qui ? c’est chiffré ?',
    sources: ['/#faq', '/politique-de-confidentialite', '/mentions-legales'],
  },

  // --- Sources: who is eligible ---
  // why: FAQ « Qui peut utiliser Dirigeo ? » (présidents de SAS et de SASU) ; /eligibilite test
  {
    question:
      'Je viens de créer ma SASU, je suis président seul associé. Je peux utiliser votre logiciel pour me faire mes bulletins ?',
    sources: ['/#faq', '/eligibilite'],
  },
  // why: FAQ « Qui peut utiliser Dirigeo ? » (gérants minoritaires de SARL) ; /eligibilite ; blog gerant-minoritaire-sarl (assimilé salarié)
  {
    question: 'gerant minoritaire SARL (40% des parts) c compatible ?',
    sources: ['/#faq', '/eligibilite', '/blog/gerant-minoritaire-sarl'],
  },
  // why: eligibility-texts.ts TNS_EXPLANATIONS.ae (« L'auto-entrepreneur (micro-entrepreneur) est travailleur non salarié... sans bulletin de paie ») on /eligibilite ; FAQ « Je suis gérant majoritaire... » (entrepreneur individuel TNS)
  {
    question:
      'Je suis micro-entrepreneur (auto entrepreneur) en prestation de services, est-ce que votre abonnement me sert à quelque chose pour me verser un salaire ?',
    sources: ['/eligibilite', '/#faq'],
  },
  // why: FAQ « Je suis gérant majoritaire de SARL : Dirigeo est-il fait pour moi ? » (gérant associé unique d'EURL = TNS, no payslip) ; eligibility-texts.ts TNS_EXPLANATIONS['eurl-gerant-associe-unique']
  {
    question: 'EURL, je suis gérant et associé unique. Dirigeo marche pour moi ou pas ?',
    sources: ['/#faq', '/eligibilite'],
  },
  // why: FAQ « Qui peut utiliser Dirigeo ? » lists only officers of companies (SAS, SASU, SA, SARL); the eligibility test has no association form; the contact form for a case outside the list
  {
    question:
      'je suis président d une association loi 1901 et le bureau veut me rémunérer, est ce que je peux passer par dirigeo pour faire mes fiches de paie ?',
    sources: ['/#faq', '/eligibilite', '/#contact'],
  },

  // --- Sources: contact, previous payslips, what we don't do ---
  // why: Contact.astro (#contact) « un premier entretien de 30 minutes avec un expert », devis sous 24 heures ouvrées, experts du lundi au vendredi de 9 h à 18 h
  {
    question:
      "Avant de m'engager j'aimerais parler à quelqu'un. Vous proposez un rdv téléphonique ? c'est gratuit ? Vous êtes joignables quand ?",
    sources: ['/#contact', '/#faq'],
  },
  // why: FAQ « Puis-je importer mes anciens bulletins de paie ? » (no import, documents stored, reprise d'historique sur devis) ; CGU « Services complémentaires »
  {
    question:
      'mon comptable faisait mes bulletins depuis janvier, si je bascule chez vous en juin vous reprenez les cumuls des 5 premiers mois ? ou je dois tout ressaisir',
    sources: ['/#faq', '/#contact', '/cgu'],
  },
  // why: FAQ « Êtes-vous expert-comptable ? » (not a firm: no bookkeeping, no comptes annuels, no TVA or IS returns; exports for the accountant)
  {
    question:
      'Question bete : est-ce que vous remplacez un expert comptable ? Genre vous tenez la compta, faites le bilan et la declaration de TVA et d IS, ou juste la paie ?',
    sources: ['/#faq', '/tarifs-details'],
  },

  // --- Unknown: nothing we hold answers it ---
  // why: another country (Belgian SRL, ONSS): the product and the content cover French payroll only
  {
    question:
      'Je dirige une SRL en Belgique, vous pouvez faire mes fiches de paie avec les cotisations ONSS ?',
    unknown: true,
  },
  // why: prices of other services (a competitor's subscription) are in none of our pages
  {
    question: 'payfit c est combien par mois par rapport a vous ? et silae ?',
    unknown: true,
  },
  // why: what an accounting firm charges for a payslip is in none of our pages (prices of other services)
  {
    question:
      "Mon cabinet comptable me facture 45 € HT par bulletin, c'est le prix normal du marché pour un cabinet ou je me fais avoir ?",
    unknown: true,
  },
  // why: legal advice and formalities (transforming a SARL into a SAS, statuts, greffe) are not a service we sell nor a subject of our pages
  {
    question:
      'Pour devenir assimilé salarié je veux transformer ma SARL en SAS. Vous pouvez rédiger les nouveaux statuts et faire les formalités au greffe ? combien ça coûte ?',
    unknown: true,
  },
  // why: no mobile app and no accounting-software integration (Pennylane) are mentioned anywhere in site-content or the marketing pages
  {
    question: 'Y a une appli mobile dirigeo (android) ? Et une synchro directe avec Pennylane ?',
    unknown: true,
  },
  // Batch Z, written at stop 47 without reading the assistant: an employee asking about his own rights

  // Figures (10)
  // why: computeConventionalTerminationIndemnity({ seniorityYears: 6.25, referenceSalaryCents: 240000 }) = 375000 (1/4 × 2 400 × 6 ans et 3 mois); L1237-13 rétractation quinze jours calendaires
  {
    question:
      "Bonjour, mon employeur me propose une rupture conventionnelle. J'ai 6 ans et 3 mois d'ancienneté, mon salaire brut c'est 2400 € par mois (toujours le même, pas de prime). C'est combien le minimum qu'il doit me verser ? Et si je signe et que je regrette, j'ai combien de temps pour revenir en arrière ?",
    figures: ['3 750,00 €', '15 jours'],
  },
  // why: computeDismissalNotice({ seniorityMonths: 142 }) = 2 mois (L1234-1); computeDismissalIndemnity({ seniorityYears: 12, referenceSalaryCents: 300000 }) = 950000 (1/4 × 3 000 × 10 + 1/3 × 3 000 × 2)
  {
    question:
      'licencié pour motif perso (pas faute grave), 3000 brut/mois fixe depuis toujours, ca fera 12 ans pile d anciennete a la fin du preavis. combien de preavis j ai et combien d indemnite legale minimum ??',
    figures: ['2 mois', '9 500,00 €'],
  },
  // why: computeReferenceSalary(9 × 250000 then 3 × 280000, most recent first) = 280000, three-months method (12-month average 2 575 €); computeDismissalIndemnity({ seniorityYears: 7 + 8/12, referenceSalaryCents: 280000 }) = 536667
  {
    question:
      "Je me fais licencier, j'aurai 7 ans et 8 mois d'ancienneté préavis compris. J'étais à 2500 brut par mois mais j'ai été augmenté à 2800 brut il y a 3 mois (les 3 derniers mois donc à 2800). Quel salaire de référence ils doivent prendre pour l'indemnité de licenciement et ça fait combien au minimum ?",
    figures: ['2 800,00 €', '5 366,67 €'],
  },
  // why: computeOvertimePremium({ weeklyHours: 45, hourlyRateCents: 1500 }) = 19500 (8 h × 15 × 1,25 + 2 h × 15 × 1,5), L3121-36
  {
    question:
      "Mon patron me fait faire 45h par semaine alors que mon contrat c'est 35h, taux horaire 15 € brut, et il me paye pas les heures sup. Pas d'accord d'entreprise sur le sujet je crois. Ça fait combien par semaine qu'il me doit, majorations comprises ?",
    figures: ['195,00 €'],
  },
  // why: computePaidLeaveEntitlement({ workedMonths: 7, sickLeaveMonths: 5 }) = 28 (17,5 + 10 = 27,5 rounded up), L3141-3, L3141-5-1, L3141-7
  {
    question:
      "j'ai été en arret maladie (pas pro) 5 mois sur la periode juin-mai et j'ai bossé les 7 autres mois. la RH dit que l'arret maladie donne pas de congés, c vrai ? j'ai droit a combien de jours de CP au total sur la periode ?",
    figures: ['28 jours ouvrables'],
  },
  // why: computePaidLeaveIndemnity({ referenceGrossCents: 2760000 }) tenth = 276000, L3141-24 / L3141-28
  {
    question:
      "Je quitte la boîte à la fin du mois et je n'ai pas pris un seul jour de congé acquis sur la période de référence. J'ai gagné 27 600 € brut sur cette période. Avec la règle du dixième, ils doivent me payer combien pour ces congés non pris ?",
    figures: ['2 760,00 €'],
  },
  // why: computeSickPayComplement({ seniorityMonths: 100 }) = 40 days at 90 %, 40 at two thirds, waitingDays 7 (D1226-1, D1226-2, D1226-3)
  {
    question:
      'arret maladie de 2 mois qui commence lundi (maladie normale pas accident de travail), 8 ans et 4 mois d anciennete, ma convention prevoit rien de mieux que la loi. mon employeur doit completer mon salaire a 90% pendant combien de jours et a partir de quand ?',
    figures: ['40 jours', '90 %'],
  },
  // why: computeTrialPeriodNotice({ initiator: 'employer', daysOfPresence: 52 }) = 2 semaines, L1221-25
  {
    question:
      "Ma boite vient de me dire qu'ils arrêtent ma période d'essai (CDI), ça fait 52 jours que je suis arrivé. Ils m'ont dit que je partais vendredi, c'est à dire dans 3 jours !! Ils doivent pas me prévenir plus tôt que ça ? c'est quoi le délai ?",
    figures: ['2 semaines'],
  },
  // why: computePaternityLeave({ multipleBirth: true }) = 32 jours calendaires (L1225-35) + congé de naissance 3 jours ouvrables (L3142-4)
  {
    question:
      "Ma femme attend des jumeaux 😅 j'ai droit a combien de jours de congé paternité ? et les 3 jours de naissance payés par la boite ils sont en plus ou compris dedans ?",
    figures: ['32 jours', '3 jours'],
  },
  // why: computeMaternityLeave({ childrenAlready: 2, expected: 1 }) = 8 + 18 = 26 semaines, L1225-19
  {
    question:
      'ma compagne est salariée aussi (dans une autre boite), on attend notre troisieme enfant, on en a deja deux a la maison. elle aura droit a combien de semaines de conge maternite en tout, avant et apres ?',
    figures: ['26 semaines'],
  },

  // Sources (16)
  // why: L1237-1, no statutory resignation notice, set by the agreement or usage; sheet la-demission; simulator preavis-demission
  {
    question: 'preavis de demission c combien ? je suis en cdi depuis 3 ans, employé pas cadre',
    sources: [
      '/outils/simulateur/preavis-demission',
      '/outils/fiche/la-demission',
      '/code-du-travail/article/L1237-1',
    ],
  },
  // why: the notice is set by the collective agreement (L1237-1): agreement search (IDCC 1486 is in collective_agreement) or the resignation-notice simulator
  {
    question:
      "Je suis ingénieur cadre dans un bureau d'études, convention Syntec (IDCC 1486 je crois). Je veux démissionner pour un autre poste, quel est mon préavis d'après ma convention collective ? Et est-ce que je peux demander à le raccourcir ?",
    sources: ['/outils/conventions-collectives', '/outils/simulateur/preavis-demission'],
  },
  // why: model demande-rupture-conventionnelle; sheet la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee (mutual agreement, the employer may refuse)
  {
    question:
      'comment je demande une rupture conventionnelle a mon patron ? vous avez un modele de lettre ? et il a le droit de refuser ?',
    sources: [
      '/outils/modele/demande-rupture-conventionnelle',
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
    ],
  },
  // why: model demande-de-rappel-de-salaire (L3245-1, L3243-3); L3245-1 prescription of 3 years; sheet les-heures-supplementaires-contreparties
  {
    question:
      "Ça fait presque 2 ans que je fais des heures sup qui ne sont jamais payées, mon chef me dit que « c'est normal dans la boîte, tout le monde fait pareil ». J'en ai marre, je veux réclamer mon dû mais j'ai peur pour mon poste. Comment je m'y prends concrètement, il faut envoyer un courrier ? Et je peux réclamer sur combien d'années en arrière ?",
    sources: [
      '/outils/modele/demande-de-rappel-de-salaire',
      '/code-du-travail/article/L3245-1',
      '/outils/fiche/les-heures-supplementaires-contreparties',
    ],
  },
  // why: model contestation-sanction; sheet la-sanction-disciplinaire
  {
    question:
      "J'ai reçu un avertissement en recommandé pour un retard alors que j'avais prévenu mon responsable par SMS. Je ne suis pas du tout d'accord, comment je peux le contester ? Il y a un modèle de lettre ?",
    sources: ['/outils/modele/contestation-sanction', '/outils/fiche/la-sanction-disciplinaire'],
  },
  // why: L1332-2 (no interview needed for an avertissement), L1332-5 (not invoked after 3 years); sheet la-sanction-disciplinaire
  {
    question:
      'avertissement sans entretien prealable c legal ?? et ca reste dans mon dossier a vie ou ca s efface ?',
    sources: [
      '/outils/fiche/la-sanction-disciplinaire',
      '/code-du-travail/article/L1332-2',
      '/code-du-travail/article/L1332-5',
    ],
  },
  // why: sheet le-harcelement-moral; L1152-1 definition
  {
    question:
      "Bonsoir, je sais pas trop si je suis au bon endroit. Depuis que j'ai un nouveau manager il y a 8 mois, il me rabaisse devant les collègues en réunion, il me retire mes dossiers sans explication, il m'envoie des mails à 23h et me reproche ensuite de ne pas avoir répondu. Je dors plus, j'ai la boule au ventre le dimanche soir, mon médecin parle de burn-out. Est-ce que c'est du harcèlement moral au sens de la loi ? Et qu'est-ce que je peux faire, à qui je dois m'adresser ?",
    sources: ['/outils/fiche/le-harcelement-moral', '/code-du-travail/article/L1152-1'],
  },
  // why: sheet le-harcelement-sexuel; L1153-1 definition
  {
    question:
      "un manager envoie des messages deplacés a connotation sexuelle a une collegue et j'en ai recu aussi, des remarques sur mon physique. c'est du harcelement sexuel meme si c'est 'pour rire' ? on fait quoi ?",
    sources: ['/outils/fiche/le-harcelement-sexuel', '/code-du-travail/article/L1153-1'],
  },
  // why: blog bulletin-de-paie-clarifie (reads each rubrique); sheet le-bulletin-de-paie
  {
    question:
      "Sur ma fiche de paie il y a plein de lignes que je comprends pas : CSG non déductible, prévoyance, « réduction générale », « autres contributions dues par l'employeur »... Où je peux trouver ce que veut dire chaque ligne ?",
    sources: ['/blog/bulletin-de-paie-clarifie', '/outils/fiche/le-bulletin-de-paie'],
  },
  // why: blog montant-net-social (prime d'activité / RSA declarations)
  {
    question:
      "c'est quoi le « montant net social » en bas de mon bulletin ? c'est pas le meme chiffre que le net a payer, lequel je dois declarer a la CAF pour la prime d'activite ?",
    sources: ['/blog/montant-net-social'],
  },
  // why: FAQ « Qui peut utiliser Dirigeo ? » (mandataires sociaux assimilés salariés only); eligibility test
  {
    question:
      "Je suis simple salarié dans une PME, pas dirigeant du tout. Je peux m'inscrire sur Dirigeo pour faire ou vérifier mes propres fiches de paie, ou c'est pas fait pour moi ?",
    sources: ['/#faq', '/eligibilite'],
  },
  // why: model envoi-de-l-avis-d-arret-de-travail; sheet les-absences-liees-la-maladie-ou-laccident-non-professionnel (48 heures); sheet lindemnisation-legale-des-absences-pour-maladie-ou-accident
  {
    question:
      "je suis tombé malade, le medecin m'a mis en arret 10 jours. je dois envoyer quoi a mon employeur et en combien de temps ? et est-ce que je vais etre payé pendant l'arret ?",
    sources: [
      '/outils/modele/envoi-de-l-avis-d-arret-de-travail',
      '/outils/fiche/les-absences-liees-la-maladie-ou-laccident-non-professionnel',
      '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident',
    ],
  },
  // why: model rupture-periode-essai-salarie; sheet la-periode-dessai; L1221-26 (employee's délai de prévenance)
  {
    question:
      "je suis en période d'essai depuis 3 semaines et le poste me plait pas du tout, je veux partir. je dois faire une lettre ? il y a un préavis a respecter de mon côté ?",
    sources: [
      '/outils/modele/rupture-periode-essai-salarie',
      '/outils/fiche/la-periode-dessai',
      '/code-du-travail/article/L1221-26',
    ],
  },
  // why: model conge-de-paternite-et-d-accueil-de-l-enfant
  {
    question:
      'Comment prévenir mon employeur que je vais prendre mon congé paternité ? Il faut une lettre ? Vous avez un modèle à me donner ?',
    sources: ['/outils/modele/conge-de-paternite-et-d-accueil-de-l-enfant'],
  },
  // why: L3141-28 (indemnité compensatrice due whoever ends the contract); sheet les-conges-payes
  {
    question:
      "Je démissionne et il me reste 12 jours de congés payés. Mon patron dit qu'il ne me les paiera pas parce que c'est moi qui pars. Il a le droit ??",
    sources: ['/code-du-travail/article/L3141-28', '/outils/fiche/les-conges-payes'],
  },
  // why: sheet le-conseiller-du-salarie; L1232-4 (assistance at the entretien préalable); sheet la-procedure-en-cas-de-licenciement-pour-motif-personnel
  {
    question:
      "Convoqué à un entretien préalable à licenciement la semaine prochaine, on est 8 dans la boîte et il n'y a pas de CSE. Est-ce que je peux venir accompagné de quelqu'un d'extérieur ? Comment ça marche ?",
    sources: [
      '/outils/fiche/le-conseiller-du-salarie',
      '/code-du-travail/article/L1232-4',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
    ],
  },

  // Unknown (4)
  // why: Swiss law: nothing held (only the French Code du travail and French sheets)
  {
    question:
      'Je suis frontalier, je travaille à Genève en CDI pour une boîte suisse. Quel est mon préavis de démission selon le droit suisse ?',
    unknown: true,
  },
  // why: market salary data: nothing held
  {
    question:
      "c quoi le salaire moyen d'un technicien de maintenance a Lyon avec 10 ans d'experience ? je veux savoir si je suis sous payé",
    unknown: true,
  },
  // why: prices of other services (lawyers) and recommendations: nothing held
  {
    question:
      "Combien coûte un avocat en droit du travail pour aller aux prud'hommes ? Vous pouvez m'en conseiller un bon sur Marseille ?",
    unknown: true,
  },
  // why: savings advice far from payroll: nothing held
  {
    question:
      "Avec mon indemnité de rupture conventionnelle je voudrais la placer, c'est mieux un livret A ou une assurance vie ?",
    unknown: true,
  },
  // Batch AC, written at stop 47 without reading the assistant: an HR generalist in a logistics company

  // --- Figures ---
  // why: WORKING_TIME_LIMITS daily-maximum « 10 heures » (L3121-18) and weekly-maximum « 48 heures » (L3121-20)
  {
    question:
      "Pour nos preparateurs de commandes a l'entrepot (pas les chauffeurs), c'est combien la duree max de travail par jour et par semaine d'apres le code du travail ? on a des gros pics en decembre",
    figures: ['10 heures', '48 heures'],
  },
  // why: WORKING_TIME_LIMITS daily-rest « 11 heures consécutives » (L3131-1); 23h → 6h is only 7 hours
  {
    question:
      'un cariste finit son poste a 23h, je peux le faire revenir a 6h le lendemain matin ?? c quoi le repos minimum entre 2 journees',
    figures: ['11 heures'],
  },
  // why: WORKING_TIME_LIMITS night-period « 21 heures à 6 heures » (L3122-20, à défaut d'accord)
  {
    question:
      "On n'a aucun accord d'entreprise ni de branche qui definit le travail de nuit. Légalement la « nuit » c'est de quelle heure à quelle heure ? nos quais ouvrent à 4h",
    figures: ['21 heures', '6 heures'],
  },
  // why: WORKING_TIME_LIMITS night-daily-maximum « 8 heures » (L3122-6) and night-weekly-maximum « 40 heures » sur 12 semaines (L3122-7)
  {
    question:
      'Un de nos magasiniers est travailleur de nuit (22h-5h toute l’année). Quelle est sa durée maxi de travail par nuit, et la moyenne hebdo max sur 12 semaines ? sans accord particulier',
    figures: ['8 heures', '40 heures'],
  },
  // why: computeFixedTermWaitingPeriod({ amount: 9, unit: 'semaines' }) → tiers, « 21 jours » (L1244-3-1)
  {
    question:
      "CDD de 9 semaines (accroissement d'activité) d'un chauffeur livreur terminé vendredi, je veux reprendre qqn en CDD sur le meme poste. Il faut attendre combien de temps ? on part du principe que notre accord de branche ne prévoit rien sur la carence",
    figures: ['21 jours'],
  },
  // why: computePrecarityIndemnity({ totalGrossCents: 1435000 }) → 10 %, « 1 435,00 € » (L1243-8)
  {
    question:
      "fin de cdd de notre chauffeur PL, il a touché 14 350 € brut au total sur tout le contrat, on ne lui propose pas de CDI. ça fait combien l'indemnité de fin de contrat ?",
    figures: ['1 435,00 €'],
  },
  // why: computeDisciplinaryDeadlines({ factsKnownOn: '2026-03-12', interviewDate: '2026-04-14' }) → engageBy 12 mai 2026, notifyFrom 17 avril 2026, notifyBy 15 mai 2026 (14 mai = Ascension) (L1332-4, L1332-2, R1332-3)
  {
    question:
      "Bonjour, on a découvert le 12 mars 2026 qu'un chauffeur avait trafiqué ses feuilles de route. Jusqu'a quelle date je peux engager la procedure disciplinaire ? Et si l'entretien préalable est fixé au 14 avril 2026, entre quelles dates je peux lui notifier la sanction ? (on est près de Lyon)",
    figures: ['12 mai 2026', '17 avril 2026', '15 mai 2026'],
  },
  // why: computeOvertimePremium({ weeklyHours: 46, hourlyRateCents: 1420 }) → 8 h à 25 % + 3 h à 50 % = « 205,90 € » (L3121-36)
  {
    question:
      'Un préparateur a fait 46h cette semaine, taux horaire 14,20 € brut, pas d accord sur les majorations donc taux legaux. Combien je lui dois pour ses heures sup, majorations comprises ?',
    figures: ['205,90 €'],
  },
  // why: computeDismissalProcedure({ motive: 'economic', employeesConcerned: 1, companyHeadcount: 40, hasCse: true, startDate: '2026-06-01' }) → entretien le 9 juin 2026, lettre expédiée au plus tôt le jeudi « 18 juin 2026 » (L1233-15, 7 jours ouvrables)
  {
    question:
      "licenciement eco individuel d'une assistante d'exploitation (non cadre), boite de 40 salariés, entretien préalable prévu le mardi 9 juin 2026. A partir de quelle date je peux envoyer la lettre de licenciement ?",
    figures: ['18 juin 2026'],
  },
  // why: computeSickPayComplement({ seniorityMonths: 14, workAccident: true }) → dû dès le 1er jour, 30 jours à 90 %, 30 jours aux deux tiers (D1226-1, D1226-3)
  {
    question:
      "Un chauffeur qui a 14 mois d'ancienneté est en arrêt après un accident du travail. On doit compléter les IJ ? à quel pourcentage et pendant combien de jours, et y a t il des jours de carence ? (le minimum légal, pas la convention)",
    figures: ['90 %', '30 jours'],
  },

  // --- Sources ---
  // why: article asked by number
  {
    question:
      'art L3121-18 du code du travail svp, un salarié me le cite pour contester un planning à 11h par jour',
    sources: ['/code-du-travail/article/L3121-18'],
  },
  // why: L1242-8 (durée fixée par accord de branche) vs L1242-8-1 (18 mois à défaut)
  {
    question:
      'quelle différence entre l’article L1242-8 et le L1242-8-1 ?? les deux parlent de la durée des CDD non',
    sources: ['/code-du-travail/article/L1242-8', '/code-du-travail/article/L1242-8-1'],
  },
  // why: L1243-8 is the indemnité de fin de contrat; the simulator computes it
  {
    question: "L1243-8 c bien l'article sur la prime de precarite ? et comment on la calcule",
    sources: ['/code-du-travail/article/L1243-8', '/outils/simulateur/indemnite-precarite'],
  },
  // why: L3121-9 (définition de l'astreinte, interventions = travail effectif), L3121-11 (mise en place par accord), fiche la-duree-legale-du-travail (astreinte vs travail effectif)
  {
    question:
      "On veut mettre en place des astreintes le week-end pour nos mécanos (dépannage des camions). Est-ce que le temps d'astreinte compte comme du temps de travail ? faut-il un accord pour les instaurer ?",
    sources: [
      '/code-du-travail/article/L3121-9',
      '/code-du-travail/article/L3121-11',
      '/outils/fiche/la-duree-legale-du-travail',
    ],
  },
  // why: L2311-2 (CSE dès 11 salariés pendant 12 mois consécutifs), fiche le-cse-dans-les-entreprises-de-11-49-salaries, fiches on the CSE and its election
  {
    question:
      "Nous sommes 40 salariés et on n'a jamais organisé d'élections pro... c'est obligatoire d'avoir un CSE ? à partir de quel effectif ?",
    sources: [
      '/outils/fiche/le-cse-dans-les-entreprises-de-11-49-salaries',
      '/code-du-travail/article/L2311-2',
      '/outils/fiche/la-definition-du-cse-et-cadre-de-mise-en-place',
      '/outils/fiche/lelection-de-la-delegation-du-personnel-au-cse',
    ],
  },
  // why: fiche les-attributions-du-cse (entreprises de 50 salariés et plus); fiche 11-49 covers crossing the 50 threshold; fonctionnement (budgets)
  {
    question:
      'on va embaucher une douzaine de chauffeurs et passer au dessus de 50 salariés. qu est ce qui change pour notre CSE (attributions, budgets, consultations) ?',
    sources: [
      '/outils/fiche/les-attributions-du-cse',
      '/outils/fiche/le-cse-dans-les-entreprises-de-11-49-salaries',
      '/outils/fiche/le-fonctionnement-et-les-moyens-dactions-du-cse',
    ],
  },
  // why: fiche le-reglement-interieur (obligatoire dès 50, possible en deçà, avis CSE, dépôt, inspection), L1311-2, L1321-4
  {
    question:
      "reglement interieur : obligatoire à partir de combien de salariés ? on est 40, si on veut quand meme en faire un (sécurité sur les quais, alcool), quelle procédure : avis du cse, inspection du travail, prud'hommes ?",
    sources: [
      '/outils/fiche/le-reglement-interieur',
      '/code-du-travail/article/L1311-2',
      '/code-du-travail/article/L1321-4',
    ],
  },
  // why: R4624-18 (VIP avant l'affectation pour un travailleur de nuit); fiches santé au travail
  {
    question:
      "On embauche un chauffeur de nuit lundi prochain. La visite medicale doit avoir lieu avant qu'il commence ou on a 3 mois comme pour les autres ?",
    sources: [
      '/code-du-travail/article/R4624-18',
      '/outils/fiche/5-questions-reponses-sur-la-sante-au-travail',
      '/outils/fiche/reforme-de-la-medecine-du-travail-et-des-services-de-sante-au-travail-questions-les-plus-frequentes',
    ],
  },
  // why: fiche que-faire-la-suite-dun-accident-du-travail (déclaration CPAM 48 h, prévention, CSE), fiche on the AT/MP work stoppage
  {
    question:
      "Un de nos chauffeurs s'est bloqué le dos en déchargeant une palette chez un client ce matin. Quelles sont les démarches côté employeur ? declaration, délai, qui prévenir",
    sources: [
      '/outils/fiche/que-faire-la-suite-dun-accident-du-travail',
      '/outils/fiche/larret-de-travail-pour-accident-du-travail-ou-maladie-professionnelle',
    ],
  },
  // why: model convocation-entretien-prealable-sanction
  {
    question:
      'vous auriez un modele de lettre de convocation a entretien prealable pour une sanction ? on envisage une mise a pied disciplinaire de 3 jours pour un conducteur',
    sources: ['/outils/modele/convocation-entretien-prealable-sanction'],
  },
  // why: fiche la-definition-du-licenciement-pour-motif-economique; L1233-3 (baisse du CA: 2 trimestres consécutifs pour 11 à 49 salariés)
  {
    question:
      'Licenciement économique : une baisse du chiffre d affaires sur deux trimestres, ça suffit comme motif pour une entreprise de 40 personnes ? c est quoi exactement la définition ?',
    sources: [
      '/outils/fiche/la-definition-du-licenciement-pour-motif-economique',
      '/code-du-travail/article/L1233-3',
    ],
  },
  // why: fiche la-procedure-de-licenciement-economique-de-2-9-salaries; simulator procedure-licenciement computes the economic track
  {
    question:
      "on doit supprimer 3 postes d'affréteurs pour raisons économiques. C'est quoi la procédure (consultation du CSE, DREETS, délais d'envoi des lettres) ?",
    sources: [
      '/outils/fiche/la-procedure-de-licenciement-economique-de-2-9-salaries',
      '/outils/simulateur/procedure-licenciement',
    ],
  },
  // why: fiche le-contrat-de-travail-temporaire; L1251-12-1 (18 mois à défaut); L1251-36-1 (carence)
  {
    question:
      "Interimaire pour un surcroit d'activité en entrepôt : durée max de la mission renouvellement compris ? et faut il respecter un délai de carence avant d'en reprendre un autre sur le même poste ?",
    sources: [
      '/outils/fiche/le-contrat-de-travail-temporaire',
      '/code-du-travail/article/L1251-12-1',
      '/code-du-travail/article/L1251-36-1',
    ],
  },
  // why: collective_agreement idcc 0016 = Transports routiers et activités auxiliaires du transport
  {
    question: 'idcc 16 c quelle convention collective ? et ou je peux la consulter',
    sources: ['/outils/conventions-collectives'],
  },
  // why: agreement search; fiche conventions-collectives-nomenclatures explains IDCC codes
  {
    question:
      "On est une PME de transport routier de marchandises avec un entrepôt logistique. Comment je trouve notre IDCC et la convention collective qui s'applique ?",
    sources: ['/outils/conventions-collectives', '/outils/fiche/conventions-collectives-nomenclatures'],
  },
  // why: fiche le-travail-de-nuit (contreparties: repos compensateur obligatoire, compensation salariale le cas échéant); L3122-8
  {
    question:
      'Est ce qu on est obligé de payer une prime/majoration de nuit a nos caristes travailleurs de nuit ? ou un repos compensateur suffit ? quelles sont les contreparties obligatoires',
    sources: ['/outils/fiche/le-travail-de-nuit', '/code-du-travail/article/L3122-8'],
  },

  // --- Unknown ---
  // why: FCO/FIMO (formation des conducteurs) appear nowhere in the content
  {
    question: 'combien coute une FCO pour un chauffeur poids lourd et il faut la refaire tous les combien ?',
    unknown: true,
  },
  // why: fuel tax refund (TICPE), far from payroll, not in the content
  {
    question:
      'Comment on demande le remboursement partiel de TICPE sur le gazole de nos camions ? quel formulaire',
    unknown: true,
  },
  // why: another country's minimum wage; nothing held on German law
  {
    question:
      "Un de nos chauffeurs livre toutes les semaines en Allemagne : c'est combien le salaire minimum allemand qu'on doit lui appliquer quand il roule là-bas ?",
    unknown: true,
  },
  // why: price of another service (fleet insurance), not in the content
  {
    question:
      'vous savez combien coûte en moyenne une assurance flotte pour 25 poids lourds ? vous avez des partenaires assureurs ?',
    unknown: true,
  },
  // Batch AA, written at stop 47 without reading the assistant: a président and a DG of one SAS, about their own pay

  // Figures (payroll-calc, run with node 24)
  // why: computeOfficerPayslip({ year: 2026, month: 3, grossCents: 400000, headcount: 0 }) → employerCost 554664, netBeforeTax 316543 (AT/MP default 2,08 %)
  {
    question:
      "Je suis président d'une SAS, pas de salarié à part moi et mon DG. Si je me mets 4000€ brut par mois en 2026 ça coute combien en tout a la société (taux AT/MP moyen, pas de mutuelle) ? et il me reste combien en net avant impot ?",
    figures: ['5 546,64 €', '3 165,43 €'],
  },
  // why: computeOfficerPayslip 2025 grossCents 450000 headcount 0 → employerCost 624665 (AT/MP 2,12 %); 2026 → 624897 (AT/MP 2,08 %)
  {
    question:
      'notre DG (SAS) est payé 4 500 euros brut par mois. Quel cout total pour la boite en 2025 et en 2026 ? taux at/mp moyen de chaque année, pas de mutuelle ni prévoyance, aucun salarié',
    figures: ['6 246,65 €', '6 248,97 €'],
  },
  // why: simulateExactChargesForNet({ regime: 'officer', contractType: 'cdi', companySize: 'moins-11', on: 2026-03-15, netBeforeTaxCents: 300000 }) → grossCents 379095, employerCost 525676
  {
    question:
      'combien je dois me mettre en brut pour toucher 3000 net avant impot ? je suis president de SAS, on est moins de 11 salariés, annee 2026. et du coup ca coute combien a la sas avec le taux AT/MP moyen ?',
    figures: ['3 790,95 €', '5 256,76 €'],
  },
  // why: computeOfficerPayslip 2026 grossCents 350000 headcount 0 pasRatePercent 8.3 → pasAmount 23817, netPaid 253158 (netTaxable 286947)
  {
    question:
      'Président de SAS, 3 500 € brut par mois en 2026, sans mutuelle. Mon taux de prélèvement à la source est de 8,3 %. Combien d’impôt est retenu chaque mois sur ma paie et combien j’ai vraiment sur mon compte ?',
    figures: ['238,17 €', '2 531,58 €'],
  },
  // why: computeOfficerPayslip 2026 grossCents 700000 headcount 0 atmpRatePercent 2.08 → employeeContributions 143466, employerContributions 271862
  {
    question:
      'je suis DG d une sas a 7k brut par mois (2026), taux AT/MP 2,08%, pas de mutuelle. ca fait combien de charges salariales et de charges patronales exactement ? je depasse le plafond secu donc je sais pas trop comment ca se calcule',
    figures: ['1 434,66 €', '2 718,62 €'],
  },
  // why: computeOfficerPayslip 2026 grossCents 120000 headcount 0 → netBeforeTax 94963
  {
    question:
      'petite question, le président de notre sas se paye 1200 euros brut par mois en 2026, sans mutuelle ni prevoyance. il touche combien en net avant impot ?',
    figures: ['949,63 €'],
  },
  // why: computeDividendsFlatTax(2026, 2000000) → socialLevies 372000 (18,6 %), incomeTax 256000 (12,8 %), net 1372000
  {
    question:
      'On va distribuer 20 000 € de dividendes en 2026, pour moi (président, personne physique). Avec la flat tax il me reste combien net ? et ça fait combien de prélèvements sociaux et combien d’impôt ?',
    figures: ['13 720,00 €', '3 720,00 €', '2 560,00 €'],
  },
  // why: computeDividendsFlatTax(2025, 1500000) → net 1050000 (30 %); computeDividendsFlatTax(2026, 1500000) → net 1029000 (31,4 %)
  {
    question:
      'dividendes : si je me verse 15 000€ en decembre 2025 plutot qu en janvier 2026, il me reste combien net dans chaque cas avec le PFU ?',
    figures: ['10 500,00 €', '10 290,00 €'],
  },
  // why: computeOfficerPayslip 2026 headcount 0: grossCents 320000 → employerCost 443731; grossCents 270000 → employerCost 374398; total 818129
  {
    question:
      'On est 2 dirigeants dans la SAS : moi président à 3 200 € brut et mon associée DG à 2 700 € brut par mois, en 2026, pas de salariés, taux AT/MP moyen, pas de mutuelle. Ça coûte combien par mois à la société pour chacun et au total ?',
    figures: ['4 437,31 €', '3 743,98 €', '8 181,29 €'],
  },
  // why: computeOfficerPayslip 2026 grossCents 280000 headcount 0 healthInsuranceMonthlyCents 6000 employerShare 50 → netBeforeTax 218289, netTaxable 229354, employerCost 391265
  {
    question:
      'DG de SAS, 2800 brut/mois en 2026. La boite a une mutuelle a 60 € par mois payée moitié moitié (société / moi), pas de prevoyance. Mon net a payer et mon net imposable ca donne quoi ? et le cout pour la sas avec le taux AT/MP moyen ?',
    figures: ['2 182,89 €', '2 293,54 €', '3 912,65 €'],
  },
  // why: computeOfficerPayslip grossCents 400000 headcount 0 → netBeforeTax 2025: 316072, 2026: 316543
  {
    question:
      '4k brut pour le president d une SAS sans mutuelle : le net avant impot en 2025 c etait combien et en 2026 ca donne combien ? ca a changé ou pas',
    figures: ['3 160,72 €', '3 165,43 €'],
  },
  // why: computeOfficerPayslip 2026 grossCents 500000 headcount 12 atmpRatePercent 1.5 (formation 1 %, VM 0) → employerContributions 193640, employerCost 693640
  {
    question:
      'Bonjour, SAS de 12 salariés (pas de versement mobilité chez nous), taux AT/MP notifié 1,50 %. Le président est à 5 000 € brut mensuel en 2026, sans mutuelle ni prévoyance : combien de cotisations patronales et quel coût total ?',
    figures: ['1 936,40 €', '6 936,40 €'],
  },

  // Sources
  // why: blog president-sas-assurance-chomage (no chômage, ATI L5424-24 for SAS officers); blog directeur-general-sas-statut (DG assimilé salarié, no chômage)
  {
    question:
      'mon DG et moi (président) on a droit au chomage si la boite coule ? on cotise pas a france travail c est ca ? y a un truc pour se couvrir ?',
    sources: [
      '/blog/president-sas-assurance-chomage',
      '/blog/directeur-general-sas-statut',
      '/code-du-travail/article/L5424-24',
    ],
  },
  // why: blog directeur-general-sas-statut (cumul conditions: emploi effectif, fonctions techniques distinctes, subordination, rémunération distincte; DPAE L1221-10)
  {
    question:
      'Notre DG peut il avoir un contrat de travail en plus de son mandat ? il s’occupe de toute la partie technique. Qu’est ce qu’il faut pour que ce soit valable, et faut-il faire une DPAE ?',
    sources: ['/blog/directeur-general-sas-statut', '/code-du-travail/article/L1221-10'],
  },
  // why: blog gerant-minoritaire-sarl (majoritaire = TNS, minoritaire = assimilé salarié); FAQ « Je suis gérant majoritaire de SARL » ; /eligibilite
  {
    question:
      'quelle diff entre etre president de sas et gerant majoritaire de sarl niveau cotisations ? le gerant majo c est TNS non ? et vous faites les fiches de paie des TNS ?',
    sources: ['/blog/gerant-minoritaire-sarl', '/#faq', '/eligibilite'],
  },
  // why: blog dsn-sasu-sans-salarie, « Les mois sans rémunération » (DSN néant while the employer account is open, R133-14)
  {
    question:
      'on va arreter de se payer quelques mois (president + DG), faut quand meme faire la DSN ?? meme sans aucun salaire versé',
    sources: ['/blog/dsn-sasu-sans-salarie'],
  },
  // why: tarifs-details « Plusieurs dirigeants… décrivez-nous votre situation » (custom quote); FAQ: devis adapté au nombre de dirigeants; /#tarifs
  {
    question:
      'On est deux dirigeants rémunérés (président et DG) dans la même SAS. Quelle formule Dirigeo prendre, et c est le même prix pour 2 bulletins ou faut un devis ?',
    sources: ['/tarifs-details', '/#contact', '/#tarifs', '/#faq'],
  },
  // why: blog premier-salaire-creation-sasu « L'ACRE en 2026 : une aide réduite »; blog plafond-securite-sociale-2026 (ACRE 3/4 PASS, 36 045 €)
  {
    question:
      'ACRE : on vient de creer la SAS en 2026, est ce que le president et le DG peuvent avoir l acre sur leur salaire ? c est quoi l exoneration exactement et les conditions',
    sources: ['/blog/premier-salaire-creation-sasu', '/blog/plafond-securite-sociale-2026'],
  },
  // why: blog salaire-ou-dividendes-sasu (« Ce que seuls les salaires vous apportent »); valider-trimestres-retraite-dirigeant; dividendes-sas-flat-tax (no rights)
  {
    question:
      'Et si on se paye uniquement en dividendes, zero salaire pour le président et le DG, c est quoi les risques ? retraite, arret maladie... ',
    sources: [
      '/blog/salaire-ou-dividendes-sasu',
      '/blog/valider-trimestres-retraite-dirigeant',
      '/blog/dividendes-sas-flat-tax',
      '/blog/remuneration-president-sasu',
    ],
  },
  // why: blog mutuelle-prevoyance-dirigeant (no obligation L911-7 for officers, collective plan covering mandataires, D242-1 limits); FAQ « La mutuelle apparaît-elle sur le bulletin »
  {
    question:
      "La mutuelle d'entreprise est-elle obligatoire pour moi en tant que président ? Est-ce que la SAS peut la payer pour le DG et moi sans que ce soit soumis a cotisations ?",
    sources: ['/blog/mutuelle-prevoyance-dirigeant', '/#faq'],
  },
  // why: blog retraite-president-sas (Agirc-Arrco as cadre, trimestres); valider-trimestres-retraite-dirigeant (150 h SMIC per trimestre)
  {
    question:
      'retraite: en tant que président de SAS je cotise a l agirc arrco comme un cadre ? et combien de trimestres je valide avec mon salaire, il faut combien minimum par an ?',
    sources: ['/blog/retraite-president-sas', '/blog/valider-trimestres-retraite-dirigeant'],
  },
  // why: blog prelevement-a-la-source-dirigeant (taux non personnalisé until the rate is sent after the first DSN); premier-salaire-creation-sasu étape 4
  {
    question:
      'le prelevement a la source sur ma paie de president, on applique quel taux le premier mois ? on a pas encore recu de taux des impots, la sas vient de commencer a nous payer',
    sources: ['/blog/prelevement-a-la-source-dirigeant', '/blog/premier-salaire-creation-sasu'],
  },
  // why: blog decision-remuneration-dirigeant (statuts designate the organ; conventions réglementées); directeur-general-sas-statut (qui fixe sa rémunération)
  {
    question:
      'Qui fixe la rémunération du DG dans une SAS, c est moi en tant que président ou les associés ? faut faire un PV ?',
    sources: ['/blog/decision-remuneration-dirigeant', '/blog/directeur-general-sas-statut'],
  },
  // why: blog changements-paie-2026 (PMSS 4 005 €, vieillesse déplafonnée 2,11 %, AT/MP 2,08 %, flat tax 31,4 %); plafond-securite-sociale-2026
  {
    question:
      "qu'est ce qui change au 1er janvier 2026 sur nos bulletins de dirigeants (president et DG) ? plafond secu, taux, tout ça",
    sources: ['/blog/changements-paie-2026', '/blog/plafond-securite-sociale-2026'],
  },
  // why: blog remuneration-president-sasu « Se rémunérer n'est pas une obligation » (no SMIC for a mandat, L3231-2 covers salariés)
  {
    question:
      'Est ce que je suis obligé de me payer au moins le smic en tant que président ? et le DG pareil ? on voudrait se mettre 600 € chacun au début',
    sources: [
      '/blog/remuneration-president-sasu',
      '/blog/premier-salaire-creation-sasu',
      '/code-du-travail/article/L3231-2',
    ],
  },
  // why: blog remuneration-dirigeant-impot-societes (deductible if travail effectif and not excessive, CGI 39)
  {
    question:
      'nos deux rémunérations de dirigeants + les charges patronales, c est deductible de l IS ? y a un plafond ou une limite a pas depasser ?',
    sources: ['/blog/remuneration-dirigeant-impot-societes'],
  },

  // Unknown
  // why: holding / régime mère-fille: company tax structuring, nothing held (DB has no « mère-fille »)
  {
    question:
      'on hesite a creer une holding au dessus de la SAS pour remonter les dividendes avec le régime mère-fille, la quote-part de 5 % ça vaut le coup ou pas ?',
    unknown: true,
  },
  // why: prices of another service (expert-comptable fees), nothing held
  {
    question:
      'Combien facture en moyenne un expert-comptable pour le bilan annuel d’une SAS avec un président et un DG ? pour comparer avec votre offre',
    unknown: true,
  },
  // why: cross-border social security (frontalier Suisse, A1, coordination rules): nothing held
  {
    question:
      'Notre DG habite en Suisse et travaille la moitié du temps depuis Genève, il cotise en France ou en Suisse sur sa rémunération de mandat ? il faut un formulaire A1 ?',
    unknown: true,
  },
  // why: bank mortgage rates and lending criteria: nothing held
  {
    question:
      'avec 3 bulletins de président a 4000 brut, quel taux de crédit immo je peux espérer en ce moment et les banques prêtent sur combien d’années ?',
    unknown: true,
  },
  // Batch Y, written at stop 47 without reading the assistant: a bakery's gérant with three employees and an apprentice

  // Night and early-morning work
  // why: fiche le-travail-de-nuit; L3122-2 / L3122-20 (21 h – 6 h by default), L3122-5 (travailleur de nuit), L3122-8 (contreparties: repos compensateur, compensation salariale)
  {
    question:
      'mes ouvriers commencent au fournil a 3h30 tous les matins, est ce que c considéré comme du travail de nuit ?? je dois leur donner une prime ou du repos en plus',
    sources: [
      '/outils/fiche/le-travail-de-nuit',
      '/code-du-travail/article/L3122-2',
      '/code-du-travail/article/L3122-20',
      '/code-du-travail/article/L3122-5',
      '/code-du-travail/article/L3122-8',
    ],
  },
  // why: L6222-26 (night work forbidden for an apprentice under 18, derogations of L3163-2), R3163-1 (boulangerie, pâtisserie listed), L3163-1 (22 h – 6 h for minors); fiche le-temps-de-travail-des-jeunes-de-moins-de-18-ans: « au plus tôt à partir de 4 heures » in boulangerie
  {
    question:
      "Mon apprenti a 16 ans. Est-ce qu'il peut venir au fournil à 4h du matin comme les autres ou c'est interdit pour un mineur ? Faut il une autorisation ?",
    sources: [
      '/outils/fiche/le-temps-de-travail-des-jeunes-de-moins-de-18-ans',
      '/code-du-travail/article/L6222-26',
      '/code-du-travail/article/L3163-2',
      '/code-du-travail/article/R3163-1',
      '/code-du-travail/article/L3163-1',
    ],
  },
  // Sundays and public holidays
  // why: L3132-13 (commerce de détail alimentaire: repos from 13 h on Sunday, a full day of compensatory rest per fortnight); fiche le-travail-du-dimanche, « Dérogations dans les commerces de détail alimentaire »
  {
    question:
      "on est ouvert le dimanche matin. ma vendeuse peut elle refuser de travailler le dimanche ? et si je veux rester ouvert l'aprem aussi j'ai le droit ?",
    sources: ['/outils/fiche/le-travail-du-dimanche', '/code-du-travail/article/L3132-13'],
  },
  // why: L3133-4 (1er mai férié et chômé), L3133-6 (only establishments that cannot interrupt work); fiche les-jours-feries-et-les-ponts, section on the 1er mai
  {
    question:
      "Est-ce qu'une boulangerie a le droit d'ouvrir le 1er mai en faisant travailler ses salariés ? J'ai entendu parler de boulangers qui ont pris des amendes",
    sources: [
      '/outils/fiche/les-jours-feries-et-les-ponts',
      '/code-du-travail/article/L3133-4',
      '/code-du-travail/article/L3133-6',
    ],
  },
  // why: L3133-6, « en plus du salaire correspondant au travail accompli, une indemnité égale au montant de ce salaire »: 96,00 € + 96,00 € = 192,00 €; fiche les-jours-feries-et-les-ponts
  {
    question:
      'le 1er mai ma vendeuse a bossé de 6h a 13h, normalement sa journée c 96 euros brut. je lui dois combien au total pour ce jour la ?',
    figures: ['192,00 €'],
  },
  // why: L3164-6 (young workers do not work on public holidays), L3164-8 (derogation by agreement in listed sectors); fiche les-jours-feries-et-les-ponts lists boulangerie, pâtisserie among those sectors
  {
    question:
      'mon apprenti a 17 ans, il peut travailler les jours feries genre 14 juillet et 15 aout a la boutique ?',
    sources: [
      '/outils/fiche/les-jours-feries-et-les-ponts',
      '/code-du-travail/article/L3164-6',
      '/code-du-travail/article/L3164-8',
    ],
  },
  // why: L3133-3 (a holiday off is paid only from 3 months of seniority, other than the 1er mai); fiche les-jours-feries-et-les-ponts, « au moins 3 mois d'ancienneté »
  {
    question:
      "J'ai embauché un vendeur en CDI il y a 2 mois. Le 11 novembre on était fermés, je dois quand même lui payer la journée ?",
    sources: ['/outils/fiche/les-jours-feries-et-les-ponts', '/code-du-travail/article/L3133-3'],
  },
  // Overtime
  // why: computeOvertimePremium({ weeklyHours: 42, hourlyRateCents: 1250 }) → 7 h × 12,50 € × 1,25 = 109,38 € (L3121-36)
  {
    question:
      "salut, mon ouvrier boulanger a fait 42h la semaine derniere, il est payé 12,50 brut de l'heure. je lui dois combien pour ses heures sup ? pas d'accord special je crois",
    figures: ['109,38 €'],
  },
  // why: computeOvertimePremium({ weeklyHours: 46, hourlyRateCents: 1300 }) → 8 h × 13,00 € × 1,25 + 3 h × 13,00 € × 1,5 = 188,50 € (L3121-36)
  {
    question:
      'Semaine de Noël ma pâtissière a fait 46 heures (taux horaire 13 €). La majoration c’est 25% sur tout ou 50% à partir d’un moment ? Et ça fait combien en tout pour les heures sup ?',
    figures: ['188,50 €'],
  },
  // why: L3121-28 (majoration or repos compensateur équivalent), L3121-37 (no délégué syndical: the employer may set up the RCR unless the CSE objects), L3121-33; fiche les-heures-supplementaires-contreparties, « repos compensateur de remplacement »
  {
    question:
      'Au lieu de payer les heures sup, je peux les faire récupérer en repos à mes salariés ? On a pas de délégué syndical, on est 4 + un apprenti',
    sources: [
      '/outils/fiche/les-heures-supplementaires-contreparties',
      '/code-du-travail/article/L3121-37',
      '/code-du-travail/article/L3121-28',
      '/code-du-travail/article/L3121-33',
    ],
  },
  // The apprentice
  // why: computeApprenticeMinimumPay({ age: 17, contractYear: 1 }) → 27 % du Smic (D6222-26 1° a)
  {
    question:
      'mon apprenti a 17 ans, 1ere annee de CAP boulanger. c quoi le pourcentage du smic minimum a lui verser ?',
    figures: ['27 %'],
  },
  // why: D6222-31 (the rate rises from the first day of the month after the 18th birthday: 1 April here), D6222-26 (the grid); fiche apprentissage-questions-reponses-sur-la-remuneration-des-apprentis
  {
    question:
      "Mon apprentie fête ses 18 ans le 10 mars. Son salaire passe au taux supérieur quand exactement, dès le 10 ? et est-ce qu'on garde la même année de contrat",
    sources: [
      '/code-du-travail/article/D6222-31',
      '/code-du-travail/article/D6222-26',
      '/outils/fiche/apprentissage-questions-reponses-sur-la-remuneration-des-apprentis',
    ],
  },
  // Paid leave
  // why: computePaidLeaveEntitlement({ workedMonths: 10, sickLeaveMonths: 2 }) → 25 + 4 = 29 jours ouvrables (L3141-3, L3141-5-1)
  {
    question:
      "un de mes gars a été en arret maladie (pas pro) 2 mois sur la periode juin 2025 - mai 2026, le reste du temps il a bossé. Il a droit a combien de jours de congés ? on m'a dit qu'en maladie on n'acquiert rien",
    figures: ['29 jours ouvrables'],
  },
  // why: L3141-3 (2,5 jours ouvrables a month, 30 at most); fiche les-conges-payes (ouvrables, or ouvrés if not less favourable)
  {
    question:
      'conges payes : je dois compter en jours ouvrables ou ouvrés ?? si ma vendeuse pose une semaine du lundi au samedi ca lui fait 5 ou 6 jours de décomptés',
    sources: ['/outils/fiche/les-conges-payes', '/code-du-travail/article/L3141-3'],
  },
  // Sick leave
  // why: computeSickPayComplement({ seniorityMonths: 36 }) → waitingDays 7, « à partir du 8e jour d’absence », 30 jours à 90 % (L1226-1, D1226-1, D1226-3); fiche lindemnisation-legale-des-absences-pour-maladie-ou-accident « à compter du 8e jour »
  {
    question:
      "Ma vendeuse (3 ans d'ancienneté) est en arrêt maladie pour 3 semaines. Je dois compléter les indemnités de la sécu ? À partir de quel jour et à combien de pourcent ?",
    figures: ['8e jour', '90 %'],
  },
  // why: L1226-1 (arrêt justified within 48 heures); fiche les-absences-liees-la-maladie-ou-laccident-non-professionnel (48 heures); fiche lindemnisation-legale-des-absences-pour-maladie-ou-accident; modele envoi-de-l-avis-d-arret-de-travail
  {
    question:
      'arret maladie d un salarié : il a combien de temps pour m envoyer son arret ? et moi je dois faire quoi de mon côté, maintenir le salaire ?',
    sources: [
      '/outils/fiche/les-absences-liees-la-maladie-ou-laccident-non-professionnel',
      '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident',
      '/code-du-travail/article/L1226-1',
      '/outils/modele/envoi-de-l-avis-d-arret-de-travail',
    ],
  },
  // Dismissal for misconduct
  // why: computeDisciplinaryDeadlines({ factsKnownOn: '2026-11-14' }) → engageBy 2027-01-14, « 14 janvier 2027 » (L1332-4); L1232-2 « cinq jours ouvrables » between the convocation and the interview
  {
    question:
      "J'ai découvert le 14 novembre 2026 que mon commis se servait dans la caisse. J'ai jusqu'à quand pour lancer la procédure de licenciement ? Et entre la convocation et l'entretien il faut laisser combien de jours ?",
    figures: ['14 janvier 2027', '5 jours ouvrables'],
  },
  // why: models convocation-entretien-prealable-licenciement, mise-a-pied-conservatoire, licenciement-faute-grave; fiche la-procedure-en-cas-de-licenciement-pour-motif-personnel and le-licenciement-pour-motif-personnel-les-causes-possibles-les-sanctions-applicables; simulateur procedure-licenciement; L1232-2
  {
    question:
      'je veux virer pour faute grave un employé qui est arrivé bourré 3 fois ce mois ci. c quoi les étapes ? vous avez un modèle de convoc ? et je peux le mettre a pied en attendant ?',
    sources: [
      '/outils/modele/convocation-entretien-prealable-licenciement',
      '/outils/modele/mise-a-pied-conservatoire',
      '/outils/modele/licenciement-faute-grave',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
      '/outils/fiche/le-licenciement-pour-motif-personnel-les-causes-possibles-les-sanctions-applicables',
      '/outils/simulateur/procedure-licenciement',
      '/code-du-travail/article/L1232-2',
    ],
  },
  // Resignation without notice, abandonment of post
  // why: L1237-1 (notice set by the agreement or usage); fiche la-demission (préavis not done: the employer may claim it before the prud'hommes); simulateur preavis-demission
  {
    question:
      "ma patissiere m'a envoyé un sms pour dire qu'elle démissionne et qu'elle part vendredi sans faire son préavis. j'ai un recours ? je peux lui retenir le préavis sur sa dernière paie ?",
    sources: [
      '/outils/fiche/la-demission',
      '/outils/simulateur/preavis-demission',
      '/code-du-travail/article/L1237-1',
    ],
  },
  // why: LEGAL_DELAYS 'abandonment-notice' → « 15 jours » (L1237-1-1, R1237-13: « ne peut être inférieur à quinze jours »)
  {
    question:
      'Un de mes employés ne vient plus depuis 10 jours, aucune nouvelle, il répond pas au tel. Je peux le considérer comme démissionnaire ? Je lui laisse combien de temps minimum dans la mise en demeure ?',
    figures: ['15 jours'],
  },
  // Minimum wage, collective agreement
  // why: smicInForce({ year: 2026, month: 1 }) → 1 202 cents, 182 303 cents (12,02 €, 1 823,03 €); fiche le-smic-salaire-minimum-de-croissance « 12,02 euros, soit 1 823,03 euros mensuels »
  {
    question:
      "c'était combien exactement le smic au 1er janvier 2026, à l'heure et en mensuel pour 35h ? je veux vérifier la paie de janvier de mon vendeur",
    figures: ['12,02 €', '1 823,03 €'],
  },
  // why: collective_agreement IDCC 0843 « boulangerie-pâtisserie » (and 1747 for the industrial one): the agreement search
  {
    question: "c koi la convention collective d'une boulangerie patisserie artisanale ? le numéro idcc svp",
    sources: ['/outils/conventions-collectives'],
  },
  // Dirigeo
  // why: faq « Faites-vous aussi les bulletins de mes salariés ? » (yes, Essentielle and Complète, link /tarifs-details); plans.ts staffPayroll
  {
    question:
      'Est ce que Dirigeo fait aussi les fiches de paie de mes 3 salariés et de mon apprenti ou seulement celle du dirigeant ?',
    sources: ['/#faq', '/tarifs-details'],
  },
  // why: faq « Qui s'occupe de la DSN ? » (prepared and checked, file deposited by the user on net-entreprises.fr); tarifs-details « Fichier DSN à déposer sur net-entreprises.fr »
  {
    question:
      'vous envoyez la DSN a ma place tous les mois ou je dois la deposer moi meme sur net-entreprises ? c compris dans le prix ?',
    sources: ['/#faq', '/tarifs-details'],
  },
  // why: faq « Je suis gérant majoritaire de SARL : Dirigeo est-il fait pour moi ? » (no, TNS); /eligibilite
  {
    question:
      'je suis gérant majoritaire de ma SARL (boulangerie), je peux utiliser dirigeo pour ma paie et celle de mes employés ?',
    sources: ['/#faq', '/eligibilite'],
  },
  // why: plans.ts yearlyPriceOf(900) → 9 180 cents « 91,80 € » HT; salesTerms.annualDiscountPercent 15
  {
    question:
      "Si je prends la formule Essentielle à l'année ça me revient à combien HT ? c'est quoi la réduc par rapport au mensuel ?",
    figures: ['91,80 €', '15 %'],
  },
  // Not held
  // why: VAT on food sold to take away: tax advice far from payroll, nothing in the sheets, code, blog or pages
  {
    question: 'quel taux de TVA je dois appliquer sur les sandwichs et les viennoiseries vendus à emporter ?',
    unknown: true,
  },
  // why: Swiss minimum wage: another country, nothing held
  {
    question:
      "J'envisage d'ouvrir un point de vente à Genève. C'est combien le salaire minimum d'une vendeuse en Suisse ?",
    unknown: true,
  },
  // why: HACCP hygiene training: no sheet, article or page on it
  {
    question:
      'ou faire la formation hygiene HACCP obligatoire pour ma boutique et ca coute combien en general ?',
    unknown: true,
  },
  // why: commercial lease rent revision: not labour law nor payroll, nothing held
  {
    question:
      'mon bail commercial arrive au renouvellement, le propriétaire peut augmenter le loyer de combien max ?',
    unknown: true,
  },
  // Batch AE, written at stop 47 without reading the assistant: short queries typed as in a search box

  // Figures
  // why: computeDismissalIndemnity({ seniorityYears: 7, referenceSalaryCents: 240000 }) → 420000 (1/4 × 2 400 × 7, R1234-2)
  { question: 'indemnite licenciement 7 ans 2400 brut', figures: ['4 200,00 €'] },
  // why: computeConventionalTerminationIndemnity({ seniorityYears: 12, referenceSalaryCents: 300000 }) → 950000 (1/4 × 3 000 × 10 + 1/3 × 3 000 × 2)
  { question: 'rupture conv 12 ans anciennete salaire 3000 montant mini', figures: ['9 500,00 €'] },
  // why: computePrecarityIndemnity({ totalGrossCents: 1380000 }) → 138000 (10 %, L1243-8)
  { question: 'prime precarite fin cdd total brut 13 800€', figures: ['1 380,00 €'] },
  // why: computePaternityLeave({ multipleBirth: true }).paternityDays → 32 (L1225-35, naissances multiples)
  { question: 'conge paternite jumeaux nb de jours', figures: ['32 jours'] },
  // why: computeOvertimePremium({ weeklyHours: 43, hourlyRateCents: 1500 }) → 8 h at 25 %, payCents 15000 (L3121-36)
  { question: '43h semaine a 15€ brut de l heure combien pr les heures sup', figures: ['150,00 €'] },
  // why: computeDismissalNotice({ seniorityMonths: 30 }).months → 2 (L1234-1, 2 ans ou plus)
  { question: 'preavis licenciment 2 ans et demi d anciennete', figures: ['2 mois'] },
  // why: computeOfficerPayslip({ year: 2026, month: 3, grossCents: 400000, headcount: 0 }) → netBeforeTax 316543, employerCost 554664 (AT/MP moyen par défaut, sans mutuelle ; même résultat tous mois, effectif 0 ou 1)
  { question: 'president sasu 4000 brut 2026 net + cout total', figures: ['3 165,43 €', '5 546,64 €'] },
  // why: site-content plans.ts: Essentielle 900 cents HT, withVat(900).inclTax = 1080 → formatPlanPrice « 10,80 € » (FAQ « Recevrai-je une facture ? »)
  { question: 'essentielle prix ttc par mois', figures: ['10,80 €'] },
  // why: blog remuneration-president-sasu: « au moins 7 212 € bruts sur l'année 2026 pour valider quatre trimestres » (600 h × 12,02 €)
  { question: 'brut mini pour valider 4 trimestres 2026 sasu', figures: ['7 212 €'] },

  // Sources
  // why: fiche RC du CDI (15 jours calendaires de rétractation), L1237-13 (rétractation), L1237-14 (homologation)
  {
    question: 'rupture conventionelle delai retractation',
    sources: [
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      '/code-du-travail/article/L1237-13',
      '/code-du-travail/article/L1237-14',
    ],
  },
  // why: L3121-27, durée légale 35 heures (article in force in labour_code_article)
  { question: 'l.3121-27', sources: ['/code-du-travail/article/L3121-27'] },
  // why: collective_agreement idcc 2596 « Coiffure et professions connexes »
  { question: 'idcc coiffure', sources: ['/outils/conventions-collectives'] },
  // why: model /outils/modele/avertissement (search_document tool « Avertissement »)
  { question: 'modele avertisement salarie retard', sources: ['/outils/modele/avertissement'] },
  // why: FAQ « Faut-il une carte bancaire pour l'essai gratuit ? » (link CGU), /souscription (essai gratuit)
  { question: 'faut une cb pour l essai ?', sources: ['/#faq', '/souscription', '/cgu'] },
  // why: FAQ « Je suis gérant majoritaire de SARL : Dirigeo est-il fait pour moi ? » (non, TNS), /eligibilite, blog gerant-minoritaire-sarl
  {
    question: 'gerant majo sarl ca marche ?',
    sources: ['/#faq', '/eligibilite', '/blog/gerant-minoritaire-sarl'],
  },
  // why: blog dividendes-sas-flat-tax (PFU, prélèvements sociaux), salaire-ou-dividendes-sasu
  {
    question: 'flat tax dividende sas taux',
    sources: ['/blog/dividendes-sas-flat-tax', '/blog/salaire-ou-dividendes-sasu'],
  },
  // why: blog mutuelle-prevoyance-dirigeant (mutuelle et prévoyance du dirigeant assimilé salarié)
  { question: 'mutuelle obligatoire president sasu ?', sources: ['/blog/mutuelle-prevoyance-dirigeant'] },
  // why: simulator /outils/simulateur/brut-net « Salaire brut en net »
  { question: 'convertir brut en net salarie', sources: ['/outils/simulateur/brut-net'] },
  // why: model mise-en-demeure-abandon-de-poste
  { question: 'lettre abandon de poste', sources: ['/outils/modele/mise-en-demeure-abandon-de-poste'] },
  // why: fiche la-journee-de-solidarite; fiche les-jours-feries-et-les-ponts (lundi de Pentecôte, journée de solidarité); L3133-7
  {
    question: 'lundi de pentecote travaillé obligatoire?',
    sources: [
      '/outils/fiche/la-journee-de-solidarite',
      '/outils/fiche/les-jours-feries-et-les-ponts',
      '/code-du-travail/article/L3133-7',
    ],
  },
  // why: blog avantages-en-nature-dirigeant (véhicule de fonction, évaluation)
  {
    question: 'voiture de fonction president avantage nature',
    sources: ['/blog/avantages-en-nature-dirigeant'],
  },
  // why: mentions légales (hébergeur), politique de confidentialité (hébergement), FAQ « Où sont hébergées mes données ? »
  {
    question: 'hebergeur donnees dirigeo',
    sources: ['/mentions-legales', '/politique-de-confidentialite', '/#faq'],
  },
  // why: blog comptabiliser-paie-dirigeant (comptes 641 et 645)
  { question: 'ecriture compta salaire president 641', sources: ['/blog/comptabiliser-paie-dirigeant'] },
  // why: fiche lindemnisation-legale-des-absences-pour-maladie-ou-accident (carence 7 jours employeur), fiche les-absences-liees… (carence 3 jours IJ), L1226-1
  {
    question: 'arret maladie jours de carence salarié',
    sources: [
      '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident',
      '/outils/fiche/les-absences-liees-la-maladie-ou-laccident-non-professionnel',
      '/code-du-travail/article/L1226-1',
    ],
  },
  // why: blog taux-at-mp « comment il est fixé et où le trouver »
  { question: 'taux at mp ou le trouver', sources: ['/blog/taux-at-mp'] },
  // why: blog directeur-general-sas-statut (cumul avec un contrat de travail)
  { question: 'DG de sas + contrat de travail possible ?', sources: ['/blog/directeur-general-sas-statut'] },

  // Unknown
  // why: another country; nothing on Belgium in sheets, Code, blog
  // why: price of another service (insurance); nothing held
  { question: 'rc pro sasu prix moyen', unknown: true },
  // why: CFE (local business tax), far from payroll; no blog, sheet or article mentions it
  { question: 'cfe premiere annee sasu exoneree ?', unknown: true },
  // why: civil-service pensions, not covered (blog retraite is régime général / Agirc-Arrco)
  { question: 'retraite fonctionnaire calcul 6 derniers mois', unknown: true },
  // Batch AF, written at stop 47 without reading the assistant: a web agency's président telling his case before asking

  // why: computeResignationNotice({}) → months null, setBy collective-agreement-or-usage (L1237-1); sheet la-demission, simulator preavis-demission, agreement search (Syntec, IDCC 1486)
  {
    question:
      "Bonjour, je suis président d'une petite agence web en SAS, on est 6 en comptant moi. Mon dev senior m'a remis sa lettre de démission ce matin, en plein milieu d'un gros projet client, et il voudrait partir dans 2 semaines. Il est cadre, on applique la convention Syntec je crois. Est ce qu'il peut vraiment partir comme ça ou il doit faire un préavis, et de combien ?",
    sources: [
      '/outils/simulateur/preavis-demission',
      '/outils/fiche/la-demission',
      '/code-du-travail/article/L1237-1',
      '/outils/conventions-collectives',
    ],
  },
  // why: computePaidLeaveEntitlement({ workedMonths: 7 }) → 17,5 rounded up (L3141-7) = 18 jours ouvrables (L3141-3)
  {
    question:
      "Mon dev back, Thomas, vient de m'annoncer qu'il démissionne, en pleine refonte d'un site client, super timing. Il était arrivé chez nous le 1er juin 2025 et son dernier jour sera le 31 décembre 2025. Il n'a posé aucun jour de congé depuis son arrivée. Combien de jours de conges payes il a acquis, que je vais devoir lui payer dans le solde de tout compte ?",
    figures: ['18 jours ouvrables'],
  },
  // why: computeSeniority 2019-09-02 → 2026-06-30 = 81 mois (6,75 ans); computeReferenceSalary 12 × 3 200 € = 320000; computeConventionalTerminationIndemnity → 540000 = 5 400,00 € (L1237-13, R1234-2)
  {
    question:
      "Bonjour, une de nos cheffes de projet veut partir et on s'est mis d'accord pour une rupture conventionnelle, ça se passe bien entre nous. Elle est en CDI depuis le 2 septembre 2019 et on a fixé la date de fin du contrat au 30 juin 2026. Son salaire c'est 3 200 € brut par mois, fixe, sans prime, le même sur les 12 derniers mois. Quel est le montant minimum de l'indemnité que je dois lui verser ?",
    figures: ['5 400,00 €'],
  },
  // why: LEGAL_DELAYS conventional-termination-withdrawal = 15 jours calendaires (L1237-13), conventional-termination-approval = 15 jours ouvrables (L1237-14)
  {
    question:
      "on a signé hier la convention de rupture conventionnelle avec mon dev front, tout le monde est d'accord. mon associé me dit qu'il peut encore changer d'avis... il a combien de temps pour se retracter ? et apres l'administration met combien de temps a valider avant que je puisse le sortir des effectifs ?",
    figures: ['15 jours calendaires', '15 jours ouvrables'],
  },
  // why: procedure L1237-12 (entretiens), model convocation-entretien-rupture-conventionnelle, sheet on the rupture conventionnelle
  {
    question:
      "bonjour, une salariee (community manager, 4 ans d'anciennete) m'a demande une rupture conventionnelle. Je suis d'accord sur le principe, je veux juste pas faire d'erreur de procedure vu que c'est la premiere fois. Comment ça se passe concretement, il faut un entretien avant de signer ? vous avez un modele de lettre pour la convoquer ?",
    sources: [
      '/outils/modele/convocation-entretien-rupture-conventionnelle',
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
      '/code-du-travail/article/L1237-12',
    ],
  },
  // why: computeSickPayComplement({ seniorityMonths: 86 }) → fullRateDays 40, twoThirdsDays 40, waitingDays 7 (L1226-1, D1226-1, D1226-2)
  {
    question:
      "Salut. Une de mes developpeuses est en arret maladie depuis lundi dernier, pour au moins 6 semaines d'apres ce qu'elle m'a dit. Elle est dans la boite depuis 7 ans et 2 mois, c'etait une de nos premieres embauches. Je veux savoir ce que la loi m'oblige a faire au minimum : je dois completer ses indemnites secu, et pendant combien de jours a 90 % ?",
    figures: ['40 jours'],
  },
  // why: computePaidLeaveEntitlement({ workedMonths: 9, sickLeaveMonths: 3 }) → 22,5 + 6 = 28,5 rounded up = 29 jours ouvrables (L3141-3, L3141-5-1, L3141-7)
  {
    question:
      "Question congés payés. Sur la période juin 2025 - mai 2026, notre intégrateur a travaillé 9 mois et il a été en arrêt maladie (pas d'origine pro) les 3 autres mois. J'ai lu que depuis la loi de 2024 les arrêts maladie font aussi acquérir des CP, du coup je sais plus comment compter. Au 31 mai il aura acquis combien de jours au total ?",
    figures: ['29 jours ouvrables'],
  },
  // why: absence < 1 an d'ancienneté: no legal complement (L1226-1, computeSickPayComplement seniorityMonths 5 → due false); sheets on sick-leave pay and absences
  {
    question:
      "Une salarié m'a envoyé son arret de travail par mail ce matin (grippe, 10 jours). Elle est arrivée il y a 5 mois seulement. C'est la secu qui la paie ou c'est moi ? je dois faire quoi comme demarche de mon coté, et est-ce que je retiens les jours d'absence sur sa paie ?",
    sources: [
      '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident',
      '/outils/fiche/les-absences-liees-la-maladie-ou-laccident-non-professionnel',
      '/code-du-travail/article/L1226-1',
    ],
  },
  // why: R4624-31 (examen de reprise after 60 days of non-professional sick leave), model convocation-a-la-visite-de-reprise, sheet on the health follow-up
  {
    question:
      "Notre chef de projet revient la semaine prochaine après 3 mois d'arrêt maladie (burn out, reconnu comme maladie ordinaire pour l'instant). On est une petite structure de 6 personnes et j'ai jamais géré un retour comme ça. Est-ce que je dois organiser une visite médicale avant ou juste après sa reprise ? comment on la demande à la médecine du travail ?",
    sources: [
      '/outils/modele/convocation-a-la-visite-de-reprise',
      '/code-du-travail/article/R4624-31',
      '/outils/fiche/reforme-de-la-medecine-du-travail-et-des-services-de-sante-au-travail-questions-les-plus-frequentes',
    ],
  },
  // why: TELEWORK_RULES setting-up / refusal (L1222-9): voluntary, agreed by any means, refusal motivated only in some cases
  {
    question:
      "Une de mes devs déménage à 1h30 de l'agence et me demande de passer en télétravail 3 jours par semaine. Perso je suis pas fan, j'aime bien avoir l'équipe sur place, surtout pour les réunions client. Je suis obligé d'accepter ? et si j'accepte, faut faire un avenant au contrat ou un simple mail suffit ?",
    sources: ['/code-du-travail/article/L1222-9'],
  },
  // why: sheet les-stages-etudiants-en-milieu-professionnel: gratification due beyond 2 months, convention de stage
  {
    question:
      "On va accueillir une stagiaire d'une école de design pour 4 mois a partir de fevrier, 35h par semaine. C'est la premiere fois qu'on prend un stagiaire a l'agence. Je suis obligé de la payer ? combien minimum, et est ce qu'il y a des charges dessus comme pour un salarié ?",
    sources: ['/outils/fiche/les-stages-etudiants-en-milieu-professionnel'],
  },
  // why: computeEmployeePayslip({ year: 2026, month: 3, grossCents: 280000, headcount: 5, status: 'non-cadre' }) → netBeforeTax 221647 = 2 216,47 € (same for any 2026 month and headcount 1 to 6)
  {
    question:
      "On fait notre premier recrutement de l'année : un intégrateur web, non cadre, CDI à temps plein, qui démarre en mars 2026. On lui propose 2 800 € brut par mois. La mutuelle d'entreprise n'est pas encore en place, on verra ça plus tard. Il me demande ce qu'il va toucher en net avant impôt, vous pouvez me donner le chiffre exact ?",
    figures: ['2 216,47 €'],
  },
  // why: computeTrialPeriodMaximum({ contract: 'cdi', category: 'cadre' }) → 4 mois, 8 mois renewed (L1221-19, L1221-21)
  {
    question:
      "On recrute un lead dev, statut cadre, en CDI. Il vient d'une grosse ESN et il négocie absolument tout. Moi je voulais mettre 6 mois de période d'essai pour être tranquille vu le niveau de salaire. C'est possible ça ? c'est quoi le max légal ?",
    figures: ['4 mois'],
  },
  // why: computePrecarityIndemnity({ totalGrossCents: 1500000 }) → 150000 = 1 500,00 € (L1243-8, 10 %)
  {
    question:
      "Pour tenir les délais d'un gros projet e-commerce on a pris une graphiste en CDD de 6 mois, payée 2 500 € brut par mois, sans prime ni heures sup. Son contrat se termine le mois prochain et on ne peut pas lui proposer de CDI derrière, le projet s'arrête. Combien je lui dois en prime de précarité ?",
    figures: ['1 500,00 €'],
  },
  // why: sheet les-obligations-de-lemployeur-lors-de-lembauche; DPAE L1221-10; registre unique du personnel sheet
  {
    question:
      "Un nouveau dev arrive lundi et c'est moi qui gère tout l'administratif depuis le départ de notre office manager. Quelles démarches je dois faire avant son arrivée ? DPAE, registre du personnel, médecine du travail... j'ai peur d'oublier un truc obligatoire",
    sources: [
      '/outils/fiche/les-obligations-de-lemployeur-lors-de-lembauche',
      '/code-du-travail/article/L1221-10',
      '/outils/fiche/le-registre-unique-du-personnel',
    ],
  },
  // why: agreement search /outils/conventions-collectives (IDCC 1486, bureaux d'études techniques / Syntec, in collective_agreement)
  {
    question:
      "Mon expert-comptable me dit qu'on devrait appliquer une convention collective mais on en a jamais mentionné aucune sur les contrats de travail. On est une agence web (création de sites, un peu de conseil en stratégie digitale), code NAF 6201Z. Laquelle s'applique a priori et ou est ce que je peux trouver le texte ?",
    sources: ['/outils/conventions-collectives'],
  },
  // why: social-charges simulator /simulators/charges-sociales and brut-net simulator /outils/simulateur/brut-net
  {
    question:
      "je voudrais avoir une idée de ce que me couterait un 2e chef de projet, toutes charges comprises, avant de me lancer. j'ai pas encore de salaire précis en tete, entre 3000 et 3500 brut selon le profil. vous avez un outil pour simuler le cout employeur et le net ?",
    sources: ['/simulators/charges-sociales', '/outils/simulateur/brut-net'],
  },
  // why: computeOfficerPayslip({ year: 2026, month: 3, grossCents: 400000, headcount: 5 }) → netBeforeTax 316543 = 3 165,43 € (no mutuelle, no prévoyance; same for every 2026 month)
  {
    question:
      "je suis president de ma SAS (agence web, 5 salariés + moi). Depuis janvier 2026 je me verse 4000 euros brut par mois au titre de mon mandat. Pas de mutuelle ni de prevoyance pour moi pour l'instant. ça me fait combien en net avant impot sur le bulletin ?",
    figures: ['3 165,43 €'],
  },
  // why: computeDividendsFlatTax(2026, 3000000) → 31,4 % (18,6 + 12,8), net 2058000 = 20 580,00 €
  {
    question:
      "Exercice 2025 clos, l'agence a fait une bonne année. Je pense me verser 30 000 € de dividendes en 2026, je suis associé majoritaire de la SAS et président. Je ne compte pas opter pour le barème. Une fois la flat tax prélevée, il me reste combien net ?",
    figures: ['31,4 %', '20 580,00 €'],
  },
  // why: blog salaire-ou-dividendes-sasu (coût et droits comparés), dividendes-sas-flat-tax
  {
    question:
      "Jusqu'ici je me payais uniquement en salaire de président. Mon comptable me suggère de baisser le salaire et de compléter avec des dividendes vu que la boîte dégage des bénéfices. Je comprends pas bien ce que je perds ou ce que je gagne : retraite, cotisations, protection... comment on arbitre entre les deux ?",
    sources: ['/blog/salaire-ou-dividendes-sasu', '/blog/dividendes-sas-flat-tax'],
  },
  // why: blog decision-remuneration-dirigeant (organe compétent selon les statuts, traces à garder)
  {
    question:
      "On est une SAS, mon associe a 30% et moi 70%, je suis le président. Je veux augmenter ma rémunération de président a partir de janvier parce que la boite tourne bien. Est-ce que je peux le décider tout seul ou il faut une AG, un PV ? et qu'est-ce que je dois garder comme trace en cas de controle urssaf ?",
    sources: ['/blog/decision-remuneration-dirigeant'],
  },
  // why: blog directeur-general-sas-statut (DG assimilé salarié, cumul avec un contrat de travail, suspension)
  {
    question:
      "Mon associé historique va être nommé directeur général de la SAS le mois prochain. Aujourd'hui il est salarié en CDI comme directeur technique. Est-ce qu'il garde son contrat de travail en devenant DG ? et pour les cotisations, il sera traité comme moi (président) ou comme un salarié ?",
    sources: ['/blog/directeur-general-sas-statut'],
  },
  // why: blog dsn-sasu-sans-salarie (« le 15 du mois M+1 », « Confier la DSN ») and FAQ « Qui s'occupe de la DSN ? »
  {
    question:
      "Au début j'étais le seul rémunéré de la SAS et mon comptable faisait ma DSN. Maintenant on a 5 salariés et je veux reprendre la paie en main. La DSN doit partir avant quelle date chaque mois ? et est-ce que Dirigeo peut la faire pour moi ou c'est moi qui dépose ?",
    sources: ['/blog/dsn-sasu-sans-salarie', '/#faq'],
  },
  // why: plans.ts: staffPayroll and officialExports in Essentielle (9 € HT) and Complète (19 € HT); pricing pages and FAQ
  {
    question:
      "Je regarde vos offres. Je voudrais faire ma paie de président + les bulletins de mes 5 salariés, et envoyer chaque mois les exports de paie à mon expert-comptable. C'est quelle formule qu'il me faut, l'Essentielle suffit ou faut prendre la Complète ? et ça revient à combien par mois ?",
    sources: ['/#tarifs', '/tarifs-details', '/#faq'],
  },
  // why: plans.ts twoFactor in every plan (Freemium included); comparison table /tarifs-details, FAQ security answer
  {
    question:
      "question securite : on a les NIR et les salaires de toute l'equipe sur le compte, je veux activer la double authentification pour moi et mon associe. c'est dispo dans la version gratuite ou faut passer sur une formule payante ?",
    sources: ['/tarifs-details', '/#faq', '/#tarifs'],
  },
  // why: salesTerms.annualNoticeMonths 1 month before the term, period not refunded (CGV; FAQ « Puis-je changer de formule ou résilier en ligne ? »)
  {
    question:
      "On a souscrit la formule annuelle l'an dernier. On envisage de repasser par le cabinet comptable pour la paie l'année prochaine. Si je résilie maintenant, ça s'arrête quand exactement ? il y a un préavis ? et est-ce que je suis remboursé des mois restants ?",
    sources: ['/cgv', '/#faq'],
  },
  // why: unknown: Portuguese social contributions and minimum wage, nothing held
  {
    question:
      "On a trouvé un super candidat dev qui habite à Lisbonne et qui veut rester là bas. Si je l'embauche en salarié en full remote depuis le Portugal, c'est quoi les cotisations sociales portugaises que je vais payer et le salaire minimum là-bas ?",
    unknown: true,
  },
  // why: unknown: CFE (local business tax) computation, nothing held
  {
    question:
      "Le comptable m'a prévenu que la CFE de l'agence va augmenter vu qu'on a déménagé dans des locaux plus grands, 120 m2 à Nantes. Comment elle est calculée exactement et combien je vais payer cette année ?",
    unknown: true,
  },
  // why: unknown: crédit d'impôt innovation / CIR rates and eligibility, tax advice far from payroll
  {
    question:
      "On développe en interne un outil de génération de maquettes avec de l'IA, deux devs bossent quasi à plein temps dessus depuis 6 mois. Est ce qu'on peut bénéficier du crédit d'impôt innovation ou du CIR sur leurs salaires ? c'est quel taux et comment on le déclare ?",
    unknown: true,
  },
  // why: unknown: a labour lawyer's fees (price of another service)
  {
    question:
      'Pour la rupture conventionnelle de ma cheffe de projet je préfère me faire accompagner, on sait jamais. Combien ça coûte en général un avocat en droit social pour rédiger et suivre une rupture conventionnelle, à Lyon ?',
    unknown: true,
  },
  // Batch AD, written at stop 47 without reading the assistant: a clothes shop's gérante minoritaire with two employees

  // --- Figures ---
  // why: computeOfficerPayslip({ year: 2026, grossCents: 220000, headcount: 2, AT/MP moyen 2,08 %, pas de mutuelle }) → salariales 459,01 €, net avant impôt 1 740,99 €, patronales 850,65 €, coût 3 050,65 € (gérante minoritaire = même régime qu'un président, blog gerant-minoritaire-sarl)
  {
    question:
      "Bonjour, je suis gérante minoritaire (40 % des parts) d'une SARL, une boutique de vêtements avec 2 salariées. Si je me verse 2 200 € brut par mois en 2026, il me reste combien en net avant impôt et ça coûte combien en tout à la société ? taux AT/MP moyen, pas de mutuelle",
    figures: ['1 740,99 €', '850,65 €', '3 050,65 €'],
  },
  // why: computeOfficerPayslip({ year: 2026, grossCents: 180000, headcount: 2, pasRatePercent: 3 }) → net avant impôt 1 424,44 €, net imposable 1 475,73 €, PAS 44,27 €, net payé 1 380,17 €
  {
    question:
      'gerante minoritaire de sarl, 1800 brut par mois cette annee (2026), mon taux de prelevement a la source c 3%. il arrive combien sur mon compte a la fin du mois ? pas de mutuelle, at/mp moyen',
    figures: ['1 424,44 €', '1 380,17 €'],
  },
  // why: blog valider-trimestres-retraite-dirigeant: 2026, 150 × 12,02 € = 1 803 € par trimestre; 3 600 € < 3 606 € → un seul trimestre, 3 606 € pour deux
  {
    question:
      "En 2026 la boutique a eu du mal, je me suis versé que 300 € brut par mois comme gérante (donc 3 600 € sur l'année). Ca me valide combien de trimestres de retraite ? Et il aurait fallu combien pour en avoir 2 ?",
    figures: ['3 606 €'],
  },
  // why: computePrecarityIndemnity({ totalGrossCents: 396000 }) → 396,00 € (L1243-8); fiche la-remuneration-du-salarie-en-contrat-duree-determinee: ICCP = 10 % du brut y compris l'indemnité de fin de contrat → computePaidLeaveIndemnity({ referenceGrossCents: 435600 }) → 435,60 €
  {
    question:
      "j'ai pris une vendeuse en CDD pour les soldes d'ete (surcroit d'activite), elle aura touché 3 960 € brut au total a la fin du contrat. Elle a pas pris de congés. Je lui dois combien de prime de precarite et combien d'indemnite de conges payes ?",
    figures: ['396,00 €', '435,60 €'],
  },
  // why: computeTrialPeriodMaximum({ contract: 'cdd', duration: 6 semaines }) → « 6 jours » (L1242-10); computeFixedTermWaitingPeriod({ amount: 6, unit: 'semaines' }) → tiers, « 14 jours » (L1244-3-1)
  {
    question:
      "CDD de 6 semaines pour les soldes d'hiver (accroissement temporaire d'activité). 1) elle peut avoir une periode d'essai de combien max ? 2) si ça se passe mal et que je veux prendre une autre personne en CDD sur le meme poste juste après, je dois attendre combien de temps ? pas d'accord de branche la dessus je pense",
    figures: ['6 jours', '14 jours'],
  },
  // why: computePaidLeaveEntitlement({ workedMonths: 9 }) → 22,5 arrondi à 23 jours ouvrables (L3141-3, L3141-7); le temps partiel acquiert comme le temps plein
  {
    question:
      'Mon etudiante bosse seulement le samedi depuis le 1er septembre 2025. Au 31 mai 2026 elle aura acquis combien de jours de congés payés ? elle est a temps partiel donc ça compte moins non ?',
    figures: ['23 jours ouvrables'],
  },
  // why: computeSplitLeaveBonus(6) → 2 jours ouvrables supplémentaires (L3141-23, 5e semaine non comptée, pas d'accord)
  {
    question:
      "Ma vendeuse a ses 30 jours de CP. Elle prend 3 semaines en août (18 jours ouvrables), veut poser la 4e semaine (6 jours) en février, et sa 5e semaine à Noël. On m'a parlé de jours de fractionnement, elle y a droit ? combien ? on a aucun accord dans la boutique et elle a rien signé pour y renoncer",
    figures: ['2 jours'],
  },
  // why: computeYoungWorkerMinimum({ age: 17, sixMonthsInBranch: false }) → abattement 10 % (D3231-3); SMIC horaire 12,02 € au 1er janvier 2026 (fiche le-smic-salaire-minimum-de-croissance) → 12,02 × 0,90 = 10,818 ≈ 10,82 €
  {
    question:
      "je vais embaucher une lyceenne de 17 ans pour les samedis a partir de fevrier 2026, c'est son premier boulot. C'est quoi le taux horaire brut minimum que je peux lui payer ? j'ai entendu qu'on pouvait payer moins que le smic pour les mineurs",
    figures: ['10,82 €'],
  },
  // why: fiche le-travail-du-dimanche (dimanches du maire) and L3132-27: rémunération au moins double + repos compensateur → 7 h × 12,50 € × 2 = 175,00 €
  {
    question:
      "La mairie a accordé des dimanches d'ouverture aux commerces pour les fêtes. Ma vendeuse est volontaire pour le dimanche 20 décembre 2026, 7h de travail, elle est à 12,50 € brut de l'heure. Je lui paie combien pour ce dimanche ? et elle doit récupérer un jour ?",
    figures: ['175,00 €'],
  },
  // why: computeMaternityLeave({ childrenAlready: 0, expected: 1 }) → 6 semaines avant, 10 après, 16 semaines (L1225-17)
  {
    question:
      'ma vendeuse vient de m annoncer quelle est enceinte de son 1er bebe. elle va partir combien de temps en conge maternite en tout ? combien avant et apres la naissance ?',
    figures: ['16 semaines', '6 semaines', '10 semaines'],
  },

  // --- Sources ---
  // why: fiche le-travail-du-dimanche (repos dominical, commerce de détail non alimentaire: pas de dérogation de droit; dimanches du maire, volontariat écrit), L3132-3, L3132-26, L3132-25-4
  {
    question:
      "J'ai une boutique de pret a porter en centre ville (pas en zone touristique). J'ai le droit d'ouvrir tous les dimanches ? et si oui je peux y mettre mes salariées ou seulement si elles sont d'accord ??",
    sources: [
      '/outils/fiche/le-travail-du-dimanche',
      '/code-du-travail/article/L3132-3',
      '/code-du-travail/article/L3132-26',
      '/code-du-travail/article/L3132-25-4',
    ],
  },
  // why: fiche les-jours-feries-et-les-ponts (seul le 1er mai obligatoirement chômé; autres jours fériés: accord, à défaut l'employeur), L3133-3-1, L3133-3-2
  {
    question:
      'Le 15 aout tombe un samedi cette année, grosse journee pour nous. Je peux ouvrir et faire travailler ma vendeuse et l etudiante ? c est payé double comme le 1er mai ou pas ?',
    sources: [
      '/outils/fiche/les-jours-feries-et-les-ponts',
      '/code-du-travail/article/L3133-3-1',
      '/code-du-travail/article/L3133-3-2',
    ],
  },
  // why: L3123-7 (durée inférieure de droit pour un étudiant de moins de 26 ans, à sa demande), L3123-27 (24 heures à défaut d'accord), fiches on part-time work
  {
    question:
      "mon etudiante (20 ans, en licence) travaille 8h le samedi seulement. le comptable me dit qu'un temps partiel c'est minimum 24h par semaine... c'est vrai meme pour une etudiante ? comment je fais pour être en règle dans son contrat",
    sources: [
      '/code-du-travail/article/L3123-7',
      '/outils/fiche/5-questions-reponses-sur-le-passage-temps-partiel',
      '/outils/fiche/le-travail-temps-partiel-contrat-et-statut-du-salarie',
      '/code-du-travail/article/L3123-27',
    ],
  },
  // why: L1243-10 2° (pas d'indemnité de fin de contrat pour un jeune pendant ses vacances scolaires ou universitaires); fiches CDD pay and job d'été
  {
    question:
      'Cet été je voudrais garder mon étudiante à temps plein en juillet-août pendant ses vacances de fac, avec un CDD. À la fin je dois lui verser la prime de précarité de 10 % comme pour un CDD normal ?',
    sources: [
      '/code-du-travail/article/L1243-10',
      '/outils/fiche/la-remuneration-du-salarie-en-contrat-duree-determinee',
      '/outils/fiche/le-job-dete-les-formalites-et-les-obligations',
    ],
  },
  // why: fiche les-conges-payes (période de prise, ordre des départs), L3141-16 (à défaut d'accord l'employeur fixe; pas de modification moins d'un mois avant), L3141-15
  {
    question:
      "conges d'ete : mes 2 salariées veulent toutes les deux partir en aout et moi je peux pas fermer. C'est moi qui decide des dates ? je peux imposer juillet a l'une ? et si je dois changer ses dates au dernier moment ?",
    sources: [
      '/outils/fiche/les-conges-payes',
      '/code-du-travail/article/L3141-16',
      '/code-du-travail/article/L3141-15',
    ],
  },
  // why: fiche le-contrat-duree-determinee-cdd (motifs, écrit, mentions, renouvellement), L1242-2 (accroissement temporaire d'activité), L1242-12 (mentions du contrat)
  {
    question:
      'Pour les soldes je veux embaucher qqn en CDD 2 mois. Quel motif je mets sur le contrat ? quelles mentions sont obligatoires ? et je peux le renouveler si les soldes marchent bien ?',
    sources: [
      '/outils/fiche/le-contrat-duree-determinee-cdd',
      '/code-du-travail/article/L1242-2',
      '/code-du-travail/article/L1242-12',
    ],
  },
  // why: fiche la-demission (volonté claire et non équivoque, pas de forme imposée), L1237-1, modèle demission, simulateur preavis-demission
  {
    question:
      "Ma vendeuse en CDI m'a dit hier à l'oral qu'elle démissionnait, sur un coup de tête je pense. Ça compte sans lettre ? elle peut revenir dessus ? et son préavis commence quand",
    sources: [
      '/outils/fiche/la-demission',
      '/code-du-travail/article/L1237-1',
      '/outils/modele/demission',
      '/outils/simulateur/preavis-demission',
    ],
  },
  // why: L1225-34 (salariée enceinte: rupture sans préavis ni indemnité); fiche les-garanties-liees-la-maternite-ou-ladoption says it; fiche la-demission
  {
    question:
      'ma salariee est enceinte (3 mois) et veut demissionner pour suivre son conjoint. elle me dit qu elle a pas de preavis a faire vu qu elle est enceinte, c vrai ça ?',
    sources: [
      '/code-du-travail/article/L1225-34',
      '/outils/fiche/les-garanties-liees-la-maternite-ou-ladoption',
      '/outils/fiche/la-demission',
    ],
  },
  // why: L1225-16 (autorisations d'absence pour examens, sans perte de rémunération), L1225-4 (protection contre le licenciement), fiches on pregnancy protection
  {
    question:
      "Ma vendeuse enceinte s'absente pour ses échographies et RDV de suivi, je dois lui payer ces heures ? Et est-ce que je peux encore la licencier, les ventes sont pas terribles en ce moment",
    sources: [
      '/code-du-travail/article/L1225-16',
      '/outils/fiche/les-garanties-liees-la-maternite-ou-ladoption',
      '/outils/fiche/la-protection-des-femmes-enceintes-et-les-risques-lies-la-grossesse',
      '/code-du-travail/article/L1225-4',
    ],
  },
  // why: collective_agreement idcc 1483 « Commerce de détail de l'habillement et des articles textiles » (0675 is for succursalistes); agreement search; fiche conventions-collectives-nomenclatures
  {
    question:
      "quelle convention collective pour une boutique de vetements independante (pas une chaine) ? j'hesite entre commerce de detail habillement et maisons a succursales, c quoi le numero idcc",
    sources: ['/outils/conventions-collectives', '/outils/fiche/conventions-collectives-nomenclatures'],
  },
  // why: blog retraite-president-sas (gérant minoritaire = assimilé salarié: retraite de base + Agirc-Arrco cadre), blog gerant-minoritaire-sarl, blog valider-trimestres-retraite-dirigeant
  {
    question:
      'Ma retraite en tant que gérante minoritaire : je cotise où exactement, régime général + agirc arrco comme une cadre ? Et les dividendes que je touche ça compte pour ma retraite ?',
    sources: [
      '/blog/retraite-president-sas',
      '/blog/gerant-minoritaire-sarl',
      '/blog/valider-trimestres-retraite-dirigeant',
    ],
  },
  // why: blog president-sas-assurance-chomage (no ARE for an officer, gérant minoritaire named, ATI L5424-24, private insurance), blog gerant-minoritaire-sarl
  {
    question:
      'si la boutique ferme je touche le chomage ? je suis gerante minoritaire payee avec une fiche de paie donc je cotise comme une salariee non ?',
    sources: [
      '/blog/president-sas-assurance-chomage',
      '/blog/gerant-minoritaire-sarl',
      '/code-du-travail/article/L5424-24',
    ],
  },
  // why: blog gerant-minoritaire-sarl (parts du conjoint comptées: 40 % + 15 % = majoritaire, TNS), /eligibilite, FAQ « gérant majoritaire »
  {
    question:
      "J'ai 40% des parts de la SARL mais mon mari en a 15% aussi. Je suis toujours gérante minoritaire ? Je peux quand même utiliser Dirigeo pour ma fiche de paie ?",
    sources: ['/blog/gerant-minoritaire-sarl', '/eligibilite', '/#faq'],
  },
  // why: plans: staffPayroll in Essentielle and Complète (9 € / 19 € HT), FAQ « Faites-vous aussi les bulletins de mes salariés ? »
  {
    question:
      "Quelle formule dirigeo il me faut pour faire ma paie de gérante ET celles de mes 2 salariées (une vendeuse temps plein + une étudiante le week end) ? c'est plus cher par salarié ?",
    sources: ['/#tarifs', '/tarifs-details', '/#faq'],
  },
  // why: FAQ « Qui s'occupe de la DSN ? » (Essentielle/Complète prepare the file, the user deposits it on net-entreprises.fr; employees in the same DSN)
  {
    question:
      "la DSN avec vous ça se passe comment, ma paie et celles des 2 vendeuses c'est une seule DSN ? vous la transmettez ou je dois encore aller sur net-entreprises ?",
    sources: ['/#faq', '/tarifs-details'],
  },
  // why: FAQ « Faut-il une carte bancaire pour l'essai gratuit ? » (14 jours, mode démonstration: bulletins non définitifs), CGU, souscription
  {
    question:
      "Si je prends l'essai gratuit maintenant, je peux faire les vrais bulletins de juin pour mes vendeuses avec et les leur donner ? ou c'est que pour tester",
    sources: ['/#faq', '/cgu', '/souscription'],
  },

  // --- Unknown ---
  // why: dates of the soldes (Code de commerce, arrêtés) appear nowhere in the content
  {
    question:
      "c'est quand les dates officielles des soldes d'été 2026 ? et j'ai le droit de faire des promos -30% la semaine d'avant ?",
    unknown: true,
  },
  // why: commercial lease (bail commercial, ILC) is not covered anywhere
  {
    question:
      'Mon bailleur veut augmenter le loyer de la boutique au renouvellement du bail commercial, il a le droit de depasser l indice ILC ?',
    unknown: true,
  },
  // why: CFE (local business tax) is tax far from payroll, not in the content
  {
    question:
      'combien je vais payer de CFE pour une boutique de 70 m2 ? c est calculé comment et ca tombe quand',
    unknown: true,
  },
  // why: customs duties on imported clothes, not in the content
  {
    question:
      "J'achète une partie de mes vêtements chez un grossiste en Turquie. Il y a des droits de douane à payer à l'import ? à quel taux ?",
    unknown: true,
  },
  // batch AG (stop 48)
  // Apprentie : salaire selon l'age et l'annee
  {
    question:
      'bonjour jai un salon de coiffure et je prends une apprentie de 17 ans en 1ere annee de CAP coiffure a la rentree, je dois la payer combien minimum legal en % du smic ?',
    figures: ['27 %'],
  },
  {
    question:
      'mon apprentie a 19 ans elle passe en 2eme annee de BP, son salaire mini c quoi maintenant ? elle me dit que ca augmente mais je sais pas de combien',
    figures: ['51 %'],
  },
  {
    question:
      'apprentie en 1ere annee elle fete ses 18 ans le 12 mars. je change son taux sur la paie de mars ou d avril?? la compta me dit mars',
    sources: ['/outils/fiche/le-contrat-dapprentissage', '/code-du-travail/article/D6222-31'],
  },
  {
    question:
      'sur la fiche de paie de mon apprentie (contrat signé sept 2025) y a presque pas de cotisations, c normal ou c une erreur ? jusqu a quel niveau de salaire elle paie rien',
    figures: ['50 %'],
  },
  // Apprentie : temps de travail, examens, fin du contrat
  {
    question:
      'le salon est fermé dimanche et lundi, mon apprentie a 17 ans. le samedi on fait 9h 19h30 avec la pause dej, elle peut faire ca ou c trop pour une mineure ? et ses 2 jours de repos c ok si c dimanche lundi',
    sources: [
      '/outils/fiche/le-temps-de-travail-des-jeunes-de-moins-de-18-ans',
      '/code-du-travail/article/L3164-2',
    ],
  },
  {
    question:
      'elle passe son CAP en juin, elle me demande des jours pour reviser en plus de ses congés, je suis obligée ?? combien de jours et je la paye?',
    figures: ['5 jours ouvrables'],
  },
  {
    question:
      'mon apprentie a eu son cap debut juillet mais son contrat va jusqu au 31 aout. elle veut arreter tout de suite pour partir dans un autre salon, elle a le droit de partir comme ca ?',
    sources: ['/code-du-travail/article/L6222-19', '/outils/fiche/le-contrat-dapprentissage'],
  },
  {
    question:
      'fin de l apprentissage en aout et je veux la garder en cdi comme coiffeuse. je peux lui mettre une periode d essai de 2 mois comme les autres ou pas? et son anciennete elle repart a zero?',
    sources: ['/code-du-travail/article/L6222-16', '/outils/fiche/le-contrat-dapprentissage'],
  },
  {
    question:
      'ca se passe tres mal avec l apprentie depuis 3 mois (retards, telephone, elle repond aux clientes...) je peux arreter son contrat comment ? on m a dit qu apres un mois et demi c bloqué',
    sources: ['/outils/fiche/le-contrat-dapprentissage', '/code-du-travail/article/L6222-18'],
  },
  // Dimanche, lundi, jours feries
  {
    question:
      'en decembre les clientes veulent des rdv le dimanche avant les fetes. j ai le droit d ouvrir le salon avec mes coiffeuses le dimanche ? faut une autorisation de la mairie ? je les paye comment',
    sources: ['/outils/fiche/le-travail-du-dimanche', '/code-du-travail/article/L3132-26'],
  },
  {
    question:
      'question bete mais on est fermés le lundi. quand une coiffeuse pose une semaine de conges du mardi au samedi, je compte 5 jours ou 6 ? elle dit que le lundi compte pas vu que c fermé',
    sources: ['/outils/fiche/les-conges-payes'],
  },
  {
    question:
      'le 1er mai tombe un vendredi cette annee, grosse journee normalement. si je paye double les filles je peux ouvrir le salon ou c interdit pour un salon de coiffure?',
    sources: [
      '/code-du-travail/article/L3133-6',
      '/code-du-travail/article/L3133-4',
      '/outils/fiche/les-jours-feries-et-les-ponts',
    ],
  },
  // Conges payes
  {
    question:
      'coiffeuse embauchée le 1er novembre 2025 en cdi temps plein. au 31 mai 2026 elle aura combien de jours de cp ? elle veut partir 3 semaines cet ete',
    figures: ['18 jours ouvrables'],
  },
  {
    question:
      'une de mes coiffeuses a été en arret maladie 3 mois (pas un accident du travail) sur la periode juin-mai, elle a travaillé le reste. ca lui fait combien de conges au total, on m a dit que la loi a changé pour les arrets maladie',
    figures: ['29 jours ouvrables'],
  },
  {
    question:
      'calcul indemnité cp : ma coiffeuse a touché 21 600 euros brut sur toute la periode de reference, elle prend tous ses conges. avec la regle du dixieme ca fait combien ?',
    figures: ['2 160,00 €'],
  },
  // Arrets maladie
  {
    question:
      'ma coiffeuse la plus ancienne (3 ans chez moi) est en arret 2 semaines pour son dos. au minimum legal je dois completer les indemnites de la secu ? a combien de % et a partir de quel jour',
    figures: ['90 %'],
  },
  {
    question:
      'j ai embauché une coiffeuse il y a 6 mois et elle est deja en arret maladie, je dois lui payer quelque chose en plus des IJ ou c la secu qui gere tout ?',
    sources: [
      '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident',
      '/code-du-travail/article/L1226-1',
    ],
  },
  // Pourboires
  {
    question:
      'les clientes mettent des pourboires dans une tirelire a la caisse. moi je les partage a la fin du mois mais je garde une part pour le salon, c est legal ? et l apprentie elle y a droit aussi ?',
    sources: ['/code-du-travail/article/L3244-1'],
  },
  {
    question:
      'maintenant bcp de clientes laissent le pourboire par CB sur le tpe donc ca passe par le compte du salon. je dois le mettre sur la fiche de paie des filles ? y a des charges dessus ?',
    sources: ['/outils/fiche/le-bulletin-de-paie'],
  },
  // La gerante
  {
    question:
      'je suis gerante minoritaire de ma sarl (45%, ma soeur a 55% mais elle est pas gerante). je me verse 2000 brut par mois en 2026, sans mutuelle. il me reste combien en net et ca coute combien en tout a la societe ?',
    figures: ['1 582,71 €', '2 773,32 €'],
  },
  {
    question:
      'ma soeur (55% des parts) veut etre nommée cogerante avec moi (j ai 45%). est ce que ca change qqch pour mon statut et mes cotisations ? je suis assimilee salariee aujourd hui',
    sources: ['/blog/gerant-minoritaire-sarl', '/eligibilite'],
  },
  {
    question:
      'si un jour je dois fermer le salon, moi en tant que gerante minoritaire payée par la sarl j aurai le chomage ? je cotise pas dessus apparemment',
    sources: ['/blog/president-sas-assurance-chomage', '/blog/gerant-minoritaire-sarl'],
  },
  // Dirigeo
  {
    question:
      'vous faites les fiches de paie des salariées aussi ou que celle du gerant ? j ai 3 coiffeuses + moi',
    sources: ['/#faq', '/tarifs-details', '/#tarifs'],
  },
  {
    question: 'la formule essentielle si je paie a l annee ca revient a combien HT pour les 12 mois ?',
    figures: ['91,80 €'],
  },
  {
    question:
      'je suis gerante d une SARL de coiffure, pas présidente de SAS. votre truc marche pour moi ou c que pour les SAS ?',
    sources: ['/eligibilite', '/#faq', '/blog/gerant-minoritaire-sarl'],
  },
  // Convention collective
  {
    question:
      'le comptable me dit de mettre l idcc de la convention coiffure sur les bulletins, c est quel numero deja ?',
    figures: ['2596'],
  },
  // Rien chez nous
  {
    question:
      'dans la convention coiffure une coiffeuse confirmee niveau 2 echelon 1 c est combien le salaire minimum en 2026 ? j arrive pas a lire la grille',
    unknown: true,
  },
  {
    question:
      'mon proprio veut augmenter le loyer du salon de 15% au renouvellement du bail commercial, il a le droit de faire ca ?',
    unknown: true,
  },
  {
    question: 'la CFE du salon a doublé cette annee, comment elle est calculée et je peux la contester ?',
    unknown: true,
  },
  {
    question:
      'la tva sur une coupe brushing c est 20% ? et sur les shampoings que je revends au salon c pareil ?',
    unknown: true,
  },
  // batch AH (stop 48)
  // First hire of a SASU: the hiring formalities
  {
    question:
      'bonjour je suis president de ma sasu depuis 2 ans tout seul et la je vais embaucher mon premier salarie, la dpae je la fais ou et comment ? et si j oublie de la faire il se passe quoi',
    sources: [
      '/outils/fiche/les-obligations-de-lemployeur-lors-de-lembauche',
      '/code-du-travail/article/L1221-10',
    ],
  },
  {
    question:
      'Mon futur salarié commence le lundi 2 mars. Je peux faire la déclaration préalable à l embauche combien de temps avant au plus tôt ? je voulais la faire des maintenant pour pas oublier',
    figures: ['8 jours'],
  },
  {
    question:
      'registre du personnel obligatoire meme avec 1 seul salarie ?? on m en a parlé au bar des entrepreneurs, quoi mettre dedans, papier ou excel ca passe',
    sources: ['/outils/fiche/le-registre-unique-du-personnel', '/code-du-travail/article/L1221-13'],
  },
  {
    question:
      'la medecine du travail pour mon salarie : il doit passer une visite quand exactement ? avant son premier jour ou j ai un delai ? c est un poste de bureau rien de dangereux',
    figures: ['3 mois'],
  },
  {
    question:
      'Je suis un peu perdu. J ai une petite agence (sasu) et je prends une assistante, je pensais faire un CDD de 6 mois "pour voir" et ensuite un CDI si ca se passe bien. On m a dit que c etait pas legal comme motif ? C est quoi les cas ou on a le droit de faire un cdd',
    sources: [
      '/outils/fiche/le-contrat-duree-determinee-cdd',
      '/code-du-travail/article/L1242-2',
      '/code-du-travail/article/L1242-1',
    ],
  },
  {
    question:
      'cdd signé en retard... le gars a commencé mardi et je lui fais signer son contrat que la semaine d apres, c est grave ? j ai combien de temps pour lui donner le contrat ecrit',
    sources: [
      '/code-du-travail/article/L1242-13',
      '/outils/fiche/le-contrat-duree-determinee-cdd',
      '/code-du-travail/article/L1242-12',
    ],
  },
  {
    question:
      'Avant de faire le contrat je voudrais lui envoyer un truc écrit pour confirmer le poste, le salaire et la date d arrivée. Vous avez un modèle de promesse d embauche ?',
    sources: ['/outils/modele/offre-contrat-travail'],
  },
  // The CDD: length, renewals, trial period, waiting period
  {
    question: 'periode d essai max pour un cdd de 6 mois ? je peux mettre 1 mois comme pour mes freelances',
    figures: ['2 semaines'],
  },
  {
    question:
      'Je commence par un CDD pour un surcroit d activité (grosse commande client). Si la commande se prolonge je peux le renouveler combien de fois et au total ca peut durer combien de temps max, renouvellements compris ?',
    figures: ['18 mois'],
  },
  {
    question:
      'Mon CDD de 4 mois se termine et finalement le salarié ne veut pas rester. Je peux reprendre direct quelqu un d autre en cdd sur le meme poste ou y a un delai a respecter ? ca fait combien de jours',
    figures: ['41 jours'],
  },
  {
    question:
      'ma salariée en cdd va surement passer en cdi a la fin du contrat. est ce que je peux lui remettre une periode d essai dans le cdi ? et son anciennete repart a zero ou pas',
    sources: [
      '/code-du-travail/article/L1243-11',
      '/outils/fiche/le-contrat-duree-determinee-cdd',
      '/outils/fiche/la-periode-dessai',
    ],
  },
  {
    question:
      'Et si je me plante dans le motif du cdd ou que je le renouvelle une fois de trop, le salarie peut demander quoi aux prud hommes ? je risque combien',
    sources: [
      '/code-du-travail/article/L1245-2',
      '/code-du-travail/article/L1245-1',
      '/outils/fiche/le-contrat-duree-determinee-cdd',
    ],
  },
  // End of the CDD: precarity bonus, paid leave, documents
  {
    question:
      'prime de precarite svp : cdd de 7 mois, en tout il aura touché 14 356,80 € brut sur le contrat (salaires + une prime). je lui dois combien exactement a la fin',
    figures: ['1 435,68 €'],
  },
  {
    question:
      'Fin de CDD de 6 mois à 2 100 € brut par mois, pas de prime, il a pris aucun jour de congé. Il s arrête et ne reste pas chez nous. Qu est ce que je dois lui verser en plus du dernier salaire : indemnite de fin de contrat et conges payes, combien pour chaque ?',
    figures: ['1 260,00 €', '1 386,00 €'],
  },
  {
    question:
      'Bon finalement mon cdd enchaine sur un cdi le lendemain de la fin du contrat. Mon comptable dit que je dois quand meme lui verser les 10 % de precarite, c est vrai ??',
    sources: [
      '/outils/simulateur/indemnite-precarite',
      '/outils/fiche/la-remuneration-du-salarie-en-contrat-duree-determinee',
      '/code-du-travail/article/L1243-8',
    ],
  },
  {
    question:
      'quels papiers je dois donner a la fin d un cdd qui n est pas renouvelé ? attestation pole emploi, certificat, autre chose ? vous avez des modeles',
    sources: [
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
      '/outils/modele/certificat-de-travail',
      '/outils/modele/recu-pour-solde-de-tout-compte',
    ],
  },
  // The CDI and its trial period
  {
    question:
      'pour le CDI d un employé administratif (pas cadre) la periode d essai c est combien au maximum et si je la renouvelle ca peut aller jusqu a combien au total ?',
    figures: ['2 mois', '4 mois'],
  },
  {
    question:
      'ca se passe mal avec la personne que j ai embauché il y a 3 semaines, toujours en periode d essai. je veux arreter, il me faut une lettre ? vous avez un modele',
    sources: ['/outils/modele/rupture-periode-essai-employeur'],
  },
  // Minimum wage and pay
  {
    question:
      'smic 2026 brut mensuel pour 35h ? j embauche au 1er mars et je veux pas me tromper sur le contrat',
    figures: ['1 823,03 €'],
  },
  {
    question:
      'J embauche quelqu un au smic à temps plein à partir d octobre 2026, j ai lu que le smic avait bougé en cours d année. Ca fait combien brut par mois du coup ?',
    figures: ['1 867,02 €'],
  },
  {
    question:
      'Temps partiel 24h par semaine payé au smic, embauche en fevrier 2026 : c est combien le brut mensuel minimum que je dois mettre sur le contrat ?',
    figures: ['1 250,08 €'],
  },
  {
    question:
      'Ma premiere embauche : temps plein au smic, non cadre, mars 2026, je suis le seul autre dans la boite (sasu), taux AT normal et pas de mutuelle pour le calcul. Combien il touchera en net et ca me coute combien au total a moi ?',
    figures: ['1 443,11 €', '1 879,29 €'],
  },
  {
    question:
      'Y a un simulateur sur votre site pour passer du brut au net pour un salarié (pas pour moi le président) ? je veux voir combien proposer',
    sources: ['/outils/simulateur/brut-net', '/simulators/charges-sociales'],
  },
  // Health cover, payslip
  {
    question:
      'la mutuelle d entreprise c est obligatoire des le premier salarié ? et moi employeur je dois en payer quelle part minimum ?',
    figures: ['50 %'],
  },
  {
    question:
      'je vais faire les fiches de paie de mon salarié moi meme sur excel au debut. quelles mentions sont obligatoires sur le bulletin ? la convention collective, les heures, le net social... je veux rien oublier',
    sources: [
      '/outils/fiche/le-bulletin-de-paie',
      '/code-du-travail/article/R3243-1',
      '/blog/bulletin-de-paie-clarifie',
    ],
  },
  // The product
  {
    question:
      'Aujourd hui j utilise dirigeo juste pour mon bulletin de president. Si j embauche un salarié vous pouvez faire sa paie aussi ? c est quelle formule et ca change le prix ?',
    sources: ['/#faq', '/tarifs-details', '/#tarifs'],
  },
  // Nothing we hold answers these
  {
    question:
      'pour trouver mon premier salarié, une annonce sur indeed c est combien ? et sur france travail c est gratuit ?',
    unknown: true,
  },
  {
    question:
      'Mon futur salarié en CDD de 5 mois est déjà couvert par la mutuelle de sa femme. Il peut refuser d adhérer à la notre ? il doit me donner quel justificatif et ça se fait sur quel formulaire ?',
    unknown: true,
  },
  {
    question:
      'combien coute l adhesion au service de sante au travail interentreprises pour un salarié en ile de france ? c est un forfait par an par tete ou un pourcentage de la masse salariale ?',
    unknown: true,
  },
  {
    question:
      'Je prends mon premier salarié le mois prochain, il va bosser dans mon local commercial. Je dois prévenir mon assureur ou changer mon contrat multirisque / RC pro ? ça augmente de combien en général ?',
    unknown: true,
  },
  // batch AI (stop 48)
  // Figures: indemnities computed with @dirigeo/labour-law
  {
    question:
      "bjr je suis gerant d'une petite sarl, je vais lic un salarie pour insuffisance pro (pas de faute). il aura 6 ans et 4 mois d'anciennete a la fin du preavis, il est a 2350 brut par mois depuis 2 ans sans prime. c combien l'indem legale minimum que je dois lui verser ?",
    figures: ['3 720,84 €'],
  },
  {
    question:
      'lic pour motif perso, 12 ans pile d anciennete a la fin de mon preavis, salaire fixe 3100 brut/mois aucune prime ni 13eme mois. mon patron me propose 7500 d indem c pas en dessous du legal ?? vous trouvez combien',
    figures: ['9 816,67 €'],
  },
  {
    question:
      "on part sur une rc avec mon employeur, a la date de fin prevue j'aurai 3 ans et 6 mois de boite, je suis a 2800 brut tous les mois (pas de variable). c quoi le minimum d'indem specifique qu'il peut me donner ?",
    figures: ['2 450,00 €'],
  },
  {
    question:
      "cdi depuis pas longtemps, la rc se terminerait pile a mes 5 mois d'anciennete, 1900 brut/mois. mon rh dit qu'en dessous de 8 mois y a pas d'indem de rc comme pour un lic, c vrai ? ca ferait combien sinon",
    figures: ['197,92 €'],
  },
  {
    question:
      "mon salarie a eu un accident du travail, le medecin du travail l'a declare inapte et pas de reclassement possible. 4 ans d'anciennete, s'il avait continue a bosser il aurait touche 2200 brut par mois les 3 derniers mois. on m'a dit que l'indem est doublee dans ce cas, ca fait combien au mini ?",
    figures: ['4 400,00 €'],
  },
  {
    question:
      "salarie licencie (pas faute grave), 7 ans pile d'anciennete a la fin du preavis. il etait a 2400 brut pendant 9 mois puis augmente a 2600 les 3 derniers mois avant le lic. on prend quel salaire de ref et ca donne combien d'indem legale ?",
    figures: ['2 600,00 €', '4 550,00 €'],
  },
  // Figures: notices and délais
  {
    question:
      'je me fais lic (motif perso pas faute grave), ca fait 1 an et demi que je suis en cdi. mon preavis c combien legalement ? et si mon patron veut pas que je le fasse je suis paye quand meme ?',
    figures: ['1 mois'],
  },
  {
    question:
      "j'ai un salarie reconnu travailleur handicape (rqth), 3 ans et 4 mois d'anciennete, on le licencie pour motif perso. son preavis c 2 mois comme les autres ou c'est plus ?",
    figures: ['3 mois'],
  },
  {
    question:
      'on a signe la convention de rc hier avec mon patron. ca se passe comment maintenant, combien de temps pour se retracter et combien de temps la dreets met pour homologuer ? je voudrais savoir quand je peux partir au plus tot',
    figures: ['15 jours calendaires', '15 jours ouvrables'],
  },
  {
    question:
      "salariee qui vient plus depuis 2 semaines, pas d'arret maladie envoye rien. je veux la mettre en demeure pour abandon de poste, je lui laisse combien de jours mini pour revenir avant qu'elle soit consideree comme dem ?",
    figures: ['15 jours'],
  },
  {
    question:
      "j'ai signe mon solde de tout compte sans trop regarder et je crois qu'il manque mes cp et une prime... c trop tard ? j'ai combien de temps pour le contester",
    figures: ['6 mois'],
  },
  {
    question:
      "je suis vrp exclusif depuis 18 mois et je veux dem pour partir chez un concurrent. c'est quoi mon preavis legal en tant que vrp ?",
    figures: ['2 mois'],
  },
  // Pages: letters, sheets, simulators, articles
  {
    question:
      "je veux poser ma dem de mon cdi, vous avez un modele de lettre ? je l'envoie en rar ou je peux la donner en main propre a mon chef",
    sources: ['/outils/modele/demission', '/outils/fiche/la-demission'],
  },
  {
    question:
      'mon salarie part a la fin du mois (fin de son cdd), c quoi les mentions obligatoires sur le certificat de travail ? vous avez un modele tout fait',
    sources: [
      '/outils/modele/certificat-de-travail',
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
    ],
  },
  {
    question:
      "ca fait 3 semaines que mon contrat est fini et mon ex patron m'a toujours pas envoye l'attestation france travail ni le certificat, du coup je peux pas m'inscrire. comment je le relance par ecrit ? il risque quoi ?",
    sources: [
      '/outils/modele/demande-des-documents-de-fin-de-contrat',
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
    ],
  },
  {
    question:
      'salarie en fin de contrat vendredi, je dois lui faire signer un recu pour solde de tout compte ? y a quoi dedans exactement, vous avez un modele svp',
    sources: [
      '/outils/modele/recu-pour-solde-de-tout-compte',
      '/outils/fiche/les-documents-remis-aux-salaries-lors-de-la-rupture-du-contrat-de-travail',
    ],
  },
  {
    question:
      "j'ai chope un salarie en train de piquer dans la caisse (video a l'appui). je peux le virer direct sans preavis ? je dois faire quoi concretement, il reste chez lui pendant la procedure ?",
    sources: [
      '/outils/modele/mise-a-pied-conservatoire',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
      '/outils/modele/licenciement-faute-grave',
    ],
  },
  {
    question:
      "lic pour faute grave hier apres 9 ans dans la boite. j'ai droit a rien du tout ?? ni indem ni preavis ? et mes cp pas pris ils sont perdus ?",
    sources: [
      '/outils/fiche/le-licenciement-pour-motif-personnel-les-causes-possibles-les-sanctions-applicables',
      '/outils/fiche/lindemnite-legale-de-licenciement',
      '/outils/simulateur/indemnite-licenciement',
    ],
  },
  {
    question:
      "si je fais un abandon de poste est ce que j'aurai le chomage ? on m'a dit que c'etait mieux qu'une dem mais que la loi a change recemment",
    sources: [
      '/outils/fiche/la-demission',
      '/code-du-travail/article/L1237-1-1',
      '/outils/fiche/le-droit-aux-allocations-chomage-du-salarie-demissionnaire',
    ],
  },
  {
    question:
      'je voudrais proposer une rc a mon patron mais je sais pas comment tourner ca, vous avez un modele de lettre pour lui demander un entretien ?',
    sources: [
      '/outils/modele/demande-rupture-conventionnelle',
      '/outils/fiche/la-rupture-conventionnelle-du-contrat-de-travail-duree-indeterminee',
    ],
  },
  {
    question:
      "j'ai pose ma dem, 2 mois de preavis d'apres ma convention mais j'ai trouve un autre taf qui commence dans 3 semaines. je peux partir avant ? mon patron est ok mais faut un papier ?",
    sources: ['/outils/modele/dispense-preavis', '/outils/fiche/la-demission', '/outils/modele/demission'],
  },
  {
    question:
      "je veux dem pour monter ma boite (projet de reconversion), j'ai entendu qu'on pouvait avoir le chomage quand meme, c quoi les conditions ?",
    sources: ['/outils/fiche/le-droit-aux-allocations-chomage-du-salarie-demissionnaire'],
  },
  {
    question:
      'recu ma lettre de lic pour motif perso, les motifs c\'est du grand n\'importe quoi super vague ("comportement inadapte"). je peux lui demander de preciser ? comment ?',
    sources: ['/outils/modele/demande-precision-motifs-licenciement'],
  },
  {
    question:
      'convoque a un entretien prealable a lic la semaine pro, boite de 6 personnes donc pas de cse ni syndicat. je peux venir avec qui ? un collegue ? mon mari ?',
    sources: [
      '/outils/fiche/le-conseiller-du-salarie',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
    ],
  },
  {
    question:
      "c'est quel article du code du travail qui dit qu'il faut 8 mois d'anciennete pour avoir l'indem de lic ? je veux le citer a mon employeur",
    sources: ['/code-du-travail/article/L1234-9'],
  },
  {
    question:
      'cdi employe de commerce depuis 2 ans, je veux dem. c quoi la duree de mon preavis legalement ? un pote dit 1 mois un autre 3 mois jsp qui croire',
    sources: ['/outils/simulateur/preavis-demission', '/outils/fiche/la-demission'],
  },
  // Nothing we hold
  {
    question:
      'je suis fonctionnaire territoriale titulaire et je voudrais negocier une rc avec ma mairie, comment on calcule l indem specifique dans la fonction publique territoriale ? y a un bareme ?',
    unknown: true,
  },
  {
    question:
      "je bosse en belgique pour une societe belge (contrat belge) et je veux dem, c'est combien de semaines de preavis la bas avec 4 ans d'anciennete ?",
    unknown: true,
  },
  {
    question:
      'vous pouvez me conseiller un avocat en droit du travail pas trop cher sur nantes pour attaquer mon lic aux prudhommes ? c combien en general ses honoraires',
    unknown: true,
  },
  {
    question:
      'je viens de perdre mon taf (lic eco), la caf va recalculer mes apl quand ? et de combien elles vont augmenter a peu pres avec 1 enfant a charge',
    unknown: true,
  },
  // batch AJ (stop 48)
  // Paying himself: how much, how often, no pay months
  {
    question:
      'bonjour, j etais freelance en micro depuis 4 ans (conseil en organisation) et je viens de tout basculer dans une SASU, je suis seul dedans. Du coup je me verse combien ?? y a un minimum legal genre smic ou je fais ce que je veux',
    sources: [
      '/blog/remuneration-president-sasu',
      '/blog/premier-salaire-creation-sasu',
      '/blog/salaire-ou-dividendes-sasu',
    ],
  },
  {
    question:
      'president de sasu depuis janvier, si je me met 3000 brut par mois en 2026 il me reste combien en net avant impot et ca coute combien en tout a la societe ? pas de mutuelle, taux at/mp normal',
    figures: ['2 374,07 €', '4 159,98 €'],
  },
  {
    question:
      'Je voudrais toucher 2500 € net avant impôt par mois (président de SASU seul, 2026, sans mutuelle). Ça fait quel brut sur la fiche de paie et quel coût total pour ma boîte ?',
    figures: ['3 159,13 €', '4 380,64 €'],
  },
  {
    question:
      'mon comptable me dit que ma sasu peut sortir 4000€ par mois MAX pour me payer, charges patronales comprises. je suis president assimile salarie, 2026, pas de mutuelle. ca me fait quel brut et quel net ?',
    figures: ['2 884,63 €', '2 282,77 €'],
  },
  {
    question:
      'salut, consultant IT passé en SASU. Mes missions tournent bien, je pensais me mettre 4500 brut/mois en 2026 (au dessus du plafond secu il parait). combien de net et combien ca coute a la sasu ?',
    figures: ['3 560,70 €', '6 248,97 €'],
  },
  {
    question:
      'pdt de sasu, 3200€ brut par mois en 2026, mon taux de prelevement a la source c 4,5%. Au final ca fait combien qui arrive sur mon compte perso ?',
    figures: ['2 414,28 €'],
  },
  {
    question:
      'Les premiers mois vont être serrés (clients qui paient à 60 jours...). Si je me verse juste 1500 € brut par mois en 2026 comme président de ma SASU, ça me fait quel net et quel coût pour la société ?',
    figures: ['1 187,04 €', '2 079,99 €'],
  },
  {
    question:
      'je suis president de ma sasu, 2800 brut/mois en 2026, et j ai pris une mutuelle collective a 90€ par mois payee moitie par la societe moitie par moi. Mon net avant impot et le cout total pour la sasu ca donne quoi ?',
    figures: ['2 166,44 €', '3 927,65 €'],
  },
  {
    question:
      'est ce que je suis obligé de me payer tous les mois ? je pensais ne rien me verser pendant 3-4 mois le temps que la treso se fasse puis me payer d un coup. c est grave pour ma retraite ou la secu ?',
    sources: [
      '/blog/premier-salaire-creation-sasu',
      '/blog/remuneration-president-sasu',
      '/blog/valider-trimestres-retraite-dirigeant',
    ],
  },
  // DSN
  {
    question:
      'si je me verse rien en juillet et aout, je dois quand meme envoyer une dsn pour ma sasu ?? c est quoi une dsn neant, et si je l oublie j ai une penalite ?',
    sources: ['/blog/dsn-sasu-sans-salarie'],
  },
  {
    question:
      'Première fois que je vais me payer via ma SASU, je n ai aucun salarié. Il faut vraiment faire une DSN alors que je suis le seul ? Et c est avant le 5 ou le 15 du mois d apres ?',
    sources: ['/blog/dsn-sasu-sans-salarie', '/blog/premier-salaire-creation-sasu'],
  },
  // Pension quarters
  {
    question:
      'je veux juste valider mes 4 trimestres de retraite cette annee, j ai lu qu il fallait 601 € brut par mois en 2026. ca coute combien par mois a ma sasu au total ?',
    figures: ['833,38 €'],
  },
  {
    question:
      'si je me fais un seul gros salaire en decembre au lieu de tous les mois, ca compte quand meme pour mes trimestres de l annee ? et les dividendes ca valide des trimestres ou pas du tout',
    sources: ['/blog/valider-trimestres-retraite-dirigeant', '/blog/retraite-president-sas'],
  },
  {
    question:
      'c quoi le prix d achat du point agirc arrco en 2026 ? je veux calculer combien de points j aurai avec mon salaire de president',
    unknown: true,
  },
  // Prévoyance, mutuelle
  {
    question:
      'Question un peu angoissante : je suis seul dans ma SASU, consultant, si je me casse une jambe ou burn out pendant 3 mois, la secu me paie quoi ? pas d employeur pour maintenir le salaire... il faut prendre une prevoyance ?',
    sources: ['/blog/mutuelle-prevoyance-dirigeant'],
  },
  {
    question:
      'en micro j avais une mutuelle madelin. maintenant president de sasu, je peux garder le madelin ? ou c est la societe qui paye la mutuelle et c est deductible ?',
    sources: ['/blog/mutuelle-prevoyance-dirigeant'],
  },
  // Dividends
  {
    question:
      'si ma sasu me verse 10 000 € de dividendes en 2026 avec la flat tax, il me reste combien net dans la poche ?',
    figures: ['6 860,00 €'],
  },
  {
    question:
      'salaire ou dividendes ?? tout le monde me dit un truc different. je suis seul dans ma sasu de conseil, je fais env 90k de CA, qu est ce qui est le plus interessant pour moi',
    sources: ['/blog/salaire-ou-dividendes-sasu', '/blog/dividendes-sas-flat-tax'],
  },
  // ARE, unemployment
  {
    question:
      'Je touche encore l ARE (licencié de mon CDI l an dernier, puis quelques missions). Je viens de créer ma SASU. Si je ne me verse pas de salaire est ce que je garde mon chômage ? Et si je me paie un peu ça se cumule ?',
    sources: [
      '/blog/president-sas-assurance-chomage',
      '/outils/fiche/le-demandeur-demploi-createur-ou-repreneur-dentreprise-cumul-de-revenus',
      '/outils/fiche/lallocation-daide-au-retour-lemploi-are',
    ],
  },
  {
    question:
      'et si ma sasu coule dans 2 ans, j ai droit au chomage en tant que president ? je cotise pas a pole emploi sur ma fiche de paie il me semble',
    sources: ['/blog/president-sas-assurance-chomage'],
  },
  {
    question:
      'pour mon tout premier salaire de president, quel taux de prelevement a la source je mets ? les impots ont pas encore transmis mon taux a la societe',
    sources: ['/blog/prelevement-a-la-source-dirigeant', '/blog/premier-salaire-creation-sasu'],
  },
  // Dirigeo
  {
    question:
      'Je suis président de SASU, tout seul, aucun salarié. Chez vous il me faut quelle formule pour avoir une vraie fiche de paie chaque mois et la DSN ? la gratuite suffit pas ?',
    sources: ['/tarifs-details', '/#tarifs', '/#faq'],
  },
  {
    question: 'la formule essentielle c est 9€ HT, ça fait combien TTC par mois ?',
    figures: ['10,80 €'],
  },
  {
    question: 'si je prends l essentielle a l annee au lieu du mois ca me coute combien pour l annee ?',
    figures: ['91,80 €'],
  },
  {
    question:
      'y a un essai gratuit ? il dure combien de temps et faut il mettre une carte bleue, j ai pas envie d etre prelevé a la fin',
    figures: ['14 jours'],
  },
  {
    question:
      'si je prends l abonnement mensuel et que je veux arreter dans 6 mois (si je ferme la sasu par ex), c est quoi le preavis pour resilier ?',
    figures: ['15 jours'],
  },
  {
    question:
      'avant j etais en micro entreprise, maintenant je suis president d une SASU. votre logiciel marche pour moi ou c est que pour les gerants de sarl ?',
    sources: ['/eligibilite', '/#faq'],
  },
  // Outside what is held
  {
    question:
      'petite question hors paie : je facture un client en Belgique pour du conseil depuis ma SASU, je mets la TVA 20% ou autoliquidation sur la facture ?',
    unknown: true,
  },
  {
    question:
      'combien je vais payer de CFE la premiere annee pour ma sasu domiciliée chez moi a Nantes ? et une RC pro pour consultant ca coute combien en moyenne',
    unknown: true,
  },
  {
    question:
      'pour ma sasu je dois ouvrir un compte pro dans une banque a part ou je peux utiliser mon compte perso ? vous conseillez quelle banque en ligne pas chere pour une sasu',
    unknown: true,
  },
  // batch AK (stop 48)
  {
    question:
      'bonjour, sarl maconnerie, mes gars sont en deplacement sur un chantier a 60 km, le midi soit ils se prennent un sandwich soit ils vont au resto parce que pas le choix. c combien max par repas que je peux leur donner sans charges en 2026 dans les 2 cas ?',
    figures: ['10,40 €', '21,40 €'],
  },
  {
    question:
      'un de mes ouvriers prend sa voiture perso (5cv) pour faire depot chantiers, il a fait 1200 km depuis janvier. je lui rembourse combien au bareme km ?',
    figures: ['763,20 €'],
  },
  {
    question:
      'moi je suis gerant minoritaire et je mange sur les chantiers avec les gars tous les jours. je peux me verser le panier forfaitaire comme eux sur ma fiche ou pas ?? mon comptable sait pas',
    sources: ['/blog/frais-professionnels-dirigeant'],
  },
  {
    question:
      'ca fait 3 jours qu il pleut non stop, chantier toiture arrete, les gars sont chez eux. je les paye comment, 100% ? on m a parle de 75 % et d une heure de carence c vrai ?',
    sources: [
      '/code-du-travail/article/D5424-13',
      '/code-du-travail/article/L5424-12',
      '/code-du-travail/article/D5424-12',
    ],
  },
  {
    question:
      'nouveau gars embauche y a 3 semaines, la semaine est foutue avec la neige. il a droit au chomage intemperies lui aussi ou faut un minimum d heures avant ?',
    figures: ['200 heures'],
  },
  {
    question:
      'si il fait 40 degres cet ete je peux arreter le chantier et declarer en intemperies comme pour la pluie ou la canicule ca compte pas ?',
    sources: ['/code-du-travail/article/D5424-7-1', '/code-du-travail/article/L5424-8'],
  },
  {
    question:
      'vigilance orange canicule la semaine pro, on est sur un toit en plein soleil. c quoi mes obligations exactement, faut que je fournisse l eau ? combien par gars ? changer les horaires ?',
    sources: [
      '/outils/fiche/chaleur-et-canicule-au-travail-les-precautions-prendre',
      '/code-du-travail/article/R4534-143',
    ],
  },
  {
    question:
      'gros rush pour couler une dalle, un gars a fait 45h cette semaine. taux horaire 13,50 brut, pas d accord dans la boite. ca fait combien ses heures sup avec la majoration ?',
    figures: ['175,50 €'],
  },
  {
    question:
      'mon macon fait ses 35h du lundi au vendredi et je le fais venir samedi matin 4h pour finir un mur. il est a 14 e de l heure. le samedi c majore special ou c juste des heures sup ? ca fait combien a payer pour ses 4h du samedi',
    figures: ['70,00 €'],
  },
  {
    question:
      'un gars est tombe de l echafaudage ce matin, poignet casse, pompiers venus. je dois declarer l accident du travail dans combien de temps et ou ??',
    figures: ['48 heures'],
  },
  {
    question:
      'mon ouvrier qui a 7 ans de boite est en arret AT apres sa chute. legalement je dois completer les IJ de la secu pendant combien de temps et y a un delai de carence ?',
    figures: ['40 jours'],
  },
  {
    question:
      'on refait une toiture, les gars veulent pas du harnais ca les gene. l echafaudage avec garde corps c obligatoire ou le harnais suffit ? je risque quoi si controle',
    sources: [
      '/outils/fiche/la-prevention-des-chutes-de-hauteur',
      '/code-du-travail/article/R4323-59',
      '/code-du-travail/article/R4323-61',
    ],
  },
  {
    question:
      'mon apprenti a 16 ans, il a le droit de monter sur le toit ou sur l echafaudage avec les autres ? et il peut faire 39h comme l equipe ?',
    sources: [
      '/outils/fiche/la-protection-de-la-sante-des-jeunes-travailleurs',
      '/code-du-travail/article/D4153-30',
      '/outils/fiche/le-temps-de-travail-des-jeunes-de-moins-de-18-ans',
    ],
  },
  {
    question:
      'apprenti 17 ans en 1ere annee de CAP couvreur, c quoi le mini legal (pas la convention) par mois que je dois lui payer en mars 2026 ? en % du smic et en euros',
    figures: ['27 %', '492,22 €'],
  },
  {
    question:
      'un gars a eu 3 mois d arret accident du travail sur la periode, il a bosse les 9 autres mois. ses conges il en a combien, on lui enleve les mois d arret ?',
    figures: ['30 jours ouvrables'],
  },
  {
    question:
      'un ouvrier vient plus depuis lundi, repond pas au tel, pas d arret maladie rien. je fais quoi, je peux le considerer demissionnaire ? faut une lettre ?',
    sources: [
      '/outils/modele/mise-en-demeure-abandon-de-poste',
      '/code-du-travail/article/L1237-1-1',
      '/code-du-travail/article/R1237-13',
    ],
  },
  {
    question:
      'je veux licencier un gars (motif perso il bosse mal, pas faute grave). embauche le 2 sept 2019, 2400 brut fixe tous les mois sans prime, la lettre serait presentee le 16 mars 2026. preavis combien et indemnite legale combien ?',
    figures: ['2 mois', '4 000,00 €'],
  },
  {
    question:
      'lettre de convocation a l entretien prealable remise en main propre lundi 27 avril. l entretien ca peut etre quand au plus tot ? avec le 1er mai au milieu je sais plus',
    figures: ['5 mai'],
  },
  {
    question:
      'un gars est arrive bourre sur le chantier encore ce matin, il a failli faire tomber une palette. je veux le virer direct sans preavis, je le renvoie chez lui aujourd hui ? quelle procedure',
    sources: [
      '/outils/modele/mise-a-pied-conservatoire',
      '/outils/modele/licenciement-faute-grave',
      '/outils/fiche/la-procedure-en-cas-de-licenciement-pour-motif-personnel',
    ],
  },
  {
    question:
      'c quoi le numero idcc de la convention pour mes ouvriers ? petite boite maconnerie 6 gars + 1 apprenti',
    figures: ['1596'],
  },
  {
    question:
      'on va passer a 12 salaries l an prochain et j embauche un chef de chantier. ca change la convention pour les ouvriers ? et le chef de chantier il est sous quelle convention, idcc ?',
    figures: ['1597', '2609'],
  },
  {
    question:
      'gerant minoritaire 30% de la sarl, je me mets 3000 brut par mois en 2026. taux AT de la boite 5,20 %, pas de mutuelle ni prevoyance pour moi. ca me fait combien net et ca coute combien en tout a la societe ?',
    figures: ['2 374,07 €', '4 253,58 €'],
  },
  {
    question:
      'mon taux accident du travail est enorme en maconnerie, je le trouve ou exactement ce taux et comment il est calcule ? je peux le faire baisser ?',
    sources: ['/blog/taux-at-mp'],
  },
  {
    question:
      'vous faites aussi les fiches de paie des ouvriers ou juste celle du gerant ?? j ai 6 gars + 1 apprenti, ca coute combien par mois chez vous',
    sources: ['/#faq', '/tarifs-details', '/#tarifs'],
  },
  {
    question:
      'je suis gerant a 30% mais ma femme a 25% des parts aussi, je peux utiliser dirigeo ou pas ? je suis pas sur d etre minoritaire du coup',
    sources: ['/eligibilite', '/blog/gerant-minoritaire-sarl', '/#faq'],
  },
  {
    question:
      'grille des salaires minimum ouvriers batiment 2026 en bretagne, un N2 P2 c combien de l heure mini ?',
    unknown: true,
  },
  {
    question:
      'la cotisation caisse conges payes btp (cibtp) c combien en % cette annee ? et l intemperies en plus ?',
    unknown: true,
  },
  {
    question:
      'indemnites de petits deplacements batiment zone 3 en paca, c combien le trajet et le transport par jour en 2026 ?',
    unknown: true,
  },
  {
    question:
      'assurance decennale pour un couvreur avec 7 salaries ca coute combien par an en gros ? c obligatoire ?',
    unknown: true,
  },
  // batch AL (stop 48)
  // Extras, CDD d'usage, CDD
  {
    question:
      'bonjour, jai un petit resto (SAS, 5 salariés) et une etudiante qui vient en extra le samedi soir et le dimanche midi depuis bientot 2 ans. je lui fais un cdd d usage a chaque fois ou je peux faire un seul contrat pour tout l annee ?? et au bout de 2 ans elle peut me demander un cdi ?',
    sources: [
      '/outils/fiche/le-contrat-duree-determinee-dusage-cddu',
      '/code-du-travail/article/D1242-1',
      '/code-du-travail/article/L1242-2',
    ],
  },
  {
    question:
      'Mon extra du week end (cddu hotellerie restauration) me dit qu a la fin de chaque contrat je lui dois 10% de prime de precarite comme pour un CDD normal. C est vrai ou pas ?',
    sources: [
      '/code-du-travail/article/L1243-10',
      '/outils/fiche/le-contrat-duree-determinee-dusage-cddu',
      '/outils/simulateur/indemnite-precarite',
    ],
  },
  {
    question:
      'jai pris un commis en CDD classique pour remplacer mon cuisinier en arret (pas un extra), 3 mois, il a touché 6150 € brut en tout sur le contrat. Il part la semaine pro, combien je lui dois de prime de fin de contrat ?',
    figures: ['615,00 €'],
  },
  // Coupures, horaires
  {
    question:
      'ma serveuse est a temps partiel 24h, elle fait 11h30-14h30 puis 19h-22h30. Elle rale pour la coupure de 4h30 au milieu, elle dit que c est interdit pour un temps partiel. elle a raison ? je peux faire combien de coupures dans la journee',
    sources: [
      '/code-du-travail/article/L3123-30',
      '/outils/fiche/le-travail-temps-partiel-contrat-et-statut-du-salarie',
      '/code-du-travail/article/L3123-23',
    ],
  },
  {
    question:
      'Question bete : mes serveurs a temps plein font 10h-15h et 18h-23h. Entre les deux ils rentrent chez eux ou trainent au bar. la coupure de l aprem je dois la compter comme temps de travail et la payer ? et le repas du personnel avant le service ca compte ?',
    sources: [
      '/code-du-travail/article/L3121-1',
      '/code-du-travail/article/L3121-2',
      '/outils/fiche/la-duree-legale-du-travail',
    ],
  },
  // Repos hebdomadaire, dimanche
  {
    question:
      'On est fermé le lundi seulement. mon chef de cuisine finit le dimanche soir a 23h et reprend le mardi matin 9h. c est le minimum legal de repos dans la semaine ou je suis en dessous ? c est combien d heures d affilée le minimum',
    figures: ['35 heures'],
  },
  {
    question:
      'resto ouvert 7j/7, tout le monde bosse le dimanche midi. Est ce que j ai besoin d une autorisation de la mairie ou de la prefecture pour faire travailler mes gars le dimanche ? et je dois majorer le dimanche ?',
    sources: [
      '/outils/fiche/le-travail-du-dimanche',
      '/code-du-travail/article/L3132-12',
      '/code-du-travail/article/R3132-5',
    ],
  },
  // Heures supplémentaires, durée maximale
  {
    question:
      'Mes 2 cuisiniers sont a 39h par semaine. Les 4 heures au dessus de 35 je les paye comment, c est majoré de combien ? et je peux leur donner du repos a la place de payer ?',
    sources: [
      '/outils/fiche/les-heures-supplementaires-contreparties',
      '/outils/fiche/les-heures-supplementaires-definition-et-limites',
    ],
  },
  {
    question:
      'grosse semaine avec 2 mariages, mon cuisto a fait 52h. il est d accord et je lui paye tout en heures sup mais on m a dit que j etais hors la loi. c est quoi le max d heures sur une semaine',
    figures: ['48 heures'],
  },
  // Jours fériés
  {
    question:
      'On ouvre le 1er mai midi et soir comme d hab. Un de mes serveurs est payé 96,16 € brut pour sa journée. combien je dois lui payer au total pour ce jour la ?',
    figures: ['192,32 €'],
  },
  {
    question:
      'je suis en convention HCR. Combien de jours feries garantis mes salariés ont par an une fois qu ils ont 1 an d anciennete, et si le ferie tombe sur leur jour de repos je leur dois un jour en plus ?',
    unknown: true,
  },
  // Avantage en nature repas (le président)
  {
    question:
      'je suis president de ma SAS (restaurant) et je mange tous les midis sur place avec l equipe, gratuitement evidemment. Mon comptable dit que c est un avantage en nature a mettre sur mon bulletin. ca vaut combien par repas en 2026 ?',
    figures: ['5,50 €'],
  },
  // Pourboires
  {
    question:
      'les clients laissent des pourboires par CB, ca arrive sur le compte du resto. Moi je garde tout pour payer les frais de TPE et j en redonne un peu a noel. J ai le droit ou je dois tout reverser aux serveurs ?',
    sources: ['/code-du-travail/article/L3244-1', '/code-du-travail/article/L3244-2'],
  },
  {
    question:
      'si je reverse les pourboires CB aux serveurs sur la fiche de paie, y a des charges dessus ou c est toujours exonere ? j avais lu que c etait fini fin 2025',
    sources: ['/outils/fiche/le-bulletin-de-paie'],
  },
  // Arrêts maladie
  {
    question:
      'mon plongeur est en arret maladie depuis lundi (pas un accident du travail), il est chez moi depuis 8 ans et 2 mois. la loi m oblige a completer les indemnites de la secu pendant combien de jours a 90% ?',
    figures: ['40 jours'],
  },
  {
    question:
      'Une de mes serveuses a eu 3 mois d arret maladie sur la periode juin 2025 - mai 2026, elle a travaillé les 9 autres mois. Elle me dit qu elle a quand meme des conges payes sur l arret. elle a droit a combien de jours de cp au total ?',
    figures: ['29 jours ouvrables'],
  },
  // Le serveur qui vole
  {
    question:
      'Hier soir j ai pris un serveur la main dans la caisse, c est pas la premiere fois je pense. je veux plus le voir dans le resto, je peux le renvoyer chez lui des aujourdhui sans le payer en attendant de le licencier ? je fais comment concretement',
    sources: [
      '/outils/modele/mise-a-pied-conservatoire',
      '/outils/fiche/la-sanction-disciplinaire',
      '/outils/simulateur/procedure-licenciement',
    ],
  },
  {
    question:
      'jai vu sur les cameras il y a 3 semaines qu un serveur se servait dans les pourboires des collegues. j ai pas encore rien fait. j ai combien de temps max pour lancer une sanction avant que ce soit trop tard ?',
    figures: ['2 mois'],
  },
  {
    question:
      'le serveur qui a piqué dans la caisse, j estime a environ 400€. Je peux lui retenir directement sur sa derniere paie ou c est interdit ?',
    sources: ['/code-du-travail/article/L1331-2', '/outils/fiche/la-sanction-disciplinaire'],
  },
  // Rupture conventionnelle
  {
    question:
      'mon second de cuisine veut partir en rupture conventionnelle pour ouvrir son food truck. Il aura 4 ans et 7 mois d anciennete a la date de fin, il est a 2100 € brut fixe tous les mois depuis le debut, pas de prime. c est quoi le minimum d indemnite que je dois lui verser ?',
    figures: ['2 406,25 €'],
  },
  {
    question:
      'rupture conventionnelle avec une serveuse, on signe la semaine prochaine. Elle peut changer d avis pendant combien de temps ? et apres la dreets met combien de temps a valider ? je voudrais savoir quand elle peut partir au plus tot',
    figures: ['15 jours calendaires', '15 jours ouvrables'],
  },
  // La rémunération du président
  {
    question:
      'Je suis president de la SAS qui a le restaurant, pas de mutuelle pour moi. Si je me verse 3000 € brut par mois il me reste combien en net avant impot ? et c est vrai que j aurai pas le chomage si le resto coule ?',
    figures: ['2 374,07 €'],
  },
  {
    question:
      'pour 2026 je pensais me mettre 2500 brut par mois comme president (sas, 5 salariés, sans mutuelle ni prevoyance, je connais pas mon taux AT prenez le taux moyen). ca me fait combien net et ca coute combien en tout a la société chaque mois ?',
    figures: ['1 978,39 €', '3 466,65 €'],
  },
  {
    question:
      'Bonne annee au resto, je voudrais me sortir 10 000 € de dividendes en 2026 plutot que d augmenter mon salaire de president. avec la flat tax il me reste combien ? c est toujours 30% ?',
    figures: ['6 860,00 €', '31,4 %'],
  },
  // La convention collective
  {
    question:
      'mon nouveau comptable me demande le numero IDCC de ma convention collective pour les fiches de paie. Je suis un restaurant traditionnel avec service a table, pas de la restauration rapide. c est lequel ?',
    figures: ['1979'],
  },
  // Dirigeo
  {
    question:
      'Aujourd hui mon expert comptable me fait mes 6 bulletins (moi le president + 2 cuisiniers, 2 serveurs, 1 extra) pour 35 € le bulletin. Chez vous ca coute combien par mois et est ce que vous faites aussi les bulletins des salariés ou que celui du president ?',
    sources: ['/tarifs-details', '/#tarifs', '/#faq'],
  },
  {
    question:
      'si je passe chez dirigeo pour la paie du resto, c est vous qui envoyez la DSN chaque mois sur net entreprises ou je dois le faire moi meme ?',
    sources: ['/#faq'],
  },
  // Hors de notre champ
  {
    question:
      'on passe de la musique (radio + playlist spotify) dans la salle, 40 couverts. je dois payer combien a la sacem par an et est ce que spotify c est autorisé dans un resto ?',
    unknown: true,
  },
  {
    question:
      'je m embrouille avec la TVA sur ma caisse : 10% pour les plats sur place, 5,5% pour la vente a emporter et 20% pour l alcool c est bien ca ? et les boissons sans alcool a emporter ?',
    unknown: true,
  },
  {
    question:
      'mon nouveau cuisinier doit obligatoirement avoir la formation hygiene alimentaire HACCP ou il suffit qu une personne l ait dans le resto ? et mon permis d exploitation pour la licence IV il est valable combien d annees ?',
    unknown: true,
  },
  // batch AM (stop 48)
  // Payslip she does not understand
  {
    question:
      'Bonjour, je suis vendeuse dans une boutique de pret a porter depuis 2 mois, c est mon premier vrai CDI. Sur ma fiche de paie il y a plein de lignes que je comprend pas : CSG deductible, CSG non deductible, CRDS, et en bas 3 montants differents, net a payer, net imposable et "montant net social". Ma mere me dit que le net imposable c est ce que je touche mais c est pas le meme chiffre que sur mon compte. Quelqu un peut m expliquer a quoi sert chaque ligne et lequel je dois donner a la CAF ?',
    sources: [
      '/blog/bulletin-de-paie-clarifie',
      '/blog/montant-net-social',
      '/outils/fiche/le-bulletin-de-paie',
    ],
  },
  {
    question:
      "Je suis assistante administrative dans une PME de 15 personnes. Depuis janvier j'ai changé de coefficient (c'est écrit dans mon avenant signé) mais sur mes 3 derniers bulletins c'est toujours l'ancien coefficient et l'ancien salaire, il me manque 85 € brut par mois. J'en ai parlé à la comptable à l'oral, elle m'a dit qu'elle verrait, et rien depuis. Est-ce que je dois faire un courrier officiel pour demander qu'on corrige mes fiches de paie et qu'on me paye le rattrapage ? Vous avez un modèle ?",
    sources: [
      '/outils/modele/demande-de-rectification-du-bulletin-de-paie',
      '/outils/modele/demande-de-rappel-de-salaire',
    ],
  },
  // Overtime
  {
    question:
      'bonjour, preparatrice de commandes dans un entrepot, 35h sur mon contrat, payee 13,20 brut de l heure. La semaine derniere avec le rush on a fait 45h (chef nous a obligé, tout est pointé a la badgeuse) et sur ma paie rien du tout, il dit que ca sera "recupéré plus tard" sans rien d ecrit. Pas d accord d entreprise chez nous a ma connaissance. Combien on aurait du me payer en plus pour ces 10h avec les majorations ?',
    figures: ['171,60 €'],
  },
  {
    question:
      "Je travaille à temps partiel 30h par semaine comme employée de libre service, 12,50 € brut de l'heure. La semaine du 16 mars ma responsable m'a fait faire 33h parce qu'une collègue était malade, et sur ma fiche de paie les 3 heures sont payées au taux normal, 37,50 €. Une collègue me dit qu'à temps partiel ce ne sont pas des heures sup mais des heures complémentaires et qu'elles sont majorées quand même. C'est vrai ? Ça aurait dû faire combien pour ces 3 heures ?",
    figures: ['41,25 €'],
  },
  // Paid leave
  {
    question:
      'bonjour j ai posé mes conges du 3 au 22 aout depuis fevrier, validé par mail par mon manager, billets d avion pris pour aller voir ma famille. Et la on est fin juillet et il me dit que finalement c est pas possible parce qu il manque du monde en magasin et que je dois les decaler en septembre. J ai 2 enfants et mon mari a ses congés en aout aussi. Il a le droit de changer mes dates comme ça a 10 jours du depart ?? et qui decide l ordre des departs normalement ?',
    sources: ['/outils/fiche/les-conges-payes', '/code-du-travail/article/L3141-16'],
  },
  {
    question:
      "Sur la période juin 2025 - mai 2026 j'ai travaillé 8 mois et j'ai été en arrêt maladie 4 mois (opération du dos, pas un accident du travail). Mon employeur m'annonce que je n'ai acquis que 20 jours de congés parce que \"la maladie ça ne compte pas\". J'ai entendu dire que la loi avait changé là-dessus en 2024. Combien de jours de congés payés j'aurais dû acquérir en tout sur cette période ?",
    figures: ['28 jours ouvrables'],
  },
  // Sick leave and pay
  {
    question:
      "Bonjour, ça fait 12 ans et 3 mois que je suis vendeuse dans la même jardinerie. Je suis en arrêt maladie depuis 6 semaines (hernie discale) et mon employeur ne me verse rien, il dit que les indemnités de la sécu suffisent et que la convention ne prévoit rien pour nous. Je croyais que l'employeur devait compléter au bout d'un certain temps d'ancienneté. Avec mon ancienneté, j'ai droit à combien de jours payés à 90 % et à partir de quel jour d'arrêt ?",
    figures: ['50 jours'],
  },
  {
    question:
      'slt je suis en cdi depuis 8 mois comme agent d accueil, je me suis cassé le poignet en faisant du velo un dimanche donc arret de 5 semaines. Je viens de voir ma paie et j ai presque rien, juste les jours travaillés, l employeur me dit qu il ne complete pas les indemnites de la secu parce que je suis pas assez ancienne. C est legal ca ? il faut combien d anciennete pour avoir le maintien de salaire ?',
    sources: [
      '/outils/fiche/lindemnisation-legale-des-absences-pour-maladie-ou-accident',
      '/code-du-travail/article/L1226-1',
      '/outils/fiche/les-absences-liees-la-maladie-ou-laccident-non-professionnel',
    ],
  },
  // Night and Sunday work
  {
    question:
      "Je suis préparatrice de commandes dans une plateforme logistique. A partir du mois prochain on passe toute l'équipe en horaires 22h-5h, 4 nuits par semaine, la direction nous a prévenus par une simple note affichée. Je me demande si je vais être considérée comme travailleuse de nuit, si j'ai droit à une prime ou du repos en plus, et si je peux refuser parce que je garde mes enfants le matin. Où je peux trouver les règles ?",
    sources: ['/outils/fiche/le-travail-de-nuit'],
  },
  {
    question:
      'bonjour, vendeuse dans une parfumerie en centre ville, paye 12,50 € brut de l heure. La mairie a autorisé l ouverture des commerces un dimanche de decembre et ma responsable m a mise au planning de 10h a 17h avec 1h de pause donc 7h de travail. Elle me dit que ce sera payé normalement et que je pourrai recuperer "si possible". Combien je dois etre payee au minimum pour ce dimanche et est ce que j ai droit a un repos en plus ?',
    figures: ['175,00 €'],
  },
  {
    question:
      "Je travaille comme aide-soignante dans une clinique privée (ça ne ferme jamais) et je suis de service le 1er mai cette année. D'habitude une journée de travail me rapporte 96,16 € brut. Une collègue dit que le 1er mai c'est payé double, la RH dit que c'est juste un jour férié comme un autre et qu'on a déjà une prime de dimanche. Je vais toucher combien en tout pour cette journée ?",
    figures: ['192,32 €'],
  },
  // Warning letters
  {
    question:
      "Bonsoir, je suis vendeuse en boulangerie depuis 3 ans, jamais eu de souci. Hier j'ai reçu un avertissement par lettre recommandée pour \"comportement inapproprié envers un client\", alors que c'est le client qui m'a insultée et que ma collègue était témoin. Je n'ai même pas été convoquée avant. Est-ce que je peux contester cet avertissement, et comment je dois m'y prendre, il faut écrire quelque chose ?",
    sources: ['/outils/modele/contestation-sanction', '/outils/fiche/la-sanction-disciplinaire'],
  },
  {
    question:
      "Début janvier il y a eu un écart de caisse de 40 € sur ma caisse, mon responsable l'a vu le jour même, il m'en a parlé le 8 janvier et m'a dit \"c'est bon pour cette fois\". Et là fin avril je reçois un avertissement écrit pour ce même écart de caisse, rien d'autre ne s'est passé depuis. Ça me paraît bizarre de ressortir ça 4 mois après. Il y a un délai maximum pour sanctionner un salarié après avoir su les faits ?",
    figures: ['2 mois'],
  },
  // Pushed to resign
  {
    question:
      'Mon patron veut clairement que je parte, il me retire des taches, me parle mal devant les clients, et hier il m a dit "démissionne, t inquiete tu auras le chomage quand meme, je te ferai les papiers". Je suis assistante commerciale depuis 4 ans, j ai un credit a rembourser, je peux pas me retrouver sans rien. Est ce que c est vrai qu on a le chomage apres une demission ? dans quels cas ?',
    sources: [
      '/outils/fiche/le-droit-aux-allocations-chomage-du-salarie-demissionnaire',
      '/outils/fiche/la-demission',
    ],
  },
  {
    question:
      "Je suis à bout dans mon job d'hôtesse de caisse, je voulais pas démissionner pour garder mes droits alors une copine m'a conseillé de faire un abandon de poste pour me faire licencier. Mais ma sœur me dit que maintenant c'est considéré comme une démission et que l'employeur envoie une lettre avec un délai pour revenir. C'est quoi ce délai, il doit me laisser combien de temps minimum pour reprendre le travail avant que je sois considérée comme démissionnaire ?",
    figures: ['15 jours'],
  },
  // Rupture conventionnelle
  {
    question:
      "Mon employeur m'a proposé une rupture conventionnelle, on a eu 2 entretiens et on a signé la convention hier soir. En rentrant j'ai fait mes calculs et je me rends compte que l'indemnité est au ras des pâquerettes et que je n'ai pas de piste de travail pour la suite. Je suis assistante RH depuis 6 ans. Est-ce que je peux encore revenir en arrière, et j'ai combien de temps pour le faire ?",
    figures: ['15 jours calendaires'],
  },
  {
    question:
      "Bonjour, je suis préparatrice de commandes, embauchée en CDI le 15 janvier 2021. On est d'accord avec mon chef pour une rupture conventionnelle avec fin de contrat au 30 juin 2026. Mon salaire de base c'est 1 980 € brut mais avec les heures sup mes 3 derniers mois ça a fait 2 150,40 €, 2 090,10 € et 1 980,00 € brut, et sur les 12 derniers mois j'ai touché 24 476,55 € brut en tout. Il me propose 2 000 € d'indemnité, il dit que c'est le minimum légal. C'est vrai ? Combien je dois toucher au minimum ?",
    figures: ['2 807,87 €'],
  },
  // Dismissal indemnity with her figures
  {
    question:
      "Je suis assistante administrative dans un cabinet de géomètres depuis le 1er septembre 2014. J'ai reçu ma lettre de licenciement pour motif personnel le 10 mars 2026 (pas de faute grave), avec un préavis de 2 mois dont je suis dispensée mais payée. Je gagne 2 250 € brut par mois, plus un 13e mois de 2 250 € versé en décembre. Ma convention collective ne prévoit pas mieux que la loi d'après le syndicat. Combien fait mon indemnité légale de licenciement, au centime près si possible ?",
    figures: ['7 447,92 €'],
  },
  {
    question:
      'vendeuse en magasin de chaussures, CDI depuis le 1er avril 2019, salaire fixe 1 850 € brut tous les mois depuis plus d un an. J ai ete en arret maladie (pas pro) du 9 janvier au 16 avril 2023. Je viens de recevoir ma lettre de licenciement, presentée par la poste le 14 avril 2026, preavis de 2 mois. Le patron dit que mon arret maladie fait baisser mon anciennete pour l indemnite, c est vrai ?? Combien je vais toucher d indemnite legale de licenciement ?',
    figures: ['3 198,96 €'],
  },
  {
    question:
      "Bonjour, je suis assistante de gestion, embauchée le 2 octobre 2017. J'ai eu un accident du travail en 2025 (chute dans l'escalier de l'entrepôt, reconnu par la CPAM), puis le médecin du travail m'a déclarée inapte et il n'y a pas eu de reclassement possible. La lettre de licenciement pour inaptitude m'a été présentée le 20 février 2026. Si j'étais restée à mon poste j'aurais gagné 2 100 € brut par mois ces 3 derniers mois. On m'a dit que dans mon cas l'indemnité est doublée : ça fait combien exactement ?",
    figures: ['8 925,00 €'],
  },
  // Pregnancy
  {
    question:
      "Je suis en congé maternité jusqu'au 30 juin et j'ai appris par une collègue que mon poste de secrétaire \"n'existerait plus à mon retour\". J'ai peur qu'ils me licencient dès que je rentre, voire pendant mes congés payés que je comptais coller à la suite. Jusqu'à quand exactement je suis protégée contre le licenciement après la fin de mon congé maternité ?",
    figures: ['10 semaines'],
  },
  {
    question:
      'bonjour je suis enceinte de 4 mois, j ai mes echographies et mes visites de suivi qui tombent souvent en semaine sur mes heures de travail (je suis caissiere, horaires fixes). Mon responsable me dit que je dois poser des conges ou que ca sera retiré de ma paie. Mon conjoint voudrait aussi venir a l echo des 5 mois. Est ce que j ai le droit de m absenter sans perte de salaire pour ca, et lui aussi ?',
    sources: [
      '/code-du-travail/article/L1225-16',
      '/outils/fiche/les-garanties-liees-la-maternite-ou-ladoption',
      '/outils/fiche/la-protection-des-femmes-enceintes-et-les-risques-lies-la-grossesse',
    ],
  },
  // Telework
  {
    question:
      "Je suis assistante comptable et je m'occupe de ma mère qui est dépendante (je suis reconnue aidante). J'ai demandé 2 jours de télétravail par semaine, mon poste se fait entièrement sur ordinateur, des collègues du même service en ont. Ma cheffe m'a répondu non à l'oral sans explication, \"c'est comme ça\". Est-ce qu'elle a le droit de refuser sans donner de raison ? Il faut que je refasse ma demande par écrit ?",
    sources: ['/code-du-travail/article/L1222-9'],
  },
  {
    question:
      "Je suis en télétravail 3 jours par semaine (chargée de clientèle). Mardi vers 14h, pendant mes heures de travail, je suis descendue chercher un dossier imprimé dans mon bureau au sous-sol et j'ai glissé dans l'escalier, entorse de la cheville. Mon employeur dit que ce n'est pas un accident du travail puisque c'est arrivé chez moi. Est-ce que c'est vrai ? Comment je le fais reconnaître ?",
    sources: ['/code-du-travail/article/L1222-9', '/outils/fiche/que-faire-la-suite-dun-accident-du-travail'],
  },
  // Deductions
  {
    question:
      "Je suis livreuse-vendeuse pour un traiteur. La semaine dernière j'ai fait tomber la tablette de l'entreprise qui servait aux bons de livraison, écran cassé. Mon patron m'a annoncé qu'il allait retenir 320 € sur mon salaire de ce mois pour la remplacer, en disant que c'est de ma faute et que c'est normal. Il a le droit de me faire payer ça sur ma paie ?",
    sources: [
      '/code-du-travail/article/L1331-2',
      '/outils/fiche/le-salaire-fixation-et-paiement',
      '/outils/fiche/la-sanction-disciplinaire',
    ],
  },
  // Collective agreement
  {
    question:
      "Je viens d'être embauchée comme préparatrice en pharmacie dans une officine de quartier (petite pharmacie, 6 salariés). Sur mon contrat il est écrit \"convention collective applicable\" mais sans le nom ni le numéro, et le titulaire ne sait pas trop me répondre. Je voudrais vérifier ma grille de salaire et ma prime d'ancienneté. C'est quoi ma convention collective et son numéro IDCC ?",
    figures: ['1996'],
  },
  // Outside what the site holds
  {
    question:
      "Bonjour je suis enceinte de 6 mois de mon premier, je suis vendeuse et je gagne pas beaucoup. J'ai déjà fait ma déclaration de grossesse à la CAF et la sécu. Une amie m'a parlé d'une prime de naissance versée par la CAF avant l'accouchement. Elle fait combien cette prime en 2026 et elle est versée à quel mois de grossesse ?",
    unknown: true,
  },
  {
    question:
      "J'ai été licenciée en février, je suis préparatrice de commandes en Seine-Saint-Denis et je veux contester parce que je pense que le vrai motif c'est mon arrêt maladie. J'ai préparé mon dossier avec les mails et les attestations de collègues. Quelle est l'adresse exacte du conseil de prud'hommes de Bobigny et ses horaires d'ouverture au public ? Il faut prendre rendez-vous pour déposer la requête ?",
    unknown: true,
  },
  {
    question:
      "Mon ancien employeur m'a licenciée pour faute grave pour un retard, je trouve ça complètement disproportionné et je veux aller aux prud'hommes. Je ne gagne que 1 700 € net et je n'ai pas d'assurance protection juridique. Combien coûte en moyenne un avocat en droit du travail pour une procédure aux prud'hommes, c'est au forfait ou à l'heure ? Et il prend un pourcentage si je gagne ?",
    unknown: true,
  },
  {
    question:
      "Bonjour, je viens de signer un CDI comme assistante commerciale avec une période d'essai de 2 mois. Avec mon compagnon on a trouvé un appartement à acheter et on voulait faire la demande de prêt immobilier maintenant. Le conseiller de la banque dit qu'il faut attendre la fin de ma période d'essai. Est-ce que la banque a le droit de refuser mon dossier à cause de ça, et est-ce que toutes les banques font pareil ?",
    unknown: true,
  },
];
