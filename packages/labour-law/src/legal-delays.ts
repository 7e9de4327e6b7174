import { type FigureRule, figureRule } from './legal-rule.ts';

/**
 * Délais of the Code du travail a question asks as such: a conventional termination's withdrawal and
 * approval, the final settlement's challenge, an abandoned post's formal notice, the return-to-work and
 * hiring medical visits. Each is the law's own figure, with its article.
 */

export type LegalDelayId =
  | 'conventional-termination-withdrawal'
  | 'conventional-termination-approval'
  | 'final-settlement-challenge'
  | 'abandonment-notice'
  | 'return-to-work-visit'
  | 'hiring-visit'
  | 'dismissal-challenge'
  | 'employment-claim'
  | 'hiring-declaration';

/** A délai: its label (« délai de rétractation d’une rupture conventionnelle ») and figure (« 15 jours calendaires »). */
export type LegalDelay = FigureRule<LegalDelayId>;

const delay = figureRule<LegalDelayId>;

export const LEGAL_DELAYS: readonly LegalDelay[] = [
  delay(
    'conventional-termination-withdrawal',
    'délai de rétractation d’une rupture conventionnelle',
    '15 jours calendaires',
    ['L1237-13'],
    'À compter de la signature de la convention par les deux parties, chacune dispose de 15 jours calendaires pour se rétracter, ' +
      'par une lettre dont la date de réception est certaine.',
  ),
  delay(
    'conventional-termination-approval',
    'délai d’homologation par l’administration',
    '15 jours ouvrables',
    ['L1237-14', 'L1237-13'],
    'Après le délai de rétractation, la demande d’homologation est envoyée à la DREETS, qui a 15 jours ouvrables à compter de sa ' +
      'réception pour se prononcer ; son silence vaut homologation. Le contrat ne peut être rompu avant le lendemain de l’homologation.',
  ),
  delay(
    'final-settlement-challenge',
    'délai pour dénoncer le reçu pour solde de tout compte',
    '6 mois',
    ['L1234-20'],
    'Le reçu pour solde de tout compte signé peut être dénoncé dans les 6 mois qui suivent sa signature ; au-delà, il libère ' +
      'l’employeur pour les sommes qui y sont mentionnées (non signé, ou pour les sommes qu’il ne mentionne pas, les délais de ' +
      'prescription ordinaires s’appliquent).',
  ),
  delay(
    'abandonment-notice',
    'délai minimal laissé par la mise en demeure d’un salarié qui abandonne son poste',
    '15 jours',
    ['L1237-1-1', 'R1237-13'],
    'L’employeur met le salarié en demeure, par lettre recommandée ou remise en main propre contre décharge, de justifier son ' +
      'absence et de reprendre son poste dans le délai qu’il fixe, au moins 15 jours à compter de la présentation de la lettre ; ' +
      'sans reprise ni motif légitime (raisons médicales, droit de retrait, grève…), le salarié est présumé démissionnaire à ' +
      'l’expiration de ce délai. La lettre doit l’informer de cette conséquence (Conseil d’État, 18 décembre 2024, n° 473640).',
  ),
  delay(
    'return-to-work-visit',
    'délai de l’examen de reprise par le médecin du travail',
    '8 jours',
    ['R4624-31'],
    'Un examen de reprise est obligatoire après un congé de maternité, une maladie professionnelle, au moins 30 jours d’arrêt ' +
      'pour accident du travail ou au moins 60 jours pour maladie ou accident non professionnel ; l’employeur saisit le service ' +
      'de prévention et de santé au travail, qui l’organise le jour de la reprise et au plus tard dans les 8 jours qui suivent.',
  ),
  delay(
    'hiring-visit',
    'délai de la visite d’information et de prévention après l’embauche',
    '3 mois',
    ['R4624-10'],
    'Tout salarié bénéficie d’une visite d’information et de prévention dans les 3 mois qui suivent sa prise de poste (avant ' +
      'l’affectation pour un travailleur de nuit ou un jeune de moins de 18 ans, et un examen d’aptitude avant l’embauche pour un ' +
      'poste à risque).',
  ),
  delay(
    'dismissal-challenge',
    'délai pour contester un licenciement ou une autre rupture du contrat devant le conseil de prud’hommes',
    '12 mois',
    ['L1471-1'],
    'Une action portant sur la rupture du contrat de travail (contester un licenciement, par exemple) se prescrit par 12 mois ' +
      'à compter de la notification de la rupture ; une action sur l’exécution du contrat, par 2 ans à compter du jour où les faits ' +
      'sont connus. Ces délais ne s’appliquent pas aux salaires (3 ans), à la discrimination et au harcèlement, ni à un dommage ' +
      'corporel, et des délais plus courts existent (reçu pour solde de tout compte signé : 6 mois).',
  ),
  delay(
    'employment-claim',
    'délai pour agir sur l’exécution du contrat de travail',
    '2 ans',
    ['L1471-1'],
    'Une action portant sur l’exécution du contrat de travail se prescrit par 2 ans à compter du jour où celui qui l’exerce a ' +
      'connu ou aurait dû connaître les faits lui permettant d’exercer son droit (3 ans pour un salaire impayé, 12 mois pour ' +
      'contester la rupture du contrat).',
  ),
  delay(
    'hiring-declaration',
    'délai de la déclaration préalable à l’embauche (DPAE)',
    'avant l’embauche, au plus tôt 8 jours avant',
    ['R1221-4', 'L1221-10', 'L1221-11'],
    'L’employeur déclare chaque salarié à l’Urssaf (ou à la MSA) avant l’embauche, c’est-à-dire avant de le faire travailler, et au plus tôt dans les 8 jours qui ' +
      'précèdent la date prévue de l’embauche, en général en ligne (net-entreprises.fr ou urssaf.fr). Faute de déclaration, ' +
      'l’employeur encourt une pénalité de 300 fois le taux horaire du minimum garanti, sans compter les sanctions du travail dissimulé ; une ' +
      'déclaration oubliée est à faire sans attendre.',
  ),
];
