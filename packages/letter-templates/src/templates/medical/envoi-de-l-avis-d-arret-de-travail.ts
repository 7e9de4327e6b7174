import type { LetterTemplate } from '../../types.ts';
import { envoiField, envoiReceipt } from '../common-fields.ts';

/**
 * The employee sends the employer's part of the sick-leave notice. The 48 hours come from L1226-1
 * (a condition of the employer's complement); the two days for the CPAM from article R321-2 of the
 * Code de la sécurité sociale.
 */
export const envoiDeLAvisDArretDeTravail: LetterTemplate = {
  slug: 'envoi-de-l-avis-d-arret-de-travail',
  nom: 'Envoi de l’avis d’arrêt de travail à l’employeur',
  type: 'medical',
  description:
    'Le salarié informe l’employeur de son arrêt de travail, ou de sa prolongation, et lui adresse le volet de l’avis d’arrêt qui lui est destiné.',
  author: 'employee',
  legalReferences: ['L1226-1', 'D1226-1', 'D1226-2', 'D1226-3'],
  delivery: '{{envoi}}',
  guidance: [
    'Adressez à l’employeur le volet qui lui est destiné dans les 48 heures : c’est une condition de l’indemnité complémentaire qu’il vous verse (article L. 1226-1 du Code du travail). Votre convention collective peut prévoir d’autres règles.',
    'Sur un avis papier, les volets 1 et 2 vont à votre caisse primaire d’assurance maladie dans les deux jours qui suivent l’arrêt (article R. 321-2 du Code de la sécurité sociale). Pour les arrêts prescrits depuis le 1er juillet 2025, seul l’original du formulaire sécurisé remis par le médecin est accepté : ni photocopie, ni scan.',
    'Si le médecin a établi l’arrêt en ligne, la caisse le reçoit directement ; vous envoyez seulement à l’employeur le volet papier qui lui est destiné.',
    'Après un an d’ancienneté, l’employeur complète les indemnités journalières de la Sécurité sociale : 90 % de la rémunération brute pendant 30 jours, puis deux tiers pendant 30 jours, ces durées augmentant avec l’ancienneté (articles D. 1226-1 et D. 1226-2). Ce complément est dû à partir du 8e jour d’absence pour une maladie, dès le premier jour pour un accident du travail, hors accident de trajet, ou une maladie professionnelle (article D. 1226-3). La convention collective peut prévoir mieux.',
    'Accident du travail : prévenez l’employeur dans la journée où il s’est produit, ou au plus tard dans les 24 heures (article R. 441-2 du Code de la sécurité sociale) ; c’est lui qui le déclare à la caisse.',
    'Respectez les heures de sortie autorisées : l’employeur qui verse le complément peut faire procéder à une contre-visite médicale (article L. 1226-1).',
  ],
  fields: [
    envoiField(),
    {
      name: 'typeArret',
      kind: 'select',
      label: 'Type d’arrêt',
      required: true,
      options: [
        { value: 'initial', label: 'Arrêt initial' },
        { value: 'prolongation', label: 'Prolongation' },
      ],
    },
    { name: 'dateDebut', kind: 'date', label: 'Premier jour de l’arrêt', required: true },
    {
      name: 'dateFin',
      kind: 'date',
      label: 'Dernier jour de l’arrêt',
      required: true,
      help: 'La date de fin indiquée par le médecin sur l’avis.',
    },
    {
      name: 'origine',
      kind: 'select',
      label: 'Origine de l’arrêt',
      required: true,
      options: [
        { value: 'maladie', label: 'Maladie ou accident de la vie privée' },
        { value: 'professionnelle', label: 'Accident du travail ou maladie professionnelle' },
      ],
    },
    {
      name: 'transmission',
      kind: 'select',
      label: 'Transmission à la caisse',
      required: true,
      options: [
        { value: 'papier', label: 'Avis papier : j’envoie les volets 1 et 2 à ma caisse' },
        { value: 'en-ligne', label: 'Arrêt établi en ligne par le médecin' },
      ],
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateFin',
      relation: 'notBefore',
      other: 'dateDebut',
      message: 'Le dernier jour de l’arrêt ne peut pas précéder le premier',
    },
  ],
  subject: 'Arrêt de travail du {{dateDebut}} au {{dateFin}}',
  salutation: 'Madame, Monsieur,',
  body: [
    {
      text: 'Je vous informe que je suis en arrêt de travail du {{dateDebut}} au {{dateFin}} inclus.',
      when: { field: 'typeArret', equals: 'initial' },
    },
    {
      text: 'Je vous informe que mon arrêt de travail est prolongé du {{dateDebut}} au {{dateFin}} inclus.',
      when: { field: 'typeArret', equals: 'prolongation' },
    },
    {
      text: 'Cet arrêt est prescrit au titre d’un accident du travail ou d’une maladie professionnelle.',
      when: { field: 'origine', equals: 'professionnelle' },
    },
    { text: 'Vous trouverez ci-joint le volet de l’avis d’arrêt de travail destiné à l’employeur.' },
    {
      text: 'J’ai adressé les volets destinés à ma caisse primaire d’assurance maladie dans le délai de deux jours.',
      when: { field: 'transmission', equals: 'papier' },
    },
    {
      text: 'Mon médecin a transmis directement cet arrêt à ma caisse primaire d’assurance maladie.',
      when: { field: 'transmission', equals: 'en-ligne' },
    },
    {
      text: 'Je vous remercie de transmettre à la caisse l’attestation de salaire nécessaire au calcul de mes indemnités journalières.',
    },
  ],
  closing: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
  countersignature: envoiReceipt,
};
