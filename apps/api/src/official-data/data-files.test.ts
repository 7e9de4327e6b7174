import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CollectiveAgreementsFile,
  type LabourCodeFile,
  type PracticalSheetsFile,
  readDataFile,
} from './data-files.ts';
import { OFFICIAL_PACKAGES } from './official-packages.ts';

// The committed data files, as the server loads them.
let sheets: PracticalSheetsFile;
let code: LabourCodeFile;
let agreements: CollectiveAgreementsFile;

beforeAll(async () => {
  sheets = (await readDataFile('fiches-pratiques')).parse();
  code = (await readDataFile('code-du-travail')).parse();
  agreements = (await readDataFile('conventions-collectives')).parse();
});

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');

describe('the committed data files', () => {
  it('come from the pinned package versions', () => {
    expect(sheets.source).toMatchObject({
      package: OFFICIAL_PACKAGES.sheets.name,
      version: OFFICIAL_PACKAGES.sheets.version,
      license: 'Apache-2.0',
    });
    expect(code.source).toMatchObject({
      package: OFFICIAL_PACKAGES.code.name,
      version: OFFICIAL_PACKAGES.code.version,
      license: 'Apache-2.0',
    });
    expect(agreements.source).toMatchObject({
      package: OFFICIAL_PACKAGES.agreements.name,
      version: OFFICIAL_PACKAGES.agreements.version,
      license: 'Apache-2.0',
    });
  });

  it('hold every sheet once, each under one of our categories, none left to « autres »', () => {
    expect(sheets.sheets.length).toBeGreaterThan(250);
    expect(new Set(sheets.sheets.map((sheet) => sheet.slug)).size).toBe(sheets.sheets.length);
    expect(sheets.sheets.filter((sheet) => sheet.category === 'autres').map((sheet) => sheet.title)).toEqual(
      [],
    );
  });

  it('hold the Code du travail in force, each article once, in sections that exist', () => {
    expect(code.articles.length).toBeGreaterThan(11_000);
    const ids = new Set(code.articles.map((article) => article.id));
    expect(ids.size).toBe(code.articles.length);
    const sections = new Set(code.sections.map((section) => section.id));
    expect(code.articles.every((article) => sections.has(article.sectionId))).toBe(true);
    for (const article of code.articles) {
      expect(article.since <= code.source.inForceOn).toBe(true);
      if (article.until !== null) expect(article.until > code.source.inForceOn).toBe(true);
    }
    expect(code.articles.find((article) => article.id === 'L1234-9')?.number).toBe('L1234-9');
  });

  it('point every internal link and citation at an article, a section or a sheet we serve', () => {
    const articleIds = new Set(code.articles.map((article) => article.id));
    const sectionIds = new Set(code.sections.map((section) => section.id));
    const slugs = new Set(sheets.sheets.map((sheet) => sheet.slug));
    const broken: string[] = [];
    const check = (href: string) => {
      const article = /^\/code-du-travail\/article\/(.+)$/.exec(href);
      const section = /^\/code-du-travail\/sommaire\/(.+)$/.exec(href);
      const sheet = /^\/outils\/fiche\/([^#]+)/.exec(href);
      if (article && !articleIds.has(decodeURIComponent(article[1] ?? ''))) broken.push(href);
      if (section && !sectionIds.has(section[1] ?? '')) broken.push(href);
      if (sheet && !slugs.has(sheet[1] ?? '')) broken.push(href);
      if (href.startsWith('/') && !article && !section && !sheet) broken.push(href);
    };
    for (const article of code.articles) hrefs(article.html + (article.notaHtml ?? '')).forEach(check);
    for (const sheet of sheets.sheets) {
      hrefs(sheet.introHtml + sheet.sections.map((section) => section.html).join('')).forEach(check);
      for (const cited of sheet.citedArticles) {
        if (cited.articleId !== null && !articleIds.has(cited.articleId)) broken.push(cited.articleId);
      }
    }
    expect(broken).toEqual([]);
  });

  it('hold the 390 collective agreements with an IDCC', () => {
    expect(agreements.agreements).toHaveLength(390);
    expect(agreements.agreements.find((agreement) => agreement.idcc === '0016')?.shortTitle).toBe(
      'Transports routiers et activités auxiliaires du transport',
    );
  });
});
