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

export const convocationEntretienPrealableLicenciement: LetterTemplate = {
  slug: 'convocation-entretien-prealable-licenciement',
  nom: 'Convocation à un entretien préalable au licenciement (motif personnel)',
  type: 'licenciement',
  description:
    'La première étape de tout licenciement pour motif personnel, pour faute ou non : convoquer le salarié à un entretien avant de prendre la moindre décision.',
  author: 'employer',
  legalReferences: ['L1232-2', 'L1232-3', 'L1232-4', 'R1232-1', 'D1232-5', 'R1231-1', 'L1332-4', 'L1332-2'],
  delivery: '{{remise}}',
  guidance: [
    'L’entretien ne peut avoir lieu moins de cinq jours ouvrables après la présentation de la lettre recommandée ou sa remise en main propre (article L. 1232-2). Le jour de la présentation ne compte pas, les dimanches et jours fériés chômés non plus, et un délai qui finit un samedi, un dimanche ou un jour férié est reporté au premier jour ouvrable suivant (article R. 1231-1) : une lettre présentée un lundi permet un entretien au plus tôt le mardi de la semaine suivante. Prévoyez en plus le temps d’acheminement du recommandé.',
    'Si le licenciement envisagé est disciplinaire, la convocation doit partir dans les deux mois à compter du jour où vous avez eu connaissance des faits (article L. 1332-4) ; pour une faute grave, engagez la procédure dans un délai restreint, sans quoi la gravité de la faute pourra être contestée.',
    'Sans représentants du personnel, la lettre doit indiquer la possibilité de se faire assister par un conseiller du salarié et les adresses où sa liste est consultable, l’inspection du travail et la mairie (articles L. 1232-4 et D. 1232-5). L’oubli de ces mentions rend la procédure irrégulière (jusqu’à un mois de salaire d’indemnité).',
    'La lettre indique l’objet de l’entretien ; les motifs sont exposés lors de l’entretien lui-même (article L. 1232-3), pas nécessairement dans la convocation.',
    'Après l’entretien, la lettre de licenciement ne peut pas être envoyée moins de deux jours ouvrables après la date prévue de l’entretien (article L. 1232-6) ; pour un licenciement disciplinaire, au plus tard un mois après cette date (article L. 1332-2).',
    'Un salarié protégé (élu du CSE, délégué syndical…) ne peut être licencié qu’avec l’autorisation de l’inspecteur du travail : la procédure est différente.',
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
        'L’entretien a lieu au moins cinq jours ouvrables après la présentation de la lettre, ce jour-là non compté (articles L. 1232-2 et R. 1231-1)',
    },
  ],
  subject: 'Convocation à un entretien préalable à un éventuel licenciement',
  salutation: '{{salarieCivilite}},',
  body: [
    {
      text: 'Nous envisageons de prendre à votre égard une mesure de licenciement pour motif personnel. Conformément à l’article L. 1232-2 du Code du travail, nous vous convoquons à un entretien préalable à cette éventuelle décision.',
    },
    {
      text: 'Cet entretien aura lieu le {{dateEntretien}} à {{heureEntretien}}, à l’adresse suivante : {{lieuEntretien}}.',
    },
    {
      text: 'Au cours de cet entretien, nous vous exposerons les motifs de la décision envisagée et recueillerons vos explications.',
    },
    ...dismissalAssistanceBlocks,
    {
      text: 'Aucune décision ne sera prise avant cet entretien.',
    },
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
  countersignature: handDeliveryReceipt,
};
