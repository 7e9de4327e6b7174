import type { LetterTemplate } from '../../types.ts';
import { envoiField, envoiReceipt } from '../common-fields.ts';

/**
 * The employee tells the employer of a parental leave or a part-time period (L1225-47), one month
 * before the end of the maternity or adoption leave it follows, two months before its start otherwise
 * (L1225-50), by registered letter or against a receipt (R1225-13).
 */
export const demandeDeCongeParentalDEducation: LetterTemplate = {
  slug: 'demande-de-conge-parental-d-education',
  nom: 'Congé parental d’éducation ou passage à temps partiel',
  type: 'conges',
  description:
    'Le salarié informe l’employeur qu’il prend un congé parental d’éducation, ou qu’il réduit sa durée du travail, pour élever son enfant.',
  author: 'employee',
  legalReferences: ['L1225-47', 'L1225-48', 'L1225-50', 'L1225-51', 'R1225-13'],
  delivery: '{{envoi}}',
  guidance: [
    'Le congé parental d’éducation, ou le passage à temps partiel, est un droit pour tout salarié qui compte au moins un an d’ancienneté dans l’entreprise, quel que soit l’effectif : l’employeur ne peut pas le refuser (article L. 1225-47 du Code du travail).',
    'Délai : au moins un mois avant la fin du congé de maternité ou d’adoption si le congé parental le suit immédiatement, sinon au moins deux mois avant son début (article L. 1225-50). Par lettre recommandée avec avis de réception ou remise contre récépissé (article R. 1225-13).',
    'Durée initiale d’un an au plus, prolongeable deux fois, jusqu’au troisième anniversaire de l’enfant au plus tard ; des règles particulières s’appliquent aux naissances multiples et aux adoptions (article L. 1225-48). Pour prolonger, ou transformer le congé en temps partiel ou l’inverse, prévenez l’employeur au moins un mois avant le terme prévu (article L. 1225-51).',
    'À temps partiel, la durée du travail ne peut pas être inférieure à seize heures par semaine ; la répartition des heures se fixe avec l’employeur.',
    'Le congé n’est pas rémunéré par l’employeur ; la prestation partagée d’éducation de l’enfant (PreParE) se demande à la CAF ou à la MSA. Pour un enfant né ou adopté à partir du 1er janvier 2026, voyez aussi le congé supplémentaire de naissance.',
  ],
  fields: [
    envoiField('récépissé'),
    {
      name: 'evenement',
      kind: 'select',
      label: 'Naissance ou adoption',
      required: true,
      options: [
        { value: 'naissance', label: 'Naissance', text: 'la naissance' },
        { value: 'adoption', label: 'Adoption', text: 'l’arrivée au foyer' },
      ],
    },
    {
      name: 'dateEnfant',
      kind: 'date',
      label: 'Date de naissance ou d’arrivée au foyer de l’enfant',
      required: true,
    },
    {
      name: 'forme',
      kind: 'select',
      label: 'Forme du congé',
      required: true,
      options: [
        {
          value: 'conge-total',
          label: 'Congé parental à temps plein (contrat suspendu)',
          text: 'd’un congé parental d’éducation à temps plein, pendant lequel mon contrat de travail sera suspendu',
        },
        {
          value: 'temps-partiel',
          label: 'Activité à temps partiel (16 heures par semaine au moins)',
          text: 'd’une réduction de ma durée du travail pour élever mon enfant',
        },
      ],
    },
    {
      name: 'dureeHebdomadaire',
      kind: 'number',
      label: 'Durée du travail souhaitée',
      required: false,
      requiredWhen: { field: 'forme', equals: 'temps-partiel' },
      min: 16,
      unit: 'heures par semaine',
      help: 'Pour un temps partiel : seize heures par semaine au moins.',
    },
    { name: 'dateDebut', kind: 'date', label: 'Premier jour', required: true },
    {
      name: 'dateFin',
      kind: 'date',
      label: 'Dernier jour',
      required: true,
      help: 'Un an au plus après le début, et au plus tard le jour du troisième anniversaire de l’enfant.',
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateDebut',
      relation: 'after',
      other: 'dateEnfant',
      message:
        'Le congé parental suit la naissance ou l’arrivée de l’enfant : son premier jour suit cette date',
    },
    {
      kind: 'date',
      field: 'dateFin',
      relation: 'notBefore',
      other: 'dateDebut',
      message: 'Le dernier jour ne peut pas précéder le premier',
    },
    {
      kind: 'date',
      field: 'dateFin',
      relation: 'notAfter',
      other: 'dateDebut',
      plusMonths: 12,
      plusDays: -1,
      message: 'La durée initiale du congé parental est d’un an au plus (article L. 1225-48)',
    },
  ],
  subject: 'Congé parental d’éducation',
  salutation: 'Madame, Monsieur,',
  body: [
    {
      text: 'À la suite de {{evenement}} de mon enfant le {{dateEnfant}}, je vous informe de mon intention de bénéficier {{forme}}, en application de l’article L. 1225-47 du Code du travail.',
    },
    { text: 'Cette période débutera le {{dateDebut}} et prendra fin le {{dateFin}}.' },
    {
      text: 'Je souhaite travailler {{dureeHebdomadaire}} pendant cette période ; je vous propose que nous convenions ensemble de la répartition de ces heures.',
      when: { field: 'forme', equals: 'temps-partiel' },
    },
  ],
  closing: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
  countersignature: envoiReceipt,
};
