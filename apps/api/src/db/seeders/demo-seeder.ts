import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { isSupportedYear } from '@dirigeo/payroll-calc';
import { type CalculationInputs, lastDayOfMonth } from '@dirigeo/schemas';
import PDFDocument from 'pdfkit';
import type { Logger } from 'pino';
import type { Env } from '../../env.ts';
import { hashPassword } from '../../lib/password.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { uploadsStorage } from '../../lib/storage/uploads-storage.ts';
import { Company } from '../../modules/company/company.entity.ts';
import { Document } from '../../modules/document/document.entity.ts';
import { computePayslipCalculation } from '../../modules/payslip/create-payslip.ts';
import { prepareDeclaration } from '../../modules/social-declaration/prepare-declaration.ts';
import { freezePayslip } from '../../modules/payslip/freeze-payslip.ts';
import { Payslip } from '../../modules/payslip/payslip.entity.ts';
import { User } from '../../modules/user/user.entity.ts';
import { Subscription } from '../../modules/subscription/subscription.entity.ts';

/** The demo account, documented in the README. */
export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'demo-dirigeo';

/** A small real PDF, so that the demo documents download as files a viewer opens. */
function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  return new Promise((resolvePdf, reject) => {
    const pdf = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: 'Dirigeo' } });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolvePdf(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.fontSize(18).text(title).moveDown();
    pdf.fontSize(11);
    for (const line of lines) pdf.text(line);
    pdf.end();
  });
}

/** Employee contributions of the demo payslips for a year @dirigeo/payroll-calc has no rates for. */
const FALLBACK_CONTRIBUTIONS_CENTS = 92_568;

/** What the demo officer's payslips are computed from: a 7,5 % withholding rate, no mutuelle. */
const DEMO_INPUTS: CalculationInputs = {
  pasRatePercent: 7.5,
  healthInsuranceMonthlyCents: 0,
  healthInsuranceEmployerSharePercent: 0,
  cadrePrevoyance: false,
};

/**
 * The demo company: no staff, the collective AT/MP rate of an office activity, and the URSSAF and
 * Agirc-Arrco identifiers of the public DSN example (docs research §6), so that its declaration is
 * complete. A real company writes its own organisms'.
 */
const DEMO_COMPANY = {
  name: 'Durand Conseil SASU',
  siret: '85237914800012',
  nafCode: '70.22Z',
  street: '12 rue de Rivoli',
  postalCode: '75004',
  city: 'Paris',
  // Paris 4e: the versement mobilité of Île-de-France Mobilités would apply from 11 staff.
  communeInsee: '75104',
  // No employee: the headcount follows the contracts (none yet).
  headcount: 0,
  headcountSource: 'contracts' as const,
  atmpRateBasisPoints: 70,
  atmpRiskCode: '741GD',
  idcc: null,
  urssafSiret: '78861779300013',
  agircArrcoSiret: '30558637200321',
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
  prevoyanceContract: null,
  mutuelleContract: null,
};

function previousMonths(count: number, now: Date): { month: number; year: number }[] {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - index, 1));
    return { month: date.getUTCMonth() + 1, year: date.getUTCFullYear() };
  });
}

/**
 * Demo content: the user `demo` (Camille Durand, présidente of a SASU, her company and her details for
 * the DSN filled in) with the payslips of the last four months (the current one still a draft), the
 * declarations of the three finalised ones prepared, and three documents.
 */
export class DemoSeeder extends Seeder {
  readonly #storage: FileStorage;
  readonly #now: Date;

  constructor(storage: FileStorage, now: Date = new Date()) {
    super();
    this.#storage = storage;
    this.#now = now;
  }

  async run(em: EntityManager): Promise<void> {
    const user = em.create(User, {
      username: DEMO_USERNAME,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      email: 'camille.durand@example.fr',
      firstName: 'Camille',
      lastName: 'Durand',
      position: 'Présidente',
      phone: '06 12 34 56 78',
      status: 'sasu',
      hasEmployees: false,
      companyType: 'sasu',
      previousPayrollSystem: 'comptable',
      eligibilityTested: true,
      isTestAccount: true,
      subscriptionType: 'free_trial',
      // The officer as the DSN names her (a NIR whose key holds, born in Lyon).
      nir: '285066912304530',
      birthDate: '1985-06-14',
      birthPlace: { city: 'Lyon', departmentCode: '69', countryCode: 'FR' },
      street: '3 rue des Archives',
      postalCode: '75004',
      city: 'Paris',
      mandateStartDate: '2022-01-03',
      // Illustrative, as in the research's example (docs research §10): a real officer writes their own.
      pcsEse: '233d',
      euNational: true,
      pasRateId: '123456789',
      pasRateBasisPoints: 750,
      pasRateType: 'personalised',
    });
    const company = em.create(Company, { user, ...DEMO_COMPANY });
    // The demo account is on Complète, given without payment, so a visitor can try every feature.
    em.create(Subscription, { user, chosenPlan: 'complete', complimentaryPlan: 'complete' });

    const grossCents = 420_000;
    const finalised: Payslip[] = [];
    // Oldest first: each finalised payslip is frozen with the year-to-date totals of those before it.
    for (const [index, period] of [...previousMonths(4, this.#now).entries()].reverse()) {
      const computed = isSupportedYear(period.year)
        ? computePayslipCalculation({ ...period, grossCents }, DEMO_INPUTS, {
            headcount: company.headcount,
            atmpRatePercent: DEMO_COMPANY.atmpRateBasisPoints / 100,
            // A company of one: no versement mobilité.
            versementMobiliteRatePercent: 0,
          })
        : null;
      const calculation = computed?.calculation;
      const contributionsCents = calculation?.employeeContributions ?? FALLBACK_CONTRIBUTIONS_CENTS;
      // Only a computed payslip can be finalised (every mention of Code du travail art. R. 3243-1).
      const status = index === 0 || !calculation ? 'draft' : 'completed';
      const payslip = em.create(Payslip, {
        user,
        month: period.month,
        year: period.year,
        grossSalaryCents: grossCents,
        socialContributionsCents: contributionsCents,
        otherDeductionsCents: 0,
        otherAdditionsCents: 0,
        netSalaryCents: grossCents - contributionsCents,
        status,
        paymentDate: status === 'completed' ? lastDayOfMonth(period.month, period.year) : null,
        data: {
          employerName: 'Durand Conseil SASU',
          employerSiret: '85237914800012',
          employeeName: 'Camille Durand',
          position: 'Présidente',
          month: period.month,
          year: period.year,
          grossSalary: grossCents / 100,
          socialContributions: contributionsCents / 100,
          otherDeductions: 0,
          otherAdditions: 0,
          netSalary: (grossCents - contributionsCents) / 100,
          status,
          ...(computed
            ? {
                calculation: computed.calculation,
                calculationInputs: {
                  ...DEMO_INPUTS,
                  headcount: company.headcount,
                  atmpRatePercent: computed.atmpRatePercent,
                },
              }
            : {}),
        },
      });
      if (status === 'completed') finalised.push(payslip);
    }
    await em.flush();
    for (const payslip of finalised) await freezePayslip(em, payslip);
    // Their declarations, prepared: a visitor sees at once what Dirigeo makes of a month.
    for (const payslip of finalised) {
      const period = `${payslip.year}-${String(payslip.month).padStart(2, '0')}`;
      await prepareDeclaration(em, user.id, { period }, this.#now);
    }

    const documents = [
      {
        name: 'Attestation de vigilance URSSAF',
        category: 'social' as const,
        fileName: 'attestation-vigilance-urssaf.pdf',
        lines: ['Attestation de démonstration.', 'Durand Conseil SASU — SIRET 852 379 148 00012'],
      },
      {
        name: 'Avis de situation SIRENE',
        category: 'other' as const,
        fileName: 'avis-situation-sirene.pdf',
        lines: ['Document de démonstration.', 'Activité : conseil en gestion (70.22Z)'],
      },
      {
        name: 'Taux de prélèvement à la source',
        category: 'tax' as const,
        fileName: 'taux-prelevement-a-la-source.pdf',
        lines: ['Document de démonstration.', 'Taux personnalisé : 7,50 %'],
      },
    ];
    for (const document of documents) {
      const bytes = await demoPdf(document.name, document.lines);
      const storageKey = `${user.id}/${crypto.randomUUID()}`;
      await this.#storage.put(storageKey, bytes);
      em.create(Document, {
        user,
        name: document.name,
        description: 'Document de démonstration',
        storageKey,
        originalFileName: document.fileName,
        fileType: 'application/pdf',
        fileSize: bytes.length,
        category: document.category,
      });
    }
    await em.flush();
  }
}

/** Seeds the demo content when the database has no user at all (first start). */
export async function seedDemoContentIfEmpty(orm: MikroORM, env: Env, logger: Logger): Promise<boolean> {
  const em = orm.em.fork();
  if ((await em.count(User, {})) > 0) return false;
  await new DemoSeeder(uploadsStorage(env, orm)).run(em);
  logger.info({ username: DEMO_USERNAME }, 'demo content loaded');
  return true;
}
