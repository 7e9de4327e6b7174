import type { LetterTemplate } from '../../types.ts';
import {
  convocationBeforeInterviewCheck,
  coverPortabilityBlock,
  dateConvocationField,
  dateEntretienField,
  dismissalAfterInterviewCheck,
  finalDocumentsBlock,
  interviewHeldBlocks,
  motivesPrecisionBlock,
  presenceEntretienField,
} from '../common-fields.ts';

export const licenciementEconomique: LetterTemplate = {
  slug: 'licenciement-economique',
  nom: 'Notification de licenciement pour motif économique (avec CSP)',
  type: 'licenciement',
  description:
    'La lettre qui prononce un licenciement économique individuel dans une entreprise de moins de mille salariés : motif économique, reclassement, contrat de sécurisation professionnelle, priorité de réembauche.',
  author: 'employer',
  legalReferences: [
    'L1233-3',
    'L1233-4',
    'L1233-15',
    'L1233-16',
    'L1233-17',
    'R1233-1',
    'L1233-45',
    'L1233-66',
    'L1233-67',
    'R1233-2-2',
    'L1235-7',
    'L1234-1',
    'L1234-9',
  ],
  delivery: 'Lettre recommandée avec avis de réception',
  guidance: [
    'La lettre ne peut être expédiée moins de sept jours ouvrables après la date prévue de l’entretien préalable, quinze jours ouvrables pour un cadre (article L. 1233-15).',
    'Elle doit énoncer le motif économique et son incidence précise sur l’emploi ou le contrat du salarié (articles L. 1233-3 et L. 1233-16) : une formule générale (« conjoncture difficile ») rend le licenciement sans cause réelle et sérieuse.',
    'Si le délai de réflexion de vingt et un jours sur le contrat de sécurisation professionnelle court encore quand la lettre doit partir, elle doit rappeler la date d’expiration de ce délai et préciser qu’en cas de refus elle vaut notification du licenciement : choisissez « délai de réflexion en cours ».',
    'Si le salarié accepte le CSP, le contrat est rompu d’un commun accord à la fin du délai de réflexion, sans préavis : vous versez l’indemnité de licenciement et à France Travail l’équivalent de l’indemnité de préavis dans la limite de trois mois (article L. 1233-67) ; le solde éventuel revient au salarié.',
    'La mention de la priorité de réembauche et de ses conditions est obligatoire (articles L. 1233-16 et L. 1233-45).',
  ],
  fields: [
    dateEntretienField,
    presenceEntretienField,
    dateConvocationField,
    {
      name: 'motifEconomique',
      kind: 'textarea',
      label: 'Motif économique',
      required: true,
      maxLength: 6000,
      help: 'La cause (difficultés économiques avec leurs chiffres, mutation technologique, réorganisation nécessaire à la sauvegarde de la compétitivité, cessation d’activité) et les faits qui l’établissent.',
      placeholder:
        'Notre chiffre d’affaires a baissé de 28 % sur les trois derniers trimestres par rapport à la même période de 2025, et nos pertes d’exploitation atteignent 85 000 € au 30 septembre 2026…',
    },
    {
      name: 'incidence',
      kind: 'select',
      label: 'Conséquence sur l’emploi du salarié',
      required: true,
      options: [
        { value: 'suppression', label: 'Suppression du poste', text: 'la suppression de votre poste' },
        {
          value: 'transformation',
          label: 'Transformation du poste',
          text: 'la transformation de votre poste',
        },
        {
          value: 'modification',
          label: 'Modification du contrat refusée par le salarié',
          text: 'une modification d’un élément essentiel de votre contrat de travail, que vous avez refusée',
        },
      ],
    },
    {
      name: 'poste',
      kind: 'text',
      label: 'Poste occupé',
      required: true,
      maxLength: 120,
      placeholder: 'assistante commerciale',
    },
    {
      name: 'reclassement',
      kind: 'textarea',
      label: 'Recherches de reclassement',
      required: true,
      maxLength: 4000,
      help: 'Les postes disponibles examinés dans l’entreprise et le groupe, les offres écrites faites et leur réponse, ou pourquoi aucun poste n’était disponible.',
      placeholder:
        'Aucun emploi n’est disponible dans l’entreprise, qui ne fait partie d’aucun groupe ; le seul poste vacant, de technicien de maintenance, vous a été proposé par écrit le 5 novembre 2026 et vous l’avez refusé…',
    },
    {
      name: 'csp',
      kind: 'select',
      label: 'Contrat de sécurisation professionnelle',
      required: true,
      options: [
        { value: 'reflexion', label: 'Le délai de réflexion de 21 jours court encore' },
        { value: 'refus', label: 'Le salarié l’a refusé, ou n’a pas répondu dans les 21 jours' },
      ],
    },
    {
      name: 'dateRemiseCsp',
      kind: 'date',
      label: 'Date de remise du document sur le CSP',
      required: true,
    },
    {
      name: 'dateFinReflexion',
      kind: 'date',
      label: 'Fin du délai de réflexion (21 jours après la remise)',
      required: false,
      requiredWhen: { field: 'csp', equals: 'reflexion' },
    },
    {
      name: 'dureePreavis',
      kind: 'text',
      label: 'Durée du préavis',
      required: true,
      maxLength: 40,
      help: 'Un mois de six mois à deux ans d’ancienneté, deux mois au-delà, sauf durée plus longue de la convention collective ou du contrat.',
      placeholder: 'deux mois',
    },
    {
      name: 'indemnite',
      kind: 'select',
      label: 'Indemnité de licenciement',
      required: true,
      help: 'Due à partir de huit mois d’ancienneté ininterrompus.',
      options: [
        { value: 'due', label: 'Due (au moins huit mois d’ancienneté)' },
        { value: 'non-due', label: 'Non due (moins de huit mois d’ancienneté)' },
      ],
    },
  ],
  checks: [
    dismissalAfterInterviewCheck,
    convocationBeforeInterviewCheck,
    {
      kind: 'date',
      field: 'dateRemiseCsp',
      relation: 'notAfter',
      other: 'dateLettre',
      message:
        'Le document sur le CSP a été remis avant la lettre : sa date ne peut pas suivre celle de la lettre',
    },
    {
      kind: 'date',
      field: 'dateFinReflexion',
      relation: 'notBefore',
      other: 'dateRemiseCsp',
      plusDays: 21,
      message: 'Le délai de réflexion dure vingt et un jours à compter du lendemain de la remise du document',
      when: { field: 'csp', equals: 'reflexion' },
    },
    {
      kind: 'date',
      field: 'dateFinReflexion',
      relation: 'notBefore',
      other: 'dateLettre',
      message: 'Ce choix vaut pour un délai de réflexion qui court encore à la date de la lettre',
      when: { field: 'csp', equals: 'reflexion' },
    },
  ],
  subject: 'Notification de votre licenciement pour motif économique',
  salutation: '{{salarieCivilite}},',
  body: [
    ...interviewHeldBlocks,
    {
      text: 'Nous sommes contraints de procéder à votre licenciement pour motif économique, pour les raisons suivantes :\n{{motifEconomique}}',
    },
    {
      text: 'Ce motif entraîne {{incidence}} de {{poste}}.',
      when: { field: 'incidence', oneOf: ['suppression', 'transformation'] },
    },
    {
      text: 'Ce motif nous a conduits à vous proposer {{incidence}}. Votre poste de {{poste}} ne peut être maintenu dans ses conditions actuelles.',
      when: { field: 'incidence', equals: 'modification' },
    },
    {
      text: 'Nous avons recherché toutes les possibilités de vous reclasser, sans succès :\n{{reclassement}}',
    },
    {
      text: 'Le {{dateRemiseCsp}}, nous vous avons remis le document d’information sur le contrat de sécurisation professionnelle. Votre délai de réflexion expire le {{dateFinReflexion}}.',
      when: { field: 'csp', equals: 'reflexion' },
    },
    {
      text: 'Si vous acceptez le contrat de sécurisation professionnelle avant cette date, votre contrat de travail sera rompu d’un commun accord à l’expiration du délai de réflexion, sans préavis, et la présente lettre sera sans objet. Toute contestation portant sur la rupture de votre contrat ou sur son motif se prescrira alors par douze mois à compter de votre adhésion (article L. 1233-67 du Code du travail).',
      when: { field: 'csp', equals: 'reflexion' },
    },
    {
      text: 'Si vous refusez le contrat de sécurisation professionnelle ou si vous ne répondez pas avant l’expiration du délai de réflexion, la présente lettre constituera la notification de votre licenciement pour motif économique. Votre préavis, d’une durée de {{dureePreavis}}, débutera alors à la date de première présentation de cette lettre.',
      when: { field: 'csp', equals: 'reflexion' },
    },
    {
      text: 'Vous n’avez pas accepté le contrat de sécurisation professionnelle dont nous vous avons remis le document d’information le {{dateRemiseCsp}}. La présente lettre constitue donc la notification de votre licenciement pour motif économique. Votre préavis, d’une durée de {{dureePreavis}}, débutera à la date de première présentation de cette lettre.',
      when: { field: 'csp', equals: 'refus' },
    },
    {
      text: 'Vous percevrez l’indemnité de licenciement prévue par l’article L. 1234-9 du Code du travail ou, si elle est plus favorable, par la convention collective applicable.',
      when: { field: 'indemnite', equals: 'due' },
    },
    {
      text: 'Vous bénéficiez d’une priorité de réembauche pendant un an à compter de la date de rupture de votre contrat, à condition de nous en faire la demande au cours de cette année. Nous vous informerons alors de tout emploi devenu disponible et compatible avec votre qualification, ainsi qu’avec toute nouvelle qualification que vous nous aurez fait connaître (article L. 1233-45 du Code du travail).',
    },
    {
      text: 'Vous pouvez nous demander les critères retenus pour fixer l’ordre des licenciements, par lettre recommandée avec avis de réception ou remise contre récépissé, dans les dix jours suivant la date à laquelle vous quitterez effectivement votre emploi ; nous vous répondrons dans les dix jours suivant la réception de votre demande (articles L. 1233-17 et R. 1233-1 du Code du travail).',
    },
    finalDocumentsBlock,
    coverPortabilityBlock,
    motivesPrecisionBlock,
    {
      text: 'Toute contestation portant sur ce licenciement pour motif économique se prescrit par douze mois à compter de sa notification (article L. 1235-7 du Code du travail).',
    },
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
};
