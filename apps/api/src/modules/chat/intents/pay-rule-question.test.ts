import { PAY_RULES } from '@dirigeo/labour-law';
import { describe, expect, it } from 'vitest';
import { foldQuestion, normaliseVisitorWords } from '../../search/visitor-words.ts';
import { answerPayRule } from './answer-pay-rule.ts';
import { readPayRuleQuestion } from './pay-rule-question.ts';
import { recogniseIntent } from './recognise-intent.ts';

const read = (question: string) => readPayRuleQuestion(normaliseVisitorWords(foldQuestion(question)))?.rules;

describe('the payment of wages’ rules asked as such (stop 45)', () => {
  it.each([
    [
      'un ancien salarie me reclame des heures sup soit disant jamais payees, ca date de plusieurs annees. il peut remonter jusqu a quand en arriere ?',
      'wage-claim-prescription',
    ],
    ['salaires impayes jusqu a quand on peut les reclamer aux prudhommes', 'wage-claim-prescription'],
    [
      'on passe aux bulletins de paie dematerialises avec un coffre fort en ligne. je dois garantir que mes salaries y ont acces pendant combien de temps ?',
      'electronic-payslip-availability',
    ],
    ['combien de temps je dois garder les fiches de paie de mes salaries', 'payslip-copy'],
    [
      'j ai avancé 1200 € en liquide a un salarié pour reparer sa voiture. je peux tout lui reprendre d un coup sur la paie du mois prochain ?',
      'cash-advance-deduction',
    ],
    [
      'mon livreur a pris 2 amendes pour exces de vitesse avec le camion de la boite. je peux lui retenir les PV sur son salaire ?',
      'fines-forbidden',
    ],
    ['je peux retenir 50 € sur la paie d un salarie qui a casse la machine a cafe ?', 'fines-forbidden'],
    [
      'c est obligatoire de payer les salaires le dernier jour du mois ? moi ca m arrangerait de payer le 5 du mois d apres',
      'payment-frequency',
    ],
    ['un salarie me demande une avance au 15 du mois, je suis oblige ?', 'fortnight-advance'],
    ['Un de mes ouvriers voudrait être payé en liquide, c’est autorisé ?', 'payment-means'],
  ])('reads « %s » as %s', (question, rule) => expect(read(question)?.[0]).toBe(rule));

  it.each([
    'j ai recu une saisie sur salaire pour un de mes ouvriers, je retiens combien ?',
    'un salarié a fait 2 jours d absence injustifiee, je retire combien sur sa fiche de paie ?',
    'quand payer les cotisations urssaf du mois ?',
    'c’est quoi le net imposable sur la fiche de paie ?',
    'mes serveurs disent que leurs tickets resto passent pas le dimanche',
    'on peut payer par virement ou cheque',
    'est ce que je dois payer mes salaries le 1 mai meme si ils travaillent pas',
    'amende pour retard de declaration du prelevement a la source sur les salaires ?',
    'comment rembourser sur la paie les frais avances par mon salarie ?',
    'acompte d’impot sur les societes, combien dois-je verser ?',
    'mon client me demande un acompte sur facture, montant max ?',
    'je dois payer mon loyer le 5 du mois, c’est la loi ?',
    'je peux payer ma salariee en cheque emploi service ?',
    'un salarie a recu un virement par erreur, je peux le recuperer ?',
    'est-ce qu’on peut payer l’abonnement par virement, mon comptable préfère ?',
    'il a 3 ans d’ancienneté et 2 200 € brut, quelle indemnité de licenciement ?',
    'elle touchait 2 500 € brut tous les mois, je dois lui maintenir son salaire ?',
    'CDD qui se termine fin du mois, la prime de fin de contrat je la paie quand ?',
  ])('leaves « %s » to others', (question) => expect(read(question)).toBeUndefined());

  it('is recognised before the retrieval, and an apprentice’s broken tablet is no question of pay', () => {
    expect(
      recogniseIntent(
        'mon apprenti a cassé la tablette de la boutique, j ai le droit de lui retenir 150 euros sur sa paie comme sanction ?',
      ),
    ).toEqual({ kind: 'pay-rule', rules: ['fines-forbidden'], articleAsked: false });
    expect(
      recogniseIntent(
        'un ancien salarie me reclame des heures sup jamais payees. il peut remonter jusqu a quand en arriere ?',
      ).kind,
    ).toBe('pay-rule');
  });

  it('answers with the package’s figure, the ministry’s sheet first, then the article', () => {
    const html = answerPayRule(['wage-claim-prescription']);
    const rule = PAY_RULES.find((item) => item.id === 'wage-claim-prescription');
    expect(html).toContain(`<strong>${rule?.figure}</strong>`);
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(links.slice(0, 2)).toEqual([
      '/outils/fiche/le-salaire-fixation-et-paiement',
      '/code-du-travail/article/L3245-1',
    ]);
    expect(answerPayRule(['fines-forbidden'])).toContain('href="/outils/fiche/la-sanction-disciplinaire"');
    expect(answerPayRule([])).toBe('');
    // « c'est quel article ? »: the article first.
    expect(answerPayRule(['payslip-copy'], true).match(/href="([^"]+)"/)?.[1]).toBe(
      '/code-du-travail/article/L3243-4',
    );
    expect(
      readPayRuleQuestion(
        normaliseVisitorWords(
          foldQuestion(
            'combien de temps la société doit garder un double des bulletins de paie ? c’est quel article ?',
          ),
        ),
      ),
    ).toEqual({ rules: ['payslip-copy'], articleAsked: true });
  });
});

describe('the payment of wages asked in few words (stop 45)', () => {
  it.each([
    ['prescription des salaires ?', 'wage-claim-prescription'],
    ['quand doit-on payer les salaires ?', 'payment-frequency'],
    ['paiement du salaire en espèces plafond ?', 'payment-means'],
  ])('reads « %s » as %s', (question, rule) => expect(read(question)?.[0]).toBe(rule));
  it.each(['cheques cadeaux de noel pour mes salaries, exoneres jusqu a quel montant ?'])(
    'leaves « %s » to others',
    (question) => expect(read(question)).toBeUndefined(),
  );
});
