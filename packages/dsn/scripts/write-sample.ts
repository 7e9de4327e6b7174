/**
 * Writes the sample declaration kept in docs/dsn/: the October 2026 DSN of a SASU's president alone (the
 * fixture of src/fixtures.ts: 4 500 € gross, above the plafond, PAS 7,5 % transmitted by the DGFiP, a mutuelle
 * of 120 € a month half paid by the company, the cadres' 1,50 % prévoyance), in ISO-8859-1 as net-entreprises
 * takes it, and fails if `checkDsn` finds anything in it.
 *
 *   node packages/dsn/scripts/write-sample.ts      (or: pnpm --filter @dirigeo/dsn sample)
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildMonthlyDsn } from '../src/build-monthly-dsn.ts';
import { checkDsn } from '../src/check-dsn.ts';
import { sampleInput } from '../src/fixtures.ts';

const target = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/dsn/exemple-dsn-mensuelle.dsn');
const dsn = buildMonthlyDsn({
  ...sampleInput({
    year: 2026,
    month: 10,
    grossCents: 450_000,
    benefits: {
      healthInsuranceMonthlyCents: 12_000,
      healthInsuranceEmployerSharePercent: 50,
      cadrePrevoyance: true,
    },
  }),
  mode: 'test',
});
const findings = checkDsn(dsn.bytes);
if (findings.length > 0) {
  console.error(findings);
  process.exit(1);
}
writeFileSync(target, dsn.bytes);
console.log(`${target}: ${dsn.lineCount} rubriques, ${dsn.bytes.length} octets`);
for (const payment of dsn.payments)
  console.log(`  ${payment.organism}: ${(payment.amountCents / 100).toFixed(2)} €`);
