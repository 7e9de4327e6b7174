import type { LetterTemplate } from '../../types.ts';
import {
  adresseInspectionField,
  adresseMairieField,
  dateEntretienField,
  dismissalAssistanceBlocks,
  handDeliveryReceipt,
  heureEntretienField,
  lieuEntretienField,
  remiseField,
  representantsField,
} from '../common-fields.ts';

export const convocationEntretienPrealableLicenciementEconomique: LetterTemplate = {
  slug: 'convocation-entretien-prealable-licenciement-economique',
  nom: 'Convocation à un entretien préalable au licenciement économique',
  type: 'licenciement',
  description:
    'La convocation qui ouvre un licenciement pour motif économique individuel (ou de moins de dix salariés sur trente jours) : entretien préalable et présentation du contrat de sécurisation professionnelle.',
  author: 'employer',
  legalReferences: [
    'L1233-3',
    'L1233-4',
    'L1233-8',
    'L1233-11',
    'L1233-12',
    'L1233-13',
    'L1233-66',
    'D1232-5',
    'R1231-1',
  ],
  delivery: '{{remise}}',
  guidance: [
    'Le motif économique doit correspondre à l’un des cas de l’article L. 1233-3 (difficultés économiques caractérisées, mutations technologiques, réorganisation nécessaire à la sauvegarde de la compétitivité, cessation d’activité) et entraîner la suppression ou la transformation de l’emploi, ou une modification du contrat refusée.',
    'Avant tout licenciement, cherchez à reclasser le salarié sur les emplois disponibles en France dans l’entreprise et le groupe, et adressez-lui des offres écrites et précises (article L. 1233-4).',
    'L’entretien ne peut avoir lieu moins de cinq jours ouvrables après la présentation de la lettre recommandée ou sa remise en main propre (article L. 1233-11) ; le jour de la présentation ne compte pas et un délai finissant un samedi, un dimanche ou un jour férié est reporté au premier jour ouvrable suivant (article R. 1231-1).',
    'Dans une entreprise de moins de mille salariés, ou en redressement ou liquidation judiciaire, vous devez remettre au salarié, lors de l’entretien et contre récépissé, le document d’information sur le contrat de sécurisation professionnelle (CSP) fourni par France Travail (article L. 1233-66). À défaut, vous devrez verser à France Travail une contribution de deux à trois mois de salaire.',
    'Pour licencier de deux à neuf salariés sur trente jours dans une entreprise d’au moins onze salariés, consultez d’abord le CSE (article L. 1233-8). Ce modèle ne convient pas aux entreprises d’au moins mille salariés, qui proposent un congé de reclassement (article L. 1233-71).',
  ],
  fields: [
    remiseField,
    dateEntretienField,
    heureEntretienField,
    lieuEntretienField,
    representantsField,
    adresseInspectionField,
    adresseMairieField,
  ],
  checks: [
    {
      kind: 'workingDaysAfter',
      field: 'dateEntretien',
      other: 'dateLettre',
      days: 5,
      message:
        'L’entretien a lieu au moins cinq jours ouvrables après la présentation de la lettre, ce jour-là non compté (articles L. 1233-11 et R. 1231-1)',
    },
  ],
  subject: 'Convocation à un entretien préalable à un éventuel licenciement pour motif économique',
  salutation: '{{salarieCivilite}},',
  body: [
    {
      text: 'Nous envisageons de procéder à votre licenciement pour motif économique. Conformément à l’article L. 1233-11 du Code du travail, nous vous convoquons à un entretien préalable à cette éventuelle décision.',
    },
    {
      text: 'Cet entretien aura lieu le {{dateEntretien}} à {{heureEntretien}}, à l’adresse suivante : {{lieuEntretien}}.',
    },
    {
      text: 'Au cours de cet entretien, nous vous exposerons les motifs économiques de la mesure envisagée, nous ferons le point sur les possibilités de reclassement et nous recueillerons vos explications.',
    },
    {
      text: 'Nous vous remettrons également le document d’information sur le contrat de sécurisation professionnelle (CSP), un dispositif d’accompagnement renforcé vers l’emploi mis en œuvre par France Travail. Vous disposerez de vingt et un jours à compter de cette remise pour accepter ou refuser d’en bénéficier.',
    },
    ...dismissalAssistanceBlocks,
    {
      text: 'Aucune décision ne sera prise avant cet entretien.',
    },
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
  countersignature: handDeliveryReceipt,
};
