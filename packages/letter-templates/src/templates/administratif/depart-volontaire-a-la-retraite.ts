import type { LetterTemplate } from '../../types.ts';
import { envoiField, envoiReceipt } from '../common-fields.ts';

/**
 * The employee leaves to draw a pension (L1237-9), with the dismissal notice of L1234-1 (L1237-10)
 * and the retirement indemnity of D1237-1 after ten years' service.
 */
export const departVolontaireALaRetraite: LetterTemplate = {
  slug: 'depart-volontaire-a-la-retraite',
  nom: 'Départ volontaire à la retraite',
  type: 'administratif',
  description:
    'Le salarié informe l’employeur qu’il quitte l’entreprise pour prendre sa retraite, fixe la fin de son préavis et demande l’indemnité de départ à la retraite.',
  author: 'employee',
  legalReferences: ['L1237-9', 'L1237-10', 'L1234-1', 'D1237-1', 'D1237-2'],
  delivery: '{{envoi}}',
  guidance: [
    'Le départ volontaire à la retraite est une décision du salarié, que l’employeur ne peut pas refuser. L’indemnité de départ n’est due que si vous liquidez effectivement votre pension de vieillesse du régime de base (article L. 1237-9 du Code du travail) : demandez votre retraite en ligne sur info-retraite.fr plusieurs mois à l’avance.',
    'Le préavis est celui du licenciement (article L. 1237-10, qui renvoie à l’article L. 1234-1) : un mois pour une ancienneté de six mois à moins de deux ans, deux mois au-delà. En dessous de six mois d’ancienneté, ou si votre convention collective, votre contrat ou l’usage en disposent autrement, vérifiez la durée applicable.',
    'L’indemnité légale de départ à la retraite vaut un demi-mois de salaire après dix ans d’ancienneté, un mois après quinze ans, un mois et demi après vingt ans, deux mois après trente ans (article D. 1237-1). Le salaire de référence est le plus favorable du douzième des douze derniers mois ou du tiers des trois derniers mois (article D. 1237-2). La convention collective peut prévoir mieux.',
    'Cette indemnité est soumise aux cotisations sociales et à l’impôt sur le revenu, contrairement à l’indemnité de mise à la retraite décidée par l’employeur.',
    'Le préavis commence quand la lettre est reçue : datez-la, et gardez la preuve de sa remise ou de sa réception.',
  ],
  fields: [
    envoiField(),
    {
      name: 'preavis',
      kind: 'select',
      label: 'Durée du préavis',
      required: true,
      options: [
        { value: 'un-mois', label: '1 mois (ancienneté de 6 mois à moins de 2 ans)', text: 'd’un mois' },
        { value: 'deux-mois', label: '2 mois (ancienneté d’au moins 2 ans)', text: 'de deux mois' },
        {
          value: 'conventionnel',
          label: 'Durée fixée par la convention collective, le contrat ou l’usage',
          text: 'dont la durée est fixée par la convention collective applicable',
        },
      ],
    },
    {
      name: 'dateFin',
      kind: 'date',
      label: 'Date de fin du contrat',
      required: true,
      help: 'Le dernier jour du préavis, compté à partir de la réception de la lettre.',
    },
    {
      name: 'indemnite',
      kind: 'select',
      label: 'Indemnité de départ à la retraite',
      required: true,
      options: [
        { value: 'legale', label: 'Au moins 10 ans d’ancienneté : indemnité légale' },
        { value: 'conventionnelle', label: 'Indemnité prévue par la convention collective' },
        { value: 'aucune', label: 'Moins de 10 ans d’ancienneté et pas d’indemnité conventionnelle' },
      ],
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateFin',
      relation: 'after',
      other: 'dateLettre',
      message:
        'Le préavis court à partir de la réception de la lettre : la fin du contrat suit la date de la lettre',
    },
  ],
  subject: 'Départ volontaire à la retraite',
  salutation: 'Madame, Monsieur,',
  body: [
    {
      text: 'Je vous informe de ma décision de quitter volontairement l’entreprise pour faire valoir mes droits à la retraite, en application de l’article L. 1237-9 du Code du travail.',
    },
    {
      text: 'Conformément à l’article L. 1237-10 du Code du travail, j’effectuerai un préavis {{preavis}}. Mon contrat de travail prendra fin le {{dateFin}}.',
    },
    {
      text: 'Comptant au moins dix ans d’ancienneté dans l’entreprise, je vous remercie de me verser à cette date l’indemnité de départ à la retraite prévue par les articles L. 1237-9 et D. 1237-1 du Code du travail.',
      when: { field: 'indemnite', equals: 'legale' },
    },
    {
      text: 'Je vous remercie de me verser à cette date l’indemnité de départ à la retraite prévue par la convention collective applicable à l’entreprise.',
      when: { field: 'indemnite', equals: 'conventionnelle' },
    },
    {
      text: 'Je vous remercie également de me remettre, à la fin de mon contrat, mon certificat de travail et mon solde de tout compte.',
    },
  ],
  closing: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
  countersignature: envoiReceipt,
};
