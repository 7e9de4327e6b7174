import type { EntityManager } from '@mikro-orm/core';
import { isFrozenStatus, type PayslipDetail, type PayslipView } from '@dirigeo/schemas';
import { buildPayslipViewFor } from './build-payslip-view.ts';
import { findFrozenPayslipView, frozenPayslipOf } from './freeze-payslip.ts';
import { getPayslip } from './get-payslip.ts';
import { Payslip } from './payslip.entity.ts';
import { toPayslipDto } from './payslip.dto.ts';

export interface PayslipDocument {
  payslip: Payslip;
  /** What the page and the PDF print. */
  view: PayslipView;
  /** The PDF: the frozen one of a finalised payslip, null for a draft (rendered on demand). */
  frozenPdf: { bytes: Buffer; sha256: string } | null;
}

/**
 * One of the user's payslips with its document: a finalised payslip's frozen copy (its figures,
 * employer and year-to-date totals as they were when finalised), or a draft's document as it
 * reads today.
 */
export async function getPayslipDocument(
  em: EntityManager,
  userId: number,
  id: number,
): Promise<PayslipDocument> {
  const payslip = await getPayslip(em, userId, id);
  if (!isFrozenStatus(payslip.status)) {
    return { payslip, view: await buildPayslipViewFor(em, payslip), frozenPdf: null };
  }
  const frozen = await frozenPayslipOf(em, payslip);
  return { payslip, view: frozen.view, frozenPdf: { bytes: frozen.pdf, sha256: frozen.pdfSha256 } };
}

/**
 * One of the user's payslips as its page shows it (GET /api/payslips/:id): the payslip, its
 * document and, for a finalised one, its frozen PDF's SHA-256. The PDF's bytes are not read.
 */
export async function getPayslipDetail(
  em: EntityManager,
  userId: number,
  id: number,
): Promise<PayslipDetail> {
  const payslip = await getPayslip(em, userId, id);
  const corrections = {
    correctsId: payslip.corrects?.id ?? null,
    replacedById:
      payslip.status === 'replaced'
        ? ((await em.findOne(Payslip, { corrects: payslip.id, user: userId }, { fields: ['id'] }))?.id ??
          null)
        : null,
  };
  if (!isFrozenStatus(payslip.status)) {
    const view = await buildPayslipViewFor(em, payslip);
    return { ...toPayslipDto(payslip, userId, view.employee.name), ...corrections, view, pdfSha256: null };
  }
  const frozen = (await findFrozenPayslipView(em, payslip.id)) ?? (await frozenPayslipOf(em, payslip));
  return {
    ...toPayslipDto(payslip, userId, frozen.view.employee.name),
    ...corrections,
    view: frozen.view,
    pdfSha256: frozen.pdfSha256,
  };
}
