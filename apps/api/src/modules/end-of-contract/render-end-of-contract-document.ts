import type { EntityManager } from '@mikro-orm/core';
import {
  findLetterTemplate,
  formatLetterDate,
  type LetterTemplate,
  letterFormFields,
  renderLetter,
} from '@dirigeo/letter-templates';
import {
  type CertificatDeTravailBody,
  END_OF_CONTRACT_DOCUMENT_LABELS,
  type EndOfContractDocument,
  type EndOfContractFormat,
  isFinalisedStatus,
  type RecuPourSoldeDeToutCompteBody,
} from '@dirigeo/schemas';
import { ConflictError, ValidationError } from '../../lib/errors.ts';
import { addressOf } from '../company/company.dto.ts';
import { findCompany } from '../company/find-company.ts';
import type { Employee } from '../employee/employee.entity.ts';
import { findEmployee } from '../employee/find-employee.ts';
import {
  checkLetterValues,
  LETTER_FILE_TYPES,
  type LetterFile,
  letterBytes,
} from '../letter-template/render-letter-file.ts';
import { dateInFrance } from '../payslip/build-payslip-view.ts';
import { findFrozenPayslipView, frozenPayslipOf } from '../payslip/freeze-payslip.ts';
import { Payslip } from '../payslip/payslip.entity.ts';
import { User } from '../user/user.entity.ts';
import {
  certificateValues,
  type FinalPayslip,
  monthLabel,
  partyValues,
  receiptValues,
} from './end-of-contract-values.ts';

/** A document and what the employer typed for it (the body its route parsed). */
export type EndOfContractRequest =
  | { document: 'certificat-de-travail'; body: CertificatDeTravailBody }
  | { document: 'recu-pour-solde-de-tout-compte'; body: RecuPourSoldeDeToutCompteBody };

/** « son certificat de travail », « son reçu pour solde de tout compte ». */
function hisOrHer(document: EndOfContractDocument): string {
  return `son ${END_OF_CONTRACT_DOCUMENT_LABELS[document].toLowerCase()}`;
}

/** « de Léa », « d’Inès », « d’août »: French elides « de » before a vowel. */
function of(word: string): string {
  return /^[aeiouyàâäéèêëîïôöùûüœ]/i.test(word) ? `d’${word}` : `de ${word}`;
}

function fullName(employee: Pick<Employee, 'firstName' | 'lastName'>): string {
  return `${employee.firstName} ${employee.lastName}`;
}

/** 'certificat-de-travail-lea-moreau-2026-07-01.pdf': the document, the employee, the document's date. */
function fileNameOf(document: EndOfContractDocument, name: string, isoDate: string, format: string): string {
  const person = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${document}-${person || 'salarie'}-${isoDate}.${format}`;
}

/**
 * The last month's payslip of the employee, finalised, with the view it was frozen with; a French
 * 409 naming the month to finalise when there is none.
 */
async function findFinalPayslip(
  em: EntityManager,
  employee: Employee,
  contractEnd: string,
): Promise<FinalPayslip> {
  const year = Number(contractEnd.slice(0, 4));
  const month = Number(contractEnd.slice(5, 7));
  // A payslip a corrective one replaced is not the one whose sums were paid.
  const payslip = await em.findOne(Payslip, {
    user: employee.user.id,
    employee: employee.id,
    year,
    month,
    status: { $ne: 'replaced' },
  });
  if (!payslip || !isFinalisedStatus(payslip.status)) {
    const action = payslip ? 'Finalisez' : 'Établissez puis finalisez';
    throw new ConflictError(
      `${action} le bulletin ${of(monthLabel(month, year))} ${of(fullName(employee))} avant d’établir ${hisOrHer('recu-pour-solde-de-tout-compte')} : les sommes et le net versé en viennent`,
    );
  }
  const frozen = (await findFrozenPayslipView(em, payslip.id)) ?? (await frozenPayslipOf(em, payslip));
  return {
    month,
    year,
    grossSalaryCents: payslip.grossSalaryCents,
    paymentDate: payslip.paymentDate ?? null,
    view: frozen.view,
  };
}

/**
 * The template's issues as the employer can act on them: the fields they typed keep their issue;
 * a date the server filled that the template checks against one they typed (the exit date against
 * the letter's date) puts its issue on theirs; any other server-filled field names itself.
 */
function issuesForTheForm(
  template: LetterTemplate,
  error: ValidationError,
  typed: ReadonlySet<string>,
  filled: Readonly<Record<string, string>>,
): ValidationError {
  const labels = new Map(letterFormFields(template).map((field) => [field.name, field.label]));
  const issues = error.issues.map((issue) => {
    if (typed.has(issue.path)) return issue;
    const check = template.checks?.find(
      (candidate) =>
        candidate.kind === 'date' &&
        candidate.field === issue.path &&
        // The schema adds the bound it computed after the template's message.
        issue.message.startsWith(candidate.message),
    );
    const date = filled[issue.path];
    if (check?.kind === 'date' && typed.has(check.other) && date !== undefined) {
      // The template's message, with the server's date instead of the bound it computed for its own field.
      const label = labels.get(issue.path)?.toLowerCase() ?? issue.path;
      return { path: check.other, message: `${check.message} (${label} : ${formatLetterDate(date)})` };
    }
    return { path: issue.path, message: `${labels.get(issue.path) ?? issue.path} : ${issue.message}` };
  });
  return new ValidationError(issues);
}

/**
 * An end-of-contract document of one of the user's employees (issue 25), as a PDF or a Word file:
 * the certificat de travail (L1234-19) or the reçu pour solde de tout compte (L1234-20), from the
 * letter templates of `@dirigeo/letter-templates`, prefilled with what the server knows: the company,
 * the officer who signs, the employee and their contract, and for the receipt the last month's
 * finalised payslip (its gross, its other sums, its net paid, its payment date). The merged values
 * go through the template's own schema, so its checks apply (400 per field, in French). Nothing is
 * stored.
 */
export async function renderEndOfContractDocument(
  em: EntityManager,
  userId: number,
  employeeId: number,
  request: EndOfContractRequest,
  format: EndOfContractFormat,
  today: string = dateInFrance(new Date()),
): Promise<LetterFile> {
  const { document } = request;
  const employee = await findEmployee(em, userId, employeeId);
  const name = fullName(employee);
  const contractEnd = employee.contractEnd ?? null;
  if (contractEnd === null) {
    throw new ConflictError(
      `Indiquez la date de fin du contrat dans la fiche ${of(name)} avant d’établir ${hisOrHer(document)}`,
    );
  }
  const company = await findCompany(em, userId);
  const address = addressOf(company);
  if (!address) {
    throw new ConflictError(
      `Indiquez l’adresse de l’entreprise dans votre profil avant d’établir ${hisOrHer(document)}`,
    );
  }
  const user = await em.findOneOrFail(User, { id: userId });
  const template = findLetterTemplate(document);
  if (!template) throw new Error(`letter template ${document} missing from @dirigeo/letter-templates`);

  const contract = { jobTitle: employee.jobTitle, contractStart: employee.contractStart, contractEnd };
  const parties = partyValues({
    employer: { name: company.name, ...address, siret: company.siret ?? null },
    signatory: { name: `${user.firstName} ${user.lastName}`, position: user.position },
    employee: { name, street: employee.street, postalCode: employee.postalCode, city: employee.city },
  });
  const dateLettre = request.body.dateLettre ?? today;
  let own: Record<string, string>;
  let typed: Record<string, string | undefined>;
  if (request.document === 'certificat-de-travail') {
    own = certificateValues(contract);
    typed = { ...request.body, dateLettre };
  } else {
    const payslip = await findFinalPayslip(em, employee, contractEnd);
    own = receiptValues(contract, payslip);
    // Paid with the last payslip unless the employer says otherwise.
    const datePaiement = request.body.datePaiement ?? payslip.paymentDate ?? undefined;
    typed = { ...request.body, dateLettre, datePaiement };
  }

  let values: ReturnType<typeof checkLetterValues>;
  try {
    values = checkLetterValues(template, { ...parties, ...own, ...typed });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw issuesForTheForm(template, error, new Set(Object.keys(typed)), { ...parties, ...own });
  }
  const letter = renderLetter(template, values);
  return {
    bytes: await letterBytes(letter, format),
    fileName: fileNameOf(document, name, letter.isoDate ?? dateLettre, format),
    contentType: LETTER_FILE_TYPES[format],
  };
}
