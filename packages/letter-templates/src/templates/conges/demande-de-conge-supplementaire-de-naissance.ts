import type { LetterTemplate } from '../../types.ts';
import { envoiField, envoiReceipt } from '../common-fields.ts';

/**
 * The additional birth leave created by the social security financing act for 2026 (L1225-46-2 ff.),
 * for children born or adopted from 1 January 2026: one or two months, once the maternity, paternity
 * or adoption leave is used up. Its notice period is left to a decree, between fifteen days and one
 * month: the guidance says so instead of guessing it.
 */
export const demandeDeCongeSupplementaireDeNaissance: LetterTemplate = {
  slug: 'demande-de-conge-supplementaire-de-naissance',
  nom: 'Congé supplémentaire de naissance',
  type: 'conges',
  description:
    'Un parent informe l’employeur qu’il prendra, après son congé de maternité, de paternité ou d’adoption, le congé supplémentaire de naissance d’un ou deux mois ouvert pour les enfants nés ou adoptés à partir de 2026.',
  author: 'employee',
  legalReferences: ['L1225-46-2', 'L1225-46-3', 'L1225-46-4', 'L1225-46-5', 'L1225-46-6', 'L1225-4-5'],
  delivery: '{{envoi}}',
  guidance: [
    'Créé par la loi de financement de la sécurité sociale pour 2026, ce congé concerne les enfants nés ou adoptés à partir du 1er janvier 2026, et ceux nés plus tôt dont la naissance était prévue à partir de cette date. Chaque parent salarié peut le prendre, après avoir épuisé son congé de maternité, de paternité et d’accueil de l’enfant ou d’adoption (article L. 1225-46-2 du Code du travail). Selon le ministère du Travail, il peut être posé à partir de juillet 2026.',
    'Sa durée est d’un ou de deux mois, au choix du salarié ; deux mois peuvent être pris en deux périodes d’un mois.',
    'Le délai de prévenance de l’employeur et la période pendant laquelle le congé doit être pris sont fixés par décret ; la loi encadre ce délai entre quinze jours et un mois, et permet de le réduire lorsque le congé suit immédiatement le congé de paternité ou d’adoption. Vérifiez le décret en vigueur sur service-public.fr ; en prévenant au moins un mois à l’avance, vous respectez ce délai dans tous les cas.',
    'Le contrat de travail est suspendu ; l’assurance maladie verse une indemnité journalière dont le montant est fixé par décret (article L. 331-8-1 du Code de la sécurité sociale). Aucune autre activité professionnelle n’est permise pendant le congé (article L. 1225-46-4).',
    'L’employeur ne peut pas rompre le contrat pendant ce congé, sauf faute grave ou impossibilité de le maintenir pour un motif étranger à la naissance ou à l’arrivée de l’enfant (article L. 1225-4-5). Au retour, vous retrouvez votre emploi ou un emploi similaire avec une rémunération au moins équivalente (article L. 1225-46-6).',
    'En cas de décès de l’enfant ou de diminution importante des ressources du foyer, vous pouvez reprendre le travail avant la fin prévue du congé (article L. 1225-46-5).',
  ],
  fields: [
    envoiField(),
    {
      name: 'evenement',
      kind: 'select',
      label: 'Naissance ou adoption',
      required: true,
      options: [
        { value: 'naissance', label: 'Naissance', text: 'la naissance' },
        { value: 'adoption', label: 'Adoption', text: 'l’arrivée à mon foyer' },
      ],
    },
    {
      name: 'dateEnfant',
      kind: 'date',
      label: 'Date de naissance ou d’arrivée au foyer de l’enfant',
      required: true,
    },
    {
      name: 'congePrecedent',
      kind: 'select',
      label: 'Congé que celui-ci prolonge',
      required: true,
      options: [
        { value: 'maternite', label: 'Congé de maternité', text: 'mon congé de maternité' },
        {
          value: 'paternite',
          label: 'Congé de paternité et d’accueil de l’enfant',
          text: 'mon congé de paternité et d’accueil de l’enfant',
        },
        { value: 'adoption', label: 'Congé d’adoption', text: 'mon congé d’adoption' },
      ],
    },
    {
      name: 'duree',
      kind: 'select',
      label: 'Durée',
      required: true,
      options: [
        { value: 'un-mois', label: '1 mois' },
        { value: 'deux-mois', label: '2 mois d’affilée' },
        { value: 'deux-periodes', label: '2 mois, en deux périodes d’un mois' },
      ],
    },
    {
      name: 'dateDebut',
      kind: 'date',
      label: 'Premier jour du congé',
      required: true,
      help: 'En cas de fractionnement, le premier jour de la première période.',
    },
    {
      name: 'debutSecondePeriode',
      kind: 'date',
      label: 'Premier jour de la seconde période',
      required: false,
      requiredWhen: { field: 'duree', equals: 'deux-periodes' },
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateEnfant',
      relation: 'notAfter',
      other: 'dateLettre',
      message:
        'La lettre suit la naissance ou l’arrivée de l’enfant : sa date ne peut pas suivre celle de la lettre',
    },
    {
      kind: 'date',
      field: 'dateDebut',
      relation: 'after',
      other: 'dateEnfant',
      message: 'Le congé suit la naissance ou l’arrivée de l’enfant : son premier jour suit cette date',
    },
    {
      kind: 'date',
      field: 'debutSecondePeriode',
      relation: 'notBefore',
      other: 'dateDebut',
      plusMonths: 1,
      message: 'La seconde période commence après la première, qui dure un mois',
      when: { field: 'duree', equals: 'deux-periodes' },
    },
  ],
  subject: 'Congé supplémentaire de naissance',
  salutation: 'Madame, Monsieur,',
  body: [
    {
      text: 'À la suite de {{evenement}} de mon enfant le {{dateEnfant}}, je vous informe de mon intention de bénéficier, à l’issue de {{congePrecedent}}, du congé supplémentaire de naissance prévu par l’article L. 1225-46-2 du Code du travail.',
    },
    {
      text: 'Ce congé, d’une durée d’un mois, débutera le {{dateDebut}}.',
      when: { field: 'duree', equals: 'un-mois' },
    },
    {
      text: 'Ce congé, d’une durée de deux mois, débutera le {{dateDebut}}.',
      when: { field: 'duree', equals: 'deux-mois' },
    },
    {
      text: 'Ce congé, d’une durée de deux mois, sera pris en deux périodes d’un mois : la première débutera le {{dateDebut}}, la seconde le {{debutSecondePeriode}}.',
      when: { field: 'duree', equals: 'deux-periodes' },
    },
    { text: 'Mon contrat de travail sera suspendu pendant ce congé.' },
  ],
  closing: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
  countersignature: envoiReceipt,
};
