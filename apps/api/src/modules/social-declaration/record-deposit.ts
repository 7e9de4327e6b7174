import type { EntityManager } from '@mikro-orm/core';
import type { RecordDepositBody } from '@dirigeo/schemas';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';
import { Document } from '../document/document.entity.ts';
import { dateInFrance } from '../payslip/build-payslip-view.ts';
import { dataOf } from './declaration.dto.ts';
import { findDeclaration } from './find-declaration.ts';
import type { SocialDeclaration } from './social-declaration.entity.ts';

const DEPOSIT_NOT_READY_MESSAGE =
  'Seule une déclaration prête (sans erreur, à jour des bulletins du mois) peut être enregistrée comme déposée';
const ACKNOWLEDGMENT_NOT_FOUND_MESSAGE =
  "L'accusé de réception n'est pas un document « Social » de votre coffre-fort";
const DEPOSIT_BEFORE_PREPARATION_MESSAGE = 'La date de dépôt ne peut pas précéder la préparation du fichier';

/**
 * Records that the user deposited the declaration's file on net-entreprises.fr (Dirigeo cannot file
 * it for them): the date, the acknowledgment's number and, optionally, the acknowledgment itself,
 * a document of their vault filed under « Social ».
 */
export async function recordDeposit(
  em: EntityManager,
  userId: number,
  id: number,
  body: RecordDepositBody,
): Promise<SocialDeclaration> {
  const declaration = await findDeclaration(em, userId, id);
  if (declaration.status !== 'ready') throw new ConflictError(DEPOSIT_NOT_READY_MESSAGE);
  // A ready declaration was last written when its file was prepared.
  if (body.depositedAt < dateInFrance(declaration.updatedAt)) {
    throw new BadRequestError(DEPOSIT_BEFORE_PREPARATION_MESSAGE);
  }
  if (body.acknowledgmentDocumentId !== undefined) {
    const document = await em.findOne(Document, {
      id: body.acknowledgmentDocumentId,
      user: userId,
      category: 'social',
    });
    if (!document) throw new BadRequestError(ACKNOWLEDGMENT_NOT_FOUND_MESSAGE);
  }
  const data = dataOf(declaration);
  declaration.data = {
    ...data,
    deposit: {
      depositedAt: body.depositedAt,
      receiptNumber: body.receiptNumber,
      acknowledgmentDocumentId: body.acknowledgmentDocumentId ?? null,
    },
  };
  declaration.status = 'deposited';
  await em.flush();
  return declaration;
}
