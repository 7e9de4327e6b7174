import type { LetterTemplate } from '../../types.ts';

export const avenantContratTravail: LetterTemplate = {
  slug: 'avenant-contrat-travail',
  nom: 'Avenant au contrat de travail',
  type: 'contrat',
  description:
    'La lettre-avenant qui modifie d’un commun accord une clause du contrat de travail (rémunération, durée du travail, fonctions, lieu de travail…) et que le salarié signe pour accord.',
  author: 'employer',
  legalReferences: ['L1221-1', 'L1222-1', 'L1222-6', 'L3123-6'],
  delivery: 'Lettre remise en main propre en deux exemplaires',
  guidance: [
    'La rémunération, la durée du travail, les fonctions et, le plus souvent, le lieu de travail sont des éléments du contrat : les modifier exige l’accord exprès du salarié. Son silence ou la poursuite du travail ne valent pas accord ; faites signer l’avenant.',
    'Un simple changement des conditions de travail (horaires dans la même journée, tâches relevant de la même qualification, lieu dans le même secteur géographique) relève du pouvoir de direction et ne nécessite pas d’avenant.',
    'Si la modification a un motif économique, suivez la procédure de l’article L. 1222-6 (lettre recommandée, délai d’un mois) : voir le modèle « Proposition de modification du contrat pour motif économique ».',
    'Un salarié à temps partiel doit avoir un contrat écrit mentionnant la durée du travail et sa répartition (article L. 3123-6) : tout changement de ces éléments passe aussi par un avenant.',
    'Le salarié peut refuser : un refus n’est pas une faute et ne peut, à lui seul, justifier un licenciement.',
  ],
  fields: [
    {
      name: 'dateContrat',
      kind: 'date',
      label: 'Date du contrat de travail initial',
      required: true,
    },
    {
      name: 'objet',
      kind: 'select',
      label: 'Ce que modifie l’avenant',
      required: true,
      options: [
        { value: 'remuneration', label: 'La rémunération', text: 'votre rémunération' },
        { value: 'duree', label: 'La durée du travail', text: 'la durée de votre travail' },
        { value: 'fonctions', label: 'Les fonctions', text: 'vos fonctions' },
        { value: 'lieu', label: 'Le lieu de travail', text: 'votre lieu de travail' },
        { value: 'autre', label: 'Une autre clause', text: 'une clause de votre contrat de travail' },
      ],
    },
    {
      name: 'ancienneClause',
      kind: 'textarea',
      label: 'Clause actuelle',
      required: true,
      maxLength: 2000,
      help: 'Ce que prévoit aujourd’hui le contrat (ou le dernier avenant) sur ce point.',
      placeholder: 'Article 5 – Durée du travail : 24 heures par semaine, réparties du lundi au mercredi…',
    },
    {
      name: 'nouvelleClause',
      kind: 'textarea',
      label: 'Nouvelle rédaction',
      required: true,
      maxLength: 4000,
      help: 'La clause telle qu’elle s’appliquera, rédigée complètement.',
      placeholder:
        'Article 5 – Durée du travail : 35 heures par semaine, réparties du lundi au vendredi, de 9 heures à 17 heures…',
    },
    {
      name: 'dateEffet',
      kind: 'date',
      label: 'Date d’effet',
      required: true,
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateContrat',
      relation: 'notAfter',
      other: 'dateLettre',
      message: 'L’avenant modifie un contrat déjà conclu : sa date ne peut pas suivre celle de la lettre',
    },
    {
      kind: 'date',
      field: 'dateEffet',
      relation: 'notBefore',
      other: 'dateContrat',
      message: 'L’avenant ne peut pas prendre effet avant le contrat qu’il modifie',
    },
  ],
  subject: 'Avenant à votre contrat de travail du {{dateContrat}}',
  salutation: '{{salarieCivilite}},',
  body: [
    {
      text: 'À la suite de nos échanges, nous vous proposons de modifier {{objet}} par le présent avenant à votre contrat de travail du {{dateContrat}}.',
    },
    {
      text: 'Jusqu’à présent, votre contrat prévoit :\n{{ancienneClause}}',
    },
    {
      text: 'À compter du {{dateEffet}}, cette clause est remplacée par la suivante :\n{{nouvelleClause}}',
    },
    {
      text: 'Toutes les autres clauses de votre contrat de travail demeurent inchangées.',
    },
    {
      text: 'Cette modification ne peut intervenir qu’avec votre accord. Si vous l’acceptez, nous vous remercions de nous retourner l’un des deux exemplaires de cet avenant, daté et signé, précédé de la mention manuscrite « Lu et approuvé, bon pour accord ». L’autre exemplaire est à conserver.',
    },
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
  countersignature: {
    text: 'Avenant accepté. Date et signature du salarié, précédées de la mention manuscrite « Lu et approuvé, bon pour accord » :',
  },
};
