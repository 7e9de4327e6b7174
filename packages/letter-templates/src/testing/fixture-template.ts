import type { LetterTemplate } from '../types.ts';

/** A small template exercising every field kind and both kinds of condition. */
export const fixtureTemplate: LetterTemplate = {
  slug: 'lettre-d-essai',
  nom: "Lettre d'essai",
  type: 'administratif',
  description: 'Un modèle pour les tests du paquet.',
  author: 'employer',
  legalReferences: ['L1232-2'],
  delivery: '{{remise}}',
  guidance: ['Un conseil.'],
  fields: [
    {
      name: 'remise',
      kind: 'select',
      label: 'Mode de remise',
      required: true,
      options: [
        { value: 'lrar', label: 'Recommandé', text: 'Lettre recommandée avec avis de réception' },
        {
          value: 'main-propre',
          label: 'En main propre',
          text: 'Lettre remise en main propre contre décharge',
        },
      ],
    },
    { name: 'dateEntretien', kind: 'date', label: "Date de l'entretien", required: true },
    { name: 'heureEntretien', kind: 'time', label: "Heure de l'entretien", required: true },
    { name: 'montant', kind: 'money', label: 'Montant', required: true },
    {
      name: 'duree',
      kind: 'number',
      label: 'Durée',
      required: true,
      min: 1,
      max: 30,
      unit: 'jours ouvrables',
    },
    { name: 'motif', kind: 'textarea', label: 'Motif', required: true, maxLength: 500 },
    { name: 'courriel', kind: 'email', label: 'Courriel', required: false },
    { name: 'poste', kind: 'text', label: 'Poste', required: true, maxLength: 40 },
    {
      name: 'temoin',
      kind: 'text',
      label: 'Témoin de la remise',
      required: false,
      requiredWhen: { field: 'remise', equals: 'main-propre' },
    },
  ],
  subject: 'Entretien du {{dateEntretien}}',
  salutation: '{{salarieCivilite}},',
  body: [
    { text: 'Nous vous recevrons le {{dateEntretien}} à {{heureEntretien}}, au poste de {{poste}}.' },
    { text: 'Montant : {{montant}} ; durée : {{duree}}.' },
    { text: 'Motifs :\n{{motif}}' },
    { text: 'Écrivez-nous à {{courriel}}.', when: { field: 'courriel', filled: true } },
    {
      text: 'Cette lettre vous est remise en main propre, devant {{temoin}}.',
      when: { field: 'remise', equals: 'main-propre' },
    },
  ],
  closing: 'Veuillez agréer, {{salarieCivilite}}, nos salutations distinguées.',
  countersignature: {
    text: 'Reçu en main propre le ........................ Signature :',
    when: { field: 'remise', equals: 'main-propre' },
  },
};

export const fixtureValues = {
  employeurNom: 'Atelier Martin SAS',
  employeurAdresse: '12 rue des Lilas\r\n\r\n\r\n69003 Lyon',
  employeurSiret: '123 456 789 00012',
  signataireNom: 'Paul Martin',
  signataireQualite: 'Président',
  salarieCivilite: 'madame',
  salarieNom: 'Claire Dupont',
  salarieAdresse: '5 avenue Jean Jaurès\n69007 Lyon',
  lieu: 'Lyon',
  dateLettre: '2026-11-22',
  remise: 'lrar',
  dateEntretien: '2026-12-01',
  heureEntretien: '14:30',
  montant: '1234,56',
  duree: '1',
  motif: 'Retards répétés.\nAbsences injustifiées.',
  poste: 'Comptable',
} as const;
