import type { LetterTemplate } from '../../types.ts';

export const demandePrecisionMotifsLicenciement: LetterTemplate = {
  slug: 'demande-precision-motifs-licenciement',
  nom: 'Demande de précision des motifs du licenciement',
  type: 'licenciement',
  description:
    'La lettre du salarié licencié qui demande à son employeur de préciser les motifs énoncés dans la lettre de licenciement, dans les quinze jours de sa notification.',
  author: 'employee',
  legalReferences: ['L1235-2', 'R1232-13', 'R1233-2-2', 'L1471-1', 'L1235-7'],
  delivery: 'Lettre recommandée avec avis de réception',
  guidance: [
    'Envoyez cette lettre dans les quinze jours suivant la notification du licenciement (articles R. 1232-13 et R. 1233-2-2), en recommandé avec avis de réception ou remise contre récépissé.',
    'L’employeur n’est pas tenu de répondre : il dispose de quinze jours pour le faire s’il le souhaite. S’il précise les motifs, la lettre ainsi précisée fixe les limites d’un éventuel litige (article L. 1235-2).',
    'Sans cette demande, une motivation insuffisante de la lettre ne prive pas, à elle seule, le licenciement de cause réelle et sérieuse : elle ouvre seulement droit à une indemnité d’un mois de salaire au plus (article L. 1235-2). C’est ce qui rend la demande utile lorsque les motifs sont vagues.',
    'Le délai pour contester le licenciement devant le conseil de prud’hommes est de douze mois à compter de la notification (articles L. 1471-1 et L. 1235-7) ; cette demande ne le suspend pas.',
  ],
  fields: [
    {
      name: 'nature',
      kind: 'select',
      label: 'Nature du licenciement',
      required: true,
      options: [
        { value: 'personnel', label: 'Motif personnel', text: 'R. 1232-13' },
        { value: 'economique', label: 'Motif économique', text: 'R. 1233-2-2' },
      ],
    },
    {
      name: 'dateLettreLicenciement',
      kind: 'date',
      label: 'Date de la lettre de licenciement',
      required: true,
    },
    {
      name: 'dateReception',
      kind: 'date',
      label: 'Date à laquelle vous l’avez reçue',
      required: true,
    },
    {
      name: 'pointsAPreciser',
      kind: 'textarea',
      label: 'Ce qui doit être précisé',
      required: true,
      maxLength: 3000,
      help: 'Les motifs ou passages trop vagues de la lettre : faits non datés, reproches généraux, chiffres absents.',
      placeholder:
        'La lettre me reproche « un comportement inadapté envers la clientèle » sans indiquer ni les faits, ni leurs dates, ni les clients concernés…',
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateReception',
      relation: 'notBefore',
      other: 'dateLettreLicenciement',
      message:
        'Vous avez reçu la lettre de licenciement après qu’elle a été écrite : cette date ne peut pas précéder la sienne',
    },
    {
      kind: 'date',
      field: 'dateReception',
      relation: 'notAfter',
      other: 'dateLettre',
      message:
        'Vous écrivez après avoir reçu la lettre de licenciement : cette date ne peut pas suivre celle de votre lettre',
    },
  ],
  subject: 'Demande de précisions sur les motifs de mon licenciement',
  salutation: 'Madame, Monsieur,',
  body: [
    {
      text: 'Par lettre du {{dateLettreLicenciement}}, que j’ai reçue le {{dateReception}}, vous m’avez notifié mon licenciement.',
    },
    {
      text: 'En application de l’article {{nature}} du Code du travail, je vous demande de bien vouloir me préciser les motifs énoncés dans cette lettre, en particulier sur les points suivants :\n{{pointsAPreciser}}',
    },
    {
      text: 'Je vous rappelle que vous disposez d’un délai de quinze jours à compter de la réception de la présente demande pour m’apporter ces précisions, par lettre recommandée avec avis de réception ou remise contre récépissé.',
    },
  ],
  closing: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
};
