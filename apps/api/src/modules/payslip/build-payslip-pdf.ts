import type { EntityManager } from '@mikro-orm/core';
import { getPayslipDocument } from './get-payslip-detail.ts';
import { renderPayslipPdf } from './render-payslip-pdf.ts';

export interface PayslipPdf {
  bytes: Buffer;
  /** French file name: bulletin-2026-03.pdf. */
  fileName: string;
  /** Hex SHA-256 of a finalised payslip's frozen PDF; null for a draft. */
  sha256: string | null;
}

/**
 * The PDF of one of the user's payslips: a finalised payslip's frozen bytes, the same at every
 * download; a draft's rendered now from its document.
 */
export async function buildPayslipPdf(em: EntityManager, userId: number, id: number): Promise<PayslipPdf> {
  const document = await getPayslipDocument(em, userId, id);
  if (document.frozenPdf) {
    return {
      bytes: document.frozenPdf.bytes,
      fileName: document.view.fileName,
      sha256: document.frozenPdf.sha256,
    };
  }
  return { bytes: await renderPayslipPdf(document.view), fileName: document.view.fileName, sha256: null };
}
