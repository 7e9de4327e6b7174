/**
 * Payslips per second, an officer's and an employee's: @dirigeo/payroll-calc against the official model
 * (modele-social evaluated by publicodes) on the same situations, in the same run; and the gzipped size of
 * the library in a browser bundle. Prints a Markdown table for bench/README.md.
 *
 *   node bench/payroll-calc/run.ts        (or: pnpm --filter @dirigeo/bench bench:payroll-calc)
 */
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import {
  computeEmployeePayslip,
  computeOfficerPayslip,
  type EmployeePayslipInput,
  type OfficerPayslipInput,
} from '@dirigeo/payroll-calc';
import { build } from 'esbuild';
import rules from 'modele-social';
// The last release with the 2025 rules of an employee's reductions (see packages/payroll-calc/src/oracle/model.ts).
import rules2025 from 'modele-social-2025';
import Engine from 'publicodes';

/** CPU seconds per round; the rounds alternate library and model so that both see the same machine. */
const ROUNDS = 4;
const LIBRARY_SECONDS_PER_ROUND = 0.5;
const MODEL_SECONDS_PER_ROUND = 1;
const TARGET_RATIO = 10_000;
const SIZE_BUDGET_BYTES = 12 * 1024;

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

/** Varied employees: both years, every month, from the SMIC to 5 PMSS, non-cadre and cadre, some part time. */
function employeeSituations(count: number): EmployeePayslipInput[] {
  const headcounts = [0, 3, 11, 49, 50, 250, 2000];
  const weeklyHours = [35, 35, 35, 28, 17.5];
  const inputs: EmployeePayslipInput[] = [];
  for (let i = 0; i < count; i++) {
    const ratio = (weeklyHours[i % weeklyHours.length] ?? 35) / 35;
    inputs.push({
      year: i % 2 === 0 ? 2025 : 2026,
      month: (i % 12) + 1,
      grossCents: Math.round((182_000 + ((i * 7_919) % 1_820_000)) * ratio),
      headcount: headcounts[i % headcounts.length] ?? 0,
      status: i % 3 === 0 ? 'cadre' : 'non-cadre',
      workingTimeRatio: ratio,
      healthInsuranceMonthlyCents: i % 3 === 1 ? 0 : 6_000 + (i % 5) * 1_000,
      healthInsuranceEmployerSharePercent: i % 3 === 1 ? 0 : 50 + (i % 6) * 10,
      pasRatePercent: (i % 9) * 2.5,
    });
  }
  return inputs;
}

const euros = (cents: number) => (cents / 100).toFixed(2);

function modelSituation(input: OfficerPayslipInput): Record<string, string> {
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

/** An employee as mon-entreprise's salarié simulator describes one (dirigeant: non), under a CDI. */
function employeeModelSituation(input: EmployeePayslipInput): Record<string, string> {
  const weeklyHours = 35 * (input.workingTimeRatio ?? 1);
  return {
    dirigeant: 'non',
    'salarié . activité partielle': 'non',
    'salarié . contrat': "'CDI'",
    'salarié . contrat . statut cadre': input.status === 'cadre' ? 'oui' : 'non',
    date: `'01/${String(input.month).padStart(2, '0')}/${input.year}'`,
    'salarié . contrat . salaire brut': `${euros(input.grossCents)} €/mois`,
    'entreprise . salariés . effectif': `${input.headcount} employé`,
    'salarié . cotisations . prévoyances . santé . montant': `${euros(input.healthInsuranceMonthlyCents ?? 0)} €/mois`,
    'salarié . cotisations . prévoyances . santé . taux employeur': `${input.healthInsuranceEmployerSharePercent ?? 0}%`,
    ...(weeklyHours < 35
      ? {
          'salarié . contrat . temps de travail . temps partiel': 'oui',
          'salarié . contrat . temps de travail . temps partiel . heures par semaine': `${weeklyHours} heure/semaine`,
        }
      : {}),
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
function run<Input>(tally: Tally, inputs: Input[], seconds: number, once: (input: Input) => unknown) {
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
const employeeInputs = employeeSituations(1_000);

// The model: one engine per release; parsing the rules is not counted, one situation per payslip is.
const parseStart = performance.now();
const engine = new Engine(rules, { warn: false });
const parseMs = performance.now() - parseStart;
const engine2025 = new Engine(rules2025, { warn: false });
const readOutputs = (model: Engine) => {
  let last: unknown;
  for (const output of MODEL_OUTPUTS) last = model.evaluate(output).nodeValue;
  return last;
};
const evaluateModel = (input: OfficerPayslipInput) => {
  engine.setSituation(modelSituation(input));
  return readOutputs(engine);
};
const evaluateEmployeeModel = (input: EmployeePayslipInput) => {
  const model = input.year === 2025 ? engine2025 : engine;
  model.setSituation(employeeModelSituation(input));
  return readOutputs(model);
};

// Warm each up (JIT), then alternate them.
run({ count: 0, cpu: 0, wall: 0 }, inputs, 0.5, computeOfficerPayslip);
run({ count: 0, cpu: 0, wall: 0 }, inputs, 0.5, evaluateModel);
run({ count: 0, cpu: 0, wall: 0 }, employeeInputs, 0.5, computeEmployeePayslip);
run({ count: 0, cpu: 0, wall: 0 }, employeeInputs, 0.5, evaluateEmployeeModel);
const library: Tally = { count: 0, cpu: 0, wall: 0 };
const model: Tally = { count: 0, cpu: 0, wall: 0 };
const employeeLibrary: Tally = { count: 0, cpu: 0, wall: 0 };
const employeeModel: Tally = { count: 0, cpu: 0, wall: 0 };
for (let round = 0; round < ROUNDS; round++) {
  run(library, inputs, LIBRARY_SECONDS_PER_ROUND, computeOfficerPayslip);
  run(model, inputs, MODEL_SECONDS_PER_ROUND, evaluateModel);
  run(employeeLibrary, employeeInputs, LIBRARY_SECONDS_PER_ROUND, computeEmployeePayslip);
  run(employeeModel, employeeInputs, MODEL_SECONDS_PER_ROUND, evaluateEmployeeModel);
}
const perCpuSecond = (tally: Tally) => (tally.count / tally.cpu) * 1000;
const perWallSecond = (tally: Tally) => (tally.count / tally.wall) * 1000;
const ratio = perCpuSecond(library) / perCpuSecond(model);
const employeeRatio = perCpuSecond(employeeLibrary) / perCpuSecond(employeeModel);

// Size: the whole public API, and a page that only computes one kind of payslip.
const whole = await bundleSize("export * from '@dirigeo/payroll-calc';");
const payslipOnly = await bundleSize("export { computeOfficerPayslip } from '@dirigeo/payroll-calc';");
const employeeOnly = await bundleSize("export { computeEmployeePayslip } from '@dirigeo/payroll-calc';");

const cpus = os.cpus();
const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const kb = (bytes: number) => `${number(bytes / 1024, 2)} KB`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
const libraryRow = (who: string, tally: Tally): [string, string] => [
  `library, ${who}: payslips per CPU-second`,
  `${number(perCpuSecond(tally))} (${number((tally.cpu * 1000) / tally.count, 2)} µs each; ${number(perWallSecond(tally))} per wall-clock second; ${number(tally.count)} runs)`,
];
const modelRow = (who: string, versions: string, tally: Tally, parse: string): [string, string] => [
  `official model, ${who} (${versions}, publicodes 1.10.3): payslips per CPU-second`,
  `${number(perCpuSecond(tally), 1)} (${number(tally.cpu / tally.count, 1)} ms each; ${number(perWallSecond(tally), 1)} per wall-clock second; ${number(tally.count)} runs${parse})`,
];
const ratioRow = (who: string, value: number): [string, string] => [
  `ratio library / model, ${who}`,
  `${number(value)} × (target ≥ ${number(TARGET_RATIO)} ×: ${verdict(value >= TARGET_RATIO)})`,
];
const rows: Array<[string, string]> = [
  libraryRow('officer', library),
  modelRow(
    'officer',
    'modele-social 11.1.0',
    model,
    `; rules parsed once in ${number(parseMs)} ms, not counted`,
  ),
  ratioRow('officer', ratio),
  libraryRow('employee', employeeLibrary),
  modelRow('employee', 'modele-social 10.0.0 for 2025, 11.1.0 for 2026', employeeModel, ''),
  ratioRow('employee', employeeRatio),
  [
    'browser bundle of the whole public API (esbuild, minified, gzip -9)',
    `${kb(whole.gzipped)} gzipped, ${kb(whole.minified)} minified (budget ${kb(SIZE_BUDGET_BYTES)} gzipped: ${verdict(whole.gzipped <= SIZE_BUDGET_BYTES)})`,
  ],
  [
    'browser bundle of computeOfficerPayslip alone',
    `${kb(payslipOnly.gzipped)} gzipped, ${kb(payslipOnly.minified)} minified`,
  ],
  [
    'browser bundle of computeEmployeePayslip alone',
    `${kb(employeeOnly.gzipped)} gzipped, ${kb(employeeOnly.minified)} minified`,
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
