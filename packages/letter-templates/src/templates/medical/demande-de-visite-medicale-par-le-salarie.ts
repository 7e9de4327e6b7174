import type { LetterTemplate } from '../../types.ts';
import { envoiField, envoiReceipt } from '../common-fields.ts';

/**
 * The employee asks to see the occupational physician (R4624-34), for instance when anticipating a
 * risk of unfitness (L4624-1); the request cannot justify any sanction.
 */
export const demandeDeVisiteMedicaleParLeSalarie: LetterTemplate = {
  slug: 'demande-de-visite-medicale-par-le-salarie',
  nom: 'Demande de visite médicale par le salarié',
  type: 'medical',
  description:
    'Le salarié demande à être reçu par le médecin du travail en dehors des visites périodiques, par exemple lorsqu’il craint de ne plus pouvoir tenir son poste.',
  author: 'employee',
  legalReferences: ['R4624-34', 'L4624-1', 'R4624-39'],
  delivery: '{{envoi}}',
  guidance: [
    'Tout salarié peut demander à être examiné par le médecin du travail, en dehors des visites prévues (article R. 4624-34 du Code du travail). Cette demande ne peut motiver aucune sanction.',
    'Vous n’avez pas à expliquer vos raisons médicales à l’employeur : elles relèvent du secret médical. La lettre dit seulement que vous demandez une visite.',
    'Vous pouvez aussi vous adresser directement au service de prévention et de santé au travail : son adresse et son numéro d’appel sont affichés dans l’entreprise (article D. 4711-1).',
    'Si vous craignez de ne plus pouvoir occuper votre poste, la visite permet d’engager une démarche de maintien dans l’emploi (article L. 4624-1) : aménagement du poste ou du temps de travail, formation, accompagnement.',
    'Le temps de la visite est pris sur vos heures de travail sans retenue de salaire, et les frais de transport sont à la charge de l’employeur (article R. 4624-39).',
  ],
  fields: [
    envoiField(),
    {
      name: 'motif',
      kind: 'select',
      label: 'Pourquoi vous demandez cette visite',
      required: true,
      help: 'Aucun détail médical n’est donné à l’employeur.',
      options: [
        { value: 'maintien-emploi', label: 'Je crains de ne plus pouvoir occuper mon poste' },
        { value: 'autre', label: 'Je souhaite faire le point sur ma santé au travail' },
      ],
    },
  ],
  subject: 'Demande de visite auprès du médecin du travail',
  salutation: 'Madame, Monsieur,',
  body: [
    {
      text: 'Je souhaite bénéficier d’un examen par le médecin du travail, comme le permet l’article R. 4624-34 du Code du travail.',
    },
    {
      text: 'J’anticipe en effet un risque d’inaptitude à mon poste et souhaite, comme le prévoit l’article L. 4624-1 du Code du travail, engager une démarche de maintien dans l’emploi.',
      when: { field: 'motif', equals: 'maintien-emploi' },
    },
    {
      text: 'Je vous remercie de bien vouloir demander au service de prévention et de santé au travail de l’entreprise d’organiser ce rendez-vous dans les meilleurs délais, et de me faire connaître la date et le lieu retenus.',
    },
    {
      text: 'Le temps de cette visite est pris sur mes heures de travail sans retenue de salaire, et les frais de transport sont pris en charge par l’employeur (article R. 4624-39 du Code du travail).',
    },
  ],
  closing: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
  countersignature: envoiReceipt,
};
