import type { LetterTemplate } from '../../types.ts';
import { avertissement } from './avertissement.ts';
import { contestationSanction } from './contestation-sanction.ts';
import { convocationEntretienPrealableSanction } from './convocation-entretien-prealable-sanction.ts';
import { miseAPiedConservatoire } from './mise-a-pied-conservatoire.ts';
import { miseAPiedDisciplinaire } from './mise-a-pied-disciplinaire.ts';

/** The disciplinary letters, from the lightest sanction to the employee's answer. */
export const disciplinaireTemplates: readonly LetterTemplate[] = [
  avertissement,
  convocationEntretienPrealableSanction,
  miseAPiedDisciplinaire,
  miseAPiedConservatoire,
  contestationSanction,
];
