import { type Declaration, type DeclarationSummary, DECLARATION_STATUSES, z } from '@dirigeo/schemas';
import { type DeclarationData, declarationDataSchema } from './declaration-data.ts';
import type { SocialDeclaration } from './social-declaration.entity.ts';

const statusSchema = z.enum(DECLARATION_STATUSES);

/** The declaration's stored data, parsed. */
export function dataOf(declaration: Pick<SocialDeclaration, 'data'>): DeclarationData {
  return declarationDataSchema.parse(declaration.data);
}

export function declarationFileUrl(id: number): string {
  return `/api/declarations/${id}/file`;
}

export function toDeclarationSummary(declaration: SocialDeclaration): DeclarationSummary {
  const data = dataOf(declaration);
  return {
    id: declaration.id,
    period: declaration.period,
    status: statusSchema.parse(declaration.status),
    payments: data.payments,
    dueDate: data.dueDate,
    dueDateReason: data.dueDateReason,
    createdAt: declaration.createdAt.toISOString(),
    updatedAt: declaration.updatedAt.toISOString(),
  };
}

export function toDeclarationDto(declaration: SocialDeclaration): Declaration {
  const data = dataOf(declaration);
  return {
    ...toDeclarationSummary(declaration),
    findings: data.findings,
    fileName: data.fileName,
    fileUrl: data.fileText === null ? null : declarationFileUrl(declaration.id),
    normVersion: data.normVersion,
    payslipIds: data.payslipIds,
    replacesDeposited: data.replacesDeposited,
    deposit: data.deposit,
  };
}
