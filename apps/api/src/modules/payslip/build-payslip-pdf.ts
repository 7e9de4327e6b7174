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

export interface PayslipPdfOptions {
  /**
   * The user's plan cannot finalise (Freemium, the trial's demo mode): a draft is a test payslip,
   * watermarked « Bulletin de test » instead of « Brouillon ».
   */
  testPayslip?: boolean;
}

/**
 * The PDF of one of the user's payslips: a finalised payslip's frozen bytes, the same at every
 * download; a draft's rendered now from its document.
 */
export async function buildPayslipPdf(
  em: EntityManager,
  userId: number,
  id: number,
  options: PayslipPdfOptions = {},
): Promise<PayslipPdf> {
  const document = await getPayslipDocument(em, userId, id);
  if (document.frozenPdf) {
    return {
      bytes: document.frozenPdf.bytes,
      fileName: document.view.fileName,
      sha256: document.frozenPdf.sha256,
    };
  }
  const watermark = options.testPayslip ? 'BULLETIN DE TEST' : 'BROUILLON';
  return {
    bytes: await renderPayslipPdf(document.view, { watermark }),
    fileName: document.view.fileName,
    sha256: null,
  };
}
