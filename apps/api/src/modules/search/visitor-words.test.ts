import { describe, expect, it } from 'vitest';
import {
  correctWord,
  editDistance,
  foldQuestion,
  inOurTextsWords,
  normaliseVisitorWords,
} from './visitor-words.ts';

const normalise = (text: string) => normaliseVisitorWords(foldQuestion(text));

describe('edit distance', () => {
  it('counts an insertion, a deletion, a substitution and a transposition as one', () => {
    expect(editDistance('preavis', 'preavi', 2)).toBe(1);
    expect(editDistance('licenciement', 'licensiement', 2)).toBe(1);
    expect(editDistance('demission', 'demision', 2)).toBe(1);
    expect(editDistance('salarie', 'salaire', 2)).toBe(1);
    expect(editDistance('abonnement', 'abonnement', 2)).toBe(0);
  });
  it('stops past the bound', () => {
    expect(editDistance('licenciement', 'preavis', 2)).toBe(3);
  });
});

describe('typos', () => {
  it.each([
    ['licensiement', 'licenciement'],
    ['licenciment', 'licenciement'],
    ['preavi', 'preavis'],
    ['demision', 'demission'],
    ['conventionelle', 'conventionnelle'],
    ['abonement', 'abonnement'],
    ['dirigo', 'dirigeo'],
    ['anciennte', 'anciennete'],
    ['indemnit', 'indemnite'],
  ])('reads « %s » as « %s »', (typed, meant) => expect(correctWord(typed)).toBe(meant));

  it.each([
    'salarie',
    'salaire',
    'annuel',
    'annuelle',
    'complet',
    'garant',
    'solaire',
    'mois',
    'conge',
    'retraits',
    'bitcoin',
  ])('leaves the known or unrelated word « %s » alone', (word) => expect(correctWord(word)).toBe(word));
});

describe('abbreviations and accents', () => {
  it.each([
    ['rupture conv 5 ans', 'rupture conventionnelle 5 ans'],
    ['indem licenciement', 'indemnite licenciement'],
    ['délai convoc entretien préalable', 'delai convocation entretien prealable'],
    ['montant mini', 'montant minimum'],
    ['indemnité licenciment 6 ans 2500 brut', 'indemnite licenciement 6 ans 2500 brut'],
    ['préavis démission 2 ans ancienneté', 'preavis demission 2 ans anciennete'],
    ['contrat à durée déterminée', 'cdd'],
    ['tarifs svp', 'tarifs'],
    ['combien de cp pour 6 mois', 'combien de conges payes pour 6 mois'],
    ['conjés payés calcul', 'conges payes calcul'],
    ['quel preavis si on me vire', 'quel preavis si on me licencie'],
    ['je veux virer mon salarié', 'je veux licencier mon salarie'],
    ['me faire virer après 3 ans', 'me faire licencier apres 3 ans'],
  ])('writes « %s » as « %s »', (typed, meant) => expect(normalise(typed)).toBe(meant));

  it('keeps words that only look like an abbreviation', () => {
    expect(normalise('convention collective')).toBe('convention collective');
    expect(normalise('abonnement annuel')).toBe('abonnement annuel');
    expect(normalise('le conventionnement')).toBe('le conventionnement');
    // « virer » the pay is a bank transfer, not a dismissal.
    expect(normalise('je vire le salaire le 5')).toBe('je vire le salaire le 5');
    expect(normalise('un virement')).toBe('un virement');
  });
});

describe('text-message shorthand and words cut short (stop 34)', () => {
  it.each([
    ['c koi vos prix', "c'est quoi vos prix"],
    ['cmt resilier', 'comment resilier'],
    ['pk le prix', 'pourquoi le prix'],
    ['ya un engagement', 'il y a un engagement'],
    ['kel preavis pr 3 ans', 'quel preavis pour 3 ans'],
    ['tester gratos', 'tester gratuitement'],
    ['mes fiches de paie', 'mes bulletin de paie'],
    ['preav licenciement', 'preavis licenciement'],
    ['dirigeo c pour qui', "dirigeo c'est pour qui"],
    ['article c', 'article c'],
  ])('writes « %s » as « %s »', (typed, meant) => expect(normalise(typed)).toBe(meant));

  it.each([
    ['indemn', 'indemnite'],
    ['anciennet', 'anciennete'],
    ['precar', 'precarite'],
    ['remuner', 'remuneration'],
    ['convent', 'convention'],
    ['demiss', 'demission'],
  ])('reads the cut word « %s » as « %s »', (typed, meant) => expect(correctWord(typed)).toBe(meant));

  it.each(['retrait', 'conseil', 'abonne', 'pratique', 'char', 'cdd', 'pourcentage'])(
    'leaves « %s » alone',
    (word) => expect(correctWord(word)).toBe(word),
  );

  it('keeps words that contain a shorthand', () => {
    expect(normalise('prix du produit')).toBe('prix du produit');
    expect(normalise('les dsn')).toBe('les dsn');
  });
});

describe('more shorthand (stop 34)', () => {
  it.each([
    ['duree max periode essai', 'duree maximale periode essai'],
    ['heures sup', 'heures supplementaires'],
    ['temps partiel 24h', 'temps partiel 24 heures'],
    ['tickets resto', 'tickets restaurant'],
    ['saisir les prudhommes', "saisir les prud'hommes"],
    ['conseil des prud hommes', "conseil des prud'hommes"],
  ])('writes « %s » as « %s »', (typed, meant) => expect(normalise(typed)).toBe(meant));
  it('keeps « prudent » and « hommes » alone', () => {
    expect(normalise('un employeur prudent et des hommes')).toBe('un employeur prudent et des hommes');
  });
  it('keeps « maximum », « super », « h » in a word', () => {
    expect(normalise('maximum super hotel')).toBe('maximum super hotel');
  });
});

describe('« essaie » for « essai » (stop 34)', () => {
  it.each([
    ["periode d'essaie gratuite", "periode d'essai gratuite"],
    ['essaie gratuit', 'essai gratuit'],
  ])('writes « %s » as « %s »', (typed, meant) => expect(normalise(typed)).toBe(meant));
  it('keeps the verb', () => expect(normalise("j'essaie de calculer")).toBe("j'essaie de calculer"));
});

describe('a word the caller knows stays as typed (stop 35)', () => {
  const known = new Set(['contester']);
  const isKnown = (word: string) => known.has(word);
  it('leaves a known word two letters from the vocabulary', () => {
    expect(normalise('contester son licenciement')).toBe('contacter son licenciement');
    expect(normaliseVisitorWords(foldQuestion('contester son licenciement'), isKnown)).toBe(
      'contester son licenciement',
    );
  });
  it('reads a known plural or feminine as the vocabulary’s form, not a known word of another meaning', () => {
    const ours = new Set(['salaires', 'gerants', 'egalement', 'licence', 'retracter', 'abondement']);
    const read = (text: string) => normaliseVisitorWords(foldQuestion(text), (word) => ours.has(word));
    expect(read('salaires gerants')).toBe('salaire gerant');
    expect(read('également licence se rétracter abondement')).toBe(
      'egalement licence se retracter abondement',
    );
    // « rétracter » is a word of its own even unknown to the caller (stop 47).
    expect(normalise('également licence se rétracter abondement')).toBe(
      'engagement licencie se retracter abonnement',
    );
  });
  it('still corrects the words it does not know', () =>
    expect(normaliseVisitorWords(foldQuestion('contester son licensiement'), isKnown)).toBe(
      'contester son licenciement',
    ));
});

describe("visitors' everyday words in our texts' words, for the retrieval (stop 36)", () => {
  const read = (text: string) => inOurTextsWords(normalise(text));
  it.each([
    ['on peut faire bosser un salarie le dimanche ?', 'on peut faire travailler un salarie le dimanche ?'],
    ['il bosse de nuit', 'il travailler de nuit'],
    ['repos entre deux journees de boulot', 'repos quotidien de travail'],
    ['mon patron refuse', 'mon employeur refuse'],
    ["prolonger l'essai de mon commercial", "renouveler la periode d'essai de mon commercial"],
    ['le 1 mai est il ferie', 'le 1er mai est il ferie'],
    ['premier janvier', '1er janvier'],
    ['le 1er mai', 'le 1er mai (jour ferie)'],
    ['on bosse le 14 juillet ?', 'on travailler le 14 juillet (jour ferie) ?'],
    ['le lundi de pentecote est paye ?', 'le lundi de pentecote (jour ferie) est salaire ?'],
    ["l'employeur paie le pass navigo ?", "l'employeur paie l'abonnement de transport ?"],
    ['plus de 10 heures dans une journee', 'plus de 10 heures quotidien'],
    ['combien d heures par jour', "combien d'heures quotidien"],
    ['contrat interim duree max', 'contrat de travail temporaire duree maximale'],
    ["une mission d'interim", 'une mission de travail temporaire'],
    ['le 1er mai est il paye double', 'le 1er mai (jour ferie) est il salaire double'],
    ['je dois le payer ?', 'je dois le salaire ?'],
    ['les conges payes', 'les conges payes'],
    ['sa paye est en retard', 'sa paye est en retard'],
    ['la paye du mois', 'la paye du mois'],
    ['c koi le pmss', "c'est quoi le plafond mensuel de la securite sociale"],
    ['la rgdu en 2026', 'la reduction generale degressive unique en 2026'],
    ['ij maladie', 'indemnites journalieres maladie'],
    ['plafond secu 2026', 'plafond securite sociale 2026'],
    ['repos hebdo 24h ?', 'repos hebdomadaire 24 heures ?'],
    ['apres un licenciement eco', 'apres un licenciement economique'],
    ['jai embauche qqn', "j'ai embauche quelqu'un"],
    ['je fais env 90k de ca', 'je fais environ 90k de ca'],
    ['les regles du registre du personnel', 'les regles du registre unique du personnel'],
    ['quels papiers a la fin du cdd', 'quels documents a la fin du cdd'],
    ['l attestation pole emploi', "l'attestation france travail"],
    ["je veux arreter sa periode d'essai", "je veux rupture sa periode d'essai"],
    ['arreter le travail le dimanche', 'arreter le travail le dimanche'],
    ['jme verse plus rien', 'je me verse plus rien'],
    ['chuis president', 'je suis president'],
    ['slt, pdt de sasu, 3500 brut/mois', 'salut, president de sasu, 3500 brut par mois'],
    ['bjr, elle est a 24h/semaine', 'bonjour, elle est a 24 heures par semaine'],
    ['absent pdt 3 mois', 'absent pendant 3 mois'],
    ['une rc pro ca coute combien', 'une rc pro ca coute combien'],
    ['il me demande une avance au 15', 'il me demande un acompte au 15'],
    ['is a 15% jusqu a combien', "l'impot sur les societes a 15% jusqu a combien"],
    ['il doit rendre ses tickets resto ?', 'il doit rendre ses titres-restaurant ?'],
    ["c'est trop tard pour le sanctionner ?", 'delai pour le sanctionner ?'],
    ['son petit a de la fievre', 'son enfant est malade'],
    ['ma fille est malade', 'son enfant est malade'],
    ['son petit salaire', 'son petit salaire'],
    ['1ere embauche', 'premiere embauche'],
    ['un iphone et un macbook', 'un telephone et un ordinateur'],
    ['je me paie pas pendant 6 mois', 'je aucune remuneration pendant 6 mois'],
    ['je me verse rien', 'je aucune remuneration'],
    ['je me verse 3000 par mois', 'je me verse 3000 par mois'],
    ['conge maternite pour un 3eme enfant', 'conge maternite pour un troisieme enfant'],
    ['son 2e cdd', 'son deuxieme cdd'],
    ["il n'a pas besoin de faire son preavis", 'il dispense de preavis'],
    ['mettre mes gars au chomage technique', 'mettre mes gars au activite partielle (chomage partiel)'],
    ['partir sans effectuer son preavis', 'partir dispense de preavis'],
    ['le 1er mai', 'le 1er mai (jour ferie)'],
    ['mes dejeuners payes par la boite', 'mes repas salaire par la societe'],
    [
      'un avertissement reste combien de temps ?',
      'un avertissement (sanction disciplinaire) reste combien de temps ?',
    ],
    ['fin de cdd, faut attendre ?', 'fin de cdd, delai de carence ?'],
    ['inaptitude apres une maladie pro', 'inaptitude apres une maladie professionnelle'],
    ['la sasu peut me rembourser des ik ?', 'la sasu peut me rembourser des indemnites kilometriques ?'],
    ['ma voiture perso', 'ma voiture personnelle'],
    ["mettre fin a la periode d'essai", "rupture de la periode d'essai"],
    ['corriger une erreur sur ma fiche de paie', 'rectification une erreur sur ma bulletin de paie'],
    [
      'je rachete un fonds de commerce avec 3 salaries',
      "je rachete un fonds de commerce (changement de la situation juridique de l'employeur) avec 3 salaries",
    ],
    ['il tombe malade pendant ses conges', 'il malade pendant ses conges'],
    [
      'salariee enceinte, ses echographies',
      'salariee enceinte, ses examens medicaux obligatoires de grossesse',
    ],
    ['le csp est obligatoire ?', 'le contrat de securisation professionnelle est obligatoire ?'],
    [
      'ma salariee a mi temps fait des heures en plus',
      'ma salariee a mi temps fait des heures complementaires',
    ],
    ['mon salarie tombe malade pendant ses vacances', 'mon salarie malade pendant les conges payes'],
    [
      'je choisis les dates de vacances de mes salaries ?',
      'je choisis les dates de conges payes de mes salaries ?',
    ],
    ["salaire deductible de l'is ?", "salaire deductible de l'impot sur les societes ?"],
    ["imposable a l'ir", "imposable l'impot sur le revenu"],
    ['montant de la cfe', 'montant de la cotisation fonciere des entreprises'],
    ['avance sur salaire obligatoire ?', 'acompte obligatoire ?'],
    ['je risque quoi sans dpae', "je risque quoi sans declaration prealable a l'embauche (dpae)"],
    ['envoyer les bulletins par mail', 'envoyer les bulletins sous forme electronique'],
    ["il vient accompagne a l'entretien", "il vient assister a l'entretien"],
    ["changer les horaires d'un salarie", "modification horaires d'un salarie"],
    [
      'la participation est obligatoire ?',
      'la participation aux resultats (epargne salariale) est obligatoire ?',
    ],
    ['vous faites les declarations urssaf ?', 'vous faites la dsn ?'],
    ['declaration urssaf cesu', 'declaration urssaf cesu'],
    // Stop 42: everyday words for the law's notions, added to them.
    ["son chef l'humilie", "son chef l'humilie (harcelement moral)"],
    ['il lui hurle dessus', 'il lui hurle dessus (harcelement moral)'],
    ['des blagues salaces au bureau', 'des blagues salaces (harcelement sexuel) au bureau'],
    [
      'mon salarie ne vient plus depuis 10 jours',
      'mon salarie ne vient plus (abandon de poste) depuis 10 jours',
    ],
    ['il veut etre paye en liquide', 'il veut etre salaire en especes'],
    [
      'son arret maladie est bidon, je peux le faire controler ?',
      'son arret maladie est bidon (contre-visite medicale), je peux le faire controler (contre-visite medicale) ?',
    ],
    ["il fait 37 degres dans l'atelier", "il fait 37 degres (chaleur) dans l'atelier"],
    ['1h30 de route chez le client', 'temps de deplacement professionnel chez le client'],
    ["il s'est coupe avec un cutter", "il s'est coupe (accident du travail) avec un cutter"],
    ['combien de stagiaires ?', 'combien de stagiaires (stage) ?'],
    ['le papa prend son conge', 'le pere prend son conge'],
    ['il rentre chez lui en attendant de le licencier', 'il rentre chez lui mise a pied conservatoire'],
    [
      'les heures supplementaires sont majorees de combien',
      'les heures supplementaires sont majorees (contreparties) de combien',
    ],
    [
      'quel taux pour les heures supplementaires',
      'quel taux (contreparties) pour les heures supplementaires',
    ],
  ])('reads « %s » as « %s »', (typed, meant) => expect(read(typed)).toBe(meant));

  it.each([
    'la journee de solidarite',
    "reserver a l'avance",
    'comment rediger un avertissement a un salarie ?',
    "modele d'avertissement pour retard",
    'embaucher un etudiant pendant les vacances',
    'mon salarie a un job de vacances',
    'this is it',
    'il est en avance',
    'accompagner un jeune en insertion',
    'la participation aux resultats',
    "la participation de l'employeur a la mutuelle",
    'changer de formule',
    'le 11 mai et le 21 mai',
    'le 8 mars',
    '1 an et 5 mois',
    'une bosselure',
    'la boulangerie',
    'virer un salarie',
    'un salarie interimaire',
    "l'interim du directeur",
    'il repond plus vite que moi',
    'le 3 degres de parente',
    'la route est longue',
    'je peux licencier par mail ?',
    'envoyer sa demission par mail',
    'le taux de la csg',
    'le repos hebdomadaire',
    'heures complementaires majorees de combien',
  ])('leaves « %s » alone', (typed) => expect(read(typed)).toBe(normalise(typed)));
});

describe('short forms and glued elisions of a chat box (stop 43)', () => {
  const known = new Set(['essai', 'anciennete', 'idcc', 'ici', 'elles', 'elle', 'ans', 'eux']);
  const isKnown = (word: string) => known.has(word);
  it.each([
    ['faut une cb pr lessai ?', "faut une carte bancaire pour l'essai ?"],
    ['preavis dem vrp 18 mois danciennete', "preavis demission vrp 18 mois d'anciennete"],
    ['gerant majo sarl vs pouvez faire ma paie', 'gerant majoritaire sarl vous pouvez faire ma paie'],
    ['cest quoi lidcc des hcr', "c'est quoi l'idcc des hcr"],
    ['periode dessai', "periode d'essai"],
    ['jai 3 salaries', "j'ai 3 salaries"],
    ['indemnite cb pour 5 ans', 'indemnite combien pour 5 ans'],
    ['pas de reduction fillon sur mon bulletin', 'pas de reduction generale sur mon bulletin'],
    ['le calcul de la fillon', 'le calcul de la reduction generale'],
    ['module sur impots.gouv.fr', 'module sur impots'],
    ['mon taux de pas a change', 'mon taux de prelevement a la source a change'],
    ['le taux ne change pas', 'le taux ne change pas'],
    ['majorees a un taux pas inferieur a 10 %', 'majorees a un taux pas inferieur a 10 %'],
    ['la loi fillon sur les retraites', 'la loi fillon sur les retraites'],
    ['lessentielle c combien ttc', "l'essentielle c'est combien ttc"],
    ['une visite de linspection', "une visite de l'inspection"],
    // « lic » and « dem » (stop 48): the verb after a modal or a pronoun, the noun otherwise.
    ['je vais lic un salarie', 'je vais licencier un salarie'],
    ['je peux le lic pour faute', 'je peux le licencier pour faute'],
    ['je me fais lic', 'je me fais licencier'],
    ["on m'a lic hier", "on m'a licencie hier"],
    ['lic pour motif perso', 'licenciement pour motif perso'],
    ['avant le lic', 'avant le licenciement'],
    ['attaquer mon lic', 'attaquer mon licenciement'],
    ['je veux dem de mon cdi', 'je veux demissionner de mon cdi'],
    ['poser ma dem', 'poser ma demission'],
    ['embauche le 2 sept 2019', 'embauche le 2 septembre 2019'],
    ['depuis oct. 2024', 'depuis octobre 2024'],
    ['le 15 janv', 'le 15 janvier'],
  ])('reads « %s » as « %s »', (typed, read) =>
    expect(normaliseVisitorWords(foldQuestion(typed), isKnown)).toBe(read),
  );
  it.each([
    // A comparison's « vs », a word our texts hold, a word whose rest is no word of ours.
    ['salaire vs dividendes', 'salaire vs dividendes'],
    ['lettre de demande', 'lettre de demande'],
    ['le demenagement', 'le demenagement'],
    // A request (« je dem un acompte ») is no resignation, a licence (« une lic pro ») no dismissal.
    ['je dem un acompte', 'je dem un acompte'],
    ["sa dem d'augmentation", "sa dem d'augmentation"],
    ['frais de dem', 'frais de dem'],
    ['sept jours sur sept', 'sept jours sur sept'],
    ['une lic pro en alternance', 'une lic pro en alternance'],
    ['la lic iv du bar', 'la lic iv du bar'],
    // Real words a small vocabulary may not hold: never split.
    ['quelles dates dans deux mois', 'quelles dates dans deux mois'],
    ['quelle convention', 'quelle convention'],
  ])('leaves « %s » as « %s »', (typed, read) =>
    expect(normaliseVisitorWords(foldQuestion(typed), isKnown)).toBe(read),
  );
  it('splits a glued subject without a vocabulary too', () =>
    expect(normaliseVisitorWords(foldQuestion('periode dessai'))).toBe("periode d'essai"));
});
