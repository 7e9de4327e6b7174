import type { LetterTemplate } from '../../types.ts';

export const congesTemplates: readonly LetterTemplate[] = [];
