import type { LetterTemplate } from '../../types.ts';
import { envoiField, envoiReceipt } from '../common-fields.ts';

/** The employee asks for a corrected payslip: its mentions are those of R3243-1. */
export const demandeDeRectificationDuBulletinDePaie: LetterTemplate = {
  slug: 'demande-de-rectification-du-bulletin-de-paie',
  nom: 'Demande de rectification du bulletin de paie',
  type: 'administratif',
  description:
    'Le salarié signale une erreur sur son bulletin de paie (classification, heures, congés, cotisations, montant) et demande un bulletin rectifié.',
  author: 'employee',
  legalReferences: ['L3243-2', 'R3243-1', 'L3243-3'],
  delivery: '{{envoi}}',
  guidance: [
    'Les mentions du bulletin de paie sont fixées par l’article R. 3243-1 du Code du travail : emploi et classification conventionnelle, période et heures payées, rémunération brute, cotisations, net payé, dates de congé et indemnité correspondante. Une classification erronée peut vous priver du salaire minimum conventionnel qui s’attache à votre position.',
    'L’employeur peut remettre un bulletin rectificatif ou corriger l’erreur sur le bulletin suivant, avec une ligne de régularisation.',
    'L’employeur conserve un double des bulletins pendant cinq ans (article L. 3243-4) ; conservez les vôtres sans limite de durée : ils servent notamment à justifier vos droits à la retraite.',
    'Si l’erreur vous a privé de sommes, la demande peut remonter sur trois ans (article L. 3245-1) ; voyez aussi le modèle « Demande de rappel de salaire ».',
  ],
  fields: [
    envoiField(),
    {
      name: 'bulletin',
      kind: 'text',
      label: 'Bulletin de paie concerné',
      required: true,
      maxLength: 80,
      help: 'Le mois ou la période de paie du bulletin à corriger.',
      placeholder: 'mars 2026',
    },
    {
      name: 'erreurs',
      kind: 'textarea',
      label: 'Mentions erronées et corrections demandées',
      required: true,
      maxLength: 3000,
      placeholder:
        'Classification : niveau II, coefficient 180, au lieu du niveau III, coefficient 220, prévu par mon avenant du 1er février 2026.\nCongés payés : les 5 jours pris du 9 au 13 mars 2026 ne figurent pas sur le bulletin.',
    },
    {
      name: 'incidence',
      kind: 'select',
      label: 'Incidence sur la paie',
      required: true,
      options: [
        { value: 'oui', label: 'L’erreur modifie les sommes qui me sont dues' },
        { value: 'non', label: 'L’erreur ne modifie pas les sommes qui me sont dues' },
      ],
    },
  ],
  subject: 'Demande de rectification de mon bulletin de paie de {{bulletin}}',
  salutation: 'Madame, Monsieur,',
  body: [
    { text: 'J’ai relevé sur mon bulletin de paie de {{bulletin}} les erreurs suivantes :\n{{erreurs}}' },
    {
      text: 'Les mentions du bulletin de paie, fixées par l’article R. 3243-1 du Code du travail, doivent refléter exactement ma situation. Je vous remercie donc de bien vouloir me remettre un bulletin de paie rectifié.',
    },
    {
      text: 'Ces erreurs ayant une incidence sur ma rémunération, je vous demande également de régulariser les sommes correspondantes. L’acceptation de ce bulletin sans protestation ni réserve ne vaudrait pas renonciation de ma part à leur paiement (article L. 3243-3 du Code du travail).',
      when: { field: 'incidence', equals: 'oui' },
    },
  ],
  closing: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
  countersignature: envoiReceipt,
};
