import type { LetterTemplate } from '../../types.ts';
import { envoiField, envoiReceipt } from '../common-fields.ts';

/**
 * The employee gives the expected date of birth one month ahead, and the dates of the 21 (or 28) day
 * period one month before each part (L1225-35, D1225-8); the birth leave of L3142-4 and the first four
 * days are compulsory (L1225-35-1).
 */
export const congeDePaterniteEtDAccueilDeLEnfant: LetterTemplate = {
  slug: 'conge-de-paternite-et-d-accueil-de-l-enfant',
  nom: 'Congé de paternité et d’accueil de l’enfant',
  type: 'conges',
  description:
    'Le futur père, ou le conjoint, concubin ou partenaire de PACS de la mère, informe l’employeur de la date prévue de la naissance et des dates de son congé de paternité et d’accueil de l’enfant.',
  author: 'employee',
  legalReferences: ['L1225-35', 'L1225-35-1', 'D1225-8', 'D1225-8-1', 'L3142-4', 'L1225-4-1'],
  delivery: '{{envoi}}',
  guidance: [
    'Le congé est ouvert, sans condition d’ancienneté, au père salarié et, le cas échéant, au conjoint, concubin ou partenaire de PACS de la mère (article L. 1225-35 du Code du travail). Le Conseil constitutionnel a précisé en 2025 (décision n° 2025-1155 QPC du 8 août 2025) qu’il bénéficie aussi, dans un couple de femmes ayant eu recours à une assistance médicale à la procréation, à la femme dont la filiation avec l’enfant est établie par reconnaissance conjointe.',
    'Il dure 25 jours calendaires, 32 en cas de naissances multiples : 4 jours qui suivent immédiatement le congé de naissance de 3 jours (article L. 3142-4), puis 21 jours (28) à prendre dans les six mois qui suivent la naissance, en une fois ou en deux parties d’au moins 5 jours chacune (article D. 1225-8).',
    'Prévenez l’employeur de la date présumée de l’accouchement au moins un mois avant, puis des dates de chaque partie de la seconde période au moins un mois avant son début ; si l’enfant naît plus tôt que prévu et que vous voulez commencer dans le mois qui suit la naissance, prévenez sans délai (article D. 1225-8).',
    'Le congé de naissance et les 4 premiers jours sont obligatoires : l’employeur ne peut pas vous faire travailler, même si vous l’avez prévenu tard (article L. 1225-35-1). Si l’enfant est hospitalisé dès la naissance dans une unité de soins spécialisée, ces 4 jours sont prolongés pendant l’hospitalisation, dans la limite de 30 jours (article D. 1225-8-1).',
    'Le congé de naissance est payé par l’employeur (article L. 3142-2) ; pendant le congé de paternité, l’assurance maladie verse des indemnités journalières. L’employeur ne peut pas rompre le contrat pendant les dix semaines qui suivent la naissance, sauf faute grave ou impossibilité de le maintenir pour un motif étranger à l’arrivée de l’enfant (article L. 1225-4-1).',
    'Pour un enfant né à partir du 1er janvier 2026, un congé supplémentaire de naissance d’un ou deux mois peut suivre ce congé : voyez le modèle correspondant.',
  ],
  fields: [
    envoiField(),
    { name: 'dateAccouchement', kind: 'date', label: 'Date présumée de l’accouchement', required: true },
    {
      name: 'naissancesMultiples',
      kind: 'select',
      label: 'Nombre d’enfants attendus',
      required: true,
      options: [
        {
          value: 'non',
          label: 'Un enfant : seconde période de 21 jours',
          text: 'vingt et un jours calendaires',
        },
        {
          value: 'oui',
          label: 'Naissances multiples : seconde période de 28 jours',
          text: 'vingt-huit jours calendaires',
        },
      ],
    },
    {
      name: 'calendrier',
      kind: 'select',
      label: 'Dates de la seconde période',
      required: true,
      options: [
        { value: 'dates-connues', label: 'Je les indique dans cette lettre' },
        { value: 'plus-tard', label: 'Je les communiquerai plus tard, un mois avant' },
      ],
    },
    {
      name: 'periodes',
      kind: 'textarea',
      label: 'Dates de la seconde période',
      required: false,
      requiredWhen: { field: 'calendrier', equals: 'dates-connues' },
      maxLength: 300,
      help: 'Une ligne par partie (deux au plus, d’au moins cinq jours chacune), dans les six mois qui suivent la naissance.',
      placeholder: 'du 3 au 16 août 2026\ndu 1er au 7 octobre 2026',
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateAccouchement',
      relation: 'notBefore',
      other: 'dateLettre',
      message:
        'La lettre annonce une naissance à venir : sa date présumée ne peut pas précéder celle de la lettre',
    },
  ],
  subject: 'Congé de paternité et d’accueil de l’enfant',
  salutation: 'Madame, Monsieur,',
  body: [
    { text: 'Je vous informe que la naissance de mon enfant est prévue le {{dateAccouchement}}.' },
    {
      text: 'À la naissance, je bénéficierai du congé de naissance prévu par l’article L. 3142-4 du Code du travail, puis de la première période de quatre jours calendaires consécutifs du congé de paternité et d’accueil de l’enfant, qui lui fait immédiatement suite (article L. 1225-35 du Code du travail).',
    },
    {
      text: 'Je prendrai la seconde période de ce congé, d’une durée de {{naissancesMultiples}}, aux dates suivantes :\n{{periodes}}',
      when: { field: 'calendrier', equals: 'dates-connues' },
    },
    {
      text: 'Je vous communiquerai les dates de la seconde période de ce congé, d’une durée de {{naissancesMultiples}}, au moins un mois avant son début, comme le prévoit l’article D. 1225-8 du Code du travail.',
      when: { field: 'calendrier', equals: 'plus-tard' },
    },
    {
      text: 'Si l’enfant naît avant la date prévue et que je souhaite commencer la seconde période dans le mois qui suit sa naissance, je vous en informerai sans délai.',
    },
  ],
  closing: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
  countersignature: envoiReceipt,
};
