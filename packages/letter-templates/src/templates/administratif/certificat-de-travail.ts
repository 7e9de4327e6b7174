import type { LetterTemplate } from '../../types.ts';

/**
 * The certificate every ending contract calls for (L1234-19), with only the mentions D1234-6 allows,
 * plus the notice of free continued health and provident cover that article L911-8 (6°) of the Code
 * de la sécurité sociale requires in it.
 */
export const certificatDeTravail: LetterTemplate = {
  slug: 'certificat-de-travail',
  nom: 'Certificat de travail',
  type: 'administratif',
  description:
    'Le certificat que l’employeur remet au salarié à la fin de tout contrat de travail, quel qu’en soit le motif : démission, licenciement, fin de CDD, rupture conventionnelle, retraite.',
  author: 'employer',
  legalReferences: ['L1234-19', 'D1234-6'],
  guidance: [
    'Le certificat est dû à l’expiration de tout contrat de travail, CDI ou CDD (article L. 1234-19 du Code du travail). Tenez-le à la disposition du salarié le dernier jour du contrat ; le lui remettre contre décharge ou l’envoyer en recommandé évite toute discussion sur sa délivrance.',
    'Son contenu est limité par l’article D. 1234-6 : les dates d’entrée et de sortie, la nature des emplois successivement occupés et les périodes correspondantes. N’y mentionnez ni le motif de la rupture, ni une appréciation sur le travail du salarié.',
    'La date de sortie est celle de la fin du préavis, même si le salarié a été dispensé de l’exécuter.',
    'Si le salarié bénéficie d’une mutuelle ou d’une prévoyance collective et que la rupture lui ouvre droit à l’assurance chômage, l’employeur signale dans le certificat le maintien gratuit de ces garanties (portabilité) et informe l’organisme assureur de la fin du contrat (article L. 911-8 du Code de la sécurité sociale). La portabilité ne s’applique pas après un licenciement pour faute lourde.',
    'Remettez en même temps l’attestation destinée à France Travail (article R. 1234-9) et le reçu pour solde de tout compte (article L. 1234-20). Un certificat remis en retard ou incomplet peut valoir au salarié des dommages-intérêts s’il lui cause un préjudice.',
  ],
  fields: [
    {
      name: 'dateEntree',
      kind: 'date',
      label: 'Date d’entrée du salarié',
      required: true,
      help: 'Le premier jour du contrat, période d’essai comprise.',
    },
    {
      name: 'dateSortie',
      kind: 'date',
      label: 'Date de sortie',
      required: true,
      help: 'Le dernier jour du contrat : la fin du préavis, même si le salarié a été dispensé de l’exécuter.',
    },
    {
      name: 'emplois',
      kind: 'textarea',
      label: 'Emplois occupés et périodes',
      required: true,
      maxLength: 1500,
      help: 'Un emploi par ligne, avec les dates où il a été occupé ; la classification de la convention collective peut être précisée.',
      placeholder:
        'Assistante comptable, du 3 janvier 2022 au 31 août 2023\nComptable, du 1er septembre 2023 au 30 juin 2026',
    },
    {
      name: 'portabilite',
      kind: 'select',
      label: 'Maintien de la mutuelle et de la prévoyance (portabilité)',
      required: true,
      help: 'La portabilité s’applique si le salarié était couvert par les garanties collectives de l’entreprise et si la rupture lui ouvre droit à l’assurance chômage.',
      options: [
        { value: 'oui', label: 'Oui : garanties collectives et rupture ouvrant droit au chômage' },
        { value: 'non', label: 'Non : pas de garanties collectives, ou pas de droit au chômage' },
      ],
    },
    {
      name: 'organismeAssureur',
      kind: 'text',
      label: 'Organisme assureur',
      required: false,
      requiredWhen: { field: 'portabilite', equals: 'oui' },
      maxLength: 200,
      help: 'En cas de portabilité : l’organisme qui gère la mutuelle et la prévoyance, auprès duquel l’ancien salarié justifie de son indemnisation par le chômage.',
      placeholder: 'Mutuelle Exemple, contrat collectif n° 12345',
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateSortie',
      relation: 'notBefore',
      other: 'dateEntree',
      message: 'La date de sortie ne peut pas précéder la date d’entrée',
    },
    {
      kind: 'date',
      field: 'dateSortie',
      relation: 'notAfter',
      other: 'dateLettre',
      message:
        'Le certificat atteste un emploi terminé : la date de sortie ne peut pas suivre la date du certificat',
    },
  ],
  subject: 'Certificat de travail',
  salutation: '',
  body: [
    {
      text: 'Nous, {{employeurNom}}, certifions avoir employé {{salarieCivilite}} {{salarieNom}} du {{dateEntree}} au {{dateSortie}}.',
    },
    { text: '{{salarieCivilite}} {{salarieNom}} a occupé les emplois suivants :\n{{emplois}}' },
    {
      text: '{{salarieCivilite}} {{salarieNom}} peut bénéficier du maintien à titre gratuit des garanties collectives de frais de santé et de prévoyance en vigueur dans l’entreprise, dans les conditions prévues par l’article L. 911-8 du Code de la sécurité sociale : pendant sa période d’indemnisation par l’assurance chômage, dans la limite de la durée de son dernier contrat de travail et de douze mois, sous réserve d’en justifier auprès de l’organisme assureur : {{organismeAssureur}}.',
      when: { field: 'portabilite', equals: 'oui' },
    },
  ],
  closing: 'Certificat délivré pour servir et valoir ce que de droit.',
};
