import type { EntityManager } from '@mikro-orm/core';
import {
  PRACTICAL_SHEET_CATEGORIES,
  PRACTICAL_SHEET_CATEGORY_LABELS,
  type PracticalSheetCategory,
} from '@dirigeo/schemas';
import { z } from 'zod';
import { querySql } from '../../lib/db/sql.ts';

const countRowSchema = z.object({ category: z.enum(PRACTICAL_SHEET_CATEGORIES), count: z.number().int() });

/** The categories that have sheets, in the list's order, with their number of sheets (for filters). */
export async function countPracticalSheetCategories(
  em: EntityManager,
): Promise<{ id: PracticalSheetCategory; libelle: string; nombre: number }[]> {
  const rows = z
    .array(countRowSchema)
    .parse(
      await querySql(
        em,
        'select "category", count(*)::int as "count" from "practical_sheet" group by "category"',
      ),
    );
  const counts = new Map(rows.map((row) => [row.category, row.count]));
  return PRACTICAL_SHEET_CATEGORIES.filter((category) => counts.has(category)).map((category) => ({
    id: category,
    libelle: PRACTICAL_SHEET_CATEGORY_LABELS[category],
    nombre: counts.get(category) ?? 0,
  }));
}
