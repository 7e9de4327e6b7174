/**
 * Extracts from the official Code du travail the text of every article the library cites, into
 * `src/oracle/code-du-travail.json`, which the oracle test reads.
 *
 * The source is the package @socialgouv/legi-data (Légifrance's LEGI database, published by the
 * Fabrique numérique des ministères sociaux); it is not a dependency because its own dependencies need
 * build scripts. To refresh the texts:
 *
 *   npm pack @socialgouv/legi-data@<version> && tar xzf socialgouv-legi-data-<version>.tgz
 *   node scripts/extract-legal-texts.ts package <version>
 *
 * then run the tests: a failing oracle test is an article that changed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LABOUR_CODE_ARTICLES } from '../src/legal-rule.ts';

interface Node {
  type: string;
  data: {
    num?: string;
    id: string;
    etat: string;
    title?: string;
    texte?: string;
    dateDebut?: number;
    dateModif?: string;
  };
  children?: Node[];
}

const [packageDir, version] = process.argv.slice(2);
if (packageDir === undefined || version === undefined) {
  throw new Error('usage: node scripts/extract-legal-texts.ts <unpacked legi-data package dir> <version>');
}
const code: Node = JSON.parse(readFileSync(join(packageDir, 'data', 'LEGITEXT000006072050.json'), 'utf8'));

// Each article with the titles of the sections that hold it, outermost first (… "Congé de proche aidant" …).
const found = new Map<string, { data: Node['data']; sections: string[] }>();
const visit = (node: Node, sections: string[]): void => {
  if (node.type === 'article' && node.data.num !== undefined)
    found.set(node.data.num, { data: node.data, sections });
  const inner =
    node.type === 'section' ? [...sections, (node.data.title ?? '').replace(/\s+/g, ' ').trim()] : sections;
  for (const child of node.children ?? []) visit(child, inner);
};
visit(code, []);

const articles: Record<
  string,
  { id: string; etat: string; since: string; sections: string[]; texte: string }
> = {};
for (const num of [...LABOUR_CODE_ARTICLES].sort()) {
  const article = found.get(num);
  if (article === undefined) throw new Error(`${num} is not in the Code du travail`);
  articles[num] = {
    id: article.data.id,
    etat: article.data.etat,
    since: new Date(article.data.dateDebut ?? 0).toISOString().slice(0, 10),
    sections: article.sections,
    texte: (article.data.texte ?? '').replace(/\s+/g, ' ').trim(),
  };
}

const output = {
  source: `@socialgouv/legi-data ${version}, LEGITEXT000006072050 (Code du travail)`,
  codeVersion: code.data.dateModif,
  articles,
};
writeFileSync(
  new URL('../src/oracle/code-du-travail.json', import.meta.url),
  `${JSON.stringify(output, null, 2)}\n`,
);
console.log(`${Object.keys(articles).length} articles written`);
