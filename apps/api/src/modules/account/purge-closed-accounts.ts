import { dataRetention } from '@dirigeo/site-content';
import type { EntityManager } from '@mikro-orm/core';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { Document } from '../document/document.entity.ts';
import { Invoice } from '../invoice/invoice.entity.ts';
import { Payslip } from '../payslip/payslip.entity.ts';
import { subtractCalendarMonths } from '../retention/retention-cutoffs.ts';
import { SocialDeclaration } from '../social-declaration/social-declaration.entity.ts';
import { User } from '../user/user.entity.ts';
import { eraseEmployeesNeverPaid } from './delete-account.ts';

/** How many records of closed accounts a purge erased. */
export interface PurgedClosedAccounts {
  payslips: number;
  declarations: number;
  invoices: number;
  accounts: number;
}

/** The dates at `now` before which a closed account's kept records have outlived their period. */
export interface ClosedAccountCutoffs {
  /** A payslip (or declaration) whose month ended on or before this is past its 5 years. */
  payMonthEndedBy: Date;
  /** An invoice issued before this is past its 10 years. */
  invoiceIssuedBefore: Date;
}

function closedAccountCutoffs(now: Date): ClosedAccountCutoffs {
  return {
    payMonthEndedBy: subtractCalendarMonths(now, dataRetention.payslipYears * 12),
    invoiceIssuedBefore: subtractCalendarMonths(now, dataRetention.invoiceYears * 12),
  };
}

/** The first instant after a pay month (`month` 1–12): its period of retention runs from there. */
function endOfPayMonth(year: number, month: number): Date {
  return new Date(Date.UTC(year, month, 1));
}

/**
 * Erases, for every closed account (`deleteAccount`), what the law no longer requires at `now`
 * (`accountDeletion.kept` of @dirigeo/site-content): the payslips (their frozen copy and PDF with
 * them) and declarations 5 years after the end of their month, the employees no payslip names any
 * more, the invoices (and their stored copy) 10 years after their date; and the account's last row
 * (its company, its subscription) once nothing is left. Run every day (`plugins/app/account-closure.ts`).
 */
export async function purgeClosedAccounts(
  em: EntityManager,
  storage: FileStorage,
  now: Date,
): Promise<PurgedClosedAccounts> {
  const cutoffs = closedAccountCutoffs(now);
  const result: PurgedClosedAccounts = { payslips: 0, declarations: 0, invoices: 0, accounts: 0 };
  const closed = await em.find(User, { closedAt: { $ne: null } }, { fields: ['id'], orderBy: { id: 'asc' } });
  for (const { id: userId } of closed) {
    const fork = em.fork();
    const payslips = await fork.find(Payslip, { user: userId }, { fields: ['id', 'year', 'month'] });
    const expiredPayslips = payslips.filter(
      (payslip) => endOfPayMonth(payslip.year, payslip.month) <= cutoffs.payMonthEndedBy,
    );
    const declarations = await fork.find(SocialDeclaration, { user: userId }, { fields: ['id', 'period'] });
    const expiredDeclarations = declarations.filter((declaration) => {
      const [year, month] = declaration.period.split('-').map(Number);
      return (
        year !== undefined &&
        month !== undefined &&
        Number.isInteger(year) &&
        Number.isInteger(month) &&
        endOfPayMonth(year, month) <= cutoffs.payMonthEndedBy
      );
    });
    const invoices = await fork.find(Invoice, { user: userId }, { fields: ['id', 'issuedAt', 'documentId'] });
    const expiredInvoices = invoices.filter((invoice) => invoice.issuedAt < cutoffs.invoiceIssuedBefore);
    const invoiceDocuments =
      expiredInvoices.length === 0
        ? []
        : await fork.find(
            Document,
            {
              user: userId,
              id: {
                $in: expiredInvoices.flatMap((invoice) => (invoice.documentId ? [invoice.documentId] : [])),
              },
            },
            { fields: ['id', 'storageKey'] },
          );
    const nothingLeft =
      expiredPayslips.length === payslips.length &&
      expiredDeclarations.length === declarations.length &&
      expiredInvoices.length === invoices.length;

    await fork.transactional(async (tx) => {
      if (expiredPayslips.length > 0) {
        await tx.nativeDelete(Payslip, { id: { $in: expiredPayslips.map((payslip) => payslip.id) } });
      }
      if (expiredDeclarations.length > 0) {
        await tx.nativeDelete(SocialDeclaration, {
          id: { $in: expiredDeclarations.map((declaration) => declaration.id) },
        });
      }
      if (expiredInvoices.length > 0) {
        await tx.nativeDelete(Invoice, { id: { $in: expiredInvoices.map((invoice) => invoice.id) } });
      }
      if (invoiceDocuments.length > 0) {
        await tx.nativeDelete(Document, { id: { $in: invoiceDocuments.map((document) => document.id) } });
      }
      await eraseEmployeesNeverPaid(tx, userId);
      // The last of it: the row goes, and its company, subscription and anything left with it (cascade).
      if (nothingLeft) await tx.nativeDelete(User, { id: userId });
    });
    for (const { storageKey } of invoiceDocuments) await storage.remove(storageKey).catch(() => {});
    result.payslips += expiredPayslips.length;
    result.declarations += expiredDeclarations.length;
    result.invoices += expiredInvoices.length;
    if (nothingLeft) result.accounts += 1;
  }
  return result;
}
