import type { LetterTemplate } from '../../types.ts';
import { envoiField } from '../common-fields.ts';

/**
 * The employee sends the medical certificate of pregnancy that opens the protections (R1225-1) and
 * tells the employer the dates of her maternity leave (L1225-24, D1225-4-1).
 */
export const informationGrossesseEtCongeDeMaternite: LetterTemplate = {
  slug: 'information-grossesse-et-conge-de-maternite',
  nom: 'Information de l’employeur : grossesse et congé de maternité',
  type: 'conges',
  description:
    'La salariée informe l’employeur de sa grossesse, lui remet le certificat médical qui lui ouvre les protections légales et lui indique les dates de son congé de maternité.',
  author: 'employee',
  legalReferences: ['R1225-1', 'L1225-17', 'L1225-18', 'L1225-19', 'L1225-24', 'D1225-4-1', 'L1225-4'],
  delivery: '{{envoi}}',
  guidance: [
    'Vous n’êtes pas tenue d’annoncer votre grossesse, sauf pour bénéficier des protections de la femme enceinte (article L. 1225-2 du Code du travail). Pour en bénéficier, remettez contre récépissé ou envoyez en recommandé avec avis de réception un certificat médical attestant la grossesse et la date présumée de l’accouchement (article R. 1225-1).',
    'Durée du congé de maternité : 16 semaines (6 avant la date présumée de l’accouchement, 10 après) ; 26 semaines (8 et 18) à partir du troisième enfant ; 34 semaines (12 et 22) pour des jumeaux ; 46 semaines (24 et 22) pour trois enfants ou plus (articles L. 1225-17 à L. 1225-19). Votre convention collective peut prévoir mieux.',
    'Avec l’avis favorable du professionnel de santé qui suit la grossesse, jusqu’à trois semaines du congé prénatal peuvent être reportées après la naissance (articles L. 1225-17 et L. 1225-19). Un état pathologique attesté par certificat médical ajoute jusqu’à deux semaines avant et quatre semaines après l’accouchement (article L. 1225-21). Dans tous les cas, l’employeur ne peut pas vous faire travailler pendant huit semaines au total avant et après l’accouchement, dont les six semaines qui le suivent (article L. 1225-29).',
    'Protection : l’employeur ne peut pas rompre le contrat pendant la grossesse médicalement constatée, le congé de maternité, les congés payés pris juste après et les dix semaines qui suivent, sauf faute grave non liée à la grossesse ou impossibilité de maintenir le contrat pour un motif étranger à la grossesse ; même alors, la rupture ne peut être notifiée ni prendre effet pendant le congé (article L. 1225-4).',
    'Les examens médicaux obligatoires de la grossesse donnent droit à des autorisations d’absence, sans diminution de la rémunération (article L. 1225-16). Pendant le congé, l’assurance maladie verse des indemnités journalières ; votre convention collective peut prévoir le maintien du salaire.',
  ],
  fields: [
    envoiField('récépissé'),
    {
      name: 'dateAccouchement',
      kind: 'date',
      label: 'Date présumée de l’accouchement',
      required: true,
      help: 'Celle qui figure sur le certificat médical de grossesse.',
    },
    {
      name: 'duree',
      kind: 'select',
      label: 'Durée du congé de maternité',
      required: true,
      options: [
        {
          value: 'seize-semaines',
          label: '1er ou 2e enfant : 16 semaines (6 avant, 10 après)',
          text: 'seize semaines',
        },
        {
          value: 'vingt-six-semaines',
          label: '3e enfant ou plus : 26 semaines (8 avant, 18 après)',
          text: 'vingt-six semaines',
        },
        {
          value: 'trente-quatre-semaines',
          label: 'Jumeaux : 34 semaines (12 avant, 22 après)',
          text: 'trente-quatre semaines',
        },
        {
          value: 'quarante-six-semaines',
          label: 'Trois enfants ou plus : 46 semaines (24 avant, 22 après)',
          text: 'quarante-six semaines',
        },
      ],
    },
    { name: 'dateDebut', kind: 'date', label: 'Premier jour du congé de maternité', required: true },
    {
      name: 'dateFin',
      kind: 'date',
      label: 'Dernier jour du congé de maternité',
      required: true,
      help: 'Calculé à partir de la date présumée de l’accouchement ; il se recalcule sur la date réelle de la naissance.',
    },
    {
      name: 'report',
      kind: 'select',
      label: 'Report d’une partie du congé prénatal',
      required: true,
      options: [
        { value: 'non', label: 'Non' },
        { value: 'oui', label: 'Oui, avec l’avis favorable du professionnel de santé qui suit la grossesse' },
      ],
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateDebut',
      relation: 'before',
      other: 'dateAccouchement',
      message: 'Le congé de maternité commence avant la date présumée de l’accouchement',
    },
    {
      kind: 'periodLength',
      field: 'dateFin',
      start: 'dateDebut',
      length: 'duree',
      days: {
        'seize-semaines': 112,
        'vingt-six-semaines': 182,
        'trente-quatre-semaines': 238,
        'quarante-six-semaines': 322,
      },
      message: 'Le congé dure exactement la durée choisie, à compter de son premier jour',
    },
  ],
  subject: 'Grossesse et congé de maternité',
  salutation: 'Madame, Monsieur,',
  body: [
    {
      text: 'Je vous informe que je suis enceinte ; la date présumée de mon accouchement est le {{dateAccouchement}}. Vous trouverez ci-joint le certificat médical qui l’atteste (article R. 1225-1 du Code du travail).',
    },
    {
      text: 'Je bénéficierai d’un congé de maternité d’une durée de {{duree}}, du {{dateDebut}} au {{dateFin}} inclus, sous réserve de la date effective de l’accouchement (articles L. 1225-17 à L. 1225-19 du Code du travail).',
    },
    {
      text: 'À ma demande, et avec l’avis favorable du professionnel de santé qui suit ma grossesse, une partie de mon congé prénatal est reportée après la naissance ; les dates ci-dessus en tiennent compte.',
      when: { field: 'report', equals: 'oui' },
    },
    {
      text: 'Je vous informerai de tout changement, notamment si je souhaite prolonger mon absence par des congés payés ou un congé parental d’éducation.',
    },
  ],
  closing: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
  countersignature: {
    text: 'Reçu en main propre, avec le certificat médical joint, le ........................ Signature :',
    when: { field: 'envoi', equals: 'main-propre' },
  },
};
