import type { LetterTemplate } from '../../types.ts';
import { employerReceipt, remiseField } from '../common-fields.ts';

export const demission: LetterTemplate = {
  slug: 'demission',
  nom: 'Lettre de démission',
  type: 'contrat',
  description:
    'La lettre du salarié en contrat à durée indéterminée qui quitte son emploi de sa propre initiative, en effectuant son préavis ou en demandant à en être dispensé.',
  author: 'employee',
  legalReferences: ['L1237-1', 'L1234-19', 'L1234-20', 'R1234-9', 'L3141-28', 'L1225-34'],
  delivery: '{{remise}}',
  guidance: [
    'La démission doit exprimer une volonté claire et non équivoque de quitter l’entreprise ; aucun motif n’est à donner. Écrite sous le coup de la colère ou en raison de reproches graves envers l’employeur, elle pourrait être requalifiée : prenez le temps de la réflexion.',
    'Le Code du travail ne fixe pas la durée du préavis : elle résulte de la convention collective, d’un accord ou, à défaut, des usages (article L. 1237-1). Vérifiez votre convention collective et votre contrat. Une salariée enceinte peut démissionner sans préavis (article L. 1225-34).',
    'Le préavis court à partir de la remise ou de la présentation de la lettre. L’employeur peut accepter de vous en dispenser : la part non effectuée n’est alors pas payée.',
    'Vous recevrez l’indemnité compensatrice des congés payés non pris (article L. 3141-28), votre certificat de travail, l’attestation France Travail et le solde de tout compte. Une démission n’ouvre droit à l’allocation chômage que dans les cas prévus par la réglementation de l’assurance chômage (démission légitime, projet de reconversion validé).',
  ],
  fields: [
    remiseField,
    {
      name: 'poste',
      kind: 'text',
      label: 'Poste occupé',
      required: true,
      maxLength: 120,
    },
    {
      name: 'preavis',
      kind: 'select',
      label: 'Préavis',
      required: true,
      options: [
        { value: 'effectue', label: 'Je l’effectue en entier' },
        { value: 'dispense', label: 'Je demande une dispense, totale ou partielle' },
      ],
    },
    {
      name: 'dureePreavis',
      kind: 'text',
      label: 'Durée du préavis',
      required: true,
      maxLength: 60,
      help: 'Celle que prévoient votre convention collective ou votre contrat.',
      placeholder: 'un mois',
    },
    {
      name: 'dateFinContrat',
      kind: 'date',
      label: 'Dernier jour de travail',
      required: true,
      help: 'À la fin du préavis, ou à la date que vous demandez si vous souhaitez une dispense.',
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateFinContrat',
      relation: 'after',
      other: 'dateLettre',
      message:
        'Le préavis court à partir de la réception de la lettre : la fin du contrat suit la date de la lettre',
      when: { field: 'preavis', equals: 'effectue' },
    },
    {
      // A notice done in full ends when its length, counted from the letter, has run (« un mois » from
      // 3 March: 3 April at the earliest); a length written otherwise is not judged.
      kind: 'notBeforeDuration',
      field: 'dateFinContrat',
      other: 'dateLettre',
      duration: 'dureePreavis',
      message:
        'Le préavis effectué en entier court à partir de la lettre : le contrat ne peut pas prendre fin avant son terme',
      when: { field: 'preavis', equals: 'effectue' },
    },
    {
      kind: 'date',
      field: 'dateFinContrat',
      relation: 'notBefore',
      other: 'dateLettre',
      message: 'Le contrat prend fin après la démission : cette date ne peut pas précéder celle de la lettre',
      when: { field: 'preavis', equals: 'dispense' },
    },
  ],
  subject: 'Démission',
  salutation: 'Madame, Monsieur,',
  body: [
    {
      text: 'Je vous informe par la présente de ma décision de démissionner du poste de {{poste}} que j’occupe au sein de {{employeurNom}}.',
    },
    {
      text: 'J’effectuerai mon préavis, d’une durée de {{dureePreavis}}, à compter de la réception de cette lettre. Mon contrat de travail prendra donc fin le {{dateFinContrat}} au soir.',
      when: { field: 'preavis', equals: 'effectue' },
    },
    {
      text: 'Mon préavis est d’une durée de {{dureePreavis}}. Je vous demande de bien vouloir me dispenser de tout ou partie de son exécution et d’accepter que mon contrat de travail prenne fin le {{dateFinContrat}} au soir. Je vous remercie de me faire connaître votre réponse par écrit.',
      when: { field: 'preavis', equals: 'dispense' },
    },
    {
      text: 'Je vous remercie de me remettre à la fin de mon contrat mon certificat de travail, l’attestation destinée à France Travail et mon reçu pour solde de tout compte, accompagnés des sommes qui me restent dues, dont l’indemnité compensatrice des congés payés acquis et non pris.',
    },
  ],
  closing: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
  countersignature: employerReceipt,
};
