import type { LetterTemplate } from '../../types.ts';
import {
  convocationBeforeInterviewCheck,
  dateConvocationField,
  dateEntretienField,
  handDeliveryReceipt,
  interviewHeldBlocks,
  presenceEntretienField,
  remiseField,
} from '../common-fields.ts';
import { articleReglementField, reglementBlock } from './sanction-fields.ts';

export const miseAPiedDisciplinaire: LetterTemplate = {
  slug: 'mise-a-pied-disciplinaire',
  nom: 'Notification d’une mise à pied disciplinaire',
  type: 'disciplinaire',
  description:
    'La sanction qui suspend le contrat de travail, sans salaire, pendant quelques jours, notifiée après l’entretien préalable.',
  author: 'employer',
  legalReferences: [
    'L1331-1',
    'L1332-1',
    'L1332-2',
    'L1332-4',
    'R1332-2',
    'R1332-3',
    'L1311-2',
    'L1321-1',
    'L1333-2',
  ],
  delivery: '{{remise}}',
  guidance: [
    'Notifiez la sanction au plus tôt deux jours ouvrables et au plus tard un mois après le jour fixé pour l’entretien préalable (article L. 1332-2), par lettre recommandée ou remise contre récépissé (article R. 1332-2). Le délai d’un mois expire le jour du mois suivant portant le même quantième ; s’il tombe un samedi, un dimanche ou un jour férié, il est reporté au premier jour ouvrable suivant (article R. 1332-3).',
    'Dans une entreprise d’au moins cinquante salariés, la mise à pied n’est valable que si le règlement intérieur la prévoit et en fixe la durée maximale (articles L. 1311-2 et L. 1321-1) ; sans règlement intérieur alors qu’il est obligatoire, aucune sanction autre que le licenciement ne peut être prononcée.',
    'La durée doit être proportionnée à la faute : le conseil de prud’hommes peut annuler une sanction injustifiée ou disproportionnée (article L. 1333-2).',
    'Les jours de mise à pied ne sont pas payés : c’est l’effet de la sanction, pas une amende. Fixez des dates précises, qui commencent après la notification.',
  ],
  fields: [
    remiseField,
    dateEntretienField,
    presenceEntretienField,
    dateConvocationField,
    {
      name: 'faits',
      kind: 'textarea',
      label: 'Faits reprochés',
      required: true,
      maxLength: 4000,
      help: 'Les faits précis et datés exposés lors de l’entretien.',
    },
    {
      name: 'duree',
      kind: 'number',
      label: 'Durée de la mise à pied',
      required: true,
      min: 1,
      max: 30,
      unit: 'jours',
      help: 'Dans la limite fixée par le règlement intérieur.',
    },
    {
      name: 'dateDebut',
      kind: 'date',
      label: 'Premier jour de mise à pied',
      required: true,
    },
    {
      name: 'dateFin',
      kind: 'date',
      label: 'Dernier jour de mise à pied',
      required: true,
    },
    {
      name: 'dateReprise',
      kind: 'date',
      label: 'Date de reprise du travail',
      required: true,
    },
    articleReglementField,
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateEntretien',
      relation: 'before',
      other: 'dateLettre',
      message:
        'La sanction est notifiée après l’entretien : la date de l’entretien précède celle de la lettre',
    },
    convocationBeforeInterviewCheck,
    {
      kind: 'date',
      field: 'dateDebut',
      relation: 'after',
      other: 'dateLettre',
      message: 'La mise à pied commence après sa notification : son premier jour suit la date de la lettre',
    },
    {
      kind: 'date',
      field: 'dateFin',
      relation: 'notBefore',
      other: 'dateDebut',
      message: 'Le dernier jour de mise à pied ne peut pas précéder le premier',
    },
    {
      kind: 'daysInPeriod',
      field: 'duree',
      start: 'dateDebut',
      end: 'dateFin',
      count: 'calendar',
      message: 'La durée dépasse les jours compris entre le premier et le dernier jour de mise à pied',
    },
    {
      kind: 'date',
      field: 'dateReprise',
      relation: 'after',
      other: 'dateFin',
      message: 'Le travail reprend après le dernier jour de mise à pied',
    },
  ],
  subject: 'Notification d’une mise à pied disciplinaire',
  salutation: '{{salarieCivilite}},',
  body: [
    ...interviewHeldBlocks,
    {
      text: 'Nous vous reprochons les faits suivants :\n{{faits}}',
    },
    {
      text: 'Ces faits constituent un manquement à vos obligations professionnelles qui justifie une sanction.',
    },
    {
      text: 'Nous vous notifions en conséquence une mise à pied disciplinaire d’une durée de {{duree}}, du {{dateDebut}} au {{dateFin}} inclus.',
    },
    reglementBlock,
    {
      text: 'Pendant cette période, votre contrat de travail est suspendu : vous ne devrez pas vous présenter à votre poste et votre salaire ne vous sera pas versé pour ces jours. Vous reprendrez votre travail le {{dateReprise}}.',
    },
    {
      text: 'Nous vous demandons de veiller à ce que de tels faits ne se reproduisent pas. À défaut, nous pourrions être amenés à prendre une sanction plus sévère.',
    },
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
  countersignature: handDeliveryReceipt,
};
