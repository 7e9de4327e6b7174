import type { LetterTemplate } from '../../types.ts';

export const offreContratTravail: LetterTemplate = {
  slug: 'offre-contrat-travail',
  nom: 'Promesse d’embauche (offre de contrat de travail)',
  type: 'contrat',
  description:
    'La lettre qui propose un emploi à un candidat, avec le poste, la rémunération et la date d’entrée : acceptée dans le délai fixé, elle forme le contrat de travail.',
  author: 'employer',
  legalReferences: [
    'L1221-1',
    'L1221-10',
    'L1221-19',
    'L1221-23',
    'L1221-5-1',
    'R1221-34',
    'R1221-35',
    'L1242-12',
    'L1242-13',
  ],
  delivery: '{{remise}}',
  guidance: [
    'Une lettre qui précise l’emploi, la rémunération et la date d’entrée en fonction et exprime votre volonté d’être lié en cas d’acceptation est une offre de contrat de travail (Cour de cassation, chambre sociale, 21 septembre 2017). Une fois reçue par le candidat, elle ne peut pas être retirée avant l’expiration du délai de réponse : la retirer quand même empêche la conclusion du contrat mais engage votre responsabilité (article 1116 du Code civil). Acceptée dans le délai, elle forme le contrat de travail ; y renoncer ensuite revient à rompre ce contrat.',
    'Une période d’essai ne se présume pas : si vous en voulez une, elle doit figurer dans la lettre d’engagement ou le contrat de travail, avec la possibilité de la renouveler (article L. 1221-23), dans les limites de l’article L. 1221-19 et de votre convention collective.',
    'Un contrat à durée déterminée doit être écrit, indiquer son motif précis et être remis au salarié au plus tard dans les deux jours ouvrables suivant l’embauche (articles L. 1242-12 et L. 1242-13), faute de quoi il est réputé conclu pour une durée indéterminée.',
    'Avant l’embauche, faites la déclaration préalable à l’embauche (DPAE) auprès de l’Urssaf (article L. 1221-10). Remettez ensuite au salarié, par écrit, les informations principales de la relation de travail : les essentielles au plus tard le septième jour calendaire suivant l’embauche, les autres dans le mois (articles L. 1221-5-1, R. 1221-34 et R. 1221-35).',
  ],
  fields: [
    {
      name: 'remise',
      kind: 'select',
      label: 'Mode de remise',
      required: true,
      help: 'L’offre produit ses effets quand le candidat la reçoit : gardez-en la preuve.',
      options: [
        {
          value: 'recommandee',
          label: 'Lettre recommandée avec avis de réception',
          text: 'Lettre recommandée avec avis de réception',
        },
        { value: 'main-propre', label: 'Remise en main propre', text: 'Lettre remise en main propre' },
      ],
    },
    {
      name: 'poste',
      kind: 'text',
      label: 'Poste proposé',
      required: true,
      maxLength: 120,
      placeholder: 'comptable',
    },
    {
      name: 'classification',
      kind: 'text',
      label: 'Catégorie et classification (facultatif)',
      required: false,
      maxLength: 160,
      help: 'Le statut (employé, technicien, agent de maîtrise, cadre) et la classification de la convention collective.',
      placeholder: 'statut employé, niveau III, coefficient 230',
    },
    {
      name: 'conventionCollective',
      kind: 'text',
      label: 'Convention collective applicable (facultatif)',
      required: false,
      maxLength: 200,
      placeholder:
        'convention collective nationale des cabinets d’experts-comptables et de commissaires aux comptes',
    },
    {
      name: 'typeContrat',
      kind: 'select',
      label: 'Type de contrat',
      required: true,
      options: [
        { value: 'cdi', label: 'Contrat à durée indéterminée (CDI)', text: 'à durée indéterminée' },
        { value: 'cdd', label: 'Contrat à durée déterminée (CDD)', text: 'à durée déterminée' },
      ],
    },
    {
      name: 'dureeCdd',
      kind: 'text',
      label: 'Durée ou terme du CDD',
      required: false,
      requiredWhen: { field: 'typeContrat', equals: 'cdd' },
      maxLength: 120,
      placeholder: 'six mois, jusqu’au 30 juin 2027',
    },
    {
      name: 'motifCdd',
      kind: 'text',
      label: 'Motif du CDD',
      required: false,
      requiredWhen: { field: 'typeContrat', equals: 'cdd' },
      maxLength: 200,
      help: 'Le motif précis prévu par la loi : remplacement d’un salarié absent (nommé), accroissement temporaire d’activité…',
      placeholder: 'remplacement de Mme Sophie Bernard, comptable, pendant son congé de maternité',
    },
    {
      name: 'dateEntree',
      kind: 'date',
      label: 'Date d’entrée en fonction',
      required: true,
    },
    {
      name: 'lieuTravail',
      kind: 'text',
      label: 'Lieu de travail',
      required: true,
      maxLength: 200,
      placeholder: '12 rue des Lilas, 69003 Lyon',
    },
    {
      name: 'remuneration',
      kind: 'money',
      label: 'Rémunération brute',
      required: true,
    },
    {
      name: 'periodicite',
      kind: 'select',
      label: 'Rémunération exprimée par',
      required: true,
      options: [
        { value: 'mois', label: 'Mois', text: 'mensuelle' },
        { value: 'an', label: 'An', text: 'annuelle' },
      ],
    },
    {
      name: 'dureeTravail',
      kind: 'text',
      label: 'Durée du travail',
      required: true,
      maxLength: 120,
      placeholder: '35 heures par semaine',
    },
    {
      name: 'periodeEssai',
      kind: 'select',
      label: 'Période d’essai',
      required: true,
      options: [
        { value: 'aucune', label: 'Aucune' },
        { value: 'non-renouvelable', label: 'Oui, non renouvelable' },
        {
          value: 'renouvelable',
          label: 'Oui, renouvelable une fois (si l’accord de branche étendu le prévoit)',
        },
      ],
    },
    {
      name: 'dureeEssai',
      kind: 'text',
      label: 'Durée de la période d’essai',
      required: false,
      requiredWhen: { field: 'periodeEssai', oneOf: ['non-renouvelable', 'renouvelable'] },
      maxLength: 60,
      help: 'Au plus deux mois pour un employé, trois pour un technicien ou agent de maîtrise, quatre pour un cadre (CDI).',
      placeholder: 'deux mois',
    },
    {
      name: 'dateLimiteReponse',
      kind: 'date',
      label: 'Réponse attendue au plus tard le',
      required: true,
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateLimiteReponse',
      relation: 'notBefore',
      other: 'dateLettre',
      message: 'L’offre est valable à partir de sa date : la date limite de réponse ne peut pas la précéder',
    },
    {
      kind: 'date',
      field: 'dateEntree',
      relation: 'after',
      other: 'dateLettre',
      message: 'L’entrée en fonction suit l’offre : sa date suit celle de la lettre',
    },
    {
      kind: 'date',
      field: 'dateLimiteReponse',
      relation: 'notAfter',
      other: 'dateEntree',
      message: 'La réponse est attendue au plus tard le jour de l’entrée en fonction',
    },
  ],
  subject: 'Proposition d’engagement au poste de {{poste}}',
  salutation: '{{salarieCivilite}},',
  body: [
    {
      text: 'À la suite de nos entretiens, nous avons le plaisir de vous proposer de rejoindre {{employeurNom}} dans le cadre d’un contrat de travail {{typeContrat}}, aux conditions suivantes.',
    },
    {
      text: 'Ce contrat sera conclu pour une durée de {{dureeCdd}}, pour le motif suivant : {{motifCdd}}.',
      when: { field: 'typeContrat', equals: 'cdd' },
    },
    {
      text: 'Vous occuperez le poste de {{poste}} à compter du {{dateEntree}}, à l’adresse suivante : {{lieuTravail}}.',
    },
    {
      text: 'Ce poste relève de la classification suivante : {{classification}}.',
      when: { field: 'classification', filled: true },
    },
    {
      text: 'Votre rémunération brute {{periodicite}} sera de {{remuneration}}, pour une durée du travail de {{dureeTravail}}.',
    },
    {
      text: 'La convention collective applicable est la suivante : {{conventionCollective}}.',
      when: { field: 'conventionCollective', filled: true },
    },
    {
      text: 'Votre engagement ne deviendra définitif qu’à l’issue d’une période d’essai de {{dureeEssai}}, non renouvelable.',
      when: { field: 'periodeEssai', equals: 'non-renouvelable' },
    },
    {
      text: 'Votre engagement ne deviendra définitif qu’à l’issue d’une période d’essai de {{dureeEssai}}, qui pourra être renouvelée une fois, avec votre accord exprès, dans les conditions prévues par l’accord de branche applicable.',
      when: { field: 'periodeEssai', equals: 'renouvelable' },
    },
    {
      text: 'Cette offre est valable jusqu’au {{dateLimiteReponse}} inclus. Si vous l’acceptez, nous vous remercions de nous retourner un exemplaire de cette lettre daté et signé avant cette date ; votre acceptation vaudra conclusion du contrat de travail, qu’un contrat écrit viendra préciser. Sans réponse de votre part à cette date, l’offre deviendra caduque.',
    },
    {
      text: 'Nous nous réjouissons de la perspective de vous accueillir parmi nous.',
    },
  ],
  closing: 'Nous vous prions d’agréer, {{salarieCivilite}}, l’expression de nos salutations distinguées.',
  countersignature: {
    text: 'Offre acceptée. Date et signature, précédées de la mention manuscrite « Bon pour accord » :',
  },
};
