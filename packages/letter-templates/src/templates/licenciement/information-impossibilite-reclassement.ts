import type { LetterTemplate } from '../../types.ts';
import {
  cseAfterInaptitudeOpinionCheck,
  cseReclassementBlocks,
  cseReclassementFields,
  inaptitudeOrigineField,
} from './inaptitude-fields.ts';

export const informationImpossibiliteReclassement: LetterTemplate = {
  slug: 'information-impossibilite-reclassement',
  nom: 'Information sur l’impossibilité de reclassement d’un salarié inapte',
  type: 'licenciement',
  description:
    'La lettre, obligatoire avant d’engager un licenciement pour inaptitude, qui fait connaître par écrit au salarié inapte les motifs qui s’opposent à son reclassement.',
  author: 'employer',
  legalReferences: ['L4624-4', 'L1226-2', 'L1226-2-1', 'L1226-4', 'L1226-10', 'L1226-11', 'L1226-12'],
  delivery: 'Lettre recommandée avec avis de réception',
  guidance: [
    'Cette information écrite est exigée par les articles L. 1226-2-1 (inaptitude d’origine non professionnelle) et L. 1226-12 (accident du travail ou maladie professionnelle) lorsque vous ne pouvez proposer aucun emploi. Envoyez-la avant la convocation à l’entretien préalable au licenciement.',
    'Elle n’est pas nécessaire si l’avis mentionne expressément que tout maintien du salarié dans un emploi serait gravement préjudiciable à sa santé ou que son état de santé fait obstacle à tout reclassement dans un emploi, ni si le salarié a refusé le poste proposé.',
    'Les motifs doivent être concrets : les postes existants dans l’entreprise (et dans les entreprises du groupe situées en France, le cas échéant), pourquoi aucun ne correspond aux indications du médecin, même après aménagement, transformation ou formation.',
    'Un mois après l’examen de reprise, si le salarié n’est ni reclassé ni licencié, son salaire doit de nouveau être versé (articles L. 1226-4 et L. 1226-11).',
  ],
  fields: [
    {
      name: 'dateAvis',
      kind: 'date',
      label: 'Date de l’avis d’inaptitude',
      required: true,
    },
    {
      name: 'poste',
      kind: 'text',
      label: 'Poste occupé',
      required: true,
      maxLength: 120,
      placeholder: 'préparateur de commandes',
    },
    inaptitudeOrigineField,
    ...cseReclassementFields,
    {
      name: 'recherches',
      kind: 'textarea',
      label: 'Recherches de reclassement menées',
      required: true,
      maxLength: 4000,
      help: 'Les postes examinés, les échanges avec le médecin du travail, les aménagements envisagés.',
      placeholder:
        'Nous avons examiné l’ensemble des postes de l’entreprise (administratifs, commerciaux et logistiques) et interrogé le médecin du travail le 12 octobre 2026 sur l’aménagement du poste d’accueil…',
    },
    {
      name: 'motifsImpossibilite',
      kind: 'textarea',
      label: 'Motifs qui s’opposent au reclassement',
      required: true,
      maxLength: 4000,
      placeholder:
        'Les seuls postes sans port de charges sont des postes administratifs, tous pourvus ; aucun poste compatible avec les restrictions médicales n’est disponible ou ne peut être créé par aménagement…',
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateAvis',
      relation: 'notAfter',
      other: 'dateLettre',
      message: 'L’avis d’inaptitude précède la lettre : sa date ne peut pas suivre celle de la lettre',
    },
    cseAfterInaptitudeOpinionCheck,
    {
      kind: 'date',
      field: 'dateAvisCse',
      relation: 'notAfter',
      other: 'dateLettre',
      message: 'L’avis du CSE précède la lettre : sa date ne peut pas suivre celle de la lettre',
      when: { field: 'cse', equals: 'consulte' },
    },
  ],
  subject: 'Motifs qui s’opposent à votre reclassement',
  salutation: '{{salarieCivilite}},',
  body: [
    {
      text: 'Par un avis du {{dateAvis}}, le médecin du travail vous a déclaré inapte à votre poste de {{poste}}. {{inaptitudeOrigine}}',
    },
    {
      text: 'Conformément au Code du travail, nous avons recherché un autre emploi approprié à vos capacités, en tenant compte des conclusions écrites et des indications du médecin du travail, au besoin par des mutations, aménagements, adaptations ou transformations de postes existants ou un aménagement du temps de travail.',
    },
    ...cseReclassementBlocks,
    {
      text: 'Voici les recherches que nous avons menées :\n{{recherches}}',
    },
    {
      text: 'Malgré ces recherches, nous ne sommes pas en mesure de vous proposer un emploi, pour les motifs suivants :\n{{motifsImpossibilite}}',
    },
    {
      text: 'Nous vous informons de ces motifs par écrit, comme le prévoit l’article L. 1226-2-1 du Code du travail, avant d’envisager la rupture de votre contrat de travail.',
      when: { field: 'inaptitudeOrigine', equals: 'non-professionnelle' },
    },
    {
      text: 'Nous vous informons de ces motifs par écrit, comme le prévoit l’article L. 1226-12 du Code du travail, avant d’envisager la rupture de votre contrat de travail.',
      when: { field: 'inaptitudeOrigine', equals: 'professionnelle' },
    },
    {
      text: 'Si vous avez connaissance d’un poste ou d’un aménagement que nous n’aurions pas envisagé, nous vous invitons à nous en faire part.',
    },
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
};
