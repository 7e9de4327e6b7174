import type { LetterTemplate } from '../../types.ts';

/** Family-event leave (L3142-1), with the minimum durations of L3142-4, paid and not taken from paid leave (L3142-2). */
export const congePourEvenementFamilial: LetterTemplate = {
  slug: 'conge-pour-evenement-familial',
  nom: 'Congé pour événement familial',
  type: 'conges',
  description:
    'Le salarié informe l’employeur de son absence pour un mariage, un PACS, une naissance, une adoption, un décès ou l’annonce du handicap ou de la maladie grave d’un enfant.',
  author: 'employee',
  legalReferences: ['L3142-1', 'L3142-1-1', 'L3142-2', 'L3142-3', 'L3142-4'],
  guidance: [
    'Durées minimales, en jours ouvrables (article L. 3142-4 du Code du travail) : 4 jours pour le mariage ou le PACS du salarié ; 1 jour pour le mariage d’un enfant ; 3 jours pour une naissance ou l’arrivée d’un enfant placé en vue de son adoption ; 12 jours pour le décès d’un enfant, 14 jours si l’enfant avait moins de 25 ans ou était lui-même parent, ou en cas de décès d’une personne de moins de 25 ans à votre charge effective et permanente ; 3 jours pour le décès du conjoint, du partenaire de PACS, du concubin, du père, de la mère, du beau-père, de la belle-mère, d’un frère ou d’une sœur ; 5 jours pour l’annonce de la survenue d’un handicap, d’une pathologie chronique nécessitant un apprentissage thérapeutique ou d’un cancer chez un enfant.',
    'Votre convention collective ou un accord d’entreprise peut prévoir des durées plus longues ou d’autres événements, comme le décès d’un grand-parent : vérifiez-le.',
    'Aucune condition d’ancienneté n’est requise. Le congé se prend au moment de l’événement, pas nécessairement le jour même ; pour une naissance, il commence au choix le jour de la naissance ou le premier jour ouvrable qui suit (article L. 3142-4).',
    'Ces jours sont payés comme du travail et ne sont pas pris sur vos congés payés (article L. 3142-2).',
    'En cas de décès d’un enfant de moins de 25 ans, ou d’une personne de moins de 25 ans à votre charge effective et permanente, s’ajoute un congé de deuil de 8 jours, fractionnable en deux périodes, à prendre dans l’année qui suit le décès, en prévenant l’employeur 24 heures avant chaque absence (article L. 3142-1-1).',
    'Le congé est accordé sur justification (acte de mariage, de naissance, de décès, certificat médical). En cas de refus, vous pouvez saisir directement le conseil de prud’hommes (article L. 3142-3).',
  ],
  fields: [
    {
      name: 'evenement',
      kind: 'select',
      label: 'Événement',
      required: true,
      options: [
        { value: 'mariage', label: 'Mariage du salarié (4 jours minimum)', text: 'mon mariage' },
        {
          value: 'pacs',
          label: 'PACS du salarié (4 jours minimum)',
          text: 'la conclusion de mon pacte civil de solidarité',
        },
        {
          value: 'mariage-enfant',
          label: 'Mariage d’un enfant (1 jour minimum)',
          text: 'le mariage de mon enfant',
        },
        { value: 'naissance', label: 'Naissance (3 jours minimum)', text: 'la naissance de mon enfant' },
        {
          value: 'adoption',
          label: 'Arrivée d’un enfant placé en vue de son adoption (3 jours minimum)',
          text: 'l’arrivée à mon foyer d’un enfant placé en vue de son adoption',
        },
        {
          value: 'deces-enfant',
          label: 'Décès d’un enfant (12 jours minimum, 14 dans certains cas)',
          text: 'le décès de mon enfant',
        },
        {
          value: 'deces-proche',
          label:
            'Décès du conjoint, du partenaire de PACS, du concubin, d’un parent, d’un beau-parent, d’un frère ou d’une sœur (3 jours minimum)',
          text: 'le décès d’un membre de ma famille',
        },
        {
          value: 'annonce-enfant',
          label:
            'Annonce d’un handicap, d’une pathologie chronique ou d’un cancer chez un enfant (5 jours minimum)',
          text: 'l’annonce de la survenue d’un handicap, d’une pathologie chronique ou d’un cancer chez mon enfant',
        },
      ],
    },
    { name: 'dateEvenement', kind: 'date', label: 'Date de l’événement', required: true },
    {
      name: 'nombreJours',
      kind: 'number',
      label: 'Nombre de jours d’absence',
      required: true,
      min: 1,
      max: 30,
      unit: 'jours ouvrables',
      help: 'La durée légale minimale, ou la durée plus longue prévue par votre convention collective.',
    },
    { name: 'dateDebut', kind: 'date', label: 'Premier jour d’absence', required: true },
    { name: 'dateFin', kind: 'date', label: 'Dernier jour d’absence', required: true },
    {
      name: 'justificatif',
      kind: 'text',
      label: 'Justificatif joint',
      required: false,
      maxLength: 150,
      help: 'Facultatif : il complète la phrase « Vous trouverez ci-joint… ». Vous pouvez aussi le remettre plus tard.',
      placeholder: 'une copie de l’acte de mariage',
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateFin',
      relation: 'notBefore',
      other: 'dateDebut',
      message: 'Le dernier jour d’absence ne peut pas précéder le premier',
    },
    {
      kind: 'daysInPeriod',
      field: 'nombreJours',
      start: 'dateDebut',
      end: 'dateFin',
      count: 'exceptSundays',
      message: 'Ce nombre dépasse les jours ouvrables compris entre le premier et le dernier jour d’absence',
    },
  ],
  subject: 'Congé pour événement familial',
  salutation: 'Madame, Monsieur,',
  body: [
    {
      text: 'À l’occasion de {{evenement}}, le {{dateEvenement}}, je vous informe que je bénéficierai du congé pour événement familial prévu par l’article L. 3142-1 du Code du travail.',
    },
    { text: 'Ce congé de {{nombreJours}} sera pris du {{dateDebut}} au {{dateFin}} inclus.' },
    { text: 'Vous trouverez ci-joint {{justificatif}}.', when: { field: 'justificatif', filled: true } },
    {
      text: 'Ce congé n’entraîne pas de réduction de ma rémunération et ne s’impute pas sur mes congés payés (article L. 3142-2 du Code du travail).',
    },
  ],
  closing: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
};
