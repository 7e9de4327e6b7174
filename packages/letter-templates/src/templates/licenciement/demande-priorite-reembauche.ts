import type { LetterTemplate } from '../../types.ts';

export const demandePrioriteReembauche: LetterTemplate = {
  slug: 'demande-priorite-reembauche',
  nom: 'Demande de bénéfice de la priorité de réembauche',
  type: 'licenciement',
  description:
    'La lettre du salarié licencié pour motif économique (ou qui a adhéré au contrat de sécurisation professionnelle) qui demande à bénéficier de la priorité de réembauche pendant un an.',
  author: 'employee',
  legalReferences: ['L1233-45', 'L1233-16', 'L1235-13'],
  delivery: 'Lettre recommandée avec avis de réception',
  guidance: [
    'La priorité de réembauche dure un an à compter de la date de rupture du contrat, à condition de la demander au cours de cette année (article L. 1233-45). Demandez-la dès que possible : l’obligation d’information de l’employeur naît de votre demande.',
    'L’employeur doit alors vous informer de tout emploi devenu disponible et compatible avec votre qualification, y compris une qualification acquise après le licenciement si vous la lui faites connaître.',
    'Gardez la preuve de l’envoi : si l’employeur pourvoit un poste compatible sans vous le proposer, le conseil de prud’hommes peut vous accorder une indemnité d’au moins un mois de salaire (article L. 1235-13).',
  ],
  fields: [
    {
      name: 'dateNotification',
      kind: 'date',
      label: 'Date de la notification du licenciement',
      required: true,
    },
    {
      name: 'dateFinContrat',
      kind: 'date',
      label: 'Date de fin du contrat',
      required: true,
    },
    {
      name: 'poste',
      kind: 'text',
      label: 'Poste que vous occupiez',
      required: true,
      maxLength: 120,
      placeholder: 'technicienne de maintenance',
    },
    {
      name: 'nouvelleQualification',
      kind: 'textarea',
      label: 'Nouvelle qualification (facultatif)',
      required: false,
      maxLength: 1000,
      help: 'Un diplôme, un titre ou une formation obtenus depuis le licenciement, que l’employeur devra prendre en compte.',
    },
    {
      name: 'contact',
      kind: 'text',
      label: 'Téléphone ou adresse e-mail pour vous joindre',
      required: true,
      maxLength: 120,
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateNotification',
      relation: 'notAfter',
      other: 'dateLettre',
      message:
        'Le licenciement vous a été notifié avant cette lettre : sa date ne peut pas suivre celle de la lettre',
    },
    {
      kind: 'date',
      field: 'dateFinContrat',
      relation: 'notAfter',
      other: 'dateLettre',
      message: 'Votre contrat a pris fin : cette date ne peut pas suivre la date de la lettre',
    },
  ],
  subject: 'Demande de priorité de réembauche',
  salutation: 'Madame, Monsieur,',
  body: [
    {
      text: 'Par lettre du {{dateNotification}}, vous m’avez notifié mon licenciement pour motif économique. Mon contrat de travail, au poste de {{poste}}, a pris fin le {{dateFinContrat}}.',
    },
    {
      text: 'Conformément à l’article L. 1233-45 du Code du travail, je vous informe que je souhaite bénéficier de la priorité de réembauche pendant un an à compter de cette date. Je vous remercie de m’informer de tout emploi devenu disponible et compatible avec ma qualification.',
    },
    {
      text: 'Je vous informe également que j’ai acquis depuis mon licenciement la qualification suivante, au titre de laquelle je bénéficie aussi de cette priorité :\n{{nouvelleQualification}}',
      when: { field: 'nouvelleQualification', filled: true },
    },
    {
      text: 'Vous pouvez me joindre à l’adresse indiquée en tête de cette lettre ou aux coordonnées suivantes : {{contact}}.',
    },
  ],
  closing: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
};
