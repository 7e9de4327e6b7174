import type { LetterTemplate } from '../../types.ts';
import {
  coverPortabilityBlock,
  dateConvocationField,
  dateEntretienField,
  finalDocumentsBlock,
  interviewHeldBlocks,
  motivesPrecisionBlock,
  presenceEntretienField,
} from '../common-fields.ts';
import { cseReclassementBlocks, cseReclassementFields, inaptitudeOrigineField } from './inaptitude-fields.ts';

export const licenciementInaptitude: LetterTemplate = {
  slug: 'licenciement-inaptitude',
  nom: 'Notification de licenciement pour inaptitude',
  type: 'licenciement',
  description:
    'La lettre qui licencie un salarié déclaré inapte par le médecin du travail, lorsque son reclassement est impossible, qu’il a refusé le poste proposé ou que l’avis dispense de toute recherche de reclassement.',
  author: 'employer',
  legalReferences: [
    'L4624-4',
    'L1226-2',
    'L1226-2-1',
    'L1226-4',
    'L1226-10',
    'L1226-12',
    'L1226-14',
    'L1232-2',
    'L1232-6',
    'R1232-13',
    'L1234-9',
  ],
  delivery: 'Lettre recommandée avec avis de réception',
  guidance: [
    'Avant de licencier, vous devez rechercher un reclassement en tenant compte des conclusions écrites et des indications du médecin du travail, après avis du CSE s’il existe (articles L. 1226-2 et L. 1226-10), sauf si l’avis mentionne expressément que tout maintien dans un emploi serait gravement préjudiciable à la santé du salarié ou que son état de santé fait obstacle à tout reclassement dans un emploi.',
    'Si aucun poste ne peut être proposé, faites d’abord connaître par écrit au salarié les motifs qui s’opposent à son reclassement (articles L. 1226-2-1 et L. 1226-12 : voir le modèle « Information sur l’impossibilité de reclassement »), puis suivez la procédure du licenciement pour motif personnel : convocation, entretien, lettre au plus tôt deux jours ouvrables après l’entretien.',
    'Un mois après l’examen de reprise, si le salarié n’est ni reclassé ni licencié, vous devez reprendre le paiement de son salaire (articles L. 1226-4 et L. 1226-11).',
    'Inaptitude d’origine non professionnelle : le préavis n’est ni effectué ni payé, mais sa durée compte pour calculer l’indemnité de licenciement ; le contrat prend fin à la notification (article L. 1226-4).',
    'Inaptitude consécutive à un accident du travail ou une maladie professionnelle : indemnité compensatrice égale à l’indemnité de préavis et indemnité spéciale égale au double de l’indemnité légale de licenciement (article L. 1226-14), sauf si vous prouvez que le refus du reclassement proposé est abusif.',
  ],
  fields: [
    dateEntretienField,
    presenceEntretienField,
    dateConvocationField,
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
    {
      name: 'motifRupture',
      kind: 'select',
      label: 'Motif de la rupture',
      required: true,
      options: [
        { value: 'impossibilite', label: 'Aucun poste de reclassement ne peut être proposé' },
        { value: 'refus', label: 'Le salarié a refusé le poste de reclassement proposé' },
        { value: 'dispense', label: 'L’avis du médecin dispense de rechercher un reclassement' },
      ],
    },
    ...cseReclassementFields,
    {
      name: 'dateInformation',
      kind: 'date',
      label: 'Date de la lettre exposant les motifs qui s’opposent au reclassement',
      required: false,
      requiredWhen: { field: 'motifRupture', equals: 'impossibilite' },
    },
    {
      name: 'motifsImpossibilite',
      kind: 'textarea',
      label: 'Motifs qui s’opposent au reclassement',
      required: false,
      requiredWhen: { field: 'motifRupture', equals: 'impossibilite' },
      maxLength: 4000,
      help: 'Les mêmes que dans votre lettre d’information : les postes existants examinés et pourquoi aucun ne convient, même aménagé.',
    },
    {
      name: 'posteRefuse',
      kind: 'textarea',
      label: 'Poste proposé et refusé',
      required: false,
      requiredWhen: { field: 'motifRupture', equals: 'refus' },
      maxLength: 2000,
      help: 'L’intitulé, le lieu, les horaires et la rémunération du poste proposé, la date de la proposition et celle du refus.',
    },
    {
      name: 'mentionAvis',
      kind: 'select',
      label: 'Mention de l’avis d’inaptitude',
      required: false,
      requiredWhen: { field: 'motifRupture', equals: 'dispense' },
      options: [
        {
          value: 'prejudiciable',
          label: 'Tout maintien dans un emploi serait gravement préjudiciable à la santé',
          text: 'tout maintien dans un emploi serait gravement préjudiciable à votre santé',
        },
        {
          value: 'obstacle',
          label: 'L’état de santé fait obstacle à tout reclassement dans un emploi',
          text: 'votre état de santé fait obstacle à tout reclassement dans un emploi',
        },
      ],
    },
  ],
  subject: 'Notification de votre licenciement pour inaptitude',
  salutation: '{{salarieCivilite}},',
  body: [
    ...interviewHeldBlocks,
    {
      text: 'Par un avis du {{dateAvis}}, le médecin du travail vous a déclaré inapte à votre poste de {{poste}}. {{inaptitudeOrigine}}',
    },
    ...cseReclassementBlocks,
    {
      text: 'Nous avons recherché un emploi approprié à vos capacités, au besoin par l’aménagement ou la transformation d’un poste existant, en tenant compte des conclusions écrites et des indications du médecin du travail. Comme nous vous l’avons fait connaître par écrit le {{dateInformation}}, aucun reclassement n’est possible, pour les motifs suivants :\n{{motifsImpossibilite}}',
      when: { field: 'motifRupture', equals: 'impossibilite' },
    },
    {
      text: 'Conformément aux conclusions et aux indications du médecin du travail, nous vous avons proposé l’emploi suivant :\n{{posteRefuse}}\nVous avez refusé cette proposition.',
      when: { field: 'motifRupture', equals: 'refus' },
    },
    {
      text: 'L’avis du médecin du travail mentionne expressément que {{mentionAvis}}. Cette mention exclut toute recherche de reclassement.',
      when: { field: 'motifRupture', equals: 'dispense' },
    },
    {
      text: 'Nous vous notifions en conséquence votre licenciement pour inaptitude. Votre contrat de travail prend fin à la date de notification de cette lettre.',
    },
    {
      text: 'Conformément à l’article L. 1226-4 du Code du travail, votre préavis ne sera pas effectué et ne donne pas lieu à une indemnité compensatrice ; sa durée est toutefois prise en compte pour calculer votre indemnité de licenciement. Vous percevrez l’indemnité de licenciement prévue par l’article L. 1234-9 du Code du travail ou, si elle est plus favorable, celle de la convention collective applicable.',
      when: { field: 'inaptitudeOrigine', equals: 'non-professionnelle' },
    },
    {
      text: 'Conformément à l’article L. 1226-14 du Code du travail, vous percevrez une indemnité compensatrice d’un montant égal à l’indemnité compensatrice de préavis, ainsi qu’une indemnité spéciale de licenciement égale au double de l’indemnité prévue par l’article L. 1234-9 du Code du travail, sauf dispositions conventionnelles plus favorables.',
      when: { field: 'inaptitudeOrigine', equals: 'professionnelle' },
    },
    finalDocumentsBlock,
    coverPortabilityBlock,
    motivesPrecisionBlock,
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
};
