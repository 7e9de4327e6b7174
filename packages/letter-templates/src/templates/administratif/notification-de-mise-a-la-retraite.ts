import type { LetterTemplate } from '../../types.ts';
import { envoiField, envoiReceipt } from '../common-fields.ts';

/**
 * The employer retires an employee of 70 or more, or one of 67 to 69 who agreed in writing
 * (L1237-5), with the notice of L1237-6 and the indemnity of L1237-7; otherwise it is a dismissal
 * (L1237-8).
 */
export const notificationDeMiseALaRetraite: LetterTemplate = {
  slug: 'notification-de-mise-a-la-retraite',
  nom: 'Notification de mise à la retraite',
  type: 'administratif',
  description:
    'L’employeur notifie sa décision de mettre à la retraite un salarié de 70 ans ou plus, ou un salarié de 67 à 69 ans qui a accepté par écrit de partir.',
  author: 'employer',
  legalReferences: ['L1237-5', 'L1237-6', 'L1237-7', 'L1237-8', 'L1234-1'],
  delivery: '{{envoi}}',
  guidance: [
    'Deux cas seulement : le salarié a 70 ans ou plus, et son accord n’est pas nécessaire ; ou il a de 67 à 69 ans et a accepté par écrit de partir, en réponse à l’interrogation prévue par l’article L. 1237-5 du Code du travail (voir le modèle « Interrogation du salarié avant une mise à la retraite »).',
    'Hors de ces conditions, la rupture est un licenciement (article L. 1237-8) ; fondée sur le seul âge, elle expose à une nullité pour discrimination.',
    'Le préavis est celui du licenciement (articles L. 1237-6 et L. 1234-1) : un mois pour une ancienneté de six mois à moins de deux ans, deux mois au-delà, sauf durée plus favorable prévue par la convention collective, le contrat ou l’usage.',
    'L’indemnité de mise à la retraite est au moins égale à l’indemnité légale de licenciement (article L. 1237-7) ; la convention collective peut prévoir une indemnité plus élevée. Sur sa part exonérée de cotisations, l’employeur doit la contribution de l’article L. 137-12 du Code de la sécurité sociale (40 % en 2026).',
    'La loi n’impose pas d’entretien préalable, sauf convention collective contraire ; la mise à la retraite d’un salarié protégé suit la procédure qui protège son mandat (entretien préalable, consultation du CSE le cas échéant) et requiert l’autorisation de l’inspecteur du travail.',
  ],
  fields: [
    envoiField(),
    {
      name: 'situation',
      kind: 'select',
      label: 'Situation du salarié',
      required: true,
      options: [
        { value: 'accord', label: 'De 67 à 69 ans, a accepté par écrit de partir' },
        { value: 'soixante-dix-ans', label: '70 ans ou plus' },
      ],
    },
    {
      name: 'dateAccord',
      kind: 'date',
      label: 'Date de la réponse écrite du salarié',
      required: false,
      requiredWhen: { field: 'situation', equals: 'accord' },
      help: 'Pour un salarié de 67 à 69 ans : la date de la lettre par laquelle il a accepté de partir.',
    },
    {
      name: 'preavis',
      kind: 'select',
      label: 'Durée du préavis',
      required: true,
      options: [
        { value: 'un-mois', label: '1 mois (ancienneté de 6 mois à moins de 2 ans)', text: 'd’un mois' },
        { value: 'deux-mois', label: '2 mois (ancienneté d’au moins 2 ans)', text: 'de deux mois' },
        {
          value: 'conventionnel',
          label: 'Durée plus favorable (convention collective, contrat, usage)',
          text: 'dont la durée est fixée par la convention collective applicable',
        },
      ],
    },
    {
      name: 'dateFin',
      kind: 'date',
      label: 'Date de fin du contrat',
      required: true,
      help: 'Le dernier jour du préavis.',
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateAccord',
      relation: 'notAfter',
      other: 'dateLettre',
      message:
        'La réponse du salarié précède la notification : sa date ne peut pas suivre celle de la lettre',
      when: { field: 'situation', equals: 'accord' },
    },
    {
      kind: 'date',
      field: 'dateFin',
      relation: 'after',
      other: 'dateLettre',
      message: 'Le préavis suit la notification : la fin du contrat suit la date de la lettre',
    },
  ],
  subject: 'Notification de votre mise à la retraite',
  salutation: '{{salarieCivilite}},',
  body: [
    {
      text: 'Nous vous informons de notre décision de vous mettre à la retraite, en application de l’article L. 1237-5 du Code du travail.',
    },
    {
      text: 'En réponse à notre lettre vous interrogeant sur votre intention de quitter l’entreprise pour bénéficier d’une pension de vieillesse, vous nous avez fait part par écrit, le {{dateAccord}}, de votre accord pour partir à la retraite.',
      when: { field: 'situation', equals: 'accord' },
    },
    {
      text: 'Vous avez atteint l’âge de soixante-dix ans : à partir de cet âge, la mise à la retraite ne requiert plus votre accord.',
      when: { field: 'situation', equals: 'soixante-dix-ans' },
    },
    {
      text: 'Conformément à l’article L. 1237-6 du Code du travail, vous effectuerez un préavis {{preavis}}. Votre contrat de travail prendra fin le {{dateFin}}.',
    },
    {
      text: 'Vous percevrez alors l’indemnité de mise à la retraite prévue par l’article L. 1237-7 du Code du travail, au moins égale à l’indemnité légale de licenciement, ou l’indemnité prévue par la convention collective si elle est plus favorable.',
    },
    {
      text: 'Votre certificat de travail, votre attestation destinée à France Travail et votre solde de tout compte vous seront remis à la fin de votre contrat.',
    },
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
  countersignature: envoiReceipt,
};
