import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  computeOfficerPayslip,
  provisionalFiguresFor,
  smicInForce,
  supportedYears,
} from '@dirigeo/payroll-calc';
import { beforeAll, describe, expect, it } from 'vitest';
import { type PracticalSheetsFile, readDataFile } from '../src/official-data/data-files.ts';
import { summaryOfIntro } from '../src/official-data/extraction/extract-practical-sheets.ts';
import { publicHrefOf } from '../src/official-data/extraction/rewrite-links.ts';
import { ARTICLES_DIR } from '../src/modules/blog/load-article-files.ts';

// The SMIC and the PMSS the product states (articles, practical sheets' summaries) must be figures
// of the rates files (`@dirigeo/payroll-calc`), and a summary must be the same version as its body.

const euros = (text: string) => Number(text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
const smicHourlyEuros = new Set(
  supportedYears.flatMap((year) =>
    Array.from({ length: 12 }, (_, index) => smicInForce({ year, month: index + 1 }).hourlyCents / 100),
  ),
);
const pmssEuros = new Set(
  supportedYears.map(
    (year) => computeOfficerPayslip({ year, month: 1, grossCents: 100_000, headcount: 0 }).pmssCents / 100,
  ),
);
/**
 * « Smic (horaire) (brut) … 12,02 € »: an hourly amount (two decimals, under 100 €) named as the SMIC,
 * not another amount further in the sentence (« … et 41,95 € », « soit 12 200,30 € »).
 */
const SMIC_HOURLY =
  /smic(?: horaire)?(?: brut)?(?: horaire)?(?: ?: ?(?:\*\*)?|(?:(?! et | soit )[^.€:;]){0,60}?)(?<!\d)(?<!\d[\s\u00a0\u202f])(\d{2},\d{2}) ?(?:€|euros)/gi;
/** « plafond (mensuel) de la sécurité sociale (2026) … 4 005 € ». */
const PMSS =
  /plafond (?:mensuel )?de la s[ée]curit[ée] sociale(?: \(PMSS\))?(?: \d{4})?[^.€\d]{0,30}?(\d[\d\s\u00a0\u202f]{3,6}) ?€/gi;

const articles = readdirSync(ARTICLES_DIR)
  .filter((name) => name.endsWith('.md') && name !== 'README.md')
  .map((name) => ({ name, text: readFileSync(join(ARTICLES_DIR, name), 'utf8') }));

let sheets: PracticalSheetsFile;
beforeAll(async () => {
  sheets = (await readDataFile('fiches-pratiques')).parse();
});

function statedFigures(text: string, pattern: RegExp): { amount: number; sentence: string }[] {
  return [...text.matchAll(pattern)].map((match) => ({
    amount: euros(match[1] ?? ''),
    sentence: match[0],
  }));
}

describe('figures the product states', () => {
  it('knows the SMIC and the PMSS of every year it computes', () => {
    expect(smicHourlyEuros.has(12.02)).toBe(true);
    expect(pmssEuros.has(4005)).toBe(true);
    // The patterns find what the articles do state, so that the check below is not vacuous.
    const all = articles.map((article) => article.text).join('\n');
    expect(statedFigures(all, SMIC_HOURLY).length).toBeGreaterThanOrEqual(5);
    expect(statedFigures(all, PMSS).length).toBeGreaterThanOrEqual(2);
  });

  it.each(articles.map((article) => [article.name, article.text]))(
    '%s states only SMIC and PMSS figures of the rates files',
    (_name, text) => {
      const wrong = [
        ...statedFigures(text, SMIC_HOURLY).filter((figure) => !smicHourlyEuros.has(figure.amount)),
        ...statedFigures(text, PMSS).filter((figure) => !pmssEuros.has(figure.amount)),
      ];
      expect(wrong).toEqual([]);
    },
  );

  it("states, in the SMIC sheet's summary, the SMIC of the rates files' latest published January", () => {
    // A year whose SMIC is still awaited (2027's file carries 2026's figure until the décret) says
    // nothing new: the sheet is compared with the latest year whose SMIC was published.
    const published = supportedYears.filter(
      (year) => !provisionalFiguresFor(year).some((figure) => figure.figure === 'smicHourlyCentsByMonth'),
    );
    const latest = published[published.length - 1] ?? 2026;
    const smic = smicInForce({ year: latest, month: 1 }).hourlyCents / 100;
    const sheet = sheets.sheets.find(
      (candidate) => candidate.slug === 'le-smic-salaire-minimum-de-croissance',
    );
    const stated = statedFigures(sheet?.description ?? '', SMIC_HOURLY).map((figure) => figure.amount);
    expect(stated[0]).toBe(smic);
  });
});

describe('the practical sheets', () => {
  it('each have the summary of their own introduction, not an older text', () => {
    const stale = sheets.sheets
      .filter((sheet) => sheet.description !== summaryOfIntro(sheet.introHtml))
      .map((sheet) => sheet.slug);
    expect(stale).toEqual([]);
  });

  it('link only to public addresses', () => {
    const broken: string[] = [];
    for (const sheet of sheets.sheets) {
      const html = sheet.introHtml + sheet.sections.map((section) => section.html).join('');
      for (const [, href = ''] of html.matchAll(/href="([^"]*)"/g)) {
        const decoded = href.replaceAll('&amp;', '&');
        if (decoded.startsWith('/') || decoded.startsWith('#')) continue;
        if (publicHrefOf(decoded, 'https://travail-emploi.gouv.fr') !== decoded)
          broken.push(`${sheet.slug}: ${href}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
