import type { LetterTemplate } from '../../types.ts';
import { handDeliveryReceipt, remiseField } from '../common-fields.ts';

export const miseEnDemeureAbandonDePoste: LetterTemplate = {
  slug: 'mise-en-demeure-abandon-de-poste',
  nom: 'Mise en demeure de justifier une absence et de reprendre le poste (abandon de poste)',
  type: 'contrat',
  description:
    'La mise en demeure adressée au salarié qui a abandonné son poste : s’il ne reprend pas le travail dans le délai fixé, au moins quinze jours, il est présumé avoir démissionné.',
  author: 'employer',
  legalReferences: ['L1237-1-1', 'R1237-13'],
  delivery: '{{remise}}',
  guidance: [
    'La mise en demeure se fait par lettre recommandée ou remise en main propre contre décharge ; le délai laissé au salarié ne peut être inférieur à quinze jours à compter de la présentation de la lettre (article R. 1237-13). Comptez large : la date limite doit tomber après ces quinze jours, acheminement du courrier compris.',
    'Si le salarié justifie son absence par un motif légitime (raisons médicales, droit de retrait, droit de grève, refus d’exécuter une instruction contraire à une réglementation, modification du contrat à votre initiative), la présomption de démission ne joue pas.',
    'S’il ne reprend pas le travail à la date fixée, il est présumé démissionnaire à l’expiration du délai (article L. 1237-1-1) : remettez-lui alors ses documents de fin de contrat. Il peut contester devant le conseil de prud’hommes, qui statue dans un délai d’un mois.',
    'Ce modèle ne convient pas à un salarié en arrêt de travail dont vous avez reçu l’avis, ni à un salarié dont l’absence est justifiée.',
  ],
  fields: [
    remiseField,
    {
      name: 'dateDebutAbsence',
      kind: 'date',
      label: 'Premier jour d’absence',
      required: true,
    },
    {
      name: 'relances',
      kind: 'textarea',
      label: 'Démarches déjà faites (facultatif)',
      required: false,
      maxLength: 1500,
      help: 'Appels, messages ou courriels restés sans réponse, avec leurs dates.',
      placeholder:
        'Nous avons tenté de vous joindre par téléphone les 3 et 4 novembre 2026 et vous avons écrit par courriel le 5 novembre, sans réponse.',
    },
    {
      name: 'dateLimite',
      kind: 'date',
      label: 'Date limite de reprise du travail',
      required: true,
      help: 'Au moins quinze jours après la présentation de la lettre.',
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateDebutAbsence',
      relation: 'before',
      other: 'dateLettre',
      message:
        'L’absence a commencé avant la mise en demeure : son premier jour précède la date de la lettre',
    },
    {
      kind: 'date',
      field: 'dateLimite',
      relation: 'notBefore',
      other: 'dateLettre',
      plusDays: 15,
      message:
        'Le salarié dispose d’au moins quinze jours à compter de la présentation de la lettre (article R. 1237-13)',
    },
  ],
  subject: 'Mise en demeure de justifier votre absence et de reprendre votre poste',
  salutation: '{{salarieCivilite}},',
  body: [
    {
      text: 'Depuis le {{dateDebutAbsence}}, vous ne vous présentez plus à votre poste de travail, sans nous avoir prévenus ni nous avoir transmis de justificatif.',
    },
    {
      text: '{{relances}}',
      when: { field: 'relances', filled: true },
    },
    {
      text: 'Par la présente lettre, nous vous mettons en demeure de justifier votre absence et de reprendre votre poste au plus tard le {{dateLimite}}.',
    },
    {
      text: 'Si votre absence a un motif légitime, tel que des raisons médicales, l’exercice du droit de retrait ou du droit de grève, le refus d’exécuter une instruction contraire à une réglementation ou une modification de votre contrat de travail à notre initiative, nous vous demandons de nous l’indiquer dans votre réponse à la présente mise en demeure (article R. 1237-13 du Code du travail).',
    },
    {
      text: 'À défaut de reprise de votre travail au plus tard le {{dateLimite}}, vous serez présumée avoir démissionné à l’expiration de ce délai, conformément à l’article L. 1237-1-1 du Code du travail.',
      when: { field: 'salarieCivilite', equals: 'madame' },
    },
    {
      text: 'À défaut de reprise de votre travail au plus tard le {{dateLimite}}, vous serez présumé avoir démissionné à l’expiration de ce délai, conformément à l’article L. 1237-1-1 du Code du travail.',
      when: { field: 'salarieCivilite', equals: 'monsieur' },
    },
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
  countersignature: handDeliveryReceipt,
};
