import type { LetterTemplate } from '../../types.ts';

export const licenciementTemplates: readonly LetterTemplate[] = [];
