import type { EntityManager } from '@mikro-orm/core';
import { encodeLatin1 } from '@dirigeo/dsn';
import { ConflictError } from '../../lib/errors.ts';
import { dataOf } from './declaration.dto.ts';
import { findDeclaration } from './find-declaration.ts';

const DECLARATION_HAS_ERRORS_MESSAGE =
  'La déclaration contient des erreurs : corrigez-les et préparez-la de nouveau avant de télécharger le fichier';
const DECLARATION_STALE_MESSAGE =
  'Un bulletin du mois a été finalisé depuis la préparation : préparez de nouveau la déclaration avant de télécharger le fichier';

/** The declaration's `.dsn` file, ISO-8859-1 bytes; refused (409) while it has errors or is stale. */
export async function getDeclarationFile(
  em: EntityManager,
  userId: number,
  id: number,
): Promise<{ fileName: string; bytes: Buffer }> {
  const declaration = await findDeclaration(em, userId, id);
  const data = dataOf(declaration);
  if (declaration.status === 'stale') throw new ConflictError(DECLARATION_STALE_MESSAGE);
  const hasErrors = data.findings.some((finding) => finding.severity === 'error');
  if (hasErrors || data.fileText === null || data.fileName === null) {
    throw new ConflictError(DECLARATION_HAS_ERRORS_MESSAGE);
  }
  return { fileName: data.fileName, bytes: Buffer.from(encodeLatin1(data.fileText)) };
}
