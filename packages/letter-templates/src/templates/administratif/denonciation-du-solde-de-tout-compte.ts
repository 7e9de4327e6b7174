import type { LetterTemplate } from '../../types.ts';

/** The employee withdraws the receipt within six months of signing it (L1234-20), by registered letter (D1234-8). */
export const denonciationDuSoldeDeToutCompte: LetterTemplate = {
  slug: 'denonciation-du-solde-de-tout-compte',
  nom: 'Dénonciation du reçu pour solde de tout compte',
  type: 'administratif',
  description:
    'Le salarié conteste le reçu pour solde de tout compte qu’il a signé, dans les six mois qui suivent sa signature, pour réclamer les sommes qui manquent.',
  author: 'employee',
  legalReferences: ['L1234-20', 'D1234-8'],
  delivery: 'Lettre recommandée avec avis de réception',
  guidance: [
    'Le reçu signé peut être dénoncé dans les six mois qui suivent sa signature ; au-delà, il devient libératoire pour l’employeur pour les sommes qui y sont mentionnées (article L. 1234-20 du Code du travail). Envoyez votre lettre sans attendre la fin du délai.',
    'La dénonciation se fait par lettre recommandée (article D. 1234-8) : gardez la preuve de dépôt et l’avis de réception.',
    'Expliquez précisément ce que vous contestez : chaque somme, le montant que vous estimez dû et pourquoi. Gardez une copie de vos justificatifs (bulletins de paie, relevés d’heures, contrat, convention collective).',
    'L’effet libératoire ne vaut que pour les sommes inscrites sur le reçu : une somme qui n’y figure pas, une prime oubliée par exemple, peut encore être réclamée après six mois, dans le délai de prescription des salaires de trois ans (article L. 3245-1).',
    'Si l’employeur ne régularise pas, vous pouvez saisir le conseil de prud’hommes.',
  ],
  fields: [
    {
      name: 'dateFinContrat',
      kind: 'date',
      label: 'Date de fin du contrat',
      required: true,
    },
    {
      name: 'dateSignature',
      kind: 'date',
      label: 'Date à laquelle vous avez signé le reçu',
      required: true,
      help: 'Le délai de six mois pour dénoncer le reçu court à partir de cette date.',
    },
    {
      name: 'contestation',
      kind: 'textarea',
      label: 'Sommes contestées et raisons',
      required: true,
      maxLength: 3000,
      help: 'Chaque somme manquante ou erronée, ce qui aurait dû être versé et pourquoi.',
      placeholder:
        'Indemnité compensatrice de congés payés : 8 jours ouvrables acquis n’ont pas été payés.\nHeures supplémentaires de mars à mai 2026 : 24 heures effectuées restent impayées.',
    },
    {
      name: 'montantReclame',
      kind: 'money',
      label: 'Montant total réclamé',
      required: false,
      help: 'Facultatif : le total des sommes que vous réclamez, si vous le connaissez.',
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
    {
      kind: 'date',
      field: 'dateSignature',
      relation: 'notAfter',
      other: 'dateLettre',
      message: 'Vous dénoncez un reçu déjà signé : cette date ne peut pas suivre la date de la lettre',
    },
  ],
  subject: 'Dénonciation du reçu pour solde de tout compte',
  salutation: 'Madame, Monsieur,',
  body: [
    {
      text: 'Mon contrat de travail a pris fin le {{dateFinContrat}}. Le {{dateSignature}}, j’ai signé le reçu pour solde de tout compte que vous m’avez remis.',
    },
    {
      text: 'Par la présente lettre recommandée, je dénonce ce reçu dans le délai de six mois qui suit sa signature, comme le permettent les articles L. 1234-20 et D. 1234-8 du Code du travail. Je conteste en effet les sommes qui y figurent, pour les raisons suivantes :\n{{contestation}}',
    },
    {
      text: 'Les sommes qui me restent dues s’élèvent selon mon calcul à {{montantReclame}}.',
      when: { field: 'montantReclame', filled: true },
    },
    {
      text: 'Je vous demande de procéder à leur régularisation et de me remettre les documents rectifiés correspondants. À défaut, je me réserve la possibilité de saisir le conseil de prud’hommes.',
    },
  ],
  closing: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
};
