/**
 * Writes the numbers of the articles of the Code du travail in force, one a line, from the official
 * data of `@socialgouv/legi-data` (Légifrance's LEGI base), so that the tests can check every article
 * a template cites without shipping the whole code:
 *
 *   node scripts/extract-code-du-travail-articles.ts <legi-data>/data/LEGITEXT000006072050.json
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface LegiNode {
  type: string;
  data: { num?: string; etat?: string; title?: string; dateModif?: string };
  children?: LegiNode[];
}

const [path] = process.argv.slice(2);
if (!path)
  throw new Error('usage: node scripts/extract-code-du-travail-articles.ts LEGITEXT000006072050.json');
const code = JSON.parse(readFileSync(path, 'utf8')) as LegiNode;
if (code.data.title !== 'Code du travail') throw new Error(`pas le Code du travail : ${code.data.title}`);

const numbers = new Set<string>();
const walk = (node: LegiNode): void => {
  const number = node.data.num?.trim();
  // Annexes and tables have no article number of the L/R/D form.
  if (node.type === 'article' && node.data.etat === 'VIGUEUR' && number && /^[LRD]\d/.test(number)) {
    numbers.add(number);
  }
  for (const child of node.children ?? []) walk(child);
};
walk(code);

const target = new URL('../src/testing/code-du-travail-articles.txt', import.meta.url);
writeFileSync(
  target,
  `# Articles en vigueur du Code du travail, version du ${code.data.dateModif} (@socialgouv/legi-data)\n${[...numbers].sort().join('\n')}\n`,
);
console.log(`${numbers.size} articles → ${target.pathname}`);
