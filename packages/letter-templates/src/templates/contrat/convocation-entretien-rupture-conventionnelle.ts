import type { LetterTemplate } from '../../types.ts';
import {
  adresseInspectionField,
  adresseMairieField,
  dateEntretienField,
  handDeliveryReceipt,
  heureEntretienField,
  lieuEntretienField,
  remiseField,
  representantsField,
} from '../common-fields.ts';

export const convocationEntretienRuptureConventionnelle: LetterTemplate = {
  slug: 'convocation-entretien-rupture-conventionnelle',
  nom: 'Convocation à un entretien de rupture conventionnelle',
  type: 'contrat',
  description:
    'L’invitation à un premier entretien pour discuter d’une éventuelle rupture conventionnelle du contrat à durée indéterminée, avec le rappel du droit à l’assistance et des étapes qui suivent.',
  author: 'employer',
  legalReferences: ['L1237-11', 'L1237-12', 'L1237-13', 'L1237-14', 'D1237-3-1', 'L1237-15', 'D1232-5'],
  delivery: '{{remise}}',
  guidance: [
    'La rupture conventionnelle ne peut être imposée par l’une ou l’autre des parties (article L. 1237-11) : l’entretien sert à en discuter librement, et le salarié peut refuser à tout moment avant la signature, puis se rétracter pendant quinze jours calendaires après (article L. 1237-13).',
    'Le Code du travail n’impose pas de forme pour convoquer ni de délai avant l’entretien, mais l’écrit prouve que le salarié a été informé de son droit à être assisté (article L. 1237-12) : laissez-lui le temps de s’organiser.',
    'Si le salarié se fait assister, vous pouvez l’être aussi ; il doit vous prévenir à l’avance, et vous devez à votre tour le prévenir. Dans une entreprise de moins de cinquante salariés, l’employeur peut se faire assister par une personne de son organisation syndicale d’employeurs ou par un autre employeur de la même branche.',
    'Après l’entretien : signature de la convention (indemnité au moins égale à l’indemnité légale de licenciement, article L. 1237-13), quinze jours calendaires de rétractation, puis demande d’homologation par le téléservice TéléRC (article D. 1237-3-1) ; l’administration a quinze jours ouvrables pour répondre, son silence vaut homologation (article L. 1237-14).',
    'Pour un salarié protégé, la rupture conventionnelle doit être autorisée par l’inspecteur du travail (article L. 1237-15).',
  ],
  fields: [
    remiseField,
    {
      name: 'initiative',
      kind: 'select',
      label: 'Qui a proposé la rupture conventionnelle ?',
      required: true,
      options: [
        {
          value: 'salarie',
          label: 'Le salarié',
          text: 'Vous nous avez fait part de votre souhait d’envisager une rupture conventionnelle de votre contrat de travail.',
        },
        {
          value: 'employeur',
          label: 'L’employeur',
          text: 'Comme nous l’avons évoqué ensemble, nous souhaitons discuter avec vous d’une éventuelle rupture conventionnelle de votre contrat de travail.',
        },
      ],
    },
    dateEntretienField,
    heureEntretienField,
    lieuEntretienField,
    representantsField,
    adresseInspectionField,
    adresseMairieField,
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateEntretien',
      relation: 'after',
      other: 'dateLettre',
      message: 'L’entretien suit la convocation : sa date suit celle de la lettre',
    },
  ],
  subject: 'Entretien en vue d’une éventuelle rupture conventionnelle',
  salutation: '{{salarieCivilite}},',
  body: [
    {
      text: '{{initiative}} Conformément à l’article L. 1237-12 du Code du travail, nous vous proposons d’en parler lors d’un entretien le {{dateEntretien}} à {{heureEntretien}}, à l’adresse suivante : {{lieuEntretien}}.',
    },
    {
      text: 'La rupture conventionnelle suppose l’accord libre de chacun d’entre nous : elle ne peut être imposée ni par vous, ni par nous. Cet entretien a pour objet d’examiner si nous pouvons en convenir et, le cas échéant, à quelles conditions (date de fin du contrat, montant de l’indemnité spécifique de rupture, qui ne peut être inférieur à celui de l’indemnité légale de licenciement). Il ne vous engage à rien.',
    },
    {
      text: 'Vous pourrez vous faire assister lors de cet entretien par une personne de votre choix appartenant au personnel de l’entreprise, qu’il s’agisse d’un salarié titulaire d’un mandat syndical, d’un représentant du personnel ou de tout autre salarié.',
      when: { field: 'representants', equals: 'oui' },
    },
    {
      text:
        'Vous pourrez vous faire assister lors de cet entretien par une personne de votre choix appartenant au personnel de l’entreprise ou, l’entreprise n’ayant pas de représentants du personnel, par un conseiller du salarié inscrit sur la liste arrêtée par le préfet. ' +
        'Cette liste peut être consultée à l’inspection du travail ({{adresseInspection}}) et à la mairie ({{adresseMairie}}).',
      when: { field: 'representants', equals: 'non' },
    },
    {
      text: 'Si vous choisissez d’être assisté, merci de nous en informer avant l’entretien ; nous pourrons alors nous-mêmes nous faire assister, et nous vous en informerons à notre tour.',
      when: { field: 'salarieCivilite', equals: 'monsieur' },
    },
    {
      text: 'Si vous choisissez d’être assistée, merci de nous en informer avant l’entretien ; nous pourrons alors nous-mêmes nous faire assister, et nous vous en informerons à notre tour.',
      when: { field: 'salarieCivilite', equals: 'madame' },
    },
    {
      text: 'Si nous convenons d’une rupture conventionnelle, chacun d’entre nous disposera, après la signature de la convention, d’un délai de quinze jours calendaires pour se rétracter. La convention devra ensuite être homologuée par l’administration, qui dispose de quinze jours ouvrables pour le faire ; votre contrat ne pourra prendre fin qu’au plus tôt le lendemain de cette homologation.',
    },
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
  countersignature: handDeliveryReceipt,
};
