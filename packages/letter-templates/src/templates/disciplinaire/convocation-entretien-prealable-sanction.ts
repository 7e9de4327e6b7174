import type { LetterTemplate } from '../../types.ts';
import {
  dateEntretienField,
  handDeliveryReceipt,
  heureEntretienField,
  lieuEntretienField,
  remiseField,
} from '../common-fields.ts';
import { sanctionAssistanceBlock } from './sanction-fields.ts';

export const convocationEntretienPrealableSanction: LetterTemplate = {
  slug: 'convocation-entretien-prealable-sanction',
  nom: 'Convocation à un entretien préalable à une sanction disciplinaire',
  type: 'disciplinaire',
  description:
    'La convocation obligatoire avant toute sanction autre qu’un avertissement (mise à pied, mutation, rétrogradation), lorsque le licenciement n’est pas envisagé.',
  author: 'employer',
  legalReferences: ['L1332-1', 'L1332-2', 'L1332-4', 'R1332-1', 'R1332-2', 'R1332-3'],
  delivery: '{{remise}}',
  guidance: [
    'La convocation doit être remise contre récépissé ou envoyée en recommandé dans les deux mois suivant le jour où vous avez eu connaissance des faits (articles L. 1332-4 et R. 1332-1).',
    'Si un licenciement est envisagé, même comme sanction possible parmi d’autres, utilisez la convocation à un entretien préalable au licenciement : l’assistance par un conseiller du salarié et le délai de cinq jours ouvrables s’imposent alors.',
    'La loi ne fixe pas de délai minimal entre la convocation et l’entretien pour une sanction autre que le licenciement : laissez au salarié quelques jours pour préparer sa défense et trouver la personne qui l’assistera.',
    'La sanction ne pourra être notifiée que deux jours ouvrables au moins et un mois au plus après le jour fixé pour l’entretien (articles L. 1332-2, R. 1332-2 et R. 1332-3).',
  ],
  fields: [
    remiseField,
    {
      name: 'sanction',
      kind: 'select',
      label: 'Sanction envisagée',
      required: true,
      help: 'Préciser la sanction la plus lourde envisagée éclaire le salarié ; ce n’est pas obligatoire.',
      options: [
        { value: 'sanction', label: 'Ne pas la préciser', text: 'une sanction disciplinaire' },
        {
          value: 'mise-a-pied',
          label: 'Jusqu’à une mise à pied disciplinaire',
          text: 'une sanction disciplinaire pouvant aller jusqu’à une mise à pied',
        },
        {
          value: 'mutation',
          label: 'Jusqu’à une mutation disciplinaire',
          text: 'une sanction disciplinaire pouvant aller jusqu’à une mutation',
        },
        {
          value: 'retrogradation',
          label: 'Jusqu’à une rétrogradation',
          text: 'une sanction disciplinaire pouvant aller jusqu’à une rétrogradation',
        },
      ],
    },
    dateEntretienField,
    heureEntretienField,
    lieuEntretienField,
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateEntretien',
      relation: 'after',
      other: 'dateLettre',
      message: 'L’entretien suit la convocation : sa date suit celle de la lettre',
    },
  ],
  subject: 'Convocation à un entretien préalable à une sanction disciplinaire',
  salutation: '{{salarieCivilite}},',
  body: [
    {
      text: 'Nous envisageons de prendre à votre égard {{sanction}}. Conformément à l’article L. 1332-2 du Code du travail, nous vous convoquons à un entretien préalable à cette éventuelle décision.',
    },
    {
      text: 'Cet entretien aura lieu le {{dateEntretien}} à {{heureEntretien}}, à l’adresse suivante : {{lieuEntretien}}.',
    },
    {
      text: 'Au cours de cet entretien, nous vous indiquerons le motif de la sanction envisagée et recueillerons vos explications.',
    },
    sanctionAssistanceBlock,
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
  countersignature: handDeliveryReceipt,
};
