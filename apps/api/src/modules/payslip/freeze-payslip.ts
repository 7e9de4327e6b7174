import { createHash } from 'node:crypto';
import { type EntityManager, type MikroORM, UniqueConstraintViolationException } from '@mikro-orm/core';
import { isFinalisedStatus, type PayslipView, payslipViewSchema } from '@dirigeo/schemas';
import type { Logger } from 'pino';
import { z } from 'zod';
import { buildPayslipViewFor } from './build-payslip-view.ts';
import { FinalisedPayslip } from './finalised-payslip.entity.ts';
import { Payslip } from './payslip.entity.ts';
import { renderPayslipPdf } from './render-payslip-pdf.ts';

export interface FrozenPayslip {
  view: PayslipView;
  pdf: Buffer;
  pdfSha256: string;
}

/**
 * Freezes a finalised payslip: builds its document as it reads now, renders its PDF and stores
 * both, with the PDF's SHA-256. Runs in the caller's transaction (the payslip's creation), so a
 * payslip is never finalised without its frozen copy.
 */
export async function freezePayslip(em: EntityManager, payslip: Payslip): Promise<FrozenPayslip> {
  if (!isFinalisedStatus(payslip.status))
    throw new Error(`payslip ${payslip.id} is a draft: nothing to freeze`);
  const view = await buildPayslipViewFor(em, payslip);
  const pdf = await renderPayslipPdf(view);
  const pdfSha256 = createHash('sha256').update(pdf).digest('hex');
  em.create(FinalisedPayslip, { payslip, view, pdf, pdfSha256 });
  await em.flush();
  return { view, pdf, pdfSha256 };
}

/** The frozen copy of a finalised payslip, or null when it has none yet (stored before freezing existed). */
async function findFrozenPayslip(em: EntityManager, payslipId: number): Promise<FrozenPayslip | null> {
  const frozen = await em.findOne(FinalisedPayslip, { payslip: payslipId }, { populate: ['pdf'] });
  if (!frozen) return null;
  return {
    view: payslipViewSchema.parse(frozen.view),
    pdf: Buffer.from(frozen.pdf),
    pdfSha256: frozen.pdfSha256,
  };
}

/**
 * The frozen document of a finalised payslip and its PDF's SHA-256, without the PDF itself (a lazy
 * column: the payslip's page needs only the hash), or null when it has none yet.
 */
export async function findFrozenPayslipView(
  em: EntityManager,
  payslipId: number,
): Promise<Omit<FrozenPayslip, 'pdf'> | null> {
  const frozen = await em.findOne(FinalisedPayslip, { payslip: payslipId });
  if (!frozen) return null;
  return { view: payslipViewSchema.parse(frozen.view), pdfSha256: frozen.pdfSha256 };
}

/**
 * The frozen copy of a finalised payslip; one stored before freezing existed is frozen now, once
 * (two readers racing: the loser reads the winner's copy).
 */
export async function frozenPayslipOf(em: EntityManager, payslip: Payslip): Promise<FrozenPayslip> {
  const stored = await findFrozenPayslip(em, payslip.id);
  if (stored) return stored;
  const fork = em.fork();
  try {
    return await fork.transactional(async (tx) =>
      freezePayslip(tx, await tx.findOneOrFail(Payslip, { id: payslip.id })),
    );
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    const winner = await findFrozenPayslip(em.fork(), payslip.id);
    if (!winner) throw error;
    return winner;
  }
}

/**
 * At start-up, after the migrations: freezes the finalised payslips stored before freezing
 * existed, oldest period first, so that they are fixed as they read at the upgrade (not whenever a
 * user first opens them, perhaps after a profile change). Returns how many were frozen.
 */
export async function freezeUnfrozenPayslips(orm: MikroORM, logger?: Logger): Promise<number> {
  const rows: unknown = await orm.em
    .fork()
    .getConnection()
    .execute(
      `select p.id from payslip p left join finalised_payslip f on f.payslip_id = p.id
        where p.status <> 'draft' and f.payslip_id is null order by p.year, p.month, p.id`,
    );
  const ids = z.array(z.object({ id: z.number().int() })).parse(rows);
  for (const { id } of ids) {
    const em = orm.em.fork();
    await frozenPayslipOf(em, await em.findOneOrFail(Payslip, { id }));
  }
  if (ids.length > 0) logger?.info({ count: ids.length }, 'finalised payslips frozen');
  return ids.length;
}
