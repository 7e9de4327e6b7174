import type { LetterTemplate } from '../../types.ts';
import {
  convocationBeforeInterviewCheck,
  coverPortabilityBlock,
  dateConvocationField,
  dateEntretienField,
  dismissalAfterInterviewCheck,
  interviewHeldBlocks,
  motivesPrecisionBlock,
  presenceEntretienField,
} from '../common-fields.ts';

export const licenciementFauteGrave: LetterTemplate = {
  slug: 'licenciement-faute-grave',
  nom: 'Notification de licenciement pour faute grave',
  type: 'licenciement',
  description:
    'La lettre qui prononce un licenciement pour une faute d’une gravité telle qu’elle rend impossible le maintien du salarié dans l’entreprise : la rupture est immédiate, sans préavis ni indemnité de licenciement.',
  author: 'employer',
  legalReferences: [
    'L1232-6',
    'R1232-13',
    'L1235-2',
    'L1332-2',
    'L1332-3',
    'L1332-4',
    'L1234-1',
    'L1234-5',
    'L1234-9',
    'L3141-28',
    'L1234-19',
    'L1234-20',
    'R1234-9',
  ],
  delivery: 'Lettre recommandée avec avis de réception',
  guidance: [
    'La faute grave est celle qui rend impossible le maintien du salarié dans l’entreprise, même pendant le préavis. C’est à l’employeur de la prouver : rassemblez les pièces (témoignages écrits, courriels, constats) avant d’envoyer la lettre.',
    'Délais : convocation dans les deux mois suivant la connaissance des faits (article L. 1332-4), en pratique le plus vite possible pour une faute grave ; lettre envoyée au plus tôt deux jours ouvrables et au plus tard un mois après la date prévue de l’entretien (articles L. 1232-6 et L. 1332-2).',
    'La faute grave prive le salarié du préavis et de l’indemnité compensatrice de préavis (articles L. 1234-1 et L. 1234-5) et de l’indemnité de licenciement (article L. 1234-9). L’indemnité compensatrice des congés payés non pris reste due (article L. 3141-28).',
    'Si vous avez prononcé une mise à pied conservatoire (article L. 1332-3), la période correspondante n’est pas payée lorsque la faute grave est retenue ; si le juge écarte la faute grave, elle devra l’être.',
    'Les faits écrits fixent les limites du litige (article L. 1235-2) : décrivez-les précisément, avec leurs dates.',
  ],
  fields: [
    dateEntretienField,
    presenceEntretienField,
    dateConvocationField,
    {
      name: 'faits',
      kind: 'textarea',
      label: 'Faits reprochés',
      required: true,
      maxLength: 6000,
      help: 'Les faits précis et datés, tels que vous les avez exposés lors de l’entretien, et leurs conséquences pour l’entreprise.',
      placeholder:
        'Le 2 novembre 2026, vers 10 heures, vous avez insulté et menacé M. Durand, chef d’atelier, devant plusieurs collègues…',
    },
    {
      name: 'miseAPied',
      kind: 'select',
      label: 'Une mise à pied conservatoire a-t-elle été prononcée ?',
      required: true,
      options: [
        { value: 'oui', label: 'Oui' },
        { value: 'non', label: 'Non' },
      ],
    },
    {
      name: 'dateMiseAPied',
      kind: 'date',
      label: 'Début de la mise à pied conservatoire',
      required: false,
      requiredWhen: { field: 'miseAPied', equals: 'oui' },
    },
  ],
  checks: [
    dismissalAfterInterviewCheck,
    convocationBeforeInterviewCheck,
    {
      kind: 'date',
      field: 'dateMiseAPied',
      relation: 'before',
      other: 'dateLettre',
      message: 'La mise à pied conservatoire a commencé avant la lettre de licenciement',
      when: { field: 'miseAPied', equals: 'oui' },
    },
  ],
  subject: 'Notification de votre licenciement pour faute grave',
  salutation: '{{salarieCivilite}},',
  body: [
    ...interviewHeldBlocks,
    {
      text: 'Nous vous informons que nous avons décidé de vous licencier pour faute grave, en raison des faits suivants :\n{{faits}}',
    },
    {
      text: 'Ces faits rendent impossible votre maintien dans l’entreprise, y compris pendant la durée d’un préavis.',
    },
    {
      text: 'Votre licenciement prend donc effet immédiatement, à la date d’envoi de cette lettre, sans préavis ni indemnité de licenciement.',
    },
    {
      text: 'Nous vous rappelons que vous faites l’objet d’une mise à pied à titre conservatoire depuis le {{dateMiseAPied}}. La période non travaillée depuis cette date, nécessaire à la procédure, ne vous sera pas rémunérée.',
      when: { field: 'miseAPied', equals: 'oui' },
    },
    {
      text: 'Nous tenons à votre disposition votre certificat de travail, l’attestation destinée à France Travail et votre reçu pour solde de tout compte, qui comprendra les salaires qui vous restent dus et l’indemnité compensatrice des congés payés acquis et non pris.',
    },
    coverPortabilityBlock,
    motivesPrecisionBlock,
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
};
