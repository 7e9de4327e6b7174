import type { LetterTemplate } from '../../types.ts';

/**
 * The inventory of the sums paid when the contract ends (L1234-20), made out in two copies and
 * saying so (D1234-7), that the employee signs as a receipt.
 */
export const recuPourSoldeDeToutCompte: LetterTemplate = {
  slug: 'recu-pour-solde-de-tout-compte',
  nom: 'Reçu pour solde de tout compte',
  type: 'administratif',
  description:
    'L’inventaire des sommes versées au salarié à la fin de son contrat, que l’employeur établit en deux exemplaires et que le salarié signe pour reçu.',
  author: 'employer',
  legalReferences: ['L1234-20', 'D1234-7', 'D1234-8'],
  delivery: 'Remis en main propre, en double exemplaire',
  guidance: [
    'Le solde de tout compte fait l’inventaire des sommes versées au salarié lors de la rupture du contrat (article L. 1234-20 du Code du travail). Il est établi en double exemplaire, ce que le reçu mentionne, et l’un des exemplaires est remis au salarié (article D. 1234-7).',
    'Détaillez chaque somme, sa nature et son montant : le reçu ne libère l’employeur que pour les sommes qui y sont mentionnées. Une formule générale comme « toutes sommes dues » ne protège de rien.',
    'Le salarié n’est pas obligé de signer, et les sommes lui sont dues qu’il signe ou non. Sans signature, le délai de six mois ne court pas : seuls jouent les délais de prescription ordinaires (trois ans pour les salaires, article L. 3245-1).',
    'Une fois signé, le reçu peut être dénoncé par lettre recommandée dans les six mois qui suivent sa signature (articles L. 1234-20 et D. 1234-8). Faites dater la signature par le salarié : c’est elle qui fait courir le délai.',
    'Remettez en même temps le certificat de travail (article L. 1234-19) et l’attestation destinée à France Travail (article R. 1234-9).',
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
      name: 'sommes',
      kind: 'textarea',
      label: 'Sommes versées, une par ligne',
      required: true,
      maxLength: 2000,
      help: 'Chaque élément avec son montant : dernier salaire, indemnité compensatrice de congés payés, indemnité de préavis, indemnité de rupture, primes. Un inventaire précis est ce qui rend le reçu libératoire.',
      placeholder:
        'Salaire du 1er au 30 juin 2026 : 2 450,00 € brut\nIndemnité compensatrice de congés payés (12 jours ouvrables) : 1 380,00 € brut\nIndemnité légale de licenciement : 3 100,00 €',
    },
    {
      name: 'montantNet',
      kind: 'money',
      label: 'Montant net total versé',
      required: true,
      help: 'La somme effectivement versée au salarié, après cotisations et prélèvement à la source.',
    },
    {
      name: 'modePaiement',
      kind: 'select',
      label: 'Mode de paiement',
      required: true,
      options: [
        { value: 'virement', label: 'Virement', text: 'par virement bancaire' },
        { value: 'cheque', label: 'Chèque', text: 'par chèque' },
      ],
    },
    { name: 'datePaiement', kind: 'date', label: 'Date du paiement', required: true },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateFinContrat',
      relation: 'notAfter',
      other: 'dateLettre',
      message: 'Le reçu fait suite à la fin du contrat : cette date ne peut pas suivre la date du reçu',
    },
  ],
  subject: 'Reçu pour solde de tout compte',
  salutation: '{{salarieCivilite}},',
  body: [
    {
      text: 'Votre contrat de travail a pris fin le {{dateFinContrat}}. Conformément à l’article L. 1234-20 du Code du travail, le présent solde de tout compte fait l’inventaire des sommes qui vous sont versées à l’occasion de la rupture de votre contrat :\n{{sommes}}',
    },
    { text: 'Le montant net total de {{montantNet}} vous est versé {{modePaiement}} le {{datePaiement}}.' },
    {
      text: 'Le reçu que vous signez ci-dessous peut être dénoncé dans les six mois qui suivent sa signature, par lettre recommandée adressée à l’employeur (articles L. 1234-20 et D. 1234-8 du Code du travail). Passé ce délai, il devient libératoire pour l’employeur pour les sommes qui y sont mentionnées.',
    },
    { text: 'Ce reçu est établi en double exemplaire, dont l’un vous est remis.' },
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
  countersignature: {
    text: 'Reçu pour solde de tout compte la somme nette de {{montantNet}}, en double exemplaire dont l’un m’a été remis. Le ........................ Signature :',
  },
};
