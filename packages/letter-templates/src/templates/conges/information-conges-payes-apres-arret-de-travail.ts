import type { LetterTemplate } from '../../types.ts';
import { envoiField, envoiReceipt } from '../common-fields.ts';

/**
 * Within a month of the return from a sick leave, the employer tells the employee how many days of
 * leave remain and until when they can be taken (L3141-19-3): the fifteen-month carry-over of
 * L3141-19-1 runs from this information.
 */
export const informationCongesPayesApresArretDeTravail: LetterTemplate = {
  slug: 'information-conges-payes-apres-arret-de-travail',
  nom: 'Information sur les congés payés au retour d’un arrêt de travail',
  type: 'conges',
  description:
    'Dans le mois qui suit la reprise après un arrêt pour maladie ou accident, l’employeur informe le salarié du nombre de jours de congé dont il dispose et de la date jusqu’à laquelle il peut les prendre.',
  author: 'employer',
  legalReferences: ['L3141-19-3', 'L3141-19-1', 'L3141-19-2', 'L3141-3', 'L3141-5', 'L3141-5-1'],
  delivery: '{{envoi}}',
  guidance: [
    'Dans le mois qui suit la reprise du travail après un arrêt pour maladie ou accident, l’employeur informe le salarié, par tout moyen conférant date certaine à sa réception, du nombre de jours de congé dont il dispose et de la date jusqu’à laquelle il peut les prendre ; le bulletin de paie peut servir à cette information (article L. 3141-19-3 du Code du travail).',
    'Les congés que la maladie ou l’accident a empêché de prendre pendant la période de prise sont reportés pendant quinze mois, à compter de la réception de cette information (article L. 3141-19-1) : sans elle, le délai ne commence pas à courir.',
    'Si, à la fin de la période de référence au cours de laquelle les congés ont été acquis, l’arrêt durait depuis au moins un an, le report de quinze mois a commencé à cette date ; il est suspendu jusqu’à cette information (article L. 3141-19-2). Vérifiez qu’il n’a pas expiré.',
    'Depuis la loi du 22 avril 2024, un arrêt pour maladie ou accident non professionnel ouvre droit à deux jours ouvrables de congé par mois, dans la limite de 24 jours par période de référence (articles L. 3141-5 et L. 3141-5-1) ; un arrêt pour accident du travail ou maladie professionnelle ouvre droit à deux jours et demi par mois, sans limite de durée (articles L. 3141-3 et L. 3141-5).',
  ],
  fields: [
    envoiField(),
    { name: 'dateReprise', kind: 'date', label: 'Date de reprise du travail', required: true },
    {
      name: 'joursConges',
      kind: 'number',
      label: 'Nombre de jours de congé disponibles',
      required: true,
      min: 0,
      max: 200,
      unit: 'jours',
      help: 'Tous les jours acquis et non pris à la date de la lettre, y compris ceux acquis pendant l’arrêt.',
    },
    {
      name: 'decompte',
      kind: 'select',
      label: 'Décompte des jours',
      required: true,
      options: [
        { value: 'ouvrables', label: 'En jours ouvrables', text: 'jours ouvrables' },
        { value: 'ouvres', label: 'En jours ouvrés', text: 'jours ouvrés' },
      ],
    },
    {
      name: 'dateLimite',
      kind: 'date',
      label: 'Date jusqu’à laquelle ces congés peuvent être pris',
      required: true,
      help: 'Pour les congés reportés à cause de l’arrêt : quinze mois après la réception de cette lettre, sauf report déjà commencé.',
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateReprise',
      relation: 'notAfter',
      other: 'dateLettre',
      message:
        'La lettre suit la reprise du travail : la date de reprise ne peut pas suivre celle de la lettre',
    },
    {
      kind: 'date',
      field: 'dateLimite',
      relation: 'after',
      other: 'dateLettre',
      message: 'Ces congés peuvent être pris après la lettre : la date limite suit celle de la lettre',
    },
  ],
  subject: 'Vos congés payés à la suite de votre arrêt de travail',
  salutation: '{{salarieCivilite}},',
  body: [
    {
      text: 'Vous avez repris votre travail le {{dateReprise}}, à l’issue d’un arrêt de travail pour maladie ou accident.',
    },
    {
      text: 'Conformément à l’article L. 3141-19-3 du Code du travail, nous vous informons que vous disposez à ce jour de {{joursConges}} de congés payés, décomptés en {{decompte}}.',
    },
    {
      text: 'Ces congés peuvent être pris jusqu’au {{dateLimite}}. Ceux que votre arrêt vous a empêché de prendre bénéficient d’une période de report de quinze mois (article L. 3141-19-1 du Code du travail).',
    },
    {
      text: 'Nous vous invitons à nous faire part des dates que vous souhaitez, afin d’organiser leur prise.',
    },
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
  countersignature: envoiReceipt,
};
