import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** A section's id and title, as the ancestors of a section or an article are stored. */
export interface LabourCodeSectionTitle {
  id: string;
  title: string;
}

/**
 * A section of the Code du travail's table of contents (Partie, Livre, Titre, Chapitre, Section…)
 * that holds articles in force, with what a level of the table shows of it.
 */
export const LabourCodeSection = defineEntity({
  name: 'LabourCodeSection',
  tableName: 'labour_code_section',
  indexes: [{ name: 'labour_code_section_parent_position_index', properties: ['parentId', 'position'] }],
  properties: {
    /** Légifrance's id, LEGISCTA… */
    id: p.string().length(20).primary(),
    /** Null for the code's parts. */
    parentId: p.string().length(20).nullable(),
    title: p.text(),
    /** Order in the code (parents before children). */
    position: p.integer(),
    /** From the part down to the parent. */
    ancestors: p.json<LabourCodeSectionTitle[]>(),
    /** Articles in force beneath it, at any depth, and the first and last of them. */
    articleCount: p.integer(),
    firstArticleId: p.string().length(30),
    firstArticleNumber: p.text(),
    lastArticleId: p.string().length(30),
    lastArticleNumber: p.text(),
  },
});
export type LabourCodeSection = InferEntity<typeof LabourCodeSection>;
