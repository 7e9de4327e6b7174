import type { LetterTemplate } from '../../types.ts';

export const contratTemplates: readonly LetterTemplate[] = [];
