import type { LetterTemplate } from '../../types.ts';
import {
  convocationBeforeInterviewCheck,
  coverPortabilityBlock,
  dateConvocationField,
  dateEntretienField,
  dismissalAfterInterviewCheck,
  finalDocumentsBlock,
  interviewHeldBlocks,
  motivesPrecisionBlock,
  presenceEntretienField,
} from '../common-fields.ts';

export const licenciementMotifPersonnel: LetterTemplate = {
  slug: 'licenciement-motif-personnel',
  nom: 'Notification de licenciement pour motif personnel',
  type: 'licenciement',
  description:
    'La lettre qui prononce un licenciement pour une cause réelle et sérieuse tenant à la personne du salarié (faute simple, insuffisance professionnelle…), avec préavis et indemnité.',
  author: 'employer',
  legalReferences: [
    'L1232-1',
    'L1232-6',
    'R1232-13',
    'L1235-2',
    'L1234-1',
    'L1234-3',
    'L1234-5',
    'L1234-9',
    'L1234-19',
    'L1234-20',
    'R1234-9',
    'L1332-2',
    'L1471-1',
  ],
  delivery: 'Lettre recommandée avec avis de réception',
  guidance: [
    'La lettre part en recommandé avec avis de réception, au plus tôt deux jours ouvrables après la date prévue de l’entretien préalable (article L. 1232-6) ; pour un licenciement disciplinaire, au plus tard un mois après cette date (article L. 1332-2).',
    'Les motifs écrits fixent les limites du litige (article L. 1235-2) : décrivez des faits précis, datés et vérifiables. « Perte de confiance », « mésentente » ou « insuffisance » sans faits ne suffisent pas ; vous ne pourrez pas invoquer d’autres motifs devant le juge.',
    'Le préavis légal est d’un mois entre six mois et deux ans d’ancienneté, de deux mois au-delà (article L. 1234-1), doublé dans la limite de trois mois pour un travailleur handicapé (article L. 5213-9) ; votre convention collective ou le contrat peut prévoir plus. Il court à partir de la première présentation de la lettre (article L. 1234-3).',
    'L’indemnité légale de licenciement est due à partir de huit mois d’ancienneté ininterrompus (article L. 1234-9) : un quart de mois de salaire par année jusqu’à dix ans, un tiers au-delà (article R. 1234-2), sauf indemnité conventionnelle plus favorable.',
    'Le licenciement d’un salarié en arrêt pour accident du travail ou maladie professionnelle, d’une salariée enceinte ou d’un salarié protégé obéit à des règles particulières : vérifiez-les avant d’envoyer la lettre.',
    'Le salarié dispose de douze mois à compter de la notification pour contester le licenciement (article L. 1471-1).',
  ],
  fields: [
    dateEntretienField,
    presenceEntretienField,
    dateConvocationField,
    {
      name: 'nature',
      kind: 'select',
      label: 'Nature du motif',
      required: true,
      help: 'Disciplinaire : une faute du salarié (non grave). Non disciplinaire : une insuffisance professionnelle, des absences qui désorganisent l’entreprise…',
      options: [
        {
          value: 'disciplinaire',
          label: 'Faute (licenciement disciplinaire)',
          text: 'Ces faits fautifs constituent',
        },
        {
          value: 'non-disciplinaire',
          label: 'Autre motif personnel (non disciplinaire)',
          text: 'Ces éléments constituent',
        },
      ],
    },
    {
      name: 'motifs',
      kind: 'textarea',
      label: 'Motifs du licenciement',
      required: true,
      maxLength: 6000,
      help: 'Les faits précis et datés qui justifient le licenciement, tels que vous les avez exposés lors de l’entretien.',
      placeholder:
        'Le 3 novembre 2026, vous avez quitté votre poste à 15 heures sans autorisation, alors que la livraison du client Dubois devait être préparée le jour même…',
    },
    {
      name: 'dureePreavis',
      kind: 'text',
      label: 'Durée du préavis',
      required: true,
      maxLength: 40,
      help: 'Un mois de six mois à deux ans d’ancienneté, deux mois au-delà, sauf durée plus longue de la convention collective ou du contrat.',
      placeholder: 'deux mois',
    },
    {
      name: 'preavis',
      kind: 'select',
      label: 'Exécution du préavis',
      required: true,
      options: [
        { value: 'execute', label: 'Le salarié effectue son préavis' },
        { value: 'dispense', label: 'Le salarié est dispensé de l’effectuer (préavis payé)' },
      ],
    },
    {
      name: 'indemnite',
      kind: 'select',
      label: 'Indemnité de licenciement',
      required: true,
      help: 'Due à partir de huit mois d’ancienneté ininterrompus à la date de notification.',
      options: [
        { value: 'due', label: 'Due (au moins huit mois d’ancienneté)' },
        { value: 'non-due', label: 'Non due (moins de huit mois d’ancienneté)' },
      ],
    },
  ],
  checks: [dismissalAfterInterviewCheck, convocationBeforeInterviewCheck],
  subject: 'Notification de votre licenciement pour motif personnel',
  salutation: '{{salarieCivilite}},',
  body: [
    ...interviewHeldBlocks,
    {
      text: 'Nous vous informons que nous avons décidé de vous licencier pour les motifs suivants :\n{{motifs}}',
    },
    {
      text: '{{nature}} une cause réelle et sérieuse de licenciement.',
    },
    {
      text: 'Votre préavis, d’une durée de {{dureePreavis}}, débutera à la date de première présentation de cette lettre. Vous l’effectuerez dans les conditions habituelles de travail et de rémunération ; votre contrat prendra fin à son terme.',
      when: { field: 'preavis', equals: 'execute' },
    },
    {
      text: 'Nous vous dispensons d’effectuer votre préavis, d’une durée de {{dureePreavis}}, qui débute à la date de première présentation de cette lettre. Cette dispense ne réduit en rien votre rémunération : l’indemnité compensatrice de préavis vous sera versée aux échéances habituelles de la paie. Votre contrat prendra fin au terme du préavis.',
      when: { field: 'preavis', equals: 'dispense' },
    },
    {
      text: 'Vous percevrez l’indemnité de licenciement prévue par l’article L. 1234-9 du Code du travail ou, si elle est plus favorable, par la convention collective applicable.',
      when: { field: 'indemnite', equals: 'due' },
    },
    finalDocumentsBlock,
    coverPortabilityBlock,
    motivesPrecisionBlock,
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
};
