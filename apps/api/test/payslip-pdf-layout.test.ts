import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeOfficerPayslip } from '@dirigeo/payroll-calc';
import {
  buildPayslipView,
  type PayslipCalculation,
  type PayslipView,
  type PayslipViewInput,
  payslipCalculationSchema,
  yearToDateOf,
} from '@dirigeo/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPayslipPdf } from '../src/modules/payslip/render-payslip-pdf.ts';

/**
 * The PDF laid out as a payslip, checked as a reader sees it: rendered to PNG by poppler's
 * pdftoppm (one image per page) and read back with pdftotext, word boxes included.
 * poppler-utils is a Debian package CI installs; elsewhere the file is skipped when it is missing.
 */
const popplerMissing = spawnSync('pdftoppm', ['-v']).error !== undefined;
if (popplerMissing && process.env.CI) throw new Error('pdftoppm (poppler-utils) is required in CI');

const A4_WIDTH = 595.28;

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'dirigeo-pdf-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

function typicalInput(
  overrides: { calculation?: PayslipCalculation; employerName?: string } = {},
): PayslipViewInput {
  const calculation =
    overrides.calculation ??
    payslipCalculationSchema.parse(
      computeOfficerPayslip({
        year: 2026,
        month: 3,
        grossCents: 450_000,
        headcount: 3,
        healthInsuranceMonthlyCents: 8_000,
        healthInsuranceEmployerSharePercent: 50,
        cadrePrevoyance: true,
        pasRatePercent: 7.5,
      }),
    );
  const payslip = {
    month: 3,
    year: 2026,
    status: 'completed' as const,
    grossSalaryCents: 450_000,
    socialContributionsCents: calculation.employeeContributions,
    otherDeductionsCents: 2_500,
    otherAdditionsCents: 4_000,
    netSalaryCents: 450_000 - calculation.employeeContributions - 2_500 + 4_000,
    calculation,
    paymentDate: '2026-03-31',
    issuedOn: '2026-03-30',
  };
  return {
    payslip,
    employer: {
      name: overrides.employerName ?? 'Durand Conseil SASU',
      address: '8 rue de la République, 69002 Lyon',
      siret: '85237914800012',
      nafCode: '70.22Z',
    },
    employee: { name: 'Camille Durand', position: 'Présidente', status: 'sasu' },
    yearToDate: yearToDateOf({ ...payslip }, [
      { month: 1, year: 2026, status: 'completed', grossSalaryCents: 450_000, calculation },
      { month: 2, year: 2026, status: 'completed', grossSalaryCents: 450_000, calculation },
    ]),
  };
}

interface PdfLine {
  page: number;
  yMin: number;
  xMax: number;
  text: string;
}

interface ReadPdf {
  /** PNG images pdftoppm drew, one per page. */
  pngPages: number;
  /** The text in reading order, as pdftotext lays it out. */
  text: string;
  /** The text in content-stream order, rotated text (the watermark) included. */
  rawText: string;
  lines: PdfLine[];
}

let fileCount = 0;
async function readPdf(view: PayslipView): Promise<ReadPdf> {
  fileCount += 1;
  const pdfPath = join(folder, `payslip-${fileCount}.pdf`);
  await writeFile(pdfPath, await renderPayslipPdf(view));
  const pngPrefix = join(folder, `page-${fileCount}`);
  execFileSync('pdftoppm', ['-r', '30', '-png', pdfPath, pngPrefix]);
  const pngPages = (await readdir(folder)).filter(
    (name) => name.startsWith(`page-${fileCount}-`) && name.endsWith('.png'),
  ).length;
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  const rawText = execFileSync('pdftotext', ['-raw', pdfPath, '-'], { encoding: 'utf8' });
  const bbox = execFileSync('pdftotext', ['-bbox-layout', pdfPath, '-'], { encoding: 'utf8' });
  const lines: PdfLine[] = [];
  let page = 0;
  for (const part of bbox.split(/(?=<page )|(?=<line )/)) {
    if (part.startsWith('<page ')) page += 1;
    if (!part.startsWith('<line ')) continue;
    const box = /yMin="([\d.]+)" xMax="([\d.]+)"/.exec(part);
    const words = [...part.matchAll(/<word [^>]*>([^<]*)<\/word>/g)].map((match) => match[1]);
    if (box) lines.push({ page, yMin: Number(box[1]), xMax: Number(box[2]), text: words.join(' ') });
  }
  return { pngPages, text, rawText, lines };
}

describe.skipIf(popplerMissing)('the payslip PDF as a reader sees it', () => {
  it('fits one A4 page for a typical officer, with every section in the order of a payslip', async () => {
    const view = buildPayslipView(typicalInput());
    const pdf = await readPdf(view);
    expect(pdf.pngPages).toBe(1);
    const order = [
      'Durand Conseil SASU',
      'Bulletin de paie',
      'Camille Durand',
      'Éléments de paie',
      'Rémunération brute',
      'SANTÉ',
      'RETRAITE',
      'Total des cotisations et contributions',
      'Net à payer avant impôt sur le revenu',
      'Impôt sur le revenu prélevé à la source',
      'Net payé',
      'Montant net social',
      "Total versé par l'employeur",
      'Cumuls de janvier à mars 2026',
      'conservez ce bulletin de paie',
      'www.service-public.fr',
    ];
    const positions = order.map((needle) => pdf.text.indexOf(needle));
    expect(
      positions.every((position) => position >= 0),
      `missing: ${order.filter((_, i) => (positions[i] ?? -1) < 0)}`,
    ).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('wraps long labels inside the page instead of running off its edge', async () => {
    const base = typicalInput({
      employerName:
        'Société par actions simplifiée unipersonnelle de conseil en organisation et en gestion des entreprises',
    });
    const calculation = base.payslip.calculation;
    if (!calculation) throw new Error('no calculation');
    const longLine = calculation.lines[0];
    if (!longLine) throw new Error('no line');
    const view = buildPayslipView({
      ...base,
      payslip: {
        ...base.payslip,
        calculation: {
          ...calculation,
          lines: [
            {
              ...longLine,
              label:
                'Sécurité sociale - Maladie, maternité, invalidité, décès, avec un libellé bien plus long que la colonne qui le reçoit',
            },
            ...calculation.lines.slice(1),
          ],
        },
      },
    });
    const pdf = await readPdf(view);
    expect(pdf.pngPages).toBe(1);
    expect(Math.max(...pdf.lines.map((line) => line.xMax))).toBeLessThanOrEqual(A4_WIDTH - 30);
    expect(pdf.text).toContain('qui le reçoit');
  });

  it('never leaves a heading alone at the bottom of a page when the payslip runs onto a second', async () => {
    const base = typicalInput();
    const calculation = base.payslip.calculation;
    if (!calculation) throw new Error('no calculation');
    // Far more lines than any officer's payslip, shifted line by line so that, in one variant or
    // another, a heading falls on the last line a page has room for.
    const copies = Array.from({ length: 4 }, (_, copy) =>
      calculation.lines.map((line) => ({ ...line, risk: `${line.risk} ${copy + 1}` })),
    ).flat();
    let pdf: ReadPdf | undefined;
    for (let shift = 0; shift < 8; shift += 1) {
      const first = copies[0];
      if (!first) throw new Error('no line');
      const lines = [...Array.from({ length: shift }, () => first), ...copies];
      const view = buildPayslipView({
        ...base,
        payslip: { ...base.payslip, calculation: { ...calculation, lines } },
      });
      pdf = await readPdf(view);
      expect(pdf.pngPages).toBeGreaterThan(1);
      const headings = new Set(
        view.rows.filter((row) => row.kind === 'heading').map((row) => row.label.toUpperCase()),
      );
      for (const heading of pdf.lines.filter((line) => headings.has(line.text))) {
        const below = pdf.lines.filter((line) => line.page === heading.page && line.yMin > heading.yMin + 1);
        expect(
          below.length,
          `shift ${shift}: "${heading.text}" is the last line of page ${heading.page}`,
        ).toBeGreaterThan(0);
      }
    }
    if (!pdf) throw new Error('nothing rendered');
    // The table's header is repeated on the page it continues on.
    expect(pdf.lines.filter((line) => line.text.startsWith('Éléments de paie')).length).toBeGreaterThan(1);
  });

  it('marks a draft BROUILLON, and a finalised payslip not', async () => {
    const base = typicalInput();
    const draft = await readPdf(buildPayslipView({ ...base, payslip: { ...base.payslip, status: 'draft' } }));
    expect(draft.rawText).toContain('BROUILLON');
    expect(draft.text).toContain('Brouillon : ce document ne vaut pas bulletin de paie');
    const finalised = await readPdf(buildPayslipView(base));
    expect(finalised.rawText).not.toContain('BROUILLON');
  });
});
