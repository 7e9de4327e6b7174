import type { EntityManager } from '@mikro-orm/core';
import {
  buildMonthlyDsn,
  checkDsn,
  type DsnFinding,
  DsnInputError,
  dsnDueDate,
  type DsnIndividual,
  type MonthlyDsn,
  type MonthlyDsnInput,
} from '@dirigeo/dsn';
import {
  COUNTED_PAYSLIP_STATUSES,
  type DeclarationFinding,
  type DeclarationFix,
  formatPeriod,
  type PrepareDeclarationBody,
  payslipDataSchema,
} from '@dirigeo/schemas';
import { BadRequestError } from '../../lib/errors.ts';
import { percentOf, toCompanyDto } from '../company/company.dto.ts';
import type { Company } from '../company/company.entity.ts';
import { headcountFor } from '../company/company-headcount.ts';
import { companyVersementMobilite } from '../company/company-versement-mobilite.ts';
import { findCompany } from '../company/find-company.ts';
import { Employee } from '../employee/employee.entity.ts';
import { monthlyHoursHundredths } from '@dirigeo/schemas';
import { dateInFrance } from '../payslip/build-payslip-view.ts';
import { Payslip } from '../payslip/payslip.entity.ts';
import { calculationOf } from '../payslip/payslip-calculation.ts';
import { findCurrentUser } from '../user/find-current-user.ts';
import { toOfficerDto } from '../user/officer.dto.ts';
import type { User } from '../user/user.entity.ts';
import { type DeclarationData, MONTHLY_DSN_TYPE } from './declaration-data.ts';
import { dataOf, declarationFileUrl } from './declaration.dto.ts';
import { SocialDeclaration } from './social-declaration.entity.ts';

function noFinalisedPayslipMessage(year: number, month: number): string {
  return `Aucun bulletin finalisé pour ${formatPeriod(month, year).toLowerCase()} : finalisez le bulletin du mois, puis préparez sa déclaration`;
}

const DATA_SOURCE = 'Norme NEODeS (DSN), données requises pour la déclaration';

const FIX_PLACES: Record<DeclarationFix, string> = {
  company: 'la fiche entreprise',
  officer: 'vos informations personnelles',
  employee: 'la fiche du salarié',
  payslip: 'le bulletin du mois',
};

/** One finding per screen, listing everything it still lacks. */
function missingFinding(
  missing: readonly string[],
  fix: DeclarationFix,
  place: string = FIX_PLACES[fix],
): DeclarationFinding[] {
  if (missing.length === 0) return [];
  const label = missing.length > 1 ? 'Informations manquantes' : 'Information manquante';
  return [
    {
      severity: 'error',
      rule: `donnees.${fix}`,
      message: `${label} dans ${place} : ${missing.join(', ')}. Complétez cette fiche, puis préparez de nouveau la déclaration.`,
      source: DATA_SOURCE,
      fix,
    },
  ];
}

/** Which screen fixes a field `buildMonthlyDsn` refused: the officer's or the employee's for a person. */
function fixOfField(field: string, individuals: readonly DsnIndividual[]): DeclarationFix | null {
  if (field.startsWith('company')) return 'company';
  if (field.startsWith('contact')) return 'officer';
  const person = /^individuals\[(\d+)\]\.(person|contract)/.exec(field);
  if (person) return individuals[Number(person[1])]?.contract.kind === 'employee' ? 'employee' : 'officer';
  if (/^individuals\[\d+\]\.pay/.test(field)) return 'payslip';
  return null;
}

/** Motif de recours of a CDD in the DSN (S21.G00.40.021) from the contract's reason; '' when the norm has none Dirigeo declares. */
const DSN_RECOURSE_REASONS: Record<string, string> = {
  remplacement: '01',
  'accroissement-activite': '02',
  saisonnier: '03',
  usage: '05',
  'objet-defini': '06',
};

/**
 * Statut conventionnel (S21.G00.40.002): a cadre is '04' (autre cadre); a non-cadre follows their
 * PCS-ESE's group (4 professions intermédiaires '05', 5 employés '06', 6 ouvriers '07'), '06' otherwise.
 */
function conventionalStatusOf(status: 'cadre' | 'non-cadre', pcsEse: string | null): string {
  if (status === 'cadre') return '04';
  const group = pcsEse?.charAt(0);
  if (group === '4') return '05';
  if (group === '6') return '07';
  return '06';
}

/** What the DSN needs of an employee that their file still lacks. */
function missingEmployeeFields(employee: Employee): string[] {
  return [
    ...(employee.pcsEse ? [] : ['le code PCS-ESE de l’emploi']),
    ...(employee.euNational === null || employee.euNational === undefined
      ? ['la nationalité (UE ou non)']
      : []),
  ];
}

const EMPTY_CALCULATION = {
  lines: [],
  employeeContributions: 0,
  employerContributions: 0,
  netBeforeTax: 0,
  netTaxable: 0,
  netSocial: 0,
  pasRatePercent: 0,
  pasAmount: 0,
  netPaid: 0,
  employerCost: 0,
};

/** One employee paid in the month, as the DSN declares them: their identity, contract and payslip. */
function employeeIndividual(employee: Employee, payslip: Payslip): DsnIndividual {
  const hours = monthlyHoursHundredths(employee.workingTimeRatioTenThousandths / 10_000) / 100;
  const calculation = calculationOf(payslip);
  const cdd = employee.contractType === 'cdd';
  return {
    person: {
      nir: employee.nir,
      lastName: employee.lastName,
      firstNames: employee.firstName,
      birthDate: employee.birthDate,
      birthCity: employee.birthPlace.city,
      birthDepartment: employee.birthPlace.departmentCode,
      birthCountry: employee.birthPlace.countryCode,
      address: { street: employee.street, postalCode: employee.postalCode, city: employee.city },
      euNational: employee.euNational ?? true,
      // Without the DGFiP's identifier of their rate, the neutral grid's (type 13).
      pasRateType: employee.pasRateId ? 'dgfip' : 'neutral',
      pasRateId: employee.pasRateId ?? null,
    },
    contract: {
      kind: 'employee',
      // Stable from one month to the next: the employee's row.
      number: `S${String(employee.id).padStart(5, '0')}`,
      startDate: employee.contractStart,
      jobTitle: employee.jobTitle,
      pcsEse: employee.pcsEse ?? '',
      retirementStatus: employee.status,
      conventionalStatus: conventionalStatusOf(employee.status, employee.pcsEse ?? null),
      employmentNature: employee.contractType,
      plannedEndDate: cdd ? (employee.contractEnd ?? null) : null,
      endDate: employee.contractEnd ?? null,
      recourseReason: cdd ? (DSN_RECOURSE_REASONS[employee.cddReason ?? ''] ?? '') : null,
      referenceMonthlyHours: 151.67,
      contractMonthlyHours: hours,
    },
    pay: {
      payslipId: String(payslip.id),
      grossCents: payslip.grossSalaryCents,
      paymentDate: payslip.paymentDate ?? '',
      calculation: calculation ?? EMPTY_CALCULATION,
      hoursPaid: hours,
      reductionSmicCents: calculation?.smicCents ?? null,
    },
  };
}

function fromCheck(finding: DsnFinding): DeclarationFinding {
  return {
    severity: finding.severity,
    rule: finding.rule,
    message: finding.message,
    source: finding.source,
    fix:
      finding.rubric?.startsWith('S21.G00.06') || finding.rubric?.startsWith('S21.G00.11') ? 'company' : null,
  };
}

/** The pay elements a DSN declares through the gross alone (a paid leave's days and indemnity). */
const DECLARED_PAY_ELEMENTS: ReadonlySet<string> = new Set(['conges-payes']);

/**
 * The month's input to @dirigeo/dsn, from the stored payslips (their lines as finalised, never
 * recomputed): the officer's when they were paid, then each employee paid in the month.
 */
function dsnInputOf(
  period: { year: number; month: number },
  company: Company,
  headcount: number,
  officer: User,
  officerPayslip: Payslip | null,
  staff: readonly DsnIndividual[],
  anyPayslip: Payslip,
  createdOn: string,
  replaces: { createdOn: string; orderNumber: number } | null,
): MonthlyDsnInput {
  const data = payslipDataSchema.safeParse(anyPayslip.data ?? {});
  // The AT/MP rate the payslip was computed with is the one it declares.
  const atmpRatePercent =
    (data.success ? data.data.calculationInputs?.atmpRatePercent : undefined) ??
    percentOf(company.atmpRateBasisPoints) ??
    Number.NaN;
  return {
    period,
    createdOn,
    // A replacement differs from the file it replaces by its numéro d'ordre (and often its date).
    ...(replaces ? { replaces, orderNumber: replaces.orderNumber + 1 } : {}),
    company: {
      name: company.name,
      siret: company.siret ?? '',
      nafCode: company.nafCode ?? '',
      address: {
        street: company.street ?? '',
        postalCode: company.postalCode ?? '',
        city: company.city ?? '',
      },
      headcount,
      // The commune of the versement mobilité (CTP 900) and its rate, when it is due this month.
      versementMobilite: company.communeInsee
        ? {
            inseeCommuneCode: company.communeInsee,
            ratePercent: companyVersementMobilite(company, headcount).ratePercent,
          }
        : null,
      atmpRatePercent,
      atmpRiskCode: company.atmpRiskCode ?? '',
      idcc: company.idcc ?? null,
      urssafId: company.urssafSiret ?? '',
      agircArrcoId: company.agircArrcoSiret ?? '',
      // The contracts the payslip's mutuelle or prévoyance lines are declared under, paid as the company says.
      welfareContracts: [
        ...(company.mutuelleContract
          ? [
              {
                kind: 'health' as const,
                reference: company.mutuelleContract.contractReference,
                organismCode: company.mutuelleContract.organismCode,
                payment: company.mutuelleContract.payment,
              },
            ]
          : []),
        ...(company.prevoyanceContract
          ? [
              {
                kind: 'prevoyance' as const,
                reference: company.prevoyanceContract.contractReference,
                organismCode: company.prevoyanceContract.organismCode,
                payment: company.prevoyanceContract.payment,
              },
            ]
          : []),
      ],
      bankAccount: { iban: company.iban ?? '', bic: company.bic ?? '' },
    },
    contact: {
      name: `${officer.firstName} ${officer.lastName}`,
      email: officer.email,
      phone: officer.phone ?? '',
    },
    individuals: [...(officerPayslip ? [officerIndividual(officer, officerPayslip)] : []), ...staff],
  };
}

/** The officer paid in the month, as the DSN declares them: their mandate and payslip. */
function officerIndividual(officer: User, payslip: Payslip): DsnIndividual {
  const calculation = calculationOf(payslip);
  return {
    person: {
      nir: officer.nir ?? '',
      lastName: officer.lastName,
      firstNames: officer.firstName,
      birthDate: officer.birthDate ?? '',
      birthCity: officer.birthPlace?.city ?? '',
      birthDepartment: officer.birthPlace?.departmentCode ?? '',
      birthCountry: officer.birthPlace?.countryCode ?? '',
      address: {
        street: officer.street ?? '',
        postalCode: officer.postalCode ?? '',
        city: officer.city ?? '',
      },
      euNational: officer.euNational ?? true,
      pasRateType: officer.pasRateType === 'neutral' ? 'neutral' : 'dgfip',
      pasRateId: officer.pasRateId ?? null,
    },
    contract: {
      kind: 'officer',
      number: '00001',
      startDate: officer.mandateStartDate ?? '',
      jobTitle: officer.position,
      pcsEse: officer.pcsEse ?? '',
      retirementStatus: 'cadre',
      conventionalStatus: '03',
    },
    pay: {
      payslipId: String(payslip.id),
      grossCents: payslip.grossSalaryCents,
      paymentDate: payslip.paymentDate ?? '',
      calculation: calculation ?? EMPTY_CALCULATION,
    },
  };
}

/**
 * Prepares (or prepares again) the month's DSN from its finalised payslip: what the company or the
 * officer still lacks and what the norm's checks find become findings, each with the screen that
 * fixes it; the file is kept when it could be built. `ready` without an error, `draft` otherwise.
 * Preparing again a deposited declaration makes a « déclaration annule et remplace ».
 */
export async function prepareDeclaration(
  em: EntityManager,
  userId: number,
  body: PrepareDeclarationBody,
  now: Date = new Date(),
): Promise<SocialDeclaration> {
  const [year, month] = body.period.split('-').map(Number) as [number, number];
  // Every person paid in the month (issue 25): the officer's payslip and each employee's.
  const payslips = await em.find(
    Payslip,
    { user: userId, year, month, status: { $in: [...COUNTED_PAYSLIP_STATUSES] } },
    { orderBy: { employee: 'asc nulls first', id: 'asc' } },
  );
  const payslip = payslips[0];
  if (!payslip) throw new BadRequestError(noFinalisedPayslipMessage(year, month));
  const officerPayslip = payslips.find((one) => !one.employee) ?? null;
  const staffPayslips = payslips.filter((one) => one.employee);
  const [company, officer, employees] = await Promise.all([
    findCompany(em, userId),
    findCurrentUser(em, userId),
    em.find(Employee, { user: userId, id: { $in: staffPayslips.map((one) => one.employee?.id ?? 0) } }),
  ]);

  // The month's headcount (the officer's figure, or the contracts in force on its last day): the DSN's
  // establishment block and its due date read it.
  const headcount = await headcountFor(em, company, { year, month });

  // The officer's identity only when they are declared; the contact (S10.G00.02) always, by phone.
  const officerMissing = officerPayslip ? toOfficerDto(officer).missing : [];
  if (!officer.phone) officerMissing.push('votre numéro de téléphone (contact de la déclaration)');
  const findings: DeclarationFinding[] = [
    ...missingFinding(toCompanyDto(company, headcount).missing, 'company'),
    ...missingFinding(officerMissing, 'officer'),
  ];
  const staff: DsnIndividual[] = [];
  for (const staffPayslip of staffPayslips) {
    const employee = employees.find((one) => one.id === staffPayslip.employee?.id);
    if (!employee) continue;
    findings.push(
      ...missingFinding(
        missingEmployeeFields(employee),
        'employee',
        `la fiche de ${employee.firstName} ${employee.lastName}`,
      ),
    );
    staff.push(employeeIndividual(employee, staffPayslip));
  }
  for (const one of payslips) {
    // Bonuses, benefits in kind, refunds and the other pay elements have their own DSN blocks (S21.G00.52 and
    // .54) whose codes are not written yet: the month is refused rather than declared without them. A paid
    // leave only moves the gross, which the DSN declares.
    const undeclared = (calculationOf(one)?.payElementLines ?? []).filter(
      (line) => !DECLARED_PAY_ELEMENTS.has(line.kind),
    );
    if (undeclared.length > 0) {
      const name = payslipDataSchema.safeParse(one.data ?? {}).data?.employeeName;
      findings.push({
        severity: 'error',
        rule: 'donnees.payslip.payElements',
        message: `Le bulletin de ${formatPeriod(month, year).toLowerCase()}${name ? ` de ${name}` : ''} porte ${undeclared.map((line) => `« ${line.label} »`).join(', ')} : Dirigeo ne déclare pas encore les primes, avantages en nature, frais et autres éléments de paie dans la DSN (blocs S21.G00.52 et S21.G00.54). Faites la DSN de ce mois avec un autre outil.`,
        source: DATA_SOURCE,
        fix: null,
      });
    }
    if (calculationOf(one)) continue;
    const name = payslipDataSchema.safeParse(one.data ?? {}).data?.employeeName;
    findings.push({
      severity: 'error',
      rule: 'donnees.payslip',
      message: `Le bulletin de ${formatPeriod(month, year).toLowerCase()}${name ? ` de ${name}` : ''} n'a pas de calcul détaillé des cotisations : la déclaration ne peut pas en reprendre les lignes.`,
      source: DATA_SOURCE,
      fix: 'payslip',
    });
  }

  const existing = await em.findOne(SocialDeclaration, {
    user: userId,
    period: body.period,
    type: MONTHLY_DSN_TYPE,
  });
  const previous = existing ? dataOf(existing) : null;
  const replacedDeposit = previous?.deposit ?? previous?.replacedDeposit ?? null;
  // A deposited month prepared again replaces the deposited file (« annule et remplace intégral »).
  const replacedFile = previous?.deposit ? previous.fileIdentity : (previous?.replacedFile ?? null);
  let built: MonthlyDsn | null = null;
  let individuals: readonly DsnIndividual[] = [];
  if (findings.length === 0) {
    try {
      const input = dsnInputOf(
        { year, month },
        company,
        headcount,
        officer,
        officerPayslip,
        staff,
        payslip,
        dateInFrance(now),
        replacedFile,
      );
      individuals = input.individuals;
      built = buildMonthlyDsn(input);
      findings.push(...checkDsn(built.bytes).map(fromCheck));
    } catch (error) {
      if (!(error instanceof DsnInputError)) throw error;
      findings.push({
        severity: 'error',
        rule: `donnees.${error.field}`,
        message: error.message,
        source: DATA_SOURCE,
        fix: fixOfField(error.field, individuals),
      });
    }
  }

  // Paid within the month only when every payslip of it is.
  const paidSameMonth = payslips.every((one) => one.paymentDate?.startsWith(body.period) ?? false);
  const due = dsnDueDate({
    year,
    month,
    headcount,
    payTiming: paidSameMonth ? 'same-month' : 'following-month',
  });
  const data: DeclarationData = {
    findings,
    payments: (built?.payments ?? []).map((payment) => ({
      organism: payment.organism,
      amountCents: payment.amountCents,
      dueDate: due.dueDate,
    })),
    dueDate: due.dueDate,
    dueDateReason: `${due.reason} (${due.source})`,
    fileName: built?.fileName ?? null,
    normVersion: built?.normVersion ?? null,
    fileText: built?.text ?? null,
    payslipIds: payslips.map((one) => one.id),
    replacesDeposited: replacedDeposit !== null,
    deposit: null,
    replacedDeposit,
    fileIdentity: built
      ? { createdOn: dateInFrance(now), orderNumber: (replacedFile?.orderNumber ?? 0) + 1 }
      : null,
    replacedFile,
  };
  const status = findings.some((finding) => finding.severity === 'error') ? 'draft' : 'ready';
  const declaration =
    existing ??
    em.create(SocialDeclaration, { user: userId, type: MONTHLY_DSN_TYPE, period: body.period, status, data });
  em.assign(declaration, { status, data });
  await em.flush();
  // The file's address names the row, known once it is stored.
  const fileUrl = built ? declarationFileUrl(declaration.id) : null;
  if (declaration.fileUrl !== fileUrl) {
    declaration.fileUrl = fileUrl;
    await em.flush();
  }
  return declaration;
}
