import type { LetterCondition, LetterTemplate } from '../../types.ts';
import {
  dateEntretienField,
  handDeliveryReceipt,
  heureEntretienField,
  lieuEntretienField,
  remiseField,
} from '../common-fields.ts';

const dismissalWithRepresentatives: LetterCondition = { field: 'procedure', equals: 'licenciement-avec-cse' };
const dismissalWithoutRepresentatives: LetterCondition = {
  field: 'procedure',
  equals: 'licenciement-sans-cse',
};
const otherSanction: LetterCondition = { field: 'procedure', equals: 'sanction' };
const dismissal: LetterCondition = {
  field: 'procedure',
  oneOf: ['licenciement-avec-cse', 'licenciement-sans-cse'],
};

export const miseAPiedConservatoire: LetterTemplate = {
  slug: 'mise-a-pied-conservatoire',
  nom: 'Mise à pied conservatoire et convocation à un entretien préalable',
  type: 'disciplinaire',
  description:
    'Écarter immédiatement de l’entreprise un salarié dont la faute paraît grave, le temps de la procédure disciplinaire, et le convoquer dans la même lettre à l’entretien préalable.',
  author: 'employer',
  legalReferences: ['L1332-2', 'L1332-3', 'L1332-4', 'L1232-2', 'L1232-4', 'R1232-1', 'D1232-5', 'R1332-1'],
  delivery: '{{remise}}',
  guidance: [
    'La mise à pied conservatoire n’est pas une sanction : elle suspend le contrat le temps de la procédure (article L. 1332-3). Engagez la procédure sans délai, dans la même lettre ou dans les jours qui suivent : un délai injustifié peut faire requalifier la mesure en mise à pied disciplinaire, et les mêmes faits ne pourraient plus être sanctionnés une seconde fois.',
    'Si un licenciement est envisagé, l’entretien ne peut avoir lieu moins de cinq jours ouvrables après la présentation de la lettre (article L. 1232-2) ; sans représentants du personnel, indiquez les adresses où la liste des conseillers du salarié est consultable (articles L. 1232-4 et D. 1232-5).',
    'La période de mise à pied n’est pas payée si une faute grave est finalement retenue ; elle doit l’être dans le cas contraire (licenciement pour faute simple, sanction moindre ou aucune sanction).',
    'Si la mise à pied a d’abord été annoncée oralement, cette lettre la confirme : indiquez la date à laquelle elle a pris effet.',
    'Pour un salarié protégé (délégué syndical, élu du CSE…), la mise à pied et le licenciement obéissent à des règles propres : délais de consultation et de demande d’autorisation, licenciement soumis à l’autorisation de l’inspecteur du travail (articles L. 2421-1 et R. 2421-14).',
  ],
  fields: [
    remiseField,
    {
      name: 'dateEffet',
      kind: 'date',
      label: 'Date d’effet de la mise à pied',
      required: true,
      help: 'Le jour de la remise de la lettre, ou celui où la mise à pied a été annoncée oralement.',
    },
    {
      name: 'faits',
      kind: 'textarea',
      label: 'Faits en cause (facultatif)',
      required: false,
      maxLength: 3000,
      help: 'Les motifs seront exposés à l’entretien ; les indiquer brièvement ici n’est pas obligatoire.',
    },
    {
      name: 'procedure',
      kind: 'select',
      label: 'Mesure envisagée',
      required: true,
      options: [
        {
          value: 'licenciement-avec-cse',
          label: 'Un licenciement, dans une entreprise qui a des représentants du personnel',
        },
        {
          value: 'licenciement-sans-cse',
          label: 'Un licenciement, dans une entreprise sans représentants du personnel',
        },
        { value: 'sanction', label: 'Une sanction autre que le licenciement' },
      ],
    },
    dateEntretienField,
    heureEntretienField,
    lieuEntretienField,
    {
      name: 'adresseInspection',
      kind: 'text',
      label: 'Adresse de l’inspection du travail',
      required: false,
      requiredWhen: dismissalWithoutRepresentatives,
      maxLength: 250,
      help: 'L’unité de contrôle de l’inspection du travail dont dépend l’établissement : son adresse figure sur le site de la DREETS de votre région.',
      placeholder: 'Unité de contrôle de Lyon, 10 rue de l’Exemple, 69003 Lyon',
    },
    {
      name: 'adresseMairie',
      kind: 'text',
      label: 'Adresse de la mairie',
      required: false,
      requiredWhen: dismissalWithoutRepresentatives,
      maxLength: 250,
      help: 'La mairie du domicile du salarié s’il habite le département de l’établissement, sinon celle de l’établissement.',
      placeholder: 'Mairie du 7e arrondissement, 1 place de l’Exemple, 69007 Lyon',
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateEntretien',
      relation: 'after',
      other: 'dateLettre',
      message: 'L’entretien suit la convocation : sa date suit celle de la lettre',
      when: { field: 'procedure', equals: 'sanction' },
    },
    {
      kind: 'workingDaysAfter',
      field: 'dateEntretien',
      other: 'dateLettre',
      days: 5,
      message:
        'Si un licenciement est envisagé, l’entretien a lieu au moins cinq jours ouvrables après la présentation de la lettre, ce jour-là non compté (articles L. 1232-2 et R. 1231-1)',
      when: { field: 'procedure', oneOf: ['licenciement-avec-cse', 'licenciement-sans-cse'] },
    },
    {
      kind: 'date',
      field: 'dateEntretien',
      relation: 'after',
      other: 'dateEffet',
      message: 'L’entretien a lieu pendant la mise à pied : sa date suit la date d’effet',
    },
  ],
  subject: 'Mise à pied conservatoire et convocation à un entretien préalable',
  salutation: '{{salarieCivilite}},',
  body: [
    {
      text: 'En raison de la gravité des faits qui vous sont reprochés, nous vous notifions votre mise à pied à titre conservatoire, avec effet immédiat à compter du {{dateEffet}}, dans l’attente de la décision que nous prendrons à l’issue de la procédure disciplinaire engagée à votre encontre.',
    },
    {
      text: 'Ces faits sont les suivants :\n{{faits}}',
      when: { field: 'faits', filled: true },
    },
    {
      text: 'Cette mesure n’est pas une sanction. Pendant sa durée, votre contrat de travail est suspendu et vous ne devez pas vous présenter à votre poste de travail.',
    },
    {
      text: 'Nous envisageons de prendre à votre égard une mesure de licenciement, qui pourrait être un licenciement pour faute grave. Conformément à l’article L. 1232-2 du Code du travail, nous vous convoquons à un entretien préalable à cette éventuelle décision.',
      when: dismissal,
    },
    {
      text: 'Nous envisageons de prendre à votre égard une sanction disciplinaire. Conformément à l’article L. 1332-2 du Code du travail, nous vous convoquons à un entretien préalable à cette éventuelle décision.',
      when: otherSanction,
    },
    {
      text: 'Cet entretien aura lieu le {{dateEntretien}} à {{heureEntretien}}, à l’adresse suivante : {{lieuEntretien}}. Votre mise à pied ne vous empêche pas de vous rendre dans l’entreprise pour y assister.',
    },
    {
      text: 'Au cours de cet entretien, nous vous exposerons les motifs de la décision envisagée et recueillerons vos explications.',
    },
    {
      text: 'Vous pourrez vous faire assister lors de cet entretien par une personne de votre choix appartenant au personnel de l’entreprise.',
      when: dismissalWithRepresentatives,
    },
    {
      text:
        'L’entreprise n’ayant pas de représentants du personnel, vous pourrez vous faire assister lors de cet entretien soit par une personne de votre choix appartenant au personnel de l’entreprise, soit par un conseiller du salarié inscrit sur la liste arrêtée par le préfet. ' +
        'Cette liste peut être consultée à l’inspection du travail ({{adresseInspection}}) et à la mairie ({{adresseMairie}}) ; elle est également publiée au recueil des actes administratifs de la préfecture.',
      when: dismissalWithoutRepresentatives,
    },
    {
      text: 'Vous pourrez vous faire assister lors de cet entretien par une personne de votre choix appartenant au personnel de l’entreprise.',
      when: otherSanction,
    },
    {
      text: 'Si aucune faute grave n’est finalement retenue contre vous, la période de mise à pied conservatoire vous sera rémunérée.',
      when: dismissal,
    },
    {
      text: 'Si la sanction finalement prononcée n’est pas une mise à pied, ou si aucune sanction n’est prise, la période de mise à pied conservatoire vous sera rémunérée.',
      when: otherSanction,
    },
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
  countersignature: handDeliveryReceipt,
};
