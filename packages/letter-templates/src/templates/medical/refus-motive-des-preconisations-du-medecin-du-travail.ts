import type { LetterTemplate } from '../../types.ts';
import { envoiField, envoiReceipt } from '../common-fields.ts';

/**
 * The employer who does not follow the occupational physician's proposals gives the reasons in
 * writing to the employee and to the physician (L4624-6).
 */
export const refusMotiveDesPreconisationsDuMedecinDuTravail: LetterTemplate = {
  slug: 'refus-motive-des-preconisations-du-medecin-du-travail',
  nom: 'Réponse motivée aux préconisations du médecin du travail',
  type: 'medical',
  description:
    'L’employeur qui ne peut pas mettre en œuvre les aménagements de poste ou du temps de travail proposés par le médecin du travail en donne les raisons par écrit au salarié, avec copie au médecin du travail.',
  author: 'employer',
  legalReferences: ['L4624-6', 'L4624-3', 'L4624-7', 'R4624-45'],
  delivery: '{{envoi}}',
  guidance: [
    'L’employeur est tenu de prendre en considération l’avis, les indications et les propositions du médecin du travail. S’il refuse d’y donner suite, il en fait connaître les motifs par écrit au salarié et au médecin du travail (article L. 4624-6 du Code du travail) : adressez une copie de cette lettre au service de prévention et de santé au travail.',
    'Le refus doit reposer sur des raisons objectives et vérifiables (impossibilité technique, organisation, coût disproportionné) : un refus non motivé, ou motivé de façon vague, engage la responsabilité de l’employeur au titre de son obligation de sécurité.',
    'Proposez si possible une autre mesure qui réponde à l’objectif du médecin du travail, et demandez-lui son avis sur cette solution.',
    'Le salarié comme l’employeur peuvent contester devant le conseil de prud’hommes, selon la procédure accélérée au fond, les avis et propositions du médecin du travail reposant sur des éléments médicaux, dans les quinze jours de leur notification (articles L. 4624-7 et R. 4624-45).',
  ],
  fields: [
    envoiField(),
    {
      name: 'dateAvis',
      kind: 'date',
      label: 'Date de l’avis ou de la proposition du médecin du travail',
      required: true,
    },
    {
      name: 'preconisations',
      kind: 'textarea',
      label: 'Mesures proposées par le médecin du travail',
      required: true,
      maxLength: 2000,
      help: 'Reprenez les termes de l’avis ou de la proposition écrite du médecin.',
      placeholder: 'Passage à temps partiel à 80 %, sans travail de nuit.',
    },
    {
      name: 'motifs',
      kind: 'textarea',
      label: 'Motifs qui s’opposent à leur mise en œuvre',
      required: true,
      maxLength: 3000,
      help: 'Des raisons concrètes et vérifiables, propres au poste et à l’organisation de l’entreprise.',
      placeholder:
        'Le poste de conducteur de ligne est organisé en équipes de nuit fixes ; aucune équipe de jour n’existe dans l’atelier.',
    },
    {
      name: 'alternative',
      kind: 'textarea',
      label: 'Autre mesure proposée',
      required: false,
      maxLength: 2000,
      help: 'Facultatif : la solution que vous proposez à la place, soumise au médecin du travail.',
      placeholder:
        'Une affectation au poste de préparateur de commandes, en horaires de journée, au même salaire.',
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateAvis',
      relation: 'notAfter',
      other: 'dateLettre',
      message:
        'L’avis du médecin du travail précède cette réponse : sa date ne peut pas suivre celle de la lettre',
    },
  ],
  subject: 'Suite donnée aux préconisations du médecin du travail du {{dateAvis}}',
  salutation: '{{salarieCivilite}},',
  body: [
    {
      text: 'Le {{dateAvis}}, le médecin du travail a préconisé à votre sujet les mesures suivantes :\n{{preconisations}}',
    },
    {
      text: 'Nous avons examiné avec attention ces préconisations. Nous ne sommes malheureusement pas en mesure d’y donner suite, pour les raisons suivantes :\n{{motifs}}',
    },
    {
      text: 'Nous vous proposons à la place la mesure suivante, que nous soumettons également au médecin du travail :\n{{alternative}}',
      when: { field: 'alternative', filled: true },
    },
    {
      text: 'Conformément à l’article L. 4624-6 du Code du travail, une copie de cette lettre est adressée au médecin du travail.',
    },
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
  countersignature: envoiReceipt,
};
