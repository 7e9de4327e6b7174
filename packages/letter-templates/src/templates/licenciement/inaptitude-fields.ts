import type { LetterBlock, LetterCheck, LetterField } from '../../types.ts';

/** Whether the inaptitude follows a work accident or an occupational disease: two different regimes. */
export const inaptitudeOrigineField: LetterField = {
  name: 'inaptitudeOrigine',
  kind: 'select',
  label: 'Origine de l’inaptitude',
  required: true,
  help: 'Professionnelle lorsque l’inaptitude a, au moins partiellement, pour origine un accident du travail ou une maladie professionnelle dont vous aviez connaissance.',
  options: [
    {
      value: 'non-professionnelle',
      label: 'Maladie ou accident non professionnel',
      text: 'Cette inaptitude n’est pas d’origine professionnelle.',
    },
    {
      value: 'professionnelle',
      label: 'Accident du travail ou maladie professionnelle',
      text: 'Cette inaptitude est consécutive à un accident du travail ou à une maladie professionnelle.',
    },
  ],
};

/** The CSE gives its opinion on the reclassification proposals (L1226-2, L1226-10). */
export const cseReclassementFields: readonly LetterField[] = [
  {
    name: 'cse',
    kind: 'select',
    label: 'Consultation du CSE sur le reclassement',
    required: true,
    help: 'Le CSE, lorsqu’il existe, donne son avis sur le reclassement avant toute proposition ou tout constat d’impossibilité.',
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
];

export const cseReclassementBlocks: readonly LetterBlock[] = [
  {
    text: 'Le comité social et économique a été consulté sur les possibilités de reclassement et a rendu son avis le {{dateAvisCse}}.',
    when: { field: 'cse', equals: 'consulte' },
  },
];

/** The CSE gives its opinion on the redeployment (L1226-2, L1226-10) after the medical one. */
export const cseAfterInaptitudeOpinionCheck: LetterCheck = {
  kind: 'date',
  field: 'dateAvisCse',
  relation: 'notBefore',
  other: 'dateAvis',
  message: 'Le CSE est consulté sur le reclassement après l’avis d’inaptitude',
  when: { field: 'cse', equals: 'consulte' },
};
