import type { LetterBlock, LetterField } from '../../types.ts';

/** The article of the company's rules that provides the sanction (mandatory from 50 employees). */
export const articleReglementField: LetterField = {
  name: 'articleReglement',
  kind: 'text',
  label: 'Article du règlement intérieur (facultatif)',
  required: false,
  maxLength: 40,
  help: 'Dans une entreprise d’au moins cinquante salariés, la sanction doit figurer dans l’échelle des sanctions du règlement intérieur : indiquez l’article.',
  placeholder: '12',
};

export const reglementBlock: LetterBlock = {
  text: 'Cette sanction est prévue par l’article {{articleReglement}} du règlement intérieur de l’entreprise.',
  when: { field: 'articleReglement', filled: true },
};

/** Who may assist an employee at a disciplinary interview other than for a dismissal (L1332-2). */
export const sanctionAssistanceBlock: LetterBlock = {
  text: 'Vous pourrez vous faire assister lors de cet entretien par une personne de votre choix appartenant au personnel de l’entreprise.',
};
