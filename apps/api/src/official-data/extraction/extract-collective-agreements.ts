import { z } from 'zod';
import { DATA_FILE_FORMAT, type CollectiveAgreementsFile, type DataFileSource } from '../data-files.ts';
import { cleanTitle } from './extract-labour-code.ts';

/**
 * The head of an agreement's file in @socialgouv/kali-data (data/KALICONT….json). The 74 local
 * agreements of the metallurgy are files of their own there (`KALICONT000005635842-714.json`, of
 * type « section »), but on Légifrance they sit inside the container of the metallurgy's
 * engineers and managers (KALICONT000005635842): their link opens that container.
 */
export const kaliAgreementSchema = z.object({
  type: z.enum(['convention collective', 'section']),
  data: z.object({
    /** The IDCC; absent for the few national agreements that have none. */
    num: z.number().int().positive().optional(),
    title: z.string(),
    id: z.string().regex(/^KALICONT\d{12}(-\d+)?$/),
    shortTitle: z.string(),
  }),
});
export type KaliAgreement = z.infer<typeof kaliAgreementSchema>;

/** The agreements that have an IDCC, by IDCC; titles without Légifrance's doubled spaces. */
export function extractCollectiveAgreements(
  agreements: readonly KaliAgreement[],
  source: DataFileSource,
): CollectiveAgreementsFile {
  const byIdcc = new Map<string, CollectiveAgreementsFile['agreements'][number]>();
  for (const { data } of agreements) {
    if (data.num === undefined) continue;
    const idcc = String(data.num).padStart(4, '0');
    if (byIdcc.has(idcc)) throw new Error(`two agreements have the IDCC ${idcc}`);
    byIdcc.set(idcc, {
      idcc,
      title: cleanTitle(data.title),
      shortTitle: cleanTitle(data.shortTitle),
      kaliId: data.id.replace(/-\d+$/, ''),
    });
  }
  const sorted = [...byIdcc.values()].sort((a, b) => a.idcc.localeCompare(b.idcc));
  return { format: DATA_FILE_FORMAT, dataset: 'conventions-collectives', source, agreements: sorted };
}
