import type { LetterTemplate } from '../../types.ts';
import { employerReceipt, remiseField } from '../common-fields.ts';

export const demandeRuptureConventionnelle: LetterTemplate = {
  slug: 'demande-rupture-conventionnelle',
  nom: 'Demande de rupture conventionnelle',
  type: 'contrat',
  description:
    'La lettre du salarié en contrat à durée indéterminée qui propose à son employeur d’envisager une rupture conventionnelle et demande un entretien.',
  author: 'employee',
  legalReferences: ['L1237-11', 'L1237-12', 'L1237-13', 'L1237-14'],
  delivery: '{{remise}}',
  guidance: [
    'L’employeur est libre de refuser : la rupture conventionnelle suppose l’accord des deux parties (article L. 1237-11). Si vous voulez quitter l’entreprise de toute façon, c’est alors une démission.',
    'Lors du ou des entretiens, vous pouvez vous faire assister par une personne de l’entreprise ou, sans représentants du personnel, par un conseiller du salarié (article L. 1237-12) ; prévenez alors l’employeur.',
    'L’indemnité spécifique ne peut être inférieure à l’indemnité légale de licenciement (article L. 1237-13), ni, dans de nombreuses branches, à l’indemnité conventionnelle de licenciement. Après la signature, chacun a quinze jours calendaires pour se rétracter, puis l’administration quinze jours ouvrables pour homologuer (article L. 1237-14).',
    'La rupture conventionnelle ouvre droit à l’allocation chômage si vous en remplissez les conditions.',
  ],
  fields: [
    remiseField,
    {
      name: 'poste',
      kind: 'text',
      label: 'Poste occupé',
      required: true,
      maxLength: 120,
    },
    {
      name: 'dateEmbauche',
      kind: 'date',
      label: 'Date d’embauche',
      required: true,
    },
    {
      name: 'raisons',
      kind: 'textarea',
      label: 'Vos raisons (facultatif)',
      required: false,
      maxLength: 2000,
      help: 'Rien ne vous oblige à les donner ; un mot sur votre projet peut faciliter la discussion.',
    },
    {
      name: 'dateSouhaitee',
      kind: 'date',
      label: 'Date de départ souhaitée (facultatif)',
      required: false,
      help: 'Elle ne peut pas précéder le lendemain de l’homologation, soit environ cinq semaines après la signature.',
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateEmbauche',
      relation: 'notAfter',
      other: 'dateLettre',
      message: 'La date d’embauche ne peut pas suivre celle de la lettre',
    },
    {
      kind: 'date',
      field: 'dateSouhaitee',
      relation: 'after',
      other: 'dateLettre',
      message:
        'La rupture suit la signature et l’homologation de la convention : la date souhaitée suit celle de la lettre',
    },
  ],
  subject: 'Demande de rupture conventionnelle de mon contrat de travail',
  salutation: 'Madame, Monsieur,',
  body: [
    {
      text: 'J’occupe depuis le {{dateEmbauche}} le poste de {{poste}} au sein de {{employeurNom}}. Je souhaite vous proposer d’envisager ensemble une rupture conventionnelle de mon contrat de travail à durée indéterminée, dans les conditions prévues par les articles L. 1237-11 et suivants du Code du travail.',
    },
    {
      text: '{{raisons}}',
      when: { field: 'raisons', filled: true },
    },
    {
      text: 'Je souhaiterais, si nous en convenons, que mon contrat prenne fin le {{dateSouhaitee}}, ou à la date la plus proche que permettra la procédure.',
      when: { field: 'dateSouhaitee', filled: true },
    },
    {
      text: 'Je vous propose de nous rencontrer lors d’un entretien pour en discuter, à la date qui vous conviendra. Je vous informerai à l’avance si je choisis de m’y faire assister.',
    },
  ],
  closing: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
  countersignature: employerReceipt,
};
