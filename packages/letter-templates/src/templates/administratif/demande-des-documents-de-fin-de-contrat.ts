import type { LetterTemplate } from '../../types.ts';

const documentStatus = [
  { value: 'manquant', label: 'Pas encore reçu' },
  { value: 'recu', label: 'Déjà reçu' },
] as const;

/**
 * The former employee asks for the documents due when a contract ends: certificate (L1234-19),
 * France Travail certificate (R1234-9), final statement (L1234-20) and, where there is employee
 * savings, the summary of the savings (L3341-7).
 */
export const demandeDesDocumentsDeFinDeContrat: LetterTemplate = {
  slug: 'demande-des-documents-de-fin-de-contrat',
  nom: 'Demande des documents de fin de contrat',
  type: 'administratif',
  description:
    'L’ancien salarié réclame les documents que l’employeur doit lui remettre à la fin du contrat et qu’il n’a pas reçus : certificat de travail, attestation France Travail, solde de tout compte.',
  author: 'employee',
  legalReferences: ['L1234-19', 'L1234-20', 'R1234-9', 'L3341-7'],
  delivery: 'Lettre recommandée avec avis de réception',
  guidance: [
    'À la fin du contrat, quel qu’en soit le motif, l’employeur remet le certificat de travail (article L. 1234-19 du Code du travail), l’attestation destinée à France Travail (article R. 1234-9) et le solde de tout compte avec le paiement des sommes dues (article L. 1234-20).',
    'L’employeur transmet aussi l’attestation à France Travail ; sans elle, vos allocations ne peuvent pas être calculées. Signalez le retard à votre conseiller France Travail en même temps.',
    'Si l’entreprise a un dispositif d’épargne salariale (participation, intéressement, plan d’épargne, plan d’épargne retraite d’entreprise), l’employeur vous remet aussi un état récapitulatif de vos avoirs (article L. 3341-7).',
    'Sans réponse, la formation de référé du conseil de prud’hommes peut ordonner la remise des documents, le cas échéant sous astreinte ; un retard qui vous cause un préjudice peut donner lieu à des dommages-intérêts.',
    'Gardez une copie de la lettre, la preuve de dépôt et l’avis de réception.',
  ],
  fields: [
    {
      name: 'dateFinContrat',
      kind: 'date',
      label: 'Date de fin du contrat',
      required: true,
      help: 'Le dernier jour du contrat, préavis compris.',
    },
    {
      name: 'certificatTravail',
      kind: 'select',
      label: 'Certificat de travail',
      required: true,
      options: documentStatus,
    },
    {
      name: 'attestationFranceTravail',
      kind: 'select',
      label: 'Attestation destinée à France Travail',
      required: true,
      options: documentStatus,
    },
    {
      name: 'soldeDeToutCompte',
      kind: 'select',
      label: 'Solde de tout compte et paiement des sommes dues',
      required: true,
      options: documentStatus,
    },
    {
      name: 'epargneSalariale',
      kind: 'select',
      label: 'État récapitulatif de l’épargne salariale',
      required: true,
      help: 'Seulement si l’entreprise a un dispositif d’épargne salariale (participation, intéressement, plan d’épargne).',
      options: [
        { value: 'manquant', label: 'Pas encore reçu' },
        { value: 'sans-objet', label: 'Déjà reçu, ou pas d’épargne salariale' },
      ],
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateFinContrat',
      relation: 'notAfter',
      other: 'dateLettre',
      message: 'Votre contrat a pris fin : cette date ne peut pas suivre la date de la lettre',
    },
  ],
  subject: 'Demande de remise des documents de fin de contrat',
  salutation: 'Madame, Monsieur,',
  body: [
    {
      text: 'Mon contrat de travail a pris fin le {{dateFinContrat}}. À ce jour, je n’ai pas reçu les documents suivants, que l’employeur remet au salarié à la fin du contrat :',
    },
    {
      text: '– le certificat de travail (article L. 1234-19 du Code du travail)',
      when: { field: 'certificatTravail', equals: 'manquant' },
    },
    {
      text: '– l’attestation destinée à France Travail, qui me permet de faire valoir mes droits à l’assurance chômage (article R. 1234-9 du Code du travail)',
      when: { field: 'attestationFranceTravail', equals: 'manquant' },
    },
    {
      text: '– le solde de tout compte, avec le paiement des sommes qui me restent dues (article L. 1234-20 du Code du travail)',
      when: { field: 'soldeDeToutCompte', equals: 'manquant' },
    },
    {
      text: '– l’état récapitulatif de mon épargne salariale (article L. 3341-7 du Code du travail)',
      when: { field: 'epargneSalariale', equals: 'manquant' },
    },
    {
      text: 'Je vous remercie de me les adresser sans délai à l’adresse figurant en tête de cette lettre. À défaut, je me réserve la possibilité de saisir le conseil de prud’hommes pour obtenir leur remise.',
    },
  ],
  closing: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
};
