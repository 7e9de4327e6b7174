import type { LetterTemplate } from '../../types.ts';

export const disciplinaireTemplates: readonly LetterTemplate[] = [];
