import type { LetterTemplate } from '../../types.ts';
import { handDeliveryReceipt, remiseField } from '../common-fields.ts';

export const rupturePeriodeEssaiEmployeur: LetterTemplate = {
  slug: 'rupture-periode-essai-employeur',
  nom: 'Rupture de la période d’essai par l’employeur',
  type: 'contrat',
  description:
    'La lettre qui met fin au contrat pendant la période d’essai, à l’initiative de l’employeur, en respectant le délai de prévenance.',
  author: 'employer',
  legalReferences: ['L1221-20', 'L1221-25', 'L1242-10'],
  delivery: '{{remise}}',
  guidance: [
    'Le délai de prévenance dépend du temps de présence du salarié : vingt-quatre heures en deçà de huit jours, quarante-huit heures de huit jours à un mois, deux semaines après un mois, un mois après trois mois (article L. 1221-25). Il s’applique aussi au contrat à durée déterminée comportant une période d’essai d’au moins une semaine.',
    'Le délai de prévenance ne prolonge pas la période d’essai : la lettre doit être remise avant la fin de l’essai et le contrat prend fin au plus tard le dernier jour de l’essai ; la part du délai non effectuée est alors payée sous forme d’indemnité compensatrice (article L. 1221-25). Une rupture notifiée après la fin de l’essai est un licenciement.',
    'Aucun motif n’est à indiquer, mais la rupture doit être liée à l’évaluation des compétences du salarié (article L. 1221-20) : une rupture pour un autre motif, discriminatoire ou sans avoir pu apprécier son travail peut être jugée abusive. Pour un motif disciplinaire, la procédure disciplinaire s’applique.',
    'Un salarié protégé ne peut voir sa période d’essai rompue qu’avec l’autorisation de l’inspecteur du travail.',
  ],
  fields: [
    remiseField,
    {
      name: 'dateDebutContrat',
      kind: 'date',
      label: 'Date de début du contrat',
      required: true,
    },
    {
      name: 'presence',
      kind: 'select',
      label: 'Temps de présence du salarié dans l’entreprise',
      required: true,
      options: [
        { value: 'moins-8-jours', label: 'Moins de huit jours', text: 'vingt-quatre heures' },
        { value: '8-jours-1-mois', label: 'De huit jours à un mois', text: 'quarante-huit heures' },
        { value: '1-3-mois', label: 'Plus d’un mois et moins de trois mois', text: 'deux semaines' },
        { value: 'plus-3-mois', label: 'Trois mois ou plus', text: 'un mois' },
      ],
    },
    {
      name: 'dateFinContrat',
      kind: 'date',
      label: 'Date de fin du contrat',
      required: true,
      help: 'Au terme du délai de prévenance, sans dépasser le dernier jour de la période d’essai.',
    },
    {
      name: 'prevenance',
      kind: 'select',
      label: 'Délai de prévenance',
      required: true,
      options: [
        { value: 'effectue', label: 'Le salarié travaille jusqu’à la fin du contrat' },
        { value: 'dispense', label: 'Le salarié est dispensé de travailler (délai payé)' },
      ],
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
    // L1221-25: the contract ends when the délai de prévenance, counted from the notification, has run.
    ...(
      [
        ['moins-8-jours', { plusDays: 1 }, 'de vingt-quatre heures'],
        ['8-jours-1-mois', { plusDays: 2 }, 'de quarante-huit heures'],
        ['1-3-mois', { plusDays: 14 }, 'de deux semaines'],
        ['plus-3-mois', { plusMonths: 1 }, 'd’un mois'],
      ] as const
    ).map(([presence, delay, words]) => ({
      kind: 'date' as const,
      field: 'dateFinContrat',
      relation: 'notBefore' as const,
      other: 'dateLettre',
      ...delay,
      message: `Le délai de prévenance ${words} court à partir de la notification : le contrat ne peut pas prendre fin avant son terme`,
      when: { field: 'presence', equals: presence },
    })),
  ],
  subject: 'Rupture de votre période d’essai',
  salutation: '{{salarieCivilite}},',
  body: [
    {
      text: 'Nous vous informons que nous mettons fin à la période d’essai prévue par votre contrat de travail, qui a débuté le {{dateDebutContrat}}.',
    },
    {
      text: 'Compte tenu de votre temps de présence dans l’entreprise, le délai de prévenance prévu par l’article L. 1221-25 du Code du travail est de {{presence}}. Votre contrat de travail prendra fin le {{dateFinContrat}} au soir.',
    },
    {
      text: 'Vous continuerez à exercer vos fonctions dans les conditions habituelles jusqu’à cette date.',
      when: { field: 'prevenance', equals: 'effectue' },
    },
    {
      text: 'Nous vous dispensons de travailler pendant ce délai. Vous percevrez une indemnité compensatrice égale aux salaires et avantages que vous auriez reçus en travaillant jusqu’à son terme, indemnité compensatrice de congés payés comprise.',
      when: { field: 'prevenance', equals: 'dispense' },
    },
    {
      text: 'À la fin de votre contrat, nous vous remettrons votre certificat de travail, l’attestation destinée à France Travail et votre reçu pour solde de tout compte, et nous vous verserons les sommes qui vous restent dues, dont l’indemnité compensatrice des congés payés acquis et non pris.',
    },
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
  countersignature: handDeliveryReceipt,
};
