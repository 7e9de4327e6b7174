import type { LetterTemplate } from '../../types.ts';
import { envoiField, envoiReceipt } from '../common-fields.ts';

/**
 * Sabbatical leave (L3142-28) asked three months ahead when no collective agreement says otherwise
 * (D3142-19); the employer's silence for thirty days is an agreement (L3142-30).
 */
export const demandeDeCongeSabbatique: LetterTemplate = {
  slug: 'demande-de-conge-sabbatique',
  nom: 'Demande de congé sabbatique',
  type: 'conges',
  description:
    'Le salarié informe l’employeur de la date de départ et de la durée du congé sabbatique qu’il souhaite prendre.',
  author: 'employee',
  legalReferences: ['L3142-28', 'L3142-29', 'L3142-30', 'L3142-34', 'L3142-35', 'D3142-19', 'L3142-120'],
  delivery: '{{envoi}}',
  guidance: [
    'À défaut d’accord collectif, le congé sabbatique est ouvert au salarié qui compte, à la date de départ, 36 mois d’ancienneté dans l’entreprise, consécutifs ou non, et six années d’activité professionnelle, et qui n’a pas bénéficié dans l’entreprise, au cours des six années précédentes, d’un congé sabbatique, d’un congé pour création d’entreprise ou d’un congé de transition professionnelle d’au moins six mois (articles L. 3142-28 et L. 3142-34 du Code du travail). Sa durée va alors de six à onze mois.',
    'Prévenez l’employeur au moins trois mois à l’avance, par tout moyen conférant date certaine, en indiquant la date de départ et la durée du congé (article D. 3142-19), sauf délai différent prévu par un accord collectif.',
    'L’employeur peut différer le départ, dans la limite de six mois à compter de la demande (neuf mois dans les entreprises de moins de 300 salariés), et, dans les entreprises de moins de 300 salariés, le refuser après avis du CSE s’il estime que le congé nuirait à la bonne marche de l’entreprise (articles L. 3142-29 et L. 3142-113). Le refus se conteste devant le conseil de prud’hommes dans les quinze jours de sa notification (article D. 3142-16).',
    'Sans réponse de l’employeur dans les trente jours qui suivent la présentation de la demande, son accord est réputé acquis (article L. 3142-30).',
    'Le congé n’est pas rémunéré. Sauf stipulation de l’accord collectif, les congés payés dus au-delà de 24 jours ouvrables peuvent être reportés jusqu’au départ, sur six ans au plus (article L. 3142-120) ; un compte épargne-temps peut aussi financer le congé si l’accord qui l’institue le prévoit. Au retour, vous retrouvez votre emploi ou un emploi similaire et bénéficiez d’un entretien professionnel (article L. 3142-31).',
  ],
  fields: [
    envoiField(),
    {
      name: 'dateDepart',
      kind: 'date',
      label: 'Date de départ en congé',
      required: true,
      help: 'Au moins trois mois après la remise de la lettre, à défaut d’accord collectif.',
    },
    {
      name: 'dureeMois',
      kind: 'number',
      label: 'Durée du congé',
      required: true,
      min: 1,
      max: 60,
      unit: 'mois',
      help: 'De six à onze mois à défaut d’accord collectif.',
    },
    {
      name: 'reportConges',
      kind: 'select',
      label: 'Report des congés payés',
      required: true,
      options: [
        { value: 'non', label: 'Je ne demande pas de report' },
        { value: 'oui', label: 'Je reporte mes congés payés au-delà de 24 jours ouvrables jusqu’au départ' },
      ],
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateDepart',
      relation: 'after',
      other: 'dateLettre',
      message: 'Le départ suit la demande : sa date suit celle de la lettre',
    },
  ],
  subject: 'Demande de congé sabbatique',
  salutation: 'Madame, Monsieur,',
  body: [
    {
      text: 'Je vous informe de mon souhait de bénéficier d’un congé sabbatique, en application de l’article L. 3142-28 du Code du travail, à compter du {{dateDepart}}, pour une durée de {{dureeMois}}.',
    },
    {
      text: 'À la date de mon départ, je remplirai les conditions d’ouverture de ce droit : l’ancienneté requise dans l’entreprise, six années d’activité professionnelle, et l’absence, dans l’entreprise et pendant la période de référence, de congé sabbatique, de congé pour création d’entreprise ou de congé de transition professionnelle d’au moins six mois.',
    },
    {
      text: 'Je souhaite en outre reporter jusqu’à mon départ les congés payés annuels qui me sont dus au-delà de vingt-quatre jours ouvrables, comme le permet l’article L. 3142-120 du Code du travail.',
      when: { field: 'reportConges', equals: 'oui' },
    },
    {
      text: 'Je vous remercie de me faire connaître votre réponse. Conformément à l’article L. 3142-30 du Code du travail, votre accord sera réputé acquis à défaut de réponse dans un délai de trente jours à compter de la présentation de cette demande.',
    },
  ],
  closing: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
  countersignature: envoiReceipt,
};
