import type { LetterTemplate } from '../../types.ts';

export const modificationContratMotifEconomique: LetterTemplate = {
  slug: 'modification-contrat-motif-economique',
  nom: 'Proposition de modification du contrat pour motif économique',
  type: 'contrat',
  description:
    'La proposition, pour l’un des motifs économiques de la loi, de modifier un élément essentiel du contrat (rémunération, durée du travail, lieu, fonctions) : le salarié a un mois pour la refuser, son silence vaut acceptation.',
  author: 'employer',
  legalReferences: ['L1222-6', 'L1233-3', 'L1233-25'],
  delivery: 'Lettre recommandée avec avis de réception',
  guidance: [
    'La lettre recommandée avec avis de réception et la mention du délai de réflexion sont obligatoires (article L. 1222-6) : sans elles, le silence du salarié ne vaut pas acceptation.',
    'Le délai est d’un mois à compter de la réception de la lettre, quinze jours si l’entreprise est en redressement ou en liquidation judiciaire. N’appliquez pas la modification avant la fin du délai, même si le salarié semble d’accord.',
    'Le motif doit être l’un de ceux de l’article L. 1233-3 (difficultés économiques, mutations technologiques, réorganisation nécessaire à la sauvegarde de la compétitivité, cessation d’activité) ; c’est lui qui justifiera un éventuel licenciement en cas de refus.',
    'Si le salarié refuse, vous pouvez renoncer à la modification ou engager un licenciement pour motif économique. Si au moins dix salariés refusent et que leur licenciement est envisagé, les règles du licenciement collectif s’appliquent (article L. 1233-25).',
  ],
  fields: [
    {
      name: 'motifEconomique',
      kind: 'textarea',
      label: 'Motif économique',
      required: true,
      maxLength: 4000,
      help: 'La cause économique et les faits qui l’établissent, et pourquoi elle rend la modification nécessaire.',
    },
    {
      name: 'modification',
      kind: 'textarea',
      label: 'Modification proposée',
      required: true,
      maxLength: 4000,
      help: 'L’élément du contrat modifié, ce qu’il est aujourd’hui et ce qu’il deviendrait, de façon précise.',
      placeholder:
        'Votre lieu de travail serait transféré de notre établissement de Villeurbanne à celui de Vénissieux (15 chemin de l’Exemple), vos fonctions, votre rémunération et vos horaires restant inchangés…',
    },
    {
      name: 'dateEffet',
      kind: 'date',
      label: 'Date d’effet envisagée',
      required: true,
      help: 'Après l’expiration du délai de réflexion.',
    },
    {
      name: 'procedureCollective',
      kind: 'select',
      label: 'L’entreprise est-elle en redressement ou en liquidation judiciaire ?',
      required: true,
      options: [
        { value: 'non', label: 'Non', text: 'un mois' },
        { value: 'oui', label: 'Oui', text: 'quinze jours' },
      ],
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateEffet',
      relation: 'after',
      other: 'dateLettre',
      plusMonths: 1,
      message:
        'La modification prend effet après le délai de réflexion d’un mois, qui court de la réception de la lettre (article L. 1222-6)',
      when: { field: 'procedureCollective', equals: 'non' },
    },
    {
      kind: 'date',
      field: 'dateEffet',
      relation: 'after',
      other: 'dateLettre',
      plusDays: 15,
      message:
        'La modification prend effet après le délai de réflexion de quinze jours, qui court de la réception de la lettre (article L. 1222-6)',
      when: { field: 'procedureCollective', equals: 'oui' },
    },
  ],
  subject: 'Proposition de modification de votre contrat de travail pour motif économique',
  salutation: '{{salarieCivilite}},',
  body: [
    {
      text: 'Nous sommes contraints d’envisager une modification de votre contrat de travail, pour le motif économique suivant :\n{{motifEconomique}}',
    },
    {
      text: 'Pour ce motif, nous vous proposons la modification suivante, qui prendrait effet le {{dateEffet}} :\n{{modification}}',
    },
    {
      text: 'Conformément à l’article L. 1222-6 du Code du travail, vous disposez d’un délai de {{procedureCollective}} à compter de la réception de cette lettre pour nous faire connaître votre refus, de préférence par écrit.',
    },
    {
      text: 'À défaut de réponse dans ce délai, vous serez réputée avoir accepté la modification proposée.',
      when: { field: 'salarieCivilite', equals: 'madame' },
    },
    {
      text: 'À défaut de réponse dans ce délai, vous serez réputé avoir accepté la modification proposée.',
      when: { field: 'salarieCivilite', equals: 'monsieur' },
    },
    {
      text: 'Vous êtes libre de refuser cette proposition. En cas de refus, nous pourrons soit y renoncer, soit être amenés à engager à votre égard une procédure de licenciement pour motif économique.',
    },
    {
      text: 'Nous restons à votre disposition pour répondre à vos questions pendant ce délai de réflexion.',
    },
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
};
