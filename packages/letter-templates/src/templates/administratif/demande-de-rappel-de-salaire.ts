import type { LetterTemplate } from '../../types.ts';
import { envoiField, envoiReceipt } from '../common-fields.ts';

/** The employee claims unpaid wages, within the three-year limitation of L3245-1. */
export const demandeDeRappelDeSalaire: LetterTemplate = {
  slug: 'demande-de-rappel-de-salaire',
  nom: 'Demande de rappel de salaire',
  type: 'administratif',
  description:
    'Le salarié réclame des sommes qui ne lui ont pas été payées : heures supplémentaires, prime, minimum conventionnel, majoration, jours de congé.',
  author: 'employee',
  legalReferences: ['L3245-1', 'L3243-3'],
  delivery: '{{envoi}}',
  guidance: [
    'Vous pouvez réclamer les salaires des trois dernières années : l’action en paiement se prescrit par trois ans à compter du jour où vous avez connu ou auriez dû connaître les faits ; après la rupture du contrat, la demande peut porter sur les trois années qui la précèdent (article L. 3245-1 du Code du travail).',
    'Avoir accepté vos bulletins de paie sans protester ne vous fait pas perdre vos droits (article L. 3243-3).',
    'Appuyez votre demande sur des éléments précis : contrat et avenants, convention collective (salaire minimum, primes), plannings, relevés d’heures, courriels. Gardez-en une copie.',
    'Un rappel de salaire est une somme brute : les cotisations et le prélèvement à la source s’y appliquent, et il figure sur un bulletin de paie.',
    'Sans régularisation, vous pouvez saisir le conseil de prud’hommes ; une lettre restée sans réponse montre que vous avez d’abord cherché à régler la question avec l’employeur.',
  ],
  fields: [
    envoiField(),
    {
      name: 'periode',
      kind: 'text',
      label: 'Période concernée',
      required: true,
      maxLength: 120,
      help: 'Elle complète la phrase « pour la période… ».',
      placeholder: 'de janvier à mars 2026',
    },
    {
      name: 'detail',
      kind: 'textarea',
      label: 'Ce qui n’a pas été payé et pourquoi',
      required: true,
      maxLength: 3000,
      help: 'Chaque élément, avec la règle qui le prévoit (contrat, convention collective, Code du travail) et, si possible, son montant.',
      placeholder:
        '24 heures supplémentaires effectuées en février 2026, ni payées ni majorées.\nPrime d’ancienneté prévue par la convention collective, non versée depuis janvier 2026.',
    },
    {
      name: 'montant',
      kind: 'money',
      label: 'Montant brut réclamé',
      required: false,
      help: 'Facultatif : le total brut, si vous avez pu le calculer.',
    },
  ],
  subject: 'Demande de rappel de salaire',
  salutation: 'Madame, Monsieur,',
  body: [
    {
      text: 'Après vérification de mes bulletins de paie, je constate que je n’ai pas perçu l’intégralité de la rémunération qui m’est due pour la période {{periode}} :\n{{detail}}',
    },
    {
      text: 'Le rappel de salaire correspondant s’élève selon mon calcul à {{montant}} brut.',
      when: { field: 'montant', filled: true },
    },
    {
      text: 'Je vous demande de régulariser ces sommes lors de la prochaine paie, sur un bulletin de paie qui fasse apparaître ce rappel.',
    },
    {
      text: 'L’acceptation de mes bulletins de paie sans protestation ni réserve ne vaut pas renonciation de ma part au paiement des sommes qui me sont dues (article L. 3243-3 du Code du travail).',
    },
  ],
  closing: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
  countersignature: envoiReceipt,
};
