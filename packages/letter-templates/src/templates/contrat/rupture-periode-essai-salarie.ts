import type { LetterTemplate } from '../../types.ts';
import { employerReceipt, remiseField } from '../common-fields.ts';

export const rupturePeriodeEssaiSalarie: LetterTemplate = {
  slug: 'rupture-periode-essai-salarie',
  nom: 'Rupture de la période d’essai par le salarié',
  type: 'contrat',
  description:
    'La lettre du salarié qui met fin à son contrat pendant la période d’essai, en respectant le délai de prévenance de quarante-huit heures (vingt-quatre heures avant huit jours de présence).',
  author: 'employee',
  legalReferences: ['L1221-26', 'L1234-19', 'R1234-9'],
  delivery: '{{remise}}',
  guidance: [
    'Le délai de prévenance est de quarante-huit heures, vingt-quatre heures si vous êtes dans l’entreprise depuis moins de huit jours (article L. 1221-26). Votre convention collective peut prévoir d’autres règles.',
    'Remettez la lettre avant la fin de la période d’essai : après, il faudrait démissionner et respecter le préavis de démission.',
    'Aucun motif n’est à donner. Une rupture à votre initiative n’ouvre en principe pas droit à l’allocation chômage, sauf cas prévus par la réglementation de l’assurance chômage.',
  ],
  fields: [
    remiseField,
    {
      name: 'poste',
      kind: 'text',
      label: 'Poste occupé',
      required: true,
      maxLength: 120,
    },
    {
      name: 'dateDebutContrat',
      kind: 'date',
      label: 'Date de début du contrat',
      required: true,
    },
    {
      name: 'presence',
      kind: 'select',
      label: 'Temps de présence dans l’entreprise',
      required: true,
      options: [
        { value: 'moins-8-jours', label: 'Moins de huit jours', text: 'vingt-quatre heures' },
        { value: '8-jours-ou-plus', label: 'Huit jours ou plus', text: 'quarante-huit heures' },
      ],
    },
    {
      name: 'dateFinContrat',
      kind: 'date',
      label: 'Dernier jour de travail',
      required: true,
      help: 'À l’issue du délai de prévenance, et au plus tard le dernier jour de la période d’essai.',
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateDebutContrat',
      relation: 'notAfter',
      other: 'dateLettre',
      message: 'Le contrat a commencé avant la rupture : sa date ne peut pas suivre celle de la lettre',
    },
    {
      kind: 'date',
      field: 'dateFinContrat',
      relation: 'notBefore',
      other: 'dateLettre',
      message:
        'Le contrat prend fin après la notification de la rupture : cette date ne peut pas précéder celle de la lettre',
    },
  ],
  subject: 'Rupture de ma période d’essai',
  salutation: 'Madame, Monsieur,',
  body: [
    {
      text: 'Je vous informe de ma décision de mettre fin à la période d’essai prévue par mon contrat de travail au poste de {{poste}}, qui a débuté le {{dateDebutContrat}}.',
    },
    {
      text: 'Conformément à l’article L. 1221-26 du Code du travail, je respecterai un délai de prévenance de {{presence}}. Mon contrat de travail prendra fin le {{dateFinContrat}} au soir.',
    },
    {
      text: 'Je vous remercie de me remettre à cette date mon certificat de travail, l’attestation destinée à France Travail et mon reçu pour solde de tout compte, accompagnés des sommes qui me restent dues.',
    },
  ],
  closing: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
  countersignature: employerReceipt,
};
