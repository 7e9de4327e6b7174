import { PAYSLIP_STATUS_LABELS, type PayslipStatus } from '@dirigeo/schemas';
import { Badge, type BadgeVariant } from '@dirigeo/ui';

const variants: Record<PayslipStatus, BadgeVariant> = {
  draft: 'warning',
  completed: 'success',
  archived: 'neutral',
  replaced: 'outline',
};

function isKnownStatus(status: string): status is PayslipStatus {
  return Object.hasOwn(PAYSLIP_STATUS_LABELS, status);
}

/** Brouillon, Finalisé, Archivé; any other value shows as-is (spec 000 §4). */
export function PayslipStatusBadge({ status }: { status: string }) {
  if (!isKnownStatus(status)) return <Badge variant="outline">{status}</Badge>;
  return <Badge variant={variants[status]}>{PAYSLIP_STATUS_LABELS[status]}</Badge>;
}
