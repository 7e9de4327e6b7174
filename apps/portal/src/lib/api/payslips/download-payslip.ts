import type { Payslip } from '@dirigeo/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../api-client.ts';
import { saveBlob } from '../../save-blob.ts';

/** 'bulletin-2026-03.pdf', unless the server names the file itself. */
export function payslipFileName(payslip: Pick<Payslip, 'month' | 'year'>): string {
  return `bulletin-${payslip.year}-${String(payslip.month).padStart(2, '0')}.pdf`;
}

function fileNameFrom(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

/** GET /api/payslips/:id/pdf, saved as a file (downloads are real, spec README). */
export async function downloadPayslip(payslip: Pick<Payslip, 'id' | 'month' | 'year'>) {
  const response = await apiFetch(`/api/payslips/${payslip.id}/pdf`);
  const blob = await response.blob();
  saveBlob(blob, fileNameFrom(response.headers.get('Content-Disposition')) ?? payslipFileName(payslip));
}

export function useDownloadPayslip() {
  return useMutation({ mutationFn: downloadPayslip });
}
