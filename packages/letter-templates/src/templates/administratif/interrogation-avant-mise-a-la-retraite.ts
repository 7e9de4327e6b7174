import type { LetterTemplate } from '../../types.ts';
import { envoiField, envoiReceipt } from '../common-fields.ts';

/**
 * Before retiring an employee aged 67 to 69, the employer asks in writing, three months before the
 * birthday, whether the employee intends to leave; the employee has one month to answer (L1237-5,
 * D1237-2-1).
 */
export const interrogationAvantMiseALaRetraite: LetterTemplate = {
  slug: 'interrogation-avant-mise-a-la-retraite',
  nom: 'Interrogation du salarié avant une mise à la retraite',
  type: 'administratif',
  description:
    'Avant de mettre à la retraite un salarié de 67 à 69 ans, l’employeur lui demande par écrit, chaque année, s’il souhaite quitter l’entreprise pour bénéficier de sa pension de vieillesse.',
  author: 'employer',
  legalReferences: ['L1237-5', 'D1237-2-1', 'L1237-6', 'L1237-7', 'L1237-8'],
  delivery: '{{envoi}}',
  guidance: [
    'L’employeur ne peut mettre un salarié à la retraite sans son accord qu’à partir de 70 ans. Entre l’âge du taux plein automatique, 67 ans (article L. 351-8 du Code de la sécurité sociale), et 69 ans, il doit d’abord l’interroger par écrit sur son intention de partir (article L. 1237-5 du Code du travail).',
    'L’interrogation a lieu trois mois avant l’anniversaire du salarié, qui dispose d’un mois pour répondre (article D. 1237-2-1). Sans interrogation dans ce délai, ou si le salarié refuse, la mise à la retraite est impossible pendant l’année qui suit son anniversaire.',
    'Sans réponse du salarié dans le mois, ne considérez pas qu’il accepte : ne procédez à la mise à la retraite qu’avec un accord écrit.',
    'La même procédure peut être reprise chaque année jusqu’au 69e anniversaire du salarié. À 70 ans, son accord n’est plus nécessaire.',
    'Une mise à la retraite hors de ces conditions est un licenciement (article L. 1237-8) ; fondée sur le seul âge, elle expose à une nullité pour discrimination.',
  ],
  fields: [
    envoiField(),
    {
      name: 'age',
      kind: 'select',
      label: 'Âge que le salarié va atteindre',
      required: true,
      options: [
        { value: '67', label: '67 ans', text: 'soixante-sept ans' },
        { value: '68', label: '68 ans', text: 'soixante-huit ans' },
        { value: '69', label: '69 ans', text: 'soixante-neuf ans' },
      ],
    },
    {
      name: 'dateAnniversaire',
      kind: 'date',
      label: 'Date de cet anniversaire',
      required: true,
      help: 'La lettre doit partir trois mois avant cette date (article D. 1237-2-1 du Code du travail).',
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateAnniversaire',
      relation: 'after',
      other: 'dateLettre',
      message: 'La lettre interroge le salarié avant son anniversaire : cette date suit celle de la lettre',
    },
  ],
  subject: 'Votre intention de partir à la retraite',
  salutation: '{{salarieCivilite}},',
  body: [
    { text: 'Vous atteindrez l’âge de {{age}} le {{dateAnniversaire}}.' },
    {
      text: 'En application de l’article L. 1237-5 du Code du travail, nous vous interrogeons sur votre intention de quitter volontairement l’entreprise pour bénéficier d’une pension de vieillesse.',
    },
    {
      text: 'Nous vous remercions de nous faire connaître votre réponse par écrit dans un délai d’un mois à compter de la réception de cette lettre (article D. 1237-2-1 du Code du travail).',
    },
    {
      text: 'Si vous acceptez, nous pourrons procéder à votre mise à la retraite, avec le préavis et l’indemnité de mise à la retraite prévus par les articles L. 1237-6 et L. 1237-7 du Code du travail. Si vous souhaitez poursuivre votre activité, votre refus fera obstacle à votre mise à la retraite pendant l’année qui suivra votre anniversaire.',
    },
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
  countersignature: envoiReceipt,
};
