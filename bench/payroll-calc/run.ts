/**
 * Payslips per second: @dirigeo/payroll-calc against the official model (modele-social evaluated by
 * publicodes) on the same situations, in the same run; and the gzipped size of the library in a browser
 * bundle. Prints a Markdown table for bench/README.md.
 *
 *   node bench/payroll-calc/run.ts        (or: pnpm --filter @dirigeo/bench bench:payroll-calc)
 */
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { computeOfficerPayslip, type OfficerPayslipInput } from '@dirigeo/payroll-calc';
import { build } from 'esbuild';
import rules from 'modele-social';
import Engine from 'publicodes';

/** CPU seconds per round; the rounds alternate library and model so that both see the same machine. */
const ROUNDS = 4;
const LIBRARY_SECONDS_PER_ROUND = 0.5;
const MODEL_SECONDS_PER_ROUND = 1;
const TARGET_RATIO = 10_000;
const SIZE_BUDGET_BYTES = 10 * 1024;

/** Varied situations (both years, every month, around the plafond, several staff counts and plans). */
function situations(count: number): OfficerPayslipInput[] {
  const headcounts = [0, 3, 11, 49, 50, 250, 2000];
  const inputs: OfficerPayslipInput[] = [];
  for (let i = 0; i < count; i++) {
    inputs.push({
      year: i % 2 === 0 ? 2025 : 2026,
      month: (i % 12) + 1,
      grossCents: 10_000 + ((i * 7_919) % 2_000_000),
      headcount: headcounts[i % headcounts.length] ?? 0,
      healthInsuranceMonthlyCents: i % 3 === 0 ? 0 : 6_000 + (i % 5) * 1_000,
      healthInsuranceEmployerSharePercent: i % 3 === 0 ? 0 : 50 + (i % 6) * 10,
      cadrePrevoyance: i % 2 === 1,
      pasRatePercent: (i % 9) * 2.5,
    });
  }
  return inputs;
}

function modelSituation(input: OfficerPayslipInput): Record<string, string> {
  const euros = (cents: number) => (cents / 100).toFixed(2);
  return {
    date: `'01/${String(input.month).padStart(2, '0')}/${input.year}'`,
    'entreprise . catégorie juridique': "'SAS'",
    'entreprise . associés': "'unique'",
    'salarié . contrat . salaire brut': `${euros(input.grossCents)} €/mois`,
    'entreprise . salariés . effectif': `${input.headcount} employé`,
    'salarié . cotisations . prévoyances . santé . montant': `${euros(input.healthInsuranceMonthlyCents ?? 0)} €/mois`,
    'salarié . cotisations . prévoyances . santé . taux employeur': `${input.healthInsuranceEmployerSharePercent ?? 0}%`,
    ...(input.cadrePrevoyance ? {} : { 'salarié . cotisations . prévoyances . employeur . cadres': 'non' }),
    'impôt . méthode de calcul': "'taux personnalisé'",
    'impôt . taux personnalisé': `${input.pasRatePercent ?? 0}%`,
  };
}

/** The figures a payslip shows, as the model names them (the lines are evaluated on the way). */
const MODEL_OUTPUTS = [
  'salarié . cotisations . salarié',
  'salarié . cotisations . employeur',
  'salarié . rémunération . net . à payer avant impôt',
  'salarié . rémunération . net . imposable',
  'salarié . rémunération . montant net social',
  'impôt . montant',
  'salarié . rémunération . net . payé après impôt',
  'salarié . coût total employeur',
];

/** CPU time of this process in milliseconds (user + system, all its threads). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Payslips computed, CPU and wall-clock milliseconds spent, summed over the rounds. */
interface Tally {
  count: number;
  cpu: number;
  wall: number;
}

/**
 * Runs `once` on the inputs in turn until this process has used `seconds` of CPU time, adding to the
 * tally. CPU time, because the machine is shared: other processes taking the cores stretch the wall clock
 * of both contenders unevenly, far less their CPU time.
 */
function run(
  tally: Tally,
  inputs: OfficerPayslipInput[],
  seconds: number,
  once: (input: OfficerPayslipInput) => unknown,
) {
  let count = 0;
  let sink = 0;
  const wallStart = performance.now();
  const cpuStart = cpuMs();
  let cpu = 0;
  do {
    const input = inputs[(tally.count + count) % inputs.length];
    if (input === undefined) throw new Error('no situation');
    if (once(input) !== undefined) sink++;
    count++;
    if (count % 16 === 0 || count < 16) cpu = cpuMs() - cpuStart;
  } while (cpu < seconds * 1000);
  if (sink !== count) throw new Error('a run returned nothing');
  tally.count += count;
  tally.cpu += cpuMs() - cpuStart;
  tally.wall += performance.now() - wallStart;
}

async function bundleSize(contents: string) {
  const result = await build({
    stdin: { contents, resolveDir: import.meta.dirname, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { minified: code.byteLength, gzipped: gzipSync(code, { level: 9 }).byteLength };
}

const inputs = situations(1_000);

// The model: one engine; parsing the rules is not counted, one situation per payslip is.
const parseStart = performance.now();
const engine = new Engine(rules, { warn: false });
const parseMs = performance.now() - parseStart;
const evaluateModel = (input: OfficerPayslipInput) => {
  engine.setSituation(modelSituation(input));
  let last: unknown;
  for (const output of MODEL_OUTPUTS) last = engine.evaluate(output).nodeValue;
  return last;
};

// Warm both up (JIT), then alternate them.
run({ count: 0, cpu: 0, wall: 0 }, inputs, 0.5, computeOfficerPayslip);
run({ count: 0, cpu: 0, wall: 0 }, inputs, 0.5, evaluateModel);
const library: Tally = { count: 0, cpu: 0, wall: 0 };
const model: Tally = { count: 0, cpu: 0, wall: 0 };
for (let round = 0; round < ROUNDS; round++) {
  run(library, inputs, LIBRARY_SECONDS_PER_ROUND, computeOfficerPayslip);
  run(model, inputs, MODEL_SECONDS_PER_ROUND, evaluateModel);
}
const perCpuSecond = (tally: Tally) => (tally.count / tally.cpu) * 1000;
const perWallSecond = (tally: Tally) => (tally.count / tally.wall) * 1000;
const ratio = perCpuSecond(library) / perCpuSecond(model);

// Size: the whole public API, and a page that only computes payslips.
const whole = await bundleSize("export * from '@dirigeo/payroll-calc';");
const payslipOnly = await bundleSize("export { computeOfficerPayslip } from '@dirigeo/payroll-calc';");

const cpus = os.cpus();
const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const kb = (bytes: number) => `${number(bytes / 1024, 2)} KB`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
const rows: Array<[string, string]> = [
  [
    'library: payslips per CPU-second',
    `${number(perCpuSecond(library))} (${number((library.cpu * 1000) / library.count, 2)} µs each; ${number(perWallSecond(library))} per wall-clock second; ${number(library.count)} runs)`,
  ],
  [
    'official model (modele-social 11.1.0, publicodes 1.10.3): payslips per CPU-second',
    `${number(perCpuSecond(model), 1)} (${number(model.cpu / model.count, 1)} ms each; ${number(perWallSecond(model), 1)} per wall-clock second; ${number(model.count)} runs; rules parsed once in ${number(parseMs)} ms, not counted)`,
  ],
  [
    'ratio library / model',
    `${number(ratio)} × (target ≥ ${number(TARGET_RATIO)} ×: ${verdict(ratio >= TARGET_RATIO)})`,
  ],
  [
    'browser bundle of the whole public API (esbuild, minified, gzip -9)',
    `${kb(whole.gzipped)} gzipped, ${kb(whole.minified)} minified (budget ${kb(SIZE_BUDGET_BYTES)} gzipped: ${verdict(whole.gzipped <= SIZE_BUDGET_BYTES)})`,
  ],
  [
    'browser bundle of computeOfficerPayslip alone',
    `${kb(payslipOnly.gzipped)} gzipped, ${kb(payslipOnly.minified)} minified`,
  ],
];

console.log(
  `payroll-calc, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, load average ${os
    .loadavg()
    .map((load) => number(load, 2))
    .join(' ')}`,
);
console.log('');
console.log('| measure | value |');
console.log('| --- | --- |');
for (const [measureName, value] of rows) console.log(`| ${measureName} | ${value} |`);
