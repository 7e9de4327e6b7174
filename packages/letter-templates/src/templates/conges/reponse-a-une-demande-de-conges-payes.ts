import type { LetterTemplate } from '../../types.ts';

/**
 * The employer accepts or refuses the dates asked for; once set, they cannot be changed less than a
 * month before the departure save in exceptional circumstances (L3141-16).
 */
export const reponseAUneDemandeDeCongesPayes: LetterTemplate = {
  slug: 'reponse-a-une-demande-de-conges-payes',
  nom: 'Réponse à une demande de congés payés',
  type: 'conges',
  description:
    'L’employeur accepte les dates de congés payés demandées par le salarié, ou les refuse en donnant le motif et en proposant d’autres dates.',
  author: 'employer',
  legalReferences: ['L3141-14', 'L3141-15', 'L3141-16', 'D3141-6'],
  guidance: [
    'L’employeur fixe l’ordre des départs selon l’accord collectif ou, à défaut, après avis du comité social et économique s’il existe, en tenant compte de la situation de famille (congés du conjoint ou du partenaire de PACS, présence au foyer d’un enfant ou d’un adulte handicapé ou d’une personne âgée en perte d’autonomie), de l’ancienneté et de l’activité chez d’autres employeurs (articles L. 3141-15 et L. 3141-16 du Code du travail).',
    'L’ordre des départs est communiqué à chaque salarié un mois avant son départ (article D. 3141-6). Les dates fixées ne peuvent plus être modifiées moins d’un mois avant le départ, sauf circonstances exceptionnelles ou délai différent prévu par l’accord collectif (article L. 3141-16).',
    'Les conjoints et partenaires de PACS qui travaillent dans l’entreprise ont droit à un congé simultané (article L. 3141-14).',
    'Répondez vite et par écrit. Un refus doit reposer sur l’organisation du travail, jamais sur un motif discriminatoire ; proposez d’autres dates.',
    'C’est à l’employeur de mettre le salarié en mesure de prendre ses congés : un refus répété, sans autres dates proposées, peut lui être reproché.',
  ],
  fields: [
    { name: 'dateDemande', kind: 'date', label: 'Date de la demande du salarié', required: true },
    { name: 'dateDebut', kind: 'date', label: 'Premier jour de congé demandé', required: true },
    { name: 'dateFin', kind: 'date', label: 'Dernier jour de congé demandé', required: true },
    {
      name: 'decision',
      kind: 'select',
      label: 'Réponse',
      required: true,
      options: [
        { value: 'accord', label: 'Accord sur ces dates' },
        { value: 'refus', label: 'Refus' },
        { value: 'autres-dates', label: 'Refus, avec d’autres dates proposées' },
      ],
    },
    {
      name: 'motifRefus',
      kind: 'textarea',
      label: 'Motif du refus',
      required: false,
      requiredWhen: { field: 'decision', oneOf: ['refus', 'autres-dates'] },
      maxLength: 1500,
      help: 'En cas de refus, la raison tirée de l’organisation du travail : effectif présent, ordre des départs, période de forte activité.',
      placeholder:
        'Deux des trois membres de l’équipe sont déjà en congé sur cette période, qui correspond au pic des commandes de fin d’année.',
    },
    {
      name: 'autresDates',
      kind: 'text',
      label: 'Autres dates proposées',
      required: false,
      requiredWhen: { field: 'decision', equals: 'autres-dates' },
      maxLength: 150,
      help: 'Elles complètent la phrase « Nous vous proposons de prendre ces congés… ».',
      placeholder: 'du 5 au 16 janvier 2027',
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateDemande',
      relation: 'notAfter',
      other: 'dateLettre',
      message: 'La demande du salarié précède cette réponse : sa date ne peut pas suivre celle de la lettre',
    },
    {
      kind: 'date',
      field: 'dateFin',
      relation: 'notBefore',
      other: 'dateDebut',
      message: 'Le dernier jour de congé ne peut pas précéder le premier',
    },
  ],
  subject: 'Votre demande de congés payés du {{dateDebut}} au {{dateFin}}',
  salutation: '{{salarieCivilite}},',
  body: [
    {
      text: 'Par votre demande du {{dateDemande}}, vous avez sollicité des congés payés du {{dateDebut}} au {{dateFin}} inclus.',
    },
    {
      text: 'Nous avons le plaisir de vous confirmer notre accord pour ces dates. Conformément à l’article L. 3141-16 du Code du travail, elles ne pourront être modifiées moins d’un mois avant votre départ, sauf circonstances exceptionnelles.',
      when: { field: 'decision', equals: 'accord' },
    },
    {
      text: 'Nous ne sommes malheureusement pas en mesure d’accepter ces dates.',
      when: { field: 'decision', oneOf: ['refus', 'autres-dates'] },
    },
    {
      text: 'Cette décision tient à la raison suivante :\n{{motifRefus}}',
      when: { field: 'decision', oneOf: ['refus', 'autres-dates'] },
    },
    {
      text: 'Nous vous proposons de prendre ces congés {{autresDates}}. Merci de nous indiquer si ces dates vous conviennent.',
      when: { field: 'decision', equals: 'autres-dates' },
    },
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
};
