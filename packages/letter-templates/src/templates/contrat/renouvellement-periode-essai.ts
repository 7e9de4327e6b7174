import type { LetterTemplate } from '../../types.ts';

export const renouvellementPeriodeEssai: LetterTemplate = {
  slug: 'renouvellement-periode-essai',
  nom: 'Renouvellement de la période d’essai',
  type: 'contrat',
  description:
    'La proposition de renouveler une fois la période d’essai, que le salarié accepte expressément, par écrit, avant la fin de la période initiale.',
  author: 'employer',
  legalReferences: ['L1221-19', 'L1221-20', 'L1221-21', 'L1221-22', 'L1221-23'],
  delivery: 'Lettre remise en main propre contre décharge',
  guidance: [
    'Trois conditions : un accord de branche étendu qui prévoit le renouvellement (article L. 1221-21), une clause du contrat ou de la lettre d’engagement qui en prévoit la possibilité (article L. 1221-23), et l’accord exprès du salarié donné avant la fin de la période initiale.',
    'La simple signature de la lettre peut être jugée insuffisante : faites recopier à la main la mention proposée, avec la date de fin du renouvellement, et faites signer avant le dernier jour de la période initiale.',
    'Durée totale, renouvellement compris, au plus : quatre mois pour les ouvriers et employés, six mois pour les agents de maîtrise et techniciens, huit mois pour les cadres (article L. 1221-21), et dans les limites de l’accord de branche. La période d’essai se décompte en jours calendaires.',
    'Le renouvellement doit servir à évaluer le salarié (article L. 1221-20) : expliquez-lui pourquoi l’évaluation n’est pas achevée.',
  ],
  fields: [
    {
      name: 'dateDebutContrat',
      kind: 'date',
      label: 'Date de début du contrat',
      required: true,
    },
    {
      name: 'dureeInitiale',
      kind: 'text',
      label: 'Durée initiale de la période d’essai',
      required: true,
      maxLength: 60,
      placeholder: 'deux mois',
    },
    {
      name: 'dateFinInitiale',
      kind: 'date',
      label: 'Fin de la période initiale',
      required: true,
    },
    {
      name: 'dureeRenouvellement',
      kind: 'text',
      label: 'Durée du renouvellement',
      required: true,
      maxLength: 60,
      placeholder: 'deux mois',
    },
    {
      name: 'dateFinRenouvellement',
      kind: 'date',
      label: 'Fin de la période renouvelée',
      required: true,
    },
    {
      name: 'accordBranche',
      kind: 'text',
      label: 'Accord de branche qui prévoit le renouvellement',
      required: true,
      maxLength: 200,
      help: 'La convention collective ou l’accord de branche étendu, et son article sur la période d’essai.',
      placeholder: 'convention collective nationale de votre branche, article relatif à la période d’essai',
    },
    {
      name: 'raison',
      kind: 'textarea',
      label: 'Pourquoi prolonger l’évaluation',
      required: true,
      maxLength: 2000,
      placeholder:
        'Votre arrivée a coïncidé avec la fermeture annuelle du service client, dont vous n’avez pas encore pu assurer la gestion en période d’activité normale…',
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateFinInitiale',
      relation: 'after',
      other: 'dateDebutContrat',
      message: 'La période d’essai initiale finit après le début du contrat',
    },
    {
      kind: 'date',
      field: 'dateFinInitiale',
      relation: 'after',
      other: 'dateLettre',
      message:
        'Le renouvellement s’accepte avant la fin de la période initiale : cette date suit celle de la lettre',
    },
    {
      kind: 'date',
      field: 'dateFinRenouvellement',
      relation: 'after',
      other: 'dateFinInitiale',
      message: 'La période renouvelée finit après la période initiale',
    },
  ],
  subject: 'Proposition de renouvellement de votre période d’essai',
  salutation: '{{salarieCivilite}},',
  body: [
    {
      text: 'Votre contrat de travail a débuté le {{dateDebutContrat}} avec une période d’essai de {{dureeInitiale}}, qui prend fin le {{dateFinInitiale}}.',
    },
    {
      text: 'Nous souhaitons prolonger cette période pour achever d’évaluer vos compétences dans votre travail, pour la raison suivante :\n{{raison}}',
    },
    {
      text: 'Comme le prévoient votre contrat de travail et l’accord de branche applicable ({{accordBranche}}), nous vous proposons de renouveler votre période d’essai pour une durée de {{dureeRenouvellement}}, soit jusqu’au {{dateFinRenouvellement}} inclus.',
    },
    {
      text: 'Ce renouvellement ne peut intervenir qu’avec votre accord exprès, donné avant le {{dateFinInitiale}}. Si vous l’acceptez, nous vous remercions de nous remettre un exemplaire de cette lettre, daté et signé, précédé de la mention manuscrite « Bon pour accord pour le renouvellement de ma période d’essai jusqu’au {{dateFinRenouvellement}} ». Si vous le refusez, votre période d’essai prendra fin à la date initialement prévue.',
    },
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
  countersignature: {
    text: 'Mention manuscrite « Bon pour accord pour le renouvellement de ma période d’essai jusqu’au {{dateFinRenouvellement}} », date et signature du salarié :',
  },
};
