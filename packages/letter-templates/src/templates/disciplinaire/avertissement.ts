import type { LetterTemplate } from '../../types.ts';
import { handDeliveryReceipt, remiseField } from '../common-fields.ts';
import { articleReglementField, reglementBlock } from './sanction-fields.ts';

export const avertissement: LetterTemplate = {
  slug: 'avertissement',
  nom: 'Avertissement',
  type: 'disciplinaire',
  description:
    'La plus légère des sanctions écrites : elle reproche au salarié un comportement fautif et le met en garde, sans effet sur sa présence, sa fonction, sa carrière ou sa rémunération.',
  author: 'employer',
  legalReferences: [
    'L1331-1',
    'L1331-2',
    'L1332-1',
    'L1332-2',
    'L1332-4',
    'L1332-5',
    'L1311-2',
    'L1321-1',
    'L1333-2',
  ],
  delivery: '{{remise}}',
  guidance: [
    'Envoyez l’avertissement dans les deux mois suivant le jour où vous avez eu connaissance des faits (article L. 1332-4). Passé ce délai, les faits ne peuvent plus être sanctionnés, sauf s’ils se sont poursuivis ou répétés depuis.',
    'Un entretien préalable n’est pas obligatoire pour un avertissement (article L. 1332-2), sauf si votre convention collective ou votre règlement intérieur l’exige : vérifiez-les.',
    'Les griefs doivent figurer par écrit dans la lettre elle-même (article L. 1332-1) : des faits précis et datés, pas un jugement général.',
    'Un même fait ne peut être sanctionné deux fois, et une sanction de plus de trois ans ne peut pas être invoquée à l’appui d’une nouvelle (article L. 1332-5). Les amendes et retenues sur salaire sont interdites (article L. 1331-2).',
    'Dans une entreprise d’au moins cinquante salariés, l’avertissement doit figurer dans l’échelle des sanctions du règlement intérieur (articles L. 1311-2 et L. 1321-1).',
  ],
  fields: [
    remiseField,
    {
      name: 'faits',
      kind: 'textarea',
      label: 'Faits reprochés',
      required: true,
      maxLength: 4000,
      help: 'Ce qui s’est passé, quand et où, et en quoi c’est un manquement aux obligations du salarié.',
      placeholder:
        'Le 4 novembre 2026, vous avez pris votre poste à 10 h 15 au lieu de 8 h 30, sans prévenir ni justifier ce retard, alors que vous deviez ouvrir le magasin…',
    },
    {
      name: 'entretien',
      kind: 'select',
      label: 'Un entretien a-t-il eu lieu ?',
      required: true,
      help: 'Non obligatoire pour un avertissement, sauf convention collective ou règlement intérieur.',
      options: [
        { value: 'non', label: 'Non' },
        { value: 'oui', label: 'Oui' },
      ],
    },
    {
      name: 'dateEntretien',
      kind: 'date',
      label: 'Date de l’entretien',
      required: false,
      requiredWhen: { field: 'entretien', equals: 'oui' },
    },
    articleReglementField,
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateEntretien',
      relation: 'before',
      other: 'dateLettre',
      message: 'L’avertissement suit l’entretien : la date de l’entretien précède celle de la lettre',
      when: { field: 'entretien', equals: 'oui' },
    },
  ],
  subject: 'Avertissement',
  salutation: '{{salarieCivilite}},',
  body: [
    {
      text: 'Nous avons eu à déplorer de votre part les faits suivants :\n{{faits}}',
    },
    {
      text: 'Lors de notre entretien du {{dateEntretien}}, nous vous avons exposé ces faits et avons recueilli vos explications, qui ne nous ont pas permis de modifier notre appréciation.',
      when: { field: 'entretien', equals: 'oui' },
    },
    {
      text: 'Ces faits constituent un manquement à vos obligations professionnelles que nous ne pouvons accepter.',
    },
    {
      text: 'Nous vous notifions en conséquence un avertissement, qui sera versé à votre dossier personnel.',
    },
    reglementBlock,
    {
      text: 'Nous vous demandons de veiller à ce que de tels faits ne se reproduisent pas. À défaut, nous pourrions être amenés à prendre une sanction plus sévère.',
    },
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
  countersignature: handDeliveryReceipt,
};
