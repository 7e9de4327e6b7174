import type {
  CertificatDeTravailBody,
  EndOfContractFormat,
  RecuPourSoldeDeToutCompteBody,
} from '@dirigeo/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { fileNameFromDisposition, saveBlob } from '../../../lib/save-blob.ts';

/** A document and what the employer typed for it. */
export type EndOfContractDocumentBody =
  | { document: 'certificat-de-travail'; body: CertificatDeTravailBody }
  | { document: 'recu-pour-solde-de-tout-compte'; body: RecuPourSoldeDeToutCompteBody };

/** One end-of-contract document of an employee, as a PDF or a Word file. */
export type EndOfContractDownload = {
  employeeId: number;
  format: EndOfContractFormat;
} & EndOfContractDocumentBody;

/**
 * POST /api/employees/{id}/end-of-contract/{document}.{format}: the document prefilled by the
 * server, saved as a file under the name it gives.
 */
async function downloadEndOfContractDocument({
  employeeId,
  document,
  format,
  body,
}: EndOfContractDownload): Promise<void> {
  const response = await apiFetch(`/api/employees/${employeeId}/end-of-contract/${document}.${format}`, {
    method: 'POST',
    body,
  });
  const blob = await response.blob();
  saveBlob(
    blob,
    fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? `${document}.${format}`,
  );
}

export function useDownloadEndOfContractDocument() {
  return useMutation({ mutationFn: downloadEndOfContractDocument });
}
