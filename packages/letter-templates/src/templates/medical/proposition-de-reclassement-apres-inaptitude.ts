import type { LetterTemplate } from '../../types.ts';
import { envoiField, envoiReceipt } from '../common-fields.ts';
import { cseAfterInaptitudeOpinionCheck } from '../licenciement/inaptitude-fields.ts';

/**
 * After an unfitness opinion, the employer offers another suitable job, taking the occupational
 * physician's written conclusions into account, after consulting the CSE (L1226-2, or L1226-10 after
 * a work accident or an occupational disease).
 */
export const propositionDeReclassementApresInaptitude: LetterTemplate = {
  slug: 'proposition-de-reclassement-apres-inaptitude',
  nom: 'Proposition de reclassement à un salarié déclaré inapte',
  type: 'medical',
  description:
    'Après un avis d’inaptitude du médecin du travail, l’employeur propose par écrit au salarié un autre emploi adapté à ses capacités.',
  author: 'employer',
  legalReferences: ['L4624-4', 'L1226-2', 'L1226-2-1', 'L1226-4', 'L1226-10', 'L1226-11', 'L1226-12'],
  delivery: '{{envoi}}',
  guidance: [
    'Après un avis d’inaptitude, l’employeur propose un autre emploi approprié aux capacités du salarié, aussi comparable que possible au précédent, dans l’entreprise ou dans les entreprises du groupe situées en France, au besoin par une mutation, un aménagement ou une transformation de poste ou du temps de travail (articles L. 1226-2 et L. 1226-10 du Code du travail).',
    'La proposition tient compte des conclusions écrites et des indications du médecin du travail. Si l’entreprise a un comité social et économique, recueillez son avis avant de faire la proposition.',
    'L’obligation de reclassement est réputée satisfaite lorsque l’employeur a proposé un emploi répondant à ces conditions (articles L. 1226-2-1 et L. 1226-12). Décrivez précisément le poste : missions, lieu, horaires, classification, rémunération.',
    'Aucune recherche n’est exigée si l’avis mentionne expressément que tout maintien du salarié dans un emploi serait gravement préjudiciable à sa santé ou que son état de santé fait obstacle à tout reclassement dans un emploi.',
    'Si le salarié n’est ni reclassé ni licencié un mois après l’examen médical, son salaire doit de nouveau être versé (articles L. 1226-4 et L. 1226-11) : laissez-lui un délai de réponse raisonnable, compatible avec ce mois.',
    'Si le salarié refuse le poste, ou si aucun poste ne peut être proposé, voyez les modèles de la rubrique Licenciement (information sur l’impossibilité de reclassement, licenciement pour inaptitude).',
  ],
  fields: [
    envoiField(),
    {
      name: 'origine',
      kind: 'select',
      label: 'Origine de l’inaptitude',
      required: true,
      options: [
        {
          value: 'non-professionnelle',
          label: 'Maladie ou accident non professionnel',
          text: 'de l’article L. 1226-2 du Code du travail',
        },
        {
          value: 'professionnelle',
          label: 'Accident du travail ou maladie professionnelle',
          text: 'de l’article L. 1226-10 du Code du travail',
        },
      ],
    },
    { name: 'dateAvis', kind: 'date', label: 'Date de l’avis d’inaptitude', required: true },
    {
      name: 'poste',
      kind: 'text',
      label: 'Poste proposé',
      required: true,
      maxLength: 150,
      placeholder: 'assistant administratif des ventes',
    },
    {
      name: 'descriptionPoste',
      kind: 'textarea',
      label: 'Caractéristiques du poste proposé',
      required: true,
      maxLength: 3000,
      help: 'Missions, lieu de travail, horaires et durée du travail, classification et rémunération, aménagements prévus, formation éventuelle.',
      placeholder:
        'Missions : saisie et suivi des commandes, relation avec les clients par téléphone.\nLieu : siège de Lyon, poste assis, sans port de charges.\nHoraires : du lundi au vendredi, 9 h – 17 h, 35 heures par semaine.\nClassification : employé, niveau III, coefficient 220 ; salaire brut mensuel : 2 150 €.\nFormation au logiciel de gestion commerciale pendant deux semaines.',
    },
    {
      name: 'cse',
      kind: 'select',
      label: 'Consultation du CSE',
      required: true,
      options: [
        { value: 'consulte', label: 'Le CSE a été consulté' },
        { value: 'sans-cse', label: 'L’entreprise n’a pas de CSE' },
      ],
    },
    {
      name: 'dateAvisCse',
      kind: 'date',
      label: 'Date de l’avis du CSE',
      required: false,
      requiredWhen: { field: 'cse', equals: 'consulte' },
    },
    {
      name: 'dateReponse',
      kind: 'date',
      label: 'Date limite de réponse',
      required: true,
      help: 'Laissez au salarié le temps de réfléchir, dans le mois qui suit l’examen médical.',
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateAvis',
      relation: 'notAfter',
      other: 'dateLettre',
      message: 'L’avis d’inaptitude précède la proposition : sa date ne peut pas suivre celle de la lettre',
    },
    cseAfterInaptitudeOpinionCheck,
    {
      kind: 'date',
      field: 'dateAvisCse',
      relation: 'notAfter',
      other: 'dateLettre',
      message: 'L’avis du CSE précède la proposition : sa date ne peut pas suivre celle de la lettre',
      when: { field: 'cse', equals: 'consulte' },
    },
    {
      kind: 'date',
      field: 'dateReponse',
      relation: 'after',
      other: 'dateLettre',
      message: 'Le salarié répond après avoir reçu la proposition : la date limite suit celle de la lettre',
    },
  ],
  subject: 'Proposition de reclassement',
  salutation: '{{salarieCivilite}},',
  body: [
    { text: 'Le {{dateAvis}}, le médecin du travail a rendu un avis d’inaptitude à votre poste de travail.' },
    {
      text: 'En application {{origine}}, et en tenant compte des conclusions écrites et des indications du médecin du travail, nous vous proposons le poste suivant : {{poste}}.',
    },
    { text: '{{descriptionPoste}}' },
    {
      text: 'Le comité social et économique a été consulté sur cette proposition et a rendu son avis le {{dateAvisCse}}.',
      when: { field: 'cse', equals: 'consulte' },
    },
    {
      text: 'Nous vous remercions de nous faire connaître par écrit, au plus tard le {{dateReponse}}, si vous acceptez ce poste. Nous restons à votre disposition pour vous le présenter et répondre à vos questions.',
    },
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
  countersignature: envoiReceipt,
};
