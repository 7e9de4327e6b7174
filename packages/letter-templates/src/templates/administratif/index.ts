import type { LetterTemplate } from '../../types.ts';

export const administratifTemplates: readonly LetterTemplate[] = [];
