import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { type CreatePayslipBody, formatPeriod } from '@dirigeo/schemas';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';
import { markDeclarationStale } from '../social-declaration/mark-declaration-stale.ts';
import { PERIOD_TAKEN_MESSAGE, preparePayslip } from './create-payslip.ts';
import { freezePayslip } from './freeze-payslip.ts';
import { getPayslip } from './get-payslip.ts';
import { Payslip } from './payslip.entity.ts';
import { findLaterFinalisedMonths } from './payslip-year-to-date.ts';
import { employeeIdOf } from './payslip.dto.ts';

const CORRECT_A_DRAFT_MESSAGE =
  'Un brouillon ne se rectifie pas : modifiez-le directement (« Modifier »), il n’a encore aucune valeur légale';
const ALREADY_REPLACED_MESSAGE =
  'Ce bulletin a déjà été remplacé par un bulletin rectificatif : c’est ce dernier qu’il faut corriger';
const CORRECTIVE_IS_FINAL_MESSAGE =
  'Un bulletin rectificatif est établi finalisé (status « completed ») : il remplace un document légal';

function laterMonthMessage(period: { year: number; month: number }, later: { year: number; month: number }) {
  const of = (p: { year: number; month: number }) => formatPeriod(p.month, p.year).toLowerCase();
  return (
    `Le bulletin de ${of(period)} a été suivi de celui de ${of(later)}, dont les cumuls et la régularisation du ` +
    `plafond en dépendent : régularisez l’écart sur le prochain bulletin (un rappel de salaire ou une retenue, ` +
    `avec son libellé), ou rectifiez le bulletin le plus récent`
  );
}

/**
 * Replaces a finalised payslip by a corrective one (« bulletin rectificatif », issue 24): the body is the
 * payslip as it should have been (same person and month), computed and frozen like any finalised payslip;
 * the original is kept as it was issued, status 'replaced', and no longer counts in the totals, the reports
 * or the DSN (whose month is marked to prepare again: « annule et remplace »). Only the person's latest
 * finalised month of the year can be rectified: a later month's cumuls and ceiling regularisation rest on it,
 * and the law's practice is then a regularisation on the next payslip.
 */
export function correctPayslip(
  em: EntityManager,
  userId: number,
  id: number,
  body: CreatePayslipBody,
): Promise<Payslip> {
  return em.transactional(async (tx) => {
    const original = await getPayslip(tx, userId, id);
    if (original.status === 'draft') throw new ConflictError(CORRECT_A_DRAFT_MESSAGE);
    if (original.status === 'replaced') throw new ConflictError(ALREADY_REPLACED_MESSAGE);
    if (body.status !== 'completed') throw new BadRequestError(CORRECTIVE_IS_FINAL_MESSAGE);
    const employeeId = employeeIdOf(original);
    if (body.month !== original.month || body.year !== original.year) {
      throw new BadRequestError(
        `Un bulletin rectificatif porte sur le même mois que celui qu’il remplace (${formatPeriod(original.month, original.year).toLowerCase()})`,
      );
    }
    if (body.employeeId !== undefined && body.employeeId !== employeeId) {
      throw new BadRequestError(
        'Un bulletin rectificatif concerne la même personne que celui qu’il remplace',
      );
    }
    const [later] = await findLaterFinalisedMonths(tx, userId, original, { employeeId });
    if (later !== undefined) {
      throw new ConflictError(laterMonthMessage(original, { year: original.year, month: later }));
    }

    // The original leaves the totals first, so that the corrective is computed on the months before only.
    original.status = 'replaced';
    await tx.flush();
    const { employeeId: _sent, ...rest } = body;
    const fields = await preparePayslip(tx, userId, employeeId === null ? rest : { ...rest, employeeId });
    const corrective = tx.create(Payslip, { ...fields, corrects: original });
    try {
      await tx.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictError(PERIOD_TAKEN_MESSAGE);
      throw error;
    }
    await freezePayslip(tx, corrective);
    await markDeclarationStale(tx, userId, { year: original.year, month: original.month });
    return corrective;
  });
}
