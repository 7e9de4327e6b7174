import type { LetterTemplate } from '../../types.ts';
import { envoiField, envoiReceipt } from '../common-fields.ts';

/**
 * Carer's leave (L3142-16) asked one month ahead, with the sworn statements and the decision that
 * D3142-8 lists (D3142-11); it starts at once in the emergencies of L3142-19.
 */
export const demandeDeCongeDeProcheAidant: LetterTemplate = {
  slug: 'demande-de-conge-de-proche-aidant',
  nom: 'Congé de proche aidant',
  type: 'conges',
  description:
    'Le salarié suspend son contrat de travail, ou passe à temps partiel, pour s’occuper d’un proche handicapé ou en perte d’autonomie.',
  author: 'employee',
  legalReferences: ['L3142-16', 'L3142-19', 'L3142-20', 'L3142-27', 'D3142-8', 'D3142-11'],
  delivery: '{{envoi}}',
  guidance: [
    'Le congé est ouvert sans condition d’ancienneté pour aider une personne qui présente un handicap ou une perte d’autonomie et réside en France : conjoint, concubin, partenaire de PACS, ascendant, descendant, enfant à charge, collatéral jusqu’au quatrième degré, mêmes parents du conjoint ou partenaire, ou personne âgée ou handicapée avec qui vous résidez ou entretenez des liens étroits et stables (articles L. 3142-16 et L. 3142-17 du Code du travail).',
    'À défaut d’accord collectif, il dure trois mois au plus, renouvelables, dans la limite d’un an sur toute la carrière (articles L. 3142-19 et L. 3142-27). Prévenez l’employeur au moins un mois avant le début, par tout moyen conférant date certaine (article D. 3142-11) ; pour un renouvellement qui suit immédiatement le congé, quinze jours avant son terme (article D. 3142-12).',
    'En cas de dégradation soudaine de l’état de santé de la personne aidée, de situation de crise nécessitant une action urgente ou de fin brutale de son hébergement en établissement, le congé débute sans délai (article L. 3142-19).',
    'Le congé continu ne peut pas être refusé si les conditions sont remplies ; le fractionnement, par demi-journées au moins (article D. 3142-9), ou le temps partiel demandent l’accord de l’employeur, sauf dans les situations d’urgence ci-dessus (article L. 3142-20). En cas de fractionnement, prévenez l’employeur au moins 48 heures avant chaque période.',
    'Pièces à joindre (article D. 3142-8) : une déclaration sur l’honneur du lien avec la personne aidée ou de l’aide que vous lui apportez, une déclaration sur l’honneur des congés de proche aidant déjà pris, et la copie de la décision qui justifie du handicap ou de la perte d’autonomie (par exemple l’attribution de l’allocation personnalisée d’autonomie).',
    'Le congé n’est pas rémunéré par l’employeur ; l’allocation journalière du proche aidant (AJPA) se demande à la CAF ou à la MSA. Vous ne pouvez pas exercer d’autre activité professionnelle pendant le congé (article L. 3142-18).',
  ],
  fields: [
    envoiField(),
    {
      name: 'personneAidee',
      kind: 'text',
      label: 'Personne aidée et lien avec vous',
      required: true,
      maxLength: 150,
      placeholder: 'ma mère, Jeanne Durand',
    },
    {
      name: 'situation',
      kind: 'select',
      label: 'Situation de la personne aidée',
      required: true,
      options: [
        { value: 'perte-autonomie', label: 'Perte d’autonomie', text: 'présente une perte d’autonomie' },
        { value: 'handicap', label: 'Handicap', text: 'présente un handicap' },
      ],
    },
    {
      name: 'modalite',
      kind: 'select',
      label: 'Forme du congé',
      required: true,
      options: [
        { value: 'continu', label: 'Congé continu' },
        { value: 'fractionne', label: 'Congé fractionné (avec l’accord de l’employeur)' },
        { value: 'temps-partiel', label: 'Temps partiel (avec l’accord de l’employeur)' },
      ],
    },
    { name: 'dateDebut', kind: 'date', label: 'Premier jour du congé', required: true },
    {
      name: 'dateFin',
      kind: 'date',
      label: 'Dernier jour du congé',
      required: true,
      help: 'Trois mois au plus à défaut d’accord collectif, renouvelables dans la limite d’un an sur toute la carrière.',
    },
    {
      name: 'organisation',
      kind: 'textarea',
      label: 'Organisation souhaitée',
      required: false,
      maxLength: 1000,
      help: 'Facultatif, pour un congé fractionné ou un temps partiel : les jours d’absence ou la durée du travail souhaités.',
      placeholder: 'Absence tous les mercredis et vendredis après-midi.',
    },
    {
      name: 'urgence',
      kind: 'select',
      label: 'Situation d’urgence',
      required: true,
      help: 'En cas d’urgence, le congé débute sans attendre le délai d’un mois.',
      options: [
        { value: 'non', label: 'Non : je préviens au moins un mois à l’avance' },
        {
          value: 'degradation',
          label: 'Dégradation soudaine de l’état de santé de la personne aidée',
          text: 'de la dégradation soudaine de l’état de santé de la personne que j’aide',
        },
        {
          value: 'crise',
          label: 'Situation de crise nécessitant une action urgente',
          text: 'd’une situation de crise qui nécessite une action urgente de ma part',
        },
        {
          value: 'hebergement',
          label: 'Fin brutale de l’hébergement en établissement',
          text: 'de la cessation brutale de l’hébergement en établissement dont bénéficiait la personne que j’aide',
        },
      ],
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateDebut',
      relation: 'notBefore',
      other: 'dateLettre',
      message: 'Le congé commence au plus tôt à la date de la lettre',
    },
    {
      kind: 'date',
      field: 'dateFin',
      relation: 'notBefore',
      other: 'dateDebut',
      message: 'Le dernier jour du congé ne peut pas précéder le premier',
    },
  ],
  subject: 'Demande de congé de proche aidant',
  salutation: 'Madame, Monsieur,',
  body: [
    {
      text: 'Je vous informe de ma volonté de suspendre mon contrat de travail pour bénéficier d’un congé de proche aidant, en application de l’article L. 3142-16 du Code du travail. La personne que j’aide, {{personneAidee}}, {{situation}}.',
    },
    { text: 'Ce congé débutera le {{dateDebut}} et prendra fin le {{dateFin}}.' },
    {
      text: 'Avec votre accord, je souhaite fractionner ce congé, comme le permet l’article L. 3142-20 du Code du travail ; je vous préviendrai au moins quarante-huit heures avant chaque période d’absence.',
      when: { field: 'modalite', equals: 'fractionne' },
    },
    {
      text: 'Avec votre accord, je souhaite transformer ce congé en période d’activité à temps partiel, comme le permet l’article L. 3142-20 du Code du travail.',
      when: { field: 'modalite', equals: 'temps-partiel' },
    },
    {
      text: 'Je vous propose l’organisation suivante :\n{{organisation}}',
      when: { field: 'organisation', filled: true },
    },
    {
      text: 'En raison {{urgence}}, ce congé débute sans délai, comme le prévoit l’article L. 3142-19 du Code du travail.',
      when: { field: 'urgence', oneOf: ['degradation', 'crise', 'hebergement'] },
    },
    {
      text: 'Conformément à l’article D. 3142-8 du Code du travail, je joins à cette lettre une déclaration sur l’honneur de mon lien avec la personne aidée ou de l’aide que je lui apporte, une déclaration sur l’honneur relative aux congés de proche aidant dont j’ai déjà bénéficié, et la copie de la décision qui justifie de son handicap ou de sa perte d’autonomie.',
    },
  ],
  closing: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
  countersignature: envoiReceipt,
};
