import type { LetterTemplate } from '../../types.ts';

export const medicalTemplates: readonly LetterTemplate[] = [];
