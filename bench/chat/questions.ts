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
  { question: 'preavis licenciement 3 ans anciennete', figures: ['2 mois'] },
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
  { question: 'plafond secu 2026', sources: ['/blog/plafond-securite-sociale-2026'] },
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
  {
    question: 'voiture de fonction avantage en nature dirigeant',
    sources: ['/blog/avantages-en-nature-dirigeant'],
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
    question: 'recu solde de tout compte modele',
    sources: ['/outils/modele/recu-pour-solde-de-tout-compte'],
  },
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
  {
    question: 'entretien professionnel tous les combien',
    sources: ['/outils/fiche/lentretien-professionnel'],
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
  { question: 'ce que je tape dans ce chat vous le gardez combien de temps ?', figures: ['12 mois'] },
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
    sources: ['/#faq', '/cgu'],
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
  {
    question: 'je rachete un fonds de commerce avec 3 salaries dedans, je suis oblige de les garder ?',
    sources: [
      '/outils/fiche/le-changement-de-la-situation-juridique-de-lemployeur',
      '/code-du-travail/article/L1224-1',
      '/code-du-travail/article/L1224-2',
    ],
  },
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
];
