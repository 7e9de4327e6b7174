import type { LetterTemplate } from '../../types.ts';

export const contestationSanction: LetterTemplate = {
  slug: 'contestation-sanction',
  nom: 'Contestation d’une sanction disciplinaire',
  type: 'disciplinaire',
  description:
    'La lettre du salarié qui conteste un avertissement, une mise à pied ou une autre sanction, donne sa version des faits et demande son annulation.',
  author: 'employee',
  legalReferences: ['L1331-1', 'L1332-1', 'L1332-2', 'L1332-4', 'L1333-1', 'L1333-2', 'L1471-1'],
  delivery: 'Lettre recommandée avec avis de réception',
  guidance: [
    'Aucun délai n’est imposé pour écrire à l’employeur, mais une réponse rapide donne du poids à votre version des faits. Restez factuel et joignez ou citez vos preuves (courriels, témoignages, plannings).',
    'Vérifiez la procédure : faits de plus de deux mois avant l’engagement des poursuites (article L. 1332-4), griefs non écrits (article L. 1332-1), absence d’entretien préalable pour une sanction autre qu’un avertissement, sanction notifiée moins de deux jours ouvrables ou plus d’un mois après l’entretien (article L. 1332-2).',
    'Si l’employeur maintient la sanction, le conseil de prud’hommes peut l’annuler si elle est irrégulière en la forme, injustifiée ou disproportionnée à la faute (article L. 1333-2) ; le doute profite au salarié (article L. 1333-1). L’action se prescrit par deux ans (article L. 1471-1).',
    'Un licenciement ne se conteste pas avec ce modèle : voyez la demande de précision des motifs du licenciement.',
  ],
  fields: [
    {
      name: 'sanction',
      kind: 'select',
      label: 'Sanction contestée',
      required: true,
      options: [
        { value: 'avertissement', label: 'Avertissement', text: 'un avertissement' },
        { value: 'blame', label: 'Blâme', text: 'un blâme' },
        { value: 'mise-a-pied', label: 'Mise à pied disciplinaire', text: 'une mise à pied disciplinaire' },
        { value: 'mutation', label: 'Mutation disciplinaire', text: 'une mutation disciplinaire' },
        { value: 'retrogradation', label: 'Rétrogradation', text: 'une rétrogradation' },
      ],
    },
    {
      name: 'dateSanction',
      kind: 'date',
      label: 'Date de la lettre de sanction',
      required: true,
    },
    {
      name: 'contestation',
      kind: 'textarea',
      label: 'Pourquoi vous contestez la sanction',
      required: true,
      maxLength: 5000,
      help: 'Votre version des faits, ce qui est inexact, les circonstances, et le cas échéant les irrégularités de procédure.',
      placeholder:
        'Le retard du 4 novembre 2026 est dû à la grève des transports en commun, dont j’ai prévenu mon responsable par SMS à 8 h 05…',
    },
  ],
  checks: [
    {
      kind: 'date',
      field: 'dateSanction',
      relation: 'notAfter',
      other: 'dateLettre',
      message:
        'Vous contestez une sanction déjà notifiée : la date de sa lettre ne peut pas suivre celle de votre lettre',
    },
  ],
  subject: 'Contestation de la sanction du {{dateSanction}}',
  salutation: 'Madame, Monsieur,',
  body: [
    {
      text: 'Par lettre du {{dateSanction}}, vous m’avez notifié {{sanction}}.',
    },
    {
      text: 'Je conteste cette sanction, pour les raisons suivantes :\n{{contestation}}',
    },
    {
      text: 'Je vous demande en conséquence de bien vouloir annuler cette sanction et la retirer de mon dossier personnel.',
    },
    {
      text: 'À défaut, je me réserve la possibilité de saisir le conseil de prud’hommes, qui peut annuler une sanction irrégulière en la forme, injustifiée ou disproportionnée à la faute commise (article L. 1333-2 du Code du travail).',
    },
  ],
  closing: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
};
