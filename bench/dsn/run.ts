/**
 * Time to prepare (buildMonthlyDsn) and to check (checkDsn) a month's DSN for 1 individual (the officer alone)
 * and for 50 (the officer and 49 employees), with the mutuelle, the prévoyance and, for 50, the forfait social
 * and the versement mobilité, from payslips computed beforehand by @dirigeo/payroll-calc (not
 * counted). CPU time of the process per operation, since the machine is shared; wall clock printed too.
 * Prints a Markdown table for bench/README.md.
 *
 *   node bench/dsn/run.ts        (or: pnpm --filter @dirigeo/bench bench:dsn)
 */
import os from 'node:os';
import { buildMonthlyDsn, checkDsn } from '@dirigeo/dsn';
import { sampleInput } from '@dirigeo/dsn/fixtures';

const SECONDS_PER_MEASURE = 1;

function measure(run: () => void): { cpuMs: number; wallMs: number; runs: number } {
  for (let i = 0; i < 20; i++) run(); // warm-up
  const cpuStart = process.cpuUsage();
  const wallStart = performance.now();
  let runs = 0;
  let cpu = 0;
  while (cpu < SECONDS_PER_MEASURE * 1e6) {
    run();
    runs++;
    const used = process.cpuUsage(cpuStart);
    cpu = used.user + used.system;
  }
  return { cpuMs: cpu / 1000 / runs, wallMs: (performance.now() - wallStart) / runs, runs };
}

const rows: string[][] = [];
for (const individuals of [1, 50]) {
  // Every payslip with the mutuelle (the officer also with the cadres' prévoyance); from 11 staff the forfait
  // social, and the versement mobilité of Paris: the blocks most officers' declarations carry.
  const input = sampleInput({
    year: 2026,
    month: 10,
    employees: individuals - 1,
    benefits: {
      healthInsuranceMonthlyCents: 9_000,
      healthInsuranceEmployerSharePercent: 50,
      cadrePrevoyance: true,
      versementMobiliteRatePercent: individuals > 10 ? 3.2 : 0,
    },
  });
  const dsn = buildMonthlyDsn(input);
  if (checkDsn(dsn.bytes).length > 0) throw new Error('the benchmark file has findings');
  const prepare = measure(() => buildMonthlyDsn(input));
  const check = measure(() => checkDsn(dsn.bytes));
  const both = measure(() => checkDsn(buildMonthlyDsn(input).bytes));
  const format = (m: { cpuMs: number; wallMs: number; runs: number }) =>
    `${m.cpuMs.toFixed(3)} ms CPU (${m.wallMs.toFixed(3)} ms wall, ${m.runs} runs)`;
  rows.push([
    `${individuals} individual${individuals > 1 ? 's' : ''} (${dsn.lineCount} rubriques, ${(dsn.bytes.length / 1024).toFixed(1)} KB)`,
    format(prepare),
    format(check),
    format(both),
  ]);
}

const header = ['declaration', 'prepare (buildMonthlyDsn)', 'check (checkDsn)', 'prepare + check'];
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(row));
console.log(
  `\nNode ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, load average ${os.loadavg()[0]?.toFixed(2)}`,
);
