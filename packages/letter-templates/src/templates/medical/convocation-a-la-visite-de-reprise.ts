import type { LetterTemplate } from '../../types.ts';
import { envoiField, envoiReceipt } from '../common-fields.ts';

/**
 * The employer tells the employee when the return-to-work examination takes place: after the absences
 * R4624-31 lists, on the day of return and at the latest within eight days.
 */
export const convocationALaVisiteDeReprise: LetterTemplate = {
  slug: 'convocation-a-la-visite-de-reprise',
  nom: 'Convocation à la visite médicale de reprise',
  type: 'medical',
  description:
    'L’employeur informe le salarié de la date de son examen de reprise par le médecin du travail, obligatoire après un congé de maternité, une maladie professionnelle ou une longue absence pour accident ou maladie.',
  author: 'employer',
  legalReferences: ['L4624-2-3', 'R4624-31', 'R4624-32', 'R4624-39'],
  delivery: '{{envoi}}',
  guidance: [
    'L’examen de reprise est obligatoire après un congé de maternité, une absence pour maladie professionnelle, une absence d’au moins 30 jours pour accident du travail, ou d’au moins 60 jours pour maladie ou accident non professionnel (article R. 4624-31 du Code du travail).',
    'Dès que vous connaissez la date de fin de l’arrêt, saisissez le service de prévention et de santé au travail : l’examen a lieu le jour de la reprise effective et au plus tard dans les huit jours qui suivent.',
    'Tant que l’examen de reprise n’a pas eu lieu, le contrat de travail reste suspendu au regard des règles qui protègent le salarié malade ou accidenté : ne tardez pas à l’organiser.',
    'Après un arrêt de moins de 30 jours pour accident du travail, l’examen n’est pas obligatoire, mais informez le médecin du travail de l’arrêt (article R. 4624-33).',
    'Le temps de la visite est payé comme du temps de travail et les frais de transport sont à la charge de l’employeur (article R. 4624-39).',
    'Si le médecin du travail déclare le salarié inapte, recherchez un reclassement ; faute de reclassement ou de licenciement un mois après l’examen, le salaire est de nouveau dû (articles L. 1226-4 et L. 1226-11).',
  ],
  fields: [
    envoiField(),
    {
      name: 'absence',
      kind: 'select',
      label: 'Motif de l’absence',
      required: true,
      options: [
        { value: 'maternite', label: 'Congé de maternité', text: 'votre congé de maternité' },
        {
          value: 'maladie-professionnelle',
          label: 'Maladie professionnelle, quelle que soit la durée',
          text: 'votre absence pour maladie professionnelle',
        },
        {
          value: 'accident-du-travail',
          label: 'Accident du travail, absence d’au moins 30 jours',
          text: 'votre absence consécutive à un accident du travail',
        },
        {
          value: 'maladie',
          label: 'Maladie ou accident non professionnel, absence d’au moins 60 jours',
          text: 'votre absence pour maladie ou accident non professionnel',
        },
      ],
    },
    { name: 'dateReprise', kind: 'date', label: 'Date de reprise du travail', required: true },
    { name: 'dateVisite', kind: 'date', label: 'Date de la visite', required: true },
    { name: 'heureVisite', kind: 'time', label: 'Heure de la visite', required: true },
    {
      name: 'lieuVisite',
      kind: 'textarea',
      label: 'Service de prévention et de santé au travail',
      required: true,
      maxLength: 300,
      help: 'Le nom et l’adresse du service, ou du lieu où le médecin du travail reçoit.',
      placeholder: 'Service de santé au travail du Rhône\n10 rue de la République\n69002 Lyon',
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateVisite',
      relation: 'notBefore',
      other: 'dateReprise',
      message: 'La visite de reprise a lieu le jour de la reprise ou après (article R. 4624-31)',
    },
    {
      kind: 'date',
      field: 'dateVisite',
      relation: 'notBefore',
      other: 'dateLettre',
      message: 'La lettre convoque à une visite à venir : sa date ne peut pas précéder celle de la lettre',
    },
  ],
  subject: 'Visite médicale de reprise du {{dateVisite}}',
  salutation: '{{salarieCivilite}},',
  body: [
    { text: 'À la suite de {{absence}}, vous reprenez votre travail le {{dateReprise}}.' },
    {
      text: 'Conformément à l’article R. 4624-31 du Code du travail, vous bénéficiez d’un examen de reprise par le médecin du travail. Cet examen a pour objet de vérifier que votre poste est compatible avec votre état de santé et, le cas échéant, de préconiser son aménagement ou son adaptation (article R. 4624-32).',
    },
    {
      text: 'Le service de prévention et de santé au travail a fixé ce rendez-vous le {{dateVisite}} à {{heureVisite}}, à l’adresse suivante :\n{{lieuVisite}}',
    },
    {
      text: 'Le temps de cette visite est rémunéré comme du temps de travail et vos frais de transport sont pris en charge par l’entreprise (article R. 4624-39 du Code du travail).',
    },
    { text: 'En cas d’empêchement, prévenez-nous sans délai afin qu’un autre rendez-vous soit fixé.' },
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
  countersignature: envoiReceipt,
};
