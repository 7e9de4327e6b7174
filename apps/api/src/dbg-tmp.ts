import { openDatabase, databaseTargetFrom } from '/work/main/apps/api/src/db/orm.ts';
import {
  retrievePassages,
  questionLexemes,
} from '/work/main/apps/api/src/modules/search/retrieve-passages.ts';
const orm = await openDatabase(
  databaseTargetFrom({
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/dirigeo_bench_content',
    DATA_DIR: '/tmp/d',
  } as never),
);
const em = orm.em.fork();
for (const q of process.argv.slice(2)) {
  console.log('Q', q);
  console.log('  lexemes', (await questionLexemes(em, q)).join(' '));
  const ps = await retrievePassages(em, q, 5);
  for (const p of ps) console.log('  ', p.url, p.coverage.toFixed(2), p.headWords, p.questionWords);
}
await orm.close();
