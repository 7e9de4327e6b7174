import type { LetterTemplate } from '../../types.ts';
import { handDeliveryReceipt, remiseField } from '../common-fields.ts';

export const dispensePreavis: LetterTemplate = {
  slug: 'dispense-preavis',
  nom: 'Dispense d’exécution du préavis',
  type: 'licenciement',
  description:
    'La lettre par laquelle l’employeur dispense le salarié d’effectuer tout ou partie de son préavis de licenciement ou de démission, de sa propre initiative ou à la demande du salarié.',
  author: 'employer',
  legalReferences: ['L1234-3', 'L1234-4', 'L1234-5', 'L1237-1'],
  delivery: '{{remise}}',
  guidance: [
    'Dispense à l’initiative de l’employeur : le salarié garde toute sa rémunération jusqu’au terme du préavis, versée sous forme d’indemnité compensatrice, congés payés compris (article L. 1234-5). Les tribunaux appliquent la même règle au préavis de démission.',
    'Dispense accordée à la demande du salarié : aucune indemnité n’est due pour la partie du préavis non effectuée, et le contrat prend fin à la date convenue. Gardez une trace écrite de sa demande.',
    'La dispense n’avance pas la fin du contrat quand elle vient de l’employeur (article L. 1234-4) : le certificat de travail, l’attestation France Travail et le solde de tout compte sont établis à la date de fin du préavis.',
    'Le préavis de licenciement court à partir de la première présentation de la lettre de licenciement (article L. 1234-3).',
  ],
  fields: [
    remiseField,
    {
      name: 'rupture',
      kind: 'select',
      label: 'Préavis de',
      required: true,
      options: [
        {
          value: 'licenciement',
          label: 'Licenciement',
          text: 'votre licenciement, qui vous a été notifié le',
        },
        { value: 'demission', label: 'Démission', text: 'votre démission, que vous nous avez notifiée le' },
      ],
    },
    {
      name: 'dateRupture',
      kind: 'date',
      label: 'Date de notification du licenciement ou de la démission',
      required: true,
    },
    {
      name: 'initiative',
      kind: 'select',
      label: 'Qui demande la dispense ?',
      required: true,
      options: [
        { value: 'employeur', label: 'L’employeur, de sa propre initiative' },
        { value: 'salarie', label: 'Le salarié, qui l’a demandée' },
      ],
    },
    {
      name: 'dateDemande',
      kind: 'date',
      label: 'Date de la demande du salarié',
      required: false,
      requiredWhen: { field: 'initiative', equals: 'salarie' },
    },
    {
      name: 'dateDebutDispense',
      kind: 'date',
      label: 'Début de la dispense (premier jour non travaillé)',
      required: true,
    },
    {
      name: 'dateFinContrat',
      kind: 'date',
      label: 'Date de fin du contrat',
      required: true,
      help: 'Dispense de l’employeur : le dernier jour du préavis. Dispense demandée par le salarié : la date convenue avec lui.',
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateRupture',
      relation: 'notAfter',
      other: 'dateLettre',
      message:
        'La dispense suit la notification de la rupture : cette date ne peut pas suivre celle de la lettre',
    },
    {
      kind: 'date',
      field: 'dateDemande',
      relation: 'notBefore',
      other: 'dateRupture',
      message:
        'La dispense se demande à partir de la notification de la rupture : cette date ne peut pas la précéder',
      when: { field: 'initiative', equals: 'salarie' },
    },
    {
      kind: 'date',
      field: 'dateDemande',
      relation: 'notAfter',
      other: 'dateLettre',
      message: 'La demande du salarié précède cette réponse : sa date ne peut pas suivre celle de la lettre',
      when: { field: 'initiative', equals: 'salarie' },
    },
    {
      kind: 'date',
      field: 'dateDebutDispense',
      relation: 'notBefore',
      other: 'dateRupture',
      message:
        'La dispense porte sur le préavis : elle ne peut pas commencer avant la notification de la rupture',
    },
    {
      kind: 'date',
      field: 'dateFinContrat',
      relation: 'notBefore',
      other: 'dateDebutDispense',
      message: 'Le contrat prend fin après le début de la dispense : cette date ne peut pas le précéder',
    },
  ],
  subject: 'Dispense d’exécution de votre préavis',
  salutation: '{{salarieCivilite}},',
  body: [
    {
      text: 'À la suite de {{rupture}} {{dateRupture}}, nous vous informons que nous vous dispensons d’exécuter votre préavis à compter du {{dateDebutDispense}}.',
      when: { field: 'initiative', equals: 'employeur' },
    },
    {
      text: 'Cette dispense, décidée à notre initiative, n’entraîne aucune diminution de votre rémunération : vous percevrez jusqu’au terme du préavis une indemnité compensatrice égale aux salaires et avantages que vous auriez reçus en travaillant, indemnité de congés payés comprise, aux échéances habituelles de la paie (article L. 1234-5 du Code du travail).',
      when: { field: 'initiative', equals: 'employeur' },
    },
    {
      text: 'Votre contrat de travail prendra fin au terme du préavis, le {{dateFinContrat}}. Jusqu’à cette date, votre obligation de loyauté envers l’entreprise demeure.',
      when: { field: 'initiative', equals: 'employeur' },
    },
    {
      text: 'À la suite de {{rupture}} {{dateRupture}}, vous nous avez demandé, le {{dateDemande}}, de vous dispenser d’exécuter tout ou partie de votre préavis. Nous acceptons votre demande : vous cesserez votre travail à compter du {{dateDebutDispense}}.',
      when: { field: 'initiative', equals: 'salarie' },
    },
    {
      text: 'Votre contrat de travail prendra fin le {{dateFinContrat}}, date convenue entre nous. La période de préavis non effectuée à votre demande n’est pas rémunérée et ne donne pas lieu à une indemnité compensatrice.',
      when: { field: 'initiative', equals: 'salarie' },
    },
    {
      text: 'Nous vous remettrons à la fin de votre contrat votre certificat de travail, l’attestation destinée à France Travail et votre reçu pour solde de tout compte.',
    },
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
  countersignature: handDeliveryReceipt,
};
