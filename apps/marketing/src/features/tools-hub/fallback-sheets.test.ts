import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { smicInForce } from '@dirigeo/payroll-calc';
import { PRACTICAL_SHEET_CATEGORY_LABELS } from '@dirigeo/schemas';
import { describe, expect, it } from 'vitest';
import { FALLBACK_SHEETS_CHECKED_ON, fallbackPracticalSheets } from './fallback-sheets.ts';

const NOVEMBER_2026 = new Date('2026-11-22T10:00:00Z');

/** Text as read on screen: tags out, spaces of any width as one. */
function plain(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ');
}

/** The articles of the Code du travail in force in the data the API loads (apps/api/data/official). */
function articlesInForce(): Set<string> {
  const file = new URL('../../../../api/data/official/code-du-travail.json.gz', import.meta.url);
  const data = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as { articles: { id: string }[] };
  return new Set(data.articles.map((article) => article.id));
}

describe('the embedded practical sheets', () => {
  const sheets = fallbackPracticalSheets(NOVEMBER_2026);

  it('cover the subjects of spec 001 §3, each with the slug of the ministry’s sheet', () => {
    expect(sheets.map((sheet) => sheet.id)).toEqual([
      'les-delegues-syndicaux',
      'la-definition-du-cse-et-cadre-de-mise-en-place',
      'la-definition-du-licenciement-pour-motif-economique',
      'les-heures-supplementaires-definition-et-limites',
      'les-conges-payes',
      'le-smic-salaire-minimum-de-croissance',
    ]);
    for (const sheet of sheets) {
      expect(sheet.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(sheet.categorieLibelle).toBe(PRACTICAL_SHEET_CATEGORY_LABELS[sheet.categorie]);
      expect(sheet.description.length).toBeGreaterThan(40);
    }
  });

  it('give the figures of spec 001 §9', () => {
    const text = (id: string) => {
      const sheet = sheets.find((item) => item.id === id);
      return plain(`${sheet?.description} ${sheet?.contenu}`);
    };
    const overtime = text('les-heures-supplementaires-definition-et-limites');
    expect(overtime).toContain('25 % pour chacune des huit premières heures, de la 36e à la 43e');
    expect(overtime).toContain('puis 50 % à partir de la 44e');
    expect(overtime).toContain('220 heures par salarié et par an');
    const paidLeave = text('les-conges-payes');
    expect(paidLeave).toContain('2,5 jours ouvrables de congé par mois');
    expect(paidLeave).toContain('30 jours ouvrables');
  });

  it('quote the SMIC of our rates files, with its date', () => {
    const smic = sheets.find((sheet) => sheet.id === 'le-smic-salaire-minimum-de-croissance');
    expect(smicInForce({ year: 2026, month: 11 }).hourlyCents).toBe(1_231);
    expect(plain(smic?.contenu ?? '')).toContain(
      'Depuis le 1er juin 2026, le SMIC est de 12,31 € brut de l’heure, soit 1 867,02 € brut par mois',
    );
    expect(smic?.date).toBe(FALLBACK_SHEETS_CHECKED_ON);
    // Spec 001 §9's figure, in force on 1 January 2025.
    const in2025 = fallbackPracticalSheets(new Date('2025-03-01T10:00:00Z')).find(
      (sheet) => sheet.id === smic?.id,
    );
    expect(plain(in2025?.description ?? '')).toContain(
      'Au 1er janvier 2025, le SMIC est de 11,88 € brut de l’heure',
    );
  });

  it('link only to articles of the Code du travail in force', () => {
    const inForce = articlesInForce();
    const cited = sheets.flatMap((sheet) =>
      [...sheet.contenu.matchAll(/href="\/code-du-travail\/article\/([^"]+)"/g)].map((match) => match[1]),
    );
    expect(cited.length).toBeGreaterThan(30);
    expect(cited.filter((id) => !inForce.has(id ?? ''))).toEqual([]);
    // Every link of the embedded HTML is one of those.
    const links = sheets.flatMap((sheet) => [...sheet.contenu.matchAll(/href="([^"]+)"/g)]);
    expect(links).toHaveLength(cited.length);
  });
});
