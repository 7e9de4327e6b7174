import type { LetterTemplate } from '../../types.ts';

export const precisionMotifsLicenciement: LetterTemplate = {
  slug: 'precision-motifs-licenciement',
  nom: 'Précision des motifs du licenciement',
  type: 'licenciement',
  description:
    'La réponse de l’employeur au salarié licencié qui demande des précisions sur les motifs de la lettre de licenciement, ou les précisions que l’employeur apporte de lui-même dans les quinze jours.',
  author: 'employer',
  legalReferences: ['L1235-2', 'R1232-13', 'R1233-2-2'],
  delivery: '{{remise}}',
  guidance: [
    'Le salarié peut demander des précisions dans les quinze jours suivant la notification du licenciement ; vous avez alors quinze jours après la réception de sa demande pour répondre, si vous le souhaitez (articles R. 1232-13 et R. 1233-2-2).',
    'Vous pouvez aussi préciser les motifs de votre propre initiative, dans les quinze jours suivant la notification du licenciement.',
    'Préciser n’est pas ajouter : vous pouvez détailler les faits déjà énoncés (dates, circonstances, chiffres), pas invoquer un nouveau motif. La lettre de licenciement, ainsi précisée, fixe les limites du litige (article L. 1235-2).',
    'Si le salarié demande des précisions et que vous ne répondez pas, une motivation insuffisante pourra priver le licenciement de cause réelle et sérieuse : répondez avec soin.',
  ],
  fields: [
    {
      name: 'remise',
      kind: 'select',
      label: 'Mode de remise',
      required: true,
      options: [
        {
          value: 'recommandee',
          label: 'Lettre recommandée avec avis de réception',
          text: 'Lettre recommandée avec avis de réception',
        },
        { value: 'recepisse', label: 'Remise contre récépissé', text: 'Lettre remise contre récépissé' },
      ],
    },
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
      name: 'dateNotification',
      kind: 'date',
      label: 'Date de la lettre de licenciement',
      required: true,
    },
    {
      name: 'origine',
      kind: 'select',
      label: 'Pourquoi ces précisions ?',
      required: true,
      options: [
        { value: 'demande', label: 'Le salarié les a demandées' },
        { value: 'initiative', label: 'L’employeur les apporte de lui-même' },
      ],
    },
    {
      name: 'dateDemande',
      kind: 'date',
      label: 'Date de réception de la demande du salarié',
      required: false,
      requiredWhen: { field: 'origine', equals: 'demande' },
    },
    {
      name: 'precisions',
      kind: 'textarea',
      label: 'Précisions sur les motifs',
      required: true,
      maxLength: 6000,
      help: 'Les faits énoncés dans la lettre de licenciement, détaillés : dates, lieux, circonstances, conséquences. Aucun motif nouveau.',
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateNotification',
      relation: 'before',
      other: 'dateLettre',
      message: 'Les précisions suivent la lettre de licenciement : sa date précède celle de la lettre',
    },
    {
      kind: 'date',
      field: 'dateDemande',
      relation: 'notBefore',
      other: 'dateNotification',
      message:
        'Le salarié a demandé des précisions après la lettre de licenciement : cette date ne peut pas précéder la sienne',
      when: { field: 'origine', equals: 'demande' },
    },
    {
      kind: 'date',
      field: 'dateDemande',
      relation: 'notAfter',
      other: 'dateLettre',
      message:
        'La demande du salarié a été reçue avant cette réponse : sa date ne peut pas suivre celle de la lettre',
      when: { field: 'origine', equals: 'demande' },
    },
  ],
  subject: 'Précisions sur les motifs de votre licenciement',
  salutation: '{{salarieCivilite}},',
  body: [
    {
      text: 'Par lettre du {{dateNotification}}, nous vous avons notifié votre licenciement. Vous nous avez demandé, par une lettre que nous avons reçue le {{dateDemande}}, des précisions sur les motifs qui y sont énoncés.',
      when: { field: 'origine', equals: 'demande' },
    },
    {
      text: 'Par lettre du {{dateNotification}}, nous vous avons notifié votre licenciement. Comme nous y autorise l’article {{nature}} du Code du travail, nous souhaitons préciser les motifs qui y sont énoncés.',
      when: { field: 'origine', equals: 'initiative' },
    },
    {
      text: 'Conformément à l’article {{nature}} du Code du travail, nous vous apportons les précisions suivantes :\n{{precisions}}',
      when: { field: 'origine', equals: 'demande' },
    },
    {
      text: 'Les motifs de votre licenciement sont ainsi précisés :\n{{precisions}}',
      when: { field: 'origine', equals: 'initiative' },
    },
    {
      text: 'Ces précisions complètent la lettre de licenciement du {{dateNotification}} sans en modifier les motifs. Elles ne changent ni la date de notification de votre licenciement ni, le cas échéant, le point de départ de votre préavis.',
    },
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
};
