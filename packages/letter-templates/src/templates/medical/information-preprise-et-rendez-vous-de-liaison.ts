import type { LetterTemplate } from '../../types.ts';

/**
 * During a sick leave of more than thirty days, the employer tells the employee that they may ask for
 * a pre-return examination (L4624-2-4, R4624-29) and for a liaison meeting (L1226-1-3, D1226-8-1):
 * both articles put this information on the employer.
 */
export const informationPrerepriseEtRendezVousDeLiaison: LetterTemplate = {
  slug: 'information-preprise-et-rendez-vous-de-liaison',
  nom: 'Information sur la visite de préreprise et le rendez-vous de liaison',
  type: 'medical',
  description:
    'Pendant un arrêt de travail de plus de trente jours, l’employeur informe le salarié qu’il peut demander une visite de préreprise auprès du médecin du travail et un rendez-vous de liaison avec l’entreprise.',
  author: 'employer',
  legalReferences: ['L4624-2-4', 'R4624-29', 'R4624-30', 'L1226-1-3', 'D1226-8-1'],
  guidance: [
    'Lorsqu’un arrêt de travail dépasse trente jours, l’employeur informe le salarié qu’il peut solliciter une visite de préreprise (articles L. 4624-2-4 et R. 4624-29 du Code du travail) et l’organisation d’un rendez-vous de liaison (articles L. 1226-1-3 et D. 1226-8-1).',
    'Le rendez-vous de liaison associe le service de prévention et de santé au travail ; il sert uniquement à informer le salarié des actions de prévention de la désinsertion professionnelle, de la visite de préreprise et des aménagements possibles. N’y parlez ni de son état de santé ni de la rupture de son contrat. Le salarié est libre de refuser, et aucune conséquence ne peut en être tirée.',
    'Le contrat reste suspendu pendant l’arrêt : ne confiez aucune tâche au salarié et ne lui demandez aucune information médicale.',
    'Sauf opposition du salarié, le médecin du travail vous transmet les recommandations issues de la visite de préreprise (article R. 4624-30) : aménagements ou adaptations du poste, reclassement, formation. Préparez-les avant la reprise.',
    'À la fin de l’arrêt, l’examen de reprise reste obligatoire dans les cas prévus par l’article R. 4624-31 : voyez le modèle « Convocation à la visite médicale de reprise ».',
  ],
  fields: [
    {
      name: 'dateDebutArret',
      kind: 'date',
      label: 'Premier jour de l’arrêt de travail',
      required: true,
    },
    {
      name: 'serviceSante',
      kind: 'textarea',
      label: 'Service de prévention et de santé au travail',
      required: true,
      maxLength: 300,
      help: 'Le nom, l’adresse et le téléphone du service auquel l’entreprise adhère : le salarié s’y adresse pour demander la visite de préreprise.',
      placeholder:
        'Service de santé au travail du Rhône\n10 rue de la République, 69002 Lyon\n04 00 00 00 00',
    },
    {
      name: 'dateRendezVous',
      kind: 'date',
      label: 'Date proposée pour un rendez-vous de liaison',
      required: false,
      help: 'Facultatif : laissez vide pour seulement informer le salarié, sans lui proposer de date.',
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateDebutArret',
      relation: 'notAfter',
      other: 'dateLettre',
      message:
        'Le salarié est en arrêt à la date de la lettre : le premier jour de l’arrêt ne peut pas la suivre',
    },
    {
      kind: 'date',
      field: 'dateRendezVous',
      relation: 'after',
      other: 'dateLettre',
      message: 'Le rendez-vous proposé suit la lettre : sa date suit celle de la lettre',
    },
  ],
  subject: 'Votre retour au travail : visite de préreprise et rendez-vous de liaison',
  salutation: '{{salarieCivilite}},',
  body: [
    {
      text: 'Vous êtes en arrêt de travail depuis le {{dateDebutArret}}. Votre absence dépassant trente jours, nous souhaitons vous informer de deux possibilités qui vous sont ouvertes pour préparer votre retour, si vous le souhaitez.',
    },
    {
      text: 'La visite de préreprise. Vous pouvez demander un examen par le médecin du travail avant la fin de votre arrêt, lorsque votre retour à votre poste est envisagé (articles L. 4624-2-4 et R. 4624-29 du Code du travail). Cette visite peut aussi être demandée par votre médecin traitant, par le médecin conseil de l’assurance maladie ou par le médecin du travail lui-même. Le médecin du travail peut alors recommander des aménagements de votre poste, un reclassement ou des formations (article R. 4624-30). Pour l’organiser, adressez-vous directement au service de prévention et de santé au travail :\n{{serviceSante}}',
    },
    {
      text: 'Le rendez-vous de liaison. Vous pouvez également demander un rendez-vous de liaison avec l’entreprise, auquel le service de prévention et de santé au travail est associé (article L. 1226-1-3 du Code du travail). Il a pour seul objet de vous informer des actions de prévention de la désinsertion professionnelle dont vous pouvez bénéficier, de la visite de préreprise et des mesures d’aménagement du poste ou du temps de travail que le médecin du travail peut proposer. Aucune conséquence ne peut être tirée d’un refus de votre part.',
    },
    {
      text: 'Si vous le souhaitez, nous vous proposons de tenir ce rendez-vous le {{dateRendezVous}} ; il vous suffit de nous confirmer votre accord ou de nous proposer une autre date.',
      when: { field: 'dateRendezVous', filled: true },
    },
    {
      text: 'Les informations médicales vous concernant restent entre vous et le médecin du travail : nous n’avons pas à en connaître.',
    },
  ],
  closing:
    'Nous vous souhaitons un bon rétablissement et vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
};
