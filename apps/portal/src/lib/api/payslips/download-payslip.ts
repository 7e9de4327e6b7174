import type { Payslip } from '@dirigeo/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../api-client.ts';
import { fileNameFromDisposition, saveBlob } from '../../save-blob.ts';

/** 'bulletin-2026-03.pdf', unless the server names the file itself. */
function payslipFileName(payslip: Pick<Payslip, 'month' | 'year'>): string {
  return `bulletin-${payslip.year}-${String(payslip.month).padStart(2, '0')}.pdf`;
}

/** GET /api/payslips/:id/pdf, saved as a file (downloads are real, spec README). */
async function downloadPayslip(payslip: Pick<Payslip, 'id' | 'month' | 'year'>) {
  const response = await apiFetch(`/api/payslips/${payslip.id}/pdf`);
  const blob = await response.blob();
  saveBlob(
    blob,
    fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? payslipFileName(payslip),
  );
}

export function useDownloadPayslip() {
  return useMutation({ mutationFn: downloadPayslip });
}
