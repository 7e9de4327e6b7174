import type { LetterBlock, LetterCheck, LetterCondition, LetterField } from '../types.ts';

/**
 * Fields and paragraphs that several letters of the dismissal and disciplinary procedures share,
 * written once so that the same legal mention reads the same everywhere.
 */

/** How a letter is handed over: the two forms the code allows for convocations and sanctions. */
export const remiseField: LetterField = {
  name: 'remise',
  kind: 'select',
  label: 'Mode de remise',
  required: true,
  help: 'La lettre recommandée fait foi de sa date de présentation ; la remise en main propre exige une décharge signée.',
  options: [
    {
      value: 'recommandee',
      label: 'Lettre recommandée avec avis de réception',
      text: 'Lettre recommandée avec avis de réception',
    },
    {
      value: 'main-propre',
      label: 'Remise en main propre contre décharge',
      text: 'Lettre remise en main propre contre décharge',
    },
  ],
};

/**
 * How a letter outside the dismissal and disciplinary procedures is sent: recommandée avec avis de réception,
 * or handed over against a signed receipt (a décharge, or the récépissé some articles name).
 */
export function envoiField(receipt: 'décharge' | 'récépissé' = 'décharge'): LetterField {
  return {
    name: 'envoi',
    kind: 'select',
    label: 'Mode d’envoi',
    required: true,
    options: [
      {
        value: 'lrar',
        label: 'Lettre recommandée avec avis de réception',
        text: 'Lettre recommandée avec avis de réception',
      },
      {
        value: 'main-propre',
        label: `Remise en main propre contre ${receipt}`,
        text: `Lettre remise en main propre contre ${receipt}`,
      },
    ],
  };
}

/** The receipt the addressee signs when a letter sent with `envoiField` is handed over. */
export const envoiReceipt: LetterBlock = {
  text: 'Reçu en main propre le ........................ Signature :',
  when: { field: 'envoi', equals: 'main-propre' },
};

/** The receipt the employee signs when the letter is handed over. */
export const handDeliveryReceipt: LetterBlock = {
  text: 'Reçu en main propre. Date de remise et signature du salarié :',
  when: { field: 'remise', equals: 'main-propre' },
};

export const dateEntretienField: LetterField = {
  name: 'dateEntretien',
  kind: 'date',
  label: 'Date de l’entretien',
  required: true,
};

export const heureEntretienField: LetterField = {
  name: 'heureEntretien',
  kind: 'time',
  label: 'Heure de l’entretien',
  required: true,
  help: 'Pendant les heures de travail de préférence : le temps de l’entretien est alors payé.',
};

export const lieuEntretienField: LetterField = {
  name: 'lieuEntretien',
  kind: 'text',
  label: 'Lieu de l’entretien',
  required: true,
  maxLength: 200,
  help: 'En principe le lieu de travail ou le siège de l’entreprise : l’adresse précise, et le bureau si besoin.',
  placeholder: '12 rue des Lilas, 69003 Lyon, bureau de la direction',
};

const withoutRepresentatives: LetterCondition = { field: 'representants', equals: 'non' };

/** Whether the company has staff representatives: decides who may assist the employee (L1232-4). */
export const representantsField: LetterField = {
  name: 'representants',
  kind: 'select',
  label: 'L’entreprise a-t-elle des représentants du personnel ?',
  required: true,
  help: 'Un comité social et économique (CSE) élu ou un délégué syndical. Sans eux, le salarié peut aussi se faire assister par un conseiller du salarié extérieur à l’entreprise.',
  options: [
    { value: 'oui', label: 'Oui (CSE ou délégué syndical)' },
    { value: 'non', label: 'Non (pas de CSE : procès-verbal de carence ou moins de 11 salariés)' },
  ],
};

/** Where the list of conseillers du salarié can be consulted (D1232-5), when there is no CSE. */
export const adresseInspectionField: LetterField = {
  name: 'adresseInspection',
  kind: 'text',
  label: 'Adresse de l’inspection du travail',
  required: false,
  requiredWhen: withoutRepresentatives,
  maxLength: 250,
  help: 'L’unité de contrôle de l’inspection du travail dont dépend l’établissement : son adresse figure sur le site de la DREETS de votre région.',
  placeholder: 'Unité de contrôle de Lyon, 10 rue de l’Exemple, 69003 Lyon',
};

export const adresseMairieField: LetterField = {
  name: 'adresseMairie',
  kind: 'text',
  label: 'Adresse de la mairie',
  required: false,
  requiredWhen: withoutRepresentatives,
  maxLength: 250,
  help: 'La mairie du domicile du salarié s’il habite le département de l’établissement, sinon celle de l’établissement.',
  placeholder: 'Mairie du 7e arrondissement, 1 place de l’Exemple, 69007 Lyon',
};

/** The assistance paragraphs of a dismissal interview's convocation (L1232-4, L1233-13, R1232-1). */
export const dismissalAssistanceBlocks: readonly LetterBlock[] = [
  {
    text: 'Vous pourrez vous faire assister lors de cet entretien par une personne de votre choix appartenant au personnel de l’entreprise.',
    when: { field: 'representants', equals: 'oui' },
  },
  {
    text:
      'L’entreprise n’ayant pas de représentants du personnel, vous pourrez vous faire assister lors de cet entretien soit par une personne de votre choix appartenant au personnel de l’entreprise, soit par un conseiller du salarié inscrit sur la liste arrêtée par le préfet. ' +
      'Cette liste peut être consultée à l’inspection du travail ({{adresseInspection}}) et à la mairie ({{adresseMairie}}) ; elle est également publiée au recueil des actes administratifs de la préfecture.',
    when: withoutRepresentatives,
  },
];

/** How the interview went: both cases of the decree's model letters. */
export const presenceEntretienField: LetterField = {
  name: 'presenceEntretien',
  kind: 'select',
  label: 'Le salarié est-il venu à l’entretien ?',
  required: true,
  options: [
    { value: 'present', label: 'Oui' },
    { value: 'absent', label: 'Non' },
  ],
};

/** What the interview was, in the notification: held, or missed by the employee. */
export const interviewHeldBlocks: readonly LetterBlock[] = [
  {
    text: 'Lors de l’entretien préalable du {{dateEntretien}}, nous vous avons exposé les motifs de la décision envisagée et avons recueilli vos explications.',
    when: { field: 'presenceEntretien', equals: 'present' },
  },
  {
    text: 'Vous n’avez pas assisté à l’entretien préalable fixé au {{dateEntretien}} par notre lettre de convocation du {{dateConvocation}}.',
    when: { field: 'presenceEntretien', equals: 'absent' },
  },
];

export const dateConvocationField: LetterField = {
  name: 'dateConvocation',
  kind: 'date',
  label: 'Date de la lettre de convocation',
  required: false,
  requiredWhen: { field: 'presenceEntretien', equals: 'absent' },
};

/**
 * The right to ask for details of the motives (R1232-13 for a personal motive, R1233-2-2 for an
 * economic one, in the same words), as the decree's model letters put it.
 */
export const motivesPrecisionBlock: LetterBlock = {
  text: 'Dans les quinze jours suivant la notification de la présente lettre, vous pouvez nous demander des précisions sur les motifs de licenciement qui y sont énoncés, par lettre recommandée avec avis de réception ou remise contre récépissé. Nous aurons la faculté d’y donner suite dans un délai de quinze jours après la réception de votre demande, dans les mêmes formes. Nous pouvons également, dans les quinze jours suivant la notification de la présente lettre et dans les mêmes formes, préciser ces motifs de notre propre initiative.',
};

/** The documents every departing employee receives (L1234-19, L1234-20, R1234-9). */
export const finalDocumentsBlock: LetterBlock = {
  text: 'À la fin de votre contrat, nous vous remettrons votre certificat de travail, l’attestation destinée à France Travail et votre reçu pour solde de tout compte, et nous vous verserons les sommes qui vous restent dues, dont l’indemnité compensatrice des congés payés acquis et non pris.',
};

/** The free continuation of the company's health and provident cover (CSS, L911-8). */
export const coverPortabilityBlock: LetterBlock = {
  text: 'Si l’assurance chômage vous indemnise après la fin de votre contrat, vous conserverez gratuitement les garanties collectives de frais de santé et de prévoyance de l’entreprise pendant la durée de cette indemnisation, dans la limite de douze mois et dans les conditions de l’article L. 911-8 du Code de la sécurité sociale.',
};

/** The receipt the employer signs when the employee hands a letter over. */
export const employerReceipt: LetterBlock = {
  text: 'Reçu en main propre. Date de remise et signature de l’employeur :',
  when: { field: 'remise', equals: 'main-propre' },
};

/**
 * A dismissal is notified after its preliminary interview. L1232-6 asks for two jours ouvrables at
 * least; a letter may describe a procedure that did not keep them, so only the order is checked.
 */
export const dismissalAfterInterviewCheck: LetterCheck = {
  kind: 'date',
  field: 'dateEntretien',
  relation: 'before',
  other: 'dateLettre',
  message:
    'La lettre de licenciement suit l’entretien préalable : la date de l’entretien précède celle de la lettre',
};

/** When the employee did not come, the letter names the convocation, which came before the interview. */
export const convocationBeforeInterviewCheck: LetterCheck = {
  kind: 'date',
  field: 'dateConvocation',
  relation: 'before',
  other: 'dateEntretien',
  message: 'La lettre de convocation précède l’entretien',
  when: { field: 'presenceEntretien', equals: 'absent' },
};
